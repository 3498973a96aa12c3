/**
 * Finds text that a screen cuts off or lets stick out of its box, for the overflow stories: a translation
 * (or the pseudo-locale, which is about 35 % longer than English) must fit where the Hebrew did.
 */

/** One piece of text that does not fit, and how. */
export interface Overflow {
  text: string;
  problem: string;
}

const TOLERANCE = 1;

function shown(element: HTMLElement, style: CSSStyleDeclaration): boolean {
  const box = element.getBoundingClientRect();
  // a visually hidden label (1 × 1 px, clipped) is meant to be invisible, not cut off
  return (
    style.display !== 'none' &&
    style.visibility !== 'hidden' &&
    box.width > TOLERANCE &&
    box.height > TOLERANCE &&
    style.clip === 'auto' &&
    style.clipPath === 'none'
  );
}

function clips(value: string): boolean {
  return value === 'hidden' || value === 'clip';
}

/** The bounding box of an element's own text (its text nodes, not its child elements). */
function ownTextBox(element: HTMLElement): DOMRect | null {
  const nodes = [...element.childNodes].filter(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
  );
  if (nodes.length === 0) return null;
  const range = element.ownerDocument.createRange();
  const first = nodes[0];
  const last = nodes.at(-1);
  if (!first || !last) return null;
  range.setStartBefore(first);
  range.setEndAfter(last);
  return range.getBoundingClientRect();
}

/**
 * Every element under `root` whose own text is cut off (wider or taller than a box that hides its
 * overflow, or clipped by a container that does) or runs outside its own box, and a page that scrolls
 * sideways. Math (KaTeX) and scrolling containers are left alone: they scroll on purpose.
 */
export function findOverflow(root: HTMLElement): Overflow[] {
  const found: Overflow[] = [];
  const view = root.ownerDocument.defaultView;
  if (!view) return found;
  const page = root.ownerDocument.documentElement;
  if (page.scrollWidth > page.clientWidth + TOLERANCE)
    found.push({
      text: '(the page)',
      problem: `scrolls sideways: ${page.scrollWidth} px of content in ${page.clientWidth} px`,
    });
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('.katex, .katex-display')) continue;
    const textBox = ownTextBox(element);
    if (!textBox) continue;
    const style = view.getComputedStyle(element);
    if (!shown(element, style)) continue;
    const text = (element.textContent ?? '').trim().slice(0, 80);
    const box = element.getBoundingClientRect();
    if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + TOLERANCE)
      found.push({
        text,
        problem: `cut off: ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
      });
    else if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + TOLERANCE)
      found.push({
        text,
        problem: `cut off: ${element.scrollHeight} px tall in a ${element.clientHeight} px box`,
      });
    else if (textBox.left < box.left - TOLERANCE || textBox.right > box.right + TOLERANCE)
      found.push({ text, problem: 'runs out of its box sideways' });
    else if (textBox.top < box.top - TOLERANCE || textBox.bottom > box.bottom + TOLERANCE)
      found.push({ text, problem: 'runs out of its box at the top or bottom' });
    else {
      for (
        let outer = element.parentElement;
        outer && outer !== root.parentElement;
        outer = outer.parentElement
      ) {
        const outerStyle = view.getComputedStyle(outer);
        const hidesX = clips(outerStyle.overflowX);
        const hidesY = clips(outerStyle.overflowY);
        if (!hidesX && !hidesY) continue;
        const frame = outer.getBoundingClientRect();
        const outX = textBox.left < frame.left - TOLERANCE || textBox.right > frame.right + TOLERANCE;
        const outY = textBox.top < frame.top - TOLERANCE || textBox.bottom > frame.bottom + TOLERANCE;
        if ((hidesX && outX) || (hidesY && outY))
          found.push({ text, problem: 'cut off by a container that hides its overflow' });
        break;
      }
    }
  }
  return found;
}

/** Waits until the screen's fonts are in, so widths are final, then returns what does not fit. */
export async function overflowIn(root: HTMLElement): Promise<Overflow[]> {
  await root.ownerDocument.fonts.ready;
  return findOverflow(root);
}
