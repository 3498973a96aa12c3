import {
  GuidedTestsModal as GuidedTestsModalView,
  useToast,
  type GuidedTestItem,
  type LoadState,
} from '@havruta/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Course, GuidedTest, GuidedTestIndexEntry } from '../../../../../../backend/contract';
import { staticDataApi } from '../../../../lib/api-client/static-data';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { useLoad } from '../shared/use-load';
import { defaultGuidedTest, loadGuidedTestIndex } from './load-guided-tests';

/** A picked AI-guided test, as the session helpers reference it (testId, testName) with its data. */
export interface SelectedGuidedTest {
  testId: string;
  testName: string;
  test: GuidedTest;
}

export interface GuidedTestsModalProps {
  /** the course whose AI-guided tests to list; null shows 'No course selected' */
  course: Course | null;
  /** whether the modal is shown */
  open: boolean;
  /** closes the modal (close button, Escape, backdrop, and after a pick) */
  onClose: () => void;
  /** the learner picked a test and its file loaded: the screen starts test mode with it */
  onSelectTest: (test: SelectedGuidedTest) => void;
}

/**
 * 'Select AI-Guided Test': the course's tests index (or the default 'Test 1 (AI-Guided Assessment)' when
 * it has none); a pick loads the test file, says 'Selected: {name}', hands the test to the screen and
 * closes. 'Failed to load available tests' / 'Failed to load test data' / 'No course selected' as toasts.
 */
export function GuidedTestsModal({ course, open, onClose, onSelectTest }: GuidedTestsModalProps) {
  const { t, i18n } = useTranslation('learning');
  const toast = useToast();
  const dataFolder = course?.dataFolder ?? null;
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(
    (signal: AbortSignal) =>
      dataFolder ? loadGuidedTestIndex(dataFolder, signal) : Promise.reject(new Error('no course')),
    [dataFolder],
  );
  const index = useLoad(open ? load : null, () =>
    dataFolder ? t('windows.guidedTests.loadFailed') : t('windows.noCourse'),
  );
  const failed = index.state.status === 'error' ? index.state.message : null;
  useEffect(() => {
    if (failed) toast.error(failed);
  }, [failed, toast]);

  const entries = useMemo((): GuidedTestIndexEntry[] | null => {
    if (index.state.status !== 'ready') return null;
    return (
      index.state.data ?? [
        {
          ...defaultGuidedTest,
          name: t('windows.guidedTests.defaultName'),
          description: t('windows.guidedTests.defaultDescription'),
        },
      ]
    );
  }, [index.state, t]);

  const tests: LoadState<readonly GuidedTestItem[]> =
    entries === null
      ? index.state.status === 'error'
        ? index.state
        : { status: 'loading' }
      : {
          status: 'ready',
          data: entries.map((entry) => ({
            id: entry.id,
            name: entry.name,
            description: entry.description,
            // The built-in entry is worded in the interface language, not the course's.
            lang: index.state.status === 'ready' && index.state.data === null ? i18n.language : undefined,
          })),
        };

  const select = async (item: GuidedTestItem) => {
    const entry = entries?.find((candidate) => candidate.id === item.id);
    if (!entry || !dataFolder) return;
    setBusyId(entry.id);
    try {
      const test = await staticDataApi.guidedTest(dataFolder, entry.file);
      toast.success(t('windows.guidedTests.selected', { name: test.testName }));
      onSelectTest({ testId: entry.id, testName: test.testName, test });
      onClose();
    } catch (error) {
      console.warn('guided test failed to load', error);
      toast.error(t('windows.guidedTests.testFailed'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <GuidedTestsModalView
      open={open}
      onOpenChange={(next) => !next && onClose()}
      tests={tests}
      onRetry={dataFolder ? index.retry : undefined}
      onSelect={(item) => void select(item)}
      busyId={busyId}
      contentLang={courseContentLang}
    />
  );
}
