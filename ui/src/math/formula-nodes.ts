// The DOM side of the formula cache. Each distinct formula is typeset once, by KaTeX, straight into DOM
// nodes (no HTML string is built or parsed); a later render of the same formula borrows that node, or
// deep-copies it while another island shows it, so re-rendering a lesson runs no KaTeX and parses no HTML.
import { TexCache, type KatexLike, type KatexRenderOptions, type TexOutcome } from './tex';

/** The cache shared by every MathRenderer on the page: one typeset node per distinct formula. */
export const texCache = new TexCache<HTMLElement>(500);

/** The scratch element KaTeX renders into; the result is taken out straight away. */
let scratch: HTMLElement | null = null;

function typesetNode(katex: KatexLike, tex: string, options: KatexRenderOptions): HTMLElement {
  const box = (scratch ??= document.createElement('span'));
  katex.render(tex, box, options);
  const node = box.firstElementChild as HTMLElement | null;
  if (!node) throw new Error('KaTeX produced no markup');
  // Detached, the node counts as free for the first island that asks for it.
  node.remove();
  return node;
}

/** The formula typeset into a detached node (cached), or the error left after auto-correction. */
export function typesetFormula(katex: KatexLike, tex: string, display: boolean): TexOutcome<HTMLElement> {
  return texCache.get(tex, display, (source, options) => typesetNode(katex, source, options));
}

/**
 * Shows a cached formula node inside `island`: the node itself when no other island shows it, otherwise a
 * deep copy. Returns the function that takes it out again, which frees the cached node for the next island.
 */
export function showFormula(island: HTMLElement, node: HTMLElement): () => void {
  const shown = node.parentNode ? (node.cloneNode(true) as HTMLElement) : node;
  island.appendChild(shown);
  return () => {
    if (shown.parentNode === island) island.removeChild(shown);
  };
}
