/**
 * The personal space in the browser against the real server, as a signed-in student (docs/requirements.md#accounts-screens):
 *
 * - `personalJourney` (part of `npm test`'s e2e step, after the accounts journey): activities saved over
 *   the API → Personal Space → Learning Progress shows them with the right average and time → the
 *   activity tabs → Course Syllabus modules expand → User Information shows the school's name → the way
 *   to Time-Out.
 * - `personalChatJourney` (right after it, against the same server with the offline tutor): the parts
 *   that need the chat engine (issue #12): the Introduction chat to its summary, a generated plan whose
 *   topics show exactly the stored values or "not yet assessed", and Time-Out (start, two messages, Add
 *   Conversation, the summary read back from the course thread as a system message).
 */
import type { Page } from 'playwright-core';
import {
  ActivityResult,
  type LearningPlan,
  type LearningPlanRecord,
  type User,
} from '../../backend/contract';
import hePersonal from '../../content/locales/he/personal.json';
import enPersonal from '../../content/locales/en/personal.json';
import heDashboard from '../../content/locales/he/dashboard.json';
import enDashboard from '../../content/locales/en/dashboard.json';
import mathSyllabus from '../../content/courses/high-school-math/syllabus/syllabus.json';
import heTutor from '../../content/tutor/he/tutor.json';
import enTutor from '../../content/tutor/en/tutor.json';
import { checkA11y } from './a11y';
import { apiAs, check, escapeRegExp, label, shoot, stepper, type Lang } from './harness';

const locales = {
  he: {
    personal: hePersonal,
    dashboard: heDashboard,
    tutor: heTutor,
    ui: {
      input: 'הודעה למורה',
      notAssessed: 'טרם הוערך',
      notEnough: 'אין עדיין מספיק תשובות',
      canvas: 'משטח ציור',
      cancel: 'ביטול',
    },
  },
  en: {
    personal: enPersonal,
    dashboard: enDashboard,
    tutor: enTutor,
    ui: {
      input: 'Message to the tutor',
      notAssessed: 'Not yet assessed',
      notEnough: 'Not enough answers yet',
      canvas: 'Drawing pad',
      cancel: 'Cancel',
    },
  },
} as const;

/** Three results of the math course: mean (90 + 75 + 40) / 3 = 68.3 → 68; 600 + 120 + 45 s = 12:45. */
const activities = [
  { activity_type: 'test', activity_id: 'entry-level-entry-level-1', score: 90, time_spent: 600 },
  { activity_type: 'practice', activity_id: 'algebra-alg-1', score: 75, time_spent: 120 },
  { activity_type: 'practice', activity_id: 'algebra-alg-2', score: 40, time_spent: 45 },
] as const;
const expected = { count: '3', average: '68%', time: { he: '12 דק׳ 45 שנ׳', en: '12 min 45 s' } } as const;

/** The value next to a summary label. */
async function summaryValue(page: Page, lang: Lang, term: string): Promise<string> {
  const group = page.getByRole('group', { name: locales[lang].personal.progress.summary.label });
  const value = group.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
  return (await value.textContent())?.trim() ?? '';
}

async function openSpaceCard(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: label(title) }).click();
  // Each view's heading is its card's title.
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

async function backToSpace(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: locales[lang].personal.backToSpace }).click();
  await page.getByRole('list', { name: locales[lang].personal.cards.label }).waitFor();
}

async function pickMath(page: Page, lang: Lang): Promise<void> {
  const name = locales[lang].personal.courses.catalogue.highSchoolMath.name;
  await page.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
  await page.getByRole('button', { name: locales[lang].personal.courses.change }).waitFor();
}

/** From anywhere, signed in: the dashboard, then the Personal Space card. */
async function openPersonalSpace(page: Page, base: string, lang: Lang): Promise<void> {
  const t = locales[lang];
  await page.goto(`${base}/#/dashboard`);
  await page.getByRole('button', { name: new RegExp(t.dashboard.spaces.personal.title) }).click();
  await page.waitForURL(/#\/personal$/);
  await page.getByRole('heading', { level: 1, name: t.personal.title }).waitFor();
  await page.getByRole('list', { name: t.personal.cards.label }).waitFor();
}

/** Saves the three activities as the page's student, the way the learning space's windows do. */
async function saveActivities(page: Page, base: string, lang: Lang): Promise<void> {
  for (const [index, activity] of activities.entries()) {
    const body = ActivityResult.parse({
      course_id: 'high-school-math',
      answers: [],
      client_id: `e2e-${lang}-${index}`,
      ...activity,
    });
    await apiAs(page, base, 'POST', '/api/auth/progress', body);
  }
}

/** The part of the personal space that works against today's server (wired into `npm test`). */
export async function personalJourney(page: Page, base: string, lang: Lang): Promise<void> {
  const t = locales[lang].personal;
  const step = stepper(lang);

  step('p1 activities saved over the API');
  await saveActivities(page, base, lang);

  step('p2 dashboard → Personal Space (four cards)');
  await openPersonalSpace(page, base, lang);
  const cards = page.getByRole('list', { name: locales[lang].personal.cards.label }).getByRole('button');
  check((await cards.count()) === 4, 'the space does not show four cards');
  await shoot(page, lang, 'personal-space');
  await checkA11y(page, `${lang} personal-space`);

  step('p3 Learning Progress: summary with the right average');
  await openSpaceCard(page, t.cards.progress.title);
  await shoot(page, lang, 'progress-courses');
  await checkA11y(page, `${lang} progress-courses`);
  await pickMath(page, lang);
  await page.getByRole('group', { name: t.progress.summary.label }).waitFor();
  const count = await summaryValue(page, lang, t.progress.summary.activities);
  const average = await summaryValue(page, lang, t.progress.summary.average);
  const time = await summaryValue(page, lang, t.progress.summary.time);
  check(count === expected.count, `activities ${count}, expected ${expected.count}`);
  check(average === expected.average, `average ${average}, expected ${expected.average}`);
  check(time === expected.time[lang], `time ${time}, expected ${expected.time[lang]}`);
  check(
    (await page.getByRole('tab', { name: t.progress.tabs.plan }).getAttribute('aria-selected')) === 'true',
    'Learning Plan is not the default tab',
  );
  await shoot(page, lang, 'progress-plan-none');
  await checkA11y(page, `${lang} progress-plan-none`);

  step('p4 activity tabs');
  await page.getByRole('tab', { name: t.progress.tabs.all }).click();
  const allRows = page.getByRole('tabpanel', { name: t.progress.tabs.all }).getByRole('row');
  await allRows.nth(3).waitFor();
  check((await allRows.count()) === 4, `All Activities has ${(await allRows.count()) - 1} rows`);
  await shoot(page, lang, 'progress-activities');
  await checkA11y(page, `${lang} progress-activities`);
  await page.getByRole('tab', { name: t.progress.tabs.test }).click();
  const testRows = page.getByRole('tabpanel', { name: t.progress.tabs.test }).getByRole('row');
  await testRows.nth(1).waitFor();
  check((await testRows.count()) === 2, `Tests has ${(await testRows.count()) - 1} rows`);

  step('p5 Course Syllabus: a module expands');
  await backToSpace(page, lang);
  await openSpaceCard(page, t.cards.syllabus.title);
  await pickMath(page, lang);
  const [first] = mathSyllabus.modules;
  check(first, 'the math syllabus has no module');
  const toggle = page.getByRole('button', { name: first.title });
  await toggle.click();
  check((await toggle.getAttribute('aria-expanded')) === 'true', 'the module did not expand');
  await page.getByText(first.description).waitFor();
  await shoot(page, lang, 'syllabus');
  await checkA11y(page, `${lang} syllabus`);

  step('p6 User Information: the school by name');
  await backToSpace(page, lang);
  await openSpaceCard(page, t.cards.profile.title);
  const { user } = (await apiAs(page, base, 'GET', '/api/auth/validate')) as { user: User };
  check(user.school_id !== null, 'the student has no school');
  const { school } = (await apiAs(page, base, 'GET', `/api/auth/schools/${user.school_id}`)) as {
    school: { name: string };
  };
  await page.locator('dd', { hasText: school.name }).waitFor();
  await page.locator('dd', { hasText: t.profile.roles.student }).waitFor();
  await shoot(page, lang, 'profile');
  await checkA11y(page, `${lang} profile`);

  step('p7 the way to Time-Out');
  await backToSpace(page, lang);
  await page.getByRole('link', { name: t.timeoutEntry.action }).click();
  await page.waitForURL(/#\/timeout$/);
  await page.getByRole('button', { name: t.timeout.start }).waitFor();
  await shoot(page, lang, 'timeout-start');
  await checkA11y(page, `${lang} timeout-start`);
}

/**
 * Answers in the order the tutor asks (year, goals, hard topics, how one likes to learn), until the
 * introduction brings its summary (the tutor decides when it has enough).
 */
const introductionAnswers = {
  he: [
    'אני בכיתה י״א ולומדת מתמטיקה ברמת 5 יחידות.',
    'המטרה שלי היא 90 בבגרות.',
    'קשה לי בנגזרות ובבעיות מילוליות.',
    'אני אוהבת הסברים קצרים עם דוגמאות.',
    'אני לומדת בערב, שעה ביום.',
    'זה הכול, תודה!',
  ],
  en: [
    'I am in grade 11 and study maths at the highest level.',
    'My goal is 90 in the final exam.',
    'Derivatives and word problems are hard for me.',
    'I like short explanations with examples.',
    'I study in the evening, an hour a day.',
    'That is all, thanks!',
  ],
} as const;

async function say(page: Page, lang: Lang, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: locales[lang].ui.input });
  await input.fill(text);
  await input.press('Enter');
  await page.getByRole('log').and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 30_000 });
}

/**
 * The chat's first message is the server's text `template` (content/tutor/<lang>/tutor.json) in the
 * interface language the client sent as Accept-Language: every fixed part of it, placeholders aside.
 */
async function checkOpening(page: Page, template: string, what: string): Promise<void> {
  const first = page.getByRole('log').locator('article').first();
  await first.waitFor({ timeout: 30_000 });
  const parts = template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The text content, not innerText: a markdown paragraph has `content-visibility: auto`, and right after the
  // message appears, before its first layout, innerText reads it as "" (what failed twice under load). A few
  // more reads while the message may still be filling in.
  const read = async () => ((await first.textContent()) ?? '').replace(/\s+/g, ' ');
  let shown = await read();
  for (let tries = 0; tries < 50 && !parts.every((part) => shown.includes(part)); tries += 1) {
    await page.waitForTimeout(100);
    shown = await read();
  }
  check(
    parts.every((part) => shown.includes(part)),
    `the ${what} is not in the interface language: "${shown}"`,
  );
}

/**
 * Every topic of the stored plan shows exactly what the plan holds: a bar with its value, or "not yet
 * assessed" — and a topic whose basis counts no evidence never carries a number.
 */
export async function checkPlanTopics(page: Page, lang: Lang, plan: LearningPlan): Promise<void> {
  check(plan.type !== 'student_plan', `a generated plan of the legacy shape`);
  const progress = plan.content.topic_progress ?? {};
  const basis = plan.content.topic_basis ?? {};
  const names = [...new Set([...Object.keys(progress), ...Object.keys(basis)])];
  check(names.length > 0, 'the generated plan lists no topic');
  const rows = page.locator('.hv-plan-topic');
  await rows.first().waitFor();
  check(
    (await rows.count()) === names.length,
    `${await rows.count()} topics shown, ${names.length} in the plan`,
  );
  for (const name of names) {
    const value = progress[name] ?? basis[name]?.mastery ?? null;
    if (basis[name]?.attempts === 0) check(value === null, `"${name}" has a value without evidence`);
    const row = rows.filter({ has: page.getByText(name, { exact: true }) });
    check((await row.count()) === 1, `the topic "${name}" is not shown once`);
    const bar = row.getByRole('progressbar');
    if (value === null) {
      check((await bar.count()) === 0, `"${name}" shows a bar without a value`);
      // Answers that have not moved the topic off the prior are counted but give no number yet.
      const label =
        (basis[name]?.attempts ?? 0) > 0 ? locales[lang].ui.notEnough : locales[lang].ui.notAssessed;
      check(await row.getByText(label).isVisible(), `"${name}" is not "${label}"`);
    } else {
      const shown = await bar.getAttribute('aria-valuenow');
      const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
      check(shown === String(percent), `"${name}" shows ${shown}%, the plan holds ${percent}%`);
    }
  }
}

/**
 * The chat-engine parts of issue #16 (the introduction, generate_plan, Time-Out routes of issue #12).
 * Expects a signed-in student with the math activities of `personalJourney` saved (or saves them).
 */
export async function personalChatJourney(page: Page, base: string, lang: Lang): Promise<void> {
  const t = locales[lang].personal;
  const step = stepper(lang);

  step('c1 Introduction chat to its summary');
  await openPersonalSpace(page, base, lang);
  await openSpaceCard(page, t.cards.introduction.title);
  await checkOpening(page, locales[lang].tutor.introduction.greeting, "introduction's first message");
  for (const [index, answer] of introductionAnswers[lang].entries()) {
    if (await page.getByText(t.introduction.complete).isVisible()) break;
    await say(page, lang, answer);
    if (index === 1) await shoot(page, lang, 'introduction-chat');
  }
  await page.getByText(t.introduction.complete).waitFor();
  await page.getByRole('heading', { level: 3, name: t.introduction.summaryTitle }).waitFor();
  check(
    await page.getByRole('textbox', { name: locales[lang].ui.input }).isDisabled(),
    'the input is still enabled after the summary',
  );
  await shoot(page, lang, 'introduction-summary');
  await checkA11y(page, `${lang} introduction-summary`);

  step('c2 a generated plan and its topic bars');
  const saved = (await apiAs(page, base, 'GET', '/api/auth/progress?course_id=high-school-math')) as {
    progress: unknown[];
  };
  if (saved.progress.length === 0) await saveActivities(page, base, lang);
  await backToSpace(page, lang);
  await openSpaceCard(page, t.cards.progress.title);
  await pickMath(page, lang);
  await page.getByRole('button', { name: t.plan.generate }).click();
  await page.getByText(t.plan.generated).waitFor({ timeout: 120_000 });
  const plans = (await apiAs(page, base, 'GET', '/api/chat/learning/plans')) as {
    learning_plans: LearningPlanRecord[];
  };
  const stored = plans.learning_plans.find((plan) => plan.course_id === 'high-school-math');
  check(stored, 'the plan was not stored');
  await checkPlanTopics(page, lang, stored.plan);
  await shoot(page, lang, 'progress-plan');
  await checkA11y(page, `${lang} progress-plan`);

  step('c3 Time-Out: start, two messages, Add Conversation');
  await page.goto(`${base}/#/timeout`);
  await page.getByRole('button', { name: t.timeout.start }).click();
  await page.getByRole('heading', { level: 1, name: t.timeout.assistantName }).waitFor({ timeout: 30_000 });
  await checkOpening(page, locales[lang].tutor.timeout.greeting, 'Time-Out greeting');
  await say(page, lang, lang === 'he' ? 'אני מרגישה לחץ לפני המבחן.' : 'I feel stressed before the test.');
  await say(page, lang, lang === 'he' ? 'ישנתי מעט השבוע.' : 'I slept very little this week.');
  check(
    (await page.getByRole('log').locator('article').count()) >= 4,
    'two messages did not get two replies',
  );
  await shoot(page, lang, 'timeout-chat');
  await checkA11y(page, `${lang} timeout-chat`);

  step('c3b the floating calculator and the 300 px drawing pad');
  const calculator = page.getByRole('button', { name: t.chat.calculator });
  await calculator.click();
  await page.getByRole('dialog', { name: t.chat.calculator }).waitFor();
  await shoot(page, lang, 'timeout-calculator');
  await checkA11y(page, `${lang} timeout-calculator`);
  await calculator.click();
  await page.getByRole('dialog', { name: t.chat.calculator }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: t.timeout.openDrawing }).click();
  const pad = page.getByRole('region', { name: t.timeout.drawing });
  const surface = pad.getByRole('img', { name: locales[lang].ui.canvas });
  await surface.waitFor();
  const height = (await surface.boundingBox())?.height;
  check(height === 300, `the drawing canvas is ${height} px high, not 300`);
  await shoot(page, lang, 'timeout-drawing');
  await checkA11y(page, `${lang} timeout-drawing`);
  await pad.getByRole('button', { name: locales[lang].ui.cancel }).click();
  await pad.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: t.timeout.addConversation }).click();
  await page.getByText(t.timeout.added).waitFor({ timeout: 120_000 });
  await shoot(page, lang, 'timeout-added');
  await checkA11y(page, `${lang} timeout-added`);

  step('c4 the summary is a system message of the course thread');
  const thread = (await apiAs(page, base, 'POST', '/api/chat/get_course_thread', {
    course_id: 'high-school-math',
    subject: 'Mathematics',
  })) as { messages: Array<{ role: string; content: unknown }> };
  const prefix = t.timeout.systemFormat.split('{summary}')[0]?.trim() ?? '';
  check(
    thread.messages.some(
      (message) => message.role === 'system' && JSON.stringify(message.content).includes(prefix),
    ),
    'the course thread has no system message with the Time-Out summary',
  );
}
