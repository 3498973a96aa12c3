import { forwardRef, useId, useState, type FormHTMLAttributes, type KeyboardEvent } from 'react';
import { IconButton } from '../button/button';
import { MicIcon, NotebookIcon, PencilIcon, SendIcon, SlidesIcon, StopIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { inputBarStrings } from './strings';
import { buildOutgoingMessage, type OutgoingMessage } from './outgoing';
import './input-bar.css';

/** The voice state of the bar. */
export type RecordingState = 'idle' | 'recording' | 'transcribing';

export interface InputBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  /** receives the typed message; the bar clears itself afterwards */
  onSend: (message: OutgoingMessage) => void;
  /** a reply is on its way: sending is disabled */
  loading?: boolean;
  /** the conversation is closed: the text box, the tools and Send are all disabled */
  disabled?: boolean;
  /** the voice state; sending is disabled while recording or transcribing */
  recording?: RecordingState;
  /** starts recording (idle) or stops it (recording) */
  onRecordToggle?: () => void;
  /** draw mode on or off; the toggle is hidden without onDrawModeChange */
  drawMode?: boolean;
  /** called with the new draw-mode state */
  onDrawModeChange?: (on: boolean) => void;
  /** exercise platform open or closed; the toggle is hidden without its handler */
  exercisePlatform?: boolean;
  /** called with the new exercise-platform state */
  onExercisePlatformChange?: (on: boolean) => void;
  /** learning session open or closed; the toggle is hidden without its handler */
  learningSession?: boolean;
  /** called with the new learning-session state */
  onLearningSessionChange?: (on: boolean) => void;
  /** controlled text (e.g. a transcription to review); uncontrolled when omitted */
  value?: string;
  /** called on every edit of the text */
  onValueChange?: (value: string) => void;
  /** the text box's id (a skip link's target); generated when omitted */
  inputId?: string;
}

/**
 * The chat's input: a growing text box, Send, and toggles for draw mode, the exercise platform and the
 * learning session, plus the record button. Enter sends; Shift+Enter inserts a newline.
 */
export const InputBar = forwardRef<HTMLFormElement, InputBarProps>(function InputBar(
  {
    onSend,
    loading = false,
    disabled = false,
    recording = 'idle',
    onRecordToggle,
    drawMode = false,
    onDrawModeChange,
    exercisePlatform = false,
    onExercisePlatformChange,
    learningSession = false,
    onLearningSessionChange,
    value,
    onValueChange,
    inputId: givenInputId,
    className,
    ...rest
  },
  ref,
) {
  const strings = useUiStrings('inputBar', inputBarStrings);
  const [ownValue, setOwnValue] = useState('');
  const text = value ?? ownValue;
  const ownInputId = useId();
  const inputId = givenInputId ?? ownInputId;
  const statusId = useId();
  const busy = loading || disabled || recording !== 'idle';
  const canSend = !busy && text.trim() !== '';

  const setText = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const send = () => {
    if (!canSend) return;
    const message = buildOutgoingMessage(text);
    if (!message) return;
    onSend(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter during IME composition confirms the composition rather than sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const statusText =
    recording === 'recording' ? strings.recording : recording === 'transcribing' ? strings.transcribing : '';

  return (
    <form
      {...rest}
      ref={ref}
      className={['hv-input-bar', className].filter(Boolean).join(' ')}
      data-state={disabled ? 'disabled' : recording !== 'idle' ? recording : loading ? 'loading' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="hv-input-bar__tools" role="group" aria-label={strings.tools}>
        {onDrawModeChange && (
          <IconButton
            label={strings.drawMode}
            icon={<PencilIcon />}
            pressed={drawMode}
            disabled={disabled}
            onClick={() => onDrawModeChange(!drawMode)}
          />
        )}
        {onExercisePlatformChange && (
          <IconButton
            label={strings.exercisePlatform}
            icon={<NotebookIcon />}
            pressed={exercisePlatform}
            disabled={disabled}
            onClick={() => onExercisePlatformChange(!exercisePlatform)}
          />
        )}
        {onLearningSessionChange && (
          <IconButton
            label={strings.learningSession}
            icon={<SlidesIcon />}
            pressed={learningSession}
            disabled={disabled}
            onClick={() => onLearningSessionChange(!learningSession)}
          />
        )}
      </div>
      <label className="hv-visually-hidden" htmlFor={inputId}>
        {strings.label}
      </label>
      <textarea
        id={inputId}
        className="hv-input-bar__text"
        rows={1}
        dir="auto"
        value={text}
        disabled={disabled}
        placeholder={strings.placeholder}
        aria-describedby={statusText ? statusId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {statusText && (
        <span id={statusId} className="hv-input-bar__status" role="status">
          {statusText}
        </span>
      )}
      {onRecordToggle && (
        <IconButton
          label={recording === 'recording' ? strings.stopRecording : strings.record}
          icon={recording === 'recording' ? <StopIcon /> : <MicIcon />}
          variant={recording === 'recording' ? 'danger' : 'ghost'}
          disabled={disabled || loading || recording === 'transcribing'}
          onClick={onRecordToggle}
        />
      )}
      <IconButton
        type="submit"
        label={strings.send}
        icon={<SendIcon />}
        variant="primary"
        mirrorInRtl
        disabled={!canSend}
      />
    </form>
  );
});
