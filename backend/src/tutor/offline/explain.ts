/**
 * "לא הבנתי" after an explanation in free chat: the solver skill and retrieval record what they explained
 * in the thread state (`mode: 'explained'`, tutor/state.ts), and the follow-up skill explains it again
 * more simply. A walkthrough: the step the student names (or the last step before the checks) in short
 * sentences, the step before it and the rule it uses; a second "לא הבנתי" goes one step further back,
 * and before the first step the whole solution in short. A passage: the lesson's worked example and a
 * check question, then the start of the lesson. Only the walkthrough's own verified steps and the
 * lesson's own text are shown, never a new number. Sentences: content/tutor/<language>/explain.json.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fill } from '../../../domain/text';
import type { Language } from '../language';
import type { Turn } from '../modes/turn';
import { lessonPassages, quotePassage, type Passage, type RetrievalAnswer } from '../retrieval';
import type { Solution } from '../solver';
import { practisedOf, withPractised, type ExplainedState } from '../state';
import type { TutorReply } from '../types';

const ExplainSentences = z.object({
  step_lead: z.string().min(1),
  step_before: z.string().min(1),
  step_does: z.string().min(1),
  step_after: z.string().min(1),
  step_rule: z.string().min(1),
  step_more: z.string().min(1),
  start_over: z.string().min(1),
  start_over_end: z.string().min(1),
  passage_lead: z.string().min(1),
  passage_back: z.string().min(1),
  passage_check: z.string().min(1),
  passage_concept: z.string().min(1),
  passage_concept_check: z.string().min(1),
  passage_end: z.string().min(1),
  rules: z.record(z.string(), z.string().min(1)).refine((rules) => 'default' in rules),
});
type ExplainSentences = z.infer<typeof ExplainSentences>;
type SentenceKey = Exclude<keyof ExplainSentences, 'rules'>;

const contentDir = new URL('../../../../content/tutor/', import.meta.url);
const cache = new Map<Language, ExplainSentences>();

/** One language's explain.json, validated once. */
export function explainSentences(language: Language): ExplainSentences {
  const cached = cache.get(language);
  if (cached) return cached;
  const loaded = ExplainSentences.parse(
    JSON.parse(readFileSync(new URL(`${language}/explain.json`, contentDir), 'utf8')),
  );
  cache.set(language, loaded);
  return loaded;
}

function line(language: Language, key: SentenceKey, params?: Record<string, string | number>): string {
  return fill(explainSentences(language)[key], params);
}

/** Bounds of what is kept (the schema's limits). */
const STEPS = 16;
const TEXT = 400;
const PROBLEM = 500;

/** A text cut to `max` characters at a sentence end when there is one. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = head.search(/[.!?:](?=\s[^.!?:]*$)/);
  return end > max / 2 ? head.slice(0, end + 1) : `${head.slice(0, max - 1)}…`;
}

/**
 * Explanations are remembered over nothing (or free chat carrying only what was practised), an earlier
 * explanation or a practice problem that is over (what was practised goes along), never over an open activity.
 */
function remembers(turn: Turn): boolean {
  const state = turn.ctx.thread.state;
  return (
    turn.ctx.thread.kind !== 'test' &&
    (state === null ||
      state.mode === 'explained' ||
      state.mode === 'chat' ||
      (state.mode === 'practice' && state.done === true))
  );
}

/**
 * What a walkthrough leaves in the thread state for "לא הבנתי" (bounded in size), or undefined when the
 * thread holds an activity of its own. The solver's, the pasted-question skill's and the model's (checked
 * against the solver's) replies all record it.
 */
export function explainedSolution(turn: Turn, solution: Solution): ExplainedState | undefined {
  if (!remembers(turn)) return undefined;
  return withPractised(explainedOf(solution), practisedOf(turn.ctx.thread.state));
}

/** A walkthrough as the explained state, bounded in size (for an activity that ends with it, too). */
export function explainedOf(solution: Solution): ExplainedState {
  const { reply } = solution;
  const steps = reply.steps.slice(0, STEPS).map((step) => ({
    text: cut(step.description, TEXT),
    // a formula too long to keep is left out rather than cut into invalid LaTeX
    ...(step.latex && step.latex.length <= TEXT ? { latex: step.latex } : {}),
  }));
  const state: ExplainedState = {
    mode: 'explained',
    explained: {
      kind: 'walkthrough',
      solver: solution.kind,
      problem: cut(reply.problem, PROBLEM),
      steps,
      answer: cut(reply.answer ?? '', TEXT),
    },
    again: 0,
  };
  return state;
}

/** The solver's walkthrough as the reply, remembered for "לא הבנתי". */
export function rememberSolution(turn: Turn, solution: Solution): TutorReply {
  const state = explainedSolution(turn, solution);
  return state ? { bot: solution.reply, state } : { bot: solution.reply };
}

/** A lesson passage as the reply, remembered for "לא הבנתי". */
export function rememberPassage(
  turn: Turn,
  found: Extract<RetrievalAnswer, { status: 'found' }>,
): TutorReply {
  if (!remembers(turn)) return { bot: found.reply };
  const { passage } = found.hit;
  const state: ExplainedState = withPractised(
    {
      mode: 'explained',
      explained: { kind: 'passage', lesson_id: passage.lessonId, passage_id: passage.id },
      again: 0,
    },
    practisedOf(turn.ctx.thread.state),
  );
  return { bot: found.reply, state };
}

const ordinals: ReadonlyArray<readonly string[]> = [
  ['ראשון', 'הראשון', 'first', '1st'],
  ['שני', 'השני', 'second', '2nd'],
  ['שלישי', 'השלישי', 'third', '3rd'],
  ['רביעי', 'הרביעי', 'fourth', '4th'],
  ['חמישי', 'החמישי', 'fifth', '5th'],
  ['שישי', 'השישי', 'sixth', '6th'],
  ['שביעי', 'השביעי', 'seventh', '7th'],
  ['שמיני', 'השמיני', 'eighth', '8th'],
];
const lastWords = ['אחרון', 'האחרון', 'last'];

/** The step a message names ("השלב השני", "שלב 2", "step 2", "the last step"), 0-based; -1 for the last. */
export function namedStep(text: string): number | undefined {
  const lower = text.toLowerCase();
  const numbered = /(?:שלב|צעד|step)\s*(?:מספר\s*|number\s*|no\.?\s*)?(\d{1,2})/u.exec(lower)?.[1];
  if (numbered) return Math.max(Number(numbered), 1) - 1;
  if (!/(?:שלב|צעד|step)/u.test(lower)) return undefined;
  const words = lower.split(/[^\p{L}\p{N}]+/u);
  if (words.some((word) => lastWords.includes(word))) return -1;
  const index = ordinals.findIndex((forms) => words.some((word) => forms.includes(word)));
  return index >= 0 ? index : undefined;
}

const isCheck = (text: string) => /^(?:בדיקה|check)(?!\p{L})/iu.test(text);

/** The last step that is not a check (substituting the answer back), else the last one. */
function lastStep(steps: ExplainedState['explained'] & { kind: 'walkthrough' }): number {
  const { steps: list } = steps;
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (!isCheck(list[index]?.text ?? '')) return index;
  }
  return list.length - 1;
}

/** A step's sentence split into short ones: at sentence ends, semicolons and ", " (never inside numbers). */
function shortSentences(text: string): string[] {
  return text
    .split(/(?<=[.;:!?])\s+|,\s+/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

const formula = (latex: string | undefined) => (latex ? `$$${latex}$$` : '');

function explainStep(turn: Turn, state: ExplainedState, index: number): TutorReply {
  const { language } = turn.ctx;
  const walkthrough = state.explained;
  if (walkthrough.kind !== 'walkthrough') return { bot: '' };
  const { steps } = walkthrough;
  const step = steps[index];
  const next: ExplainedState = { ...state, again: state.again + 1, step: index };
  if (!step) {
    // before the first step: the whole solution in short, and the offer of a similar problem
    return {
      bot: [
        line(language, 'start_over'),
        walkthrough.problem,
        ...steps.map((each, number) => [`${number + 1}. ${each.text}`, formula(each.latex)].join(' ')),
        walkthrough.answer,
        line(language, 'start_over_end'),
      ]
        .filter(Boolean)
        .join('\n\n'),
      state: { ...next, step: 0 },
    };
  }
  const rules = explainSentences(language).rules;
  const before = steps[index - 1];
  return {
    bot: [
      line(language, 'step_lead', { number: index + 1, total: steps.length }),
      before?.latex ? `${line(language, 'step_before')}\n\n${formula(before.latex)}` : '',
      [line(language, 'step_does'), ...shortSentences(step.text).map((sentence) => `- ${sentence}`)].join(
        '\n',
      ),
      step.latex ? `${line(language, 'step_after')}\n\n${formula(step.latex)}` : '',
      line(language, 'step_rule', { rule: rules[walkthrough.solver] ?? rules.default ?? '' }),
      line(language, 'step_more'),
    ]
      .filter(Boolean)
      .join('\n\n'),
    state: next,
  };
}

/** The walkthrough step to explain: the one named, else one before the last explained, else the last. */
function walkthroughAgain(turn: Turn, state: ExplainedState): TutorReply {
  const walkthrough = state.explained;
  if (walkthrough.kind !== 'walkthrough') return { bot: '' };
  const named = namedStep(turn.ctx.message.text);
  if (named !== undefined) {
    const index = named < 0 ? lastStep(walkthrough) : Math.min(named, walkthrough.steps.length - 1);
    return explainStep(turn, state, index);
  }
  const index = state.step === undefined ? lastStep(walkthrough) : state.step - 1;
  return explainStep(turn, state, index);
}

function passageText(passage: Passage): string {
  return [`**${passage.title}**`, quotePassage(passage.text)].join('\n\n');
}

/**
 * In English (the lessons are Hebrew): the concept map's plain English explanations
 * (content/courses/<folder>/concepts.json), one concept further back each time. A shown concept
 * explanation (`<lesson>#c<n>`) is followed by the concept before it in the lesson; a shown lesson passage by
 * the concept it names (else the lesson's first), then the ones before it; after the first concept, the
 * lesson's plain summary. Undefined when the course has no concept map for the lesson.
 */
function englishAgain(turn: Turn, state: ExplainedState, lessonId: string, shown: Passage | undefined) {
  const explained = state.explained;
  const map = turn.ctx.course?.concepts?.lessons.find((entry) => entry.lesson === lessonId);
  if (explained.kind !== 'passage' || !map || map.concepts.length === 0) return undefined;
  const language = 'en';
  const shownConcept = /#c(\d+)$/.exec(explained.passage_id)?.[1];
  const text = shown ? `${shown.title} ${shown.text}` : '';
  const named = map.concepts.findIndex((concept) => concept.he.some((name) => text.includes(name)));
  const first = shownConcept === undefined ? Math.max(named, 0) : Number(shownConcept) - 1;
  const concept = map.concepts[first - state.again];
  const next: ExplainedState = { ...state, again: state.again + 1 };
  if (!concept) {
    return {
      bot: [
        line(language, 'passage_back', { lesson: map.title }),
        map.summary,
        line(language, 'passage_end'),
      ].join('\n\n'),
      state: next,
    };
  }
  const name = concept.en[0] ?? '';
  return {
    bot: [
      line(language, 'passage_concept', { concept: name }),
      concept.summary,
      line(language, 'passage_concept_check', { concept: name }),
    ].join('\n\n'),
    state: next,
  };
}

/** The lesson's first worked example and a check question, then the start of the lesson (English: englishAgain). */
function passageAgain(turn: Turn, state: ExplainedState): TutorReply | undefined {
  const explained = state.explained;
  const course = turn.ctx.course;
  if (explained.kind !== 'passage' || !course) return undefined;
  const lesson = course.lessons.find((candidate) => candidate.id === explained.lesson_id);
  if (!lesson) return undefined;
  const { language } = turn.ctx;
  const passages = lessonPassages(lesson);
  const shown = passages.find((passage) => passage.id === explained.passage_id);
  const english = language === 'en' ? englishAgain(turn, state, lesson.id, shown) : undefined;
  if (english) return english;
  const example = passages.find(
    (passage) => passage.kind === 'example' && passage.id !== explained.passage_id,
  );
  const start = passages.find((passage) => passage.kind === 'slide') ?? passages[0];
  const next: ExplainedState = { ...state, again: state.again + 1 };
  if (state.again === 0 && example) {
    return {
      bot: [
        line(language, 'passage_lead', { lesson: lesson.title }),
        passageText(example),
        line(language, 'passage_check', { question: lesson.learning_session.guided_example.question }),
      ].join('\n\n'),
      state: next,
    };
  }
  if (!start) return undefined;
  return {
    bot: [
      line(language, 'passage_back', { lesson: lesson.title }),
      passageText(start),
      line(language, 'passage_end'),
    ].join('\n\n'),
    state: next,
  };
}

/** At most this many words in a message that names a step without saying "I did not get it". */
const SHORT = 8;

/**
 * "לא הבנתי" (or a short message naming a step: "I don't get step 3", "ומה עם השלב השני?") after a
 * remembered explanation: it again, more simply; undefined when nothing fits.
 */
export function explainAgainFor(turn: Turn): TutorReply | undefined {
  const state = turn.ctx.thread.state;
  if (state?.mode !== 'explained') return undefined;
  if (turn.reading.intent === 'confused') return explainAgain(turn, state);
  const text = turn.ctx.message.text;
  const short = text.trim().split(/\s+/).length <= SHORT;
  return state.explained.kind === 'walkthrough' && short && namedStep(text) !== undefined
    ? explainAgain(turn, state)
    : undefined;
}

/** "לא הבנתי" after a remembered explanation: it again, more simply; undefined when nothing fits. */
export function explainAgain(turn: Turn, state: ExplainedState): TutorReply | undefined {
  return state.explained.kind === 'walkthrough' ? walkthroughAgain(turn, state) : passageAgain(turn, state);
}
