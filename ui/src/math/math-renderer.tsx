import { forwardRef, useEffect, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useUiStrings } from '../strings';
import { getKatex, getKatexStatus, loadKatex, subscribeKatex, type KatexStatus } from './katex-loader';
import { containsHebrew, texCache } from './tex';
import './math.css';

export interface MathRendererProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'dir'> {
  /** the TeX source, without delimiters */
  tex: string;
  /** display (block, centred) rather than inline math */
  display?: boolean;
}

/** The lazy KaTeX chunk's status, starting the load on first use. */
export function useKatexStatus(): KatexStatus {
  const status = useSyncExternalStore(subscribeKatex, getKatexStatus, getKatexStatus);
  useEffect(() => {
    if (getKatexStatus() === 'idle') loadKatex().catch(() => undefined);
  }, []);
  return status;
}

/**
 * One formula as an LTR-isolated island (`dir="ltr"`, `unicode-bidi: isolate`), so the RTL sentence around it
 * keeps its order and the formula is never mirrored. KaTeX loads lazily; identical formulas are cached.
 * Text with Hebrew in it is shown as text, never as math.
 */
export const MathRenderer = forwardRef<HTMLSpanElement, MathRendererProps>(function MathRenderer(
  { tex, display = false, className, ...rest },
  ref,
) {
  const strings = useUiStrings('math');
  const status = useKatexStatus();
  const katex = getKatex();
  const classes = ['hv-math', display ? 'hv-math--display' : 'hv-math--inline', className]
    .filter(Boolean)
    .join(' ');

  if (containsHebrew(tex)) {
    return (
      <span {...rest} ref={ref} className={classes} data-state="text">
        {tex}
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span {...rest} ref={ref} className={classes} data-state="error" dir="ltr">
        <span className="hv-math__error-title">{strings.renderFailed}</span> <code>{tex}</code>
      </span>
    );
  }
  if (!katex) {
    return (
      <span {...rest} ref={ref} className={classes} data-state="loading" dir="ltr" aria-busy="true">
        <code title={strings.loading}>{tex}</code>
      </span>
    );
  }
  const result = texCache.render(katex, tex, display);
  if (!result.ok) {
    return (
      <span {...rest} ref={ref} className={classes} data-state="error" dir="ltr" title={result.message}>
        {display && <span className="hv-math__error-title">{strings.mathError}</span>}
        <span className="hv-math__error">
          {strings.latexError} {tex}
        </span>
      </span>
    );
  }
  return (
    <span
      {...rest}
      ref={ref}
      className={classes}
      data-state={result.corrected ? 'corrected' : 'ready'}
      dir="ltr"
      // KaTeX output with trust:false is inert markup: no links, no scripts, no data attributes.
      dangerouslySetInnerHTML={{ __html: result.html }}
    />
  );
});
