import type { ReplyStep, StructuredReply } from '../../../contract/replies';
import { say, type Language } from './sentences';

export type SolverKind =
  | 'arithmetic'
  | 'simplify'
  | 'expand'
  | 'factor'
  | 'linear-equation'
  | 'quadratic-equation'
  | 'equation'
  | 'exp-log-equation'
  | 'trig-equation'
  | 'triangle'
  | 'trig-values'
  | 'angle-conversion'
  | 'arc-sector'
  | 'trig-graph'
  | 'trig-general-solution'
  | 'trig-motion'
  | 'inequality'
  | 'function-investigation'
  | 'indefinite-integral'
  | 'area'
  | 'vectors'
  | 'complex-numbers'
  | 'circle'
  | 'analytic-circle'
  | 'line'
  | 'parabola'
  | 'word-problem'
  | 'sum-formula'
  | 'right-triangle'
  | 'trapezoid-midsegment'
  | 'similar-triangles'
  | 'angle-bisector'
  | 'circle-angles'
  | 'circle-lengths'
  | 'box'
  | 'pyramid'
  | 'linear-system'
  | 'derivative'
  | 'tangent'
  | 'definite-integral'
  | 'volume-of-revolution'
  | 'domain'
  | 'antiderivative-condition'
  | 'integral-parameter'
  | 'optimization'
  | 'motion'
  | 'arithmetic-sequence'
  | 'geometric-sequence'
  | 'infinite-geometric-series'
  | 'recursive-sequence'
  | 'induction-start'
  | 'general-term-sequence'
  | 'repeating-decimal'
  | 'growth-decay'
  | 'descriptive-statistics'
  | 'z-score'
  | 'binomial'
  | 'normal'
  | 'confidence-interval'
  | 'z-test'
  | 't-test'
  | StatisticsKind;

/** The kinds of solution statistics-tests.ts and probability.ts add to the solver's. */
export type StatisticsKind =
  | 'z-test-proportion'
  | 't-test-two-sample'
  | 't-test-paired'
  | 'z-test-two-proportions'
  | 'chi-square-gof'
  | 'chi-square-independence'
  | 'anova'
  | 'regression'
  | 'correlation-test'
  | 'spearman'
  | 'chi-square-variance'
  | 'f-test-variances'
  | 'sign-test'
  | 'wilcoxon'
  | 'mann-whitney'
  | 'kruskal-wallis'
  | 'fisher-exact'
  | 'mcnemar'
  | 'two-way-anova'
  | 'p-value'
  | 'multiple-regression'
  | 'regression-coefficient'
  | 'regression-prediction'
  | 'ci-proportion'
  | 'ci-two-means'
  | 'ci-paired'
  | 'ci-two-proportions'
  | 'ci-variance'
  | 'sampling-distribution'
  | 'test-power'
  | 'sample-size'
  | 'point-estimation'
  | 'probability'
  | 'conditional-probability'
  /** equally likely outcomes counted: a committee, draws without replacement, two dice (combinatorics.ts) */
  | 'combinatorial-probability';

export type Walkthrough = Extract<StructuredReply, { type: 'problem_walkthrough' }>;

/**
 * A verified worked solution: the reply, the numbers it states (all checked), and for symbolic results
 * the result in the answer checker's plain syntax (to compare a student's answer with it).
 */
export type Solution = {
  kind: SolverKind;
  reply: Walkthrough;
  values: Record<string, number>;
  result?: string;
};

type Params = Readonly<Record<string, string | number>>;

/** Collects a walkthrough's steps, each sentence from content/tutor/<language>/solver.json. */
export function writer(language: Language) {
  const steps: ReplyStep[] = [];
  return {
    steps,
    say: (key: string, params?: Params) => say(language, 'solver', key, params),
    /** The finished reply: the problem, the steps so far and the answer. */
    walkthrough(problem: string, answer: string): Walkthrough {
      return { type: 'problem_walkthrough', problem, steps, answer };
    },
    step(key: string, params?: Params, latex?: string) {
      const description = say(language, 'solver', key, params);
      steps.push(latex === undefined ? { description } : { description, latex });
    },
  };
}
export type Writer = ReturnType<typeof writer>;

/** English phrases removed whole, before the single words ("what's" before "what", "how do i" with its "i"). */
const englishPhrases = [
  "what's",
  'whats',
  'how\\s+(?:do|can|should|would)\\s+(?:i|you|we)',
  'i\\s+(?:need|want)(?:\\s+help)?(?:\\s+with)?',
  'help\\s+me(?:\\s+with)?',
  'help\\s+with',
];

/**
 * The unknown a question names before its equation, once the words are gone: "מצא את x: 5x-3=2x+9" leaves
 * "x : 5x-3=2x+9", "find x 3x+2=11" leaves "x 3x+2=11". A lone letter there is not a factor of what follows
 * (x·5x would be another equation): it goes when a colon or question mark ends it, or when a number, a
 * letter or a bracket follows it. A minus after it is left alone: "x -3 = 5" is x − 3 = 5.
 */
function withoutNamedUnknown(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(/^\s*[a-zA-Z]\s*[:?]\s*/, ' ').replace(/^\s*[a-zA-Z]\s+(?=[\d(√\\a-zA-Z])/, ' ');
}

/** Hebrew words (with a following maqaf or hyphen: "כש-X") and English filler words removed from a message. */
export function stripWords(message: string, extraWords: readonly string[] = []): string {
  const english = [
    'please',
    'pls',
    'plz',
    'solve',
    'the',
    'equation',
    'equations',
    'find',
    'what',
    'is',
    'are',
    'of',
    'for',
    'calculate',
    'compute',
    'evaluate',
    'simplify',
    'expand',
    'factor',
    'factorise',
    'factorize',
    'derivative',
    'differentiate',
    'system',
    'and',
    'with',
    'respect',
    'to',
    'value',
    // "solve x^2-5x+6=0 step by step", "can you show me how to solve …", as "שלב אחר שלב" in Hebrew
    'step',
    'steps',
    'by',
    'show',
    'me',
    'can',
    'you',
    'help',
    'how',
    'explain',
    'if',
    'it',
    ...extraWords,
  ];
  const stripped = message
    .replace(/\$/g, ' ')
    // "… for x", "עבור x": the unknown named, not a factor of the formula beside it
    .replace(/(?:\bfor|עבור)\s+([a-zA-Z])\b(?!\s*[=<>≤≥(^*/+-])/g, ' ')
    .replace(/(?:[\u05D0-\u05EA"'\u05F3\u05F4]|[\u0591-\u05C7])+[\u05BE-]?/g, (word) =>
      /^[\u05D0-\u05EA]/.test(word) ? ' ' : word,
    )
    .replace(new RegExp(`\\b(?:${englishPhrases.join('|')}|${english.join('|')})\\b`, 'gi'), ' ');
  return (
    withoutNamedUnknown(stripped)
      // a "!" after a number or a bracket is a factorial ("5!", "(n-1)!"), else punctuation
      .replace(/[?:]+|(?<![\d)])!+/g, ' ')
      .replace(/\.(?!\d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
