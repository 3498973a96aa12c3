/**
 * "Is my answer right?" (docs/tutor.md, "Right or wrong"): the answer a student offers, checked against
 * the tutor's own verified result for the problem in the message or the thread's last problem, with
 * the verdict first (correct / not correct), then why, then — when wrong — a hint, never the answer.
 */
import { offeredAnswer, type OfferedAnswer } from '../intent';
import type { Language } from '../language';
import { say, solve, type Solution } from '../solver';
import { languages } from '../solver/sentences';
import type { TutorTurn } from '../types';
import { diagnose, type Diagnosis, type Finding } from './diagnose';
import { diagnoseIntegral, indefiniteIntegrand } from './integral';

export { diagnose, type Diagnosis } from './diagnose';

/** How many earlier messages are searched for the problem an answer belongs to. */
const HISTORY_LOOKBACK = 8;
/** A problem longer than this is not offered back as "write …" for the full solution. */
const MAX_REQUEST = 120;

/** What the offered answer was checked against. */
type Checked =
  | { kind: 'solution'; problem: string; solution: Solution; diagnosis: Diagnosis }
  | { kind: 'integral'; problem: string; diagnosis: Diagnosis };

/** The texts to look for the problem in, newest first: the student's messages and the tutor's problem lines. */
function earlierProblems(history: readonly TutorTurn[]): string[] {
  const verdicts = languages.flatMap((language) =>
    (['correct', 'incorrect'] as const).map((key) => `**${say(language, 'verdict', key)}**`),
  );
  return history
    .slice(-HISTORY_LOOKBACK)
    .reverse()
    .flatMap((turn) => {
      if (turn.role === 'system') return [];
      if (turn.role === 'user') {
        // An earlier offered answer is no problem; the problem it named is (read as the intent layer reads it).
        const offered = offeredAnswer(turn.text);
        return [offered ? (offered.problem ?? '') : turn.text];
      }
      // An earlier verdict is no problem either; another reply's first paragraph is (a walkthrough's).
      if (verdicts.some((start) => turn.text.startsWith(start))) return [];
      return [turn.text.split(/\n\s*\n/)[0] ?? ''];
    })
    .filter((text) => text.trim() !== '');
}

/** English past tenses a student tells a problem with ("I factored …"), as the solver's imperatives. */
const pastTenses: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:i\s+)?solved\b/gi, 'solve'],
  [/\b(?:i\s+)?factori?[sz]?ed\b/gi, 'factor'],
  [/\b(?:i\s+)?differentiated\b/gi, 'differentiate'],
  [/\b(?:i\s+)?(?:computed|calculated|worked out)\b/gi, 'calculate'],
  [/\b(?:i\s+)?expanded\b/gi, 'expand'],
  [/\b(?:i\s+)?simplified\b/gi, 'simplify'],
];

/** The problem as the solver reads it. */
function asProblem(text: string): string {
  return pastTenses.reduce((current, [pattern, verb]) => current.replace(pattern, verb), text);
}

/** The offered answer checked against one problem, or undefined when this problem cannot be verified. */
async function checkAgainst(
  problem: string,
  answer: string,
  language: Language,
): Promise<Checked | undefined> {
  const integrand = indefiniteIntegrand(problem);
  if (integrand) {
    const diagnosis = await diagnoseIntegral(integrand, answer, language);
    return diagnosis ? { kind: 'integral', problem, diagnosis } : undefined;
  }
  const outcome = await solve(asProblem(problem), { language });
  if (outcome.status !== 'solved') return undefined;
  return {
    kind: 'solution',
    problem,
    solution: outcome.solution,
    diagnosis: diagnose(problem, answer, outcome.solution),
  };
}

function sentence(language: Language, finding: Finding): string {
  return say(language, finding.file, finding.key, finding.params);
}

/** A step of the verified walkthrough that helps without stating the result: the hint. */
function hintOf(solution: Solution): string | undefined {
  const finals = Object.values(solution.values).map((value) => String(value));
  const answer = (solution.reply.answer ?? '').replace(/\s/g, '');
  const step = solution.reply.steps.slice(1).find((candidate) => {
    const text = `${candidate.description} ${candidate.latex ?? ''}`;
    const numbers = text.match(/-?\d+(?:\.\d+)?/g) ?? [];
    const latex = (candidate.latex ?? '').replace(/\s/g, '');
    return !numbers.some((number) => finals.includes(number)) && !(latex && answer.includes(latex));
  });
  if (!step) return undefined;
  return step.latex ? `${step.description} $${step.latex}$` : step.description;
}

/** The problem as the student would ask for it: "פתרתי x^2+x-6=0" becomes "פתרו x^2+x-6=0". */
function asRequest(problem: string, language: Language): string {
  const text = problem.replace(/\s+/g, ' ').trim();
  const told =
    /^(?:פתרתי|חישבתי|גזרתי|עשיתי|I solved|I did|I computed|I calculated|I worked out)\s+(?:את\s+)?/i;
  return told.test(text)
    ? `${say(language, 'verdict', 'solve_verb')} ${text.replace(told, '')}`
    : asProblem(text);
}

/** What the tutor made of an offered answer: the outcome, the diagnosis's sentence keys, and the reply. */
export interface Judgement {
  /** `no-problem`: no problem to check it against; `cannot-verify`: the problem could not be solved and verified */
  outcome: Diagnosis['verdict'] | 'no-problem' | 'cannot-verify';
  findings: string[];
  text: string;
  /** the verified solution the answer was checked against (not for an indefinite integral) */
  solution?: Solution;
  /** the problem whose full solution the reply offers (a wrong answer): "כן" on the next turn shows it */
  offersSolution?: string;
}

function judgement(checked: Checked, language: Language): Judgement {
  const request = offeredRequest(checked, language);
  return {
    outcome: checked.diagnosis.verdict,
    findings: checked.diagnosis.findings.map((finding) => finding.key),
    text: reply(checked, language, request),
    ...(checked.kind === 'solution' ? { solution: checked.solution } : {}),
    ...(request ? { offersSolution: request } : {}),
  };
}

/** The problem as a request for its full solution, offered after a wrong answer when it is short enough. */
function offeredRequest(checked: Checked, language: Language): string | undefined {
  if (checked.kind !== 'solution' || checked.diagnosis.verdict !== 'incorrect') return undefined;
  return checked.problem.length <= MAX_REQUEST ? asRequest(checked.problem, language) : undefined;
}

/** The reply to an offered answer: verdict first, then why, then a hint and the way to the full solution. */
function reply(checked: Checked, language: Language, request: string | undefined): string {
  const { diagnosis } = checked;
  const why = diagnosis.findings.map((finding) => sentence(language, finding));
  if (diagnosis.verdict === 'unparseable') {
    return [...why, say(language, 'verdict', 'rewrite')].join('\n\n');
  }
  if (diagnosis.verdict === 'correct') {
    const confirm =
      checked.kind === 'solution'
        ? say(language, 'verdict', 'matches', { result: checked.solution.reply.answer ?? '' })
        : why.join(' ');
    return [`**${say(language, 'verdict', 'correct')}** ${confirm}`].join('\n\n');
  }
  const hint =
    checked.kind === 'solution'
      ? hintOf(checked.solution)
      : diagnosis.findings.some((finding) => finding.key === 'missing_constant')
        ? undefined
        : say(language, 'verdict', 'integral_hint');
  return [
    `**${say(language, 'verdict', 'incorrect')}** ${why.join(' ')}`,
    hint ? say(language, 'verdict', 'hint', { hint }) : '',
    request
      ? say(language, 'verdict', 'offer_solution', { request })
      : say(language, 'verdict', 'offer_retry'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The tutor's reply to an answer a message offers for checking (`Reading.offered`, read by the intent
 * layer). The problem is the one the message states, else the newest one in the thread the solver can
 * verify; with none, the student is asked for it (never a verdict without a verified result).
 */
export async function judgeOffered(
  offered: OfferedAnswer,
  history: readonly TutorTurn[],
  language: Language,
): Promise<Judgement> {
  if (offered.problem) {
    const checked = await checkAgainst(offered.problem, offered.answer, language);
    if (checked) return judgement(checked, language);
    const problem = offered.problem.slice(0, 60);
    return {
      outcome: 'cannot-verify',
      findings: [],
      text: say(language, 'verdict', 'cannot_verify', { problem }),
    };
  }
  for (const problem of earlierProblems(history)) {
    const checked = await checkAgainst(problem, offered.answer, language);
    if (checked) return judgement(checked, language);
  }
  return { outcome: 'no-problem', findings: [], text: say(language, 'verdict', 'no_problem') };
}
