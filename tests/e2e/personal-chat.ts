/**
 * The personal space's chat-engine journey (tests/e2e/personal.ts `personalChatJourney`) on its own,
 * against the real server: a student is signed up over the API (register → verification link →
 * approval link from /api/dev/mail), logs in through the page, and runs the Introduction, the plan
 * generation and Time-Out, in Hebrew and in English.
 *
 *   npx tsx tests/e2e/personal-chat.ts
 *
 * NOT part of `npm test` yet: it needs the routes of issue #12 (introduction, chat, generate_plan,
 * generate_timeout_summary, inject_summary). docs/screens.md says how to switch it on.
 */
import type { Page } from 'playwright-core';
import { apiAs, check, mailLink, runJourneys, type Lang } from './harness';
import { personalChatJourney } from './personal';

const password = 'e2e-strong-password-2';

async function post(base: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  check(response.ok, `POST ${path} answered ${response.status}`);
}

/** A verified, approved student, signed in through the login form. */
async function signedInStudent(page: Page, base: string, lang: Lang): Promise<void> {
  const email = `e2e.chat.${lang}.${Date.now()}@example.com`;
  const { schools } = (await (await fetch(`${base}/api/auth/schools`)).json()) as {
    schools: { id: number }[];
  };
  check(schools[0], 'no school to register with');
  await post(base, '/api/auth/register', {
    email,
    password,
    first_name: lang === 'he' ? 'נועם' : 'noam',
    last_name: lang === 'he' ? 'שחר' : 'shahar',
    birthdate: '2008-09-01',
    school_id: schools[0].id,
    school_year: '11',
    subject: 'מתמטיקה',
  });
  const token = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '';
  await post(base, '/api/auth/verify-email', {
    token: token(await mailLink(base, email, 'verify-email', 'verify-email')),
  });
  await post(base, '/api/auth/approve-user', {
    token: token(await mailLink(base, undefined, 'admin/approve-user', email)),
  });
  await page.goto(`${base}/#/login`);
  await page.reload();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/dashboard$/);
  await apiAs(page, base, 'GET', '/api/auth/validate');
}

await runJourneys('e2e:personal-chat', async (page, base, lang) => {
  await signedInStudent(page, base, lang);
  await personalChatJourney(page, base, lang);
});
