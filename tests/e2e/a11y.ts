/**
 * The accessibility pass of the browser journeys: axe-core, the engine of Storybook's a11y addon, run on
 * a signed-in screen as the student sees it in Chromium (its windows and dialogs included, which render in
 * portals). The serious and critical violations of each screen are kept per page; the harness fails the
 * run when any were found, so one run lists them all.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail the run (axe's scale: minor, moderate, serious, critical). */
const failing = new Set(['serious', 'critical']);

/** A violation as the page returns it: only what the report prints. */
interface Found {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

type Axe = typeof axe;

const found = new WeakMap<Page, string[]>();

/**
 * Runs axe-core on the whole document of `page` (WCAG 2.x A and AA, and axe's best practices) and keeps
 * each serious or critical violation, named by `screen`, for `a11yViolations`. Returns how many it kept.
 */
export async function checkA11y(page: Page, screen: string): Promise<number> {
  // A navigation drops the injected engine; one check injects it again. Evaluated over the DevTools
  // protocol, which the app's Content-Security-Policy (no inline script but the boot script's hash) does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // Opening windows, dialogs and toasts fade in: a half-transparent frame is not what the student reads.
    // (A spinner's endless animation never finishes: only the finite ones are awaited.)
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const engine = (window as unknown as { axe: Axe }).axe;
    const result = await engine.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation): Found => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`),
    }));
  });
  const serious = violations.filter((violation) => failing.has(violation.impact ?? ''));
  const list = found.get(page) ?? [];
  for (const violation of serious)
    list.push(
      `${screen}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`,
    );
  found.set(page, list);
  return serious.length;
}

/** The serious and critical violations `checkA11y` found on `page` so far. */
export function a11yViolations(page: Page): readonly string[] {
  return found.get(page) ?? [];
}
