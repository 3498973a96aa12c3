import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { LearningPlan } from '../../../contract';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { nowIso } from '../time';

/** The demo accounts, seeded outside production only; their passwords are per install (below). */
export const demoProfiles = {
  admin: { email: 'admin@havruta.example', first_name: 'Dana', last_name: 'Admin', role: 'admin' },
  student: { email: 'student@havruta.example', first_name: 'Noa', last_name: 'Levi', role: 'student' },
} as const;

type DemoRole = keyof typeof demoProfiles;
export type DemoAccounts = {
  [R in DemoRole]: (typeof demoProfiles)[R] & { password: string };
};

const demoRoles = Object.keys(demoProfiles) as DemoRole[];

/**
 * The demo accounts with their passwords, generated once per data directory and kept in
 * `DATA_DIR/demo-accounts.json` (mode 0600), so they are never constants anyone could look up.
 */
export function demoAccountsFor(dataDir: string): DemoAccounts {
  const file = path.join(dataDir, 'demo-accounts.json');
  let stored: Partial<Record<DemoRole, unknown>> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<DemoRole, unknown>>;
  const passwords = {} as Record<DemoRole, string>;
  for (const role of demoRoles) {
    const kept = stored[role];
    passwords[role] =
      typeof kept === 'string' && kept.length >= 12 ? kept : randomBytes(12).toString('base64url');
  }
  if (demoRoles.some((role) => stored[role] !== passwords[role])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    admin: { ...demoProfiles.admin, password: passwords.admin },
    student: { ...demoProfiles.student, password: passwords.student },
  };
}

/** The e-mails of the demo accounts this database holds (production refuses to start with any). */
export async function findDemoAccounts(knex: Knex): Promise<string[]> {
  const emails = demoRoles.map((role) => demoProfiles[role].email);
  const rows: Array<{ email: string }> = await knex('users').select('email').whereIn('email', emails);
  return rows.map((row) => row.email);
}

/**
 * What `npm start` prints about each demo account: its generated password, or a note when the
 * account's password has been changed since (the seed never resets it).
 */
export async function describeDemoAccounts(knex: Knex, accounts: DemoAccounts): Promise<string[]> {
  const lines: string[] = [];
  for (const role of demoRoles) {
    const { email, password } = accounts[role];
    const row = await knex('users')
      .select('password_hash')
      .where({ email })
      .first<{ password_hash: string } | undefined>();
    const current = row !== undefined && (await verifyPassword(row.password_hash, password));
    lines.push(
      `${role.padEnd(7)} ${email}  password: ${current ? password : '(changed since it was generated)'}`,
    );
  }
  return lines;
}

const demoPlan: LearningPlan = {
  type: 'learning_plan',
  generated_at: '2026-01-15T09:00:00.000Z',
  content: {
    topic_progress: { 'משוואות ריבועיות': 0.7, פונקציות: 0.45, הסתברות: 0.2 },
    student_plan: [
      {
        type: 'section',
        title: 'חזרה על משוואות ריבועיות',
        text: 'שלושה תרגילים ביום על נוסחת השורשים ועל פירוק לגורמים.',
      },
      { type: 'section', title: 'חקירת פונקציות', text: 'תחום הגדרה, נקודות קיצון ותחומי עלייה וירידה.' },
      { type: 'text', text: 'מומלץ לפתור מבחן כניסה בסוף השבוע כדי למדוד התקדמות.' },
    ],
  },
};

/** Idempotent: creates the two accounts once (never resets a changed password) and their courses. */
export async function seedDemoAccounts(knex: Knex, accounts: DemoAccounts): Promise<void> {
  const school = await knex('schools')
    .select('id')
    .where('active', true)
    .orderBy('id')
    .first<{ id: number } | undefined>();
  const courseIds = (await knex('courses').select('id').where('active', true).orderBy('position')).map(
    (row: { id: string }) => row.id,
  );
  const now = nowIso();
  for (const account of Object.values(accounts)) {
    const existing = await knex('users')
      .select('id')
      .where({ email: account.email })
      .first<{ id: number } | undefined>();
    if (!existing) {
      await knex('users')
        .insert({
          email: account.email,
          password_hash: await hashPassword(account.password),
          first_name: account.first_name,
          last_name: account.last_name,
          role: account.role,
          birthdate: account.role === 'student' ? '2009-03-14' : null,
          school_id: account.role === 'student' ? (school?.id ?? null) : null,
          subject: account.role === 'student' ? 'מתמטיקה' : null,
          school_year: account.role === 'student' ? '11' : null,
          email_verified_at: now,
          approved_at: now,
        })
        .onConflict('email')
        .ignore();
    }
    const user = await knex('users').select('id').where({ email: account.email }).first<{ id: number }>();
    if (courseIds.length > 0) {
      await knex('user_courses')
        .insert(courseIds.map((course_id) => ({ user_id: user.id, course_id })))
        .onConflict(['user_id', 'course_id'])
        .ignore();
    }
    if (account.role === 'student' && courseIds.includes('high-school-math')) {
      await knex('learning_plans')
        .insert({
          user_id: user.id,
          course_id: 'high-school-math',
          plan: JSON.stringify(demoPlan),
          created_at: now,
          updated_at: now,
        })
        .onConflict(['user_id', 'course_id'])
        .ignore();
    }
  }
}
