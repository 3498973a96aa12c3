/**
 * The learning space on a phone (issue 27), at 390×844 with touch, in Hebrew and in English, as the seeded
 * demo student:
 * login → dashboard → the course modal → /learning → a message whose reply starts inside the chat's
 * visible area → Tests: an entry-level test, one question answered → Practice: an answer checked →
 * Lessons: lesson 1 started and its first slide finished → an image uploaded, the tutor's reply in view.
 * Every control the step taps must lie inside the viewport (a window cut off on the right or the left
 * fails here), and axe-core runs on every screen and window it opens (tests/e2e/a11y.ts).
 * With E2E_SCREENS=<dir>, the states are saved there as phone-<state>-<lang>.jpg (docs/screens.md).
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Locator, Page } from 'playwright-core';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import entryLevel from '../../content/courses/high-school-math/tests/entry-level.json';
import lesson1 from '../../content/courses/high-school-math/lessons/lesson_1.json';
import normal from '../../content/courses/high-school-math/practice-problems/normal-distribution.json';
import enAuth from '../../content/locales/en/auth.json';
import enDashboard from '../../content/locales/en/dashboard.json';
import enLanding from '../../content/locales/en/landing.json';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heAuth from '../../content/locales/he/auth.json';
import heDashboard from '../../content/locales/he/dashboard.json';
import heLanding from '../../content/locales/he/landing.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { checkA11y } from './a11y';
import { check, escapeRegExp, label, shoot, stepper, type Journey } from './harness';

const locales = {
  he: {
    auth: heAuth,
    dashboard: heDashboard,
    landing: heLanding,
    learning: heLearning,
    ui: heUi,
    ask: 'פתור את המשוואה x^2-5x+6=0 שלב אחר שלב',
  },
  en: {
    auth: enAuth,
    dashboard: enDashboard,
    landing: enLanding,
    learning: enLearning,
    ui: enUi,
    ask: 'solve the equation x^2-5x+6=0 step by step',
  },
} as const;
type Strings = (typeof locales)[keyof typeof locales];
/** The tutor's replies can take a while on a busy machine. */
const slow = { timeout: 30_000 };
const exact = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The box of `locator` once scrolled into view: it must lie wholly inside the viewport (tappable). */
export async function checkInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  check(box && viewport, `${what}: not rendered`);
  const inside =
    box.x >= -1 &&
    box.y >= -1 &&
    box.x + box.width <= viewport.width + 1 &&
    box.y + box.height <= viewport.height + 1;
  check(
    inside,
    `${what} lies outside the ${viewport.width}×${viewport.height} viewport: ` +
      `x ${Math.round(box.x)}, y ${Math.round(box.y)}, ${Math.round(box.width)}×${Math.round(box.height)}`,
  );
}

/** Checks `locator` is wholly in the viewport, then taps it. */
async function tap(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.waitFor(slow);
  await checkInViewport(page, locator, what);
  await locator.click();
}

/**
 * Waits until the first line of `message` is inside the chat list's visible area without the test
 * scrolling it there: the screen must have brought it into view itself. Fails with where it was.
 */
export async function waitForStartInView(page: Page, message: Locator, what: string): Promise<void> {
  const log = page.getByRole('log');
  let last = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [box, area] = await Promise.all([message.boundingBox(), log.boundingBox()]);
    const viewport = page.viewportSize();
    if (box && area && viewport) {
      // The list's visible rectangle, clipped by the viewport; the start of the message is its first ~line.
      const top = Math.max(area.y, 0);
      const bottom = Math.min(area.y + area.height, viewport.height);
      const line = Math.min(box.height, 24);
      if (box.y >= top - 1 && box.y + line <= bottom + 1) return;
      last = `its top at ${Math.round(box.y)} px, the chat's visible area ${Math.round(top)}–${Math.round(bottom)} px`;
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`${what}: the start of the reply is not in view (${last})`);
}

/** A small PNG of a handwritten-looking equation, as a phone camera upload would be. */
function equationPng(): Buffer {
  const canvas = createCanvas(240, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 240, 120);
  context.fillStyle = '#1a1a1a';
  context.font = '36px sans-serif';
  context.fillText('2x + 3 = 11', 20, 70);
  return canvas.toBuffer('image/png');
}

/**
 * A learning tool: on a phone every tool must be reachable and tappable without sideways scrolling, either
 * in the tool bar itself or behind its menu button (a button of the bar that opens a menu, `aria-haspopup`).
 */
async function openTool(page: Page, { learning }: Strings, name: string): Promise<void> {
  const tool = page
    .getByRole('button', { name: exact(name) })
    .or(page.getByRole('menuitem', { name: exact(name) }))
    .first();
  if (!(await tool.isVisible())) {
    const more = page
      .getByRole('toolbar', { name: learning.tools.label })
      .locator('button[aria-haspopup]')
      .first();
    if ((await more.count()) > 0) await tap(page, more, "the tool bar's menu button");
  }
  await tap(page, tool, `the tool "${name}"`);
}

/** A window's close button (its title bar on a desktop, the sheet's close on a phone). */
async function closeWindow(page: Page, { ui }: Strings, window: Locator): Promise<void> {
  await tap(page, window.getByRole('button', { name: exact(ui.window.close) }).first(), 'the close button');
  await window.waitFor({ state: 'hidden' });
}

export const phoneJourney: Journey = async (page, base, lang, server) => {
  const step = stepper(`phone-${lang}`);
  const strings = locales[lang];
  const { auth, dashboard, landing, learning, ui } = strings;
  const { email, password } = demoAccountsFor(server.dataDir).student;
  const log = page.getByRole('log');
  const replies = log.locator('.hv-message[data-role="assistant"]');
  const input = page.getByRole('textbox', { name: ui.inputBar.label });

  step('1 the landing: "Log in" tapped before the app\'s code has arrived, then login at 390×844');
  // The landing is painted from index.html and its links are plain links: a tap before the entry has run
  // must still open the login screen once it runs (app/src/main.tsx; tests/bench/first-session.ts counts on it).
  const entry = /\/assets\/index-[\w-]+\.js$/;
  let entryHeld = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(entry, async (route) => {
    entryHeld = true;
    await held;
    await route.continue();
  });
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await tap(
    page,
    page.getByRole('link', { name: landing.actions.login, exact: true }).first(),
    "the landing's Log in",
  );
  await page.waitForFunction(() => location.hash === '#/login');
  check(entryHeld, 'the entry was not requested before the tap');
  // The route stays: with `held` resolved, it lets the entry through at once from now on.
  release();
  await page.getByRole('textbox', { name: label(auth.login.email) }).fill(email);
  await page.getByLabel(label(auth.login.password)).fill(password);
  await tap(page, page.getByRole('button', { name: auth.login.submit, exact: true }), 'the login button');

  step('2 dashboard → the course modal → High School Math');
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await checkA11y(page, 'phone dashboard');
  await tap(
    page,
    page.getByRole('button', { name: new RegExp(dashboard.spaces.learning.title) }),
    'the learning space card',
  );
  const dialog = page.getByRole('dialog', { name: dashboard.courses.title });
  await dialog.waitFor();
  const math = dialog.getByRole('button', {
    name: new RegExp(dashboard.courses.catalogue.highSchoolMath.name.replace(/[()]/g, '\\$&')),
  });
  await math.waitFor();
  await checkA11y(page, 'phone course modal');
  await tap(page, math, 'High School Math');
  await page.waitForURL(/#\/learning$/);

  step('3 /learning: the greeting');
  await input.waitFor(slow);
  await replies.first().waitFor(slow);
  await checkInViewport(page, input, 'the message box');
  await checkA11y(page, 'phone learning space');
  await shoot(page, lang, 'phone-learning');

  step('4 a message: the start of the reply in view');
  const before = await replies.count();
  await input.fill(strings.ask);
  await tap(page, page.getByRole('button', { name: exact(ui.inputBar.send) }), 'send');
  const reply = replies.nth(before);
  await reply.waitFor(slow);
  await waitForStartInView(page, reply, 'after a send');
  await log
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', ...slow });
  await waitForStartInView(page, reply, 'after the streamed reply');
  await shoot(page, lang, 'phone-reply');

  step('5 Tests: an entry-level test, one question answered');
  const test = entryLevel.tests[0];
  const question = test?.questions[0];
  check(test && question, 'no entry-level test with a question');
  await openTool(page, strings, learning.tools.tests);
  const tests = page.getByRole('dialog', { name: ui.testsWindow.title });
  await tests.waitFor(slow);
  await checkA11y(page, 'phone tests window');
  await tap(
    page,
    tests.getByRole('button', { name: new RegExp(escapeRegExp(ui.testsWindow.entryLevel)) }),
    'the entry-level category',
  );
  await tap(
    page,
    tests.getByRole('button', { name: `${ui.testsWindow.startTest}: ${test.title}` }),
    'start test',
  );
  const choice = tests.getByRole('radio').nth(question.correctAnswer);
  await tap(page, choice, 'the right answer');
  check(await choice.isChecked(), 'the tapped answer is not chosen');
  const onward = tests
    .getByRole('button', { name: exact(ui.testsWindow.next) })
    .or(tests.getByRole('button', { name: ui.testsWindow.submit }));
  await checkInViewport(page, onward.first(), 'next question');
  await checkA11y(page, 'phone test question');
  await shoot(page, lang, 'phone-test');
  await closeWindow(page, strings, tests);

  step('6 Practice: an answer checked');
  await openTool(page, strings, learning.tools.practice);
  const practice = page.getByRole('dialog', { name: ui.practiceProblems.title });
  await practice.waitFor(slow);
  await tap(
    page,
    practice.getByRole('button', { name: new RegExp(escapeRegExp(normal.subjectName)) }),
    'a practice subject',
  );
  const answerBox = practice.getByRole('textbox', { name: ui.practiceProblems.answerLabel });
  await answerBox.waitFor(slow);
  await checkInViewport(page, answerBox, 'the answer box');
  await answerBox.fill('5/2');
  await tap(page, practice.getByRole('button', { name: ui.practiceProblems.submit }), 'check answer');
  await page.getByText(ui.practiceProblems.correct).first().waitFor(slow);
  await checkA11y(page, 'phone practice window');
  await shoot(page, lang, 'phone-practice');
  await closeWindow(page, strings, practice);

  step('7 Lessons: lesson 1 started, its first slide finished');
  await openTool(page, strings, learning.tools.lessons);
  const lessons = page.getByRole('dialog', { name: ui.lessonsWindow.title });
  await lessons.waitFor(slow);
  await checkA11y(page, 'phone lessons window');
  await tap(
    page,
    lessons.getByRole('button', { name: new RegExp(escapeRegExp(lesson1.title)) }).first(),
    'lesson 1',
  );
  await tap(page, lessons.getByRole('button', { name: ui.lessonsWindow.start }), 'start lesson');
  await page.getByText(ui.lessonBanner.active).waitFor(slow);
  const next = page.getByRole('button', { name: exact(ui.learningSession.next) });
  const finish = page.getByRole('button', { name: exact(ui.learningSession.finish) });
  await next.or(finish).first().waitFor(slow);
  const first = ui.learningSession.slideOf.replace('{n}', '1');
  const second = ui.learningSession.slideOf.replace('{n}', '2');
  await page
    .getByText(new RegExp(`^${escapeRegExp(first.split('{total}')[0] ?? first)}`))
    .first()
    .waitFor();
  await checkA11y(page, 'phone lesson slide');
  await shoot(page, lang, 'phone-lesson');
  await tap(page, next, 'next slide');
  await page
    .getByText(new RegExp(`^${escapeRegExp(second.split('{total}')[0] ?? second)}`))
    .first()
    .waitFor();
  const session = page.getByRole('dialog').filter({ has: next });
  await tap(page, session.getByRole('button', { name: exact(ui.learningSession.close) }), 'close the slides');
  await session.waitFor({ state: 'hidden' });
  await tap(page, page.getByRole('button', { name: ui.lessonBanner.end }), 'end the lesson');
  await page.getByText(ui.lessonBanner.active).waitFor({ state: 'hidden' });

  step('8 an image uploaded: its reply in view');
  const sent = await replies.count();
  const chooser = page.waitForEvent('filechooser');
  await openTool(page, strings, learning.tools.upload);
  await (await chooser).setFiles({ name: 'equation.png', mimeType: 'image/png', buffer: equationPng() });
  await log.locator('.hv-message[data-role="user"] img').last().waitFor(slow);
  const uploadReply = replies.nth(sent);
  await uploadReply.waitFor(slow);
  await waitForStartInView(page, uploadReply, 'after an upload');
  await checkA11y(page, 'phone learning space after an upload');
  await shoot(page, lang, 'phone-upload');
};
