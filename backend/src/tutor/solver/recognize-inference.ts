/**
 * Statistics-2 lessons 1–4 and 9–11 as students and the lessons write them (docs/tutor.md, "Inference"):
 * the probability of a sample mean, sum or proportion, a standard error, a sample size for a margin or a
 * power, a test's power, numbers read back from a published interval, and point estimation (unbiased
 * estimates, MSE, maximum likelihood, pooled variance, degrees of freedom). The message is first put in
 * one notation ("$\bar x_1=24.3$" → "x̄1=24.3", "$s_2^2$" → "s2²"); every reader then asks for its own
 * words and every number it needs, or gives null (the general recognisers go on).
 */
import type { Tail } from './statistics-distributions';

export type Relation = 'above' | 'below' | 'between';

export type SamplingRequest =
  /** P(x̄ …) or P(ΣX …) (sum), by the central limit theorem */
  | {
      of: 'mean';
      mu: number;
      sigma: number;
      n: number;
      relation: Relation;
      a: number;
      b?: number;
      sum: boolean;
    }
  /** P(p̂ …) for a population share p */
  | { of: 'proportion'; p: number; n: number; relation: Relation; a: number; b?: number }
  | { of: 'se-mean'; sigma: number; n: number }
  | { of: 'se-proportion'; p: number; n: number }
  /** the value c that x̄ exceeds with probability `above` */
  | { of: 'mean-quantile'; mu: number; sigma: number; n: number; above: number }
  /** the smallest n for a margin E at a level (σ for a mean; p, or 0.5 when none, for a proportion) */
  | { of: 'size-mean'; sigma: number; margin: number; level: number }
  | { of: 'size-proportion'; p: number | null; margin: number; level: number }
  /** the power of a z test of μ₀ when the mean is really μ₁ */
  | { of: 'power-mean'; mu0: number; mu1: number; sigma: number; n: number; alpha: number; tail: Tail }
  /** the smallest n for a power at α, to detect a shift δ (mean) or p₀ → p₁ (proportion) */
  | { of: 'size-power-mean'; sigma: number; delta: number; alpha: number; power: number; tail: Tail }
  | { of: 'size-power-proportion'; p0: number; p1: number; alpha: number; power: number; tail: Tail }
  /** the large-sample z test of μ₁ = μ₂ with the sample SDs in place of σ */
  | {
      of: 'z-two-means';
      mean1: number;
      mean2: number;
      v1: number;
      n1: number;
      v2: number;
      n2: number;
      alpha: number;
      alphaGiven: boolean;
      tail: Tail;
    }
  /** the margin of an interval for μ₁ − μ₂ with known variances */
  | { of: 'margin-two'; v1: number; n1: number; v2: number; n2: number; level: number }
  /** a published interval [low, high]: its centre, its margin, and n when σ is known */
  | { of: 'interval-back'; low: number; high: number; sigma: number | null; level: number };

export type EstimationRequest =
  | { of: 'unbiased'; values: number[] }
  | { of: 'mse'; bias: number; variance: number }
  | { of: 'linear-variance'; weights: number[]; variance: number }
  | { of: 'biased-variance-bias'; variance: number; n: number }
  | { of: 'mle'; model: 'poisson' | 'exponential'; values: number[] }
  | { of: 'mle-bernoulli'; x: number; n: number }
  | { of: 'uniform'; values: number[]; method: 'moments' | 'mle' | 'both' }
  | { of: 'pooled-variance'; v1: number; n1: number; v2: number; n2: number }
  | { of: 'welch-df'; v1: number; n1: number; v2: number; n2: number }
  | { of: 'pooled-proportion'; x1: number; n1: number; x2: number; n2: number }
  | { of: 'cohen-d'; mean1: number; mean2: number; sd: number }
  /** the mean or variance of Y = aX + b from X's */
  | { of: 'linear-transform'; a: number; b: number; moment: 'mean' | 'variance'; value: number }
  /** E(X) of a distribution given as P(X = xᵢ) = pᵢ */
  | { of: 'expectation'; xs: number[]; ps: number[] }
  /** a t test's degrees of freedom: paired (pairs − 1) or pooled (n₁ + n₂ − 2) */
  | { of: 'degrees'; design: 'paired' | 'pooled' | 'one'; n1: number; n2?: number }
  /** a table value: t (df) or F (df1, df2) with `right` of the area to its right */
  | { of: 'critical'; distribution: 't' | 'f'; df1: number; df2?: number; right: number };

export type InferenceRequest =
  | { kind: 'inference'; family: 'sampling'; request: SamplingRequest }
  | { kind: 'inference'; family: 'estimation'; request: EstimationRequest };

// ---- one notation ------------------------------------------------------------------------------

/** The message in one notation: no `$`, Greek letters as letters, subscripts and squares folded. */
export function notation(message: string): string {
  return (
    message
      .replace(/[\u05BE−–]/g, '-')
      .replace(/\\sqrt\s*\{\s*(\d+(?:\.\d+)?)\s*\}/g, (_m, value: string) => String(Math.sqrt(Number(value))))
      .replace(/\\(?:left|right)\b/g, '')
      .replace(/\\[,;: !]/g, ' ')
      .replace(/\{,\}/g, '')
      .replace(/\\(?:bar|overline)\s*\{?\s*([xXd])\s*\}?/g, '$1̄')
      .replace(/\\hat\s*\{?\s*p\s*\}?/g, 'p̂')
      .replace(/\\hat\s*\{?\s*\\theta\s*\}?/g, 'θ̂')
      .replace(/\\sigma/g, 'σ')
      .replace(/\\mu/g, 'μ')
      .replace(/\\lambda/g, 'λ')
      .replace(/\\theta/g, 'θ')
      .replace(/\\alpha/g, 'α')
      .replace(/\\(?:le|leq)\b/g, '≤')
      .replace(/\\(?:ge|geq)\b/g, '≥')
      .replace(/\\neq?\b/g, '≠')
      .replace(/\\cdot/g, '·')
      .replace(/_\s*\{\s*(\d|[dp])\s*\}/g, '$1')
      .replace(/_\s*(\d|[dp])/g, '$1')
      .replace(/\^\s*\{\s*2\s*\}|\^\s*2/g, '²')
      .replace(/\$/g, ' ')
      // "ל־12", "מ-0.62": a prefix's maqaf is not a minus
      .replace(/([\u05D0-\u05EA])-(?=\d)/g, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';

export function value(text: string | undefined): number | null {
  if (text === undefined) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The first group of the first pattern that matches, as a number. */
export function firstOf(text: string, patterns: readonly RegExp[]): number | null {
  for (const pattern of patterns) {
    const found = value(pattern.exec(text)?.[1]);
    if (found !== null) return found;
  }
  return null;
}

/** "name = 12" for a symbol that stands alone (not the end of a longer word). */
export function symbol(text: string, name: string): number | null {
  return firstOf(text, [new RegExp(`(?<![\\w\\u05D0-\\u05EA])${name}\\s*=\\s*${NUMBER}`, 'i')]);
}

/** A share written 0.3, .3, 30% or 30 אחוז: as a number between 0 and 1. */
function share(text: string | undefined, percent: boolean): number | null {
  const parsed = value(text);
  if (parsed === null) return null;
  const result = percent || parsed > 1 ? parsed / 100 : parsed;
  return result > 0 && result < 1 ? result : null;
}

function levelOf(text: string): number | null {
  const found =
    /(?:רמת\s+(?:ה)?ביטחון|ברמת\s+ביטחון|confidence(?:\s+level)?|רווח\s+סמך)\s*(?:של\s+|of\s+)?(\d{2}(?:\.\d+)?)\s*(?:%|אחוז|percent)/i.exec(
      text,
    ) ??
    /(\d{2}(?:\.\d+)?)\s*%\s*(?:confidence|רמת\s+ביטחון|ביטחון)/i.exec(text) ??
    /(?:רמת\s+(?:ה)?ביטחון|confidence(?:\s+level)?)\s*(?:של\s+|of\s+|=\s*)?(0?\.\d+)/i.exec(text) ??
    /בהסתברות\s+(?:של\s+)?(0?\.\d+)\s+לפחות/.exec(text);
  const level = value(found?.[1]);
  if (level === null) return null;
  return level >= 1 ? level / 100 : level;
}

function alphaOf(text: string): number | null {
  const found =
    /(?:α|alpha|רמת\s+(?:ה)?מובהקות|ברמת\s+מובהקות|significance(?:\s+level)?|at\s+the)\s*(?:של\s+|of\s+|=\s*|:\s*)?(\d*\.?\d+)\s*(%|אחוז|percent|level)?/i.exec(
      text,
    ) ?? /(?:ברמה|at)\s+(?:של\s+)?(\d*\.?\d+)\s*(%)/i.exec(text);
  if (!found) return null;
  return share(found[1], found[2] !== undefined && found[2] !== 'level');
}

// ---- population parameters -----------------------------------------------------------------------

const MU_WORDS =
  /(?:תוחלת|(?<![\u05D0-\u05EA])ממוצע(?!\s+(?:ה|ב)?מדגם)(?:\s+(?:ה)?(?:אוכלוסי(?:י)?ה|ציונים))?|population\s+mean|(?<!sample\s)\bmean|average|expected\s+value|E\s*\(\s*X\s*\))\s*(?:של\s+|of\s+|is\s+|=\s*|:\s*|הוא\s+)?(?:[^\d\s]{1,12}\s+){0,4}?(-?\d+(?:\.\d+)?)/i;
const SIGMA_WORDS =
  /(?:סטיית\s+(?:ה)?תקן|סטית\s+תקן|ס"ת|ס״ת|standard\s+deviation|\bsd\b|std)\s*(?:של\s+|of\s+|is\s+|=\s*|:\s*|היא\s+|an\s+sd\s+of\s+)?(?:[^\d\s]{1,12}\s+){0,4}?(\d*\.?\d+)/i;

function muOf(text: string): number | null {
  return (
    symbol(text, 'μ') ??
    symbol(text, 'mu') ??
    firstOf(text, [/(-?\d+(?:\.\d+)?)\s*(?:[^\d\s]{1,8}\s+)?(?:on\s+average|בממוצע)/i, MU_WORDS])
  );
}

function sigmaOf(text: string): number | null {
  return symbol(text, 'σ') ?? symbol(text, 'sigma') ?? firstOf(text, [SIGMA_WORDS]);
}

const SIZE_WORDS = [
  /(?<![\w\u05D0-\u05EA])n\s*=\s*(\d+)/i,
  /(?:מדגם|sample|סקר|survey|poll)\s+(?:מקרי\s+|אקראי\s+|random\s+)?(?:בגודל|של|of|size)\s+(\d+)/i,
  /(?:דוגמים|נדגמים|נדגמו|נדגמות|דגמו|לוקחים|בוחרים|נכנסים|take|we\s+take|sample|pick)\s+(?:באקראי\s+|randomly\s+|a\s+sample\s+of\s+)?(\d+)/i,
  /(?:במשאית|במעלית|בארגז|מובילה|in\s+(?:a|the)\s+(?:truck|elevator|lift|box))\s+(\d+)/i,
  /(\d+)\s+(?:boxes|items|people|students|bags|packages|passengers|crates)/i,
];

function sizeOf(text: string): number | null {
  const n = firstOf(text, SIZE_WORDS);
  return n !== null && Number.isInteger(n) && n >= 2 ? n : null;
}

// ---- sampling distributions ----------------------------------------------------------------------

const PROBABILITY = /הסתברות|סיכוי|probability|chance|P\s*\(/i;
const SUM = /כולל|הכולל|סך\s+ה|סכום|העומס|total|sum\b|overload|combined/i;
const PROPORTION = /שיעור|פרופורצי|proportion|p̂/i;

/** The event asked about: above, below or between, and its value(s). */
function eventOf(text: string): { relation: Relation; a: number; b?: number } | null {
  const between =
    /(?:בין|between)\s*(-?\d+(?:\.\d+)?)\s*(%)?\s*(?:ל|to|and)\s*-?\s*(\d+(?:\.\d+)?)/i.exec(text) ??
    /P\s*\(\s*(-?\d+(?:\.\d+)?)\s*[<≤]\s*[^<≤()]{1,6}[<≤]\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(text);
  if (between) {
    const a = value(between[1]);
    const b = value(between[3] ?? between[2]);
    if (a !== null && b !== null && a < b) return { relation: 'between', a, b };
  }
  const symbolic = /P\s*\(\s*[^()<>≤≥]{1,8}([<>≤≥])\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(text);
  if (symbolic) {
    const a = value(symbolic[2]);
    if (a !== null) return { relation: /[>≥]/.test(symbolic[1] ?? '') ? 'above' : 'below', a };
  }
  const above =
    /(?:יעלה\s+על|יעלו\s+על|עולה\s+על|גדול\s+מ|גבוה\s+מ|מעל|יותר\s+מ|יחרוג\s+מ|more\s+than|greater\s+than|higher\s+than|larger\s+than|above|exceeds?|over)\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    );
  const below =
    /(?:קטן\s+מ|נמוך\s+מ|פחות\s+מ|מתחת\s+ל|less\s+than|lower\s+than|smaller\s+than|below|under)\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    );
  if (above && !below) return { relation: 'above', a: Number(above[1]) };
  if (below && !above) return { relation: 'below', a: Number(below[1]) };
  // "העומס המרבי המותר הוא 1248 … יחרוג מהמותר": the limit named once, exceeded
  const limit =
    /(?:העומס\s+המרבי(?:\s+המותר)?|max(?:imum)?\s+load)\s*(?:הוא\s+|is\s+|of\s+)?(\d+(?:\.\d+)?)/i.exec(text);
  if (limit && /יחרוג|overload|exceed|more\s+than/i.test(text))
    return { relation: 'above', a: Number(limit[1]) };
  return null;
}

/** The probability of a sample proportion: "40% מהסטודנטים … 150 … פחות מ־32%", "p = 0.6, n = 150, … below 0.55". */
function proportionProbability(text: string): SamplingRequest | null {
  if (!PROPORTION.test(text) && !/%\s*מהם|%\s*of\s+them/i.test(text)) return null;
  const population =
    /(?:ידוע\s+ש|ל)?\s*(\d+(?:\.\d+)?)\s*%\s*מה/.exec(text) ??
    /(\d+(?:\.\d+)?)\s*%\s*of\s+(?:the\s+)?(?!them)/i.exec(text) ??
    /(?<![\w\u05D0-\u05EA])p\s*=\s*(0?\.\d+)/i.exec(text);
  const p = share(population?.[1], /%/.test(population?.[0] ?? ''));
  const n = sizeOf(text);
  const event = eventOf(text.slice((population?.index ?? 0) + (population?.[0].length ?? 0)));
  if (p === null || n === null || !event) return null;
  const asShare = (x: number) => (x >= 1 ? x / 100 : x);
  const a = asShare(event.a);
  const b = event.b === undefined ? undefined : asShare(event.b);
  return { of: 'proportion', p, n, relation: event.relation, a, ...(b === undefined ? {} : { b }) };
}

function sampling(text: string): SamplingRequest | null {
  if (/עוצמ|power|רו?וח\s+(?:ה)?סמך|conf[a-z]*\s+int/i.test(text)) return null;
  const standardError =
    /טעות\s+(?:ה)?תקן|standard\s+error/i.test(text) &&
    !/coefficient|מקדם|regression|רגרסיה|slope|שיפוע|b\d\s*=/i.test(text);
  if (standardError) {
    const grown = /מ\s*(\d+)\s*ל\s*(\d+)|from\s+(\d+)\s+to\s+(\d+)/i.exec(text);
    const n = grown ? Number(grown[2] ?? grown[4]) : sizeOf(text);
    if (n === null) return null;
    if (PROPORTION.test(text) || /בוחרים|תומכים|%/.test(text)) {
      const p =
        share(/(\d+(?:\.\d+)?)\s*%/.exec(text)?.[1], true) ??
        share(/(?<![\w\u05D0-\u05EA])p\s*=\s*(0?\.\d+)/i.exec(text)?.[1], false);
      return p === null ? null : { of: 'se-proportion', p, n };
    }
    const sigma = sigmaOf(text);
    return sigma === null ? null : { of: 'se-mean', sigma, n };
  }
  const quantile = /(?:הערך|value)\s*c\b[^.?]*?(?:בהסתברות|with\s+probability)\s+(0?\.\d+)/i.exec(text);
  if (quantile) {
    const mu = muOf(text);
    const sigma = sigmaOf(text);
    const n = sizeOf(text);
    const above = value(quantile[1]);
    if (mu === null || sigma === null || n === null || above === null || !/עולה|exceed|above|גדול/.test(text))
      return null;
    return { of: 'mean-quantile', mu, sigma, n, above };
  }
  if (!PROBABILITY.test(text)) return null;
  const proportion = proportionProbability(text);
  if (proportion) return proportion;
  if (!/ממוצע|הממוצע|mean|average|x̄|כולל|total|sum|העומס|overload/i.test(text)) return null;
  const mu = muOf(text);
  const sigma = sigmaOf(text);
  const n = sizeOf(text);
  if (mu === null || sigma === null || n === null) return null;
  // the event's number comes after the parameters: "mean 40 … P(x̄>43)"
  const event = eventOf(text.replace(/\bσ\s*=\s*\d*\.?\d+|\bμ\s*=\s*-?\d+(?:\.\d+)?/g, ' '));
  if (!event || event.a === mu) return null;
  return { of: 'mean', mu, sigma, n, ...event, sum: SUM.test(text) };
}

// ---- sample size, power, an interval read back -----------------------------------------------------

const HOW_MANY =
  /כמה\s+(?:\S+\s+){0,3}?(?:צריך|יש|דרוש|נדרש)|כמה\s+(?:\S+\s+)?דרושים|גודל\s+(?:ה)?מדגם\s+(?:ה)?מינימלי|how\s+many|(?:minimum|required|needed)\s+sample\s+size|sample\s+size\s+(?:needed|required)/i;

function tailOf(text: string): Tail {
  if (/דו[\s-]*צדדי|two[\s-]*(?:sided|tailed)|≠|משנה|שונה|change|differ|סטתה|deviat/i.test(text))
    return 'two';
  if (/H1\s*:\s*μ\s*<|μ1?\s*<|ירידה|מוריד|נמוך|decrease|lower|less/i.test(text)) return 'left';
  return 'right';
}

function marginOf(text: string): number | null {
  return firstOf(text, [
    /(?<![\w\u05D0-\u05EA])E\s*=\s*(\d*\.?\d+)/,
    /(?:לא\s+תעלה\s+על|לכל\s+היותר|at\s+most|no\s+more\s+than)\s+(\d*\.?\d+)/i,
    /טעות\s+(?:ה)?אמידה(?:\s+(?:ה)?מרבית)?\s*(?:\S+\s+){0,4}?(\d*\.?\d+)/,
    /margin\s+of\s+error\s*(?:of\s+|is\s+|at\s+most\s+|=\s*|to\s+)*(\d*\.?\d+)/i,
    /במרחק\s+של\s+(?:פחות\s+מ\s*)?(\d*\.?\d+)/,
    /within\s+(\d*\.?\d+)/i,
  ]);
}

function sampleSize(text: string): SamplingRequest | null {
  if (!HOW_MANY.test(text) || /עוצמ|power/i.test(text)) return null;
  const margin = marginOf(text);
  // a sample size for a margin is planned at 95 % unless the message says otherwise
  const level = levelOf(text) ?? 0.95;
  if (margin === null) return null;
  if (PROPORTION.test(text) || /פרופורצי|proportion|%\s*מה|הערכה\s+מוקדמת|prior/i.test(text)) {
    const withoutLevel = text
      .replace(/(\d{2}(?:\.\d+)?)\s*%\s*(?=לפרופורציה|for)/, ' ')
      .replace(
        /(?:רמת\s+(?:ה)?ביטחון|ברמת\s+ביטחון|confidence(?:\s+level)?|רווח\s+סמך)\s*(?:של\s+|of\s+)?\d{2}(?:\.\d+)?\s*%/gi,
        ' ',
      );
    const prior = /בלי\s+הערכה|no\s+(?:prior|estimate)|without\s+(?:a\s+)?(?:prior|estimate)/i.test(text)
      ? null
      : share(/(\d+(?:\.\d+)?)\s*%/.exec(withoutLevel)?.[1], true);
    return { of: 'size-proportion', p: prior, margin, level };
  }
  const sigma = sigmaOf(text);
  return sigma === null ? null : { of: 'size-mean', sigma, margin, level };
}

function powerOf(text: string): number | null {
  return firstOf(text, [/(?:עוצמה|power)\s+(?:של\s+|of\s+)?(0?\.\d+)/i]);
}

function power(text: string): SamplingRequest | null {
  if (!/עוצמ|power/i.test(text)) return null;
  const alpha = alphaOf(text) ?? 0.05;
  const tail = tailOf(text);
  const target = powerOf(text);
  if (target !== null && HOW_MANY.test(text)) {
    const sigma = sigmaOf(text);
    if (sigma === null) {
      // a proportion: "40% … יעלה ל־50%"
      const p0 = share(/(\d+(?:\.\d+)?)\s*%/.exec(text)?.[1], true);
      const p1 = share(
        /(?:יעלה|תעלה|עלה|תרד|ירד|rises?|goes\s+up)\s+(?:ל|to)\s*(\d+(?:\.\d+)?)\s*%/i.exec(text)?.[1],
        true,
      );
      if (p0 === null || p1 === null || p0 === p1) return null;
      return { of: 'size-power-proportion', p0, p1, alpha, power: target, tail };
    }
    const shift =
      firstOf(text, [
        /(?:שינוי|סטייה|עלייה|ירידה|הבדל|הפרש|shift|change|difference|increase|decrease)\s+של\s+(\d*\.?\d+)/i,
        /(?:detect\s+a\s+(?:shift|change|difference)\s+of)\s+(\d*\.?\d+)/i,
      ]) ??
      (() => {
        const mu0 = muOf(text);
        const mu1 = value(/(?:התוחלת|את\s+התוחלת|mean)\s+(?:ל|to)\s*(-?\d+(?:\.\d+)?)/i.exec(text)?.[1]);
        return mu0 !== null && mu1 !== null ? Math.abs(mu1 - mu0) : null;
      })();
    if (shift === null || !(shift > 0)) return null;
    return { of: 'size-power-mean', sigma, delta: shift, alpha, power: target, tail };
  }
  const mu0 =
    firstOf(text, [/H0\s*:\s*μ\s*=\s*(-?\d+(?:\.\d+)?)/i, /H0\s*:?\s*mu\s*=\s*(-?\d+(?:\.\d+)?)/i]) ?? null;
  const mu1 = firstOf(text, [
    /(?:האמיתית|בפועל|true|actual(?:ly)?|really|בעצם)[^\d]{0,24}?(-?\d+(?:\.\d+)?)/i,
  ]);
  const sigma = sigmaOf(text);
  const n = sizeOf(text);
  if (mu0 === null || mu1 === null || sigma === null || n === null || mu1 === mu0) return null;
  const explicit = /H1\s*:?\s*(?:μ|mu)\s*([<>≠])/i.exec(text)?.[1];
  const h1Tail: Tail =
    explicit === '>' ? 'right' : explicit === '<' ? 'left' : explicit === '≠' ? 'two' : tail;
  return { of: 'power-mean', mu0, mu1, sigma, n, alpha, tail: h1Tail };
}

function intervalBack(text: string): SamplingRequest | null {
  if (!/רו?וח\s+(?:ה)?סמך|conf[a-z]*\s+int/i.test(text)) return null;
  if (!/טעות\s+(?:ה)?אמידה|margin|ממוצע\s+המדגם|כמה\s+תצפיות|sample\s+mean/i.test(text)) return null;
  const bounds =
    /\[\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\]/.exec(text) ??
    /(?:מ|from)\s*(-?\d+(?:\.\d+)?)\s*(?:עד|to)\s*(-?\d+(?:\.\d+)?)/i.exec(text);
  const low = value(bounds?.[1]);
  const high = value(bounds?.[2]);
  if (low === null || high === null || !(high > low)) return null;
  const level = levelOf(text) ?? 0.95;
  return { of: 'interval-back', low, high, sigma: sigmaOf(text), level };
}

// ---- point estimation --------------------------------------------------------------------------

/** The longest list of three or more numbers written "7, 11, 8" in the message. */
function listOf(text: string): number[] | null {
  const lists = [...text.matchAll(/-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,}/g)].map((m) =>
    m[0].split(/\s*,\s*/).map(Number),
  );
  const longest = lists.sort((a, b) => b.length - a.length)[0];
  return longest && longest.every(Number.isFinite) ? longest : null;
}

function twoGroups(text: string): { v1: number; n1: number; v2: number; n2: number } | null {
  const n1 = symbol(text, 'n1');
  const n2 = symbol(text, 'n2');
  const v1 = symbol(text, 's1²') ?? (symbol(text, 's1') ?? Number.NaN) ** 2;
  const v2 = symbol(text, 's2²') ?? (symbol(text, 's2') ?? Number.NaN) ** 2;
  if (n1 !== null && n2 !== null && Number.isFinite(v1) && Number.isFinite(v2)) return { v1, n1, v2, n2 };
  // "בקבוצה הראשונה 10 נבדקים עם סטיית תקן 5, ובשנייה 15 נבדקים עם סטיית תקן 4"
  const groups = [
    ...text.matchAll(
      /(\d+)\s+[\u05D0-\u05EAa-z]+\s+(?:עם\s+|with\s+(?:an?\s+)?)?(?:סטיית\s+תקן|sd|standard\s+deviation)\s+(?:של\s+|of\s+)?(\d*\.?\d+)/gi,
    ),
  ];
  const [a, b] = groups;
  if (groups.length !== 2 || !a || !b) return null;
  return { n1: Number(a[1]), v1: Number(a[2]) ** 2, n2: Number(b[1]), v2: Number(b[2]) ** 2 };
}

function estimation(text: string): EstimationRequest | null {
  if (
    /שונות\s+(?:ה)?משוקללת|pooled\s+variance|sp²/i.test(text) &&
    !/מבחן|\btest|רו?וח\s+סמך|interval|האם/i.test(text)
  ) {
    const groups = twoGroups(text);
    return groups ? { of: 'pooled-variance', ...groups } : null;
  }
  if (/ולש|welch/i.test(text) && /דרגות\s+(?:ה)?חופש|degrees\s+of\s+freedom|ν/i.test(text)) {
    const groups = twoGroups(text);
    return groups ? { of: 'welch-df', ...groups } : null;
  }
  if (/פרופורציה\s+(?:ה)?משותפת|pooled\s+proportion/i.test(text)) {
    const counts = [
      ...text.matchAll(/(\d+)\s+(?:תלמידים\s+)?(?:בכיתה|ב|in)\s*(?:ה)?(?:ראשונה|שנייה|first|second)/gi),
    ];
    const sizes = /(?:של|of)\s+(\d+)\s+[\u05D0-\u05EAa-z]+\s+(?:כל\s+אחת|each)/i.exec(text);
    const [a, b] = counts;
    if (a && b && sizes) {
      const n = Number(sizes[1]);
      return { of: 'pooled-proportion', x1: Number(a[1]), n1: n, x2: Number(b[1]), n2: n };
    }
    return null;
  }
  if (/כהן|cohen/i.test(text)) {
    const means = [...text.matchAll(/(?:ממוצע|mean)\s+(?:של\s+|of\s+)?(-?\d+(?:\.\d+)?)/gi)].map((m) =>
      Number(m[1]),
    );
    const second = /(?:ושל|and)\s+(-?\d+(?:\.\d+)?)\s+(?:בקבוצה|in\s+the)/i.exec(text);
    if (means.length === 1 && second) means.push(Number(second[1]));
    const sd = firstOf(text, [
      /(?:סטיית\s+(?:ה)?תקן\s+(?:ה)?משוקללת|pooled\s+(?:sd|standard\s+deviation))\s+(?:היא\s+|is\s+|of\s+)?(\d*\.?\d+)/i,
    ]);
    const [mean1, mean2] = means;
    return mean1 !== undefined && mean2 !== undefined && sd !== null
      ? { of: 'cohen-d', mean1, mean2, sd }
      : null;
  }
  if (/טעות\s+(?:ה)?ריבועית|MSE|mean\s+squared\s+error/i.test(text)) {
    const bias =
      firstOf(text, [
        /(?:הטיה|bias)\s*(?:של\s+|of\s+)?(?:E\s*\(\s*θ̂\s*\)\s*-\s*θ\s*)?=?\s*(-?\d+(?:\.\d+)?)/i,
      ]) ?? value(/E\s*\(\s*T\s*\)\s*=\s*μ\s*([-+]\s*\d+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/\s/g, ''));
    const variance = firstOf(text, [
      /(?:V|Var)\s*\(\s*(?:θ̂|T)\s*\)\s*=\s*(\d*\.?\d+)/i,
      /(?:שונות|variance)\s+(?:של\s+|of\s+)?(\d*\.?\d+)/i,
    ]);
    if (bias !== null && variance !== null) return { of: 'mse', bias, variance };
  }
  const linear = /T\s*=\s*((?:\d*\.?\d+\s*·?\s*X\d\s*\+?\s*){2,})/.exec(text);
  if (linear && /שונות|variance/i.test(text)) {
    const weights = [...(linear[1] ?? '').matchAll(/(\d*\.?\d+)\s*·?\s*X\d/g)].map((m) => Number(m[1]));
    const variance = symbol(text, 'σ²');
    if (variance !== null) return { of: 'linear-variance', weights, variance };
  }
  if (/S_?\s*n²|divid\w*\s+by\s+n\b/.test(text) && /הטיה|bias/i.test(text) && !/חסר/.test(text)) {
    const variance = symbol(text, 'σ²');
    const n = symbol(text, 'n');
    if (variance !== null && n !== null) return { of: 'biased-variance-bias', variance, n };
  }
  if (/דרגות\s+(?:ה)?חופש|degrees\s+of\s+freedom/i.test(text) && !/ולש|welch/i.test(text)) {
    const pairs = firstOf(text, [/(\d+)\s+(?:זוגות|pairs)/i]);
    if (pairs !== null) return { of: 'degrees', design: 'paired', n1: pairs };
    const n1 = symbol(text, 'n1');
    const n2 = symbol(text, 'n2');
    if (n1 !== null && n2 !== null && /שונויות\s+שוות|משוקלל|pooled|equal\s+variances/i.test(text))
      return { of: 'degrees', design: 'pooled', n1, n2 };
  }
  const table = /\b(t|F)_\{\s*(0?\.\d+)\s*,\s*(\d+)\s*(?:,\s*(\d+)\s*)?\}/.exec(text);
  if (
    table &&
    /הערך\s+(?:ה)?קריטי|critical\s+value/i.test(text) &&
    /שמימינו|to\s+its\s+right|right/i.test(text)
  ) {
    const df2 = value(table[4]);
    return {
      of: 'critical',
      distribution: table[1] === 'F' ? 'f' : 't',
      df1: Number(table[3]),
      ...(df2 === null ? {} : { df2 }),
      right: Number(table[2]),
    };
  }
  const oneSample = /מבחן\s+t\s+(?:דו[\s-]*צדדי\s+|חד[\s-]*צדדי\s+)?למדגם\s+אחד|one[\s-]sample\s+t/i.test(
    text,
  );
  if (oneSample && /הערך\s+(?:ה)?קריטי|critical\s+value/i.test(text)) {
    const n = symbol(text, 'n');
    const alpha = alphaOf(text) ?? 0.05;
    const two = /דו[\s-]*צדדי|two[\s-]*(?:sided|tailed)/i.test(text);
    if (n !== null) return { of: 'critical', distribution: 't', df1: n - 1, right: two ? alpha / 2 : alpha };
  }
  const data = listOf(text);
  if (
    /נראות\s+(?:ה)?מרבית|maximum\s+likelihood|MLE/i.test(text) ||
    /שיטת\s+(?:ה)?מומנטים|method\s+of\s+moments/i.test(text)
  ) {
    if (/אחיד|uniform/i.test(text) && data) {
      const moments = /מומנטים|moments/i.test(text);
      const mle = /נראות|likelihood|MLE/i.test(text);
      return { of: 'uniform', values: data, method: moments && mle ? 'both' : moments ? 'moments' : 'mle' };
    }
    if (/פואסונ|poisson/i.test(text) && data) return { of: 'mle', model: 'poisson', values: data };
    if (/מעריכי|exponential/i.test(text) && data) return { of: 'mle', model: 'exponential', values: data };
    const hits =
      /(\d+)\s+[\u05D0-\u05EAa-z]+\s+(?:ב|ב-|in\s+)?[\u05D0-\u05EAa-z]*\s*,?\s*(\d+)\s+(?:אמרו|מהן|מהם|of\s+them)/i.exec(
        text,
      ) ?? /(?:זרקה|shot|took)\s+(\d+)\s+[^\d]{0,30}?(?:וקלעה|and\s+(?:made|scored|hit))\s+(\d+)/i.exec(text);
    if (hits) {
      const n = Number(hits[1]);
      const x = Number(hits[2]);
      if (x <= n) return { of: 'mle-bernoulli', x, n };
    }
    return null;
  }
  if (
    /חסר(?:י)?\s+(?:ה)?הטיה|unbiased/i.test(text) &&
    data &&
    data.length >= 2 &&
    /שונות|variance/i.test(text)
  )
    return { of: 'unbiased', values: data };
  return null;
}

/** A computation of statistics-2 lessons 1–4, 9–11 that the general statistics matchers do not read. */
export function recognizeInference(message: string): InferenceRequest | null {
  const text = notation(message);
  if (!/\d/.test(text)) return null;
  const estimated = estimation(text);
  if (estimated) return { kind: 'inference', family: 'estimation', request: estimated };
  for (const reader of [power, sampleSize, intervalBack, sampling]) {
    const request = reader(text);
    if (request) return { kind: 'inference', family: 'sampling', request };
  }
  return null;
}
