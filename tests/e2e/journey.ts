/**
 * The browser journey of accounts §2–§4 against the real server (built app, Koa API, SQLite in a temp
 * DATA_DIR): landing → sign up → the verification link from /api/dev/mail → the approval link → login
 * → dashboard greeting → course modal → pick a course → /learning. Runs in Hebrew and in English.
 * `npx tsx tests/e2e/journey.ts` (the `e2e` step of `npm test`); exits 1 on the first failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DevMail } from '../../backend/contract';
import enAuth from '../../content/locales/en/auth.json';
import enDashboard from '../../content/locales/en/dashboard.json';
import enLanding from '../../content/locales/en/landing.json';
import heAuth from '../../content/locales/he/auth.json';
import heDashboard from '../../content/locales/he/dashboard.json';
import heLanding from '../../content/locales/he/landing.json';
import { appBuildIsStale, buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { freePort } from '../../scripts/lib/free-port';
import { learningJourney } from './learning';

type Lang = 'he' | 'en';
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

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function mailLink(
  base: string,
  to: string | undefined,
  route: string,
  mention: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/#/${route}\\?token=[^\\s"<>]+`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const response = await fetch(`${base}/api/dev/mail${query}`);
    check(response.ok, `GET /api/dev/mail answered ${response.status}`);
    const { mails } = (await response.json()) as { mails: unknown[] };
    for (const raw of mails) {
      const mail = DevMail.parse(raw);
      const link = pattern.exec(mail.text)?.[0];
      if (link && mail.text.includes(mention)) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a /#/${route} link mentioning ${mention}`);
}

async function journey(page: Page, base: string, lang: Lang): Promise<void> {
  const t = locales[lang];
  const student = students[lang];
  const email = `e2e.${lang}.${Date.now()}@example.com`;
  const step = (name: string) => console.log(`[e2e:${lang}] ${name}`);

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

  step('7 course modal');
  await page.getByRole('button', { name: new RegExp(t.dashboard.spaces.learning.title) }).click();
  const dialog = page.getByRole('dialog', { name: t.dashboard.courses.title });
  await dialog.waitFor();
  const math = dialog.getByRole('button', {
    name: new RegExp(t.dashboard.courses.catalogue.highSchoolMath.name.replace(/[()]/g, '\\$&')),
  });
  await math.waitFor();

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

const root = process.cwd();
const env = { ...process.env };
if (appBuildIsStale(root)) {
  console.log('[e2e] building the app…');
  await buildApp(root);
}
// Imported after the build: Vite sets NODE_ENV=production in this process, and the config reads env.
const { loadConfig } = await import('../../backend/src/config');
const { startServer } = await import('../../backend/src/server');

const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-e2e-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const running = await startServer(
  loadConfig({
    ...env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'silent',
  }),
);
const executable = await findChromium();
const browser = await chromium.launch({
  executablePath: executable.path,
  args: chromiumArgs,
  headless: true,
});
let failed = false;
try {
  for (const lang of ['he', 'en'] as const) {
    const started = performance.now();
    const context = await browser.newContext({ locale: lang === 'he' ? 'he-IL' : 'en-US' });
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await journey(page, base, lang);
      await learningJourney(page, base, lang);
      check(errors.length === 0, `page errors: ${errors.join('; ')}`);
      console.log(`[e2e:${lang}] ✓ journey passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failed = true;
      const shot = path.join(tmpdir(), `havruta-e2e-${lang}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.error(
        `[e2e:${lang}] ✗ ${error instanceof Error ? error.message : String(error)} (screenshot ${shot})`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
