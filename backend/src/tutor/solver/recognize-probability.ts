/**
 * Probability asked in words (math lessons 7 and 21; docs/tutor.md, "Probability in words"): a committee or
 * a draw without replacement from named groups, the sum of two dice, counts of two overlapping sets, a coin
 * or a die thrown n times, guessing on a multiple-choice test, a tree given as "when … x%, when not … y%",
 * the addition rule with "at least one of the two", and the normal distribution's word problems (a top or
 * bottom share's cut-off, σ or μ from a share, a count out of a group, a binomial count of a normal event).
 * Pure string work: the numbers are read only from these templates, else null (the other matchers go on).
 */
import type { CountingRequest, DrawEvent, Group, SetsQuestion } from './combinatorics';
import type { NormalEvent, NormalProblem } from './normal-problems';
import type { ProbabilityProblem } from './probability';
import type { NormalRequest } from './statistics';
import type { Relation } from './statistics-distributions';

export type ProbabilityWordsRequest =
  | ({ kind: 'counting' } & CountingRequest)
  | ({ kind: 'normal-problem' } & NormalProblem)
  | { kind: 'probability'; problem: ProbabilityProblem }
  | { kind: 'binomial'; n: number; p: number; relation: Relation; k: number }
  | ({ kind: 'normal' } & NormalRequest)
  /** "at least 2 of them" of a normal event, with no group size to read: never the tail P(X ≥ 2) */
  | { kind: 'unsupported-kind'; of: 'normal-binomial' };

/** Numbers written as words, Hebrew (both genders, construct forms) and English. */
const WORDS: Readonly<Record<string, number>> = {
  אחד: 1,
  אחת: 1,
  שניים: 2,
  שתיים: 2,
  שני: 2,
  שתי: 2,
  שלוש: 3,
  שלושה: 3,
  שלושת: 3,
  ארבע: 4,
  ארבעה: 4,
  ארבעת: 4,
  חמש: 5,
  חמישה: 5,
  חמשת: 5,
  שש: 6,
  שישה: 6,
  ששת: 6,
  שבע: 7,
  שבעה: 7,
  שמונה: 8,
  תשע: 9,
  תשעה: 9,
  עשר: 10,
  עשרה: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COUNT = `(\\d+|${Object.keys(WORDS).join('|')})`;
const countOf = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  if (/^\d+$/.test(text)) return Number(text);
  return WORDS[text.toLowerCase()] ?? null;
};

/** The question sentences: those that ask for a probability. */
const ASKS = /הסתברות|סיכוי|probab|chance|odds|\bP\s*\(/i;
const sentencesOf = (message: string) => message.split(/(?<=[.?!;])\s+|\n+|(?:^|\s)-\s/).filter(Boolean);
const HEBREW_PREFIX = /^[ושהבלמכ]{1,3}/;

// ---- groups of a draw --------------------------------------------------------------------------

/** The kinds of items a group is named by: a colour, girls or boys, winning or defective. */
const CATEGORIES: ReadonlyArray<[string, RegExp]> = [
  ['red', /^(?:אדו(?:ם|מים|מה|מות)|red)$/i],
  ['blue', /^(?:כחו(?:ל|לים|לה|לות)|blue)$/i],
  ['green', /^(?:ירו(?:ק|קים|קה|קות)|green)$/i],
  ['white', /^(?:לב(?:ן|נים|נה|נות)|white)$/i],
  ['black', /^(?:שחו(?:ר|רים|רה|רות)|black)$/i],
  ['yellow', /^(?:צהו(?:ב|בים|בה|בות)|yellow)$/i],
  ['girls', /^(?:בנות|בת|נשים|אישה|אשה|girls?|wom[ae]n)$/i],
  ['boys', /^(?:בנים|בן|גברים|גבר|boys?|m[ae]n)$/i],
  ['winning', /^(?:זוכ(?:ה|ים|ות)|winning|winners?|wins?)$/i],
  ['defective', /^(?:פגו(?:ם|מים|מה|מות)|defective|faulty)$/i],
];

function categoryOf(word: string): string | null {
  const bare = word.replace(/[^\p{L}]/gu, '');
  for (const candidate of [bare, bare.replace(HEBREW_PREFIX, '')])
    for (const [name, pattern] of CATEGORIES) if (pattern.test(candidate)) return name;
  return null;
}

const ITEM_NOUN =
  '(?:כדורים|עטים|גולות|כרטיסים|קלפים|פתקים|סוכריות|פריטים|מוצרים|balls|marbles|pens|tickets|cards|candies|items|products)';

/** "10 בנים ו-8 בנות", "5 כדורים אדומים ו-3 כחולים", "6 men and 4 women", "12 כרטיסים, 3 מהם זוכים". */
function groupsOf(message: string): Array<Group & { category: string }> | null {
  const found: Array<Group & { category: string }> = [];
  const named = new RegExp(`(\\d+)\\s+(?:${ITEM_NOUN}\\s+)?([\\p{L}"]+)`, 'giu');
  for (const m of message.matchAll(named)) {
    const category = categoryOf(m[2] ?? '');
    if (category && !found.some((g) => g.category === category))
      found.push({ name: m[2] ?? '', count: Number(m[1]), category });
  }
  if (found.length >= 2) return found;
  // "12 כרטיסים, ו-3 מהם זוכים": the named part of a whole; the rest is the other group
  const part = new RegExp(
    `(\\d+)\\s+${ITEM_NOUN}[^.?]{0,12}?(\\d+)\\s+(?:מהם|מהן|of\\s+them)\\s+(?:are\\s+)?([\\p{L}]+)`,
    'iu',
  ).exec(message);
  const category = categoryOf(part?.[3] ?? '');
  if (!part || !category) return null;
  const whole = Number(part[1]);
  const some = Number(part[2]);
  if (some > whole) return null;
  return [
    { name: part[3] ?? '', count: some, category },
    { name: /[\u05D0-\u05EA]/.test(message) ? 'אחרים' : 'others', count: whole - some, category: 'other' },
  ];
}

/** How many are chosen or drawn. */
function drawsOf(message: string): number | null {
  const patterns = [
    new RegExp(`(?:ועדה|משלחת|נבחרת)\\s+(?:של\\s+)?${COUNT}`, 'i'),
    new RegExp(`(?:committee|team|delegation)\\s+of\\s+${COUNT}`, 'i'),
    new RegExp(
      `(?:מוציאים|שולפים|בוחרים|לוקחים|קונה|קונים|מוציא|שולף|בוחר|לוקח|מוציאה|שולפת|בוחרת|קניתי|קנה|קנתה|קנו|בחרתי|שלפתי|הוצאתי|לקחתי)\\s+(?:באקראי\\s+)?(?:בזה\\s+אחר\\s+זה\\s+)?${COUNT}(?![\\d.])`,
      'i',
    ),
    new RegExp(`${COUNT}\\s+(?:הוצאות|שליפות|draws)`, 'i'),
    new RegExp(
      `(?:draws?|drew|picks?|picked|chooses?|chose|takes?|took|selects?|selected|buys?|bought)(?:\\s+out)?\\s+(?:at\\s+random\\s+)?${COUNT}(?![\\d.])`,
      'i',
    ),
    new RegExp(`${COUNT}\\s+(?:\\w+\\s+)?(?:are|is)\\s+(?:drawn|picked|chosen|taken|selected)`, 'i'),
  ];
  for (const pattern of patterns) {
    const value = countOf(pattern.exec(message)?.[1]);
    if (value !== null) return value;
  }
  return null;
}

/** The groups a clause names, in order. */
function mentioned(clause: string, groups: ReadonlyArray<{ category: string }>): number[] {
  return clause
    .split(/\s+/)
    .map((word) => categoryOf(word))
    .map((category) => groups.findIndex((g) => g.category === category))
    .filter((index) => index >= 0);
}

const CONDITION = /\s*,?\s*(?:אם\s+ידוע\s+ש|אם\s+|בהינתן\s+ש?|כשידוע\s+ש|given\s+(?:that\s+)?|if\s+)/i;
const FIRST = /הראשון(?![\u05D0-\u05EA])|הראשונה(?![\u05D0-\u05EA])|\bfirst\b/i;
const SECOND = /השני(?![\u05D0-\u05EA])|השנייה(?![\u05D0-\u05EA])|\bsecond\b/i;

function drawEvent(sentence: string, groups: ReadonlyArray<{ category: string }>): DrawEvent | null {
  if (/(?:ב)?אותו\s+(?:ה)?צבע|same\s+colou?r/i.test(sentence)) return { event: 'same' };
  if (/צבעים\s+שונים|שונים\s+בצבע|different\s+colou?rs|not\s+the\s+same\s+colou?r/i.test(sentence))
    return { event: 'different' };
  const condition = CONDITION.exec(sentence);
  if (condition && (FIRST.test(sentence) || SECOND.test(sentence))) {
    const target = sentence.slice(0, condition.index);
    const given = sentence.slice(condition.index + condition[0].length);
    const [group] = mentioned(target, groups);
    const [other] = mentioned(given, groups);
    if (group === undefined || other === undefined) return null;
    if (SECOND.test(target) && FIRST.test(given)) return { event: 'second-given-first', group, first: other };
    if (FIRST.test(target) && SECOND.test(given))
      return { event: 'first-given-second', group, second: other };
    return null;
  }
  const exactly = new RegExp(`(?:בדיוק|exactly)\\s+${COUNT}\\s+([\\s\\S]*)`, 'i').exec(sentence);
  if (exactly) {
    const [group] = mentioned((exactly[2] ?? '').split(/\s+/).slice(0, 2).join(' '), groups);
    const k = countOf(exactly[1]);
    return group === undefined || k === null ? null : { event: 'exactly', group, k };
  }
  const atLeast =
    /(?:לפחות|at\s+least)\s+(?:(?:אחד|אחת|one|1)\s+)?((?:\S+\s+){0,2}\S+)/i.exec(sentence) ??
    /(?:\S+\s+)(?:אחד|אחת)\s+לפחות/i.exec(sentence);
  if (atLeast) {
    if (
      !/(?:לפחות|at\s+least)\s+(?:אחד|אחת|one|1)(?![\u05D0-\u05EA\w])|לפחות\s+\S+\s+(?:אחד|אחת)|(?:אחד|אחת)\s+לפחות/i.test(
        sentence,
      )
    )
      return null;
    const [group] = mentioned(atLeast[0], groups);
    return group === undefined ? null : { event: 'at-least-one', group };
  }
  if (SECOND.test(sentence) && !FIRST.test(sentence)) {
    const [group] = mentioned(sentence.slice(sentence.search(SECOND)), groups);
    return group === undefined ? null : { event: 'second', group };
  }
  const all =
    /(?:^|[\s\u05e9])(?:כל|כולם|כולן|שניהם|שניהן|שני|שתי|both|all)(?![\u05D0-\u05EA])([\s\S]*)/i.exec(
      sentence,
    );
  if (all) {
    const [group] = mentioned(all[1] ?? '', groups);
    return group === undefined ? null : { event: 'all', group };
  }
  return null;
}

function draw(message: string): ProbabilityWordsRequest | null {
  if (
    /עם\s+החזרה|with\s+replacement/i.test(message) &&
    !/(?:בלי|ללא)\s+החזרה|without\s+replacement/i.test(message)
  )
    return null;
  if (/קובי|dice|\bdie\b|מטבע|coin|נורמלי|normal/i.test(message)) return null;
  const groups = groupsOf(message);
  const draws = drawsOf(message);
  if (!groups || draws === null) return null;
  const events = sentencesOf(message)
    .filter((sentence) => ASKS.test(sentence) || /^(?:את\s+ה|ומה|מה\s+ה)/.test(sentence))
    .flatMap((sentence) => sentence.split(/\s(?=ומה\s)/))
    .map((sentence) => drawEvent(sentence, groups));
  if (events.length === 0 || events.some((event) => event === null)) return null;
  return {
    kind: 'counting',
    problem: 'draw',
    groups: groups.map(({ name, count }) => ({ name, count })),
    draws,
    events: events.filter((event): event is DrawEvent => event !== null),
  };
}

// ---- two dice ----------------------------------------------------------------------------------

function relationNear(text: string): Relation {
  if (/לפחות|at\s+least|≥|>=|\\ge|or\s+more|ומעלה|או\s+יותר/i.test(text)) return '>=';
  if (/לכל\s+היותר|at\s+most|≤|<=|\\le|or\s+less|או\s+פחות/i.test(text)) return '<=';
  if (/גדול\s+מ|יותר\s+מ|מעל|greater\s+than|more\s+than|over|above|higher\s+than|>/i.test(text)) return '>';
  if (/קטן\s+מ|פחות\s+מ|מתחת|less\s+than|smaller\s+than|under|below|lower\s+than|</i.test(text)) return '<';
  return '=';
}

function dice(message: string): ProbabilityWordsRequest | null {
  if (
    !/(?:שתי|2|two|זוג|pair\s+of)\s+(?:fair\s+|הוגנות\s+)?(?:קוביות|dice)|(?:קוביות|dice)\s+(?:הוגנות\s+)?(?:שתיים|2)/i.test(
      message,
    )
  )
    return null;
  const sum = /(?:סכום|sum|total)([^\d]{0,40}?)(\d+)(?![\d.])((?:\s+\S+){0,2})/i.exec(message);
  if (!sum) return null;
  const relation = relationNear(`${sum[1] ?? ''} ${sum[3] ?? ''}`);
  return { kind: 'counting', problem: 'dice', relation, total: Number(sum[2]) };
}

// ---- counts of two overlapping sets ------------------------------------------------------------

const BOTH = /(?:גם\s+\S+\s+וגם|בשניהם|בשניהן|את\s+שניהם|את\s+שניהן|שניהם|שניהן|both)/i;

function sets(message: string): ProbabilityWordsRequest | null {
  const numbers = [...message.matchAll(/(?<![\d.])(\d+)(?![\d.%])/g)];
  if (numbers.length !== 4 || /%|אחוז|percent|קובי|dice|coin|מטבע|נורמלי|normal/i.test(message)) return null;
  const [total, a, b, both] = numbers.map((m) => Number(m[1]));
  const after = (i: number) => {
    const m = numbers[i];
    const start = (m?.index ?? 0) + (m?.[0].length ?? 0);
    const end = numbers[i + 1]?.index ?? message.length;
    return message.slice(start, end);
  };
  if (!BOTH.test(after(3).slice(0, 40))) return null;
  const words = (text: string) =>
    text
      .split(/[,.:;?]|\s(?:ו|and)(?=[-\s\d])/)[0]
      ?.split(/\s+/)
      .filter((word) => word.length > 1) ?? [];
  const wordsA = words(after(1));
  const wordsB = words(after(2));
  const nameA = wordsA.filter((word) => !wordsB.includes(word));
  const nameB = wordsB.filter((word) => !wordsA.includes(word));
  if (
    nameA.length === 0 ||
    nameB.length === 0 ||
    total === undefined ||
    a === undefined ||
    b === undefined ||
    both === undefined
  )
    return null;
  // what follows the sentence that gives the counts: who is chosen, and what is asked
  const rest = after(3).slice(after(3).search(/[.;:?]/) + 1);
  const split =
    /(?:מה\s+ה|מהי\s+ה|what\s+is\s+the\s+|what'?s\s+the\s+|find\s+the\s+)(?:הסתברות|סיכוי|probability|chance)|\bP\s*\(/i.exec(
      rest,
    );
  if (!split) return null;
  const selection = rest.slice(0, split.index);
  const question = rest.slice(split.index);
  const names = (list: string[], text: string) =>
    list.some((word) =>
      text.includes(word.replace(HEBREW_PREFIX, '').length > 2 ? word.replace(HEBREW_PREFIX, '') : word),
    );
  const givenMarker = /(?:given|if|אם|בהינתן)\s+([\s\S]*)/i.exec(question);
  const conditionText = `${selection} ${givenMarker?.[1] ?? ''}`;
  let asked: SetsQuestion | null = null;
  if (/(?:אף\s+(?:לא\s+)?(?:אחד|אחת)|neither|none\s+of)/i.test(question)) asked = 'neither';
  else if (/\s(?:או|or)\s|לפחות\s+(?:אחד|אחת|באחד)|at\s+least\s+one|either/i.test(question)) asked = 'union';
  else if (names(nameA, conditionText) && !names(nameB, conditionText) && names(nameB, question))
    asked = 'given-a';
  else if (names(nameB, conditionText) && !names(nameA, conditionText) && names(nameA, question))
    asked = 'given-b';
  if (!asked) return null;
  return {
    kind: 'counting',
    problem: 'sets',
    total,
    a,
    b,
    both,
    names: [nameA.join(' '), nameB.join(' ')],
    question: asked,
  };
}

// ---- a coin or a die thrown n times, guessing on a multiple-choice test -------------------------

const TIMES = '(?:פעמים|times|tosses|flips|rolls|הטלות|זריקות)';

/** "בדיוק פעמיים", "exactly once", "לפחות 3 פעמים", "at most twice": the count of successes asked. */
function timesAsked(text: string): { relation: Relation; k: number } | null {
  const word = (w: string) => (/פעמיים|twice/i.test(w) ? 2 : /פעם\s+אחת|once/i.test(w) ? 1 : countOf(w));
  const m =
    new RegExp(
      `(בדיוק|exactly|לפחות|at\\s+least|לכל\\s+היותר|at\\s+most)\\s+(?:על\\s+|ב[-־]?)?(פעמיים|twice|once|פעם\\s+אחת|${COUNT})`,
      'i',
    ).exec(text) ?? /(פעם\s+אחת|פעמיים)\s+(בדיוק|לפחות|לכל\s+היותר)/i.exec(text);
  if (!m) return null;
  const [relationWord, countWord] = /^(?:בדיוק|exactly|לפחות|at|לכל)/i.test(m[1] ?? '')
    ? [m[1], m[2]]
    : [m[2], m[1]];
  const k = word(countWord ?? '');
  if (k === null) return null;
  const relation: Relation = /בדיוק|exactly/i.test(relationWord ?? '')
    ? '='
    : /לפחות|least/i.test(relationWord ?? '')
      ? '>='
      : '<=';
  return { relation, k };
}

function trials(message: string): ProbabilityWordsRequest | null {
  const coin = /מטבע|coin/i.test(message);
  const die =
    /קובי(?:י)?ה(?!\s*ות)|\bdie\b|\ba\s+dice\b/i.test(message) &&
    !/קוביות|\bdice\b(?!\s)/i.test(message.replace(/a\s+dice/i, ''));
  const guess =
    /מבחן\s+אמריקאי|multiple[\s-]*choice|אמריקא/i.test(message) && /מנחש|ניחוש|guess/i.test(message);
  if (!coin && !die && !guess) return null;
  if (/(?:שתי|2|two)\s+(?:קוביות|dice|מטבעות|coins)/i.test(message)) return null;
  let n: number | null;
  let p: number | null;
  let rest = message;
  if (guess) {
    const questions = /(\d+)\s+(?:שאלות|questions)/i.exec(message);
    const options = /(\d+)\s+(?:תשובות|אפשרויות|options|choices|answers)/i.exec(message);
    n = countOf(questions?.[1]);
    const m = countOf(options?.[1]);
    p = m !== null && m >= 2 ? 1 / m : null;
    rest = message.replace(questions?.[0] ?? '', ' ').replace(options?.[0] ?? '', ' ');
  } else {
    const thrown = new RegExp(`${COUNT}\\s+${TIMES}`, 'i').exec(message);
    n = countOf(thrown?.[1]);
    rest = message.replace(thrown?.[0] ?? '', ' ');
    // a die: one face asked for ("6", "שש", "six"); a coin: either face
    const face =
      /(?:התוצאה|המספר|את|ה|לקבל|יצא|ייצא|יוצא|number|a|an|get|one)\s*[-־]?\s*([1-6])(?![\d.])|(?:^|\s)(?:שש|six|sixes|שישייה|שישיות)(?![\u05D0-\u05EA])/i.exec(
        rest,
      );
    p = coin ? 0.5 : face ? 1 / 6 : null;
  }
  if (n === null || p === null || n < 1 || n > 1000) return null;
  if (/לפחות\s+(?:פעם\s+אחת|אחד|אחת)|at\s+least\s+(?:once|one)/i.test(rest))
    return { kind: 'probability', problem: { problem: 'at-least-one', p, n } };
  const asked = timesAsked(rest);
  if (!asked || asked.k > n) return null;
  return { kind: 'binomial', n, p, relation: asked.relation, k: asked.k };
}

// ---- a tree in words, the addition rule with "at least one" ------------------------------------

const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|אחוז|percent)/gi;

/** "גשם ב-30% מהימים. כשיורד גשם … 80%; כשלא יורד גשם … 10%. התחזית חזתה גשם. מה ההסתברות ש…" */
function tree(message: string): ProbabilityWordsRequest | null {
  const percents = [...message.matchAll(PERCENT)];
  if (percents.length !== 3) return null;
  const whenNot =
    /(?:כש|כאשר\s+|when\s+|if\s+)(?:לא|אין|it\s+(?:does\s*n[o']t|is\s*n[o']t)|there\s+(?:is|are)\s+no|not|no)(?![\u05D0-\u05EA\w])/i;
  const when =
    /(?:^|[\s.;,])(?:כש|כאשר\s+|when\s+|if\s+)(?!לא|אין|it\s+(?:does\s*n[o']t|is\s*n[o']t)|there\s+(?:is|are)\s+no|not|no\b)/i;
  const notAt = whenNot.exec(message)?.index ?? -1;
  const yesAt = when.exec(message)?.index ?? -1;
  const [prior, second, third] = percents;
  if (!prior || !second || !third || yesAt < 0 || notAt < 0) return null;
  // the order: the prior, then "when …" with its rate, then "when not …" with its rate
  if (!(
    (prior.index ?? 0) < yesAt &&
    yesAt < (second.index ?? 0) &&
    (second.index ?? 0) < notAt &&
    notAt < (third.index ?? 0)
  ))
    return null;
  const sentences = sentencesOf(message.slice((third.index ?? 0) + third[0].length));
  const question = sentences.findIndex((sentence) => ASKS.test(sentence));
  // the evidence is observed: a sentence that states it, or "given that"
  const observed = question > 0 || /אם\s+ידוע|בהינתן|given\s+that|ידוע\s+ש/i.test(sentences[question] ?? '');
  if (question < 0 || !observed) return null;
  const share = (m: RegExpMatchArray) => Number(m[1]) / 100;
  return {
    kind: 'probability',
    problem: { problem: 'bayes', prior: share(prior), hitGivenA: share(second), hitGivenNotA: share(third) },
  };
}

/** "50% בחוג ספורט, 40% בחוג מוזיקה ו-70% בחוג אחד לפחות": P(A∩B) and independence. */
function unionGiven(message: string): ProbabilityWordsRequest | null {
  const percents = [...message.matchAll(PERCENT)];
  if (percents.length !== 3) return null;
  const [a, b, union] = percents;
  if (!a || !b || !union) return null;
  const afterUnion = message.slice(
    (union.index ?? 0) + union[0].length,
    (union.index ?? 0) + union[0].length + 40,
  );
  if (
    !/(?:אחד|אחת)\s+לפחות|לפחות\s+(?:ב)?(?:אחד|אחת)|at\s+least\s+one|either|one\s+or\s+both/i.test(afterUnion)
  )
    return null;
  const question = message.slice((union.index ?? 0) + union[0].length);
  if (!/(?:ב)?שני\s+ה|בשניהם|שניהם|both|בלתי\s+תלוי|independent/i.test(question)) return null;
  const share = (m: RegExpMatchArray) => Number(m[1]) / 100;
  return {
    kind: 'probability',
    problem: { problem: 'joint-from-union', pa: share(a), pb: share(b), union: share(union) },
  };
}

// ---- the normal distribution in words ----------------------------------------------------------

const NUM = '((?<![\\u05D0-\\u05EA])-?\\d+(?:\\.\\d+)?)';
const MEAN_WORD = '(?:תוחלת|ממוצע|expected\\s+value|expectation|mean|average|μ|\\\\mu)';
const SD_WORD = '(?:סטיית\\s+(?:ה)?תקן|ס"ת|ס״ת|standard\\s+deviation|\\bsd\\b|σ|\\\\sigma)';
const GAP = '(?:\\s*(?:של|of|is|=|:|הוא|היא)?\\s*\\$?\\s*)';

const ABOVE =
  '(?:גבוה(?:ה|ים|ות)?\\s+מ|גדול(?:ה|ים|ות)?\\s+מ|יותר\\s+מ|מעל(?:\\s+ל)?|ארוכ?(?:ה|ים|ות)?\\s+מ|כבד(?:ה|ים|ות)?\\s+מ|עול(?:ה|ים|ות)\\s+על|above|more\\s+than|greater\\s+than|over|taller\\s+than|heavier\\s+than|longer\\s+than|higher\\s+than|exceeds?)';
const BELOW =
  '(?:נמוכ?(?:ה|ים|ות)?\\s+מ|קטנ?(?:ה|ים|ות)?\\s+מ|פחות\\s+מ|מתחת\\s+ל|קצר(?:ה|ים|ות)?\\s+מ|קל(?:ה|ים|ות)?\\s+מ|below|less\\s+than|smaller\\s+than|under|shorter\\s+than|lighter\\s+than|lower\\s+than)';

function parameter(message: string, word: string): number | null {
  const m = new RegExp(`${word}${GAP}${NUM}`, 'i').exec(message);
  return m ? Number(m[1]) : null;
}

function normalEvent(text: string): NormalEvent | null {
  // "בין 70 ל90": the second number straight after its prefix letter
  const between = new RegExp(
    `(?:בין|between)\\s*${NUM}\\s*(?:ל[-־]?|to|and|עד)\\s*(-?\\d+(?:\\.\\d+)?)`,
    'i',
  ).exec(text);
  if (between) return { low: Number(between[1]), high: Number(between[2]) };
  const above = new RegExp(`${ABOVE}[-־]?\\s*${NUM}`, 'i').exec(text);
  const below = new RegExp(`${BELOW}[-־]?\\s*${NUM}`, 'i').exec(text);
  if (above && !below) return { low: Number(above[1]), high: null };
  if (below && !above) return { low: null, high: Number(below[1]) };
  return null;
}

function normalWords(message: string): ProbabilityWordsRequest | null {
  if (!/נורמלי|normal/i.test(message)) return null;
  const standard = /נורמלי(?:ת)?\s+סטנדרטי|standard\s+normal/i.test(message);
  const mean = parameter(message, MEAN_WORD) ?? (standard ? 0 : null);
  const sd = parameter(message, SD_WORD) ?? (standard ? 1 : null);
  // a cut-off of the top or bottom share: "10% הגבוהים ביותר", "the top 5%"
  const top =
    /(\d+(?:\.\d+)?)\s*%\s*(?:\S+\s+){0,6}?(?:ה)?(?:גבוהים|עליונים|העליונים|הטובים|הארוכים|הכבדים|highest|best|largest|longest|heaviest|tallest)|(?:top|highest|best)\s+(\d+(?:\.\d+)?)\s*%/i.exec(
      message,
    );
  const bottom =
    /(\d+(?:\.\d+)?)\s*%\s*(?:\S+\s+){0,6}?(?:ה)?(?:נמוכים|תחתונים|התחתונים|הגרועים|הקצרים|הקלים|lowest|worst|smallest|shortest|lightest)|(?:bottom|lowest|worst)\s+(\d+(?:\.\d+)?)\s*%/i.exec(
      message,
    );
  const asksValue =
    /(?:מה|מהו|מהי|איזה|איזו|find|what|which)\s+(?:\S+\s+){0,3}?(?:ה)?(?:ציון|ערך|גובה|משקל|זמן|score|value|height|weight|time|cut[\s-]*off|minimum|מינימלי|minimal|maximum|מקסימלי|גבול)/i.test(
      message,
    );
  if ((top || bottom) && asksValue && mean !== null && sd !== null && sd > 0) {
    const share = Number((top ?? bottom)?.[1] ?? (top ?? bottom)?.[2]) / 100;
    if (!(share > 0 && share < 1)) return null;
    return { kind: 'normal', mean, sd, low: null, high: null, inverse: { below: top ? 1 - share : share } };
  }
  // σ or μ from a share: "5% מהשקיות מכילות פחות מ-490", "15% of the values are below 70"
  const share = new RegExp(
    `(\\d+(?:\\.\\d+)?)\\s*%\\s*(?:\\S+\\s+){0,4}?(${ABOVE}|${BELOW})[-־]?\\s*${NUM}`,
    'i',
  ).exec(message);
  const asksSd = new RegExp(
    `(?:מה|מהי|מצא|מצאו|חשבו|find|what|compute|calculate)[^.?]{0,20}${SD_WORD}(?!${GAP}\\d)`,
    'i',
  ).test(message);
  const asksMean = new RegExp(
    `(?:מה|מהי|מהו|מצא|מצאו|חשבו|find|what|compute|calculate)[^.?]{0,20}${MEAN_WORD}(?!${GAP}\\d)`,
    'i',
  ).test(message);
  if (share && (asksSd || asksMean)) {
    const fraction = Number(share[1]) / 100;
    const x = Number(share[3]);
    const isBelow = new RegExp(`^${BELOW}$`, 'i').test(share[2] ?? '');
    const below = isBelow ? fraction : 1 - fraction;
    if (asksSd && mean !== null && parameter(message, SD_WORD) === null)
      return { kind: 'normal-problem', problem: 'parameter', solveFor: 'sd', mean, sd: null, x, below };
    if (asksMean && sd !== null && parameter(message, MEAN_WORD) === null)
      return { kind: 'normal-problem', problem: 'parameter', solveFor: 'mean', mean: null, sd, x, below };
    return null;
  }
  if (mean === null || sd === null) return null;
  // a binomial count of a normal event: "בוחרים 5 … מה ההסתברות שבדיוק 2 מהם …", "for 10 bulbs … at least 2 of
  // them"; the group's size is the number picked, else the one whole number the message leaves over
  const picked =
    new RegExp(
      `(?:בוחרים|נבחרים|דוגמים|נבחר|בחרו|מתוך|מבין|picks?|chooses?|selects?|samples?|picked|chosen|selected|out\\s+of|among)\\s+(?:באקראי\\s+|at\\s+random\\s+)?${COUNT}(?![\\d.])`,
      'i',
    ).exec(message) ??
    new RegExp(`${COUNT}\\s+\\S+\\s+(?:שנבחרו|שנבחר|נבחרים|chosen|picked|selected)`, 'i').exec(message);
  const rest = picked ? message.slice((picked.index ?? 0) + picked[0].length) : message;
  // an average or a total of the group is another question (the sampling distribution), not a count
  const ofMean = /ממוצע|average|\bmean\b|סכום|\bsum\b|\btotal\b/i.test(
    rest.replace(new RegExp(`${MEAN_WORD}${GAP}${NUM}`, 'i'), ' '),
  );
  // "2 מהם", "2 of them"; or the group in the same phrase: "אחד מ-3 אנשים", "2 out of 10 bulbs"
  const counted =
    new RegExp(
      `(בדיוק|exactly|לפחות|at\\s+least|לכל\\s+היותר|at\\s+most)\\s+${COUNT}\\s+(?:מהם|מהן|of\\s+them)`,
      'i',
    ).exec(rest) ??
    new RegExp(
      `(בדיוק|exactly|לפחות|at\\s+least|לכל\\s+היותר|at\\s+most)\\s+${COUNT}\\s+(?:מתוך\\s+|מבין\\s+|מ[-־]?|out\\s+of\\s+|of\\s+(?:the\\s+)?)(\\d+)(?![\\d.])`,
      'i',
    ).exec(message);
  const all = picked !== null && /(?:שניהם|שניהן|כולם|כולן|all\s+of\s+them|both)/i.test(rest);
  const none = picked !== null && /אף\s+(?:אחד|אחת)|none\s+of\s+them/i.test(rest);
  const event = normalEvent((counted?.[3] ? message : rest).replace(counted?.[0] ?? '', ' '));
  if (event && !ofMean && (counted || all || none)) {
    const k = countOf(counted?.[2]);
    const leftOver = [...message.matchAll(/(?<![\d.])(\d+)(?![\d.%])/g)]
      .map((m) => Number(m[1]))
      .filter((value) => ![mean, sd, event.low, event.high, k].includes(value));
    const n = counted?.[3]
      ? Number(counted[3])
      : picked
        ? countOf(picked[1])
        : new Set(leftOver).size === 1
          ? (leftOver[0] ?? null)
          : null;
    if (n === null || n < 1) return counted ? { kind: 'unsupported-kind', of: 'normal-binomial' } : null;
    if (counted) {
      const relation: Relation = /בדיוק|exactly/i.test(counted[1] ?? '')
        ? '='
        : /לפחות|least/i.test(counted[1] ?? '')
          ? '>='
          : '<=';
      if (k === null || k > n) return null;
      return { kind: 'normal-problem', problem: 'binomial', mean, sd, n, relation, k, event };
    }
    return { kind: 'normal-problem', problem: 'binomial', mean, sd, n, relation: '=', k: all ? n : 0, event };
  }
  // a share between two values, written "בין 70 ל90" (the general matcher reads only "ל-90")
  const range = normalEvent(message);
  if (
    range?.low !== null &&
    range?.high !== null &&
    range !== null &&
    /אחוז|percent|הסתברות|probability|סיכוי|chance|proportion|share/i.test(message) &&
    !/מדגם|sample|נדגמ|דוגמים|(?:^|\s)n\s*=|כמה\s|how\s+many/i.test(message)
  )
    return { kind: 'normal', mean, sd, low: range.low, high: range.high };
  // the expected number out of a group: "ציוני 400 תלמידים … כמה תלמידים קיבלו ציון גבוה מ-80"
  if (/(?:^|\s)(?:בערך\s+)?כמה\s|how\s+many/i.test(message)) {
    const question = message.split(/(?:^|\s)(?:בערך\s+)?כמה\s|how\s+many/i).pop() ?? '';
    const event = normalEvent(question);
    const numbers = [...message.matchAll(/(?<![\d.])(\d+)(?![\d.%])/g)].map((m) => Number(m[1]));
    const used = [mean, sd, event?.low, event?.high];
    const sizes = [...new Set(numbers.filter((value) => !used.includes(value)))];
    if (!event || sizes.length !== 1 || !sizes[0] || sizes[0] < 2) return null;
    return { kind: 'normal-problem', problem: 'count', mean, sd, size: sizes[0], event };
  }
  return null;
}

/** "P(A)=0.5, P(B)=0.4, P(A∩B)=0.2: P(A\mid B)?" — the conditional written with \mid. */
function conditionalSymbols(message: string): ProbabilityWordsRequest | null {
  const asked = /P\s*\(\s*([AB])\s*\\mid\s*([AB])\s*\)/.exec(message);
  if (!asked || asked[1] === asked[2]) return null;
  const value = (name: string) => {
    const m = new RegExp(`P\\s*\\(\\s*${name}\\s*\\)\\s*=\\s*(\\d*\\.?\\d+)`).exec(message);
    return m ? Number(m[1]) : null;
  };
  const joint = /P\s*\(\s*(?:A\s*(?:∩|\\cap)\s*B|B\s*(?:∩|\\cap)\s*A)\s*\)\s*=\s*(\d*\.?\d+)/.exec(message);
  const given = value(asked[2] ?? '');
  if (!joint || given === null) return null;
  return { kind: 'probability', problem: { problem: 'conditional', joint: Number(joint[1]), given } };
}

/** The probability question a message asks in words, or null. */
export function recognizeProbability(message: string): ProbabilityWordsRequest | null {
  const text = message.replace(/\u05BE/g, '-').replace(/[−–]/g, '-');
  for (const matcher of [normalWords, dice, trials, draw, sets, unionGiven, tree, conditionalSymbols]) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}
