import { forwardRef, memo, useMemo, type HTMLAttributes } from 'react';
import { streamingSafeText } from '../math/tex';
import { isContentBlock, type ContentBlock } from '../rich-text/blocks';
import { ContentBlocks } from '../rich-text/content-blocks';
import { Markdown } from '../rich-text/markdown';
import { needsMarkdownRenderer } from '../rich-text/plain-markdown';
import { RichText } from '../rich-text/rich-text';
import { contentToBlocks } from '../message-bubble/content';
import { asStructuredReply } from './guard';
import { ReplyImages } from './reply-images';
import { StructuredReply, type StructuredReplyActions } from './structured-reply';

export interface ChatMessageBodyProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'content'>, StructuredReplyActions {
  /** a string (markdown with math), a list of blocks, or a structured reply */
  content: unknown;
  /** the author: assistant text is markdown, the learner's is plain text with math */
  author: 'user' | 'assistant' | 'system';
  /** images attached to the message (upload, drawing, reply images) */
  imageUrls?: readonly string[];
  /** the reply is still arriving: only complete formulas are shown */
  streaming?: boolean;
}

function splitBlocks(blocks: readonly ContentBlock[]) {
  const images: string[] = [];
  const rest: ContentBlock[] = [];
  for (const block of blocks) {
    if (block.type === 'image') images.push(block.url);
    else rest.push(block);
  }
  return { images, rest };
}

/**
 * True when a message's body needs the markdown renderer: a structured reply or blocks, or an assistant's
 * text that is more than plain prose (the learner's own text is never markdown).
 */
export function messageNeedsMarkdown(content: unknown, author: ChatMessageBodyProps['author']): boolean {
  if (asStructuredReply(content)) return true;
  if (typeof content === 'string') return author === 'assistant' && needsMarkdownRenderer(content);
  return true;
}

/**
 * A chat message's content, whatever its shape: a structured reply through its type's renderer, blocks
 * (text, math, audio; images as thumbnails that open the viewer), or text. While `streaming`, a formula
 * whose closing delimiter has not arrived is held back, so no half-typeset formula is ever shown.
 */
export const ChatMessageBody = memo(
  forwardRef<HTMLDivElement, ChatMessageBodyProps>(function ChatMessageBody(
    {
      content,
      author,
      imageUrls,
      streaming = false,
      onOpenImages,
      onOpenExercise,
      onOpenLearningSession,
      className,
      ...rest
    },
    ref,
  ) {
    const structured = useMemo(() => asStructuredReply(content), [content]);
    const blocks = useMemo(() => {
      if (structured || typeof content === 'string') return null;
      if (Array.isArray(content) && content.every(isContentBlock)) return splitBlocks(content);
      // Anything else (an unknown object, a malformed list) is read for its prose fields.
      return splitBlocks(contentToBlocks(content as Parameters<typeof contentToBlocks>[0]));
    }, [content, structured]);
    // An image both in the content and among the attached ones is one picture.
    const attached = [...new Set([...(blocks?.images ?? []), ...(imageUrls ?? [])])];
    const actions = { onOpenImages, onOpenExercise, onOpenLearningSession };

    let body = null;
    if (structured) {
      body = <StructuredReply reply={structured} {...actions} />;
    } else if (typeof content === 'string') {
      const text = streaming ? streamingSafeText(content) : content;
      body = author === 'assistant' ? <Markdown source={text} /> : <RichText text={text} />;
    } else if (blocks && blocks.rest.length > 0) {
      body = (
        <ContentBlocks blocks={blocks.rest} textFormat={author === 'assistant' ? 'markdown' : 'plain'} />
      );
    }
    return (
      <div
        {...rest}
        ref={ref}
        className={['hv-message-content', className].filter(Boolean).join(' ')}
        // A Hebrew message reads right to left in the English interface too, and the reverse.
        dir="auto"
        data-streaming={streaming || undefined}
      >
        {body}
        {attached.length > 0 && <ReplyImages urls={attached} onOpenImages={onOpenImages} />}
      </div>
    );
  }),
);
