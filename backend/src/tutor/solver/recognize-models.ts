/**
 * Which statistics-models quantity or summary test a message asks for (docs/tutor.md, "Statistics
 * models"), read only from templates recognised with certainty: the quantity's name asked ("מהו השיפוע",
 * "adjusted R²", "כמה דרגות חופש") and its data named ("r=0.8", "s_x=5", "SSB=120", "Σd²=10"). Null
 * otherwise: the general statistics recogniser goes on.
 */
import { cdf, pValue, type Tail } from './statistics-distributions';
import { indexed, listAfter, named, plainStatistics } from './statistics-read';
import { recognizeModelData } from './recognize-models-data';
import { groupsInWords } from './fisher-words';
import {
  chiCritical,
  fisherTest,
  mcnemarTest,
  type ModelRequest,
  type Piece,
  type SummaryTest,
} from './statistics-models';
import type { TestSettings } from './statistics-tests';

const f = (value: number) => String(Number(value.toPrecision(6)));

/** Every number written in a text (a full stop after one ends a sentence, not the number). */
const NUMBERS = /(?<![\w.])-?\d+(?:\.\d+)?(?!\.?\d|[A-Za-z_])/g;

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  אחד: 1,
  אחת: 1,
  שני: 2,
  שתי: 2,
  שניים: 2,
  שתיים: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  חמש: 5,
  חמישה: 5,
  שש: 6,
  שישה: 6,
  שבע: 7,
  שבעה: 7,
  שמונה: 8,
  תשע: 9,
  תשעה: 9,
  עשר: 10,
  עשרה: 10,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const COUNT = `(\\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
const countOf = (text: string | undefined) =>
  text === undefined ? null : /^\d+$/.test(text) ? Number(text) : (WORD_NUMBERS[text.toLowerCase()] ?? null);

function alphaOf(text: string): { alpha: number; given: boolean } {
  const found =
    /(?:α|alpha|אלפא)\s*=?\s*(\d*\.\d+)/i.exec(text) ??
    /(?:רמת\s+(?:ה)?מובהקות|ברמ(?:ה|ת)|at(?:\s+the)?|level)\s*(?:של\s*)?(\d*\.\d+|\d+\s*%)/i.exec(text) ??
    /(\d+)\s*%\s*(?:level|significance)/i.exec(text);
  if (!found?.[1]) return { alpha: 0.05, given: false };
  const value =
    found[1].includes('%') || Number(found[1]) >= 1 ? parseFloat(found[1]) / 100 : Number(found[1]);
  return value > 0 && value < 0.5 ? { alpha: value, given: true } : { alpha: 0.05, given: false };
}

function settingsOf(text: string, tail: Tail): TestSettings {
  const { alpha, given } = alphaOf(text);
  return { alpha, alphaGiven: given, tail };
}

const TESTS =
  /מובהק|significan|בדקו|בדוק|תבדוק|\btest\b|האם|האם\s+יש|p[-\s]?value|ערך\s*p|\bis\s+the\b|\bare\b/i;
const piece = (pieces: Piece[]): ModelRequest => ({ model: 'piece', pieces });

// ---- regression (lessons 6 and 12) ----------------------------------------------------------------

const N_NAMES = ['n'];

function sampleSize(text: string): number | null {
  return (
    named(text, N_NAMES) ??
    countOf(
      /(\d+)\s*(?:תצפיות|observations|נבדקים|סטודנטים|סניפים|דירות|ערים|מסעדות|items|cases|subjects)/i.exec(
        text,
      )?.[1],
    )
  );
}

function predictors(text: string): number | null {
  return (
    named(text, ['k']) ??
    countOf(
      new RegExp(`${COUNT}\\s*(?:משתנים\\s+מסבירים|מסבירים|predictors|explanatory)`, 'i').exec(text)?.[1],
    )
  );
}

/** "ŷ = 12 + 3.5x", "ŷ=35+4.5x_1-1.2x_2+0.8x_3": the intercept and the slopes (index 0 for a bare x). */
function line(text: string): { a: number; slopes: Map<number, number>; end: number } | null {
  const found =
    /(?:ŷ|\by)\s*=\s*(-?\d+(?:\.\d+)?)((?:\s*[+-]\s*(?:\d+(?:\.\d+)?)?\s*\*?\s*x(?:_?\d)?(?![a-z\d]))+)/i.exec(
      text,
    );
  if (!found?.[1] || !found[2]) return null;
  // A term the pattern could not read ("+ x^2", "- 0.5z") means the line is not what it read.
  const end = found.index + found[0].length;
  if (/^\s*(?:[-+*/^²(]|\d)/.test(text.slice(end))) return null;
  const slopes = new Map<number, number>();
  for (const term of found[2].matchAll(/([+-])\s*(\d+(?:\.\d+)?)?\s*\*?\s*x(?:_?(\d))?/g)) {
    const index = Number(term[3] ?? 0);
    if (slopes.has(index)) return null;
    slopes.set(index, (term[1] === '-' ? -1 : 1) * Number(term[2] ?? 1));
  }
  return { a: Number(found[1]), slopes, end };
}

function fromLine(text: string): ModelRequest | null {
  const given = line(text);
  if (!given) return null;
  const rest = text.slice(given.end);
  const sum = (xs: Map<number, number>) => {
    let total = given.a;
    for (const [index, slope] of given.slopes) total += slope * (xs.get(index) ?? Number.NaN);
    return total;
  };
  const written = (xs: Map<number, number>) =>
    `${f(given.a)}${[...given.slopes].map(([i, b]) => `${b < 0 ? '-' : '+'}${f(Math.abs(b))}\\cdot ${f(xs.get(i) ?? 0)}`).join('')}`;
  const secondSum = (xs: Map<number, number>) =>
    [...given.slopes].reverse().reduce((total, [i, b]) => total + (xs.get(i) ?? Number.NaN) * b, 0) + given.a;
  if (/שארית|residual/i.test(rest)) {
    if (given.slopes.size !== 1 || !given.slopes.has(0)) return null;
    const numbers = (rest.match(NUMBERS) ?? []).map(Number);
    if (numbers.length !== 2) return null;
    const [x = 0, y = 0] = numbers;
    const xs = new Map([[0, x]]);
    const fitted = sum(xs);
    return piece([
      {
        kind: 'regression-prediction',
        quantity: 'model_q_residual',
        formula: `e=y-\\hat y=${f(y)}-(${written(xs)})=${f(y)}-${f(fitted)}=${f(y - fitted)}`,
        value: y - fitted,
        second: y - secondSum(xs),
        check: `\\hat y+e=${f(fitted + y - fitted)}=y`,
        values: { fitted },
      },
    ]);
  }
  if (!/נבא|ניבוי|חזוי|חיזוי|predict|forecast/i.test(text)) return null;
  const xs = new Map<number, number>();
  for (const index of given.slopes.keys()) {
    const value = index === 0 ? named(rest, ['x', 'x_?0']) : named(rest, [`x_?${index}`]);
    if (value === null) return null;
    xs.set(index, value);
  }
  const fitted = sum(xs);
  return piece([
    {
      kind: 'regression-prediction',
      quantity: 'model_q_prediction',
      formula: `\\hat y=${written(xs)}=${f(fitted)}`,
      value: fitted,
      second: secondSum(xs),
      check: `\\hat y=${f(secondSum(xs))}`,
    },
  ]);
}

/** b = r·s_y/s_x, a = ȳ − b·x̄, and ŷ at a given x; and the test of ρ when n and a test are asked. */
function fromSummary(text: string): ModelRequest | null {
  const worded = (pattern: RegExp) => {
    const value = Number(pattern.exec(text)?.[1] ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  };
  const r =
    named(text, ['r']) ??
    worded(
      /(?:מקדם\s+(?:ה)?מתאם|correlation(?:\s+coefficient)?)\s*(?:הוא\s+|של\s+|is\s+|of\s+)?(-?\d*\.\d+)/i,
    );
  const sx =
    named(text, ['s_?x']) ??
    worded(/(?:סטיית\s+(?:ה)?תקן|sd|standard\s+deviation)\s+(?:של|of)\s+x\s*(?:היא|is|=)?\s*(\d*\.?\d+)/i);
  const sy = named(text, ['s_?y']) ?? worded(/(?:(?:ו)?של|(?:and\s+)?of)\s+y\s*(?:היא|is|=)?\s*(\d*\.?\d+)/i);
  const mx = named(text, ['x̄']);
  const my = named(text, ['ȳ']);
  const pieces: Piece[] = [];
  let b = named(text, ['b']);
  if (r !== null && sx !== null && sy !== null && sx > 0 && sy > 0) {
    b = (r * sy) / sx;
    pieces.push({
      kind: 'regression',
      quantity: 'model_q_slope',
      formula: `b=r\\frac{s_y}{s_x}=${f(r)}\\cdot\\frac{${f(sy)}}{${f(sx)}}=${f(b)}`,
      value: b,
      second: (r / sx) * sy,
      check: `r=b\\frac{s_x}{s_y}=${f((b * sx) / sy)}`,
    });
  }
  if (b !== null && mx !== null && my !== null) {
    const a = my - b * mx;
    pieces.push({
      kind: 'regression',
      quantity: 'model_q_intercept',
      formula: `a=\\bar y-b\\bar x=${f(my)}-${f(b)}\\cdot ${f(mx)}=${f(a)}`,
      value: a,
      second: my - mx * b,
      check: `a+b\\bar x=${f(a + b * mx)}=\\bar y`,
    });
    const asked = /נבא|ניבוי|חזוי|predict/i.exec(text);
    const after = asked ? text.slice(asked.index) : '';
    const x0 = asked
      ? (named(after, ['x', 'x_?0']) ??
        Number(/(?<![\w.=])(\d+(?:\.\d+)?)(?![\w.])/.exec(after)?.[1] ?? Number.NaN))
      : Number.NaN;
    if (Number.isFinite(x0)) {
      const fitted = a + b * Number(x0);
      pieces.push({
        kind: 'regression',
        quantity: 'model_q_prediction',
        formula: `\\hat y=${f(a)}${b < 0 ? '-' : '+'}${f(Math.abs(b))}\\cdot ${f(Number(x0))}=${f(fitted)}`,
        value: fitted,
        second: my + b * (Number(x0) - mx),
        check: `\\hat y=\\bar y+b(x-\\bar x)=${f(my + b * (Number(x0) - mx))}`,
      });
    }
  }
  if (pieces.length === 0) return null;
  if (!/שיפוע|slope|קו|line|חותך|intercept|נבא|predict|רגרסי|regression/i.test(text)) return null;
  const n = sampleSize(text) ?? countOf(/ב[-־]?(\d+)\s+\S+/.exec(text)?.[1]);
  if (
    r !== null &&
    n !== null &&
    n > 3 &&
    Math.abs(r) < 1 &&
    /מובהק|significan|בדקו|test|שונה\s+מאפס/i.test(text)
  ) {
    const df = n - 2;
    const t = (r * Math.sqrt(df)) / Math.sqrt(1 - r * r);
    const test: SummaryTest = {
      kind: 'regression',
      pieces: [
        ...pieces,
        {
          kind: 'regression',
          quantity: 'model_q_t',
          formula: `t=\\frac{r\\sqrt{n-2}}{\\sqrt{1-r^2}}=\\frac{${f(r)}\\sqrt{${df}}}{\\sqrt{1-${f(r * r)}}}=${f(t)}`,
          value: t,
          second: r / Math.sqrt((1 - r * r) / df),
          check: `r=\\frac{t}{\\sqrt{t^2+${df}}}=${f(t / Math.sqrt(t * t + df))}`,
        },
      ],
      symbol: 't',
      statistic: t,
      distribution: { name: 't', df },
      tail: 'two',
      meaning: { reject: 'test_meaning_slope_reject', keep: 'test_meaning_slope_keep' },
      values: { r, df },
    };
    return { model: 'test', test, settings: settingsOf(text, 'two') };
  }
  return piece(pieces);
}

/** R² from r, or from SST and SSE (or SSR and SSE); adjusted R² and the model's F test with n and k. */
function fit(text: string): ModelRequest | null {
  const asksR2 = /מקדם\s+(?:ה)?קביעה|R²|coefficient\s+of\s+determination|model|מודל/i.test(text);
  if (!asksR2) return null;
  const sst = named(text, ['SST', 'SS_?T']);
  const sse = named(text, ['SSE', 'SS_?E']);
  const ssr = named(text, ['SSR', 'SS_?R']);
  const r = named(text, ['r']);
  let r2 = named(text, ['R²']);
  const pieces: Piece[] = [];
  if (r2 === null && sst !== null && sse !== null && sst > 0) {
    r2 = 1 - sse / sst;
    pieces.push({
      kind: 'multiple-regression',
      quantity: 'model_q_r2',
      formula: `R^2=1-\\frac{SSE}{SST}=1-\\frac{${f(sse)}}{${f(sst)}}=${f(r2)}`,
      value: r2,
      second: (sst - sse) / sst,
      check: `R^2=\\frac{SSR}{SST}=\\frac{${f(sst - sse)}}{${f(sst)}}=${f((sst - sse) / sst)}`,
    });
  } else if (r2 === null && ssr !== null && sse !== null && ssr + sse > 0) {
    r2 = ssr / (ssr + sse);
    pieces.push({
      kind: 'multiple-regression',
      quantity: 'model_q_r2',
      formula: `R^2=\\frac{SSR}{SSR+SSE}=\\frac{${f(ssr)}}{${f(ssr + sse)}}=${f(r2)}`,
      value: r2,
      second: 1 - sse / (ssr + sse),
      check: `1-\\frac{SSE}{SST}=${f(1 - sse / (ssr + sse))}`,
    });
  } else if (
    r2 === null &&
    r !== null &&
    Math.abs(r) <= 1 &&
    /מקדם\s+(?:ה)?קביעה|R²|determination/i.test(text)
  ) {
    r2 = r * r;
    pieces.push({
      kind: 'regression',
      quantity: 'model_q_r2',
      formula: `R^2=r^2=(${f(r)})^2=${f(r2)}`,
      value: r2,
      second: Math.abs(r) ** 2,
      check: `\\sqrt{R^2}=${f(Math.sqrt(r * r))}=|r|`,
    });
  }
  if (r2 === null || !(r2 >= 0 && r2 < 1)) return null;
  const n = sampleSize(text);
  const k = predictors(text);
  if (n === null || k === null || n - k - 1 < 1) return pieces.length > 0 ? piece(pieces) : null;
  const dfError = n - k - 1;
  const adjusted = 1 - ((1 - r2) * (n - 1)) / dfError;
  pieces.push({
    kind: 'multiple-regression',
    quantity: 'model_q_r2_adjusted',
    formula: `R^2_{adj}=1-(1-R^2)\\frac{n-1}{n-k-1}=1-(1-${f(r2)})\\frac{${n - 1}}{${dfError}}=${f(adjusted)}`,
    value: adjusted,
    second: 1 - (1 - r2) / dfError / (1 / (n - 1)),
    check: `1-\\frac{SSE/(n-k-1)}{SST/(n-1)}=${f(1 - (1 - r2) / dfError / (1 / (n - 1)))}`,
  });
  const F = r2 / k / ((1 - r2) / dfError);
  pieces.push({
    kind: 'multiple-regression',
    quantity: 'model_q_f',
    formula: `F=\\frac{R^2/k}{(1-R^2)/(n-k-1)}=\\frac{${f(r2)}/${k}}{${f(1 - r2)}/${dfError}}=${f(F)}`,
    value: F,
    second: ssr !== null && sse !== null ? ssr / k / (sse / dfError) : (r2 * dfError) / ((1 - r2) * k),
    check: `F=\\frac{SSR/k}{SSE/(n-k-1)}`,
    values: { adjustedR2: adjusted, r2 },
  });
  if (!/מובהק|significan|בדקו|בדוק|test|F/i.test(text))
    return piece(pieces.filter((p) => p.quantity !== 'model_q_f'));
  const test: SummaryTest = {
    kind: 'multiple-regression',
    pieces,
    symbol: 'F',
    statistic: F,
    distribution: { name: 'f', df1: k, df2: dfError },
    tail: 'right',
    meaning: { reject: 'test_meaning_model_reject', keep: 'test_meaning_model_keep' },
    values: { r2, adjustedR2: adjusted, df1: k, df2: dfError },
  };
  return { model: 'test', test, settings: settingsOf(text, 'right') };
}

/** A coefficient's t from its estimate and standard error; the coefficients' df n − k − 1. */
function coefficientPieces(text: string): ModelRequest | null {
  if (/דרגות\s+חופש|degrees\s+of\s+freedom/i.test(text) && /מקדמים|coefficients/i.test(text)) {
    const n = sampleSize(text);
    const k = predictors(text);
    if (n === null || k === null || n - k - 1 < 1) return null;
    return piece([
      {
        kind: 'regression-coefficient',
        quantity: 'model_q_df',
        formula: `df=n-k-1=${n}-${k}-1=${n - k - 1}`,
        value: n - k - 1,
        second: n - (k + 1),
        check: `n-(k+1)=${n - (k + 1)}`,
      },
    ]);
  }
  if (!/טעות\s+(?:ה)?תקן|standard\s+error|SE/i.test(text) || sampleSize(text) !== null) return null;
  const b = named(text, ['b', 'b_?\\d']) ?? Number(/מקדם\s+(-?\d+(?:\.\d+)?)/.exec(text)?.[1] ?? Number.NaN);
  const se = Number(
    /(?:טעות\s+(?:ה)?תקן|standard\s+error)\s*(?:של\s*)?(\d*\.?\d+)/i.exec(text)?.[1] ?? Number.NaN,
  );
  if (!Number.isFinite(b) || !(se > 0)) return null;
  return piece([
    {
      kind: 'regression-coefficient',
      quantity: 'model_q_t',
      formula: `t=\\frac{b}{SE(b)}=\\frac{${f(b)}}{${f(se)}}=${f(b / se)}`,
      value: b / se,
      second: b * (1 / se),
      check: `t\\cdot SE(b)=${f((b / se) * se)}=b`,
    },
  ]);
}

/** r from the sums S_xx, S_yy, S_xy, and its t test with n. */
function fromSums(text: string): ModelRequest | null {
  const sxx = named(text, ['S_?xx']);
  const syy = named(text, ['S_?yy']);
  const sxy = named(text, ['S_?xy']);
  const n = named(text, ['n']);
  if (sxx === null || syy === null || sxy === null || n === null || !(sxx > 0 && syy > 0) || n < 4)
    return null;
  const r = sxy / Math.sqrt(sxx * syy);
  if (!(Math.abs(r) < 1)) return null;
  const df = n - 2;
  const t = (r * Math.sqrt(df)) / Math.sqrt(1 - r * r);
  const pieces: Piece[] = [
    {
      kind: 'correlation-test',
      quantity: 'model_q_r',
      formula: `r=\\frac{S_{xy}}{\\sqrt{S_{xx}S_{yy}}}=\\frac{${f(sxy)}}{\\sqrt{${f(sxx)}\\cdot ${f(syy)}}}=${f(r)}`,
      value: r,
      second: Math.sign(sxy) * Math.sqrt((sxy * sxy) / (sxx * syy)),
      check: `r^2=\\frac{S_{xy}^2}{S_{xx}S_{yy}}=${f((sxy * sxy) / (sxx * syy))}`,
      values: { slope: sxy / sxx },
    },
    {
      kind: 'correlation-test',
      quantity: 'model_q_t',
      formula: `t=\\frac{r\\sqrt{n-2}}{\\sqrt{1-r^2}}=${f(t)}`,
      value: t,
      second: sxy / sxx / Math.sqrt((syy - (sxy * sxy) / sxx) / df / sxx),
      check: `t=\\frac{b}{s_e/\\sqrt{S_{xx}}}`,
    },
  ];
  if (!TESTS.test(text)) return piece(pieces.slice(0, 1));
  return {
    model: 'test',
    test: {
      kind: 'correlation-test',
      pieces,
      symbol: 't',
      statistic: t,
      distribution: { name: 't', df },
      tail: 'two',
      meaning: { reject: 'test_meaning_correlation_reject', keep: 'test_meaning_correlation_keep' },
      values: { r, df },
    },
    settings: settingsOf(text, 'two'),
  };
}

// ---- ANOVA (lesson 7) -------------------------------------------------------------------------------

function groupCount(text: string): number | null {
  return (
    named(text, ['k']) ??
    countOf(
      new RegExp(`${COUNT}\\s*(?:קבוצות|groups|שיטות|סוגי|ספקי|treatments|methods)`, 'i').exec(text)?.[1],
    )
  );
}

function perGroup(text: string): number | null {
  const opening = new RegExp(
    `(?:קבוצות\\s+של|groups\\s+of|בכל\\s+אחת|in\\s+each(?:\\s+group)?|each\\s+of|(?:בכל|לכל)\\s+(?:קבוצה|שיטה|סוג|תוכנית))\\s*${COUNT}`,
    'i',
  ).exec(text)?.[1];
  const closing = new RegExp(
    `${COUNT}\\s*(?!קבוצות|groups|שיטות|סוגי|סוגים|methods)[^\\s,]+\\s+(?:בכל|לכל)\\s+(?!אחת|אחד)\\S+|${COUNT}\\s*(?!groups|methods)(?:[a-z]+\\s+)?(?:in\\s+each|per|each)\\b`,
    'i',
  )
    .exec(text)
    ?.slice(1)
    .find((value) => value !== undefined);
  return countOf(opening ?? closing);
}

function anovaPieces(text: string): ModelRequest | null {
  const anova = /ניתוח\s+(?:ה)?שונות|anova|analysis\s+of\s+variance|SSB|SSW|MSW|בין\s+הקבוצות/i.test(text);
  if (!anova || /דו[\s-]?כיווני|two[\s-]way|אינטראקציה|interaction/i.test(text)) return null;
  const ssbGiven = named(text, ['SSB', 'SS_?B']);
  const ssw = named(text, ['SSW', 'SS_?W']);
  const sst = named(text, ['SST', 'SS_?T']);
  const ssb = ssbGiven ?? (sst !== null && ssw !== null ? sst - ssw : null);
  if (
    /η²|גודל\s+(?:ה)?אפקט|effect\s+size/i.test(text) &&
    ssb !== null &&
    ssw !== null &&
    !/בדקו|בדוק|מובהק|significan|\btest|F\b/i.test(text)
  ) {
    const eta = ssb / (ssb + ssw);
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_eta2',
        formula: `\\eta^2=\\frac{SSB}{SSB+SSW}=\\frac{${f(ssb)}}{${f(ssb + ssw)}}=${f(eta)}`,
        value: eta,
        second: 1 - ssw / (ssb + ssw),
        check: `1-\\frac{SSW}{SST}=${f(1 - ssw / (ssb + ssw))}`,
      },
    ]);
  }
  const k = groupCount(text);
  const msw = named(text, ['MSW', 'MS_?W']);
  const fGiven = named(text, ['F']);
  if (fGiven !== null && msw !== null && k !== null && /SSB|בין\s+הקבוצות/i.test(text) && ssbGiven === null) {
    const value = fGiven * msw * (k - 1);
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_ssb',
        formula: `SSB=F\\cdot MSW\\cdot(k-1)=${f(fGiven)}\\cdot ${f(msw)}\\cdot ${k - 1}=${f(value)}`,
        value,
        second: (value / (k - 1) / msw) * msw * (k - 1),
        check: `F=\\frac{SSB/(k-1)}{MSW}=${f(value / (k - 1) / msw)}`,
      },
    ]);
  }
  const t = named(text, ['t']);
  if (t !== null && /F/.test(text) && ssb === null) {
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_f',
        formula: `F=t^2=(${f(t)})^2=${f(t * t)}`,
        value: t * t,
        second: Math.abs(t) * Math.abs(t),
        check: `\\sqrt{F}=${f(Math.sqrt(t * t))}=|t|`,
      },
    ]);
  }
  // N is the total: named N, or k groups of a stated size; a bare n is the total only when no group size is said.
  const size = perGroup(text);
  const n =
    named(text, ['N']) ??
    (k !== null && size !== null ? k * size : null) ??
    (/בכל|לכל|each|per\b/i.test(text) ? null : named(text, ['n']));
  if (ssb !== null && ssw !== null && k !== null && n !== null && n - k >= 1 && k >= 2) {
    const dfb = k - 1;
    const dfw = n - k;
    const F = ssb / dfb / (ssw / dfw);
    const eta = ssb / (ssb + ssw);
    const pieces: Piece[] = [
      {
        kind: 'anova',
        quantity: 'model_q_f',
        formula: `MSB=\\frac{${f(ssb)}}{${dfb}}=${f(ssb / dfb)},\\ MSW=\\frac{${f(ssw)}}{${dfw}}=${f(ssw / dfw)},\\ F=${f(F)}`,
        value: F,
        second: eta / dfb / ((1 - eta) / dfw),
        check: `F=\\frac{\\eta^2/(k-1)}{(1-\\eta^2)/(N-k)}=${f(eta / dfb / ((1 - eta) / dfw))}`,
        values: { ssb, ssw, sst: ssb + ssw, msb: ssb / dfb, msw: ssw / dfw, dfb, dfw, eta2: eta },
      },
    ];
    return {
      model: 'test',
      test: {
        kind: 'anova',
        pieces,
        symbol: 'F',
        statistic: F,
        distribution: { name: 'f', df1: dfb, df2: dfw },
        tail: 'right',
        meaning: { reject: 'test_meaning_anova_reject', keep: 'test_meaning_anova_keep' },
        values: { eta2: eta },
      },
      settings: settingsOf(text, 'right'),
    };
  }
  const means = listAfter(text, /ממוצע\S*|means?/i);
  if (/SSB|בין\s+הקבוצות|between/i.test(text) && means && size !== null) {
    const grand = means.reduce((s, m) => s + m, 0) / means.length;
    const value = size * means.reduce((s, m) => s + (m - grand) ** 2, 0);
    const second = size * (means.reduce((s, m) => s + m * m, 0) - means.length * grand * grand);
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_ssb',
        formula: `SSB=\\sum n_i(\\bar x_i-\\bar x)^2=${size}\\cdot(${means.map((m) => `(${f(m)}-${f(grand)})^2`).join('+')})=${f(value)}`,
        value,
        second,
        check: `n\\left(\\sum\\bar x_i^2-k\\bar x^2\\right)=${f(second)}`,
      },
    ]);
  }
  const variances = indexed(text, 's').length === 0 ? indexed(text, 's_?\\d\\^2') : [];
  const squared = [1, 2, 3, 4, 5, 6]
    .map((i) => named(text, [`s_?${i}\\^2`, `s_?${i}²`]))
    .filter((v): v is number => v !== null);
  const list = squared.length >= 2 ? squared : variances;
  if (/SSW|בתוך\s+הקבוצות|within/i.test(text) && list.length >= 2 && size !== null) {
    const value = (size - 1) * list.reduce((s, v) => s + v, 0);
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_ssw',
        formula: `SSW=\\sum(n_i-1)s_i^2=${size - 1}\\cdot(${list.map(f).join('+')})=${f(value)}`,
        value,
        second: list.reduce((s, v) => s + (size - 1) * v, 0),
        check: `${list.map((v) => `${size - 1}\\cdot ${f(v)}`).join('+')}`,
      },
    ]);
  }
  if (/דרגות\s+חופש|degrees\s+of\s+freedom/i.test(text) && /מכנה|denominator|בתוך|within/i.test(text)) {
    const groups = countOf(new RegExp(`${COUNT}\\s*(?:שיטות|קבוצות|groups|methods)`, 'i').exec(text)?.[1]);
    const each = countOf(new RegExp(`${COUNT}\\s*\\S+\\s*(?:בכל|לכל|in\\s+each|per)`, 'i').exec(text)?.[1]);
    if (groups === null || each === null) return null;
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_df',
        formula: `df_W=N-k=${groups * each}-${groups}=${groups * each - groups}`,
        value: groups * each - groups,
        second: groups * (each - 1),
        check: `k(n-1)=${groups * (each - 1)}`,
      },
    ]);
  }
  if (/בונפרוני|bonferroni/i.test(text)) {
    const groups = countOf(new RegExp(`${COUNT}\\s*(?:קבוצות|groups)`, 'i').exec(text)?.[1]);
    const alpha = Number(/(0?\.\d+)/.exec(text)?.[1] ?? Number.NaN);
    if (groups === null || !(alpha > 0 && alpha < 1)) return null;
    const pairs = (groups * (groups - 1)) / 2;
    return piece([
      {
        kind: 'anova',
        quantity: 'model_q_bonferroni',
        formula: `\\alpha^*=\\frac{\\alpha}{\\binom{${groups}}{2}}=\\frac{${f(alpha)}}{${pairs}}=${f(alpha / pairs)}`,
        value: alpha / pairs,
        second: (2 * alpha) / (groups * (groups - 1)),
        check: `${pairs}\\cdot\\alpha^*=${f(pairs * (alpha / pairs))}=\\alpha`,
      },
    ]);
  }
  return null;
}

/** Two-way ANOVA: the interaction's F from SS_AB and SS_E; SS_A, SS_B, SS_AB from a 2×2 table of cell means. */
function twoWay(text: string): ModelRequest | null {
  if (!/דו[\s-]?כיווני|two[\s-]way/i.test(text)) return null;
  const perCell = countOf(
    new RegExp(
      `${COUNT}\\s*(?:תצפיות|תלמידים|obs\\S*|observations)?\\s*(?:בכל\\s+תא|per\\s+cell|in\\s+each\\s+cell)|(?:בכל\\s+תא|per\\s+cell|in\\s+each\\s+cell)\\s*${COUNT}`,
      'i',
    )
      .exec(text)
      ?.slice(1)
      .find((value) => value !== undefined),
  );
  const ssab = named(text, ['SS_?AB']);
  const sse = named(text, ['SS_?E']);
  const levelsA = countOf(new RegExp(`(?:לגורם|factor)\\s*A\\s*(?:יש\\s*)?${COUNT}`, 'i').exec(text)?.[1]);
  const levelsB = countOf(new RegExp(`(?:לגורם|factor)\\s*B\\s*(?:יש\\s*)?${COUNT}`, 'i').exec(text)?.[1]);
  if (ssab !== null && sse !== null && levelsA && levelsB && perCell && perCell >= 2) {
    const dfab = (levelsA - 1) * (levelsB - 1);
    const dfe = levelsA * levelsB * (perCell - 1);
    const F = ssab / dfab / (sse / dfe);
    const pieces: Piece[] = [
      {
        kind: 'two-way-anova',
        quantity: 'model_q_f',
        formula: `F_{AB}=\\frac{SS_{AB}/((a-1)(b-1))}{SS_E/(ab(n-1))}=\\frac{${f(ssab)}/${dfab}}{${f(sse)}/${dfe}}=${f(F)}`,
        value: F,
        second: (ssab * dfe) / (sse * dfab),
        check: `F=\\frac{MS_{AB}}{MS_E}=\\frac{${f(ssab / dfab)}}{${f(sse / dfe)}}`,
        values: { dfab, dfe },
      },
    ];
    return {
      model: 'test',
      test: {
        kind: 'two-way-anova',
        pieces,
        symbol: 'F',
        statistic: F,
        distribution: { name: 'f', df1: dfab, df2: dfe },
        tail: 'right',
        meaning: { reject: 'test_meaning_interaction_reject', keep: 'test_meaning_interaction_keep' },
        values: {},
      },
      settings: settingsOf(text, 'right'),
    };
  }
  const raw = twoWayCells(text);
  if (raw) return raw;
  if (!/ממוצע/i.test(text) || !perCell || !/SS/.test(text)) return null;
  const cells = (text.slice(/ממוצע/.exec(text)?.index ?? 0).match(NUMBERS) ?? []).map(Number);
  if (cells.length !== 4) return null;
  const [c11 = 0, c12 = 0, c21 = 0, c22 = 0] = cells;
  const grand = (c11 + c12 + c21 + c22) / 4;
  const a = [(c11 + c12) / 2, (c21 + c22) / 2];
  const b = [(c11 + c21) / 2, (c12 + c22) / 2];
  const ssA = perCell * 2 * a.reduce((s, m) => s + (m - grand) ** 2, 0);
  const ssB = perCell * 2 * b.reduce((s, m) => s + (m - grand) ** 2, 0);
  const interaction = (c11 - c12 - c21 + c22) / 4;
  const ssAB = perCell * 4 * interaction ** 2;
  const ssCells = perCell * cells.reduce((s, m) => s + (m - grand) ** 2, 0);
  return piece([
    {
      kind: 'two-way-anova',
      quantity: 'model_q_two_way_ss',
      formula: `SS_A=${f(ssA)},\\ SS_B=${f(ssB)},\\ SS_{AB}=n\\sum(\\bar x_{ij}-\\bar x_{i\\cdot}-\\bar x_{\\cdot j}+\\bar x)^2=${f(ssAB)}`,
      value: ssA + ssB + ssAB,
      second: ssCells,
      check: `SS_A+SS_B+SS_{AB}=n\\sum(\\bar x_{ij}-\\bar x)^2=${f(ssCells)}`,
      values: { ssA, ssB, ssAB },
    },
  ]);
}

/**
 * A 2×2 two-way design's observations, four cells labelled "<level of A> <level of B>: x, y, …" (the labels must
 * pair up: the first two share A's level, the first and third B's): the sums of squares, F of both main effects
 * (with their p-values) and the interaction's test.
 */
function twoWayCells(text: string): ModelRequest | null {
  const cells = [...text.matchAll(/([^:;.,()]+?)\s*:\s*(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)+)/g)].map(
    (m) => ({
      words: (m[1] ?? '').trim().split(/\s+/).slice(-2),
      values: (m[2] ?? '').split(/\s*,\s*/).map(Number),
    }),
  );
  if (cells.length !== 4) return null;
  const [c11, c12, c21, c22] = cells;
  if (!c11 || !c12 || !c21 || !c22) return null;
  const pairs =
    c11.words.length === 2 &&
    c11.words[0] === c12.words[0] &&
    c21.words[0] === c22.words[0] &&
    c11.words[1] === c21.words[1] &&
    c12.words[1] === c22.words[1] &&
    c11.words[0] !== c21.words[0] &&
    c11.words[1] !== c12.words[1];
  const n = c11.values.length;
  if (!pairs || n < 2 || cells.some((cell) => cell.values.length !== n)) return null;
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const m = cells.map((cell) => mean(cell.values));
  const [m11 = 0, m12 = 0, m21 = 0, m22 = 0] = m;
  const grand = mean(m);
  const ssA = 2 * n * (((m11 + m12) / 2 - grand) ** 2 + ((m21 + m22) / 2 - grand) ** 2);
  const ssB = 2 * n * (((m11 + m21) / 2 - grand) ** 2 + ((m12 + m22) / 2 - grand) ** 2);
  const ssAB = n * 4 * ((m11 - m12 - m21 + m22) / 4) ** 2;
  const sse = cells.reduce(
    (s, cell, i) => s + cell.values.reduce((t, v) => t + (v - (m[i] ?? 0)) ** 2, 0),
    0,
  );
  const all = cells.flatMap((cell) => cell.values);
  const sst = all.reduce((s, v) => s + (v - grand) ** 2, 0);
  const dfe = 4 * (n - 1);
  if (!(sse > 0)) return null;
  const mse = sse / dfe;
  const fA = ssA / mse;
  const fB = ssB / mse;
  const fAB = ssAB / mse;
  const pA = pValue({ name: 'f', df1: 1, df2: dfe }, fA, 'right', text);
  const pB = pValue({ name: 'f', df1: 1, df2: dfe }, fB, 'right', text);
  const pieces: Piece[] = [
    {
      kind: 'two-way-anova',
      quantity: 'model_q_two_way_ss',
      formula: `SS_A=${f(ssA)},\\ SS_B=${f(ssB)},\\ SS_{AB}=${f(ssAB)},\\ SS_E=${f(sse)},\\ MS_E=\\frac{${f(sse)}}{${dfe}}=${f(mse)}`,
      value: ssA + ssB + ssAB + sse,
      second: sst,
      check: `SS_T=\\sum(x-\\bar x)^2=${f(sst)}`,
      values: { ssA, ssB, ssAB, sse },
      answer: `SS_A=${f(ssA)},\\ SS_B=${f(ssB)},\\ SS_{AB}=${f(ssAB)},\\ SS_E=${f(sse)}`,
    },
    {
      kind: 'two-way-anova',
      quantity: 'model_q_f_main',
      formula: `F_A=\\frac{${f(ssA)}}{${f(mse)}}=${f(fA)}\\ (p=${f(pA)}),\\quad F_B=\\frac{${f(ssB)}}{${f(mse)}}=${f(fB)}\\ (p=${f(pB)})`,
      value: fA,
      second: (ssA * dfe) / sse,
      check: `F_A=\\frac{SS_A\\cdot ${dfe}}{SS_E}`,
      values: { fA, fB, pA, pB },
      answer: `F_A=${f(fA)}\\ (p=${f(pA)}),\\ F_B=${f(fB)}\\ (p=${f(pB)})`,
    },
    {
      kind: 'two-way-anova',
      quantity: 'model_q_f',
      formula: `F_{AB}=\\frac{${f(ssAB)}}{${f(mse)}}=${f(fAB)}`,
      value: fAB,
      second: (ssAB * dfe) / sse,
      check: `F_{AB}=\\frac{SS_{AB}\\cdot ${dfe}}{SS_E}`,
    },
  ];
  return {
    model: 'test',
    test: {
      kind: 'two-way-anova',
      pieces,
      symbol: 'F_{AB}',
      statistic: fAB,
      distribution: { name: 'f', df1: 1, df2: dfe },
      tail: 'right',
      meaning: { reject: 'test_meaning_interaction_reject', keep: 'test_meaning_interaction_keep' },
      values: { fA, fB, pA, pB },
    },
    settings: settingsOf(text, 'right'),
  };
}

// ---- chi-square pieces, Fisher, McNemar (lesson 5) -------------------------------------------------

function chiPieces(text: string): ModelRequest | null {
  const chi = /חי[\s-]*(?:ב)?ריבוע|chi|χ²|אי[\s-]*(?:ה)?תלות|independen|טיב\s+התאמה|goodness/i.test(text);
  if (!chi) return null;
  const df = /דרגות\s+חופש|degrees\s+of\s+freedom/i.test(text);
  const critical = /ערך\s+(?:ה)?קריטי|critical\s+value/i.test(text);
  const independence = /אי[\s-]*(?:ה)?תלות|independen|טבלה|טבלת|לוח/i.test(text);
  if (df || critical) {
    let degrees: number | null = null;
    let formula = '';
    let second = Number.NaN;
    const shape =
      /(\d+)\s*שורות\s*ו[-־]?\s*(\d+)\s*עמודות/.exec(text) ??
      /(\d+)\s*(?:על|x|×|\\times|by)\s*(\d+)/i.exec(text) ??
      /(\d+)\s*rows?\s*(?:and|by)\s*(\d+)\s*col/i.exec(text) ??
      /\(\s*(\d+)\s+\S+\s*\)[^()]*\(\s*(\d+)\s+\S+\s*\)/.exec(text);
    if (independence && shape) {
      const [r, c] = [Number(shape[1]), Number(shape[2])];
      degrees = (r - 1) * (c - 1);
      formula = `df=(r-1)(c-1)=(${r}-1)(${c}-1)=${degrees}`;
      second = r * c - r - c + 1;
    } else if (/טיב\s+התאמה|goodness/i.test(text)) {
      const k = countOf(/(\d+)\s*(?:קטגוריות|categories|cells)/i.exec(text)?.[1]);
      if (k === null) return null;
      const estimates = /(?<!לא\s)(?:אומד|estimat)/i.test(text)
        ? (
            text.match(
              /(?:התוחלת|הממוצע|סטיית\s+התקן|השונות|הפרמטר|the\s+mean|the\s+sd|the\s+standard\s+deviation)/gi,
            ) ?? []
          ).length
        : 0;
      degrees = k - 1 - estimates;
      formula = `df=k-1${estimates ? `-${estimates}` : ''}=${degrees}`;
      second = k - (1 + estimates);
    }
    if (degrees === null || degrees < 1) return null;
    if (critical) {
      return piece([chiCritical(degrees, alphaOf(text).alpha, text)]);
    }
    return piece([
      {
        kind: independence ? 'chi-square-independence' : 'chi-square-gof',
        quantity: 'model_q_df',
        formula,
        value: degrees,
        second,
        check: `df=${second}`,
      },
    ]);
  }
  if (
    /שכיחות\s+(?:ה)?צפויה|expected\s+(?:count|frequency)/i.test(text) &&
    /סכום\s+(?:ה)?שורה|row\s+total/i.test(text)
  ) {
    const row = Number(/(?:סכום\s+(?:ה)?שורה|row\s+total)\D{0,20}(\d+)/i.exec(text)?.[1]);
    const column = Number(/(?:סכום\s+(?:ה)?עמודה|column\s+total)\D{0,20}(\d+)/i.exec(text)?.[1]);
    const total = Number(
      /(\d+)\s*(?:נבדקים|תצפיות|subjects|observations)/i.exec(text)?.[1] ?? named(text, ['n']),
    );
    if (!(row > 0 && column > 0 && total > 0)) return null;
    const value = (row * column) / total;
    return piece([
      {
        kind: 'chi-square-independence',
        quantity: 'model_q_expected',
        formula: `E=\\frac{R\\cdot C}{n}=\\frac{${row}\\cdot ${column}}{${total}}=${f(value)}`,
        value,
        second: row * (column / total),
        check: `\\frac{E}{R}=\\frac{C}{n}=${f(column / total)}`,
      },
    ]);
  }
  if (/תרומה|contribut/i.test(text)) {
    const observed = Number(/(?:נצפו|נספרו|observed)\s*(\d+(?:\.\d+)?)/i.exec(text)?.[1]);
    const expected = Number(
      /(?:(?:ה)?שכיחות\s+(?:ה)?צפויה|expected)\D{0,20}(\d+(?:\.\d+)?)/i.exec(text)?.[1],
    );
    if (!(observed >= 0 && expected > 0)) return null;
    const value = (observed - expected) ** 2 / expected;
    return piece([
      {
        kind: 'chi-square-independence',
        quantity: 'model_q_contribution',
        formula: `\\frac{(O-E)^2}{E}=\\frac{(${f(observed)}-${f(expected)})^2}{${f(expected)}}=${f(value)}`,
        value,
        second: (observed * observed) / expected - 2 * observed + expected,
        check: `\\frac{O^2}{E}-2O+E=${f((observed * observed) / expected - 2 * observed + expected)}`,
      },
    ]);
  }
  const z = named(text, ['z']);
  if (z !== null && /2\s*(?:×|\\times|x)\s*2|שתי\s+פרופורציות|two\s+proportions/i.test(text)) {
    const value = z * z;
    const viaZ = pValue({ name: 'z' }, z, 'two', text);
    const viaChi = 1 - cdf({ name: 'chi2', df: 1 }, value, text);
    return piece([
      {
        kind: 'chi-square-independence',
        quantity: 'model_q_chi2',
        formula: `\\chi^2=z^2=(${f(z)})^2=${f(value)}`,
        value,
        second: value * (Math.abs(viaZ - viaChi) < 1e-7 ? 1 : Number.NaN),
        check: `P(|Z|>${f(Math.abs(z))})=P(\\chi^2_1>${f(value)})=${f(viaZ)}`,
      },
    ]);
  }
  return null;
}

/** "X מתוך N", "X of N", "N קיבלו …, ו-X מהם": a group's successes and size. */
function groupsOutOf(text: string): Array<{ x: number; n: number }> {
  const number = `(\\d+|אחד|אחת)`;
  const outOf = [...text.matchAll(new RegExp(`${number}\\s*(?:מתוך|out\\s+of|of)\\s*(\\d+)`, 'gi'))].map(
    (m) => ({
      x: countOf(m[1]) ?? Number.NaN,
      n: Number(m[2]),
    }),
  );
  if (outOf.length === 2) return outOf;
  const ofThem = [...text.matchAll(/(\d+)\s+[^\d;.]*?(?:ורק\s+|ו[-־]?\s*)?(\d+)\s+מהם/g)].map((m) => ({
    x: Number(m[2]),
    n: Number(m[1]),
  }));
  return ofThem.length === 2 ? ofThem : [];
}

function fisher(text: string): ModelRequest | null {
  const named = /פישר|fisher/i.test(text);
  // Unnamed, a small table told in words is Fisher's when an expected count is below 5 (docs/tutor.md).
  const outOf = named ? groupsOutOf(text) : [];
  const groups = outOf.length === 2 ? outOf : (groupsInWords(text) ?? []);
  const [first, second] = groups;
  if (!first || !second || first.x > first.n || second.x > second.n) return null;
  // A direction in the question makes the test one-sided; the two-sided p-value is shown beside it.
  const tail: Tail =
    /חד[\s-]*צדדי|one[\s-]*sided|one[\s-]*tailed|טוב(?:ה)?\s+יותר|עוזר|מגן|מעלה|better|higher|helps/i.test(
      text,
    )
      ? 'right'
      : 'two';
  if (!named) {
    const n = first.n + second.n;
    const successes = first.x + second.x;
    const expected = (Math.min(first.n, second.n) * Math.min(successes, n - successes)) / n;
    // The direction asked must be the one the first group's rate shows (its success may be the other outcome).
    if (!(expected < 5) || (tail === 'right' && !(first.x / first.n > second.x / second.n))) return null;
  }
  const { piece: p, p: value } = fisherTest(first.x, first.n, second.x, second.n, tail);
  const pieces = [p];
  if (tail !== 'two') {
    const both = fisherTest(first.x, first.n, second.x, second.n, 'two');
    pieces.push({ ...both.piece, quantity: 'model_q_fisher_p_two', values: { pTwoSided: both.p } });
  }
  return {
    model: 'test',
    test: {
      kind: 'fisher-exact',
      pieces,
      symbol: 'X',
      statistic: first.x,
      distribution: null,
      p: value,
      tail,
      meaning: { reject: 'test_meaning_two_groups_reject', keep: 'test_meaning_two_groups_keep' },
      values: {},
    },
    settings: settingsOf(text, tail),
  };
}

function mcnemar(text: string): ModelRequest | null {
  if (!/מקנמר|mcnemar/i.test(text)) return null;
  let pair: number[] = [];
  const only = [...text.matchAll(/(\d+)\s+[^\d,;.]{0,25}?רק\s/g)].map((m) => Number(m[1]));
  if (only.length === 2) pair = only;
  else {
    // whole numbers only: a total and the two discordant counts, or the two counts alone
    const numbers = (text.match(NUMBERS) ?? []).map(Number).filter(Number.isInteger);
    const b = named(text, ['b']);
    const c = named(text, ['c']);
    if (b !== null && c !== null) pair = [b, c];
    else if (numbers.length === 3 && (numbers[0] ?? 0) > (numbers[1] ?? 0) + (numbers[2] ?? 0))
      pair = numbers.slice(1, 3);
    else if (numbers.length === 2) pair = numbers;
  }
  const [b = 0, c = 0] = pair;
  if (pair.length !== 2 || b + c === 0) return null;
  return { model: 'test', test: mcnemarTest(b, c), settings: settingsOf(text, 'right') };
}

// ---- rank tests and Spearman (lessons 8 and 13) ----------------------------------------------------

function rankPieces(text: string): ModelRequest | null {
  const n1 = named(text, ['n_?1']);
  const n2 = named(text, ['n_?2']);
  const r1 = named(text, ['R_?1']);
  const wMinus = named(text, ['W\\^?-', 'W_?-']);
  const n = named(text, ['n']);
  if (wMinus !== null && n !== null && /W\^?\+|חיוביים|positive/i.test(text)) {
    const total = (n * (n + 1)) / 2;
    return piece([
      {
        kind: 'wilcoxon',
        quantity: 'model_q_w_plus',
        formula: `W^+=\\frac{n(n+1)}{2}-W^-=${f(total)}-${f(wMinus)}=${f(total - wMinus)}`,
        value: total - wMinus,
        second: Array.from({ length: n }, (_, i) => i + 1).reduce((s, v) => s + v, 0) - wMinus,
        check: `1+2+\\dots+${n}=${f(total)}`,
      },
    ]);
  }
  if (/מאן|mann|whitney/i.test(text) && n1 !== null && n2 !== null) {
    const total = n1 + n2;
    const mean = (n1 * n2) / 2;
    const sd = Math.sqrt((n1 * n2 * (total + 1)) / 12);
    if (/תוחלת|expected|expectation/i.test(text) && /סכום\s+(?:ה)?דרגות|rank\s+sum/i.test(text)) {
      const value = (n1 * (total + 1)) / 2;
      return piece([
        {
          kind: 'mann-whitney',
          quantity: 'model_q_rank_sum_mean',
          formula: `E(R_1)=\\frac{n_1(N+1)}{2}=\\frac{${n1}\\cdot ${total + 1}}{2}=${f(value)}`,
          value,
          second: n1 * ((total * (total + 1)) / 2 / total),
          check: `n_1\\cdot\\frac{1+\\dots+N}{N}=${f(n1 * ((total + 1) / 2))}`,
        },
      ]);
    }
    let u1: number | null = null;
    if (r1 !== null) u1 = r1 - (n1 * (n1 + 1)) / 2;
    const uGiven = named(text, ['U']);
    const u = uGiven ?? (u1 === null ? null : Math.min(u1, n1 * n2 - u1));
    if (u === null) return null;
    const z = ((u1 ?? u) - mean) / sd;
    const pieces: Piece[] = [];
    if (u1 !== null && r1 !== null)
      pieces.push({
        kind: 'mann-whitney',
        quantity: 'model_q_u',
        formula: `U_1=R_1-\\frac{n_1(n_1+1)}{2}=${f(r1)}-${(n1 * (n1 + 1)) / 2}=${f(u1)},\\ U_2=${n1}\\cdot ${n2}-U_1=${f(n1 * n2 - u1)},\\ U=${f(u)}`,
        value: u,
        second: Math.min(u1, n1 * n2 + (n1 * (n1 + 1)) / 2 - r1),
        check: `U_1+U_2=n_1n_2=${n1 * n2}`,
        values: { u1, u2: n1 * n2 - u1, U: u },
      });
    pieces.push({
      kind: 'mann-whitney',
      quantity: 'model_q_z',
      formula: `z=\\frac{${f(u1 ?? u)}-${f(mean)}}{\\sqrt{\\frac{${n1}\\cdot ${n2}(${total}+1)}{12}}}=${f(z)}`,
      value: z,
      second: ((u1 ?? u) - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12),
      check: `\\mu_U=${f(mean)},\\ \\sigma_U=${f(sd)}`,
      values: { U: u },
    });
    if (!/האם|הבדל|מובהק|test|significan|differ|בדקו/i.test(text)) return piece(pieces);
    const p = pValue({ name: 'z' }, z, 'two', text);
    return {
      model: 'test',
      test: {
        kind: 'mann-whitney',
        pieces,
        symbol: 'U',
        statistic: u,
        distribution: null,
        p,
        tail: 'two',
        meaning: { reject: 'test_meaning_two_groups_reject', keep: 'test_meaning_two_groups_keep' },
        values: { z },
      },
      settings: settingsOf(text, 'two'),
    };
  }
  if (/קרוסקל|kruskal/i.test(text)) {
    const sums = indexed(text, 'R');
    if (sums.length < 2) return null;
    const each = perGroup(text) ?? countOf(/(?:קבוצות|groups)\s+of\s+(\d+)/i.exec(text)?.[1]);
    const total = named(text, ['N']) ?? (each === null ? null : each * sums.length);
    if (each === null || total === null || total !== each * sums.length) return null;
    if (
      !agree(
        sums.reduce((s, v) => s + v, 0),
        (total * (total + 1)) / 2,
      )
    )
      return null;
    const h = (12 / (total * (total + 1))) * sums.reduce((s, r) => s + (r * r) / each, 0) - 3 * (total + 1);
    const second =
      (12 / (total * (total + 1))) * sums.reduce((s, r) => s + each * (r / each - (total + 1) / 2) ** 2, 0);
    const pieces: Piece[] = [
      {
        kind: 'kruskal-wallis',
        quantity: 'model_q_h',
        formula: `H=\\frac{12}{N(N+1)}\\sum\\frac{R_i^2}{n_i}-3(N+1)=\\frac{12}{${total}\\cdot ${total + 1}}\\cdot\\frac{${sums.map((s) => `${f(s)}^2`).join('+')}}{${each}}-${3 * (total + 1)}=${f(h)}`,
        value: h,
        second,
        check: `H=\\frac{12}{N(N+1)}\\sum n_i\\left(\\bar R_i-\\frac{N+1}{2}\\right)^2=${f(second)}`,
      },
    ];
    if (!TESTS.test(text) && !/מובהק|significan/i.test(text)) return piece(pieces);
    return {
      model: 'test',
      test: {
        kind: 'kruskal-wallis',
        pieces,
        symbol: 'H',
        statistic: h,
        distribution: { name: 'chi2', df: sums.length - 1 },
        tail: 'right',
        meaning: { reject: 'test_meaning_anova_reject', keep: 'test_meaning_anova_keep' },
        values: {},
      },
      settings: settingsOf(text, 'right'),
    };
  }
  if (
    /מבחן\s+(?:ה)?סימן|sign\s+test/i.test(text) &&
    /קירוב\s+(?:ה)?נורמלי|normal\s+approx|\bZ\b/i.test(text)
  ) {
    const pairs = Number(/(\d+)\s*(?:זוגות|pairs)/i.exec(text)?.[1]);
    const plus = Number(/(\d+)\s*(?:פלוסים|pluses|plus)/i.exec(text)?.[1]);
    if (!(pairs > 0 && plus >= 0 && plus <= pairs)) return null;
    const z = (plus - pairs / 2) / (Math.sqrt(pairs) / 2);
    return piece([
      {
        kind: 'sign-test',
        quantity: 'model_q_z',
        formula: `Z=\\frac{X-n/2}{\\sqrt{n}/2}=\\frac{${plus}-${pairs / 2}}{${f(Math.sqrt(pairs) / 2)}}=${f(z)}`,
        value: z,
        second: (2 * plus - pairs) / Math.sqrt(pairs),
        check: `Z=\\frac{2X-n}{\\sqrt n}=${f((2 * plus - pairs) / Math.sqrt(pairs))}`,
      },
    ]);
  }
  if (
    /דרגה|דירוג|rank/i.test(text) &&
    /איזה|איזו|which|what/i.test(text) &&
    !/ספירמן|spearman|r_s/i.test(text)
  ) {
    const values = listAfter(text, /(?:הערכים|values|הם)/i);
    const target = Number(/(?:הערכים|values?)\s*(-?\d+(?:\.\d+)?)\s*\??\s*$/i.exec(text.trim())?.[1]);
    if (!values || !Number.isFinite(target)) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const places = sorted.map((v, i) => (v === target ? i + 1 : 0)).filter((p) => p > 0);
    if (places.length < 1) return null;
    const value = places.reduce((s, p) => s + p, 0) / places.length;
    return piece([
      {
        kind: 'mann-whitney',
        quantity: 'model_q_rank',
        formula: `\\frac{${places.join('+')}}{${places.length}}=${f(value)}`,
        value,
        second: ((places[0] ?? 0) + (places[places.length - 1] ?? 0)) / 2,
        check: `\\frac{${places[0]}+${places[places.length - 1]}}{2}=${f(value)}`,
      },
    ]);
  }
  return null;
}

function spearmanPieces(text: string): ModelRequest | null {
  if (!/ספירמן|spearman|(?<![A-Za-z])r_?s\b|דירוג|ranks?|ranked/i.test(text)) return null;
  let d2 =
    named(text, ['Σd²']) ??
    (Number(
      /(?:סכום\s+ריבועי\s+(?:ה)?הפרשים|sum\s+of\s+squared\s+differences)\D{0,30}?(\d+(?:\.\d+)?)/i.exec(
        text,
      )?.[1] ?? Number.NaN,
    ) ||
      null);
  let n = named(text, ['n']);
  const differences = /ספירמן|spearman|הפרשי\s+(?:ה)?דרגות|rank\s+differences/i.test(text)
    ? listAfter(text, /הפרשי\s+(?:ה)?דרגות|rank\s+differences|differences|הם/i)
    : null;
  if (d2 === null && differences && differences.length >= 3) {
    d2 = differences.reduce((s, d) => s + d * d, 0);
    n = differences.length;
  }
  if (/הפוך\s+לגמרי|completely\s+reversed|reversed/i.test(text) && /Σd²|ריבועי\s+(?:ה)?הפרשים/i.test(text)) {
    const items = countOf(new RegExp(`${COUNT}\\s*(?:פריטים|items|מתמודדים)`, 'i').exec(text)?.[1]);
    if (items === null) return null;
    const value = (items * (items * items - 1)) / 3;
    const second = Array.from({ length: items }, (_, i) => (2 * i + 1 - items) ** 2).reduce(
      (s, v) => s + v,
      0,
    );
    return piece([
      {
        kind: 'spearman',
        quantity: 'model_q_d2',
        formula: `\\sum d_i^2=\\frac{n(n^2-1)}{3}=\\frac{${items}(${items}^2-1)}{3}=${f(value)}`,
        value,
        second,
        check: `\\sum_{i=1}^{${items}}(2i-${items + 1})^2=${f(second)}`,
      },
    ]);
  }
  const rs = named(text, ['r_?s']);
  if (rs !== null && n !== null && /z\s*=|קירוב\s+(?:ה)?נורמלי|normal\s+approx/i.test(text)) {
    const z = rs * Math.sqrt(n - 1);
    return piece([
      {
        kind: 'spearman',
        quantity: 'model_q_z',
        formula: `z=r_s\\sqrt{n-1}=${f(rs)}\\sqrt{${n - 1}}=${f(z)}`,
        value: z,
        second: Math.sqrt(rs * rs * (n - 1)) * Math.sign(rs),
        check: `z^2=r_s^2(n-1)=${f(rs * rs * (n - 1))}`,
      },
    ]);
  }
  if (d2 === null) return null;
  n ??= countOf(/(?:של|of)\s+(\d+)/.exec(text)?.[1]);
  if (n === null || n < 3) return null;
  const value = 1 - (6 * d2) / (n * (n * n - 1));
  if (!(Math.abs(value) <= 1)) return null;
  const pieces: Piece[] = [
    {
      kind: 'spearman',
      quantity: 'model_q_rs',
      formula: `r_s=1-\\frac{6\\sum d_i^2}{n(n^2-1)}=1-\\frac{6\\cdot ${f(d2)}}{${n}(${n}^2-1)}=${f(value)}`,
      value,
      second: (n * (n * n - 1) - 6 * d2) / (n * (n * n - 1)),
      check: `\\frac{n(n^2-1)-6\\sum d_i^2}{n(n^2-1)}=${f((n * (n * n - 1) - 6 * d2) / (n * (n * n - 1)))}`,
      values: { r: value },
    },
  ];
  if (!/מובהק|significan|test|בדקו/i.test(text) || n < 4 || Math.abs(value) >= 1) return piece(pieces);
  const df = n - 2;
  const t = (value * Math.sqrt(df)) / Math.sqrt(1 - value * value);
  pieces.push({
    kind: 'spearman',
    quantity: 'model_q_t',
    formula: `t=r_s\\sqrt{\\frac{n-2}{1-r_s^2}}=${f(t)}`,
    value: t,
    second: value / Math.sqrt((1 - value * value) / df),
    check: `r_s=\\frac{t}{\\sqrt{t^2+${df}}}=${f(t / Math.sqrt(t * t + df))}`,
  });
  return {
    model: 'test',
    test: {
      kind: 'spearman',
      pieces,
      symbol: 't',
      statistic: t,
      distribution: { name: 't', df },
      tail: 'two',
      meaning: { reject: 'test_meaning_spearman_reject', keep: 'test_meaning_spearman_keep' },
      values: { r: value, df },
    },
    settings: settingsOf(text, 'two'),
  };
}

function agree(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
}

/** The statistics-models request a message asks for, or null. */
export function recognizeModels(message: string): ModelRequest | null {
  const text = plainStatistics(message);
  const table = recognizeModelData(text, 'table');
  if (table) return table;
  for (const matcher of [
    twoWay,
    fisher,
    mcnemar,
    chiPieces,
    rankPieces,
    spearmanPieces,
    anovaPieces,
    fromLine,
    fromSums,
    fit,
    coefficientPieces,
    fromSummary,
  ]) {
    const request = matcher(text);
    if (request) return request;
  }
  return recognizeModelData(text, 'words');
}
