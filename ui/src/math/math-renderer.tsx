import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type HTMLAttributes,
} from 'react';
import { useUiStrings } from '../strings-context';
import { mathStrings } from './strings';
import { showFormula, typesetFormula } from './formula-nodes';
import { getKatex, getKatexStatus, loadKatex, subscribeKatex, type KatexStatus } from './katex-loader';
import { containsHebrew } from './tex';
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

/** The loading placeholder's width in ch: about what the typeset formula takes, within bounds. */
function pendingWidth(tex: string): number {
  return Math.min(24, Math.max(2, Math.round(tex.replace(/\\[a-zA-Z]+|[{}^_\s]/g, '').length * 0.9)));
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
  const strings = useUiStrings('math', mathStrings);
  const status = useKatexStatus();
  const katex = getKatex();
  const hebrew = containsHebrew(tex);
  const result = katex && !hebrew && status !== 'failed' ? typesetFormula(katex, tex, display) : null;
  const formula = result?.ok ? result.output : null;

  const island = useRef<HTMLSpanElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLSpanElement | null) => {
      island.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // The typeset nodes go in outside React: KaTeX's output with trust:false is inert (no links, scripts or
  // data attributes), is built with DOM calls rather than parsed from a string, and React never re-parses it.
  useLayoutEffect(() => {
    const target = island.current;
    return target && formula ? showFormula(target, formula) : undefined;
  }, [formula]);

  const classes = ['hv-math', display ? 'hv-math--display' : 'hv-math--inline', className]
    .filter(Boolean)
    .join(' ');

  if (hebrew) {
    return (
      <span {...rest} ref={setRefs} className={classes} data-state="text">
        {tex}
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span {...rest} ref={setRefs} className={classes} data-state="error" dir="ltr">
        <span className="hv-math__error-title">{strings.renderFailed}</span> <code>{tex}</code>
      </span>
    );
  }
  if (!result) {
    return (
      // No raw TeX on screen while KaTeX loads (it flashed as `{ x}^{2}`): a quiet placeholder of about the
      // formula's width, the TeX kept for screen readers.
      <span {...rest} ref={setRefs} className={classes} data-state="loading" dir="ltr" aria-busy="true">
        <span
          className="hv-math__pending"
          aria-hidden="true"
          title={strings.loading}
          style={{ inlineSize: `${pendingWidth(tex)}ch` }}
        />
        <span className="hv-math__tex">{tex}</span>
      </span>
    );
  }
  if (!result.ok) {
    return (
      <span {...rest} ref={setRefs} className={classes} data-state="error" dir="ltr" title={result.message}>
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
      ref={setRefs}
      className={classes}
      data-state={result.corrected ? 'corrected' : 'ready'}
      dir="ltr"
    />
  );
});
