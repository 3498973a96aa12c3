import { forwardRef, useRef, useState, type HTMLAttributes } from 'react';
import { IconButton } from '../button/button';
import { ThumbDownIcon, ThumbUpIcon } from '../button/icons';
import { lazyModule, useLazyModule } from '../lazy-module';
import { useUiStrings } from '../strings-context';
import { feedbackStrings } from './strings';
import './feedback-buttons.css';

// The comment modal (Radix's dialog) loads when a learner first presses 👎, not with every reply.
const dialog = lazyModule(() => import('./feedback-dialog'));

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
  const trigger = useRef<HTMLButtonElement>(null);
  // Once opened it stays mounted, so closing returns the focus to 👎.
  const { value: loaded, sticky } = useLazyModule(dialog, open);
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
      <IconButton
        ref={trigger}
        label={strings.notHelpful}
        icon={<ThumbDownIcon />}
        size="sm"
        pressed={current === 'negative'}
        disabled={locked}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      {loaded && sticky && (
        <loaded.FeedbackDialog
          open={open}
          onOpenChange={setOpen}
          onSubmit={(comment) => submit({ isPositive: false, comment })}
          trigger={trigger}
          strings={strings}
        />
      )}
    </div>
  );
});
