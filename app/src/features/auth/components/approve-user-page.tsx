import { Loader } from '@havruta/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { approveUserOnce } from '../api/one-time-links';
import { classifyOtherError } from '../errors';
import { AuthFrame, FormMessage } from './auth-frame';

type Status =
  | { kind: 'approving' }
  | { kind: 'approved'; name: string; email: string }
  | { kind: 'failed'; server?: string };

/** /admin/approve-user?token=…: the administrator's approval link. */
export function ApproveUserPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  // The outcome belongs to one token: another token in the URL starts again from 'approving'.
  const [outcome, setOutcome] = useState<{ token: string; status: Status } | null>(null);
  const status: Status = outcome && outcome.token === token ? outcome.status : { kind: 'approving' };

  useEffect(() => {
    if (!token) return;
    let active = true;
    approveUserOnce(token).then(
      ({ user }) => {
        if (active) {
          const name = `${user.first_name} ${user.last_name}`.trim();
          setOutcome({ token, status: { kind: 'approved', name, email: user.email } });
        }
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('approval failed', error);
        const failure = classifyOtherError(error);
        setOutcome({
          token,
          status: failure.server ? { kind: 'failed', server: failure.server } : { kind: 'failed' },
        });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  const home = (
    <Link className="pill-button pill-button--quiet" to="/">
      {t('backToHome')}
    </Link>
  );
  if (!token) {
    return (
      <AuthFrame title={t('approve.title')}>
        <div className="auth-stack">
          <FormMessage tone="error">{t('approve.missingToken')}</FormMessage>
          {home}
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('approve.title')}>
      <div className="auth-stack">
        {status.kind === 'approving' && <Loader type="pulse" message={t('approve.approving')} />}
        {status.kind === 'approved' && (
          <FormMessage tone="success">
            <p>{t('approve.success')}</p>
            <p>{t('approve.approvedUser', { name: status.name, email: status.email })}</p>
          </FormMessage>
        )}
        {status.kind === 'failed' && (
          <FormMessage tone="error">
            {i18n.language === 'en' && status.server ? status.server : t('approve.failed')}
          </FormMessage>
        )}
        {home}
      </div>
    </AuthFrame>
  );
}
