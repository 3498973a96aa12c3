import { forwardRef, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { ContentBlocks } from '../rich-text/content-blocks';
import { ContentImage } from '../rich-text/content-image';
import { ContentAudio } from '../rich-text/content-audio';
import { useUiStrings } from '../strings-context';
import { messageBubbleStrings } from './strings';
import { contentToBlocks, type MessageContent } from './content';
import './message-bubble.css';

/** Who wrote the message. */
export type MessageRole = 'user' | 'assistant' | 'system';

export interface MessageBubbleProps extends Omit<HTMLAttributes<HTMLElement>, 'content' | 'role'> {
  /** author of the message */
  role: MessageRole;
  /** a string, a list of blocks, or a structured reply object */
  content: MessageContent;
  /** an image attached to the message */
  imageUrl?: string;
  /** an audio clip attached to the message */
  audioUrl?: string;
  /** a formatted time shown under the message */
  time?: string;
  /** actions under the message (feedback buttons); shown for assistant messages only */
  actions?: ReactNode;
  /** the message body, rendered instead of `content` (e.g. a MessageContent with structured replies) */
  children?: ReactNode;
}

/** One chat message: user on the start side, assistant on the end side, system centred. */
export const MessageBubble = forwardRef<HTMLElement, MessageBubbleProps>(function MessageBubble(
  { role, content, imageUrl, audioUrl, time, actions, children, className, ...rest },
  ref,
) {
  const strings = useUiStrings('messageBubble', messageBubbleStrings);
  const ownBody = children === undefined;
  const blocks = useMemo(() => (ownBody ? contentToBlocks(content) : []), [ownBody, content]);
  return (
    <article
      {...rest}
      ref={ref}
      className={['hv-message', className].filter(Boolean).join(' ')}
      data-role={role}
      aria-label={strings[role]}
    >
      {/* A message may be in another language than the screen: it takes the direction of its own text. */}
      <div className="hv-message__bubble" dir="auto">
        {children ?? (
          <ContentBlocks blocks={blocks} textFormat={role === 'assistant' ? 'markdown' : 'plain'} />
        )}
        {imageUrl && <ContentImage src={imageUrl} alt={strings.imageAlt} />}
        {audioUrl && <ContentAudio src={audioUrl} label={strings.audioLabel} />}
      </div>
      {(time || (role === 'assistant' && actions)) && (
        <div className="hv-message__meta">
          {time && <span className="hv-message__time">{time}</span>}
          {role === 'assistant' && actions}
        </div>
      )}
    </article>
  );
});
