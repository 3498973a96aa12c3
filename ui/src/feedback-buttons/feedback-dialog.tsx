// Loaded the first time a learner presses 👎: Radix's dialog stays out of the chat's first load.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type RefObject } from 'react';
import { Button } from '../button/button';
import type { feedbackStrings } from './strings';

export interface FeedbackDialogProps {
  /** whether the modal is shown */
  open: boolean;
  /** called with false when it closes (Cancel, Escape, the backdrop) */
  onOpenChange: (open: boolean) => void;
  /** called with the trimmed comment when the learner submits */
  onSubmit: (comment: string) => void;
  /** the 👎 button, which gets the focus back when the modal closes */
  trigger: RefObject<HTMLButtonElement | null>;
  /** the feedback strings */
  strings: typeof feedbackStrings;
}

/** 'What wasn't helpful about this response?': a comment box, Cancel and Submit Feedback. */
export function FeedbackDialog({ open, onOpenChange, onSubmit, trigger, strings }: FeedbackDialogProps) {
  const [comment, setComment] = useState('');
  const commentId = useId();
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setComment('');
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="hv-feedback__overlay" />
        <Dialog.Content
          className="hv-feedback__dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="hv-feedback__title">{strings.modalTitle}</Dialog.Title>
          <form
            className="hv-feedback__form"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(comment.trim());
              change(false);
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
  );
}
