/**
 * A picture of written work (an upload, a drawing, an exercise-canvas submission) for a tutor that
 * cannot see it: the offline tutor, or the openai provider without a vision model (LLM_VISION_MODEL).
 * The image stays in the thread; the tutor says, as its persona, that it cannot read handwriting and
 * asks for the final answer typed; the next message, when it reads as an answer, is checked with the
 * answer checker against the question the student sent with the picture, solved and verified by the
 * solver. A question the solver cannot verify gets an honest "I cannot tell", never a guessed verdict.
 * Sentences: content/tutor/<language>/handwriting.json.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkAnswer, finalValue } from '../../../domain/answer';
import { fill } from '../../../domain/text';
import { say, solve } from '../solver';
import { wordsLanguage, type Language } from '../language';
import type { TutorReply } from '../types';
import type { Turn } from './turn';

const Sentences = z.object({
  ask: z.string().min(1),
  correct: z.string().min(1),
  incorrect: z.string().min(1),
  unreadable: z.string().min(1),
  unverified: z.string().min(1),
});
type Sentences = z.infer<typeof Sentences>;

const contentDir = new URL('../../../../content/tutor/', import.meta.url);
const cache = new Map<Language, Sentences>();

function sentences(language: Language): Sentences {
  const cached = cache.get(language);
  if (cached) return cached;
  const loaded = Sentences.parse(
    JSON.parse(readFileSync(new URL(`${language}/handwriting.json`, contentDir), 'utf8')),
  );
  cache.set(language, loaded);
  return loaded;
}

/** The most words a typed final answer has; a longer message is a new question, not an answer. */
const answerWords = 8;

/** A message that starts as a question ("what is 15*4+3?", "מה זה …"); "is x=4 right?" is an offered answer. */
const questionStart = /^(?:what|how|which|why|when|where|מה|איך|למה|מדוע|מתי|איזה|איזו|אילו)(?=[\s?]|$)/i;

/** What a short message is when it is not an answer: thanks, a greeting, a feeling, a request for a hint… */
const notAnswers = new Set([
  'concept',
  'hint',
  'confused',
  'feelings',
  'greeting',
  'thanks',
  'stop',
  'continue',
]);

/** "I cannot read handwriting: type the final answer", as the persona. */
export function askForTypedAnswer(turn: Turn): TutorReply {
  return { bot: fill(sentences(turn.ctx.language).ask, { persona: turn.persona }) };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template of the request as a pattern, any persona's name in its place. */
const requestPatterns = new Map<Language, RegExp>();
function requestPattern(language: Language): RegExp {
  let pattern = requestPatterns.get(language);
  if (!pattern) {
    const [before = '', after = ''] = sentences(language).ask.split('{persona}');
    pattern = new RegExp(`${escape(before)}[^\\s,.]{1,30}${escape(after)}`);
    requestPatterns.set(language, pattern);
  }
  return pattern;
}

/** The language of an earlier assistant message that is the request for a typed answer, else undefined. */
function requestLanguage(text: string): Language | undefined {
  return (['he', 'en'] as const).find((language) => requestPattern(language).test(text));
}

/** The expected answer of a question the solver solved and verified, in the checker's syntax. */
async function expectedOf(question: string, language: Language): Promise<string | undefined> {
  const outcome = await solve(question, { language });
  if (outcome.status !== 'solved') return undefined;
  const { result, values } = outcome.solution;
  if (result) return result;
  const numbers = Object.values(values);
  return numbers.length > 0 ? numbers.join(', ') : undefined;
}

/**
 * The check of the answer typed after `askForTypedAnswer`; undefined when the last assistant message
 * was not that request, or the message does not read as an answer (a new question goes on as usual).
 */
export async function checkTypedAnswer(turn: Turn): Promise<TutorReply | undefined> {
  const { history, message } = turn.ctx;
  if (message.images.length > 0) return undefined;
  const last = history.findLastIndex((earlier) => earlier.role === 'assistant');
  const request = history[last];
  const asked = request ? requestLanguage(request.text) : undefined;
  if (!request || !asked) return undefined;
  const answer = message.text.trim();
  if (!answer || answer.split(/\s+/).length > answerWords || finalValue(answer) === null) return undefined;
  // "solve x^2-5x+6=0", "what is 15*4+3?", "thanks": a new message, not the answer asked for.
  const { reading } = turn;
  if (
    !reading.offered &&
    (reading.asksToCompute || questionStart.test(answer) || notAnswers.has(reading.intent))
  )
    return undefined;
  // The answer's own words decide its language; "x=2" alone says nothing, so the request's then.
  const language = wordsLanguage(answer) ?? asked;
  const t = sentences(language);
  const question = history
    .slice(0, last)
    .findLast((earlier) => earlier.role === 'user')
    ?.text.trim();
  const expected = question ? await expectedOf(question, language) : undefined;
  if (expected === undefined) return { bot: fill(t.unverified, { answer }) };
  // "I got x=2": the answer the reading found in the message, else the message itself.
  const verdict = checkAnswer({ expected }, reading.offered?.answer ?? answer);
  const wording = say(language, 'answer', verdict.reason.code, verdict.reason.params);
  if (verdict.verdict === 'correct') return { bot: fill(t.correct, { verdict: wording }) };
  if (verdict.verdict === 'incorrect') return { bot: fill(t.incorrect, { verdict: wording }) };
  return { bot: fill(t.unreadable, { verdict: wording }) };
}
