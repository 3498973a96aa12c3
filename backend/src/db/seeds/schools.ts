import type { Knex } from 'knex';

interface SchoolSeed {
  name: string;
  city: string;
  kind: 'high_school' | 'university';
  active: boolean;
}

/** Israeli high schools and universities offered at registration. Inactive rows are kept but not listed. */
export const schoolSeeds: readonly SchoolSeed[] = [
  { name: 'הגימנסיה העברית הרצליה', city: 'תל אביב-יפו', kind: 'high_school', active: true },
  { name: 'תיכון עירוני א׳', city: 'תל אביב-יפו', kind: 'high_school', active: true },
  { name: 'תיכון אליאנס', city: 'תל אביב-יפו', kind: 'high_school', active: true },
  { name: 'הגימנסיה העברית רחביה', city: 'ירושלים', kind: 'high_school', active: true },
  { name: 'תיכון ליד״ה', city: 'ירושלים', kind: 'high_school', active: true },
  { name: 'בית הספר הריאלי העברי', city: 'חיפה', kind: 'high_school', active: true },
  { name: 'תיכון אהל שם', city: 'רמת גן', kind: 'high_school', active: true },
  { name: 'תיכון בליך', city: 'רמת גן', kind: 'high_school', active: true },
  { name: 'מקיף ו׳', city: 'באר שבע', kind: 'high_school', active: true },
  { name: 'תיכון הדרים', city: 'הוד השרון', kind: 'high_school', active: true },
  { name: 'אורט אלון', city: 'יוקנעם עילית', kind: 'high_school', active: true },
  { name: 'תיכון מקיף עמל נתניה', city: 'נתניה', kind: 'high_school', active: false },
  { name: 'האוניברסיטה העברית בירושלים', city: 'ירושלים', kind: 'university', active: true },
  { name: 'אוניברסיטת תל אביב', city: 'תל אביב-יפו', kind: 'university', active: true },
  { name: 'הטכניון – מכון טכנולוגי לישראל', city: 'חיפה', kind: 'university', active: true },
  { name: 'אוניברסיטת בן-גוריון בנגב', city: 'באר שבע', kind: 'university', active: true },
  { name: 'אוניברסיטת בר-אילן', city: 'רמת גן', kind: 'university', active: true },
  { name: 'אוניברסיטת חיפה', city: 'חיפה', kind: 'university', active: true },
  { name: 'האוניברסיטה הפתוחה', city: 'רעננה', kind: 'university', active: true },
  { name: 'אוניברסיטת אריאל בשומרון', city: 'אריאל', kind: 'university', active: true },
  { name: 'מכון ויצמן למדע', city: 'רחובות', kind: 'university', active: false },
];

/** Idempotent: re-running updates the rows by name and never duplicates them. */
export async function seedSchools(knex: Knex): Promise<void> {
  await knex('schools').insert(schoolSeeds).onConflict('name').merge(['city', 'kind', 'active']);
}
