import { ExercisePlatform, useToast, type ExerciseItem, type DrawingOperation } from '@havruta/ui';
import { useMemo, useState } from 'react';
import type { ExerciseData } from '../../../../../../backend/contract';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';

export interface ExercisePlatformWindowProps {
  /** the stored exercise data; null shows the empty-state hint */
  exercise: ExerciseData | null;
  /** whether the window is shown */
  open: boolean;
  /** closes the window; minimise does the same (docs/requirements.md#learning-space-states), and the page's drawing is kept for the next opening */
  onClose: () => void;
  /**
   * Sends the solution (a PNG data URL at 2× scale) to the tutor: upload, thread and chat are the screen's.
   * Reject with an Error whose message is the reason; this window shows the docs/requirements.md#learning-space-errors toasts.
   */
  onSubmit: (imagePngDataUrl: string) => Promise<void>;
}

/** The exercise data (docs/requirements.md#learning-space-entities) as the side panel shows it. */
export function toExerciseItem(exercise: ExerciseData): ExerciseItem {
  return {
    id: exercise.exercise_id,
    topic: exercise.topic,
    description: exercise.description,
    equations: exercise.equations,
    sections: exercise.sections,
    formulas: exercise.relevant_formulas,
    diagramUrl: exercise.diagram_url,
  };
}

/**
 * The exercise platform: the ruled canvas and the exercise's side panel; 'שלח פתרון' exports the page and
 * hands it to `onSubmit`, then says 'הפתרון נשלח בהצלחה! המורה יבדוק ויגיב בקרוב' or why it failed. The
 * drawing of each exercise survives closing and reopening while the screen is mounted.
 */
export function ExercisePlatformWindow({ exercise, open, onClose, onSubmit }: ExercisePlatformWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const item = useMemo(() => (exercise ? toExerciseItem(exercise) : null), [exercise]);
  // One draft per exercise, written on every change and read when the window mounts again.
  const [drafts] = useState(() => new Map<string, readonly DrawingOperation[]>());
  const draftKey = item?.id ?? '';

  return (
    <ExercisePlatform
      key={draftKey}
      open={open}
      onClose={onClose}
      exercise={item}
      initialDrawing={drafts.get(draftKey)}
      onDrawingChange={(operations) => drafts.set(draftKey, operations)}
      onSubmit={async (png) => {
        try {
          await onSubmit(png);
          toast.success(t('windows.exercise.sent'));
        } catch (error) {
          const reason = error instanceof Error ? error.message.trim() : '';
          toast.error(
            reason ? t('windows.exercise.sendFailed', { reason }) : t('windows.exercise.sendFailedPlain'),
          );
          throw error;
        }
      }}
      contentLang={courseContentLang}
    />
  );
}
