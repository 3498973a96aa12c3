import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { fileURLToPath } from 'node:url';
import { answerKey, checkPracticeAnswer } from '../../../domain/answer';
import { buildLearningPlan, type PlanSentences } from '../../../domain/mastery';
import type { ProgressRow } from '../../repositories/progress';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { toProgressRecord } from '../../services/progress';
import { courseLibrary } from '../../tutor/course-content';
import { evidenceFromProgress } from '../../tutor/evidence';
import { courseMap } from '../../tutor/outline';
import { sentences } from '../../tutor/solver';
import { nowIso } from '../time';

/** content/ of this checkout (config.contentDir is the same folder). */
const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

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

/**
 * The demo student's practice answers in the math course: real problems of the course files, some
 * right and some wrong. The demo's learning plan is computed from them by the mastery model, so it
 * shows only what this evidence supports ("not yet assessed" everywhere else).
 */
const demoAnswers: ReadonlyArray<{ subject: string; problem: string; answer: string; at: string }> = [
  { subject: 'algebra', problem: 'alg-2', answer: '9', at: '2026-01-12T16:00:00.000Z' },
  { subject: 'algebra', problem: 'alg-6', answer: '4', at: '2026-01-12T16:05:00.000Z' },
  { subject: 'functions', problem: 'fn-2', answer: '-7', at: '2026-01-13T17:00:00.000Z' },
  { subject: 'functions', problem: 'fn-6', answer: '10', at: '2026-01-13T17:06:00.000Z' },
  { subject: 'functions', problem: 'fn-8', answer: '25', at: '2026-01-13T17:12:00.000Z' },
];

/** An earlier seed stored a plan with invented numbers; it is replaced by the computed one. */
const inventedPlanMarker = '%"generated_at":"2026-01-15T09:00:00.000Z"%';

/** The demo student's answers (once, by client id) and the plan the mastery model makes of them. */
async function seedDemoEvidence(knex: Knex, userId: number): Promise<void> {
  const courseId = 'high-school-math';
  const course = await courseLibrary(contentDir).get(courseId);
  if (!course) return;
  await knex('activity_progress')
    .insert(
      demoAnswers.map((item) => {
        const entry = course.problems.find(({ problem }) => problem.id === item.problem);
        const verdict = entry ? checkPracticeAnswer(entry.problem, item.answer) : null;
        const right = verdict?.verdict === 'correct';
        return {
          user_id: userId,
          course_id: courseId,
          activity_type: 'practice',
          activity_id: `${item.subject}-${item.problem}`,
          score: right ? 100 : 0,
          time_spent: 90,
          answers: JSON.stringify([
            {
              userAnswer: item.answer,
              correctAnswer: entry ? answerKey(entry.problem) : null,
              isCorrect: right,
            },
          ]),
          completed: true,
          client_id: `demo-${item.problem}`,
          created_at: item.at,
        };
      }),
    )
    .onConflict(['user_id', 'client_id'])
    .ignore();
  const rows: ProgressRow[] = await knex('activity_progress').where({ user_id: userId, course_id: courseId });
  const evidence = evidenceFromProgress(course, rows.map(toProgressRecord));
  const at = evidence.at(-1)?.at ?? nowIso();
  const { plan } = buildLearningPlan(
    courseMap(course).outline,
    evidence,
    sentences('he', 'plan') as PlanSentences,
    at,
  );
  await knex('learning_plans')
    .where({ user_id: userId, course_id: courseId })
    .andWhere('plan', 'like', inventedPlanMarker)
    .delete();
  await knex('learning_plans')
    .insert({
      user_id: userId,
      course_id: courseId,
      plan: JSON.stringify(plan),
      created_at: at,
      updated_at: at,
    })
    .onConflict(['user_id', 'course_id'])
    .ignore();
}

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
      await seedDemoEvidence(knex, user.id);
    }
  }
}
