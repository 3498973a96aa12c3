/**
 * Which statistics test or probability a chat message asks for, read the way students write: parameters
 * in words ("ממוצע 20", "סטיית תקן 4", "גודל מדגם 25", "רמת מובהקות 5%", "mean of 20", "n=25") or
 * symbols (x̄=20, σ=4), counts listed in a sentence, "האם יש הבדל מובהק", "is it significant". Pure
 * string work; null when the message is not one of them (the general recogniser goes on).
 */
import type { ProbabilityProblem } from './probability';
import type { Distribution, Relation, Tail } from './statistics-distributions';
import type { IntervalRequest } from './statistics-intervals';
import type { StatisticsTest, Summary, TestSettings } from './statistics-tests';
import { summaryOf } from './statistics-tests';

export type StatisticsRequest =
  | { kind: 'statistics-test'; test: StatisticsTest; settings: TestSettings }
  | { kind: 'probability'; problem: ProbabilityProblem }
  | { kind: 'interval'; interval: IntervalRequest; level: number }
  | { kind: 'binomial'; n: number; p: number; relation: Relation; k: number }
  | { kind: 'normal'; mean: number; sd: number; low: number | null; high: number | null };

/** A number; a hyphen straight after a Hebrew letter is the prefix's maqaf ("מ-9"), not a minus. */
const NUM = '((?<![\\u05D0-\\u05EA])-?\\d+(?:\\.\\d+)?)';
const POS = '(\\d*\\.?\\d+)';
/** Up to this many characters of words may stand between a parameter's name and its number. */
const GAP = '[^\\d\\n;:=-]{0,14}?[:=]?\\s*';

type Match = { value: number; index: number; length: number };

function all(message: string, pattern: RegExp): Match[] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  return [...message.matchAll(new RegExp(pattern.source, flags))]
    .map((m) => ({ value: Number(m[1]), index: m.index ?? 0, length: m[0].length }))
    .filter((m) => Number.isFinite(m.value));
}

function first(message: string, patterns: readonly RegExp[]): number | null {
  for (const pattern of patterns) {
    const found = all(message, pattern)[0];
    if (found) return found.value;
  }
  return null;
}

/** A probability written as 0.3, .3, 30% or 30 אחוז. */
function probability(text: string | undefined, percent: boolean): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return percent || value > 1 ? value / 100 : value;
}

// ---- the words of a message --------------------------------------------------------------------

const CUE =
  /מבחן|בדק|בדיק|בדו(?:ק|קו)|השער|מובהק|significan|\btest|hypothes|H_?\{?0\}?|\bH0\b|p[-\s]?value|ערך[\s-]*p|reject|לדחות|דוחים|evidence|עדות|ראיה|הבדל|difference|differ|α|\balpha|claim|טוען|טוענת|נטען|(?:האם|\bis\b|\bare\b|\bdoes\b|\bdo\b|\bdid\b)[^?.\n]{0,60}(?:גבוה|נמוך|גדול|קטן|שונה|טוב|שיפר|שיפור|השתפר|הוריד|הפחית|עלה|ירד|higher|lower|greater|less|larger|smaller|better|worse|more|fewer|improv|increase|decrease|reduc)/i;

const MEAN_WORD =
  '(?:ממוצע(?:\\s+(?:ה)?מדגם)?|הממוצע(?:\\s+(?:ב|של\\s+)?(?:ה)?מדגם)?|x̄|x¯|\\\\bar\\{?x\\}?|\\bx[-_ ]?bar|sample mean|\\bmean|\\baverage|avg)';
const SD_WORD =
  '(?:סטיית\\s+(?:ה)?תקן|ס"ת|ס״ת|σ|\\\\sigma|\\bsigma|standard deviation|std\\.?(?:\\s*dev)?|\\bsd(?![a-z])|\\bs(?=_?\\{?[12]?\\}?\\s*[=:]))';

/** The significance level: α=0.05, "רמת מובהקות 5%", "at the 1% level", "ברמה של 0.01". */
function alphaOf(message: string): { alpha: number; given: boolean } {
  const patterns = [
    /(?:α|\\alpha|\balpha|אלפא|אלפה)\s*(?:=|של|of|is|:)?\s*(\d*\.?\d+)\s*(%)?/i,
    /(?:רמת\s+(?:ה)?מובהקות|מובהקות\s+של|significance(?:\s+level)?|level\s+of\s+significance)\s*(?:של|of|is|=|:)?\s*(?:α\s*=\s*)?(\d*\.?\d+)\s*(%)?/i,
    /(\d*\.?\d+)\s*(%)?\s*(?:significance|level|רמת מובהקות|מובהקות)/i,
    /(?:ברמה|ברמת|at\s+(?:the\s+)?|at\s+a\s+)\s*(?:של\s*)?(\d*\.?\d+)\s*(%)/i,
    /(?:ברמה|ברמת)\s*(?:של\s*)?(0?\.\d+)/,
    /(?:\bat|\blevel)\s+(0?\.\d+)(?![\d.])/i,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(message);
    const alpha = probability(m?.[1], Boolean(m?.[2]));
    if (alpha !== null && alpha > 0 && alpha < 0.5) return { alpha, given: true };
  }
  return { alpha: 0.05, given: false };
}

const RIGHT_WORDS =
  /חיוביים|חיובי|positive|taller|heavier|older|longer|גדול|גבוה|עלה|עלתה|עלו|עלייה|שיפור|שיפר|משפר|השתפר|יותר\s+מ|מעל|greater|larger|higher|bigger|more\s+than|increase|exceed|improv|above|\bover\b/i;
const LEFT_WORDS =
  /שליליים|שלילי|negative|הוריד|מוריד|הורידה|lowered|shorter|lighter|younger|cheaper|קטן|נמוך|ירד|ירדה|ירדו|ירידה|הפחית|מפחית|מקטין|פחות\s+מ|מתחת|less|lower|smaller|decrease|reduc|below|fewer|under\b/i;

/** The tail H₁ states with a symbol ("H1: μ>…", "against p<…"), or null. */
function explicitTail(message: string): Tail | null {
  const h1 = /H_?\{?1\}?\s*:?[^<>≠\n]{0,20}?(>|<|≠|!=|\\neq?|\\ne|\\gt|\\lt)/i.exec(message)?.[1];
  const against =
    /(?:against|vs\.?|versus|נגד|מול)\s*(?:H_?\{?1\}?\s*:)?\s*(?:μ|\\mu|mu|p|ρ|\\rho|rho|σ\^?2?|\\sigma\^?2?)\s*(>|<|≠|!=|\\neq?)/i.exec(
      message,
    )?.[1];
  const symbol = h1 ?? against;
  if (!symbol) return null;
  return symbol === '>' || symbol === '\\gt' ? 'right' : symbol === '<' || symbol === '\\lt' ? 'left' : 'two';
}

/** Which tail: H1's symbol, "דו צדדי", "חד צדדי" with a direction, or a directed question; else two. */
function tailOf(message: string): Tail {
  const explicit = explicitTail(message);
  if (explicit) return explicit;
  if (/דו[\s־-]*צדדי|two[\s-]*(?:sided|tailed)/i.test(message)) return 'two';
  const question =
    /(?:האם|is|are|does|do|did|was|were|whether|test if|check if|תבדוק|בדקו אם)(.*)$/is.exec(message)?.[1] ??
    '';
  const oneSided =
    /חד[\s־-]*צדדי|one[\s-]*(?:sided|tailed)|right[\s-]*tailed|left[\s-]*tailed|ימני|שמאלי/i.test(message);
  if (/left[\s-]*tailed|שמאלי/i.test(message)) return 'left';
  if (/right[\s-]*tailed|ימני/i.test(message)) return 'right';
  const scope = oneSided ? message : question;
  if (/שונה|הבדל|different|difference|differ|changed|השתנה|שינוי/i.test(question) && !oneSided) return 'two';
  const left = LEFT_WORDS.exec(scope);
  const right = RIGHT_WORDS.exec(scope);
  if (left && (!right || left.index < right.index)) return 'left';
  // "חד צדדי" with no direction: the right tail, as the course's examples default.
  if (right || oneSided) return 'right';
  return 'two';
}

function settingsOf(message: string, tail?: Tail): TestSettings {
  const { alpha, given } = alphaOf(message);
  return { alpha, alphaGiven: given, tail: tail ?? tailOf(message) };
}

// ---- lists and tables --------------------------------------------------------------------------

type List = { values: number[]; index: number; end: number; label: string };

/** Runs of two or more numbers separated by commas (or spaces after a colon), with the words before them. */
function lists(message: string): List[] {
  const text = message.replace(/(\d)\s+(?:ו-?|and)\s*(\d)/g, '$1, $2');
  const found: List[] = [];
  const pattern =
    /-?\d+(?:\.\d+)?%?(?:\s*,\s*-?\d+(?:\.\d+)?%?)+|(?<=[:：]\s*)-?\d+(?:\.\d+)?(?:\s+-?\d+(?:\.\d+)?){2,}/g;
  let previousEnd = 0;
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    const values = m[0]
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((value) => Number(value.replace('%', '')));
    if (!values.every(Number.isFinite)) continue;
    found.push({
      values,
      index,
      end: index + m[0].length,
      label: text.slice(Math.max(previousEnd, index - 30), index),
    });
    previousEnd = index + m[0].length;
  }
  return found;
}

/** "(1,2), (2,4), (3,5)" as x and y. */
function points(message: string): { x: number[]; y: number[] } | null {
  const found = [...message.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*[,;]\s*(-?\d+(?:\.\d+)?)\s*\)/g)];
  if (found.length < 3) return null;
  return { x: found.map((m) => Number(m[1])), y: found.map((m) => Number(m[2])) };
}

/** A table: rows in brackets [[a,b],[c,d]], or rows separated by ";", "|", "/" or new lines. */
function table(message: string): number[][] | null {
  const bracketed = [...message.matchAll(/\[\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+)\s*\]/g)].map(
    (m) => (m[1] ?? '').split(/\s*,\s*/).map(Number),
  );
  if (bracketed.length >= 2) return bracketed;
  const rows = lists(message).map((list) => list.values);
  if (rows.length >= 2 && rows.every((row) => row.length === rows[0]?.length)) return rows;
  // "20 30 / 25 25"
  const slashed = /((?:\d+\s+)+\d+)\s*[/|;]\s*((?:\d+\s+)+\d+)(?:\s*[/|;]\s*((?:\d+\s+)+\d+))?/.exec(message);
  if (slashed) {
    const parsed = [slashed[1], slashed[2], slashed[3]]
      .filter((row) => row !== undefined)
      .map((row) => (row ?? '').trim().split(/\s+/).map(Number));
    if (parsed.every((row) => row.length === parsed[0]?.length)) return parsed;
  }
  return null;
}

// ---- named parameters --------------------------------------------------------------------------

function named(message: string, word: string, value = NUM): Match[] {
  return all(message, new RegExp(`${word}(?:_?\\{?[12]\\}?(?![\\d.]))?${GAP}${value}`, 'i'));
}

/** Words that make a number a count of the sample ("25 students"), never a mean. */
const UNITS =
  'תצפיות|observations|נבדקים|סטודנטים|students|משתתפים|participants|אנשים|people|נשאלים|respondents|תלמידים|pupils|ילדים|children|patients|מטופלים|חולים|items|פריטים|מוצרים|products|בקבוקים|bottles|שקיות|bags|ימים|days|measurements|מדידות|subjects|workers|עובדים|families|משפחות|customers|לקוחות|cars|מכוניות|batteries|סוללות|rats|עכברים|plants|צמחים';

const SIZE_PATTERNS = [
  /(?:^|[\s,(])n\s*_?\{?[12]?\}?\s*=\s*(\d+)/i,
  /(?:גודל\s+(?:ה)?מדגם|sample size)[^\d]{0,8}(\d+)/i,
  /(?:מדגם\s+(?:מקרי\s+)?(?:של|בגודל)|sample\s+of|random sample of|sampled|דגמו|נדגמו|נבדקו|נמדדו|surveyed|measured)\s*(\d+)/i,
  new RegExp(`(\\d+)\\s*(?:${UNITS})`, 'i'),
];

function sizes(message: string): Match[] {
  return SIZE_PATTERNS.flatMap((pattern) => all(message, pattern)).sort((a, b) => a.index - b.index);
}

const MU0_PATTERNS = [
  /(?:μ_?\{?0\}?|\\mu_?\{?0\}?|\bmu_?0|μ0)\s*=?\s*(-?\d+(?:\.\d+)?)/i,
  /H_?\{?0\}?\s*:\s*(?:μ|\\mu|mu)\s*=\s*(-?\d+(?:\.\d+)?)/i,
  /(?:השערת\s+(?:ה)?אפס|null\s+hypothesis)[^\d\n-]{0,20}(-?\d+(?:\.\d+)?)/i,
  /(?:ממוצע\s+(?:ה)?אוכלוסי(?:י)?ה|התוחלת|תוחלת|הממוצע\s+(?:ה)?ארצי|ממוצע\s+ארצי|(?:ה)?ממוצע\s+(?:ה)?(?:ידוע|מוצהר|נטען|רשמי)|הטענה|טוען|טוענת|טוענים|מצהיר|מצהירה|נטען|הנורמה|population mean|national average|national mean|claimed(?:\s+mean)?|claims?(?:\s+that)?(?:\s+the\s+mean)?(?:\s+is)?|advertised|nominal|the mean is supposed to be|supposed to be|historical(?:ly)?(?:\s+mean)?|used to be|הייתה|היה\s+בעבר|expected mean|(?:ה)?ערך\s+(?:ה)?(?:נומינלי|מוצהר|רשום))[^\d\n]{0,24}?((?<![\u05D0-\u05EA])-?\d+(?:\.\d+)?)/i,
  /(?:שונה\s+מ|גדול\s+מ|גבוה\s+מ|קטן\s+מ|נמוך\s+מ|יותר\s+מ|פחות\s+מ|לעומת|מעל|מתחת\s+ל|different\s+from|differs?\s+from|greater\s+than|more\s+than|less\s+than|higher\s+than|lower\s+than|larger\s+than|smaller\s+than|exceeds?|against|above|below|other\s+than|equal\s+to|equals)\s*[-־]?\s*(-?\d+(?:\.\d+)?)(?!\s*%)/i,
  // Last: a bare μ = … is the claim when the sample mean is written as x̄ or in words.
  /(?:^|[\s,(])(?:μ|\\mu|\bmu)\s*=\s*(-?\d+(?:\.\d+)?)/i,
];

function mu0Of(message: string): Match | null {
  for (const pattern of MU0_PATTERNS) {
    const found = all(message, pattern)[0];
    if (found) return found;
  }
  return null;
}

/** The message with a found match blanked out, so a later pattern does not read the same number. */
function without(message: string, match: Match | null): string {
  if (!match) return message;
  return `${message.slice(0, match.index)}${' '.repeat(match.length)}${message.slice(match.index + match.length)}`;
}

function meansOf(message: string): Match[] {
  // "the average of 40 students was 72": 40 counts the students.
  const direct = named(message, MEAN_WORD, `${NUM}(?![\\d.])(?!\\s*(?:${UNITS}))`);
  const after = all(
    message,
    new RegExp(`${MEAN_WORD}\\s*(?:של|of)\\s*\\d+\\s*(?:${UNITS})[^\\d\\n]{0,20}?${NUM}`, 'i'),
  );
  return [...direct, ...after].sort((a, b) => a.index - b.index);
}

function sdsOf(message: string): Match[] {
  return named(message, SD_WORD, POS);
}

const POPULATION_SD =
  /(?:סטיית\s+(?:ה)?תקן|standard deviation|\bsd\b)\s*(?:של\s*|of\s*)?\d*\.?\d+\s*(?:ב|של\s+|in\s+the\s+|of\s+the\s+)?(?:ה)?(?:אוכלוסי|population)|σ|\\sigma|\bsigma\b|סטיית\s+(?:ה)?תקן\s+(?:של\s+|ב)?(?:ה)?אוכלוסי|population\s+(?:standard deviation|sd)|(?:סטיית\s+(?:ה)?תקן|standard deviation|sd)[^.;\n]{0,30}(?:ידועה|is known|known)|z[-\s]?test|מבחן\s*z/i;

// ---- the tests ---------------------------------------------------------------------------------

function test(kind: StatisticsTest, message: string, tail?: Tail): StatisticsRequest {
  return { kind: 'statistics-test', test: kind, settings: settingsOf(message, tail) };
}

function kruskal(message: string): StatisticsRequest | null {
  if (!/קרוסקל|kruskal/i.test(message)) return null;
  const groups = lists(message).map((list) => list.values);
  return groups.length >= 2 ? test({ test: 'kruskal-wallis', groups }, message, 'right') : null;
}

function beforeAfter(message: string): [number[], number[]] | null {
  const found = lists(message);
  if (found.length !== 2) return null;
  const [a, b] = found;
  if (!a || !b || a.values.length !== b.values.length) return null;
  // "after: … before: …" → differences after − before either way; keep the order the student wrote,
  // but read "before" first when both are labelled.
  if (/אחרי|after/i.test(a.label) && /לפני|before/i.test(b.label)) return [b.values, a.values];
  return [a.values, b.values];
}

/**
 * The differences of paired data. The paired t test and interval take them as statistics-2 lessons 4 and
 * 10 do, "before minus after" (the first measurement minus the second); the sign and Wilcoxon tests keep
 * after − before, as lesson 8 counts them.
 */
function differencesOf(
  message: string,
  order: 'before-after' | 'after-before' = 'after-before',
): number[] | null {
  const pair = beforeAfter(message);
  if (pair)
    return order === 'before-after'
      ? pair[0].map((before, i) => before - (pair[1][i] ?? 0))
      : pair[1].map((after, i) => after - (pair[0][i] ?? 0));
  const found = lists(message).filter((list) => list.values.length >= 3);
  if (found.length === 1 && /הפרש|differences?/i.test(found[0]?.label ?? message))
    return found[0]?.values ?? null;
  return found.length === 1 ? (found[0]?.values ?? null) : null;
}

function mannWhitney(message: string): StatisticsRequest | null {
  if (!/מאן|mann|whitney|סכום\s+(?:ה)?דרגות|rank[-\s]?sum|wilcoxon rank[-\s]sum/i.test(message)) return null;
  const found = lists(message);
  if (found.length !== 2) return null;
  return test({ test: 'mann-whitney', a: found[0]?.values ?? [], b: found[1]?.values ?? [] }, message);
}

function wilcoxon(message: string): StatisticsRequest | null {
  if (!/וילקוקסון|ווילקוקסון|wilcoxon|signed[-\s]?rank|דרגות\s+(?:ה)?מסומנות/i.test(message)) return null;
  const differences = differencesOf(message);
  return differences ? test({ test: 'wilcoxon', differences }, message) : null;
}

function signTest(message: string): StatisticsRequest | null {
  if (!/מבחן\s+(?:ה)?סימן|sign\s+test/i.test(message)) return null;
  const plus = first(message, [
    /(\d+)\s*(?:פלוסים|פלוס|חיוביים|plus(?:es)?|positive|\+)/i,
    /(?:פלוסים|plus(?:es)?|positive)\s*[:=]?\s*(\d+)/i,
    /(?:אצל|in|for)?\s*(\d+)\s*(?:\S+\s+){0,3}?(?:עלה|עלתה|עלו|השתפר|השתפרו|improved|increased|went up|rose)/i,
  ]);
  const minus = first(message, [
    /(\d+)\s*(?:מינוסים|מינוס|שליליים|minus(?:es)?|negative|-(?!\d))/i,
    /(?:מינוסים|minus(?:es)?|negative)\s*[:=]?\s*(\d+)/i,
    /(?:אצל|in|for)?\s*(\d+)\s*(?:\S+\s+){0,3}?(?:ירד|ירדה|ירדו|החמיר|החמירו|got worse|decreased|went down|dropped|fell)/i,
  ]);
  if (plus !== null && minus !== null) {
    // "ירד" counted as the sign the question is about: if the question asks about a decrease, count decreases as plus.
    const aboutDecrease =
      /(?:מפחית|ירידה|מורידה|reduce|decrease|lower)/i.test(message) &&
      !/(?:פלוס|plus|positive)/i.test(message);
    return aboutDecrease
      ? test(
          { test: 'sign', plus: minus, minus: plus },
          message,
          tailOf(message) === 'left' ? 'right' : tailOf(message),
        )
      : test({ test: 'sign', plus, minus }, message);
  }
  const differences = differencesOf(message);
  if (!differences) return null;
  return test(
    {
      test: 'sign',
      plus: differences.filter((d) => d > 0).length,
      minus: differences.filter((d) => d < 0).length,
    },
    message,
  );
}

function spearman(message: string): StatisticsRequest | null {
  if (!/ספירמן|spearman|r_s|\brs\s*=|rank correlation|מתאם\s+(?:ה)?דירוגים/i.test(message)) return null;
  const rs = first(message, [
    /(?:r_?\{?s\}?|ספירמן|spearman(?:'s)?(?:\s+(?:coefficient|correlation))?)\s*(?:של|of|is|=|:)?\s*(-?0?\.\d+|-?1(?:\.0+)?)/i,
  ]);
  const n = first(message, SIZE_PATTERNS);
  if (rs !== null && n !== null) return test({ test: 'correlation', r: rs, n, spearman: true }, message);
  const data = xy(message);
  return data ? test({ test: 'spearman', ...data }, message) : null;
}

function xy(message: string): { x: number[]; y: number[] } | null {
  const p = points(message);
  if (p) return p;
  const found = lists(message);
  if (found.length !== 2) return null;
  const [a, b] = found;
  if (!a || !b || a.values.length !== b.values.length || a.values.length < 3) return null;
  if (/\by\b/i.test(a.label) && /\bx\b/i.test(b.label)) return { x: b.values, y: a.values };
  return { x: a.values, y: b.values };
}

/** Lesson 12: ŷ at x₀ on a simple regression line, with its intervals ("נבאו את y עבור x=6"). */
function prediction(message: string): StatisticsRequest | null {
  if (!/נבא|ניבוי|חיזוי|חזה|predict|forecast|expected\s+y/i.test(message)) return null;
  const at = new RegExp(
    `(?:עבור|כאשר|כש-?|ב-?|for|at|when|if)\\s*(?:x_?0?|x₀)\\s*(?:=|is|של|שווה)\\s*${NUM}(?!\\s*,\\s*\\d)`,
    'i',
  ).exec(message);
  if (!at) return null;
  const x0 = Number(at[1]);
  const rest = `${message.slice(0, at.index)}${' '.repeat(at[0].length)}${message.slice(at.index + at[0].length)}`;
  const data = xy(rest);
  if (!data || !Number.isFinite(x0)) return null;
  return interval({ of: 'prediction', ...data, x0 }, levelOf(rest).level);
}

/** Lesson 12: y on two predictors, three lists (y is the one labelled y, else the last). */
function multipleRegression(message: string): StatisticsRequest | null {
  if (
    !/רגרסי(?:ה|ית)\s+מרוב|multiple\s+(?:linear\s+)?regression|two\s+predictors|שני\s+משתנים\s+מסבירים/i.test(
      message,
    )
  )
    return null;
  const found = lists(message).filter((list) => list.values.length >= 4);
  if (found.length !== 3) return null;
  const yIndex = found.findIndex((list) => /\by\b|תגובה|מוסבר(?!ים)|response|outcome/i.test(list.label));
  const ordered = yIndex >= 0 ? [...found.filter((_, i) => i !== yIndex), found[yIndex]] : found;
  const [x1, x2, y] = ordered.map((list) => list?.values ?? []);
  if (!x1 || !x2 || !y || x1.length !== y.length || x2.length !== y.length) return null;
  return test({ test: 'multiple-regression', x1, x2, y }, message, 'right');
}

function regression(message: string): StatisticsRequest | null {
  const named = /רגרסי|regression|שיפוע|slope|מתאם|correlat|פירסון|pearson|קשר\s+לינארי|linear/i.test(
    message,
  );
  const related =
    /קשר|relationship|related|associat/i.test(message) &&
    !CHI.test(message) &&
    !/לוח|table|טבלה/i.test(message);
  if (!named && !related) return null;
  if (!named) {
    const data = xy(message);
    return data && data.x.length >= 5 ? test({ test: 'regression', ...data }, message) : null;
  }
  const r = first(message, [
    /(?:^|[\s,(])r\s*=\s*(-?0?\.\d+|-?1(?:\.0+)?)/i,
    /(?:מתאם|correlation)[^\n]{0,60}?(?<![\d.])(-?0?\.\d+)(?!\s*%)/i,
  ]);
  const n = first(message, SIZE_PATTERNS);
  if (r !== null && n !== null) return test({ test: 'correlation', r, n, spearman: false }, message);
  const data = xy(message);
  return data ? test({ test: 'regression', ...data }, message) : null;
}

function varianceOf(message: string, index: 1 | 2 | null): number | null {
  const suffix = index === null ? '' : `_?\\{?${index}\\}?`;
  const variance = first(message, [
    new RegExp(
      `(?:s${suffix}\\^?\\{?2\\}?|s${suffix}²|שונות${index === null ? '' : `\\s*${index}`}|variance${index === null ? '' : `\\s*${index}`})\\s*(?:של|of|is|=|:)?\\s*${POS}`,
      'i',
    ),
  ]);
  if (variance !== null) return variance;
  const sd = first(message, [new RegExp(`(?:^|[\\s,(])s${suffix}\\s*=\\s*${POS}`, 'i')]);
  return sd === null ? null : sd * sd;
}

function fVariances(message: string): StatisticsRequest | null {
  if (
    !/שונויות|variances|שוויון\s+שונויות|equal variances|\bF[-\s]?test|מבחן\s*F/i.test(message) ||
    /anova|ניתוח\s+שונות/i.test(message)
  )
    return null;
  // Two means with the variances are a two-sample t test that only mentions its assumption.
  if (meansOf(message).length >= 2) return null;
  const v1 = varianceOf(message, 1);
  const v2 = varianceOf(message, 2);
  const n1 = first(message, [/n_?\{?1\}?\s*=\s*(\d+)/i]);
  const n2 = first(message, [/n_?\{?2\}?\s*=\s*(\d+)/i]);
  if (v1 !== null && v2 !== null && n1 !== null && n2 !== null)
    return test({ test: 'f-variances', variance1: v1, n1, variance2: v2, n2 }, message);
  const found = lists(message);
  if (found.length === 2) {
    const [a, b] = found.map((list) => summaryOf(list.values));
    if (a && b)
      return test(
        { test: 'f-variances', variance1: a.sd ** 2, n1: a.n, variance2: b.sd ** 2, n2: b.n },
        message,
      );
  }
  return null;
}

function varianceTest(message: string): StatisticsRequest | null {
  if (!/(?:שונות|variance|סטיית\s+(?:ה)?תקן|standard deviation|σ)/i.test(message)) return null;
  // A mean in the message makes σ a z test's, not a claimed variance.
  if (meansOf(message).length > 0) return null;
  const sigma0 = first(message, [/(?:σ_?\{?0\}?|\\sigma_?\{?0\}?|sigma_?0|σ₀)\s*=\s*(\d*\.?\d+)/i]);
  const sigma0Squared =
    first(message, [
      /(?:σ_?\{?0\}?\^?\{?2\}?|σ\^?2_?0|σ_0\^2|\\sigma_0\^2|σ₀²|σ\^?\{?2\}?|σ²|\\sigma\^\{?2\}?|sigma\^?2)\s*=\s*(\d*\.?\d+)/i,
    ]) ?? (sigma0 === null ? null : sigma0 * sigma0);
  if (
    sigma0Squared === null ||
    (!CHI.test(message) && !/test|מבחן|בדק|האם|whether|vs|against/i.test(message))
  )
    return null;
  const variance = varianceOf(message, null);
  const n = first(message, SIZE_PATTERNS);
  if (sigma0Squared === null || variance === null || n === null) return null;
  return test({ test: 'chi2-variance', variance, sigma0Squared, n }, message);
}

const CHI = /חי[\s־-]*(?:ב)?ריבוע|chi[\s-]*(?:square|squared|sq)|χ²|χ\^?2|\\chi|chi2|χ2/i;

function independence(message: string): StatisticsRequest | null {
  if (
    !/אי[\s־-]*תלות|תלות|independen|association|contingency|לוח\s+(?:ה)?שכיחויות|crosstab|קשר\s+בין|related|relationship/i.test(
      message,
    )
  )
    return null;
  const rows = table(message);
  // Without χ² or "table" named, rows of two to four counts asked about a relation are still a table
  // (x–y data for a regression have five or more values).
  const shortRows = (rows?.[0]?.length ?? 0) <= 4;
  if (!CHI.test(message) && !/לוח|table|טבלה/i.test(message) && !shortRows) return null;
  return rows && rows.length >= 2 && (rows[0]?.length ?? 0) >= 2
    ? test({ test: 'chi2-independence', table: rows }, message, 'right')
    : null;
}

function goodnessOfFit(message: string): StatisticsRequest | null {
  const fit =
    /טיב\s+(?:ה)?התאמה|goodness[\s-]*of[\s-]*fit|\bfit\b|מתאים|מתאימה|הוגנת|הוגנות|הוגן|\bfair\b|uniform|אחיד|באופן\s+שווה|equally|evenly|שווה\s+בין|התפלגות/i.test(
      message,
    );
  if (!CHI.test(message) && !fit) return null;
  const found = lists(message);
  if (found.length === 0 || found.length > 3) return null;
  const ratio = /(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?){1,})/.exec(message);
  const observedList =
    found.find((list) => /נצפ|observed|counts?|שכיחו|frequenc|קיבל|got|results?/i.test(list.label)) ??
    found[0];
  if (!observedList) return null;
  const observed = observedList.values;
  const other = found.find((list) => list !== observedList);
  let shares: number[] | null = null;
  if (other && other.values.length === observed.length) shares = other.values;
  else if (ratio && ratio[1]?.split(':').length === observed.length)
    shares = (ratio[1] ?? '').split(':').map(Number);
  else if (!other) shares = observed.map(() => 1);
  if (!shares || observed.length < 2) return null;
  return test({ test: 'chi2-gof', observed, shares }, message, 'right');
}

/** Groups listed with their data: "קבוצה א: 4, 7, 6; קבוצה ב: …" (three or more, or two when ANOVA is named). */
function anova(message: string): StatisticsRequest | null {
  const namesAnova = /anova|ניתוח\s+(?:ה)?שונות|analysis of variance|one[\s-]way/i.test(message);
  const found = lists(message).filter((list) => list.values.length >= 2);
  const summaries = anovaSummaries(found);
  if (summaries && (namesAnova || CUE.test(message)))
    return test({ test: 'anova', groups: summaries }, message, 'right');
  if (found.length >= 3 && (namesAnova || CUE.test(message)))
    return test({ test: 'anova', groups: found.map((list) => summaryOf(list.values)) }, message, 'right');
  if (namesAnova && found.length === 2)
    return test({ test: 'anova', groups: found.map((list) => summaryOf(list.values)) }, message, 'right');
  return null;
}

/** Summaries: "means 12, 15, 10; variances 4, 5, 3 (or SDs); n 5, 6, 5". */
function anovaSummaries(found: List[]): Summary[] | null {
  const means = found.find((list) => /ממוצע|means?|averages?/i.test(list.label));
  const spreads = found.find((list) => /שונו|varianc|סטיו|סטיית|sds?|standard/i.test(list.label));
  const counts = found.find((list) => /גודל|גדלי|sizes?|\bn\b|מספר/i.test(list.label));
  if (!means || !spreads || !counts) return null;
  const k = means.values.length;
  if (spreads.values.length !== k || counts.values.length !== k) return null;
  const variances = /שונו|varianc/i.test(spreads.label);
  const groups: Summary[] = means.values.map((mean, i) => ({
    mean,
    sd: variances ? Math.sqrt(spreads.values[i] ?? 0) : (spreads.values[i] ?? 0),
    n: counts.values[i] ?? 0,
  }));
  return groups;
}

/** "30 מתוך 100", "30 of 100", "30 out of 100", "x1=30, n1=100". */
function outOf(message: string): Array<{ x: number; n: number }> {
  const pairs = [
    // a percent is not a count ("62% מתוך 250" is read by focus.ts as 155 מתוך 250 when that is whole)
    ...message.matchAll(/(\d+)(?![\d.]|\s*%)\s*(?:(?:[^\s\d]+\s+){0,2}?(?:מתוך|מבין|out\s+of)|of)\s*(\d+)/gi),
  ].map((m) => ({
    x: Number(m[1]),
    n: Number(m[2]),
  }));
  const x1 = first(message, [/x_?\{?1\}?\s*=\s*(\d+)/i]);
  const x2 = first(message, [/x_?\{?2\}?\s*=\s*(\d+)/i]);
  const n1 = first(message, [/n_?\{?1\}?\s*=\s*(\d+)/i]);
  const n2 = first(message, [/n_?\{?2\}?\s*=\s*(\d+)/i]);
  if (x1 !== null && x2 !== null && n1 !== null && n2 !== null)
    return [
      { x: x1, n: n1 },
      { x: x2, n: n2 },
    ];
  return pairs.filter((pair) => pair.x <= pair.n);
}

function proportions(message: string): StatisticsRequest | null {
  if (!CUE.test(message) && !/פרופורצי|proportion|שיעור|אחוז|percent|%/i.test(message)) return null;
  const pairs = outOf(message);
  if (
    pairs.length === 2 &&
    /פרופורצי|proportion|שיעור|rate|אחוז|percent|%|הבדל|difference|differ|שונה|זהה|same|compare|השווא|יותר|more|less|פחות/i.test(
      message,
    )
  ) {
    const [a, b] = pairs;
    if (a && b) return test({ test: 'z-two-proportions', x1: a.x, n1: a.n, x2: b.x, n2: b.n }, message);
  }
  const symbolic = first(message, [/p_?\{?0\}?\s*=\s*(\d*\.?\d+)/i, /H_?\{?0\}?\s*:\s*p\s*=\s*(\d*\.?\d+)/i]);
  // A claimed proportion written as a symbol is taken as written: p₀ = 1.5 is refused, not read as 1.5 %.
  if (symbolic !== null && !(symbolic > 0 && symbolic < 1)) return null;
  const claim =
    symbolic ??
    (() => {
      const percent = /(\d+(?:\.\d+)?)\s*(?:%|אחוז|percent)/i.exec(
        // The significance level's percent is not the claim: "α 5%", "ברמה של 1%", "at the 1% level".
        message
          .replace(/(?:α|alpha|אלפא|מובהקות|significance|ברמה|ברמת|level)[^\d]{0,12}\d*\.?\d+\s*%?/gi, ' ')
          .replace(/\d*\.?\d+\s*%\s*(?:level|significance|רמת\s+מובהקות|מובהקות)/gi, ' '),
      );
      if (percent) return Number(percent[1]) / 100;
      return /\bhalf\b|חצי|מחצית|majority|\bרוב\b|הוגן|הוגנת|\bfair\b/i.test(message) ? 0.5 : null;
    })();
  const pHat = first(message, [/(?:p̂|\\hat\{?p\}?|p[-_ ]?hat)\s*=\s*(\d*\.?\d+)/i]);
  const n = pairs[0]?.n ?? first(message, SIZE_PATTERNS);
  // "we asked 200 people, 120 prefer coffee": the other whole number below n counts the successes.
  // Only for a count question: a mean or an SD makes it a test of a mean.
  const counted =
    n === null || meansOf(message).length > 0 || sdsOf(message).length > 0
      ? null
      : ((message.match(/(?<![\d.%])\d+(?![\d.%])/g) ?? [])
          .map(Number)
          .find((value) => value < n && value > 0 && !message.includes(`${value}%`)) ?? null);
  const x = pairs[0]?.x ?? (pHat !== null && n !== null ? pHat * n : counted);
  if (claim === null || n === null || x === null || !CUE.test(message)) return null;
  return test({ test: 'z-proportion', successes: x, n, p0: claim }, message);
}

const PAIRED_WORDS = /מזווג|paired|לפני|אחרי|before|after|matched|זוגות|pairs|הפרשים|differences/i;

/** Paired data: the mean and SD of the differences with the number of pairs, or the listed differences. */
function pairedData(message: string): StatisticsTest | null {
  const meanDiff = first(message, [
    /(?:d̄|\\bar\{?d\}?|d[-_ ]?bar|ממוצע\s+(?:ה)?הפרשים|mean\s+(?:of\s+(?:the\s+)?)?differences?|mean\s+difference)\s*(?:של|of|is|=|:)?\s*(-?\d+(?:\.\d+)?)/i,
  ]);
  const sdDiff = first(message, [
    /(?:s_?\{?d\}?|סטיית\s+(?:ה)?תקן\s+(?:של\s+)?(?:ה)?הפרשים|(?:standard deviation|sd)\s+of\s+(?:the\s+)?differences?)\s*(?:של|of|is|=|:)?\s*(\d*\.?\d+)/i,
  ]);
  const n = first(message, SIZE_PATTERNS);
  if (meanDiff !== null && sdDiff !== null && n !== null)
    return { test: 't-paired-summary', meanDiff, sdDiff, n };
  const differences = differencesOf(message, 'before-after');
  return differences && differences.length >= 2
    ? { test: 't-paired', differences, beforeMinusAfter: beforeAfter(message) !== null }
    : null;
}

const MIRROR: Record<Tail, Tail> = { left: 'right', right: 'left', two: 'two' };

function paired(message: string): StatisticsRequest | null {
  if (!PAIRED_WORDS.test(message)) return null;
  if (!CUE.test(message) && !/t[-\s]?test|מבחן\s*t/i.test(message)) return null;
  const data = pairedData(message);
  if (!data) return null;
  // A direction in words ("did it improve", "הוריד") is about after against before; with d = before −
  // after an increase is μ_D < 0. A tail written as H₁ is about μ_D itself.
  const mirrored = data.test === 't-paired' && data.beforeMinusAfter && explicitTail(message) === null;
  return test(data, message, mirrored ? MIRROR[tailOf(message)] : undefined);
}

const COUNT_WORDS: Record<string, number> = {
  אחד: 1,
  שני: 2,
  שניים: 2,
  שלושה: 3,
  ארבעה: 4,
  חמישה: 5,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
const PREDICTORS =
  '(?:משתנים\\s+מסבירים|מסבירים|מנבאים|predictors|explanatory\\s+variables|independent\\s+variables|regressors)';

/**
 * Lesson 12's t test of one coefficient from a regression output: "b1=3.2, SE(b1)=0.9, n=30, k=3",
 * "המקדם 0.8 עם טעות תקן 0.5", "coefficient 2.1, standard error 0.7, 40 observations, 2 predictors".
 */
function coefficient(message: string): StatisticsRequest | null {
  if (!/מקדם|coefficient|\bb_?\{?\d\}?\s*=|\\beta|β|SE\s*\(/i.test(message)) return null;
  if (!/SE\s*\(|טעות\s+(?:ה)?תקן|standard\s+error|\bs\.?e\.?\b|\bs_\{?b/i.test(message)) return null;
  const named = /\bb_?\{?(\d)\}?\s*=\s*(-?\d+(?:\.\d+)?)/i.exec(message);
  const worded =
    /(?:מקדם|coefficient|estimate)(?:\s+(?:של|of|for)\s+\S+)?\s*(?:של|is|=|:|הוא|was|יצא)?\s*(-?\d+(?:\.\d+)?)/i.exec(
      message,
    );
  const b = named ? Number(named[2]) : worded ? Number(worded[1]) : null;
  const index = named ? Number(named[1]) : Number(/x_?\{?(\d)\}?/.exec(message)?.[1] ?? 1);
  const se = first(message, [
    /SE\s*\(\s*b_?\{?\d?\}?\s*\)\s*=\s*(\d*\.?\d+)/i,
    /(?:טעות\s+(?:ה)?תקן|standard\s+error|\bs\.?e\.?\b|\bs_\{?b_?\{?\d?\}?\}?)\s*(?:של\s+(?:ה)?מקדם\s*)?(?:of\s+\S+\s*)?(?:של|is|=|:|הוא|was)?\s*(\d*\.?\d+)/i,
  ]);
  const n = first(message, [...SIZE_PATTERNS, /(\d+)\s*(?:תצפיות|observations|cases|נבדקים)/i]);
  const kNumber = first(message, [/(?:^|[\s,(])k\s*=\s*(\d+)/i, new RegExp(`(\\d+)\\s*${PREDICTORS}`, 'i')]);
  const kWord = new RegExp(`(${Object.keys(COUNT_WORDS).join('|')})\\s+${PREDICTORS}`, 'i').exec(
    message,
  )?.[1];
  const simple = /רגרסיה\s+(?:לינארית\s+)?פשוטה|simple\s+(?:linear\s+)?regression/i.test(message);
  const k = kNumber ?? (kWord ? COUNT_WORDS[kWord.toLowerCase()] : undefined) ?? (simple ? 1 : null);
  if (b === null || se === null || n === null || k === null || k === undefined) return null;
  // "b1=3.2 עם SE(b1)=0.9, b2=0.8 עם SE(b2)=0.5": every named coefficient with its own standard error.
  const listed = [...message.matchAll(/\bb_?\{?(\d)\}?\s*=\s*(-?\d+(?:\.\d+)?)/gi)].map((m) => ({
    index: Number(m[1]),
    b: Number(m[2]),
  }));
  const errors = new Map(
    [...message.matchAll(/SE\s*\(\s*b_?\{?(\d)\}?\s*\)\s*=\s*(\d*\.?\d+)/gi)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]),
  );
  const more = listed
    .filter((entry) => entry.index !== index && errors.has(entry.index))
    .map((entry) => ({ ...entry, se: errors.get(entry.index) ?? 0 }));
  const own = errors.get(index) ?? se;
  return test(
    { test: 'coefficient', b, se: own, n, k, index, ...(more.length > 0 ? { more } : {}) },
    message,
  );
}

const WELCH =
  /ולש|welch|שונויות\s+(?:לא\s+|אינן\s+)?שונות|unequal variances|not equal variances|שונויות\s+לא\s+שוות|בלי\s+להניח\s+שונויות|without\s+assuming\s+equal/i;

/** Two groups: each a mean, SD and size (in the order written), or two listed samples. */
function twoSampleData(message: string): [Summary, Summary] | null {
  const means = meansOf(message);
  const sds = sdsOf(message);
  const ns = sizes(message);
  if (means.length === 2 && sds.length >= 2 && ns.length >= 2)
    return [0, 1].map((i) => ({
      mean: means[i]?.value ?? 0,
      sd: sds[i]?.value ?? 0,
      n: ns[i]?.value ?? 0,
    })) as [Summary, Summary];
  const found = lists(message).filter((list) => list.values.length >= 2);
  if (found.length === 2 && !/רגרסי|regression|מתאם|correlat/i.test(message))
    return found.map((list) => summaryOf(list.values)) as [Summary, Summary];
  return null;
}

function twoSample(message: string): StatisticsRequest | null {
  if (!CUE.test(message) && !/t[-\s]?test|מבחן\s*t|השוו|compare/i.test(message)) return null;
  const groups = twoSampleData(message);
  return groups ? test({ test: 't-two-sample', groups, pooled: !WELCH.test(message) }, message) : null;
}

/** One sample's mean against a claimed μ₀: z when σ (the population's) is known, t otherwise. */
function oneSample(message: string): StatisticsRequest | null {
  const explicitZ = /מבחן\s*z|\bz[-\s]?test|סטטיסטי\s+z/i.test(message);
  const explicitT = /מבחן\s*t|\bt[-\s]?test|סטטיסטי\s+t/i.test(message);
  if (!CUE.test(message) && !explicitZ && !explicitT) return null;
  const mu0 = mu0Of(message);
  if (!mu0) return null;
  const rest = without(message, mu0);
  const mean =
    meansOf(rest)[0] ?? all(rest, new RegExp(`(?:^|[\\s,(])(?:μ|\\\\mu|mu)\\s*=\\s*${NUM}`, 'i'))[0];
  const sd = sdsOf(rest)[0];
  const n = sizes(rest)[0];
  const list = lists(rest).find((candidate) => candidate.values.length >= 3);
  if (list && (!mean || !sd || !n)) {
    const summary = summaryOf(list.values);
    return test(
      {
        test: explicitZ && sd ? 'z-mean' : 't-mean',
        mean: summary.mean,
        mu0: mu0.value,
        sd: explicitZ && sd ? sd.value : summary.sd,
        n: summary.n,
      },
      message,
    );
  }
  if (!mean || !sd || !n) return null;
  const known =
    explicitZ ||
    (!explicitT &&
      POPULATION_SD.test(rest) &&
      !/(?:^|[\s,(])s\s*=/.test(rest) &&
      !/(?:סטיית\s+(?:ה)?תקן\s+(?:ב|של\s+)?(?:ה)?מדגם|sample\s+(?:standard deviation|sd))/i.test(rest));
  return test(
    { test: known ? 'z-mean' : 't-mean', mean: mean.value, mu0: mu0.value, sd: sd.value, n: n.value },
    message,
  );
}

// ---- probability -------------------------------------------------------------------------------

const PROB = '(\\d*\\.?\\d+)\\s*(%|אחוז|percent)?';

function probabilityAfter(message: string, patterns: readonly string[]): number | null {
  for (const pattern of patterns) {
    const m = new RegExp(`${pattern}\\s*(?:של|of|is|=|:|הוא|היא)?\\s*${PROB}`, 'i').exec(message);
    const value = probability(m?.[1], Boolean(m?.[2]));
    if (value !== null && value >= 0 && value <= 1) return value;
  }
  return null;
}

function bayes(message: string): StatisticsRequest | null {
  const symbols = {
    prior: probabilityAfter(message, ['P\\s*\\(\\s*A\\s*\\)\\s*=']),
    hit: probabilityAfter(message, ['P\\s*\\(\\s*B\\s*\\|\\s*A\\s*\\)\\s*=']),
    miss: probabilityAfter(message, [
      "P\\s*\\(\\s*B\\s*\\|\\s*(?:A\\^?c|A'|\\\\bar\\{?A\\}?|not\\s*A|¬A|Ā)\\s*\\)\\s*=",
    ]),
  };
  const asksPosterior =
    /P\s*\(\s*A\s*\|\s*B\s*\)|בייס|bayes|בהינתן\s+ש(?:ה)?בדיקה|given\s+(?:a\s+)?positive|חיובית?\s*,?\s*מה\s+ה?הסתברות|tests?\s+positive|נמצא\s+חיובי|יצאה?\s+חיובי|probability\s+(?:that\s+)?(?:it['’]?s|it\s+is|it\s+was|he|she|they|this)|chance\s+(?:that\s+)?(?:it['’]?s|it\s+is|it\s+was|he|she)|מה\s+ה?(?:הסתברות|סיכוי)\s+ש(?:זו|זה|הוא|היא|הגיע|היה|הייתה|מדובר)/i.test(
      message,
    );
  if (symbols.prior !== null && symbols.hit !== null && symbols.miss !== null && asksPosterior)
    return {
      kind: 'probability',
      problem: { problem: 'bayes', prior: symbols.prior, hitGivenA: symbols.hit, hitGivenNotA: symbols.miss },
    };
  if (!asksPosterior) return null;
  // "60% are girls. 30% of girls and 20% of boys wear glasses": the textbook order, prior then the two rates.
  const stated = [...message.matchAll(/(?<![\d.])(\d*\.?\d+)\s*(%|אחוז|percent)?/gi)]
    .map((m) => probability(m[1], Boolean(m[2])))
    .filter((value): value is number => value !== null && value > 0 && value < 1);
  const ordered =
    stated.length === 3 && /(?:%|אחוז|percent)\s*(?:of|מ)/i.test(message)
      ? { prior: stated[0] ?? 0, hit: stated[1] ?? 0, miss: stated[2] ?? 0 }
      : null;
  const prior =
    probabilityAfter(message, [
      '(?:שכיחות|prevalence|base rate|שיעור\\s+(?:ה)?(?:חולים|תחלואה))',
      '(?:מ|of\\s+(?:the\\s+)?)?(?:האוכלוסייה|population)[^\\d]{0,20}',
    ]) ??
    (() => {
      const m =
        /(\d*\.?\d+)\s*(%|אחוז|percent)\s*(?:מ|of\s+)?(?:ה)?(?:אוכלוסייה|population|people|אנשים|חולים|sick|have|סובלים|נשאים|carriers|מהמוצרים|of (?:the )?products|פגומים|defective)/i.exec(
          message,
        );
      return probability(m?.[1], Boolean(m?.[2]));
    })();
  const hit = probabilityAfter(message, [
    '(?:רגישות|sensitivity|true positive rate|מזהה|detects?|מגלה|identifies)[^\\d]{0,30}',
  ]);
  const specificity = probabilityAfter(message, ['(?:סגוליות|ספציפיות|specificity)[^\\d]{0,12}']);
  const falsePositive =
    probabilityAfter(message, [
      '(?:חיובי\\s+(?:כוזב|שגוי)|false[\\s-]*positive(?:\\s+rate)?|התראת\\s+שווא|בטעות)[^\\d]{0,24}',
    ]) ??
    (() => {
      const m = /(\d*\.?\d+)\s*(%|אחוז|percent)?\s*(?:מ|of\s+)?(?:ה)?(?:בריאים|healthy|לא\s+חולים)/i.exec(
        message,
      );
      return probability(m?.[1], Boolean(m?.[2]));
    })();
  const miss = falsePositive ?? (specificity === null ? null : 1 - specificity);
  if ((prior === null || hit === null || miss === null) && ordered)
    return {
      kind: 'probability',
      problem: { problem: 'bayes', prior: ordered.prior, hitGivenA: ordered.hit, hitGivenNotA: ordered.miss },
    };
  if (prior === null || hit === null || miss === null) return null;
  return { kind: 'probability', problem: { problem: 'bayes', prior, hitGivenA: hit, hitGivenNotA: miss } };
}

function simpleProbability(message: string): StatisticsRequest | null {
  const pa = probabilityAfter(message, ['P\\s*\\(\\s*A\\s*\\)\\s*=']);
  const pb = probabilityAfter(message, ['P\\s*\\(\\s*B\\s*\\)\\s*=']);
  const joint = probabilityAfter(message, ['P\\s*\\(\\s*A\\s*(?:∩|\\\\cap|and|ו|&|,)\\s*B\\s*\\)\\s*=']);
  const bGivenA = probabilityAfter(message, ['P\\s*\\(\\s*B\\s*\\|\\s*A\\s*\\)\\s*=']);
  if (
    /P\s*\(\s*A\s*(?:∩|\\cap|and|&)\s*B\s*\)\s*(?:\?|$|=\s*\?)/i.test(message) &&
    pa !== null &&
    bGivenA !== null &&
    joint === null
  )
    return { kind: 'probability', problem: { problem: 'multiplication', pa, bGivenA } };
  if (/P\s*\(\s*A\s*\|\s*B\s*\)/.test(message) && joint !== null && pb !== null)
    return { kind: 'probability', problem: { problem: 'conditional', joint, given: pb } };
  if (/P\s*\(\s*A\s*(?:∪|\\cup|or|או)\s*B\s*\)/i.test(message) && pa !== null && pb !== null) {
    const independent = /בלתי\s+תלוי|independent/i.test(message);
    if (joint === null && !independent) return null;
    return { kind: 'probability', problem: { problem: 'union', pa, pb, joint } };
  }
  if (
    /P\s*\(\s*A\s*(?:∩|\\cap|and|&)\s*B\s*\)\s*(?:\?|$|=\s*\?)/i.test(message) &&
    pa !== null &&
    pb !== null &&
    /בלתי\s+תלוי|independent/i.test(message)
  )
    return { kind: 'probability', problem: { problem: 'intersection', pa, pb } };
  // "at least one" in n independent trials.
  if (
    /לפחות\s+(?:אחד|אחת|פעם\s+אחת)|at\s+least\s+(?:one|once)/i.test(message) &&
    !/בינומי|binomial/i.test(message)
  ) {
    const p = probabilityAfter(message, [
      '(?:הסתברות|probability|סיכוי|chance)[^\\d]{0,30}',
      '(?:^|[\\s,(])p\\s*=',
    ]);
    const n = first(message, [
      /(\d+)\s*(?:פעמים|times|ניסיונות|trials|attempts|ניסויים|זריקות|throws|tosses|הטלות|rolls|ימים|days|people|אנשים|מוצרים|products|items|פריטים)/i,
      /(?:^|[\s,(])n\s*=\s*(\d+)/i,
    ]);
    if (p !== null && n !== null) return { kind: 'probability', problem: { problem: 'at-least-one', p, n } };
  }
  if (
    /משלים|complement|P\s*\(\s*(?:A\^?c|A'|\\bar\{?A\}?|not\s*A|Ā)\s*\)|לא\s+יקרה|will not happen|does not happen/i.test(
      message,
    ) &&
    pa !== null
  )
    return { kind: 'probability', problem: { problem: 'complement', p: pa } };
  return null;
}

function relationWords(message: string): { relation: Relation; k: number } | null {
  const symbolic = /P\s*\(\s*X\s*(<=|>=|≤|≥|<|>|=)\s*(\d+)\s*\)/.exec(message);
  if (symbolic) {
    const s = symbolic[1] ?? '=';
    const relation: Relation =
      s === '≤' || s === '<=' ? '<=' : s === '≥' || s === '>=' ? '>=' : (s as Relation);
    return { relation, k: Number(symbolic[2]) };
  }
  const table: Array<[RegExp, Relation]> = [
    [/(?:בדיוק|exactly)\s*(?:[בל][-־]?)?(\d+)/i, '='],
    [/(?:לפחות|at\s+least|no\s+fewer\s+than)\s*(?:[בל][-־]?)?(\d+)/i, '>='],
    [/(?:לכל\s+היותר|at\s+most|no\s+more\s+than|up\s+to)\s*(?:[בל][-־]?)?(\d+)/i, '<='],
    [/(?:יותר\s+מ[-־]?|more\s+than|over)\s*(\d+)/i, '>'],
    [/(?:פחות\s+מ[-־]?|fewer\s+than|less\s+than)\s*(\d+)/i, '<'],
  ];
  for (const [pattern, relation] of table) {
    const m = pattern.exec(message);
    if (m) return { relation, k: Number(m[1]) };
  }
  return null;
}

function binomialWords(message: string): StatisticsRequest | null {
  const coin = /מטבע\s+(?:הוגן|תקין)|fair\s+coin/i.test(message);
  const die = /קובי(?:י)?ה\s+(?:הוגנת|תקינה)?|fair\s+die|\bdie\b|\bdice\b/i.test(message);
  const words =
    /להצליח|מצליח|succeed|בינומי|binomial|ניסיונות|ניסויים|trials|independent|בלתי\s+תלויים|הצלחה|success|פעמים|times|tosses|הטלות|זורקים|מטילים|flip|toss/i.test(
      message,
    );
  if (!coin && !words) return null;
  const n = first(message, [
    /(?:^|[\s,(])n\s*=\s*(\d+)/i,
    /(\d+)\s*(?:ניסיונות|ניסויים|trials|פעמים|times|tosses|flips|rolls|הטלות|זריקות|שאלות|questions|יריות|shots|penalties|פנדלים)/i,
    /(?:מטילים|זורקים|flip|toss|roll)\w*\s+(?:\S+\s+){0,3}?(\d+)/i,
  ]);
  let p = coin ? 0.5 : null;
  p ??= probabilityAfter(message, [
    '(?:^|[\\s,(])p\\s*=',
    '(?:הסתברות\\s+(?:ה)?הצלחה|הסתברות\\s+(?:ל|של)\\s*הצלחה|success\\s+probability|probability\\s+of\\s+(?:a\\s+)?success|הסיכוי\\s+להצליח|chance\\s+of\\s+success|probability\\s+of\\s+\\w+(?:\\s+\\w+)?\\s+is)[^\\d]{0,12}',
    '(?:בהסתברות|with\\s+probability|בסיכוי|with\\s+a\\s+chance\\s+of)',
  ]);
  if (p === null && die && /(?:6|שש|שש)|six/i.test(message)) p = 1 / 6;
  // The number of trials is not the event: blank its first mention ("10 פעמים … בדיוק 3 פעמים").
  const event = relationWords(
    message.replace(
      new RegExp(
        `(?:^|[\\s,(])n\\s*=\\s*${n}\\b|\\b${n}\\s*(?:ניסיונות|ניסויים|trials|פעמים|times|tosses|flips|rolls|הטלות|זריקות|שאלות|questions|יריות|shots)`,
        'i',
      ),
      ' ',
    ),
  );
  if (n === null || p === null || !event || !(p >= 0 && p <= 1) || event.k > n) return null;
  return { kind: 'binomial', n, p, relation: event.relation, k: event.k };
}

function normalWords(message: string): StatisticsRequest | null {
  if (!/נורמלי|normal|פעמון|bell/i.test(message)) return null;
  // "how many students scored above 80" asks for a count, not the probability this matcher answers
  if (/(?:^|\s)כמה\s|how\s+many/i.test(message)) return null;
  if (
    CUE.test(message) &&
    !/הסתברות|probability|סיכוי|chance|אחוז|percent|what (?:share|fraction|proportion)/i.test(message)
  )
    return null;
  const mean = first(message, [
    new RegExp(`(?:${MEAN_WORD}|תוחלת|expected value|expectation|μ|\\\\mu|\\bmu)${GAP}${NUM}`, 'i'),
  ]);
  const sd = first(message, [new RegExp(`${SD_WORD}${GAP}${POS}`, 'i')]);
  if (mean === null || sd === null) return null;
  const between = new RegExp(`(?:בין|between)\\s*${NUM}\\s*(?:ל[-־]?|to|and|עד)\\s*${NUM}`, 'i').exec(
    message,
  );
  const above = new RegExp(
    `(?:taller\\s+than|heavier\\s+than|older\\s+than|longer\\s+than|ארוך\\s+מ[-־]?|כבד\\s+מ[-־]?|מעל|יותר\\s+מ[-־]?|גדול\\s+מ[-־]?|גבוה\\s+מ[-־]?|עולה\\s+על|above|more\\s+than|greater\\s+than|over|exceeds?|at\\s+least|לפחות|higher\\s+than)\\s*${NUM}`,
    'i',
  ).exec(message);
  const below = new RegExp(
    `(?:shorter\\s+than|lighter\\s+than|younger\\s+than|cheaper\\s+than|קצר\\s+מ[-־]?|מתחת\\s+ל[-־]?|פחות\\s+מ[-־]?|קטן\\s+מ[-־]?|נמוך\\s+מ[-־]?|below|less\\s+than|under|at\\s+most|לכל\\s+היותר|lower\\s+than|smaller\\s+than)\\s*${NUM}`,
    'i',
  ).exec(message);
  const n =
    first(message, SIZE_PATTERNS) ??
    first(message, [/(?:בודקים|דוגמים|נדגמים|נבחרים|בוחרים|sampled?|picks?|chooses?)\s+(\d+)/i]);
  // The event is about an average when the mean is given as an expectation and the question says "average",
  // or "average" is said twice ("mean 250 … the average of 16 cups"): then σ/√n, or no answer without n.
  const averaged =
    (/תוחלת|expected value|expectation|μ|\\mu/i.test(message) && /ממוצע|\baverage|\bmean\b/i.test(message)) ||
    (message.match(/ממוצע|\baverage|\bmean\b/gi) ?? []).length >= 2;
  const ofMean =
    n !== null &&
    (averaged ||
      /ממוצע\s+(?:ה)?מדגם|הממוצע\s+(?:ב|של\s+)?(?:ה)?מדגם|sample\s+mean|average\s+of\s+(?:the\s+)?\d+|mean\s+of\s+(?:the\s+|a\s+)?(?:sample|\d+)/i.test(
        message,
      ));
  if (averaged && !ofMean) return null;
  const spread = ofMean && n !== null ? sd / Math.sqrt(n) : sd;
  if (between) return { kind: 'normal', mean, sd: spread, low: Number(between[1]), high: Number(between[2]) };
  if (above && (!below || above.index < below.index))
    return { kind: 'normal', mean, sd: spread, low: Number(above[1]), high: null };
  if (below) return { kind: 'normal', mean, sd: spread, low: null, high: Number(below[1]) };
  return null;
}

/** "t=2.3 עם 15 דרגות חופש, האם מובהק?", "p-value for z=1.8", "F=4.2 df 2, 12". */
function givenStatistic(message: string): StatisticsRequest | null {
  if (!/p[-\s]?value|ערך[\s-]*p|מובהק|significan|critical|קריטי|reject|לדחות|דוחים/i.test(message))
    return null;
  const found =
    /(?:^|[\s,(:])(z|t|F|χ²|χ\^?2|\\chi\^?\{?2\}?|chi[\s-]?squared?|chi2|חי[\s-]?בריבוע)\s*=\s*(-?\d*\.?\d+)/i.exec(
      message,
    );
  if (!found) return null;
  const letter = (found[1] ?? '').toLowerCase();
  const statistic = Number(found[2]);
  const df = first(message, [
    /(?:df|d\.f\.|degrees of freedom|דרגות\s+חופש|ד"ח|ד״ח)\s*(?:של|of|is|=|:)?\s*(\d+)/i,
    /(\d+)\s*(?:df|degrees of freedom|דרגות\s+חופש|ד"ח|ד״ח)/i,
  ]);
  const pair =
    /(?:df|degrees of freedom|דרגות\s+חופש)\s*(?:=|:)?\s*\(?\s*(\d+)\s*[,;]\s*(\d+)/i.exec(message) ??
    /df_?1\s*=\s*(\d+)\s*[,;]?\s*df_?2\s*=\s*(\d+)/i.exec(message);
  let distribution: Distribution | null = null;
  if (letter === 'z') distribution = { name: 'z' };
  else if (letter === 't' && df !== null) distribution = { name: 't', df };
  else if (letter === 'f' && pair) distribution = { name: 'f', df1: Number(pair[1]), df2: Number(pair[2]) };
  else if (letter !== 't' && letter !== 'f' && df !== null) distribution = { name: 'chi2', df };
  if (!distribution) return null;
  return test({ test: 'statistic', distribution, statistic }, message);
}

const NAMED_TEST =
  /מבחן\s*(?:z|t|F|חי|הסימן|וילקוקסון|מאן|קרוסקל)|חי[\s־-]*(?:ב)?ריבוע|chi[\s-]*squared?|\b(?:z|t|F)[-\s]?test|anova|ניתוח\s+שונות|wilcoxon|mann[\s-]?whitney|kruskal|sign\s+test|spearman|ספירמן|בדיקת\s+השערות|hypothesis\s+test|טיב\s+התאמה|goodness\s+of\s+fit/i;

/** A test named with numbers the matchers could not arrange: never descriptive statistics of its counts. */
function incomplete(message: string): StatisticsRequest | null {
  // Data, not a concept question that happens to hold a number ("a t test with 2 groups?").
  if (!NAMED_TEST.test(message) || (message.match(/\d+(?:\.\d+)?/g) ?? []).length < 3) return null;
  return {
    kind: 'statistics-test',
    test: { test: 'incomplete', quote: message.slice(0, 40) },
    settings: settingsOf(message),
  };
}

// ---- confidence intervals beyond one mean ------------------------------------------------------

const INTERVAL = /רו?וח(?:י)?\s+(?:ה)?סמך|רווח\s+בר\s+סמך|conf[a-z]*\s+int[a-z]*|\bCI\b|interval\s+estimate/i;

/** The confidence level: "95%", "רמת ביטחון 0.9", "90 percent confidence"; 95 % when not said. */
function levelOf(message: string): { level: number; rest: string } {
  const m =
    /(\d{2}(?:\.\d+)?)\s*(?:%|אחוז|percent)/i.exec(message) ??
    /(?:רמת\s+(?:ה)?ביטחון|confidence(?:\s+level)?)\s*(?:של|of|=|:)?\s*(0?\.\d+|\d{2}(?:\.\d+)?)/i.exec(
      message,
    );
  if (!m) return { level: 0.95, rest: message };
  const value = Number(m[1]);
  const level = value >= 1 ? value / 100 : value;
  const index = m.index;
  return {
    level,
    rest: `${message.slice(0, index)}${' '.repeat(m[0].length)}${message.slice(index + m[0].length)}`,
  };
}

function interval(data: IntervalRequest, level: number): StatisticsRequest {
  return { kind: 'interval', interval: data, level };
}

/**
 * A confidence interval for a proportion, a variance, or a difference (two means, paired, two
 * proportions). A single mean is left to the general recogniser's confidenceInterval.
 */
function intervals(message: string): StatisticsRequest | null {
  if (!INTERVAL.test(message)) return null;
  const { level, rest } = levelOf(message);
  if (!(level > 0.5 && level < 1)) return null;
  if (
    /(?:ל|עבור\s+)(?:ה)?שונות(?!\s*משוקללת)|for\s+(?:the\s+)?(?:population\s+)?variance|variance\s+interval|for\s+σ²|for\s+σ\^2|לסטיית\s+(?:ה)?תקן|for\s+(?:the\s+)?(?:population\s+)?(?:standard deviation|sd|σ)\b/i.test(
      rest,
    )
  ) {
    const list = lists(rest).find((candidate) => candidate.values.length >= 3);
    if (list)
      return interval(
        { of: 'variance', variance: summaryOf(list.values).sd ** 2, n: list.values.length },
        level,
      );
    const sd = sdsOf(rest)[0];
    const v = varianceOf(rest, null) ?? (sd ? sd.value ** 2 : null);
    const n = sizes(rest)[0];
    return v !== null && n ? interval({ of: 'variance', variance: v, n: n.value }, level) : null;
  }
  const pairs = outOf(rest);
  const proportionWords = /פרופורצי|proportion|שיעור|rate|אחוז|percent|p̂|\\hat\{?p|p[-_ ]?hat/i;
  if (pairs.length === 2) {
    const [a, b] = pairs;
    if (a && b) return interval({ of: 'two-proportions', x1: a.x, n1: a.n, x2: b.x, n2: b.n }, level);
  }
  if (PAIRED_WORDS.test(rest)) {
    const data = pairedData(rest);
    if (data?.test === 't-paired-summary')
      return interval({ of: 'paired', meanDiff: data.meanDiff, sdDiff: data.sdDiff, n: data.n }, level);
    if (data?.test === 't-paired') {
      const summary = summaryOf(data.differences);
      return interval(
        {
          of: 'paired',
          meanDiff: summary.mean,
          sdDiff: summary.sd,
          n: summary.n,
          ...(data.beforeMinusAfter ? { beforeMinusAfter: true } : {}),
        },
        level,
      );
    }
  }
  const groups = twoSampleData(rest);
  if (groups) {
    const known =
      /σ|\\sigma|\bsigma|ידועות|ידועה|known/i.test(rest) &&
      !/לא\s+ידוע|אינן\s+ידועות|unknown|not\s+known/i.test(rest);
    return interval({ of: 'two-means', groups, pooled: !WELCH.test(rest), known }, level);
  }
  if (proportionWords.test(rest)) {
    const pHat = first(rest, [/(?:p̂|\\hat\{?p\}?|p[-_ ]?hat)\s*=\s*(\d*\.?\d+)/i]);
    const n = pairs[0]?.n ?? first(rest, SIZE_PATTERNS);
    const x = pairs[0]?.x ?? (pHat !== null && n !== null ? Math.round(pHat * n) : null);
    if (x !== null && n !== null) return interval({ of: 'proportion', x, n }, level);
  }
  return null;
}

/** The statistics test or probability a message asks for, or null. Most specific first. */
export function recognizeStatistics(message: string): StatisticsRequest | null {
  const text = message
    .replace(/\u05BE/g, '-')
    .replace(/[−–]/g, '-')
    .trim();
  for (const matcher of [
    intervals,
    kruskal,
    mannWhitney,
    wilcoxon,
    signTest,
    spearman,
    bayes,
    simpleProbability,
    varianceTest,
    fVariances,
    coefficient,
    multipleRegression,
    prediction,
    regression,
    independence,
    goodnessOfFit,
    anova,
    proportions,
    paired,
    twoSample,
    oneSample,
    givenStatistic,
    binomialWords,
    normalWords,
    incomplete,
  ]) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}
