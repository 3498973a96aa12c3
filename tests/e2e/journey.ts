/**
 * The browser journey of docs/requirements.md#accounts-screens, #accounts-entities, #accounts-states against the real server (built app, Koa API, SQLite in a temp
 * DATA_DIR): landing → sign up → the verification link from /api/dev/mail → the approval link → login
 * → dashboard greeting → course modal → pick a course → /learning, then the personal space as that
 * student, its Introduction chat, a generated plan and Time-Out (tests/e2e/personal.ts), then back to
 * /learning for the learning space's journey (tests/e2e/learning.ts) and its keyboard-only path
 * (tests/e2e/keyboard.ts). Runs in Hebrew and in English on a desktop window, then the phone runs, Hebrew
 * and English at 390×844 (tests/e2e/phone.ts). axe-core checks every signed-in screen on the way (tests/e2e/a11y.ts).
 * `npx tsx tests/e2e/journey.ts` (the `e2e` step of `npm test`); exits 1 when a run fails.
 * `E2E_RUNS=phone-he` (comma-separated run names: he, en, phone-he, phone-en) runs only those.
 */
import type { Page } from 'playwright-core';
import enAuth from '../../content/locales/en/auth.json';
import enDashboard from '../../content/locales/en/dashboard.json';
import enLanding from '../../content/locales/en/landing.json';
import heAuth from '../../content/locales/he/auth.json';
import heDashboard from '../../content/locales/he/dashboard.json';
import heLanding from '../../content/locales/he/landing.json';
import { checkA11y } from './a11y';
import { check, label, mailLink, phone, runJourneys, stepper, type JourneyRun, type Lang } from './harness';
import { keyboardJourney } from './keyboard';
import { learningJourney } from './learning';
import { personalChatJourney, personalJourney } from './personal';
import { phoneJourney } from './phone';

const locales = {
  he: { auth: heAuth, dashboard: heDashboard, landing: heLanding },
  en: { auth: enAuth, dashboard: enDashboard, landing: enLanding },
} as const;
// Lower-case first names show the greeting's capitalisation (a no-op for Hebrew letters).
const students = {
  he: { first: 'מאיה', last: 'ברק', greeting: 'שלום, מאיה!' },
  en: { first: 'maya', last: 'barak', greeting: 'Hello, Maya!' },
} as const;
const password = 'e2e-strong-password-1';

async function journey(page: Page, base: string, lang: Lang): Promise<void> {
  const t = locales[lang];
  const student = students[lang];
  const email = `e2e.${lang}.${Date.now()}@example.com`;
  const step = stepper(lang);

  step('1 landing');
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  check((await page.getAttribute('html', 'dir')) === (lang === 'he' ? 'rtl' : 'ltr'), 'wrong <html dir>');

  step('2 sign up');
  await page.getByRole('link', { name: t.landing.actions.signup, exact: true }).first().click();
  await page.waitForURL(/#\/login\?signup=true$/);
  await page.getByRole('heading', { level: 1, name: t.auth.register.title }).waitFor();
  await page.getByRole('textbox', { name: label(t.auth.register.firstName) }).fill(student.first);
  await page.getByRole('textbox', { name: label(t.auth.register.lastName) }).fill(student.last);
  await page.getByLabel(label(t.auth.register.birthdate)).fill('2008-05-01');
  await page.getByRole('textbox', { name: label(t.auth.register.email) }).fill(email);
  const school = page.getByRole('combobox', { name: lang === 'he' ? 'בית ספר' : 'School', exact: true });
  await school.and(page.locator(':enabled')).waitFor();
  await school.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: label(t.auth.register.schoolYear) }).selectOption('12');
  await page.getByLabel(label(t.auth.register.password), { exact: false }).first().fill(password);
  await page.getByLabel(label(t.auth.register.confirmPassword)).fill(password);
  await page.getByRole('textbox', { name: label(t.auth.register.subject) }).fill('מתמטיקה');
  await page.getByRole('button', { name: t.auth.register.submit, exact: true }).click();
  await page.waitForURL(/#\/verify-email$/);
  await page.getByRole('heading', { level: 1, name: t.auth.verify.checkTitle }).waitFor();

  step('3 verification link from /api/dev/mail');
  const verifyLink = await mailLink(base, email, 'verify-email', 'verify-email');
  await page.goto(verifyLink);
  await page.getByText(t.auth.verify.success).waitFor();
  await page.waitForURL(/#\/login$/, { timeout: 5000 });
  await page.getByText(t.auth.notices.emailVerified).waitFor();

  step('4 approval link');
  const approveLink = await mailLink(base, undefined, 'admin/approve-user', email);
  await page.goto(approveLink);
  await page.getByText(t.auth.approve.success).waitFor();

  step('5 login');
  await page.goto(`${base}/#/login`);
  await page.getByRole('textbox', { name: label(t.auth.login.email) }).fill(email);
  await page.getByLabel(label(t.auth.login.password)).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();

  step('6 dashboard greeting');
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: student.greeting }).waitFor();
  check(await page.evaluate(() => localStorage.getItem('access_token')), 'no access_token after login');
  await checkA11y(page, 'dashboard');

  step('7 course modal');
  await page.getByRole('button', { name: new RegExp(t.dashboard.spaces.learning.title) }).click();
  const dialog = page.getByRole('dialog', { name: t.dashboard.courses.title });
  await dialog.waitFor();
  const math = dialog.getByRole('button', {
    name: new RegExp(t.dashboard.courses.catalogue.highSchoolMath.name.replace(/[()]/g, '\\$&')),
  });
  await math.waitFor();
  await checkA11y(page, 'course modal');

  step('8 pick a course');
  await math.click();

  step('9 arrive at /learning');
  await page.waitForURL(/#\/learning$/);
  const stored = await page.evaluate(() => localStorage.getItem('selectedCourse'));
  check(
    stored && (JSON.parse(stored) as { id?: string }).id === 'high-school-math',
    `selectedCourse is ${stored}`,
  );
}

// The accounts journey, the personal space and Time-Out as the student it signed up (tests/e2e/personal.ts,
// whose progress summary counts exactly the activities it saves), then the learning space (tests/e2e/learning.ts,
// which opens /learning again and counts only what it saves itself) and its keyboard-only path.
const desktop = async (page: Page, base: string, lang: Lang) => {
  await journey(page, base, lang);
  await personalJourney(page, base, lang);
  await personalChatJourney(page, base, lang);
  await learningJourney(page, base, lang);
  await keyboardJourney(page, base, lang);
};
const runs: JourneyRun[] = [
  { name: 'he', lang: 'he', journey: desktop },
  { name: 'en', lang: 'en', journey: desktop },
  { name: 'phone-he', lang: 'he', device: phone, journey: phoneJourney },
  { name: 'phone-en', lang: 'en', device: phone, journey: phoneJourney },
];
const only = process.env.E2E_RUNS?.split(',').map((name) => name.trim());
await runJourneys(
  'e2e',
  runs.filter((run) => !only || only.includes(run.name)),
);
