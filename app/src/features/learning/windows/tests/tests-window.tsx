import { TestsWindow as TestsWindowView, useToast, type TestCategoryId } from '@havruta/ui';
import { useCallback, useState } from 'react';
import type { Course } from '../../../../../../backend/contract';
import { staticDataApi } from '../../../../lib/api-client/static-data';
import { saveActivity } from '../shared/save-progress';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { useLoad } from '../shared/use-load';
import { testActivity, toTestItem } from './test-progress';

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
 * The timed tests window: three categories, each loaded from {dataFolder}/tests/{category}.json; a submitted
 * test (by the learner or by the timer) is saved once as a test progress record `category-testId`, with
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
      return staticDataApi
        .testCategory(dataFolder, category, signal)
        .then((file) => file.tests.map(toTestItem));
    },
    [category, dataFolder],
  );
  const tests = useLoad(open && category ? loadTests : null, () =>
    dataFolder ? t('windows.tests.loadFailed') : t('windows.noCourse'),
  );

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
      tests={tests.state}
      onRetryTests={dataFolder ? tests.retry : undefined}
      onSubmitTest={(test, result) => {
        if (!course || !category) return;
        saveActivity(testActivity(course.id, category, test.id, result)).catch((error: unknown) => {
          console.warn('test result not saved', error);
          toast.error(t('windows.tests.saveFailed'));
        });
      }}
      onFinish={close}
      now={now}
      contentLang={courseContentLang}
    />
  );
}
