import { Dialog } from '../dialog/dialog';
import { LoadStateView, type LoadState } from '../load-state/load-state';
import { contentAttributes } from '../format';
import { useUiStrings } from '../strings-context';
import { guidedTestsStrings } from './strings';
import '../panel-parts/panel-parts.css';
import './guided-tests-modal.css';

/** One AI-guided test of the list. */
export interface GuidedTestItem {
  id: string;
  name: string;
  description: string;
  /** the language of its name and description when it differs from contentLang (a built-in entry) */
  lang?: string;
}

export interface GuidedTestsModalProps {
  /** whether the modal is shown */
  open: boolean;
  /** called with false when the learner closes it */
  onOpenChange: (open: boolean) => void;
  /** the course's AI-guided tests */
  tests: LoadState<readonly GuidedTestItem[]>;
  /** retries loading the list */
  onRetry?: () => void;
  /** the learner picked a test */
  onSelect: (test: GuidedTestItem) => void;
  /** the test being prepared after a pick: its card shows progress and the list waits */
  busyId?: string | null;
  /** the language of the course content (default he) */
  contentLang?: string;
}

/**
 * 'Select AI-Guided Test': a modal list of tests with name and description, 'No tests available for this
 * course' when there are none, and a footer saying the assessment is personal and interactive.
 */
export function GuidedTestsModal({
  open,
  onOpenChange,
  tests,
  onRetry,
  onSelect,
  busyId = null,
  contentLang = 'he',
}: GuidedTestsModalProps) {
  const strings = useUiStrings('guidedTests', guidedTestsStrings);
  const contentOf = (test: GuidedTestItem) => contentAttributes(test.lang ?? contentLang);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={strings.title} width="36rem">
      <div className="hv-guided-tests" aria-busy={busyId !== null || undefined}>
        <LoadStateView
          state={tests}
          loadingLabel={strings.loading}
          emptyLabel={strings.empty}
          onRetry={onRetry}
        >
          {(items) => (
            <ul className="hv-card-list">
              {items.map((test) => (
                <li key={test.id}>
                  <button
                    type="button"
                    className="hv-card-button"
                    disabled={busyId !== null}
                    data-state={busyId === test.id ? 'loading' : undefined}
                    onClick={() => onSelect(test)}
                  >
                    <span className="hv-card-button__title" {...contentOf(test)}>
                      {test.name}
                    </span>
                    <span className="hv-card-button__text" {...contentOf(test)}>
                      {test.description}
                    </span>
                    {busyId === test.id && (
                      <span role="status" className="hv-card-button__text">
                        {strings.selecting}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadStateView>
        <p className="hv-guided-tests__footer">{strings.footer}</p>
      </div>
    </Dialog>
  );
}
