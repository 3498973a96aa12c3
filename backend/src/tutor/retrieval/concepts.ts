/**
 * A course's concept map (content/courses/<folder>/concepts.json, docs/content.md "Concepts") beside its
 * lesson index: every concept with the names students give it in Hebrew and English. A question that
 * names a concept reaches that concept's lesson whatever else it says around the name, and an English
 * question is answered in English from the concept's explanation, since the lessons are Hebrew.
 */
import type { ConceptMap } from '../../../contract/content';
import {
  countForms,
  knowFrequencies,
  passageSearch,
  questionWords,
  type ConceptEntry,
  type ConceptIndex,
  type CourseIndex,
  type Passage,
} from './course-index';
import { processTerm, tokenize } from './hebrew';

// The types live beside CourseIndex, which holds a ConceptIndex, so the two files do not import each other.
export type { ConceptEntry, ConceptIndex };

function formsOf(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []));
}

/** The lesson index with the course's concept map beside it; lessons the course lacks are skipped. */
export function withConcepts(index: CourseIndex, map: ConceptMap | null | undefined): CourseIndex {
  if (!map) return index;
  const orderOf = new Map(index.lessons.map((lesson) => [lesson.id, lesson.order]));
  const entries = new Map<string, ConceptEntry>();
  const passages: Passage[] = [];
  for (const lesson of map.lessons) {
    const lessonOrder = orderOf.get(lesson.lesson);
    if (lessonOrder === undefined) continue;
    const base = { lessonId: lesson.lesson, lessonOrder, lessonTitle: lesson.title };
    passages.push({
      ...base,
      id: `${lesson.lesson}#summary`,
      kind: 'objectives',
      title: lesson.title,
      text: lesson.summary,
    });
    lesson.concepts.forEach((concept, position) => {
      const id = `${lesson.lesson}#c${position}`;
      const names = [...concept.he, ...concept.en];
      entries.set(id, {
        ...base,
        id,
        hebrewName: concept.he[0] ?? '',
        englishName: concept.en[0] ?? '',
        summary: concept.summary,
        names: names.map(questionWords).filter((words) => words.length > 0),
        forms: formsOf(`${names.join(' ')} ${concept.summary} ${lesson.title}`),
      });
      passages.push({
        ...base,
        id,
        kind: 'section',
        title: concept.en.join(' · '),
        text: concept.summary,
      });
    });
  }
  const search = passageSearch();
  search.addAll(passages);
  const english: CourseIndex = {
    courseId: index.courseId,
    lessons: index.lessons,
    search,
    passages: new Map(passages.map((passage) => [passage.id, passage])),
  };
  const counts = new Map<string, number>();
  countForms(passages, counts);
  knowFrequencies(english.passages, counts);
  return { ...index, concepts: { entries, english } };
}

export type ConceptMatch = {
  concept: ConceptEntry;
  /** positions of the question's words that a matched name holds */
  matched: ReadonlySet<number>;
};

/**
 * The concept whose name the question holds — every content word of one of its names among the question's
 * words (forms: prefixes, plurals) — the one whose matched words weigh most; none when no name is whole.
 */
export function matchConcept(
  concepts: ConceptIndex,
  words: readonly string[][],
  weights: readonly number[],
): ConceptMatch | undefined {
  const positionsOf = new Map<string, number[]>();
  words.forEach((forms, position) => {
    for (const form of forms) positionsOf.set(form, [...(positionsOf.get(form) ?? []), position]);
  });
  let best: (ConceptMatch & { weight: number }) | undefined;
  for (const concept of concepts.entries.values()) {
    const matched = new Set<number>();
    for (const name of concept.names) {
      const hits = name.map((forms) => forms.flatMap((form) => positionsOf.get(form) ?? []));
      if (hits.some((positions) => positions.length === 0)) continue;
      for (const positions of hits) for (const position of positions) matched.add(position);
    }
    if (matched.size === 0) continue;
    const weight = [...matched].reduce((sum, position) => sum + (weights[position] ?? 0), 0);
    if (!best || weight > best.weight) best = { concept, matched, weight };
  }
  return best && { concept: best.concept, matched: best.matched };
}

/**
 * The weighted share of the question's words that the concept (its names, explanation, lesson title) or
 * the passage chosen for it holds: a concept name inside an off-topic question ("עץ" in a question about
 * oak trees) does not carry the question when its own subject is a word the course never uses.
 */
export function conceptRelevance(
  words: readonly string[][],
  weights: readonly number[],
  match: ConceptMatch,
  passage?: Passage,
): number {
  const passageForms = passage ? formsOf(`${passage.title} ${passage.text}`) : new Set<string>();
  let found = 0;
  let all = 0;
  words.forEach((forms, position) => {
    const weight = weights[position] ?? 0;
    all += weight;
    const held =
      match.matched.has(position) ||
      forms.some((form) => match.concept.forms.has(form) || passageForms.has(form));
    if (held) found += weight;
  });
  return all > 0 ? found / all : 0;
}
