/**
 * "יצא לי x=4, נכון?" on the model path: the verdict is the shared checker's against the verified result
 * (tutor/verdict, as offline), said first with why; the model's text is kept only as the explanation after
 * it, and only when it neither says the opposite verdict nor states a result the verified one contradicts
 * (nor, after a wrong answer, states a result at all: the answer is never given away). Whatever the model
 * says, the student reads the checker's verdict (docs/tutor.md, "The model path").
 */
import { contentText } from '../flatten';
import { withOffer, type ThreadState } from '../state';
import type { TutorReply } from '../types';
import type { Judgement } from '../verdict';
import { disagreement, statedResult } from './verify';

/** A judgement the checker reached against a verified result: the only kind the model path says. */
export type Verified = Judgement & { outcome: 'correct' | 'incorrect' };

export function isVerified(judged: Judgement): judged is Verified {
  return judged.outcome === 'correct' || judged.outcome === 'incorrect';
}

/** What the model is told before it explains (the system prompt is Hebrew, as every instruction). */
export function verdictInstruction(judged: Verified): string {
  const said = judged.outcome === 'correct' ? 'נכונה' : 'אינה נכונה';
  return [
    `התלמיד הציע תשובה, והבודק של המערכת כבר בדק אותה מול תוצאה מאומתת: התשובה ${said}.`,
    'ההכרעה תוצג לתלמיד לפני דברייך. אל תכתבי בעצמך אם התשובה נכונה או לא, ואל תציגי את התשובה הסופית;',
    'הסבירי בקצרה את הדרך או את המקום שבו כדאי לבדוק שוב.',
  ].join(' ');
}

/** A "no": the model wrote that the answer is wrong. */
const saysWrong =
  /לא\s+נכו[ןנ]|אינ[הו]\s+נכונ|לא\s+מדויק|שגוי|טעות|טעית|\bincorrect\b|\bnot\s+(?:quite\s+)?(?:correct|right)\b|\bwrong\b|\bmistake/iu;
/** A "yes": the model wrote that the answer is right (read after its "no" phrases are taken out). */
const saysRight =
  /(?:^|[^\u05D0-\u05EA])(?:נכון|נכונה|צודק|צודקת|צדקת|מצוין|כל הכבוד)(?![\u05D0-\u05EA])|\b(?:correct|right|well done|exactly|spot on)\b/iu;

/** The model's text contradicts the checker's verdict. */
function contradicts(text: string, outcome: Verified['outcome']): boolean {
  if (outcome === 'correct') return saysWrong.test(text);
  return saysRight.test(text.replace(new RegExp(saysWrong.source, 'giu'), ' '));
}

/** The model's explanation, when it can stand after the checker's verdict; undefined when it cannot. */
async function explanation(judged: Verified, model: TutorReply | undefined): Promise<string | undefined> {
  if (!model) return undefined;
  const text = contentText(model.bot).trim();
  if (!text || contradicts(text, judged.outcome)) return undefined;
  const stated = statedResult(model.bot);
  if (stated === undefined) return text;
  // after a wrong answer no result is stated (it would give the answer away, or be wrong); after a right
  // one the model's result must be the verified one
  if (judged.outcome === 'incorrect' || !judged.solution) return undefined;
  const { solution } = judged;
  return (await disagreement(solution.reply.problem, solution, stated)) === undefined ? text : undefined;
}

/**
 * The reply to an offered answer on the model path: the checker's verdict and why (its first paragraph),
 * the model's explanation when it may stand, then the checker's hint and offer of the full solution (kept
 * in the thread state, as offline). `model` is undefined when the model failed: the verdict still stands.
 */
export async function verdictReply(
  judged: Verified,
  model: TutorReply | undefined,
  state: ThreadState | null,
): Promise<TutorReply> {
  const [verdict = '', ...rest] = judged.text.split('\n\n');
  const explained = await explanation(judged, model);
  const bot = [verdict, explained ?? '', ...rest].filter(Boolean).join('\n\n');
  const offer = judged.offersSolution;
  if (!offer) return { bot };
  const next = withOffer(state, { kind: 'solution', problem: offer });
  return next === null ? { bot } : { bot, state: next };
}
