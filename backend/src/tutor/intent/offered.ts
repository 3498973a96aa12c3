/**
 * Reading an answer a student offers for checking ("יצא לי x=2 ו-x=-3, נכון?", "I got 6x(x^2+1)^2, is
 * that right?", "התשובה שלי היא 10"): the answer, and the problem when the same message states it
 * ("פתרתי x^2+x-6=0 ויצא לי …"). Part of the reading (`Reading.offered`): the verdict and practice skills
 * use what the intent layer read, never a reader of their own. Pure: no solver, no checker (docs/tutor.md,
 * "Right or wrong").
 */
import { answerLeads, answerTails } from './lexicon';

const leads = [...answerLeads].sort((a, b) => b.length - a.length);

/** What a message offers for checking. */
export interface OfferedAnswer {
  /** the student's answer as written, question words and tails removed */
  answer: string;
  /** the problem the message states before the answer, or undefined (the thread's last problem then) */
  problem?: string;
}

/** The start of a checking question with no lead word: "האם x=4 נכון?", "is x=4 correct?". */
const questionStart = /^(?:האם|is|are)\s+/i;

const hebrewPrefix = '(?:^|[\\s,.:;!?(\\-–—])[וש]?';
const boundaryAfter = '(?=$|[\\s,.:;!?)\\-–—])';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each lead as a pattern, built once. A Hebrew lead may end inside a word ("הגעתי ל" + "10", "קיבלתי ש" + "x=4"); an English one may not. */
const leadPatterns = leads.map((lead) =>
  /[\u05D0-\u05EA]/.test(lead)
    ? new RegExp(`${hebrewPrefix}(${escape(lead)})`, 'g')
    : new RegExp(`(?:^|\\W)(${escape(lead)})${lead.endsWith(':') ? '' : boundaryAfter}`, 'gi'),
);

/** Each tail as a pattern at the end of the answer, built once. */
const tailPatterns = answerTails.map((tail) =>
  /[\u05D0-\u05EA]/.test(tail)
    ? new RegExp(`(?:^|[\\s,.;:!?—–-])[ו]?${escape(tail)}$`, 'u')
    : new RegExp(`(?:^|\\W)${escape(tail)}$`, 'i'),
);

/** Where a lead word starts and ends in the text (the last lead wins: "פתרתי …, וקיבלתי …"). */
function findLead(text: string): { start: number; end: number } | undefined {
  let found: { start: number; end: number } | undefined;
  for (const pattern of leadPatterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index + match[0].length - (match[1]?.length ?? 0);
      const end = match.index + match[0].length;
      if (!found || start > found.start || (start === found.start && end > found.end)) found = { start, end };
    }
  }
  return found;
}

/** The answer with a trailing "…, נכון?" / "is that right?" and surrounding punctuation removed. */
function cleanAnswer(text: string): string {
  let answer = text.trim();
  for (let round = 0; round < 3; round += 1) {
    const before = answer;
    answer = answer.replace(/[\s?!.,:;…]+$/u, '');
    for (const pattern of tailPatterns) answer = answer.replace(pattern, '');
    answer = answer.replace(/^(?:[\s:=,]|[-–—](?=\s))+/u, '').replace(/[\s?!.,:;…—–-]+$/u, '');
    if (answer === before) break;
  }
  return answer.trim();
}

/** The problem part before the lead, with connecting words and punctuation removed; undefined when it holds no math. */
function cleanProblem(text: string): string | undefined {
  const problem = text
    .replace(/[\s,.:;!?—–-]+$/u, '')
    .replace(/(?:^|\s)(?:ו|and|then|so)$/iu, '')
    .trim();
  return /\d|[a-z]\s*[\^=²³(]|[∫√]|\\int|\\frac/i.test(problem) ? problem : undefined;
}

/**
 * True when the answer is something to check: an option's letter, a digit, a formula or a one-letter variable, and no
 * words beyond the ones a list of answers uses ("80 במבחן, איזה כיף" is news, not an answer).
 */
function hasMath(answer: string): boolean {
  // A multiple-choice option by its letter: "ג", "ב'".
  if (/^(?:[אבגדהו]|[a-f])['׳]?$/iu.test(answer.trim())) return true;
  // "a" before a word is the article ("I get a question"), not a variable
  if (!/\d|[=^√∫π]|\b(?!a\s+[a-z]{2})[a-z]\b|אין פתרון|no solution/i.test(answer)) return false;
  const words = answer
    .replace(/(?<=\s|^)(?:או|וגם|ו|אין פתרון)(?=\s|$)|(?<=\s|^)ו[-־]|\b(?:and|or|no solution)\b/giu, ' ')
    .match(/[\u05D0-\u05EA]{2,}|\b(?!(?:sin|cos|tan|ln|log|sqrt|exp)\b)[a-z]{3,}\b/giu);
  return (words?.length ?? 0) <= 1;
}

/** Where a problem follows the answer: "… for the derivative of …", "… בתרגיל …". */
const problemAfter =
  /\s+(?:for|in|to|on)\s+(?=(?:the|this|my)?\s*(?:derivative|integral|equation|expression|problem|question|exercise|solve|f\s*\(|\d|[a-z]\s*[\^=(]))|\s+(?:בתרגיל|במשוואה|בשאלה|לתרגיל|למשוואה|לשאלה|עבור|כשפתרתי|כשגזרתי|בנגזרת של|בחישוב של|באינטגרל של)\s*/iu;

/** Longest message read for an offered answer; a longer one is a paste (the intent layer's). */
const MAX_MESSAGE = 600;

/**
 * The answer a message offers for checking, or undefined when it offers none. A message needs a lead
 * ("יצא לי", "I got") or a checking question ("האם x=4 נכון?", "is x=4 correct?") around some math.
 */
export function offeredAnswer(message: string): OfferedAnswer | undefined {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > MAX_MESSAGE) return undefined;
  const lead = findLead(text);
  if (lead) {
    // "I got 6x(x^2+1)^2 for the derivative of (x^2+1)^3": the problem may follow the answer.
    const after = text.slice(lead.end);
    const split = problemAfter.exec(after);
    const answer = cleanAnswer(split ? after.slice(0, split.index) : after);
    if (!answer || !hasMath(answer)) return undefined;
    const problem =
      cleanProblem(text.slice(0, lead.start)) ??
      (split ? cleanProblem(cleanAnswer(after.slice(split.index + split[0].length))) : undefined);
    return problem ? { answer, problem } : { answer };
  }
  // "האם x=4 נכון?" / "is x=-3 correct?": a question that ends with a tail and holds only the answer.
  if (questionStart.test(text) && /[?]\s*$/.test(text)) {
    const answer = cleanAnswer(text.replace(questionStart, ''));
    if (answer && answer !== text && hasMath(answer) && answer.length <= 60) return { answer };
  }
  return undefined;
}
