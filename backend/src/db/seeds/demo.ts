import type { Knex } from 'knex';
import type { LearningPlan } from '../../../contract';
import { hashPassword } from '../../services/passwords';
import { nowIso } from '../time';

/** Fixed demo accounts, seeded outside production only; `npm start` prints them in development. */
export const demoAccounts = {
  admin: {
    email: 'admin@havruta.example',
    password: 'Havruta-Admin-2026',
    first_name: 'Dana',
    last_name: 'Admin',
    role: 'admin',
  },
  student: {
    email: 'student@havruta.example',
    password: 'Havruta-Student-2026',
    first_name: 'Noa',
    last_name: 'Levi',
    role: 'student',
  },
} as const;

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
export async function seedDemoAccounts(knex: Knex): Promise<void> {
  const school = await knex('schools')
    .select('id')
    .where('active', true)
    .orderBy('id')
    .first<{ id: number } | undefined>();
  const courseIds = (await knex('courses').select('id').where('active', true).orderBy('position')).map(
    (row: { id: string }) => row.id,
  );
  const now = nowIso();
  for (const account of Object.values(demoAccounts)) {
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
