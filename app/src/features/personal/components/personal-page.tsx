import { Loader } from '@havruta/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../providers/auth-context';
import { readAccessToken } from '../../../providers/session';
import { SpaceFrame } from './space-frame';
import { spaceViews, type SpaceView } from '../space-views';
import { SpaceHome } from './space-home';

function isView(value: string | null): value is SpaceView {
  return (spaceViews as readonly (string | null)[]).includes(value);
}

// Each view is its own chunk: opening /personal loads only the four cards.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const views: Record<SpaceView, ComponentType> = {
  'learning-progress': named(() => import('./learning-progress'), 'LearningProgress'),
  syllabus: named(() => import('./syllabus-view'), 'SyllabusView'),
  'user-info': named(() => import('./user-info'), 'UserInfo'),
  introduction: named(() => import('./introduction-view'), 'IntroductionView'),
};

/** Navigation state a view is opened with, so "Back to Personal Space" can be one history step. */
interface OpenedFromSpace {
  fromSpace: true;
}

function openedFromSpace(state: unknown): state is OpenedFromSpace {
  return typeof state === 'object' && state !== null && (state as OpenedFromSpace).fromSpace === true;
}

/**
 * /personal (docs/requirements.md#accounts-screens): the space's dashboard with four cards and the way to Time-Out, or one view
 * (`?view=learning-progress|syllabus|user-info|introduction`). Back on the dashboard goes one history
 * step; every view has Back to Personal Space. Signed out → /login.
 */
export function PersonalPage() {
  const { t } = useTranslation('personal');
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view = isView(requested) ? requested : null;

  if (!loading && (readAccessToken() === null || user === null)) return <Navigate to="/login" replace />;

  const open = (next: SpaceView) =>
    navigate({ search: `?view=${next}` }, { state: { fromSpace: true } satisfies OpenedFromSpace });
  // A view opened from the cards returns by one history step, so the browser's Back agrees with ours.
  const backToSpace = () =>
    openedFromSpace(location.state) ? navigate(-1) : navigate('/personal', { replace: true });
  // Opened directly (no history in this app), Back goes to the dashboard instead of leaving the app.
  const back = () => (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  const View = view ? views[view] : null;

  return (
    <SpaceFrame
      backLabel={View ? t('backToSpace') : t('back')}
      onBack={View ? backToSpace : back}
      title={t('title')}
      lead={View ? undefined : t('lead')}
    >
      {loading || user === null ? (
        <Loader type="pulse" message={t('loading')} />
      ) : View ? (
        <Suspense fallback={<Loader type="dots" message={t('loading')} />}>
          <View />
        </Suspense>
      ) : (
        <SpaceHome onOpen={open} />
      )}
    </SpaceFrame>
  );
}
