/**
 * Retrieval over one course's lessons: every lesson section, slide, guided example and objective list is
 * a passage in a MiniSearch index with the Hebrew tokenizer. A question gets the best passage and its
 * lesson, a short check question from the lesson's objectives, or an honest "no good match".
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lesson } from '../../../contract/content';
import type { StructuredReply } from '../../../contract/replies';
import { say, type Language } from '../solver/sentences';
import { processTerm, tokenize } from './hebrew';

export type PassageKind = 'section' | 'slide' | 'example' | 'objectives';

export type Passage = {
  id: string;
  lessonId: string;
  lessonOrder: number;
  lessonTitle: string;
  kind: PassageKind;
  title: string;
  /** markdown with $…$ math, as the lesson has it */
  text: string;
};

/** One concept of a course's concept map, as concepts.ts reads it (docs/content.md "Concepts"). */
export type ConceptEntry = {
  /** `<lesson id>#c<n>`, also the id of its passage in the English index */
  id: string;
  lessonId: string;
  lessonOrder: number;
  /** the lesson's English title */
  lessonTitle: string;
  /** the first Hebrew name, as the lesson writes it */
  hebrewName: string;
  /** the first English name */
  englishName: string;
  summary: string;
  /** every name, Hebrew and English, as its content words with their searchable forms */
  names: string[][][];
  /** every searchable form of the concept's names, explanation and lesson title */
  forms: ReadonlySet<string>;
};

export type ConceptIndex = {
  entries: ReadonlyMap<string, ConceptEntry>;
  /** English passages: one per concept (names and explanation) and one per lesson (title and summary) */
  english: CourseIndex;
};

export type CourseIndex = {
  courseId: string;
  lessons: ReadonlyArray<Pick<Lesson, 'id' | 'order' | 'title' | 'objectives'>>;
  search: MiniSearch<Passage>;
  passages: ReadonlyMap<string, Passage>;
  /** the course's concept map (concepts.ts), when it has one */
  concepts?: ConceptIndex;
};

/**
 * A passage answers a question only when it holds more than this share of the question (its words, each
 * weighted by how rare it is in the course: `relevance`); otherwise the answer is "no good match".
 */
export const MIN_RELEVANCE = 0.5;
/** What a word matched only by prefix or fuzzy search counts for in `relevance`. */
const PARTIAL_MATCH = 0.5;
/** How many of the best-ranked passages may answer a question (the first relevant enough one does). */
const ANSWER_CANDIDATES = 10;
/** Longest passage quoted in a reply (characters); cut at a paragraph or sentence end. */
export const MAX_QUOTE = 700;

function slideText(blocks: Lesson['learning_session']['learning_slides'][number]['explanation']): string {
  return blocks
    .map((block) =>
      block.type === 'text' ? block.text : block.type === 'math_block' ? `$$${block.latex}$$` : '',
    )
    .filter((text) => text.length > 0)
    .join('\n\n');
}

/** A lesson's passages: its markdown sections (split at headings), slides, guided example and objectives. */
export function lessonPassages(lesson: Lesson): Passage[] {
  const base = { lessonId: lesson.id, lessonOrder: lesson.order, lessonTitle: lesson.title };
  const passages: Passage[] = [];
  const sections = lesson.content.split(/^(?=#{1,3} )/m);
  sections.forEach((section, index) => {
    const heading = /^#{1,3} (.*)$/m.exec(section)?.[1]?.trim() ?? lesson.title;
    const body = section.replace(/^#{1,3} .*$/m, '').trim();
    if (body.length === 0) return;
    const kind: PassageKind = /^דוגמה/.test(heading) ? 'example' : 'section';
    passages.push({ ...base, id: `${lesson.id}#s${index}`, kind, title: heading, text: body });
  });
  lesson.learning_session.learning_slides.forEach((slide) => {
    passages.push({
      ...base,
      id: `${lesson.id}#${slide.slide_id}`,
      kind: 'slide',
      title: slide.title,
      text: slideText(slide.explanation),
    });
  });
  const example = lesson.learning_session.guided_example;
  passages.push({
    ...base,
    id: `${lesson.id}#guided`,
    kind: 'example',
    title: example.question,
    text: slideText(example.explanation),
  });
  passages.push({
    ...base,
    id: `${lesson.id}#objectives`,
    kind: 'objectives',
    title: lesson.title,
    text: lesson.objectives.join('\n'),
  });
  return passages;
}

/** An empty MiniSearch index of passages with the Hebrew-aware tokenizer (which stems English too). */
export function passageSearch(): MiniSearch<Passage> {
  return new MiniSearch<Passage>({
    fields: ['title', 'text', 'lessonTitle'],
    storeFields: ['lessonId'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2.5, lessonTitle: 1.5, text: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
}

/** Builds the index of one course; any number of lessons, in any order. */
export function buildCourseIndex(courseId: string, lessons: readonly Lesson[]): CourseIndex {
  const search = passageSearch();
  const passages = lessons.flatMap(lessonPassages);
  search.addAll(passages);
  return {
    courseId,
    lessons: lessons.map(({ id, order, title, objectives }) => ({ id, order, title, objectives })),
    search,
    passages: new Map(passages.map((passage) => [passage.id, passage])),
  };
}

export type Hit = {
  passage: Passage;
  score: number;
  /** share of the question's content words found in the passage */
  coverage: number;
  /** the same share with each word weighted by how rare it is in the course (`relevance`) */
  relevance: number;
};

/** The question's content words, each with its searchable forms. */
export function questionWords(question: string): string[][] {
  return tokenize(question)
    .map((token) => processTerm(token))
    .filter((forms): forms is string[] => forms !== null && forms.length > 0);
}

function coverage(words: readonly string[][], result: SearchResult): number {
  if (words.length === 0) return 0;
  const matched = new Set(result.queryTerms);
  return words.filter((forms) => forms.some((form) => matched.has(form))).length / words.length;
}

/** In how many passages each searchable form occurs; counted once per set of passages. */
const frequencies = new WeakMap<
  ReadonlyMap<string, Passage>,
  { size: number; counts: Map<string, number> }
>();

/** Adds the passages' searchable forms to `counts` (in how many passages each occurs). */
export function countForms(passages: Iterable<Passage>, counts: Map<string, number>): void {
  for (const passage of passages) {
    const text = `${passage.title} ${passage.text} ${passage.lessonTitle}`;
    const forms = new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []));
    for (const form of forms) counts.set(form, (counts.get(form) ?? 0) + 1);
  }
}

/**
 * Records the counts of a set of passages, counted while it was built (tutor/knowledge.ts counts lesson
 * by lesson with the index, so the first question does not count every passage at once).
 */
export function knowFrequencies(passages: ReadonlyMap<string, Passage>, counts: Map<string, number>): void {
  frequencies.set(passages, { size: passages.size, counts });
}

function passageFrequencies(index: CourseIndex): Map<string, number> {
  const known = frequencies.get(index.passages);
  // The live index grows lesson by lesson (tutor/knowledge.ts): count again when it has grown.
  if (known && known.size === index.passages.size) return known.counts;
  const counts = new Map<string, number>();
  countForms(index.passages.values(), counts);
  knowFrequencies(index.passages, counts);
  return counts;
}

/**
 * Inverse document frequency of each question word over the course's passages: a word in most passages
 * ("פונקציה" in the math course) weighs little, a word the course never uses ("צרפת") weighs most.
 */
export function wordWeights(index: CourseIndex, words: readonly string[][]): number[] {
  const counts = passageFrequencies(index);
  const total = index.passages.size;
  return words.map((forms) => {
    const inPassages = Math.max(0, ...forms.map((form) => counts.get(form) ?? 0));
    return Math.log((total + 1) / (inPassages + 0.5));
  });
}

/**
 * How much of the question a passage answers: the weighted share of its content words the passage
 * holds. An off-topic question shares a common word or two with some passage ("מה שלומך היום" and a
 * slide about "היום"), but its own subject ("שלומך", "צרפת", "המלט") is a word the course never uses,
 * which weighs most and is not matched.
 */
function relevance(words: readonly string[][], weights: readonly number[], result: SearchResult): number {
  const matched = new Set(result.queryTerms);
  const exact = new Set(result.terms);
  let found = 0;
  let all = 0;
  words.forEach((forms, position) => {
    const weight = weights[position] ?? 0;
    all += weight;
    // A word met only as the start of another word or as a near spelling counts half.
    if (forms.some((form) => exact.has(form))) found += weight;
    else if (forms.some((form) => matched.has(form))) found += weight * PARTIAL_MATCH;
  });
  return all > 0 ? found / all : 0;
}

/** The best passages for a question, best first; only of one lesson when `lessonId` is given. */
export function searchPassages(index: CourseIndex, question: string, limit = 5, lessonId?: string): Hit[] {
  const words = questionWords(question);
  if (words.length === 0) return [];
  const weights = wordWeights(index, words);
  return index.search
    .search(question, lessonId ? { filter: (result) => result.lessonId === lessonId } : {})
    .slice(0, limit)
    .flatMap((result) => {
      const passage = index.passages.get(String(result.id));
      return passage
        ? [
            {
              passage,
              score: result.score,
              coverage: coverage(words, result),
              relevance: relevance(words, weights, result),
            },
          ]
        : [];
    });
}

/** The best-ranked passage that answers the question (relevance above MIN_RELEVANCE), if any. */
export function relevantPassage(index: CourseIndex, question: string): Hit | undefined {
  return searchPassages(index, question, ANSWER_CANDIDATES).find((hit) => hit.relevance > MIN_RELEVANCE);
}

/** Lessons ranked for a question by their best passage (concept names aside: answer.ts). */
export function rankPassageLessons(
  index: CourseIndex,
  question: string,
  limit = 3,
): Array<{ lessonId: string; score: number }> {
  const best = new Map<string, number>();
  for (const hit of searchPassages(index, question, 40)) {
    if (!best.has(hit.passage.lessonId)) best.set(hit.passage.lessonId, hit.score);
  }
  return [...best.entries()].map(([lessonId, score]) => ({ lessonId, score })).slice(0, limit);
}

/** A passage cut to MAX_QUOTE characters at a paragraph or sentence end, images removed. */
export function quotePassage(text: string): string {
  const clean = text.replace(/!\[[^\]]*\]\([^)]*\)\s*/g, '').trim();
  if (clean.length <= MAX_QUOTE) return clean;
  const head = clean.slice(0, MAX_QUOTE);
  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph > MAX_QUOTE / 3) return head.slice(0, paragraph).trim();
  // Never cut inside $…$: back up to a sentence end outside math.
  const sentenceEnds = [...head.matchAll(/[.!?](?=\s)/g)]
    .map((match) => match.index)
    .filter((end) => (head.slice(0, end).match(/\$/g) ?? []).length % 2 === 0);
  const end = sentenceEnds[sentenceEnds.length - 1];
  return end !== undefined && end > MAX_QUOTE / 3
    ? head.slice(0, end + 1)
    : `${head.slice(0, head.lastIndexOf(' '))}…`;
}

/** The objective of the lesson that shares most words with the passage and question. */
export function checkObjective(index: CourseIndex, lessonId: string, context: string): string | null {
  const objectives = index.lessons.find((lesson) => lesson.id === lessonId)?.objectives ?? [];
  const wanted = new Set(questionWords(context).flat());
  let best: { objective: string; overlap: number } | null = null;
  for (const objective of objectives) {
    const overlap = questionWords(objective).filter((forms) => forms.some((form) => wanted.has(form))).length;
    if (!best || overlap > best.overlap) best = { objective, overlap };
  }
  return best?.objective ?? null;
}

export type RetrievalAnswer =
  | {
      status: 'found';
      hit: Hit;
      reply: Extract<StructuredReply, { type: 'teaching' }>;
      /** the question named a concept of the course's concept map (concepts.ts) */
      named?: boolean;
    }
  | { status: 'no-match'; reply: Extract<StructuredReply, { type: 'text' }> };

/** The honest "nothing in the lessons fits" answer. */
export function noMatch(language: Language): RetrievalAnswer {
  return { status: 'no-match', reply: { type: 'text', text: say(language, 'retrieval', 'no_match') } };
}

/** A lesson passage as the answer: its heading and text, its lesson, and a check question. */
export function passageAnswer(
  index: CourseIndex,
  question: string,
  best: Hit,
  language: Language,
): Extract<RetrievalAnswer, { status: 'found' }> {
  const { passage } = best;
  const content =
    passage.kind === 'objectives' ? passage.text : `**${passage.title}**\n\n${quotePassage(passage.text)}`;
  const objective = checkObjective(index, passage.lessonId, `${question} ${passage.title} ${passage.text}`);
  return {
    status: 'found',
    hit: best,
    reply: {
      type: 'teaching',
      title: say(language, 'retrieval', 'from_lesson', {
        number: passage.lessonOrder,
        title: passage.lessonTitle,
      }),
      content,
      ...(objective ? { check_question: say(language, 'retrieval', 'check_question', { objective }) } : {}),
    },
  };
}
