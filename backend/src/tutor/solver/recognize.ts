/**
 * Which computation a chat message asks for, in Hebrew or English, and its data: the math fragment or
 * the named parameters (n, p, μ, σ, s, x̄, the level, …). Pure string work; null when the message is
 * not a computation the solver knows.
 */
import { recognizeAnalyticCircle, type AnalyticCircleRequest } from './circle-analytic';
import { mathPrefix } from './calculus-words';
import { focus } from './focus';
import { recognizeLine, type LineRequest } from './lines';
import { recognizeFunctionSign, recognizeParabola, type ParabolaRequest } from './parabola';
import { recognizeSumFormula, type SumFormulaRequest } from './sum-formula';
import { recognizeWordProblem, type WordProblemRequest } from './word-problems';
import { recognizeWordSystem } from './word-systems';
import { recognizeInductionStart, type InductionStartRequest } from './induction-start';
import { recognizeListedTerms, type ListedTermsRequest } from './listed-terms';
import {
  recognizeNaturalSum,
  recognizeSequenceStory,
  recognizeSeriesRatio,
  recognizeThreeTerms,
  sequenceNotation,
  type ThreeTermsRequest,
} from './sequence-words';
import type { SequenceRequest } from './sequences';
import { recognizeGeneralTerm, type GeneralTermRequest } from './general-term';
import { recognizeComplexQuestion, type ComplexQuestion } from './complex-questions';
import { recognizeVectorQuestion, type VectorQuestion } from './vector-questions';
import { recognizeExpLog, type ExpLogRequest } from './exp-log';
import { recognizeGrowth, type GrowthRequest } from './growth';
import { recognizeGrowthQuestion, type GrowthQuestion } from './growth-questions';
import { recognizeGeometry, type GeometryRequest } from './geometry';
import { recognizeSpace, type SpaceRequest } from './space';
import { recognizeTwoTerms, type TwoTermsRequest } from './two-terms';
import { recognizeCalculus, type CalculusRequest } from './recognize-calculus';
import { recognizeTriangle, type TriangleRequest } from './triangle';
import { recognizeTrigFunctions, type TrigFunctionsRequest } from './trig-functions';
import { recognizeWave, type WaveRequest } from './trig-wave';
import { recognizeTrigCalculus, type TrigCalculusRequest } from './trig-calculus';
import { extractBounds, recognizeMath, type MathRequest } from './recognize-math';
import { recognizeProbability, type ProbabilityWordsRequest } from './recognize-probability';
import { recognizeStatistics, type StatisticsRequest } from './recognize-statistics';
import { recognizeInference, type InferenceRequest } from './recognize-inference';
import { recognizeInferenceTests } from './recognize-inference-tests';
import { recognizeModels } from './recognize-models';
import type { ModelRequest } from './statistics-models';
import {
  recognizeRecursive,
  recognizeRepeating,
  type RecursiveRequest,
  type RepeatingRequest,
} from './recursive';
import type { NormalRequest, Relation, Tail } from './statistics';
import { stripWords } from './types';

export type SolverRequest =
  | { kind: 'binomial'; n: number; p: number; relation: Relation; k: number }
  | ({ kind: 'normal' } & NormalRequest)
  | {
      kind: 'confidence-interval';
      mean: number;
      sd: number;
      n: number;
      known: boolean;
      level: number;
      /** a one-sided interval (statistics lesson 2): only a lower or only an upper bound */
      side?: 'lower' | 'upper';
    }
  | { kind: 'mean-test'; mean: number; mu0: number; sd: number; n: number; known: boolean; tail: Tail }
  | { kind: 'z-score'; x: number; mean: number; sd: number }
  | { kind: 'descriptive-statistics'; values: number[] }
  | ({ kind: 'sequence' } & SequenceRequest)
  | ({ kind: 'growth' } & GrowthRequest)
  /** a growth question other than the amount after t (growth-questions.ts) */
  | { kind: 'growth-question'; question: GrowthQuestion }
  | ({ kind: 'space-geometry' } & SpaceRequest)
  | ({ kind: 'plane-geometry' } & GeometryRequest)
  | { kind: 'infinite-series'; first: number; ratio: number }
  | ({ kind: 'recursive-sequence' } & RecursiveRequest)
  | ({ kind: 'induction-start' } & InductionStartRequest)
  | ({ kind: 'listed-terms' } & ListedTermsRequest)
  | ({ kind: 'repeating-decimal' } & RepeatingRequest)
  | ({ kind: 'general-term-sequence' } & GeneralTermRequest)
  | ({ kind: 'sequence-two-terms' } & TwoTermsRequest)
  /** a sequence question none of the sequence matchers can take apart: answered "not yet", never "could not read" */
  | { kind: 'sequence-unsupported' }
  /** a computation read, of a kind (`of`) the solver does not do (a second derivative, an equation over ℂ) */
  | {
      kind: 'unsupported-kind';
      of:
        | 'derivative'
        | 'complex-equation'
        | 'vector-area'
        | 'pooled-variance'
        | 'test-power'
        | 'spearman-z'
        | 'normal-binomial'
        | 'two-way-anova'
        | 'coefficient-df';
    }
  | ({ kind: 'triangle' } & TriangleRequest)
  | ({ kind: 'trig-functions' } & TrigFunctionsRequest)
  | ({ kind: 'trig-wave' } & WaveRequest)
  | Extract<TrigCalculusRequest, { kind: 'trig-motion' | 'trig-investigation' }>
  | { kind: 'tangent'; expression: string; at: number }
  /** `at`: the point of a value f'(a) (or f''(a)) asked for, as written ("2", "\\frac{\\pi}{3}"); `order` 2: f'' */
  | { kind: 'derivative'; expression: string; at?: string; order?: 2 }
  | { kind: 'linear-system'; equations: string[] }
  | { kind: 'equation'; equation: string; interval?: [string, string] }
  /** a circle's equation, its centre and radius asked */
  | { kind: 'circle'; equation: string }
  | ({ kind: 'line' } & LineRequest)
  | ({ kind: 'analytic-circle' } & AnalyticCircleRequest)
  | ({ kind: 'parabola' } & ParabolaRequest)
  | { kind: 'word-problem'; problem: WordProblemRequest }
  | ({ kind: 'three-terms' } & ThreeTermsRequest)
  | { kind: 'series-ratio'; first: number; sum: number }
  | ({ kind: 'sum-formula' } & SumFormulaRequest)
  /** an equation in z, solved over ℂ */
  | { kind: 'complex-equation'; equation: string }
  /** a logarithm question of math lesson 12 (exp-log.ts) */
  | { kind: 'exp-log'; question: ExpLogRequest }
  /** a vector question of math lesson 18 (vector-questions.ts) */
  | { kind: 'vector-question'; question: VectorQuestion }
  /** a complex-number question of math lesson 19 (complex-questions.ts) */
  | { kind: 'complex-question'; question: ComplexQuestion }
  | { kind: 'factor' | 'expand' | 'simplify' | 'arithmetic'; expression: string }
  /** statistics lessons 5–8, 12, 13: a quantity or a test read from summaries (statistics-models.ts) */
  | { kind: 'statistics-model'; request: ModelRequest }
  | MathRequest
  | CalculusRequest
  | StatisticsRequest
  | ProbabilityWordsRequest
  | InferenceRequest;

const N = '(-?\\d+(?:\\.\\d+)?)';
const P = '(\\d*\\.?\\d+)';

function number(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The first pattern's first group as a number. */
function first(message: string, patterns: readonly RegExp[]): number | null {
  for (const pattern of patterns) {
    const value = number(pattern.exec(message)?.[1]);
    if (value !== null) return value;
  }
  return null;
}

const MEAN = [
  new RegExp(
    `(?:ממוצע(?:\\s+(?:ה)?מדגם)?|x̄|\\\\bar\\{?x\\}?|\\bx[-_ ]?bar|sample mean|\\bmean)\\s*(?:של|=|is|of|:|הוא|היה)?\\s*${N}`,
    'i',
  ),
  new RegExp(`(?:^|[\\s,(\\-־])(?:μ|\\\\mu|mu)\\s*=\\s*${N}`, 'i'),
];
/** The mean as an expectation: "תוחלת 70", "expected value of 70". */
const EXPECTATION = new RegExp(`(?:תוחלת|expected value|expectation)[^\\d-]{0,8}${N}`, 'i');
const MU0 = [
  new RegExp(
    `(?:μ_?\\{?0\\}?|\\\\mu_?\\{?0\\}?|\\bmu_?0|H_?\\{?0\\}?\\s*:\\s*(?:μ|\\\\mu|mu)\\s*=|השערת האפס[^\\d-]{0,20})\\s*=?\\s*${N}`,
    'i',
  ),
];
const SIGMA = [
  new RegExp(`(?:σ|\\\\sigma|\\bsigma)\\s*=\\s*${P}`, 'i'),
  new RegExp(`סטיית (?:ה)?תקן (?:של |ב)?(?:ה)?אוכלוסי(?:י)?ה[^\\d]{0,20}${P}`),
  new RegExp(`population (?:standard deviation|sd)[^\\d]{0,12}${P}`, 'i'),
];
const SAMPLE_SD = [
  new RegExp(`(?:^|[\\s,(\\-־])s\\s*=\\s*${P}`),
  new RegExp(`סטיית (?:ה)?תקן (?:של |ב)?(?:ה)?מדגם[^\\d]{0,12}${P}`),
  new RegExp(`sample (?:standard deviation|sd)[^\\d]{0,12}${P}`, 'i'),
];
const ANY_SD = [new RegExp(`(?:סטיית (?:ה)?תקן|standard deviation|\\bsd\\b)[^\\d]{0,12}${P}`, 'i')];
const SAMPLE_SIZE = [
  // "ו-n=25": after a Hebrew prefix's hyphen or maqaf too
  /(?:^|[\s,(\-־])n\s*=\s*(\d+)/,
  /(?:גודל (?:ה)?מדגם|sample size)[^\d]{0,8}(\d+)/i,
  /(?:מדגם של|sample of)\s*(\d+)/i,
  /(\d+)\s*(?:תצפיות|observations|נבדקים|סטודנטים|students|משתתפים)/i,
];

function knownSigma(message: string): boolean {
  if (
    /(?:אינה|לא)\s+ידוע|unknown|sample (?:standard deviation|sd)|מדגם/i.test(message) &&
    !/σ|\\sigma|sigma/.test(message)
  )
    return false;
  return /σ|\\sigma|\bsigma\b|אוכלוסי|population|ידוע|\bknown\b/i.test(message);
}

function relationOf(symbol: string): Relation {
  if (symbol === '≤' || symbol === '<=' || symbol === '\\le' || symbol === '\\leq') return '<=';
  if (symbol === '≥' || symbol === '>=' || symbol === '\\ge' || symbol === '\\geq') return '>=';
  return symbol === '<' ? '<' : symbol === '>' ? '>' : '=';
}

const REL = '(<=|>=|≤|≥|\\\\leq?|\\\\geq?|<|>|=)';

function binomial(message: string): SolverRequest | null {
  const distribution = /B\s*\(\s*(\d+)\s*[,;]\s*(\d*\.?\d+)\s*\)/.exec(message);
  const words = /בינומי|binomial/i.test(message);
  if (!distribution && !words) return null;
  const n = number(distribution?.[1]) ?? first(message, [/(?:^|[\s,(])n\s*=\s*(\d+)/]);
  const p = number(distribution?.[2]) ?? first(message, [/(?:^|[\s,(])p\s*=\s*(\d*\.?\d+)/]);
  const event = new RegExp(`P\\s*\\(\\s*X\\s*${REL}\\s*(\\d+)\\s*\\)`).exec(message);
  if (n === null || p === null || !event) return null;
  return { kind: 'binomial', n, p, relation: relationOf(event[1] ?? '='), k: Number(event[2]) };
}

/**
 * The value asked for by its share: "P(X<x)=0.9772", "מעל איזה זמן נמצאים 5% מהזמנים", "below which value are
 * 10% of the scores" — the share below it.
 */
function normalInverse(message: string): { below: number } | null {
  const symbolic = /P\s*\(\s*[XZ]\s*(<=|≤|<|\\leq?|>=|≥|>|\\geq?)\s*[a-z]\s*\)\s*=\s*(0?\.\d+)/.exec(message);
  if (symbolic?.[2]) {
    const share = Number(symbolic[2]);
    return { below: /[<≤]|\\le/.test(symbolic[1] ?? '') ? share : 1 - share };
  }
  const words =
    /(מעל|מתחת\s+ל|above|below)\s*(?:איזה|איזו|which|what)[^?.]*?(\d+(?:\.\d+)?)\s*%/i.exec(message) ??
    /(\d+(?:\.\d+)?)\s*%[^?.]*?(מעל|מתחת\s+ל|above|below)\s*(?:איזה|איזו|which|what)/i.exec(message);
  if (!words) return null;
  const [direction, percent] = /\d/.test(words[1] ?? '') ? [words[2], words[1]] : [words[1], words[2]];
  const share = Number(percent) / 100;
  if (!(share > 0 && share < 1)) return null;
  return { below: /מעל|above/i.test(direction ?? '') ? 1 - share : share };
}

/** "Z מתפלג נורמלית סטנדרטית", "standard normal": N(0, 1). */
const STANDARD_NORMAL = /נורמלי(?:ת)?\s+סטנדרטי|standard\s+normal/i;

function normal(message: string): SolverRequest | null {
  const distribution = new RegExp(`N\\s*\\(\\s*${N}\\s*[,;]\\s*${P}\\s*(\\^\\s*\\{?2\\}?|²)?\\s*\\)`).exec(
    message,
  );
  const words = /נורמלי|normal/i.test(message);
  if (!distribution && !words) return null;
  // N(μ, σ²): the second parameter is the variance unless it is written as a square.
  const second = number(distribution?.[2]);
  const standard = STANDARD_NORMAL.test(message) ? 1 : null;
  const sd =
    second !== null
      ? distribution?.[3]
        ? second
        : Math.sqrt(second)
      : (first(message, [...SIGMA, ...ANY_SD]) ?? standard);
  const mean =
    number(distribution?.[1]) ??
    first(message, [...MEAN, EXPECTATION]) ??
    (STANDARD_NORMAL.test(message) ? 0 : null);
  if (mean === null || sd === null) return null;
  const between = new RegExp(
    `P\\s*\\(\\s*${N}\\s*(?:<=|≤|<|\\\\leq?)\\s*[XZ]\\s*(?:<=|≤|<|\\\\leq?)\\s*${N}\\s*\\)`,
  ).exec(message);
  if (between) return { kind: 'normal', mean, sd, low: number(between[1]), high: number(between[2]) };
  const inverse = normalInverse(message);
  if (inverse) return { kind: 'normal', mean, sd, low: null, high: null, inverse };
  const single = new RegExp(`P\\s*\\(\\s*[XZ]\\s*${REL}\\s*${N}\\s*\\)`).exec(message);
  if (!single) return null;
  const relation = relationOf(single[1] ?? '<');
  const value = number(single[2]);
  if (relation === '=' || value === null) return null;
  return relation === '<' || relation === '<='
    ? { kind: 'normal', mean, sd, low: null, high: value }
    : { kind: 'normal', mean, sd, low: value, high: null };
}

function meanData(message: string): { mean: number; sd: number; n: number; known: boolean } | null {
  const mean = first(message, MEAN);
  const sigma = first(message, SIGMA);
  const s = first(message, SAMPLE_SD);
  const sd = sigma ?? s ?? first(message, ANY_SD);
  const n = first(message, SAMPLE_SIZE);
  if (mean === null || sd === null || n === null) return null;
  return { mean, sd, n, known: sigma !== null || (s === null && knownSigma(message)) };
}

const ONE_SIDED =
  /חד[\s־-]*צדדי|one[\s-]*sided|one[\s-]*tailed|גבול\s+(?:ה)?(?:תחתון|עליון)|(?:lower|upper)\s+(?:confidence\s+)?bound/i;

/** Which bound a one-sided interval asks for: lower for "at least", upper for "at most". */
function sideOf(message: string): 'lower' | 'upper' | undefined {
  // "הגבול העליון של רווח סמך ברמת ביטחון 95%" is an end of the two-sided interval, unless it says one-sided
  const end =
    /גבול\s+(?:ה)?(?:תחתון|עליון)\s+של\s+(?:ה)?רו?וח|(?:lower|upper)\s+(?:end|limit|bound)\s+of\s+(?:the|a)\s+/i;
  if (end.test(message) && !/חד[\s־-]*צדדי|one[\s-]*(?:sided|tailed)/i.test(message)) return undefined;
  if (!ONE_SIDED.test(message)) return undefined;
  if (/עליון|upper|לכל\s+היותר|at\s+most|לא\s+יותר|maximum|מקסימ/i.test(message)) return 'upper';
  return 'lower';
}

function confidenceInterval(message: string): SolverRequest | null {
  if (
    !/רו?וח(?:י)? (?:בר )?סמך|conf[a-z]*\s+(?:interval|bound)|\bCI\b|(?:lower|upper)\s+bound/i.test(message)
  )
    return null;
  const data = meanData(message);
  const side = sideOf(message);
  // A one-sided interval's level may go unsaid (95 %); a two-sided one's is written, as before.
  const level = first(message, [/(\d{2}(?:\.\d+)?)\s*(?:%|אחוז|percent)/i]) ?? (side ? 95 : null);
  if (!data || level === null) return null;
  return { kind: 'confidence-interval', ...data, level: level / 100, ...(side ? { side } : {}) };
}

function meanTest(message: string): SolverRequest | null {
  const zTest = /מבחן\s*z|\bz[-\s]?test|סטטיסטי z/i.test(message);
  const tTest = /מבחן\s*t|\bt[-\s]?test|סטטיסטי t/i.test(message);
  if (
    !zTest &&
    !tTest &&
    !/סטטיסטי(?:ת)? (?:ה)?מבחן|test statistic|ערך[\s-]*p|p[-\s]?value|בדיקת השערות|hypothesis test/i.test(
      message,
    )
  )
    return null;
  const data = meanData(message);
  const mu0 = first(message, MU0);
  if (!data || mu0 === null) return null;
  const h1 = /H_?\{?1\}?\s*:\s*(?:μ|\\mu|mu)\s*(>|<|≠|!=|\\neq?)/i.exec(message)?.[1];
  const oneSided = /חד[\s־-]*צדדי|one[\s-]*(?:sided|tailed)|right[\s-]*tailed|left[\s-]*tailed/i.test(
    message,
  );
  const tail: Tail =
    h1 === '>'
      ? 'right'
      : h1 === '<'
        ? 'left'
        : h1
          ? 'two'
          : !oneSided
            ? 'two'
            : /קטן|נמוך|שמאלי|less|lower|left/i.test(message)
              ? 'left'
              : 'right';
  return { kind: 'mean-test', ...data, mu0, known: zTest ? true : tTest ? false : data.known, tail };
}

function zScore(message: string): SolverRequest | null {
  if (!/ציון (?:ה)?תקן|ציון z|z[-\s]?score|standard score/i.test(message)) return null;
  const x = first(message, [
    new RegExp(`(?:ציון (?:ה)?תקן|ציון z|z[-\\s]?score|standard score)\\s*(?:של|of|for)\\s*${N}`, 'i'),
    // "ציון התקן של רץ שזמנו 85": the value after the phrase, a few words on
    new RegExp(`(?:ציון (?:ה)?תקן|ציון z|z[-\\s]?score|standard score)(?:\\s+[^\\s\\d]+){1,4}?\\s+${N}`, 'i'),
    new RegExp(`(?:^|[\\s,(])x\\s*=\\s*${N}`),
    new RegExp(`(?:ציון|value|score)\\s*(?:של|of)?\\s*${N}`, 'i'),
  ]);
  const mean = first(message, [...MEAN, EXPECTATION]);
  const sd = first(message, [...SIGMA, ...ANY_SD, ...SAMPLE_SD]);
  if (x === null || mean === null || sd === null) return null;
  return { kind: 'z-score', x, mean, sd };
}

function descriptive(message: string): SolverRequest | null {
  if (
    !/ממוצע|חציון|שכיח|שונות|סטיית (?:ה)?תקן|\bmean\b|\bmedian\b|\bmode\b|variance|standard deviation|average/i.test(
      message,
    )
  )
    return null;
  const list = /-?\d+(?:\.\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?)+/.exec(message.replace(/(\d),(\d)/g, '$1, $2'));
  // "the median of 3 9 1 7 5": numbers with only spaces between them, ending the message after "of" / "של" / ":"
  const spaced = /(?:\bof|של|:)\s*(-?\d+(?:\.\d+)?(?:\s+-?\d+(?:\.\d+)?){2,})\s*[?.!]?\s*$/i.exec(message);
  if (!list && !spaced) return null;
  const values = list
    ? list[0].split(/\s*[,;]\s*/).map(Number)
    : (spaced?.[1] ?? '').split(/\s+/).map(Number);
  // Three values at least: "6,655 מנויים" is one number, not a list of two.
  return values.length >= 3 && values.every(Number.isFinite)
    ? { kind: 'descriptive-statistics', values }
    : null;
}

function sequence(message: string): SolverRequest | null {
  const arithmetic = /סדרה\s+(?:ה)?חשבונית|arithmetic (?:sequence|progression)/i.test(message);
  const geometric = /(?:סדרה|טור)\s+(?:ה)?הנדסי(?:ת)?|geometric (?:sequence|progression|series)/i.test(
    message,
  );
  if (!arithmetic && !geometric) return null;
  const listed =
    // from the list's first term on ("2, 7, 12, 17, …" is read from 2, not from 7)
    /(?<![\d.]\s*,\s*)(?<![\d.])(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)(?:\s*,\s*-?\d+(?:\.\d+)?)*\s*,?\s*(?:\.\.\.|…|\\dots|\\ldots)/.exec(
      message,
    );
  let firstTerm = first(message, [
    new RegExp(`a_?\\{?1\\}?\\s*=\\s*${N}`),
    new RegExp(`(?:האיבר הראשון|first term)[^\\d-]{0,8}${N}`, 'i'),
  ]);
  let step = arithmetic
    ? first(message, [
        new RegExp(`(?:^|[\\s,(])d\\s*=\\s*${N}`),
        new RegExp(`(?:הפרש|difference)[^\\d-]{0,12}${N}`, 'i'),
      ])
    : first(message, [
        new RegExp(`(?:^|[\\s,(])[qr]\\s*=\\s*${N}`),
        new RegExp(`(?:מנה|ratio)[^\\d-]{0,12}${N}`, 'i'),
      ]);
  if (listed && (firstTerm === null || step === null)) {
    const [a, b] = [Number(listed[1]), Number(listed[2])];
    firstTerm = a;
    step = arithmetic ? b - a : a === 0 ? null : b / a;
  }
  const n = first(message, [
    /(?:^|[\s,(\-־])n\s*=\s*(\d+)/,
    /(?:מצא|חשב|find|compute|calculate|what\s+is)[^\d=]{0,20}?\b[aS]_?\{?(\d+)\}?(?!\s*=)/i,
    /\b[aS]_?\{?(\d+)\}?(?!\s*=)/,
    /(?:האיבר ה|ה|the\s+)[-־]?(\d+)(?:th|st|nd|rd)?\s*(?:term|איבר)?/i,
    /(\d+)\s*(?:ה?איברים|terms)/i,
  ]);
  if (
    geometric &&
    firstTerm !== null &&
    step !== null &&
    /אינסופי|infini?te|מתכנס|converg|סכום\s+(?:ה)?טור|sum\s+to\s+infinity/i.test(message)
  )
    return { kind: 'infinite-series', first: firstTerm, ratio: step };
  if (firstTerm === null || step === null) return null;
  if (n === null && !/כמה\s+(?:ה)?איברים|how\s+many\s+terms/i.test(message)) return null;
  // A term and a sum asked together ("find a_6 and S_8"): each its own count.
  const term = /\ba_?\{?(\d+)\}?(?!\s*=)/.exec(message.replace(/\ba_?\{?1\}?\s*=/g, ' '))?.[1];
  const sum = /\bS_?\{?(\d+)\}?(?!\s*=)/.exec(message)?.[1];
  const both = term !== undefined && sum !== undefined && term !== sum;
  const target =
    /(?:כמה\s+(?:ה)?איברים|how\s+many\s+terms)[^?]*?(?:סכום|sum)[^\d-]{0,20}(-?\d+(?:\.\d+)?)/i.exec(
      message,
    )?.[1];
  // "כמה איברים יש בסדרה 7, 11, 15, …, 99": the place of the last term written.
  const last = /(?:\.\.\.|…|\\dots|\\ldots)\s*,\s*(-?\d+(?:\.\d+)?)/.exec(message)?.[1];
  const lastPlace =
    listed &&
    last !== undefined &&
    target === undefined &&
    /כמה\s+(?:ה)?איברים|how\s+many\s+terms/i.test(message)
      ? { termTarget: Number(last) }
      : {};
  return {
    ...lastPlace,
    kind: 'sequence',
    type: arithmetic ? 'arithmetic' : 'geometric',
    first: firstTerm,
    step,
    ...(both ? { n: Number(term), sumCount: Number(sum) } : { n: n ?? 1 }),
    ...(target !== undefined ? { sumTarget: Number(target) } : {}),
  };
}

/** `f(x)=…` or `y=…` labels dropped from a function a message names. */
function functionBody(text: string): string {
  return text.replace(/^.*?(?:[a-z]\s*\(\s*x\s*\)|\by)\s*=\s*/i, '').trim();
}

function tangent(message: string): SolverRequest | null {
  if (!/משיק|tangent/i.test(message)) return null;
  const point = new RegExp(`(?:x_?0?|x)\\s*=\\s*${N}`).exec(message.replace(/f\s*\(\s*x\s*\)\s*=/i, ''));
  if (!point) return null;
  const rest = message.replace(point[0], ' ');
  return {
    kind: 'tangent',
    expression: functionBody(stripWords(rest, ['tangent', 'line', 'at', 'point', 'where', 'graph'])),
    at: Number(point[1]),
  };
}

/** "f'(2)", "$f'\\left(\\frac{\\pi}{3}\\right)$": the point a derivative's value is asked at (not x). */
const DERIVATIVE_AT =
  /\b[fgh]\s*'\s*(?:\\left\s*)?\(\s*((?:(?!\\right)[^()]|\([^()]*\))+?)\s*(?:\\right\s*)?\)/;

/** f'', f″, f^{(2)}: the second derivative's name. */
const SECOND_NAME = String.raw`\b[fgh]\s*(?:''(?!')|″|\^\s*\{?\s*\(\s*2\s*\)\s*\}?)`;
const SECOND_AT = new RegExp(
  `${SECOND_NAME}\\s*(?:\\\\left\\s*)?\\(\\s*((?:(?!\\\\right)[^()]|\\([^()]*\\))+?)\\s*(?:\\\\right\\s*)?\\)`,
);
const SECOND_WORDS = /(?:ה)?נגזרת\s+(?:ה)?שנ(?:י)?יה(?:\s+של)?|second\s+derivative(?:\s+of)?/gi;

/**
 * "מצא את הנגזרת השנייה של f(x)=…", "f''(1) for f(x)=…": the second derivative, and its value at a point.
 * Declined (never answered as f') when a point is asked with no f(x) = …; none when no function is named.
 */
function secondDerivative(message: string): SolverRequest | null {
  const point = SECOND_AT.exec(message);
  const at = point?.[1] && !/^[a-z]$/i.test(point[1].trim()) ? point[1].trim() : undefined;
  const text = (point ? message.replace(point[0], ' ') : message)
    .replace(SECOND_WORDS, ' ')
    .replace(new RegExp(SECOND_NAME, 'g'), ' ');
  const expression = functionBody(stripWords(text, ['me', 'find', 'at', 'when', 'where', 'if'])).replace(
    /^[\s,;:]+|[\s,;:.?]+$/g,
    '',
  );
  if (at && !/\b[fgh]\s*\(\s*x\s*\)\s*=|\by\s*=/.test(message))
    return { kind: 'unsupported-kind', of: 'derivative' };
  // "what does the second derivative tell us" names no function: a concept question, not a computation.
  if (!/[\d^=+*/()]|(?<![a-z])[a-z](?![a-z])/i.test(expression)) return null;
  return { kind: 'derivative', expression, order: 2, ...(at ? { at } : {}) };
}

function derivative(message: string): SolverRequest | null {
  // A third or higher derivative is declined, never answered as f' or f''.
  if (
    /[fgh]\s*'''|‴|[fgh]\s*\^\s*\{?\s*\(\s*[3-9]\s*\)|נגזרת\s+(?:ה)?(?:שלישית|רביעית)|(?:third|fourth)\s+derivative/i.test(
      message,
    )
  )
    return { kind: 'unsupported-kind', of: 'derivative' };
  if (new RegExp(`${SECOND_NAME}|נגזרת\\s+(?:ה)?שנ(?:י)?יה|second\\s+derivative`, 'i').test(message))
    return secondDerivative(message);
  const point = DERIVATIVE_AT.exec(message);
  const at = point?.[1] && !/^[a-z]$/i.test(point[1].trim()) ? point[1].trim() : undefined;
  const defined = /\b[fgh]\s*\(\s*x\s*\)\s*=/.test(message);
  if (
    !/נגזרת|גזר|גזו|derivative|differentiate|derive|d\/dx|\bf'\s*\(\s*x\s*\)\s*=?\s*\??\s*$/i.test(message) &&
    !(at && defined)
  )
    return null;
  const text = (point && at ? message.replace(point[0], ' ') : message)
    .replace(/d\/dx|f'\s*\(\s*x\s*\)\s*=?\s*\??\s*$/gi, ' ')
    // "… כאשר $x=2$? כלומר, מהו $f'(2)$": the point said twice, once as x = 2, is not part of the function.
    .replace(
      at
        ? new RegExp(`(?<![a-z\\\\])x\\s*=\\s*${at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d.])`, 'gi')
        : /$^/,
      ' ',
    );
  // "how fast does f(x)=x^3 change when x=1? i.e. f'(1)": with a point asked, f's body is the formula after
  // "f(x)=", up to the first word of the sentence.
  const body = at && defined ? mathPrefix(text.replace(/^.*?\b[fgh]\s*\(\s*x\s*\)\s*=\s*/i, '')) : '';
  const expression = (body || functionBody(stripWords(text, ['me', 'derive', 'find']))).replace(
    /^[\s,;]+|[\s,;]+$/g,
    '',
  );
  // "why is the derivative zero at an extremum" names no function: a concept question, not a computation.
  if (!/[a-z0-9]/i.test(expression)) return null;
  return { kind: 'derivative', expression, ...(at ? { at } : {}) };
}

/**
 * "נתונה הפונקציה $f(x)=x^2-3x$. מהו $f(-2)$?": the function's value at a number, as the arithmetic of the
 * body with the number put in for x (the arithmetic solver computes it exactly and checks it in floating point).
 */
function functionValue(message: string): SolverRequest | null {
  const defined =
    /\b([fgh])\s*\(\s*x\s*\)\s*=\s*((?:(?![\u05D0-\u05EA]|\b(?:find|what|calculate|compute|and)\b)[^$,;?])+)/i.exec(
      message,
    );
  if (!defined?.[1] || !defined[2]) return null;
  const asked = new RegExp(`\\b${defined[1]}\\s*\\(\\s*(-?\\d+(?:\\.\\d+)?)\\s*\\)(?!\\s*=)`).exec(
    message.slice(defined.index + defined[0].length),
  );
  if (!asked?.[1]) return null;
  const body = defined[2].replace(/[.\s]+$/, '').trim();
  if (!/x/.test(body)) return null;
  return { kind: 'arithmetic', expression: body.replace(/(?<![a-z\\])x(?![a-z])/gi, `(${asked[1]})`) };
}

/** A value the problem gives ("r=0.8", "z=1+i"), not an equation to solve. */
const GIVEN_VALUE = /^\s*[a-z](?:_\{?\w+\}?)?\s*=\s*[-+\d.\s*/^()i]+$/i;

const TRIG = /sin|cos|tan|cot|\btg\b|בתחום|בקטע|interval|\bon\s*\[/i;

function equations(message: string): SolverRequest | null {
  const { rest, bounds } = TRIG.test(message) ? extractBounds(message) : { rest: message, bounds: undefined };
  // Each `$…$` apart: "פתרו $3(x-2)+4=2x+7$. מהו $x$?" is not 3(x−2)+4 = (2x+7)·x.
  const separated = rest.replace(/\$([^$]+)\$/g, ', $1 ,');
  const stripped = stripWords(separated.replace(/\band\b|\sוגם\s/gi, ','), [
    'on',
    'in',
    'interval',
    'for',
    'sum',
    'positive',
    'roots',
    'solutions',
    'all',
    'its',
  ]);
  const parts = stripped
    .split(/\s*(?:[,;\n]|\band\b)\s*/)
    .filter((part) => part.includes('=') && !GIVEN_VALUE.test(part));
  if (parts.length === 2 && parts.some((part) => /x/.test(part)) && parts.some((part) => /y/.test(part)))
    return { kind: 'linear-system', equations: parts };
  // An equation in z (the complex numbers lesson) is solved over ℂ; the words around it are dropped.
  if (parts.length === 1 && /z/.test(parts[0] ?? '') && !/x/.test(parts[0] ?? '')) {
    const equation = isolated(parts[0] ?? '', /[-+\dz(][-+*/^()\dz²³.\s]*=[-+*/^()\dz²³.\s]*[\dz)²³]/);
    return equation
      ? { kind: 'complex-equation', equation }
      : { kind: 'unsupported-kind', of: 'complex-equation' };
  }
  if (parts.length === 1 && /[a-z]/i.test(parts[0] ?? '') && !/[<>]/.test(parts[0] ?? '')) {
    if (
      /פתר|פתור|פתרי|משוואה|solve|equation|מצא|find/i.test(message) ||
      stripped.replace(/^[\s,]+|[\s,]+$/g, '') === parts[0]
    )
      return { kind: 'equation', equation: parts[0] ?? '', ...(bounds ? { interval: bounds } : {}) };
  }
  return null;
}

/** Words that ask for a value: "חשב", "כמה זה", "what is", "what's". */
const ASKS_VALUE =
  /חשב|כמה (?:זה|יוצא)|calculate|compute|evaluate|what is|what'?s\b|מה (?:זה|יוצא)|מהו הערך/i;

/** "20% of 80", "15% מ-80", "20 אחוז מ 50": a share of a number. */
const PERCENT_OF = /(\d+(?:\.\d+)?)\s*(?:%|אחוזים|אחוז|percent)\s*(?:of|מתוך|מ[-־]?)\s*(\d+(?:\.\d+)?)/i;

/**
 * A share of a number asked on its own ("כמה זה 15% מ-80", "what is 20% of 80"), read before the focus
 * turns "20% of 80" into the count "16 of 80" a word problem needs. Any other number in the message makes
 * it a word problem, left to the other readers.
 */
function shareOf(message: string): SolverRequest | null {
  const share = PERCENT_OF.exec(message);
  if (!share || !ASKS_VALUE.test(message) || /\d/.test(message.replace(share[0], ' '))) return null;
  return { kind: 'arithmetic', expression: `${share[1]}/100*${share[2]}` };
}

function rewriting(message: string): SolverRequest | null {
  const expression = stripWords(message);
  if (/פרק|factor/i.test(message)) return { kind: 'factor', expression };
  if (/פתח|expand/i.test(message)) return { kind: 'expand', expression };
  if (/פשט|simplify/i.test(message)) return { kind: 'simplify', expression };
  const asks = ASKS_VALUE.test(message);
  // "5!", "sqrt(81)" and "√81" alone are arithmetic too
  const symbols = message
    .replace(/\$/g, '')
    .replace(/\bsqrt\b/g, '√')
    .trim();
  const bare =
    /^[\d\s+\-*/^().,×÷·√π−²³!%]+=?\s*\??$/.test(symbols) &&
    /[\d)]\s*[+\-*/^×÷·−]\s*[\d(√π]|\d\s*!|√\s*\(?\s*\d/.test(symbols);
  // The words may hold the operation ("5 עצרת", "שורש 81", "7 בריבוע", "הערך המוחלט של -7"): a number
  // left alone is no computation to show, and showing it would state a wrong value.
  const operates =
    /[\d)πe]\s*[-+*/^×÷·−:]\s*[-\d(√πe\\]|[!√%]|\\(?:sqrt|frac|dfrac)|\b(?:sqrt|sin|cos|tan|ln|log|exp)\b/i.test(
      expression,
    );
  if (
    (asks || bare) &&
    operates &&
    /\d/.test(expression) &&
    // "sin(5π/12) … 5π/12 = π/4 + π/6": a second formula is no arithmetic to compute.
    !/=(?!\s*$)/.test(expression) &&
    !/[a-z]/i.test(
      expression.replace(
        /\\(?:cdot|times|frac|dfrac|sqrt|left|right)|sqrt|pi|sin|cos|tan|ln|log|exp|e/gi,
        '',
      ),
    )
  ) {
    return { kind: 'arithmetic', expression: expression.replace(/=\s*$/, '') };
  }
  return null;
}

/** A message that asks to solve or compute something the matchers could not take apart: read it as an equation, so the reply is an honest "could not read". */
function unreadableRequest(message: string): SolverRequest | null {
  if (!/פתר|פתור|משוואה|solve|equation|נגזרת|derivative/i.test(message) || !/[\d=+\-*/^]/.test(message))
    return null;
  return { kind: 'equation', equation: stripWords(message) };
}

function recursive(message: string): SolverRequest | null {
  const request = recognizeRecursive(message);
  return request ? { kind: 'recursive-sequence', ...request } : null;
}

function inductionStart(message: string): SolverRequest | null {
  const request = recognizeInductionStart(message);
  return request ? { kind: 'induction-start', ...request } : null;
}

function listedTerms(message: string): SolverRequest | null {
  const request = recognizeListedTerms(message);
  return request ? { kind: 'listed-terms', ...request } : null;
}

function generalTerm(message: string): SolverRequest | null {
  const request = recognizeGeneralTerm(message);
  return request ? { kind: 'general-term-sequence', ...request } : null;
}

function twoTerms(message: string): SolverRequest | null {
  const request = recognizeTwoTerms(message);
  return request ? { kind: 'sequence-two-terms', ...request } : null;
}

/** A sequence (a word for it and a term or sum written with an index, or listed terms) no matcher took. */
function sequenceUnsupported(message: string): SolverRequest | null {
  const named = /סדר(?:ה|ות)|sequence|progression|סכום\s+\d+\s+האיברים/i.test(message);
  const indexed =
    /\b[aS]\s*_?\s*\{?\s*(?:\d+|n|k)\s*\}?\s*=|aₙ|a\s*\(\s*n\s*\)\s*=|-?\d+\s*,\s*-?\d+\s*,\s*-?\d+/.test(
      message,
    );
  return named && indexed ? { kind: 'sequence-unsupported' } : null;
}

/** The area of a triangle from two vectors: read, not answered (the angle would answer another question). */
/**
 * A sum written as its terms and an ellipsis, "12+6+3+1.5+…": an infinite geometric series when the terms
 * keep one ratio (math lesson 5); otherwise not this matcher's. A sum with a last term or a value after the
 * ellipsis ("1+2+4+…+2^{n-1}=2^n-1") is finite: not this matcher's either.
 */
function seriesOfTerms(message: string): SolverRequest | null {
  const written =
    /(-?\d+(?:\.\d+)?)\s*\+\s*(-?\d+(?:\.\d+)?)\s*\+\s*(-?\d+(?:\.\d+)?)((?:\s*\+\s*-?\d+(?:\.\d+)?)*)\s*\+\s*(?:\\c?dots|\\ldots|\.\.\.|…)(?!\s*[+=])/.exec(
      message,
    );
  if (!written) return null;
  const terms = [written[1], written[2], written[3], ...(written[4] ?? '').split('+').slice(1)].map(Number);
  const [a, b] = terms;
  if (a === undefined || b === undefined || a === 0) return null;
  const ratio = b / a;
  const steady = terms.every(
    (term, i) => i === 0 || Math.abs(term - (terms[i - 1] ?? 0) * ratio) <= 1e-12 * Math.abs(term),
  );
  return steady ? { kind: 'infinite-series', first: a, ratio } : null;
}

/**
 * The equation `pattern` finds in `text`, only when it stands apart: a letter glued to it or an operator beside
 * it ("(1+i)z^2+4z+5=0", "2iz^2+…") means the pattern found only part of the student's equation.
 */
function isolated(text: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(text);
  if (!found) return undefined;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  if (/[a-z\d]$/i.test(before) || /[\d)^*+/.=-]$/.test(before.trimEnd())) return undefined;
  if (/^[a-z\d(]/i.test(after) || /^[\d(^*+/=-]/.test(after.trimStart())) return undefined;
  return found[0].trim();
}

/**
 * "מהו הרדיוס של המעגל $x^2+y^2-6x+8y=0$?": a circle's centre or radius from its equation. Only when that is
 * what is asked: a tangent, a chord, an intersection or a distance is another question.
 */
function circle(message: string): SolverRequest | null {
  if (!/מעגל|circle/i.test(message) || !/מרכז|רדיוס|cent(?:re|er)|radius/i.test(message)) return null;
  if (/משיק|חות|חיתוך|מיתר|מרחק|נקוד|עובר|tangent|intersect|chord|distance|point|through/i.test(message))
    return null;
  const equation = isolated(
    message.replace(/\$/g, ' '),
    /[-+\d(xy][-+*/^()\dxy²\s.]*=[-+*/^()\dxy²\s.]*[\dxy)²]/,
  );
  if (!equation || !/(?:x|\))\s*(?:\^\s*2|²)/.test(equation) || !/(?:y|\))\s*(?:\^\s*2|²)/.test(equation))
    return null;
  return { kind: 'circle', equation: equation.trim() };
}

/**
 * What the solver reads but does not compute: a test's power or β, Spearman's normal approximation z, a
 * two-way ANOVA (two factors, an interaction), which the one-way ANOVA would answer for other groups.
 */
function notComputed(message: string): SolverRequest | null {
  // Only with numbers: "מה זו אינטראקציה בניתוח שונות דו כיווני" is a concept question.
  if (
    /\d/.test(message) &&
    /דו[\s־-]?כיווני|two[\s-]way|אינטראקציה|interaction|גורם\s+\$?A\$?[\s\S]*גורם\s+\$?B\b|factor\s+\$?A\$?[\s\S]*factor\s+\$?B\b/i.test(
      message,
    )
  )
    return { kind: 'unsupported-kind', of: 'two-way-anova' };
  if (
    /עוצמת\s+(?:ה)?מבחן|power\s+of\s+(?:the|a)\s+test|טעות\s+מסוג\s+(?:שני|II)|type\s+II\s+error/i.test(
      message,
    )
  )
    return { kind: 'unsupported-kind', of: 'test-power' };
  if (
    /r_\{?s\}?|ספירמן|spearman/i.test(message) &&
    /קירוב\s+(?:ה)?נורמלי|normal\s+approximation|z\s*=\s*r_/i.test(message)
  )
    return { kind: 'unsupported-kind', of: 'spearman-z' };
  // Coefficients' t tests with no n or k ("b1=3.2 עם SE(b1)=0.9 … נתון t_{0.025,26}=2.056"): the solver
  // computes df as n − k − 1 and never takes it from a table value; read, not answered.
  if (/SE\s*\(\s*b_?\{?\d/i.test(message) && !recognizeStatistics(message))
    return { kind: 'unsupported-kind', of: 'coefficient-df' };
  return null;
}

/** A pooled variance asked for on its own is not the F test of two variances: read, not answered. */
function pooledVariance(message: string): SolverRequest | null {
  return /שונות\s+(?:ה)?משוקללת|pooled\s+variance|s_\{?p\}?\^\{?2/i.test(message) &&
    !/מבחן|\btest|רו?וח\s+(?:בר\s+)?סמך|interval|האם/i.test(message)
    ? { kind: 'unsupported-kind', of: 'pooled-variance' }
    : null;
}

function expLog(message: string): SolverRequest | null {
  const question = recognizeExpLog(message);
  return question ? { kind: 'exp-log', question } : null;
}

function vectorQuestion(message: string): SolverRequest | null {
  const question = recognizeVectorQuestion(message);
  return question ? { kind: 'vector-question', question } : null;
}

function complexQuestion(message: string): SolverRequest | null {
  const question = recognizeComplexQuestion(message);
  return question ? { kind: 'complex-question', question } : null;
}

function vectorArea(message: string): SolverRequest | null {
  return /\\vec|וקטור|vector/i.test(message) && /שטח|area/i.test(message)
    ? { kind: 'unsupported-kind', of: 'vector-area' }
    : null;
}

function growthQuestion(message: string): SolverRequest | null {
  const question = recognizeGrowthQuestion(message);
  return question ? { kind: 'growth-question', question } : null;
}

function analyticCircle(message: string): SolverRequest | null {
  const request = recognizeAnalyticCircle(message);
  return request ? { kind: 'analytic-circle', ...request } : null;
}

function parabola(message: string): SolverRequest | null {
  const request = recognizeParabola(message);
  if (request) return { kind: 'parabola', ...request };
  const sign = recognizeFunctionSign(message);
  return sign ? { kind: 'inequality', ...sign } : null;
}

function wordProblem(message: string): SolverRequest | null {
  const problem = recognizeWordProblem(message) ?? recognizeWordSystem(message);
  return problem ? { kind: 'word-problem', problem } : null;
}

function threeTerms(message: string): SolverRequest | null {
  const request = recognizeThreeTerms(message);
  return request ? { kind: 'three-terms', ...request } : null;
}

/** An arithmetic sequence told as a story, a natural-number sum, or a series' ratio from its sum. */
function sequenceStory(message: string): SolverRequest | null {
  const story = recognizeSequenceStory(message) ?? recognizeNaturalSum(message);
  if (story) return { kind: 'sequence', ...story };
  const ratio = recognizeSeriesRatio(message);
  return ratio ? { kind: 'series-ratio', ...ratio } : null;
}

function sumFormula(message: string): SolverRequest | null {
  const request = recognizeSumFormula(message);
  return request ? { kind: 'sum-formula', ...request } : null;
}

function line(message: string): SolverRequest | null {
  const request = recognizeLine(message);
  return request ? { kind: 'line', ...request } : null;
}

function plane(message: string): SolverRequest | null {
  const request = recognizeGeometry(message);
  return request ? { kind: 'plane-geometry', ...request } : null;
}

function space(message: string): SolverRequest | null {
  const request = recognizeSpace(message);
  return request ? { kind: 'space-geometry', ...request } : null;
}

function triangle(message: string): SolverRequest | null {
  const request = recognizeTriangle(message);
  return request ? { kind: 'triangle', ...request } : null;
}

function trigFunctions(message: string): SolverRequest | null {
  const request = recognizeTrigFunctions(message);
  return request ? { kind: 'trig-functions', ...request } : null;
}

function trigWave(message: string): SolverRequest | null {
  const request = recognizeWave(message);
  return request ? { kind: 'trig-wave', ...request } : null;
}

function growth(message: string): SolverRequest | null {
  const request = recognizeGrowth(message);
  return request ? { kind: 'growth', ...request } : null;
}

function models(message: string): SolverRequest | null {
  const request = recognizeModels(message);
  return request ? { kind: 'statistics-model', request } : null;
}

function repeating(message: string): SolverRequest | null {
  const request = recognizeRepeating(message);
  return request ? { kind: 'repeating-decimal', ...request } : null;
}

/** The computation a message asks for, or null. Specific statistics first, then calculus, then algebra. */
export function recognize(message: string): SolverRequest | null {
  const share = shareOf(message);
  if (share) return share;
  // A system in \begin{cases} … \\ … \end{cases}: its equations, one after the other.
  const focused = focus(message.replace(/\u05BE/g, '-')).replace(
    /\\begin\{cases\}([\s\S]*?)\\end\{cases\}/g,
    (_m, body: string) => body.split('\\\\').join(', '),
  );
  const text = /סדר(?:ה|ות)|טור|sequence|progression|series/i.test(focused)
    ? sequenceNotation(focused)
    : focused;
  for (const matcher of [
    threeTerms,
    sequenceStory,
    sumFormula,
    recursive,
    inductionStart,
    generalTerm,
    listedTerms,
    twoTerms,
    seriesOfTerms,
    repeating,
    growthQuestion,
    space,
    plane,
    growth,
    vectorQuestion,
    expLog,
    recognizeInference,
    recognizeInferenceTests,
    pooledVariance,
    models,
    notComputed,
    circle,
    recognizeProbability,
    analyticCircle,
    parabola,
    line,
    wordProblem,
    recognizeStatistics,
    binomial,
    normal,
    confidenceInterval,
    meanTest,
    zScore,
    descriptive,
    complexQuestion,
    vectorArea,
    triangle,
    trigFunctions,
    recognizeTrigCalculus,
    trigWave,
    recognizeCalculus,
    recognizeMath,
    sequence,
    sequenceUnsupported,
    tangent,
    derivative,
    functionValue,
    equations,
    rewriting,
    unreadableRequest,
  ]) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}
