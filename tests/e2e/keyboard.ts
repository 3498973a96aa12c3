/**
 * The learning space with the keyboard only (issue 27), signed in with a course picked: a fresh load of
 * /learning → the first Tab stop is the skip link → Enter puts the focus in the message box → a message
 * typed and sent with Enter, its reply awaited → Tab to the Lessons tool → Enter opens the window →
 * Escape closes it and the focus is back on the tool that opened it. No pointer event is used.
 */
import type { Page } from 'playwright-core';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { checkA11y } from './a11y';
import { check, stepper, type Lang } from './harness';

const locales = {
  he: { learning: heLearning, ui: heUi, ask: 'כמה זה 7*8?' },
  en: { learning: enLearning, ui: enUi, ask: 'What is 7*8?' },
} as const;
const slow = { timeout: 30_000 };
/** More Tab presses than any route to a tool takes; past it the tool is unreachable. */
const maxTabs = 80;

/** What has the focus: its role-ish tag, accessible name (aria-label or text) and whether it is the composer. */
async function focused(page: Page): Promise<{ tag: string; name: string; inComposer: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return { tag: '', name: '', inComposer: false };
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80),
      inComposer: element.closest('.learning-composer') !== null && element.tagName === 'TEXTAREA',
    };
  });
}

export async function keyboardJourney(page: Page, base: string, lang: Lang): Promise<void> {
  const { learning, ui, ask } = locales[lang];
  const step = (name: string) => stepper(lang)(`keyboard: ${name}`);
  const log = page.getByRole('log');
  const replies = log.locator('.hv-message[data-role="assistant"]');

  step('k1 a fresh /learning, the first Tab stop is the skip link');
  await page.goto(`${base}/#/learning`);
  await page.reload();
  await page.getByRole('textbox', { name: ui.inputBar.label }).waitFor(slow);
  await replies.first().waitFor(slow);
  await page.keyboard.press('Tab');
  const skip = await focused(page);
  check(skip.tag === 'a' || skip.tag === 'button', `the first Tab stop is a <${skip.tag}> "${skip.name}"`);
  check(
    await page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false),
    'no focus ring',
  );

  step('k2 Enter on the skip link → the message box');
  await page.keyboard.press('Enter');
  const composer = await focused(page);
  check(composer.inComposer, `after the skip link the focus is on <${composer.tag}> "${composer.name}"`);

  step('k3 type and send with Enter');
  const before = await replies.count();
  await page.keyboard.type(ask);
  await page.keyboard.press('Enter');
  await replies.nth(before).waitFor(slow);
  await log
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', ...slow });

  step('k4 Tab to the Lessons tool, Enter opens its window');
  let presses = 0;
  while ((await focused(page)).name !== learning.tools.lessons) {
    presses += 1;
    check(presses <= maxTabs, `the Lessons tool is not reached in ${maxTabs} Tab presses`);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const lessons = page.getByRole('dialog', { name: ui.lessonsWindow.title });
  await lessons.waitFor(slow);
  const inside = await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  check(inside, 'the focus did not move into the opened window');
  await checkA11y(page, `${lang} lessons window (keyboard)`);

  step('k5 Escape closes it, the focus is back on the Lessons tool');
  await page.keyboard.press('Escape');
  await lessons.waitFor({ state: 'hidden' });
  const back = await focused(page);
  check(back.name === learning.tools.lessons, `after Escape the focus is on <${back.tag}> "${back.name}"`);
  console.log(`[e2e:${lang}] keyboard: the Lessons tool reached in ${presses} Tab presses after the send`);
}
