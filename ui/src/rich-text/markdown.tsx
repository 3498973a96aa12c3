import { forwardRef, Fragment, memo, useMemo, type HTMLAttributes } from 'react';
import { useLazyModule } from '../lazy-module';
import { useUiStrings } from '../strings-context';
import { markdownRenderer } from './markdown-loader';
import { plainBlocks, type PlainBlock } from './plain-markdown';
import { richTextStrings } from './strings';
import './rich-text.css';

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** markdown with `$…$` and `$$…$$` math (GitHub-flavoured: tables, lists, strikethrough) */
  source: string;
}

/** Plain blocks as the markdown renderer writes them: blocks and list items on lines of their own. */
function PlainTree({ blocks }: { blocks: PlainBlock[] }) {
  return blocks.map((block, index) => (
    <Fragment key={index}>
      {index > 0 && '\n'}
      {block.type === 'paragraph' ? (
        <p>{block.text}</p>
      ) : (
        <ul>
          {block.items.map((item, itemIndex) => (
            <Fragment key={itemIndex}>
              {'\n'}
              <li>{item}</li>
            </Fragment>
          ))}
          {'\n'}
        </ul>
      )}
    </Fragment>
  ));
}

/**
 * Lesson markdown with math. Raw HTML is dropped (never rendered), links are limited to http(s), mailto and
 * relative URLs, images to https and relative ones, and an image that fails to load is hidden. Plain prose
 * (plain-markdown.ts) renders without the parser; anything else shows as plain text until the renderer's chunk
 * has arrived (or if it cannot load).
 */
export const Markdown = memo(
  forwardRef<HTMLDivElement, MarkdownProps>(function Markdown({ source, className, ...rest }, ref) {
    const strings = useUiStrings('richText', richTextStrings);
    // Plain prose renders as its paragraphs at once, without loading the parser.
    const blocks = useMemo(() => plainBlocks(source), [source]);
    const loaded = useLazyModule(markdownRenderer, blocks === null).value;
    const components = useMemo(
      () => loaded?.buildComponents(strings.imageAlt) ?? null,
      [loaded, strings.imageAlt],
    );
    return (
      <div
        {...rest}
        ref={ref}
        className={['hv-markdown', className].filter(Boolean).join(' ')}
        data-state={blocks || loaded ? undefined : 'text'}
      >
        {blocks ? (
          <PlainTree blocks={blocks} />
        ) : loaded && components ? (
          <loaded.MarkdownTree source={source} components={components} />
        ) : (
          source
        )}
      </div>
    );
  }),
);
