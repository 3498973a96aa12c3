import { forwardRef, type HTMLAttributes } from 'react';
import { MathRenderer } from '../math/math-renderer';
import { containsHebrew, hasMath } from '../math/tex';
import { useUiStrings } from '../strings-context';
import { richTextStrings } from './strings';
import type { ContentBlock } from './blocks';
import { ContentImage } from './content-image';
import { Markdown } from './markdown';
import { RichText } from './rich-text';
import { ContentAudio } from './content-audio';
import './rich-text.css';

export interface ContentBlocksProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the blocks, in order */
  blocks: readonly ContentBlock[];
  /** text blocks as markdown (assistant replies, lessons) or as plain text with math (user input) */
  textFormat?: 'markdown' | 'plain';
}

/** Renders text, math_block, math_explanation, image and audio blocks. */
export const ContentBlocks = forwardRef<HTMLDivElement, ContentBlocksProps>(function ContentBlocks(
  { blocks, textFormat = 'markdown', className, ...rest },
  ref,
) {
  const strings = useUiStrings('richText', richTextStrings);
  return (
    <div {...rest} ref={ref} className={['hv-content-blocks', className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'text':
            return textFormat === 'markdown' ? (
              <Markdown key={index} source={block.text} />
            ) : (
              <RichText key={index} text={block.text} />
            );
          case 'math_block':
            return <MathRenderer key={index} tex={block.latex} display />;
          case 'math_explanation':
            // Mixed prose and `$…$` reads as rich text; a bare formula (no Hebrew) is one display formula.
            return hasMath(block.latex) || containsHebrew(block.latex) ? (
              <RichText key={index} text={block.latex} />
            ) : (
              <MathRenderer key={index} tex={block.latex} display />
            );
          case 'image':
            return <ContentImage key={index} src={block.url} alt={strings.imageAlt} />;
          case 'audio':
            return <ContentAudio key={index} src={block.url} label={strings.audioLabel} />;
          default:
            return null;
        }
      })}
    </div>
  );
});
