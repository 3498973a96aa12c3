/**
 * The model's answer to a computation, checked whatever form it came in (plain text, markdown, any
 * structured reply): when the intent layer read the student's message as a computation (`Reading`), the
 * solver computes the question it read (the part of a paste asked, arithmetic in words as a formula), the result the model states is compared with the verified one (the shared checker for
 * expressions, the verified values for numbers), and a disagreement is shown to the student with the
 * verified result and a plain note — never silently (docs/tutor.md, "The model's answers are checked").
 */
import type { StructuredReply } from '../../../contract';
import { checkAnswer } from '../../../domain/answer';
import { contentText } from '../flatten';
import type { Reading } from '../intent';
import type { Language } from '../language';
import { say, solve, verifyNumericClaims, type Solution } from '../solver';
import type { TutorReply } from '../types';

/** A line that states a result: a variable (or f'(x)) set equal to something, or a bare "= value". */
const assignment =
  /(?:^|[^a-z\\])([a-z](?:'+)?(?:_\{?\d+\}?|\d)?(?:\(x\))?)\s*=\s*([^=,;\n]+?)(?=$|[,;\n]|\s+(?:או|or|and|וגם|ו)\s|\s*\.\s|\s*\.$)/gi;

/** The text a student reads, math delimiters and markdown emphasis removed. */
function plainText(text: string): string {
  return text
    .replace(/\$\$?|\\\(|\\\)|\\\[|\\\]/g, ' ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\\left|\\right|\\,|\\;|\\quad/g, ' ')
    .replace(/\\(?:d|t)?frac\{([^{}]+)\}\{([^{}]+)\}/g, '($1)/($2)')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/[−–]/g, '-');
}

/** The model's conclusion: its walkthrough's answer, else the last line of its text that states a result. */
export function statedResult(bot: string | StructuredReply): string | undefined {
  if (typeof bot !== 'string' && bot.type === 'problem_walkthrough' && bot.answer)
    return plainText(bot.answer);
  const lines = plainText(typeof bot === 'string' ? bot : contentText(bot))
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines.reverse()) {
    if (/=\s*-?[\d(a-z\\√]/i.test(line)) return line;
  }
  return undefined;
}

/** The right-hand sides a conclusion states ("x = 5", "x_1 = 2, x_2 = -3", "f'(x) = 6x(x^2+1)^2"). */
function rightSides(conclusion: string): string[] {
  const sides = [...conclusion.matchAll(assignment)].map((match) => (match[2] ?? '').trim()).filter(Boolean);
  if (sides.length > 0) return sides;
  const last = conclusion.split('=').at(-1)?.trim();
  return last && conclusion.includes('=') ? [last.replace(/[.!]+$/, '')] : [];
}

/** What the model stated that the verified solution does not hold, or undefined when it agrees (or cannot be told). */
export async function disagreement(
  message: string,
  solution: Solution,
  conclusion: string,
): Promise<string | undefined> {
  const sides = rightSides(conclusion);
  if (sides.length === 0) return undefined;
  if (solution.result) {
    // The formula only: words after it ("… כי …", "… because …") are no part of the result.
    const side =
      (sides.at(-1) ?? '').split(/\s+(?=[\u05D0-\u05EA]|[a-z]{3,}\b(?<!sin|cos|tan|exp|sqrt))/i)[0] ?? '';
    const verdict = checkAnswer({ expected: solution.result, kind: 'expression' }, side);
    return verdict.verdict === 'incorrect' ? side : undefined;
  }
  // A conclusion that also shows a formula on the way ("x = (−1 ± 5)/2, כלומר x=2 או x=-3") is judged by its values.
  const values = sides.filter((side) => /^-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?$/.test(side.trim()));
  const claims = values.length > 0 ? values : sides.filter((side) => !/±|\\pm/.test(side));
  if (claims.length === 0) return undefined;
  const check = await verifyNumericClaims({ problem: message, answer: claims.join(', ') });
  return check.status === 'disagrees' ? check.mismatched.join(', ') : undefined;
}

/** The reply with a note appended where its text ends. */
function withNote(reply: TutorReply, note: string): TutorReply {
  const bot = reply.bot;
  const add = (text: string | undefined) => [text, note].filter(Boolean).join('\n\n');
  if (typeof bot === 'string') return { ...reply, bot: add(bot) };
  switch (bot.type) {
    case 'problem_walkthrough':
      return { ...reply, bot: { ...bot, answer: add(bot.answer) } };
    case 'text':
      return { ...reply, bot: add(bot.text) };
    case 'math_explanation':
      return { ...reply, bot: { ...bot, text: add(bot.text) } };
    case 'teaching':
    case 'explanation':
      return { ...reply, bot: { ...bot, content: add(bot.content) } };
    default:
      return { ...reply, bot: add(contentText(bot)) };
  }
}

/** The model's reply checked: the reply to show, the note added (if any), and the verified solution (if any). */
export interface ModelCheck {
  reply: TutorReply;
  note?: string;
  /** the solver's verified solution of the question read, when the message was a computation it does */
  solution?: Solution;
}

/**
 * The model's reply to the message read as `reading`, checked: unchanged when the reading is no
 * computation (or one the solver does not do), when the reply states no result, or when its result is
 * the verified one; otherwise with the verified result and a note appended (`note`, also streamed after
 * the model's text).
 */
export async function verifyModelAnswer(
  reading: Reading,
  reply: TutorReply,
  language: Language,
): Promise<ModelCheck> {
  if (reading.intent !== 'compute') return { reply };
  const outcome = await solve(reading.question, { language });
  if (outcome.status !== 'solved') return { reply };
  const { solution } = outcome;
  const conclusion = statedResult(reply.bot);
  if (!conclusion) return { reply, solution };
  const claimed = await disagreement(reading.question, solution, conclusion);
  if (claimed === undefined) return { reply, solution };
  const note = say(language, 'verdict', 'model_disagrees', {
    claimed: `$${claimed}$`,
    answer: solution.reply.answer ?? '',
  });
  return { reply: withNote(reply, note), note, solution };
}
