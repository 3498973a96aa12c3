/**
 * The phone stories' shared parts: the 390×844 viewport (he and en) and the play check that every
 * interactive control of a window is on screen and tappable (docs/screens.md, "Phone layout").
 */
import { expect, waitFor, within } from 'storybook/test';
import enUi from '../content/locales/en/ui.json';
import heUi from '../content/locales/he/ui.json';

/** Story globals: a 390×844 phone in Hebrew. */
export const phoneHe = { globals: { locale: 'he', viewport: { value: 'phone', isRotated: false } } } as const;
/** Story globals: a 390×844 phone in English. */
export const phoneEn = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } } } as const;
/** Story globals: a 1366×768 laptop (Hebrew unless the story says otherwise). */
export const laptop = { globals: { viewport: { value: 'laptop', isRotated: false } } } as const;

const controlSelector = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="tab"]',
  '[role="slider"]',
  '[role="link"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Drawn on screen at all: not hidden, not a visually hidden (1 px, clipped) label or file input. */
function drawn(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  const box = element.getBoundingClientRect();
  return box.width > 2 && box.height > 2 && style.clipPath === 'none' && style.clip === 'auto';
}

/** What a finger at the control's centre would touch is the control (or its own label). */
function tappable(control: HTMLElement, box: DOMRect): boolean {
  const hit = control.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) return false;
  if (control === hit || control.contains(hit)) return true;
  const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
  return labels.some((label) => label === hit || label.contains(hit));
}

function nameOf(control: HTMLElement): string {
  const name =
    control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.getAttribute('name') ?? '';
  return `${control.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
}

/**
 * Every interactive control under `root`: its whole width on screen where it is (no sideways scrolling),
 * and, once scrolled to vertically, wholly inside the viewport and not covered by anything else. Also checks
 * that the page runs at the width the story asked for and does not scroll sideways.
 */
export async function expectControlsInViewport(root: Element, width = 390): Promise<void> {
  const page = root.ownerDocument;
  const view = page.defaultView;
  if (!view) throw new Error('no window');
  await page.fonts.ready;
  await expect(view.innerWidth).toBe(width);
  // Checked again until the screen settles (a toast fading, a re-render after the language changed).
  await waitFor(async () => {
    const controls = [...root.querySelectorAll<HTMLElement>(controlSelector)].filter(drawn);
    await expect(controls.length).toBeGreaterThan(0);
    const problems = controlProblems(controls, view);
    await expect(problems.join('; ')).toBe('');
  });
}

function controlProblems(controls: readonly HTMLElement[], view: Window): string[] {
  const problems: string[] = [];
  const html = view.document.documentElement;
  if (html.scrollWidth > html.clientWidth + 1)
    problems.push(`the page scrolls sideways (${html.scrollWidth} px in ${html.clientWidth} px)`);
  for (const control of controls) {
    const before = control.getBoundingClientRect();
    if (before.left < -1 || before.right > view.innerWidth + 1) {
      problems.push(
        `${nameOf(control)} is off-screen sideways (${Math.round(before.left)}…${Math.round(before.right)})`,
      );
      continue;
    }
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = control.getBoundingClientRect();
    if (box.top < -1 || box.bottom > view.innerHeight + 1)
      problems.push(
        `${nameOf(control)} cannot be scrolled into view (${Math.round(box.top)}…${Math.round(box.bottom)})`,
      );
    else if (!tappable(control, box)) problems.push(`${nameOf(control)} is covered by ${coverOf(box, view)}`);
  }
  return problems;
}

function coverOf(box: DOMRect, view: Window): string {
  const hit = view.document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}` : 'nothing';
}

const sheetWords = {
  he: { back: heUi.window.back, close: heUi.window.close },
  en: { back: enUi.window.back, close: enUi.window.close },
};

/**
 * A window opened on a phone is a sheet: as wide as the screen, inside it from top to bottom, with a visible
 * Back and Close, and none of the desktop window's move grip. Then every control in it is checked.
 */
export async function expectPhoneSheet(dialog: HTMLElement, lang: 'he' | 'en'): Promise<void> {
  const view = dialog.ownerDocument.defaultView;
  if (!view) throw new Error('no window');
  const box = dialog.getBoundingClientRect();
  await expect(Math.round(box.left)).toBe(0);
  await expect(Math.round(box.width)).toBe(view.innerWidth);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight + 1);
  const inside = within(dialog);
  await expect(inside.getByRole('button', { name: sheetWords[lang].back })).toBeVisible();
  await expect(inside.getAllByRole('button', { name: sheetWords[lang].close })[0]).toBeVisible();
  await expect(dialog.querySelector('.hv-window__move, .hv-window__grip')).toBeNull();
  await expectControlsInViewport(dialog);
}
