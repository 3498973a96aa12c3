import {
  ChatMessageBody,
  FeedbackButtons,
  IconButton,
  MessageBubble,
  type ExerciseView,
  type FeedbackSubmission,
  type LearningSessionView,
} from '@havruta/ui';
import { memo } from 'react';
import type { ChatEntry } from '../state/entries';

/** What a row may ask of the screen; one stable object for every row, so rows re-render only on change. */
export interface RowActions {
  onOpenImages: (urls: readonly string[], index: number) => void;
  onOpenExercise: (exercise: ExerciseView) => void;
  onOpenLearningSession: (session: LearningSessionView) => void;
  onFeedback: (entry: ChatEntry, feedback: FeedbackSubmission) => Promise<void>;
  onSpeak: (entry: ChatEntry) => void;
  /** formats an ISO time for the message's meta line */
  formatTime: (iso: string) => string;
  /** the read-aloud button's name */
  readAloudLabel: string;
}

export interface ChatRowProps {
  entry: ChatEntry;
  actions: RowActions;
  /** read-aloud is on: assistant replies get a speak button */
  tts: boolean;
}

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M4 9v6h4l5 4V5L8 9H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}

/**
 * One message of the chat. Memoised: typing in the input or a reply streaming into another row does not
 * render it again. Assistant replies carry feedback (and read-aloud when it is on).
 */
export const ChatRow = memo(function ChatRow({ entry, actions, tts }: ChatRowProps) {
  const reply = entry.role === 'assistant' && !entry.streaming;
  return (
    <MessageBubble
      role={entry.role}
      content={null}
      audioUrl={entry.audioUrl}
      time={entry.time ? actions.formatTime(entry.time) : undefined}
      aria-busy={entry.streaming || undefined}
      actions={
        reply ? (
          <>
            <FeedbackButtons onSubmit={(feedback) => actions.onFeedback(entry, feedback)} />
            {tts && (
              <IconButton
                label={actions.readAloudLabel}
                icon={<SpeakerIcon />}
                size="sm"
                onClick={() => actions.onSpeak(entry)}
              />
            )}
          </>
        ) : undefined
      }
    >
      <ChatMessageBody
        content={entry.content}
        author={entry.role}
        imageUrls={entry.imageUrls}
        streaming={entry.streaming}
        onOpenImages={actions.onOpenImages}
        onOpenExercise={actions.onOpenExercise}
        onOpenLearningSession={actions.onOpenLearningSession}
      />
    </MessageBubble>
  );
});
