import { Loader } from '@havruta/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolYear, User } from '../../../../../backend/contract';
import { authApi } from '../../../lib/api-client';
import { useAuth } from '../../../providers/auth-context';
import { useLoad } from '../hooks/use-load';

/** The school's name, or null when the call fails (docs/requirements.md#accounts-calls: null on non-OK or error). */
async function schoolName(id: number, signal: AbortSignal): Promise<string | null> {
  try {
    return (await authApi.getSchool(id, signal)).school.name;
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('school failed to load', error);
    return null;
  }
}

function useSchoolYearLabel(): (year: SchoolYear) => string {
  const { t } = useTranslation('personal');
  const labels: Record<SchoolYear, string> = {
    '10': t('profile.years.10'),
    '11': t('profile.years.11'),
    '12': t('profile.years.12'),
    'uni-1': t('profile.years.uni-1'),
    'uni-2': t('profile.years.uni-2'),
    'uni-3': t('profile.years.uni-3'),
    'uni-4': t('profile.years.uni-4'),
  };
  return (year) => labels[year];
}

function Profile({ user }: { user: User }) {
  const { t, i18n } = useTranslation('personal');
  const yearLabel = useSchoolYearLabel();
  const schoolId = user.school_id;
  const [school] = useLoad(schoolId === null ? null : String(schoolId), (signal) =>
    schoolName(schoolId ?? 0, signal),
  );
  const missing = t('profile.notProvided');
  const birthdate = user.birthdate
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'he-IL', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${user.birthdate}T00:00:00Z`))
    : missing;
  const schoolText =
    schoolId === null
      ? missing
      : school.status === 'loading'
        ? null
        : school.status === 'ready' && school.value !== null
          ? school.value
          : t('profile.schoolUnknown');
  const role = user.role === 'admin' ? t('profile.roles.admin') : t('profile.roles.student');

  const rows: Array<[string, ReactNode]> = [
    [t('profile.name'), `${user.first_name} ${user.last_name}`.trim() || user.name],
    [t('profile.email'), <bdi key="email">{user.email}</bdi>],
    [t('profile.birthdate'), birthdate],
    [t('profile.school'), schoolText ?? <Loader key="school" type="dots" intensity="minimal" />],
    [t('profile.schoolYear'), user.school_year ? yearLabel(user.school_year) : missing],
    [t('profile.subject'), user.subject?.trim() || missing],
    [t('profile.accountType'), role],
  ];
  return (
    <dl className="personal-profile">
      {rows.map(([term, value]) => (
        <div key={term} className="personal-profile__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** User Information: the read-only profile; the role as Account Type (default Student). */
export function UserInfo() {
  const { t } = useTranslation('personal');
  const { user } = useAuth();
  const titleId = useId();
  return (
    <section className="personal-view" aria-labelledby={titleId}>
      <h2 id={titleId} className="personal-view__title">
        {t('profile.title')}
      </h2>
      {user && <Profile user={user} />}
    </section>
  );
}
