/** The side toolbar's buttons of the learning space: which show, which are pressed or disabled, what they do. */
import type { SideTool } from '@havruta/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Course } from '../../../../../backend/contract';
import { staticDataApi } from '../../../lib/api-client';
import type { LearningWindowId } from '../learning-space';
import type { LearningMode } from '../state/modes';
import type { OpenWindows } from '../state/open-windows';

export interface LearningToolsInput {
  t: TFunction<'learning'>;
  course: Course | null;
  mode: LearningMode;
  openWindows: OpenWindows;
  toggleWindow: (id: LearningWindowId) => void;
  /** a reply or an upload is awaited */
  busy: boolean;
  /** the test's summary is being asked for */
  stopping: boolean;
  /** the learning plan is being made */
  planGenerating: boolean;
  /** the course's main thread is known */
  hasMainThread: boolean;
  /** opens the file chooser of Upload Document */
  onUpload: () => void;
  onStopLesson: () => void;
  onStopTest: () => void;
  /** makes and shows the learning plan */
  onStatus: () => void;
}

/** The side toolbar's buttons, the same array until one of them changes. */
export function useLearningTools({
  t,
  course,
  mode,
  openWindows,
  toggleWindow,
  busy,
  stopping,
  planGenerating,
  hasMainThread,
  onUpload,
  onStopLesson,
  onStopTest,
  onStatus,
}: LearningToolsInput): SideTool[] {
  return useMemo(() => {
    const inLesson = mode === 'lesson';
    const windowTool = (id: LearningWindowId) => ({
      pressed: openWindows.has(id),
      onClick: () => toggleWindow(id),
    });
    return [
      { id: 'calculator', icon: 'calculator', label: t('tools.calculator'), ...windowTool('calculator') },
      {
        id: 'practice',
        icon: 'practice',
        label: t('tools.practice'),
        hidden: inLesson,
        ...windowTool('practice'),
      },
      {
        id: 'guidedTests',
        icon: 'guidedTest',
        label: t('tools.guidedTests'),
        hidden: inLesson,
        ...windowTool('guidedTests'),
      },
      { id: 'tests', icon: 'tests', label: t('tools.tests'), ...windowTool('tests') },
      {
        id: 'lessons',
        icon: 'lessons',
        label: t('tools.lessons'),
        pressed: openWindows.has('lessons'),
        onClick: () => {
          // The lesson index is asked for with the tap, beside the window's code when that is still on its way.
          if (!openWindows.has('lessons') && course) staticDataApi.prefetchLessons(course.dataFolder);
          toggleWindow('lessons');
        },
      },
      {
        id: 'upload',
        icon: 'upload',
        label: t('tools.upload'),
        disabled: !course || busy,
        onClick: onUpload,
      },
      {
        id: 'stopLesson',
        icon: 'stopLesson',
        label: t('tools.stopLesson'),
        hidden: mode !== 'lesson',
        tone: 'danger',
        onClick: onStopLesson,
      },
      {
        id: 'stopTest',
        icon: 'stopTest',
        label: t('tools.stopTest'),
        hidden: mode !== 'test',
        tone: 'danger',
        disabled: stopping || busy,
        onClick: onStopTest,
      },
      {
        id: 'status',
        icon: 'status',
        label: t('tools.status'),
        hidden: mode !== 'normal',
        disabled: planGenerating || !course || !hasMainThread,
        onClick: onStatus,
      },
      { id: 'focus', icon: 'focus', label: t('tools.focus'), ...windowTool('focus') },
    ] satisfies SideTool[];
  }, [
    t,
    course,
    mode,
    openWindows,
    toggleWindow,
    busy,
    stopping,
    planGenerating,
    hasMainThread,
    onUpload,
    onStopLesson,
    onStopTest,
    onStatus,
  ]);
}
