import { TestsWindow as TestsWindowView, useToast, type TestCategoryId } from '@havruta/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Course } from '../../../../../../backend/contract';
import { staticDataApi } from '../../../../lib/api-client/static-data';
import { progressSaver, saveActivity } from '../shared/save-progress';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { useLoad } from '../shared/use-load';
import { judgeTestChoice, testActivity, toTestItem } from './test-progress';

export interface TestsWindowProps {
  /** the course whose tests to show; null shows 'No course selected' in a category */
  course: Course | null;
  /** whether the window is shown */
  open: boolean;
  /** closes the window (close button, Escape, Finish Test) */
  onClose: () => void;
  /** the clock; injectable so a story can run a test's time out quickly */
  now?: () => number;
}

/**
 * The timed tests window: three categories, each loaded from {dataFolder}/tests/{category}.json; each chosen
 * option is judged by the shared answer checker; a submitted test (by the learner or by the timer) is saved once as a test progress record `category-testId`, with
 * 'Failed to save your test results' when that fails.
 */
export function TestsWindow({ course, open, onClose, now }: TestsWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [category, setCategory] = useState<TestCategoryId | null>(null);
  const dataFolder = course?.dataFolder ?? null;

  const loadTests = useCallback(
    (signal: AbortSignal) => {
      if (!dataFolder || !category) return Promise.reject(new Error('no course'));
      return staticDataApi.testCategory(dataFolder, category, signal).then((file) => file.tests);
    },
    [category, dataFolder],
  );
  const tests = useLoad(open && category ? loadTests : null, () =>
    dataFolder ? t('windows.tests.loadFailed') : t('windows.noCourse'),
  );

  const items = useMemo(
    () =>
      tests.state.status === 'ready'
        ? { status: 'ready' as const, data: tests.state.data.map(toTestItem) }
        : tests.state,
    [tests.state],
  );
  const loaded = tests.state.status === 'ready' ? tests.state.data : [];

  // Saves that failed earlier get another try (same attempt ids) when the window opens.
  useEffect(() => {
    if (open) void progressSaver.retryPending();
  }, [open]);

  const close = () => {
    setCategory(null);
    onClose();
  };

  return (
    <TestsWindowView
      open={open}
      onClose={close}
      category={category}
      onSelectCategory={setCategory}
      onBackToCategories={() => setCategory(null)}
      tests={items}
      onRetryTests={dataFolder ? tests.retry : undefined}
      onSubmitTest={(test, result) => {
        if (!course || !category) return;
        saveActivity(testActivity(course.id, category, test.id, result)).catch((error: unknown) => {
          console.warn('test result not saved', error);
          toast.error(t('windows.tests.saveFailed'));
        });
      }}
      onFinish={close}
      judgeAnswer={(test, question, selected) => judgeTestChoice(loaded, test.id, question, selected)}
      now={now}
      contentLang={courseContentLang}
    />
  );
}
