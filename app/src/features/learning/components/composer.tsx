import { Button, InputBar, type OutgoingMessage, type RecordingState } from '@havruta/ui';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedSend } from '../exchange';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import type { DrawingSectionProps } from './drawing-section';

// Draw mode's canvas loads when the learner first turns it on.
const LazyDrawingSection = lazyComponent<DrawingSectionProps>(() =>
  import('./drawing-section').then((module) => module.DrawingSection),
);

export interface ComposerProps {
  /** sends typed text; `content` is what the learner's bubble shows */
  onSend: (message: OutgoingMessage) => void;
  /** sends the failed message again with its client id */
  onRetry: (failed: FailedSend) => void;
  /** the last message that failed (its text returns to the input) */
  failed: FailedSend | null;
  /** a reply or an upload is awaited */
  loading: boolean;
  /** the input is unusable (no course yet) */
  disabled: boolean;
  recording: RecordingState;
  /** starts or stops a recording */
  onRecordToggle: () => void;
  /**
   * the server has a transcription engine; without one the microphone still shows, and pressing it says
   * that voice input is not set up here and how an administrator sets it up, keeping the typed text
   */
  voiceInput: boolean;
  /** the text box's id, the skip link's target */
  inputId?: string;
  exercisePlatform: boolean;
  onExercisePlatformChange: (open: boolean) => void;
  /** undefined hides the learning-session toggle (no session yet) */
  learningSession?: boolean;
  onLearningSessionChange?: (open: boolean) => void;
  /** the drawing pad's PNG, to send to the tutor */
  onDrawing: (dataUrl: string) => void;
  /** the learner started or stopped having text in the input (the avatar reads) */
  onTypingChange: (typing: boolean) => void;
}

/**
 * The input bar with the drawing pad above it in draw mode, and the failed message's retry. The text lives
 * here, so a keystroke renders this component only, never the chat list.
 */
export const Composer = memo(function Composer({
  onSend,
  onRetry,
  failed,
  loading,
  disabled,
  recording,
  onRecordToggle,
  voiceInput,
  inputId,
  exercisePlatform,
  onExercisePlatformChange,
  learningSession,
  onLearningSessionChange,
  onDrawing,
  onTypingChange,
}: ComposerProps) {
  const { t } = useTranslation('learning');
  const [text, setText] = useState('');
  const [drawMode, setDrawMode] = useState(false);
  const [voiceNotice, setVoiceNotice] = useState(false);
  const typing = text.trim() !== '';

  // A failed message comes back into the input, to edit or to retry.
  useEffect(() => {
    if (failed) setText(failed.text);
  }, [failed]);
  useEffect(() => onTypingChange(typing), [onTypingChange, typing]);

  const send = (message: OutgoingMessage) => {
    // The same text again is a retry of the failed message: it keeps its client id.
    if (failed && message.text === failed.text.trim()) onRetry(failed);
    else onSend(message);
    setVoiceNotice(false);
  };
  const record = () => {
    if (voiceInput) onRecordToggle();
    else setVoiceNotice(true);
  };

  return (
    <div className="learning-composer">
      {failed && (
        <div className="learning-composer__failed" role="alert">
          <span>{t('chat.failedLabel')}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={loading}
            onClick={() => {
              setText('');
              onRetry(failed);
            }}
          >
            {t('chat.retry')}
          </Button>
        </div>
      )}
      {voiceNotice && (
        <div className="learning-composer__notice" role="status">
          <p>
            <strong>{t('voice.notSetUp')}</strong> {t('voice.notSetUpAdmin')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => setVoiceNotice(false)}>
            {t('voice.dismiss')}
          </Button>
        </div>
      )}
      {drawMode && (
        <section className="learning-composer__drawing" aria-label={t('drawing.title')}>
          <LazyDrawingSection
            onSubmit={(dataUrl) => {
              setDrawMode(false);
              onDrawing(dataUrl);
            }}
            onCancel={() => setDrawMode(false)}
          />
        </section>
      )}
      <InputBar
        value={text}
        onValueChange={setText}
        onSend={send}
        loading={loading || disabled}
        recording={recording}
        onRecordToggle={record}
        inputId={inputId}
        drawMode={drawMode}
        onDrawModeChange={disabled ? undefined : setDrawMode}
        exercisePlatform={exercisePlatform}
        onExercisePlatformChange={onExercisePlatformChange}
        learningSession={learningSession}
        onLearningSessionChange={onLearningSessionChange}
      />
    </div>
  );
});
