/**
 * The solver's entry points (docs/tutor.md): `solve` answers a chat message that asks for a computation
 * with a verified `problem_walkthrough`, an honest "could not read", or an honest "could not verify";
 * `verifyNumericClaims` re-checks the numbers of another walkthrough (the openai provider's).
 */
import type { StructuredReply } from '../../../contract/replies';
import { solveEquation, solveArithmetic, solveFactor, solveSimplify, solveSystem } from './algebra';
import { solveDerivative, solveTangent } from './calculus';
import { solveCalculus } from './calculus-problems';
import { solveCircle } from './circle';
import { solveCounting } from './combinatorics';
import { solveAnalyticCircle } from './circle-analytic';
import { solveComplex, solveComplexEquation } from './complex';
import { solveComplexQuestion } from './complex-questions';
import { solveArea, solveIntegralCas } from './integrals';
import { solveGeneralTerm } from './general-term';
import { solveExpLog } from './exp-log';
import { solveGrowth } from './growth';
import { solveGrowthQuestion } from './growth-questions';
import { solveInvestigation } from './investigation';
import { solveLine } from './lines';
import { solveParabola } from './parabola';
import { solveSumFormula } from './sum-formula';
import { solveWordProblem } from './word-problems';
import { solveInductionStart } from './induction-start';
import { solveListedTerms } from './listed-terms';
import { formatNumber, SolverStop } from './math';
import { solveNormalProblem } from './normal-problems';
import { recognize, type SolverRequest } from './recognize';
import { detectLanguage, say, type Language } from './sentences';
import { solveRecursive, solveRepeating } from './recursive';
import { solveEstimation } from './statistics-estimation';
import { solveSampling } from './statistics-sampling';
import { solveModel } from './statistics-models';
import { solveInfiniteSeries, solveSequence } from './sequences';
import { solveSeriesRatio, solveThreeTerms } from './sequence-words';
import { solveGeometry } from './geometry';
import { solveSpace } from './space';
import { solveTwoTerms } from './two-terms';
import { solveTriangle } from './triangle';
import { solveTrigFunctions } from './trig-functions';
import { solveWave } from './trig-wave';
import { solveTrigCalculus } from './trig-calculus';
import {
  solveBinomial,
  solveConfidenceInterval,
  solveDescriptive,
  solveMeanTest,
  solveNormal,
  solveStatistics,
  solveZScore,
} from './statistics';
import { solveEquationCas, solveInequality } from './transcendental';
import { writer, type Solution, type Walkthrough } from './types';
import { solveVectorQuestion } from './vector-questions';
import { solveVectors } from './vectors';

export { detectLanguage, say, sentences, type Language } from './sentences';
export { recognize, type SolverRequest } from './recognize';
export type { Solution, SolverKind, Walkthrough } from './types';

/** Longest message the solver reads; a longer one is "could not read" at once. */
export const MAX_SOLVER_MESSAGE = 1000;

export type SolveOutcome =
  /** a verified walkthrough: send `solution.reply` */
  | { status: 'solved'; language: Language; solution: Solution }
  /** a computation was asked but its math could not be read: send `reply` */
  | { status: 'unreadable'; language: Language; reply: Extract<StructuredReply, { type: 'text' }> }
  /** a result failed its check: say so (`reply`), never show it as correct */
  | { status: 'unverified'; language: Language; reply: Extract<StructuredReply, { type: 'text' }> }
  /** a computation read, but of a kind the solver cannot do here (or not yet, or not in time): `reply` says which */
  | { status: 'unsupported'; language: Language; reply: Extract<StructuredReply, { type: 'text' }> }
  /** not a computation the solver knows: the tutor answers some other way */
  | { status: 'none'; language: Language };

/** An equation: the hand-written algebra for degree ≤ 2, the CAS for the rest. */
async function equation(request: { equation: string; interval?: [string, string] }, language: Language) {
  if (!request.interval) {
    try {
      return solveEquation(request.equation, writer(language));
    } catch (error) {
      if (!(error instanceof SolverStop) || error.stop !== 'unreadable') throw error;
    }
  }
  return solveEquationCas(request.equation, request.interval, writer(language));
}

/** "מהו סכום הפתרונות (החיוביים)?", "the sum of the roots": asked of an equation's solutions. */
const SUM_OF_ROOTS =
  /סכום\s+(?:כל\s+)?(?:ה)?(?:פתרונות|שורשים)|מהו\s+סכומם|(?:sum|total)\s+of\s+(?:the\s+|all\s+|its\s+)?(?:positive\s+)?(?:solutions|roots)/i;
const POSITIVE = /(?:ה)?חיוביים|positive/i;

/**
 * The sum of an equation's roots when the message asks for it (docs/tutor.md, "Solver coverage"): added as
 * one more step and value, computed from the verified roots; only the positive ones when it says so.
 */
function withRootSum(solution: Solution, message: string, language: Language): Solution {
  if (!SUM_OF_ROOTS.test(message)) return solution;
  const roots = Object.entries(solution.values)
    .filter(([name]) => /^root\d+$/.test(name))
    .map(([, value]) => value)
    .filter((value) => !POSITIVE.test(message) || value > 0);
  if (roots.length === 0) return solution;
  const sum = roots.reduce((total, value) => total + value, 0);
  const sentence = say(language, 'solver', POSITIVE.test(message) ? 'roots_sum_positive' : 'roots_sum');
  const latex = `${roots.map((value) => (value < 0 ? `(${formatNumber(value)})` : formatNumber(value))).join('+')}=${formatNumber(sum)}`;
  return {
    ...solution,
    reply: {
      ...solution.reply,
      steps: [...solution.reply.steps, { description: sentence, latex }],
      answer: `${solution.reply.answer ?? ''}; ${sentence} $${formatNumber(sum)}$`,
    },
    values: { ...solution.values, rootSum: sum },
  };
}

async function run(request: SolverRequest, language: Language, message: string): Promise<Solution> {
  const w = writer(language);
  switch (request.kind) {
    case 'complex':
      return solveComplex(request.expression, w, message);
    case 'complex-equation':
      return solveComplexEquation(request.equation, w);
    case 'complex-question':
      return solveComplexQuestion(request.question, w, message);
    case 'circle':
      return solveCircle(request.equation, w);
    case 'line':
      return solveLine(request, w);
    case 'analytic-circle':
      return solveAnalyticCircle(request, w);
    case 'parabola':
      return solveParabola(request, w);
    case 'word-problem':
      return solveWordProblem(request.problem, w, message);
    case 'space-geometry':
      return solveSpace(request, w, message);
    case 'plane-geometry':
      return solveGeometry(request, w, message);
    case 'vectors':
      return solveVectors(request, w, message);
    case 'vector-question':
      return solveVectorQuestion(request.question, w, message);
    case 'area':
      return solveArea(request.f, request.g, request.bounds, w);
    case 'volume':
    case 'domain':
    case 'antiderivative-at':
    case 'integral-bound':
    case 'additivity':
    case 'rate-amount':
    case 'area-between':
    case 'area-parameter':
    case 'derivatives':
    case 'integrals':
    case 'tangent-slope':
    case 'tangent-at':
    case 'monotonic':
    case 'extreme-value':
    case 'motion':
    case 'optimization':
      return solveCalculus(request, w);
    case 'integral':
      return solveIntegralCas(request.expression, request.bounds, w);
    case 'investigation':
      return solveInvestigation(request.expression, w);
    case 'inequality':
      return solveInequality(request.inequality, request.relation, w);
    case 'statistics-model':
      return solveModel(request.request, w, message);
    case 'statistics-test':
    case 'probability':
    case 'interval':
      return solveStatistics(request, w, message);
    case 'binomial':
      return solveBinomial(request, w, message);
    case 'normal':
      return solveNormal(request, w, message);
    case 'normal-problem':
      return solveNormalProblem(request, w, message);
    case 'counting':
      return solveCounting(request, w, message);
    case 'confidence-interval':
      return solveConfidenceInterval(request, w, message);
    case 'inference':
      return request.family === 'sampling'
        ? solveSampling(request.request, w, message)
        : solveEstimation(request.request, w, message);
    case 'mean-test':
      return solveMeanTest(request, w, message);
    case 'z-score':
      return solveZScore(request, w, message);
    case 'descriptive-statistics':
      return solveDescriptive(request, w, message);
    case 'sequence':
      return solveSequence(request, w, message);
    case 'infinite-series':
      return solveInfiniteSeries(request, w, message);
    case 'recursive-sequence':
      return solveRecursive(request, w, message);
    case 'induction-start':
      return solveInductionStart(request, w, message);
    case 'listed-terms':
      return solveListedTerms(request, w, message);
    case 'repeating-decimal':
      return solveRepeating(request, w, message);
    case 'growth':
      return solveGrowth(request, w, message);
    case 'growth-question':
      return solveGrowthQuestion(request.question, w, message);
    case 'general-term-sequence':
      return solveGeneralTerm(request, w, message);
    case 'sequence-two-terms':
      return solveTwoTerms(request, w, message);
    case 'three-terms':
      return solveThreeTerms(request, w, message);
    case 'series-ratio':
      return solveSeriesRatio(request, w, message);
    case 'sum-formula':
      return solveSumFormula(request, w, message);
    case 'sequence-unsupported':
    case 'unsupported-kind':
      throw new SolverStop('unsupported', message.slice(0, 60));
    case 'triangle':
      return solveTriangle(request, w, message);
    case 'trig-functions':
      return solveTrigFunctions(request, w, message);
    case 'trig-wave':
      return solveWave(request, w, message);
    case 'trig-motion':
    case 'trig-investigation':
      return solveTrigCalculus(request, w, message);
    case 'tangent':
      return solveTangent(request.expression, request.at, w);
    case 'exp-log':
      return solveExpLog(request.question, w, message);
    case 'derivative':
      return solveDerivative(request.expression, w, request.at, request.order);
    case 'linear-system':
      return solveSystem(request.equations, w);
    case 'equation':
      return withRootSum(await equation(request, language), message, language);
    case 'factor':
      return solveFactor(request.expression, w);
    case 'expand':
    case 'simplify':
      return solveSimplify(request.expression, w, request.kind);
    case 'arithmetic':
      return solveArithmetic(request.expression, w);
  }
}

/** The calculus lessons' templates (recognize-calculus.ts), named as one kind in "I cannot solve this kind". */
const CALCULUS_KINDS: ReadonlySet<string> = new Set([
  'volume',
  'domain',
  'antiderivative-at',
  'integral-bound',
  'additivity',
  'rate-amount',
  'area-between',
  'area-parameter',
  'derivatives',
  'integrals',
  'tangent-slope',
  'tangent-at',
  'monotonic',
  'extreme-value',
  'motion',
  'optimization',
]);

/** Which kind a request is, in words, for "I cannot solve this kind". */
function kindKey(request: SolverRequest): string {
  if (request.kind === 'equation') return 'kind_equation';
  if (request.kind === 'complex-equation') return 'kind_complex';
  if (request.kind === 'growth-question') return 'kind_growth';
  if (request.kind === 'complex-question') return 'kind_complex';
  if (request.kind === 'vector-question') return 'kind_vectors';
  if (request.kind === 'exp-log')
    return request.question.ask === 'single-log' ? 'kind_simplify' : 'kind_tangent';
  if (CALCULUS_KINDS.has(request.kind)) return 'kind_calculus';
  if (request.kind === 'unsupported-kind')
    return {
      derivative: 'kind_derivative',
      'complex-equation': 'kind_complex',
      'vector-area': 'kind_vectors',
      'pooled-variance': 'kind_descriptive_statistics',
      'test-power': 'kind_mean_test',
      'spearman-z': 'kind_mean_test',
      'normal-binomial': 'kind_normal_problem',
      'two-way-anova': 'kind_mean_test',
      'coefficient-df': 'kind_mean_test',
    }[request.of];
  return `kind_${request.kind.replace(/-/g, '_')}`;
}

/** Answers a chat message that asks for a computation. Never throws. */
export async function solve(message: string, options: { language?: Language } = {}): Promise<SolveOutcome> {
  const language = options.language ?? detectLanguage(message);
  const text = (key: string, params?: Record<string, string>) => ({
    type: 'text' as const,
    text: say(language, 'solver', key, params),
  });
  if (message.length > MAX_SOLVER_MESSAGE) {
    return {
      status: 'unreadable',
      language,
      reply: text('could_not_read_long', { length: String(message.length) }),
    };
  }
  let request: SolverRequest | null = null;
  try {
    request = recognize(message);
    if (!request) return { status: 'none', language };
    return { status: 'solved', language, solution: await run(request, language, message) };
  } catch (error) {
    const input = error instanceof SolverStop ? error.input : message.slice(0, 40);
    const stop = error instanceof SolverStop ? error.stop : 'unreadable';
    if (stop === 'unverified')
      return { status: 'unverified', language, reply: text('unverified', { input }) };
    if (stop === 'unreadable' || !request)
      return { status: 'unreadable', language, reply: text('could_not_read', { input }) };
    const kind = say(language, 'solver', kindKey(request));
    const key = stop === 'no-cas' ? 'no_cas' : stop === 'cas-timeout' ? 'cas_timeout' : 'cannot_solve_kind';
    return { status: 'unsupported', language, reply: text(key, { kind, input }) };
  }
}

/** What re-checking another walkthrough found. */
export type ClaimCheck =
  | { status: 'confirmed'; solution: Solution }
  /** `message` tells the student, in their language, which number disagrees and what the solver found */
  | { status: 'disagrees'; solution: Solution; mismatched: number[]; message: string }
  /** the solver cannot recompute this problem, so its numbers stay unchecked */
  | { status: 'unchecked' };

const NUMBER = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi;

/** The numbers a text states, as written. */
function numbersIn(text: string): string[] {
  return (
    text
      .replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, (_m, n: string, d: string) => String(Number(n) / Number(d)))
      .match(NUMBER) ?? []
  );
}

/** Whether a stated number is one of the verified values, allowing the rounding its digits show. */
function matches(claimed: string, values: readonly number[]): boolean {
  const value = Number(claimed);
  const decimals = claimed.split('.')[1]?.length ?? 0;
  const rounding = decimals > 0 ? 0.5 * 10 ** -decimals : 0.5;
  return values.some(
    (verified) =>
      Math.abs(verified - value) <= Math.max(rounding, 1e-9 * Math.abs(verified)) ||
      Number(formatNumber(verified, 4)) === value,
  );
}

/**
 * Re-checks the final numbers of a walkthrough (the openai provider's): the solver solves `problem`
 * itself; every number in `answer` that the problem does not already state must be one of the verified
 * values, up to the rounding it is written with.
 */
export async function verifyNumericClaims(
  reply: Pick<Walkthrough, 'problem' | 'answer'>,
  options: { language?: Language } = {},
): Promise<ClaimCheck> {
  const outcome = await solve(reply.problem, options);
  if (outcome.status !== 'solved') return { status: 'unchecked' };
  const given = new Set(numbersIn(reply.problem).map(Number));
  const values = Object.values(outcome.solution.values);
  const mismatched = numbersIn(reply.answer ?? '')
    .filter((claimed) => !given.has(Number(claimed)))
    .filter((claimed) => !matches(claimed, values))
    .map(Number);
  if (mismatched.length === 0) return { status: 'confirmed', solution: outcome.solution };
  return {
    status: 'disagrees',
    solution: outcome.solution,
    mismatched,
    message: say(outcome.language, 'solver', 'model_disagrees', {
      claimed: mismatched.map((value) => formatNumber(value)).join(', '),
      answer: outcome.solution.reply.answer ?? '',
    }),
  };
}
