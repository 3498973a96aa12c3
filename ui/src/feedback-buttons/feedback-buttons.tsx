import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { Button, IconButton } from '../button/button';
import { ThumbDownIcon, ThumbUpIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { feedbackStrings } from './strings';
import './feedback-buttons.css';

/** What the learner said about a reply; null before they said anything. */
export type FeedbackValue = 'positive' | 'negative' | null;

/** The feedback record handed to the app (it adds messageId, threadId and courseId). */
export interface FeedbackSubmission {
  isPositive: boolean;
  comment: string;
}

export interface FeedbackButtonsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** saves the feedback; a rejected promise unlocks the buttons again */
  onSubmit: (feedback: FeedbackSubmission) => void | Promise<void>;
  /** controlled value (e.g. restored from history); uncontrolled when omitted */
  value?: FeedbackValue;
}

/**
 * 👍 / 👎 under an assistant reply. 👍 saves at once and locks both buttons; 👎 first opens a modal
 * asking what wasn't helpful, with a comment box, Cancel and Submit Feedback.
 */
export const FeedbackButtons = forwardRef<HTMLDivElement, FeedbackButtonsProps>(function FeedbackButtons(
  { onSubmit, value, className, ...rest },
  ref,
) {
  const strings = useUiStrings('feedback', feedbackStrings);
  const [ownValue, setOwnValue] = useState<FeedbackValue>(null);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const current = value === undefined ? ownValue : value;
  const locked = current !== null;

  const submit = (feedback: FeedbackSubmission) => {
    setOwnValue(feedback.isPositive ? 'positive' : 'negative');
    Promise.resolve(onSubmit(feedback)).catch(() => setOwnValue(null));
  };

  return (
    <div
      {...rest}
      ref={ref}
      role="group"
      aria-label={strings.group}
      className={['hv-feedback', className].filter(Boolean).join(' ')}
      data-state={current ?? 'idle'}
    >
      <IconButton
        label={strings.helpful}
        icon={<ThumbUpIcon />}
        size="sm"
        pressed={current === 'positive'}
        disabled={locked}
        onClick={() => submit({ isPositive: true, comment: '' })}
      />
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setComment('');
        }}
      >
        <Dialog.Trigger asChild>
          <IconButton
            label={strings.notHelpful}
            icon={<ThumbDownIcon />}
            size="sm"
            pressed={current === 'negative'}
            disabled={locked}
          />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="hv-feedback__overlay" />
          <Dialog.Content className="hv-feedback__dialog" aria-describedby={undefined}>
            <Dialog.Title className="hv-feedback__title">{strings.modalTitle}</Dialog.Title>
            <form
              className="hv-feedback__form"
              onSubmit={(event) => {
                event.preventDefault();
                submit({ isPositive: false, comment: comment.trim() });
                setOpen(false);
                setComment('');
              }}
            >
              <label className="hv-feedback__label" htmlFor={commentId}>
                {strings.commentLabel}
              </label>
              <textarea
                id={commentId}
                className="hv-feedback__comment"
                rows={4}
                value={comment}
                placeholder={strings.commentPlaceholder}
                onChange={(event) => setComment(event.target.value)}
              />
              <div className="hv-feedback__actions">
                <Dialog.Close asChild>
                  <Button variant="secondary">{strings.cancel}</Button>
                </Dialog.Close>
                <Button type="submit">{strings.submit}</Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
});
