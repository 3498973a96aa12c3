import { forwardRef, memo, useMemo, type HTMLAttributes } from 'react';
import { useLazyModule } from '../lazy-module';
import { useUiStrings } from '../strings-context';
import { markdownRenderer } from './markdown-loader';
import { richTextStrings } from './strings';
import './rich-text.css';

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** markdown with `$…$` and `$$…$$` math (GitHub-flavoured: tables, lists, strikethrough) */
  source: string;
}

/**
 * Lesson markdown with math. Raw HTML is dropped (never rendered), links are limited to http(s), mailto and
 * relative URLs, images to https and relative ones, and an image that fails to load is hidden. Until the
 * renderer's chunk has arrived (or if it cannot load) the source shows as plain text.
 */
export const Markdown = memo(
  forwardRef<HTMLDivElement, MarkdownProps>(function Markdown({ source, className, ...rest }, ref) {
    const strings = useUiStrings('richText', richTextStrings);
    const loaded = useLazyModule(markdownRenderer).value;
    const components = useMemo(
      () => loaded?.buildComponents(strings.imageAlt) ?? null,
      [loaded, strings.imageAlt],
    );
    return (
      <div
        {...rest}
        ref={ref}
        className={['hv-markdown', className].filter(Boolean).join(' ')}
        data-state={loaded ? undefined : 'text'}
      >
        {loaded && components ? <loaded.MarkdownTree source={source} components={components} /> : source}
      </div>
    );
  }),
);
