/**
 * What a student's message asks, read before it is answered (docs/tutor.md, "The intent layer"). Pure
 * and total: any text (empty, 20,000 characters, hostile LaTeX) gets an intent in well under a millisecond
 * per kilobyte, because only the ends of a long message and the request around a paste are read word by
 * word.
 */
import { formulaFromWords } from './numbers';
import { MAX_READ, readPaste } from './extract';
import { offeredAnswer, type OfferedAnswer } from './offered';
import {
  activityWords,
  askedItemWords,
  askWords,
  checkWords,
  computeWords,
  conceptWords,
  confusedWords,
  continueWords,
  crisisWords,
  declineNegations,
  declineWords,
  domainWords,
  feelingWords,
  fullSolutionWords,
  goOnHowWords,
  goOnNegations,
  goOnWords,
  greetingWords,
  hintWords,
  homeworkWords,
  laterWords,
  nextStepWords,
  problemWords,
  requestWords,
  stopFillerWords,
  stopWords,
  thanksWords,
  whyWords,
} from './lexicon';
import { hasMath, numberCount } from './math';
import { forms, PhraseSet, tokens } from './words';

export const intents = [
  'compute',
  'concept',
  'check',
  'problem',
  'hint',
  'homework',
  'continue',
  'confused',
  'off-topic',
  'feelings',
  'greeting',
  'thanks',
  'stop',
] as const;
export type Intent = (typeof intents)[number];

/** What the intent layer understood of one message. */
export interface Reading {
  intent: Intent;
  /**
   * The question to answer: the part of a paste the student asks about, arithmetic written in words as a
   * formula, else the message itself.
   */
  question: string;
  /** `question` is not the message as written (cut from a paste, or rewritten from words) */
  extracted: boolean;
  /** numbered questions in a pasted exam (0 or 1: not an exam) */
  questions: number;
  /** the first question of a paste (with its opening), where a guided start begins */
  firstQuestion?: string;
  /** the message holds mathematics (a formula, data, a distribution) */
  math: boolean;
  /** words of danger to oneself: answered first with where to find help */
  crisis: boolean;
  /** in a step-by-step walk-through, a short message asking for the whole solution or one more step */
  walkthrough?: 'full' | 'next';
  /**
   * the answer the message offers for checking ("יצא לי x=2 ו-x=-3, נכון?") and the problem it states, if
   * any: the verdict skill judges it, an open practice problem reads the answer from it
   */
  offered?: OfferedAnswer;
  /** a short "no" ("לא", "לא תודה", "no thanks", "not now"): declines the tutor's offer when there is one */
  declines: boolean;
  /** its words ask for a computation ("solve", "find", "what is", "פתור", "כמה זה"): a request, not an answer */
  asksToCompute: boolean;
}

const sets = {
  compute: new PhraseSet(computeWords),
  concept: new PhraseSet(conceptWords),
  why: new PhraseSet(whyWords),
  check: new PhraseSet(checkWords),
  problem: new PhraseSet(problemWords),
  hint: new PhraseSet(hintWords),
  homework: new PhraseSet(homeworkWords),
  continue: new PhraseSet(continueWords),
  confused: new PhraseSet(confusedWords),
  feelings: new PhraseSet(feelingWords),
  greeting: new PhraseSet(greetingWords),
  thanks: new PhraseSet(thanksWords),
  domain: new PhraseSet(domainWords),
  crisis: new PhraseSet(crisisWords),
  full: new PhraseSet(fullSolutionWords),
  next: new PhraseSet(nextStepWords),
  stop: new PhraseSet(stopWords),
  activity: new PhraseSet(activityWords),
  goOn: new PhraseSet(goOnWords),
  later: new PhraseSet(laterWords),
  request: new PhraseSet(requestWords),
  item: new PhraseSet(askedItemWords),
  ask: new PhraseSet(askWords),
};
type Cue = keyof typeof sets;

/** Longest message read for arithmetic written in words. */
const WORDED = 500;

/** Words read from each end of a long message. */
const EDGE_WORDS = 150;

/** Homework words that say "all of it for me" on their own; the rest need a second sign. */
const strongHomework = new Set(
  [
    'שיעורי בית',
    'שב',
    'מטלה',
    'להגשה',
    'למחר',
    'עד מחר',
    'רק תשובות',
    'רק את התשובות',
    'רק התשובות',
    'תשובות סופיות',
    'בלי הסבר',
    'בלי הסברים',
    'homework',
    'hw',
    'assignment',
    'due tomorrow',
    'for tomorrow',
    'just the answers',
    'give me the answers',
    'only the answers',
    'just answers',
    'final answers',
    'final answer only',
    'do my',
    'do it for me',
  ].map((phrase) => tokens(phrase).join(' ')),
);

/** Check words that offer an answer on their own ("יצא לי", "I got"); the rest need a number too. */
const strongCheck = new Set(
  [
    'יצא לי',
    'יצאה לי',
    'יצאו לי',
    'קיבלתי',
    'הגעתי ל',
    'הגעתי לתשובה',
    'התשובה שלי',
    'הפתרון שלי',
    'צדקתי',
    'איפה טעיתי',
    'i got',
    'my answer',
    'my result',
    'my solution',
    'am i right',
    'check my',
    'where did i go wrong',
    'is that right',
    'is this right',
    'is that correct',
    'is this correct',
    'הגעתי',
  ].map((phrase) => tokens(phrase).join(' ')),
);

/** Words that leave a message with a stop word a plain stop ("די פה", "stop now please"); a plain set, so never a typo's target. */
const stopFillers = new Set(stopFillerWords.flatMap((phrase) => tokens(phrase)));

/**
 * Every word is a stop word (a typo of one too: "lets stpo here") or a filler: the message only says stop ("די",
 * "מספיק להיום", "I'm done").
 */
function onlyStops(words: readonly string[], stops: readonly string[]): boolean {
  const stopTokens = new Set(stops.flatMap((phrase) => phrase.split(' ')));
  return words.every(
    (word) =>
      forms(word).some((form) => stopTokens.has(form) || stopFillers.has(form)) || sets.stop.has([word]),
  );
}

const goOnNegation = new Set(goOnNegations.flatMap((phrase) => tokens(phrase)));
const goOnHow = new Set(goOnHowWords.flatMap((phrase) => tokens(phrase)));
/** Words a negation may stand before a going-on word: "לא בא לי להמשיך", "I don't want to continue". */
const NEGATION_REACH = 4;

/**
 * Going on is refused ("אני לא רוצה להמשיך", "I don't want to continue") or put off ("נמשיך מחר", "I'll continue
 * tomorrow"): the activity ends.
 */
function refusesGoingOn(words: readonly string[], later: boolean): boolean {
  return words.some((word, index) => {
    // a going-on word, or a phrase of two ("go on") that starts here
    const starts =
      sets.goOn.has([word]) ||
      (sets.goOn.has(words.slice(index, index + 2)) && !sets.goOn.has(words.slice(index + 1, index + 2)));
    if (!starts) return false;
    const before = words.slice(Math.max(0, index - NEGATION_REACH), index);
    const among = (set: ReadonlySet<string>) =>
      before.some((earlier) => forms(earlier).some((form) => set.has(form)));
    // "אני לא יודע איך להמשיך" asks how to go on
    if (among(goOnHow)) return false;
    return later || among(goOnNegation);
  });
}

const declining = new Set(declineWords.flatMap((phrase) => tokens(phrase)));
const negations = new Set(declineNegations.flatMap((phrase) => tokens(phrase)));
/** Most words of a "no" to an offer. */
const DECLINE_WORDS = 5;

/** "לא", "לא תודה", "no thanks", "not now": a few words of declining only, one of them a "no". */
function declines(words: readonly string[], math: boolean): boolean {
  if (math || words.length === 0 || words.length > DECLINE_WORDS) return false;
  const known = (word: string, set: ReadonlySet<string>) => forms(word).some((form) => set.has(form));
  return words.every((word) => known(word, declining)) && words.some((word) => known(word, negations));
}

/** Characters read from each end of a long message: the request is at its start or its end. */
const EDGE_CHARS = 2_000;

function wordsOf(text: string): string[] {
  const edges =
    text.length > 2 * EDGE_CHARS ? `${text.slice(0, EDGE_CHARS)}\n${text.slice(-EDGE_CHARS)}` : text;
  const all = tokens(edges);
  return all.length > 2 * EDGE_WORDS ? [...all.slice(0, EDGE_WORDS), ...all.slice(-EDGE_WORDS)] : all;
}

/** The cues a message's words hold. */
function cuesOf(words: readonly string[]): Map<Cue, string[]> {
  const found = new Map<Cue, string[]>();
  for (const [cue, set] of Object.entries(sets) as [Cue, PhraseSet][]) {
    const phrases = set.find(words);
    if (phrases.length > 0) found.set(cue, phrases);
  }
  return found;
}

/** The intent of a message that is not a paste of several questions. */
function intentOf(
  text: string,
  words: readonly string[],
  math: boolean,
  offered: OfferedAnswer | undefined,
): Intent {
  const cues = cuesOf(words);
  const has = (cue: Cue) => cues.has(cue);
  const phrases = (cue: Cue) => cues.get(cue) ?? [];
  const count = words.length;
  const numbers = numberCount(text);
  if (count === 0 && !math) return 'off-topic';
  // "מה?", "huh?": the tutor's last words were not understood
  if (count === 1 && /^(?:מה|what|huh)$/.test(words[0] ?? '') && text.includes('?')) return 'confused';

  // An answer offered for checking ("יצא לי x=3 בשיעורי הבית, נכון?") is checked whatever else the message says.
  if (offered) return 'check';

  const homework = phrases('homework').reduce((sum, phrase) => sum + (strongHomework.has(phrase) ? 2 : 1), 0);
  if (homework >= 2 || (homework === 1 && (math || has('compute')) && count > 4)) return 'homework';

  const strongChecked = phrases('check').some((phrase) => strongCheck.has(phrase));
  if (strongChecked || (has('check') && (math || numbers > 0))) return 'check';

  // "עצור את התרגיל", "די", "I'm done with this exercise": the activity ends, no new problem starts
  if (
    has('stop') &&
    !math &&
    count <= 8 &&
    (has('problem') ||
      has('activity') ||
      // "i want to give up" with nothing to give up names a feeling
      (onlyStops(words, phrases('stop')) &&
        !phrases('stop').every((phrase) => phrases('feelings').includes(phrase))))
  )
    return 'stop';
  // "אני לא רוצה להמשיך", "נמשיך מחר": going on refused or put off (not "לא הבנתי איך להמשיך": that asks for help)
  if (
    has('goOn') &&
    !math &&
    count <= 8 &&
    !has('confused') &&
    !has('hint') &&
    refusesGoingOn(words, has('later'))
  )
    return 'stop';

  if (has('feelings') && !math && !(has('confused') && count <= 4)) return 'feelings';
  // "אני לא מבין מה זה אינטגרל" names the concept it asks about
  if (has('confused') && count <= 12 && !has('compute') && !(has('concept') && has('domain')))
    return 'confused';
  if (has('hint') && !(math && has('compute'))) return 'hint';
  if (has('problem') && !math && !has('concept') && !has('why')) return 'problem';
  // "תביא לי שאלה", "can I get a question on integrals": a question asked for, not one asked
  if (
    has('request') &&
    has('item') &&
    !math &&
    !has('concept') &&
    !has('why') &&
    !has('ask') &&
    !has('compute')
  )
    return 'problem';

  const small = count <= 6;
  if (small && !math && has('thanks')) return 'thanks';
  if (small && !math && has('greeting') && !has('compute') && !has('concept') && !has('domain'))
    return 'greeting';
  if (count <= 3 && !math && has('continue') && !has('domain') && !has('concept')) return 'continue';

  if (has('why')) return has('domain') || math ? 'concept' : 'off-topic';
  if (math) return 'compute';
  if (has('concept') && has('domain') && !has('compute')) return 'concept';
  if (has('compute') && (numbers > 0 || has('domain'))) return 'compute';
  if (has('domain') && numbers >= 2) return 'compute';
  if (has('domain')) return 'concept';
  return 'off-topic';
}

/** Reads a student's message: its intent and the question to answer. Never throws. */
export function readMessage(message: string): Reading {
  const text = message.length > MAX_READ ? message.slice(0, MAX_READ) : message;
  const paste = readPaste(text);
  const words = wordsOf(text);
  const crisis = sets.crisis.has(words);
  const base = {
    crisis,
    questions: paste.questions,
    declines: false,
    asksToCompute: sets.compute.has(words),
    ...(paste.first ? { firstQuestion: paste.first } : {}),
  };
  if (paste.questions >= 2) {
    const requestWords = wordsOf(paste.request);
    const asked = paste.asked;
    const requested = intentOf(paste.request, requestWords, false, undefined);
    if (asked) {
      const intent =
        requested === 'hint' || requested === 'check' || requested === 'concept' ? requested : 'compute';
      return { ...base, intent, question: asked.text, extracted: true, math: hasMath(asked.text) };
    }
    const intent = requested === 'feelings' ? requested : 'homework';
    return { ...base, intent, question: paste.first ?? text, extracted: true, math: true };
  }
  const written = text.length <= WORDED ? formulaFromWords(text) : undefined;
  const math = written !== undefined || hasMath(text);
  const offered = offeredAnswer(text);
  const intent = crisis ? 'feelings' : intentOf(text, words, math, offered);
  const walkthrough: Reading['walkthrough'] =
    words.length > 8 ? undefined : sets.full.has(words) ? 'full' : sets.next.has(words) ? 'next' : undefined;
  const read = {
    ...base,
    declines: declines(words, math),
    ...(walkthrough ? { walkthrough } : {}),
    ...(offered ? { offered } : {}),
  };
  return written !== undefined && (intent === 'compute' || intent === 'off-topic')
    ? { ...read, intent: 'compute', question: written, extracted: true, math }
    : { ...read, intent, question: text, extracted: false, math };
}
