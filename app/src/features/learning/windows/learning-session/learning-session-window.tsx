import { LearningSession, useToast, type LearningSessionState, type SlideReference } from '@havruta/ui';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ExerciseData, LearningSessionData } from '../../../../../../backend/contract';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { toSessionContent } from './to-content';

export interface LearningSessionWindowProps {
  /** the session data of the latest reply that carried one; null shows nothing */
  data: LearningSessionData | null;
  /** open, minimized (a bar that restores it) or closed */
  state: LearningSessionState;
  /** the minimise, restore and close buttons; also 'closed' after the topic is finished */
  onStateChange: (state: LearningSessionState) => void;
  /** sends a question about a slide to the tutor (only non-empty text reaches it) */
  onAskQuestion: (text: string, slide: SlideReference) => Promise<void>;
  /** tells the tutor the topic is finished ('סיימתי את הנושא'); reject to keep the session open */
  onFinishTopic: () => Promise<void>;
  /** the exercise data stored from the replies, if any */
  exercise: ExerciseData | null;
  /** opens the exercise platform (called after a finished topic when an exercise is stored) */
  onOpenExercise: () => void;
}

/**
 * The learning session modal with docs/requirements.md#learning-space-states's finishing rule: after the tutor accepts the finished topic
 * ('נושא הושלם בהצלחה!') the session closes; a stored exercise then opens on the exercise platform with an
 * encouraging message, otherwise the error 'אין תרגילים זמינים לנושא זה'.
 */
export function LearningSessionWindow({
  data,
  state,
  onStateChange,
  onAskQuestion,
  onFinishTopic,
  exercise,
  onOpenExercise,
}: LearningSessionWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const content = useMemo(() => (data ? toSessionContent(data) : null), [data]);
  // The exercise may arrive with the finishing reply: read it after the call, not before.
  const latestExercise = useRef(exercise);
  useLayoutEffect(() => {
    latestExercise.current = exercise;
  });

  if (!content) return null;
  return (
    <LearningSession
      content={content}
      state={state}
      onStateChange={onStateChange}
      onAskQuestion={onAskQuestion}
      onFinish={async () => {
        await onFinishTopic();
        toast.success(t('windows.session.topicDone'));
        onStateChange('closed');
        if (latestExercise.current) {
          toast.info(t('windows.session.exerciseReady'));
          onOpenExercise();
        } else {
          toast.error(t('windows.session.noExercise'));
        }
      }}
      contentLang={courseContentLang}
    />
  );
}
