/**
 * A concept question answered from the course: in Hebrew, the lesson passage of the concept the question
 * names (concepts.ts) or else the most relevant passage; in English, the concept's English explanation
 * from the concept map, with its lesson. Off-topic questions get the honest "no good match".
 */
import { detectLanguage, type Language } from '../language';
import { say } from '../solver/sentences';
import { conceptRelevance, matchConcept, type ConceptEntry } from './concepts';
import {
  MIN_RELEVANCE,
  noMatch,
  passageAnswer,
  questionWords,
  rankPassageLessons,
  relevantPassage,
  searchPassages,
  wordWeights,
  type CourseIndex,
  type Hit,
  type RetrievalAnswer,
} from './course-index';

type Choice =
  /** a Hebrew lesson passage; `named` when the question named its concept */
  | { kind: 'passage'; hit: Hit; named?: boolean }
  /** an English passage of the concept map: a concept's explanation or a lesson's summary */
  | { kind: 'english'; hit: Hit; concept?: ConceptEntry; named?: boolean };

function hebrewChoice(index: CourseIndex, question: string): Choice | undefined {
  const words = questionWords(question);
  if (words.length === 0) return undefined;
  if (index.concepts) {
    const weights = wordWeights(index, words);
    const match = matchConcept(index.concepts, words, weights);
    if (match) {
      const { lessonId, hebrewName } = match.concept;
      const [hit] = searchPassages(index, `${question} ${hebrewName}`, 1, lessonId);
      if (hit && conceptRelevance(words, weights, match, hit.passage) > MIN_RELEVANCE) {
        return { kind: 'passage', hit, named: true };
      }
    }
  }
  const hit = relevantPassage(index, question);
  return hit && { kind: 'passage', hit };
}

function englishChoice(index: CourseIndex, question: string): Choice | undefined {
  const concepts = index.concepts;
  if (!concepts) return hebrewChoice(index, question);
  const words = questionWords(question);
  if (words.length === 0) return undefined;
  const weights = wordWeights(concepts.english, words);
  const match = matchConcept(concepts, words, weights);
  if (match && conceptRelevance(words, weights, match) > MIN_RELEVANCE) {
    const passage = concepts.english.passages.get(match.concept.id);
    if (passage) {
      const hit = { passage, score: 0, coverage: 1, relevance: 1 };
      return { kind: 'english', hit, concept: match.concept, named: true };
    }
  }
  const hit = relevantPassage(concepts.english, question);
  return hit && { kind: 'english', hit, concept: concepts.entries.get(hit.passage.id) };
}

/** Whether a question is asked in English (more English words than Hebrew ones, formulas aside). */
function asksInEnglish(question: string): boolean {
  return detectLanguage(question) === 'en';
}

/** A word of two letters or more: numbers and one-letter variables alone ("5", "x") ask about nothing. */
const hasWord = (question: string) =>
  questionWords(question).some((forms) => forms.some((form) => /[a-z\u05D0-\u05EA]{2}/.test(form)));

function choose(index: CourseIndex, question: string): Choice | undefined {
  if (!hasWord(question)) return undefined;
  return asksInEnglish(question) ? englishChoice(index, question) : hebrewChoice(index, question);
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Answers a concept question from the course's own lessons, or says honestly that nothing fits. */
export function answerFromLessons(
  index: CourseIndex,
  question: string,
  language: Language = 'he',
): RetrievalAnswer {
  const choice = choose(index, question);
  if (!choice) return noMatch(asksInEnglish(question) ? 'en' : language);
  const named = choice.named === true;
  if (choice.kind === 'passage') return { ...passageAnswer(index, question, choice.hit, language), named };
  const { passage } = choice.hit;
  const heading = choice.concept ? capitalised(choice.concept.englishName) : passage.title;
  const text = choice.concept ? choice.concept.summary : passage.text;
  return {
    status: 'found',
    hit: choice.hit,
    named,
    reply: {
      type: 'teaching',
      title: say('en', 'retrieval', 'from_lesson', {
        number: passage.lessonOrder,
        title: passage.lessonTitle,
      }),
      content: `**${heading}**\n\n${text}\n\n${say('en', 'retrieval', 'lesson_in_hebrew')}`,
    },
  };
}

/** Lessons ranked for a question: the lesson that answers it first, then by their best passage. */
export function rankLessons(
  index: CourseIndex,
  question: string,
  limit = 3,
): Array<{ lessonId: string; score: number }> {
  const choice = choose(index, question);
  const searched = asksInEnglish(question) && index.concepts ? index.concepts.english : index;
  const ranked = rankPassageLessons(searched, question, limit + 1);
  const first = choice?.hit.passage.lessonId;
  const top = first ? [{ lessonId: first, score: ranked[0]?.score ?? 0 }] : [];
  return [...top, ...ranked.filter((entry) => entry.lessonId !== first)].slice(0, limit);
}
