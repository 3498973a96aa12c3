import { forwardRef, useMemo, type HTMLAttributes, type Ref } from 'react';
import { MathRenderer } from '../math/math-renderer';
import { splitMath, splitPlainFormulas } from '../math/tex';
import './rich-text.css';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** prose with `$…$`, `$$…$$`, `\(…\)` or `\[…\]` formulas */
  text: string;
  /** the element to render: a paragraph, a block or an inline span */
  as?: 'p' | 'div' | 'span';
}

/**
 * Plain text with inline and display formulas; line breaks are kept and nothing is parsed as HTML. A
 * formula typed without delimiters ('15*4+3') is isolated left to right.
 */
export const RichText = forwardRef<HTMLElement, RichTextProps>(function RichText(
  { text, as: Tag = 'div', className, ...rest },
  ref,
) {
  const segments = useMemo(() => splitMath(text), [text]);
  // The three tags share HTMLElement's attributes; typing them as one keeps the ref assignable.
  const Element = Tag as 'div';
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={['hv-rich-text', className].filter(Boolean).join(' ')}
    >
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>
            {splitPlainFormulas(segment.value).map((part, at) =>
              part.kind === 'formula' ? (
                // a formula typed without delimiters reads left to right inside Hebrew text too
                <bdi key={at} dir="ltr">
                  {part.value}
                </bdi>
              ) : (
                part.value
              ),
            )}
          </span>
        ) : (
          <MathRenderer key={index} tex={segment.value} display={segment.display} />
        ),
      )}
    </Element>
  );
});
