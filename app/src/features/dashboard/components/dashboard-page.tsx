import { ActionCard, Button, Loader, preloadDialog } from '@havruta/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Course } from '../../../../../backend/contract';
import { authApi } from '../../../lib/api-client';
import { CourseModal } from '../../../lib/courses/course-modal';
import { startLearningCalls } from '../../../lib/courses/course-thread-call';
import { saveCourse } from '../../../lib/courses/saved-course';
import { SignedInFrame } from '../../../lib/frame/signed-in-frame';
import { StrokeIcon } from '../../../lib/frame/stroke-icon';
import { useAuth } from '../../../providers/auth-context';
import { readAccessToken } from '../../../providers/session';
import { authErrorRedirectMs, capitalise } from '../course-offer';
import '../dashboard.css';

const spaceIcons = {
  learning: 'M3 6l9-3 9 3-9 3-9-3zm3 2.2V14c0 1.7 2.7 3 6 3s6-1.3 6-3V8.2M21 6v6',
  personal: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
  experimental: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 14h9',
};

function SpaceCard({
  space,
  title,
  description,
  onOpen,
}: {
  space: 'learning' | 'personal' | 'experimental';
  title: string;
  description: string;
  onOpen: () => void;
}) {
  return (
    <li>
      <ActionCard
        icon={<StrokeIcon d={spaceIcons[space]} />}
        title={title}
        description={description}
        onClick={onOpen}
      />
    </li>
  );
}

function DashboardFrame({ children, onLogout }: { children: ReactNode; onLogout?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <SignedInFrame
      back={{ label: t('back'), to: '/' }}
      actions={
        onLogout && (
          <Button variant="secondary" size="sm" onClick={onLogout}>
            {t('logout')}
          </Button>
        )
      }
    >
      {children}
    </SignedInFrame>
  );
}

/**
 * /dashboard: the greeting, the three spaces and the course-selection modal. Without a token (or a
 * valid session) it shows the authentication error and goes to /login after 1.5 s.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { user, loading, logout } = useAuth();
  const [coursesOpen, setCoursesOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const authError = blocked || (!loading && (readAccessToken() === null || user === null));
  const signedIn = !authError && !loading && user !== null;

  // The course list and the modal's code load while the learner reads the dashboard, so the tap on
  // Learning Space waits for neither (tests/bench/first-session.ts); the modal's call takes the answer.
  useEffect(() => {
    if (!signedIn) return;
    authApi.prefetchUserCourses();
    void preloadDialog().catch(() => undefined);
  }, [signedIn]);

  useEffect(() => {
    if (!authError) return;
    const timer = setTimeout(() => navigate('/login'), authErrorRedirectMs);
    return () => clearTimeout(timer);
  }, [authError, navigate]);

  if (authError) {
    return (
      <DashboardFrame>
        <p className="dashboard__error" role="alert">
          {t('authError')}
        </p>
      </DashboardFrame>
    );
  }
  if (loading || !user) {
    return (
      <DashboardFrame>
        <Loader type="pulse" message={t('loading')} />
      </DashboardFrame>
    );
  }

  const openLearning = () => {
    // A missing access token blocks the course list (docs/requirements.md#accounts-validation).
    if (readAccessToken() === null) setBlocked(true);
    else setCoursesOpen(true);
  };
  const pick = (course: Course) => {
    saveCourse(course);
    // The learning screen's first calls start with the tap, not once the route has rendered.
    startLearningCalls(course);
    setCoursesOpen(false);
    navigate('/learning');
  };
  const signOut = () => {
    navigate('/login');
    void logout();
  };

  return (
    <DashboardFrame onLogout={signOut}>
      <h1 className="dashboard__greeting">{t('greeting', { name: capitalise(user.first_name) })}</h1>
      <p className="dashboard__subtitle">{t('subtitle')}</p>
      <ul className="card-grid dashboard__spaces" aria-label={t('spaces.label')}>
        <SpaceCard
          space="learning"
          title={t('spaces.learning.title')}
          description={t('spaces.learning.description')}
          onOpen={openLearning}
        />
        <SpaceCard
          space="personal"
          title={t('spaces.personal.title')}
          description={t('spaces.personal.description')}
          onOpen={() => navigate('/personal')}
        />
        <SpaceCard
          space="experimental"
          title={t('spaces.experimental.title')}
          description={t('spaces.experimental.description')}
          onOpen={() => navigate('/experimental')}
        />
      </ul>
      <p className="dashboard__timeout">
        {t('timeout.text')}{' '}
        <Link className="dashboard__timeout-link" to="/timeout">
          {t('timeout.link')}
        </Link>
      </p>
      <CourseModal open={coursesOpen} onOpenChange={setCoursesOpen} onPick={pick} />
    </DashboardFrame>
  );
}
