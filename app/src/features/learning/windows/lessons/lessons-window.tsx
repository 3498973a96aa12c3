import { LessonsWindow as LessonsWindowView, useToast, type LessonItem, type LoadState } from '@havruta/ui';
import { useCallback, useEffect, useMemo } from 'react';
import type { Course, Lesson } from '../../../../../../backend/contract';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { useLoad } from '../shared/use-load';
import { loadLessons, resolveLessonImages, type LessonsOutcome } from './load-lessons';

/** The lesson error toast stays 4 s (docs/requirements.md#learning-space-limits). */
export const LESSON_TOAST_MS = 4000;

export interface LessonsWindowProps {
  /** the course whose lessons to list; null shows 'No course selected' */
  course: Course | null;
  /** whether the window is shown */
  open: boolean;
  /** closes the window (close button, Escape, and after starting a lesson) */
  onClose: () => void;
  /** 'התחל שיעור זה': the screen enters lesson mode with this lesson; the window then closes */
  onStartLesson: (lesson: Lesson) => void;
}

/**
 * The lessons window: lesson_1, lesson_2, … of the course's data folder until the first failure, with the
 * docs/requirements.md#learning-space-errors fallbacks (four built-in samples and a 4 s toast, or one sample and 'Failed to load lessons').
 */
export function LessonsWindow({ course, open, onClose, onStartLesson }: LessonsWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const dataFolder = course?.dataFolder ?? null;

  const load = useCallback(
    (signal: AbortSignal) =>
      dataFolder ? loadLessons(dataFolder, signal) : Promise.reject(new Error('no course')),
    [dataFolder],
  );
  const { state, retry } = useLoad<LessonsOutcome>(open ? load : null, () => t('windows.noCourse'));

  // Each outcome is announced once, when it arrives.
  const outcome = state.status === 'ready' ? state.data : null;
  const failedWithoutCourse = state.status === 'error' && !dataFolder;
  useEffect(() => {
    if (outcome?.fallback === 'samples')
      toast.info(t('windows.lessons.samples'), { duration: LESSON_TOAST_MS });
    if (outcome?.fallback === 'failed')
      toast.error(t('windows.lessons.failedToast'), { duration: LESSON_TOAST_MS });
  }, [outcome, t, toast]);
  useEffect(() => {
    if (failedWithoutCourse) toast.error(t('windows.noCourse'));
  }, [failedWithoutCourse, t, toast]);

  const lessons = useMemo((): LoadState<readonly LessonItem[]> => {
    if (state.status !== 'ready') return state;
    return {
      status: 'ready',
      data: state.data.lessons.map((lesson) => ({
        id: lesson.id,
        order: lesson.order,
        title: lesson.title,
        objectives: lesson.objectives,
        content: dataFolder ? resolveLessonImages(lesson.content, dataFolder) : lesson.content,
      })),
    };
  }, [dataFolder, state]);

  return (
    <LessonsWindowView
      open={open}
      onClose={onClose}
      lessons={lessons}
      notice={outcome?.fallback === 'failed' ? t('windows.lessons.failed') : undefined}
      onRetry={dataFolder ? retry : undefined}
      onStart={(item) => {
        const lesson = outcome?.lessons.find((candidate) => candidate.id === item.id);
        if (!lesson) return;
        onStartLesson(lesson);
        onClose();
      }}
      contentLang={courseContentLang}
    />
  );
}
