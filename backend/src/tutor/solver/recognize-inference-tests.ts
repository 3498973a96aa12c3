/**
 * The tests and intervals of statistics-2 lessons 2–4, 10 and 11 in the lessons' notation and words
 * (docs/tutor.md, "Inference"): "$n_1=40$ … $\bar x_1=24.3$, $s_1=3.1$", "בסקר של 400 סטודנטים, 240 אמרו",
 * "במדגם של 20 ברגים התקבל $s^2=0.41$", read into the requests the existing test and interval solvers take
 * (statistics-tests.ts, statistics-intervals.ts, statistics.ts). Each reader wants its own words and every
 * number; otherwise null, and the general recognisers go on.
 */
import { firstOf, notation, symbol, value, type InferenceRequest } from './recognize-inference';
import type { StatisticsRequest } from './recognize-statistics';
import type { Tail } from './statistics-distributions';
import type { TestSettings } from './statistics-tests';

/** A one-mean interval, as the general recogniser's request (recognize.ts). */
type MeanInterval = {
  kind: 'confidence-interval';
  mean: number;
  sd: number;
  n: number;
  known: boolean;
  level: number;
};

/** The general recogniser's z-score and normal requests (recognize.ts), read in lesson 1's notation. */
type Background =
  | { kind: 'z-score'; x: number; mean: number; sd: number }
  | { kind: 'normal'; mean: number; sd: number; low: number | null; high: number | null };

export type InferenceTestRequest = StatisticsRequest | MeanInterval | InferenceRequest | Background;

const INTERVAL = /רו?וח\s+(?:ה)?סמך|conf[a-z]*\s+int|\bCI\b/i;
const TEST = /מבחן|בדקו|בדוק|האם|ראיה|test|evidence|significan|סטטיסטי\s+(?:ה)?מבחן/i;

function levelOf(text: string): number {
  const found =
    /(?:רו?וח\s+(?:ה)?סמך|ביטחון|ברמה)\s+(?:של\s+)?(?:ברמת\s+ביטחון\s+)?(\d{2}(?:\.\d+)?)\s*%/.exec(text) ??
    /(\d{2}(?:\.\d+)?)\s*%\s*(?:conf|CI\b|רווח|רמת\s+ביטחון)/i.exec(text) ??
    /(\d{2}(?:\.\d+)?)\s*%/.exec(text.replace(/(?:מובהקות|ברמה)\s+(?:של\s+)?\d+(?:\.\d+)?\s*%/g, ' ')) ??
    /(?:רמת\s+(?:ה)?ביטחון|confidence)\s*(?:של\s+|of\s+|=\s*)?(0?\.\d+)/i.exec(text);
  const level = value(found?.[1]) ?? 95;
  return level >= 1 ? level / 100 : level;
}

function settings(text: string, tail: Tail): TestSettings {
  const found =
    /(?:α|alpha)\s*=?\s*(\d*\.?\d+)\s*(%)?/i.exec(text) ??
    /(?:רמת\s+(?:ה)?מובהקות|ברמת\s+מובהקות|significance(?:\s+level)?)\s*(?:של\s+|of\s+|=\s*)?(\d*\.?\d+)\s*(%)?/i.exec(
      text,
    ) ??
    /(?:ברמה|at)\s+(?:של\s+)?(\d*\.?\d+)\s*(%)/i.exec(text);
  const raw = value(found?.[1]);
  const alpha = raw === null ? null : found?.[2] || raw >= 1 ? raw / 100 : raw;
  return alpha !== null && alpha > 0 && alpha < 0.5
    ? { alpha, alphaGiven: true, tail }
    : { alpha: 0.05, alphaGiven: false, tail };
}

// ---- variances -----------------------------------------------------------------------------------

function varianceTest(text: string): InferenceTestRequest | null {
  if (!/שונות|variance|σ|סטיית\s+(?:ה)?תקן|standard\s+deviation/i.test(text) || INTERVAL.test(text))
    return null;
  if (!TEST.test(text) && !/χ²|chi/i.test(text)) return null;
  const variance = symbol(text, 's²');
  if (variance === null || /s1|s2|n1|n2/.test(text)) return null;
  const n = symbol(text, 'n') ?? firstOf(text, [/(?:מדגם|sample)\s+(?:של|of)\s+(\d+)/i]);
  const sigma0 =
    symbol(text, 'σ0') ??
    firstOf(text, [
      /H0\s*:?\s*σ\s*=\s*(\d*\.?\d+)/i,
      /(?:סטיית\s+(?:ה)?תקן|standard\s+deviation)\s+(?:[^\d\s]{1,12}\s+){0,4}?(?:לא\s+תעלה\s+על|לכל\s+היותר|היא|של\s+לכל\s+היותר|at\s+most|is|of)\s+(\d*\.?\d+)/i,
    ]);
  if (n === null || sigma0 === null || !Number.isInteger(n)) return null;
  const tail: Tail = /H1\s*:?\s*σ\s*>|גבוה|עולה|ימני|higher|greater|more\s+than|exceeds?|right/i.test(text)
    ? 'right'
    : /H1\s*:?\s*σ\s*<|מדויק\s+יותר|נמוכ|קטנ|שמאלי|lower|smaller|less|more\s+precise|left/i.test(text)
      ? 'left'
      : 'two';
  return {
    kind: 'statistics-test',
    test: { test: 'chi2-variance', variance, sigma0Squared: sigma0 * sigma0, n },
    settings: settings(text, tail),
  };
}

function fTest(text: string): InferenceTestRequest | null {
  if (!/שונויות|variances|\bF\b|שוויון\s+(?:ה)?שונויות|בדיוק/i.test(text) || INTERVAL.test(text)) return null;
  if (/x̄|ממוצע|mean|anova/i.test(text)) return null;
  const n1 = symbol(text, 'n1') ?? firstOf(text, [/(?:הראשון|first)\s*\(\s*n1\s*=\s*(\d+)\s*\)/i]);
  const n2 = symbol(text, 'n2') ?? firstOf(text, [/(?:השני|second)\s*\(\s*n2\s*=\s*(\d+)\s*\)/i]);
  const s1 = symbol(text, 's1');
  const s2 = symbol(text, 's2');
  const v1 =
    symbol(text, 's1²') ??
    (s1 === null ? null : s1 * s1) ??
    firstOf(text, [/שונות\s+המדגם\s+הראשון\s*(?:\([^)]*\))?\s*(?:היא\s+)?(\d*\.?\d+)/]);
  const v2 =
    symbol(text, 's2²') ??
    (s2 === null ? null : s2 * s2) ??
    firstOf(text, [/שונות\s+המדגם\s+השני\s*(?:\([^)]*\))?\s*(?:היא\s+)?(\d*\.?\d+)/]);
  if (n1 === null || n2 === null || v1 === null || v2 === null) return null;
  const tail: Tail = /חד[\s-]*צדדי|one[\s-]*(?:sided|tailed)|greater|גדולה\s+יותר/i.test(text)
    ? 'right'
    : 'two';
  // two-sided (or "the larger variance on top"): the larger variance is the numerator
  const swap = (tail === 'two' || /הגדולה\s+במונה|larger.*numerator/i.test(text)) && v2 > v1;
  const test = swap
    ? { test: 'f-variances' as const, variance1: v2, n1: n2, variance2: v1, n2: n1 }
    : { test: 'f-variances' as const, variance1: v1, n1, variance2: v2, n2 };
  return { kind: 'statistics-test', test, settings: settings(text, tail) };
}

// ---- two means, two proportions, paired, one mean ------------------------------------------------

/** "סטיות תקן ידועות 5 ו־12 … בגודל 25 ו־36, והממוצעים הם 80 ו־74": each pair in one phrase. */
function pairedPhrases(text: string): InferenceTestRequest | null {
  const pair = (pattern: RegExp) => {
    const m = pattern.exec(text);
    const a = value(m?.[1]);
    const b = value(m?.[2]);
    return a !== null && b !== null ? ([a, b] as const) : null;
  };
  const sds = pair(/סטיות\s+(?:ה)?תקן\s+(?:ידועות\s+)?(\d*\.?\d+)\s+ו\s*(\d*\.?\d+)/);
  const sizes = pair(/(?:בגודל|בגדלים)\s+(\d+)\s+ו\s*(\d+)/);
  const means = pair(/(?:הממוצעים|ממוצעים)\s+(?:הם\s+)?(-?\d+(?:\.\d+)?)\s+ו\s*(-?\d+(?:\.\d+)?)/);
  if (!sds || !sizes || !means || !INTERVAL.test(text)) return null;
  return {
    kind: 'interval',
    interval: {
      of: 'two-means',
      groups: [
        { n: sizes[0], mean: means[0], sd: sds[0] },
        { n: sizes[1], mean: means[1], sd: sds[1] },
      ],
      pooled: true,
      known: /ידועות|known/i.test(text),
    },
    level: levelOf(text),
  };
}

/** "המדגמים גדולים, ולכן משתמשים בסטטיסטי z": two means with the sample SDs in place of σ. */
function largeSampleZ(text: string): InferenceTestRequest | null {
  if (!/(?:מדגמים\s+גדולים|large\s+samples)/i.test(text) || !/\bz\b/.test(text)) return null;
  const each = firstOf(text, [
    /בכל\s+אחת(?:\s+מה[\u05D0-\u05EA]+)?\s+(\d+)/,
    /(\d+)\s+(?:in\s+each|בכל\s+אחת)/i,
  ]);
  const n1 = symbol(text, 'n1') ?? each;
  const n2 = symbol(text, 'n2') ?? each;
  const mean1 = symbol(text, 'x̄1');
  const mean2 = symbol(text, 'x̄2');
  const s1 = symbol(text, 's1');
  const s2 = symbol(text, 's2');
  if ([n1, n2, mean1, mean2, s1, s2].some((x) => x === null)) return null;
  const tail: Tail = /גבוה|higher|greater/i.test(text) ? 'right' : 'two';
  const { alpha, alphaGiven } = settings(text, tail);
  return {
    kind: 'inference',
    family: 'sampling',
    request: {
      of: 'z-two-means',
      mean1: mean1 ?? 0,
      mean2: mean2 ?? 0,
      v1: (s1 ?? 0) ** 2,
      n1: n1 ?? 0,
      v2: (s2 ?? 0) ** 2,
      n2: n2 ?? 0,
      alpha,
      alphaGiven,
      tail,
    },
  };
}

function twoMeans(text: string): InferenceTestRequest | null {
  const n1 = symbol(text, 'n1');
  const n2 = symbol(text, 'n2');
  if (n1 === null || n2 === null) return null;
  const sigma1 = symbol(text, 'σ1');
  const sigma2 = symbol(text, 'σ2');
  // the margin of an interval for μ₁ − μ₂ with known σs needs no means
  if (sigma1 !== null && sigma2 !== null && /טעות\s+(?:ה)?אמידה|margin/i.test(text) && INTERVAL.test(text))
    return {
      kind: 'inference',
      family: 'sampling',
      request: { of: 'margin-two', v1: sigma1 ** 2, n1, v2: sigma2 ** 2, n2, level: levelOf(text) },
    };
  const means = [
    ...text.matchAll(/(?:x̄\s*([12])\s*=\s*|(?:הממוצע|ממוצע)\s+(?:היה\s+|של\s+)?)(-?\d+(?:\.\d+)?)/g),
  ];
  const mean1 = symbol(text, 'x̄1') ?? value(means[0]?.[2]);
  const mean2 = symbol(text, 'x̄2') ?? value(means[1]?.[2]);
  const known = symbol(text, 'σ1') !== null;
  const sd1 = symbol(text, 'σ1') ?? symbol(text, 's1');
  const sd2 = symbol(text, 'σ2') ?? symbol(text, 's2');
  if (mean1 === null || mean2 === null || sd1 === null || sd2 === null || !INTERVAL.test(text)) return null;
  const welch = /בלי\s+להניח\s+שונויות\s+שוות|לא\s+שוות|ולש|welch|unequal/i.test(text);
  // Welch's interval: the lesson rounds ν down, the solver keeps it exact; the general recogniser decides
  if (welch) return null;
  return {
    kind: 'interval',
    interval: {
      of: 'two-means',
      groups: [
        { n: n1, mean: mean1, sd: sd1 },
        { n: n2, mean: mean2, sd: sd2 },
      ],
      pooled: !welch,
      known,
    },
    level: levelOf(text),
  };
}

/** "בסקר של 400 סטודנטים, 240 אמרו", "300 … באחת ו־250 באחרת … 132, ובשנייה 95", "200 בכל אחת … 55% … 45%". */
function proportions(text: string): InferenceTestRequest | null {
  const survey =
    /(?:סקר|survey|poll)\s+(?:\S+\s+)?(?:של|of)\s+(\d+)\s+[^\d]{0,30}?(\d+)\s+(?:אמרו|תומכים|ענו|said|support)/i.exec(
      text,
    );
  const each =
    /(\d+)\s+[\u05D0-\u05EAa-z]+\s+(?:בכל\s+(?:אחת|עיר|קבוצה)|each)/i.exec(text) ??
    /כל\s+אחת\s+ל\s*(\d+)/.exec(text);
  if (survey && !each) {
    const n = Number(survey[1]);
    const x = Number(survey[2]);
    if (x > n) return null;
    if (INTERVAL.test(text))
      return { kind: 'interval', interval: { of: 'proportion', x, n }, level: levelOf(text) };
    return null;
  }
  let pair: [number, number, number, number] | null = null;
  if (each) {
    const n = Number(each[1]);
    const start = (each.index ?? 0) + each[0].length;
    const asked = INTERVAL.exec(text.slice(start));
    // the level ("רווח סמך של 95%") is not a group's share
    const rest = text.slice(start, asked ? start + asked.index : undefined);
    const percents = [...rest.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
    const counts = [
      ...rest.matchAll(
        /(?:הגיבו|ענו\s+(?:בחיוב|כן)|בחיוב|said\s+yes|responded)\s+(\d+)|(?:ובעיר\s+\S+|ובשנייה|ועל\s+גרסה\s+\S+\s+הגיבו)\s+(\d+)/g,
      ),
    ].map((m) => Number(m[1] ?? m[2]));
    if (percents.length === 2) {
      const [a, b] = percents;
      if (a !== undefined && b !== undefined)
        pair = [Math.round((a * n) / 100), n, Math.round((b * n) / 100), n];
    } else if (counts.length === 2) {
      const [a, b] = counts;
      if (a !== undefined && b !== undefined) pair = [a, n, b, n];
    }
  } else {
    const groups = /(\d+)\s+[\u05D0-\u05EA]+\s+ב[\u05D0-\u05EA]+\s+אחת\s+ו\s*(\d+)\s+באחרת/.exec(text);
    const answers = /(?:ענו\s+"?כן"?)\s+(\d+)\s*,?\s*ובשנייה\s+(\d+)/.exec(text);
    if (groups && answers)
      pair = [Number(answers[1]), Number(groups[1]), Number(answers[2]), Number(groups[2])];
  }
  if (!pair) return null;
  const [x1, n1, x2, n2] = pair;
  if (x1 > n1 || x2 > n2) return null;
  if (INTERVAL.test(text))
    return { kind: 'interval', interval: { of: 'two-proportions', x1, n1, x2, n2 }, level: levelOf(text) };
  if (!/פרופורצי|שיעור|proportion/i.test(text)) return null;
  const tail: Tail = /גבוה|higher|greater/i.test(text) ? 'right' : 'two';
  return {
    kind: 'statistics-test',
    test: { test: 'z-two-proportions', x1, n1, x2, n2 },
    settings: settings(text, tail),
  };
}

function paired(text: string): InferenceTestRequest | null {
  if (!INTERVAL.test(text) || !/הפרש|differences|paired|מזווג/i.test(text)) return null;
  const list =
    /(?:ההפרשים|differences)(?:\s*\([^)]*\))?\s*(?:הם|are|:)\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,})/i.exec(
      text,
    );
  if (list?.[1]) {
    const values = list[1].split(/\s*,\s*/).map(Number);
    const n = values.length;
    const mean = values.reduce((s, x) => s + x, 0) / n;
    const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
    return {
      kind: 'interval',
      interval: { of: 'paired', meanDiff: mean, sdDiff: sd, n },
      level: levelOf(text),
    };
  }
  const meanDiff = symbol(text, 'd̄');
  const sdDiff = symbol(text, 'sd') ?? symbol(text, 's_d');
  const n = firstOf(text, [/^(\d+)\s/, /(?<![\w\u05D0-\u05EA])n\s*=\s*(\d+)/]);
  if (meanDiff === null || sdDiff === null || n === null) return null;
  return { kind: 'interval', interval: { of: 'paired', meanDiff, sdDiff, n }, level: levelOf(text) };
}

/** One mean from a small sample: "ב־9 נסיעות … ממוצע של 6.8 … סטיית תקן של 0.6 … רווח סמך"; "מדגם של 25 … שונה מ־30". */
function oneMean(text: string): InferenceTestRequest | null {
  if (/n1|n2|x̄1|x̄2|שני\s+ספקים|ספק\s+ב|two\s+(?:samples|groups)/i.test(text)) return null;
  const n = firstOf(text, [
    /(?<![\w\u05D0-\u05EA])n\s*=\s*(\d+)/,
    /(?:מדגם|sample)\s+(?:של|of)\s+(\d+)/i,
    /(?<![\u05D0-\u05EA])ב\s+(\d+)\s+(?:נסיעות|ניסויים|מדידות|חלקות|ימים|משלוחים)/,
  ]);
  const mean = firstOf(text, [
    /(?:התקבלו\s+)?ממוצע\s+(?:של\s+)?(-?\d+(?:\.\d+)?)/,
    /x̄\s*=\s*(-?\d+(?:\.\d+)?)/,
  ]);
  const sd = firstOf(text, [
    /סטיית\s+(?:ה)?תקן\s+(?:של\s+)?(\d*\.?\d+)/,
    /(?<![\w\u05D0-\u05EA])s\s*=\s*(\d*\.?\d+)/,
  ]);
  if (n === null || mean === null || sd === null || !Number.isInteger(n)) return null;
  if (INTERVAL.test(text) && /לתוחלת|for\s+the\s+mean/i.test(text))
    return { kind: 'confidence-interval', mean, sd, n, known: false, level: levelOf(text) };
  const claimed = firstOf(text, [
    /(?:הממוצע|הזמן\s+הממוצע|ש?זמן\s+המשלוח\s+הממוצע)\s+הוא\s+(-?\d+(?:\.\d+)?)/,
  ]);
  if (claimed === null || !/שונה|גבוה|נמוך|differ|higher|lower/i.test(text)) return null;
  const tail: Tail = /שונה|differ/i.test(text) ? 'two' : /גבוה|higher/i.test(text) ? 'right' : 'left';
  return {
    kind: 'statistics-test',
    test: { test: 't-mean', mean, mu0: claimed, sd, n },
    settings: settings(text, tail),
  };
}

/** "יצרן מתחייב ששיעור הפגומים אינו עולה על 5%. לקוח בדק 500 רכיבים ומצא 34 פגומים." */
function proportionTest(text: string): InferenceTestRequest | null {
  const found =
    /(?:בדק|בדקו|checked|tested)\s+(\d+)\s+[\u05D0-\u05EAa-z]+\s+(?:ומצא|ומצאו|and\s+found)\s+(\d+)/i.exec(
      text,
    );
  const claim = /(?:שיעור|rate|proportion)[^\d%]{0,30}?(\d+(?:\.\d+)?)\s*%/i.exec(text);
  if (!found || !claim || !TEST.test(text)) return null;
  const n = Number(found[1]);
  const successes = Number(found[2]);
  const p0 = Number(claim[1]) / 100;
  if (successes > n || !(p0 > 0 && p0 < 1)) return null;
  const tail: Tail = /גבוה|higher|greater|עולה\s+על/i.test(text)
    ? 'right'
    : /נמוך|lower|less/i.test(text)
      ? 'left'
      : 'two';
  return {
    kind: 'statistics-test',
    test: { test: 'z-proportion', successes, n, p0 },
    settings: settings(text, tail),
  };
}

/**
 * Lesson 1's entry questions in symbols: a z-score ("$\mu=70$ … $\sigma=10$ … ציון התקן של … שקיבלה 85"),
 * a normal probability ("$X$ מתפלג נורמלית עם $\mu=50$ ו־$\sigma=10$. מהי $P(X>70)$?"), the mean or
 * variance of Y = aX + b, and the expectation of a distribution given as P(X=k)=p.
 */
function background(text: string): InferenceTestRequest | null {
  const mean = symbol(text, 'μ');
  const sd = symbol(text, 'σ');
  if (mean !== null && sd !== null && !/(?<![\w\u05D0-\u05EA])n\s*=|מדגם|sample/i.test(text)) {
    if (/ציון\s+(?:ה)?תקן|z[-\s]?score|standard\s+score/i.test(text)) {
      const x = firstOf(text, [
        /(?:שקיבל(?:ה)?|שקיבלו|who\s+(?:got|scored)|a\s+score\s+of)\s+(-?\d+(?:\.\d+)?)/i,
      ]);
      return x === null ? null : { kind: 'z-score', x, mean, sd };
    }
    if (/נורמלי|normal/i.test(text)) {
      const between = /P\s*\(\s*(-?\d+(?:\.\d+)?)\s*<\s*X\s*<\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(text);
      if (between) return { kind: 'normal', mean, sd, low: Number(between[1]), high: Number(between[2]) };
      const one = /P\s*\(\s*X\s*([<>])\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(text);
      if (one)
        return one[1] === '>'
          ? { kind: 'normal', mean, sd, low: Number(one[2]), high: null }
          : { kind: 'normal', mean, sd, low: null, high: Number(one[2]) };
    }
  }
  const linear = /Y\s*=\s*(-?\d*\.?\d*)\s*X\s*([+-]\s*\d+(?:\.\d+)?)?/.exec(text);
  if (linear) {
    const a = linear[1] === '' || linear[1] === undefined ? 1 : linear[1] === '-' ? -1 : Number(linear[1]);
    const b = linear[2] ? Number(linear[2].replace(/\s/g, '')) : 0;
    const expectation = firstOf(text, [/E\s*\(\s*X\s*\)\s*=\s*(-?\d+(?:\.\d+)?)/]);
    const variance = firstOf(text, [/(?:V|Var)\s*\(\s*X\s*\)\s*=\s*(\d*\.?\d+)/]);
    if (
      Number.isFinite(a) &&
      /תוחלת|expect|mean|E\s*\(\s*Y/i.test(text) &&
      expectation !== null &&
      variance === null
    )
      return {
        kind: 'inference',
        family: 'estimation',
        request: { of: 'linear-transform', a, b, moment: 'mean', value: expectation },
      };
    if (
      Number.isFinite(a) &&
      /שונות|variance|V\s*\(\s*Y/i.test(text) &&
      variance !== null &&
      expectation === null
    )
      return {
        kind: 'inference',
        family: 'estimation',
        request: { of: 'linear-transform', a, b, moment: 'variance', value: variance },
      };
  }
  const outcomes = [...text.matchAll(/P\s*\(\s*X\s*=\s*(-?\d+(?:\.\d+)?)\s*\)\s*=\s*(0?\.\d+|1|0)/g)];
  if (outcomes.length >= 2 && /תוחלת|expect|E\s*\(\s*X\s*\)/i.test(text))
    return {
      kind: 'inference',
      family: 'estimation',
      request: {
        of: 'expectation',
        xs: outcomes.map((m) => Number(m[1])),
        ps: outcomes.map((m) => Number(m[2])),
      },
    };
  return null;
}

/** A test or interval of lessons 2–4, 10, 11 in the lessons' notation, or null. */
export function recognizeInferenceTests(message: string): InferenceTestRequest | null {
  const text = notation(message);
  if (!/\d/.test(text)) return null;
  for (const reader of [
    varianceTest,
    fTest,
    paired,
    largeSampleZ,
    twoMeans,
    pairedPhrases,
    proportions,
    proportionTest,
    oneMean,
    background,
  ]) {
    const request = reader(text);
    if (request) return request;
  }
  return null;
}
