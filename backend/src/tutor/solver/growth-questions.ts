/**
 * Math lesson 13's questions about growth and decay other than "the amount after t" (growth.ts): a percent
 * up and then down, after how many (whole) periods a value is passed, the rate per period from two values,
 * the starting amount from a later one, the yearly rate of a monthly one, the time a half-life takes to
 * reach an amount, and for M(t) = A·e^{kt} the doubling (or halving) time and the rate of growth at a time.
 * Read only from templates with exactly the numbers they need; each result is checked by a second route
 * (period by period, the value put back, a numeric derivative) before it is shown.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type GrowthQuestion =
  /** two changes in a row (+0.2 then −0.2); `start` the price when given; `restore` asks the way back */
  | { ask: 'chain'; changes: number[]; start?: number; restore: boolean }
  /** when `factor` (the change per period, 1.035) takes the amount to `ratio` times itself; whole periods or not */
  | {
      ask: 'time';
      factor: number;
      ratio: number;
      whole: boolean;
      /** "מה יהיה ערכה אחרי 3 שנים, ואחרי כמה שנים…": the value after `periods` asked too */
      value?: { start: number; periods: number };
    }
  /** when a half-life `halfLife` takes the amount to `ratio` times itself */
  | { ask: 'half-life-time'; halfLife: number; ratio: number }
  /** the rate per period from `ratio` over `periods`; `from` and `start` when two later values were given */
  | { ask: 'rate'; ratio: number; periods: number; later?: { time: number; value: number }; start: boolean }
  /** the starting amount that became `end` after `periods` at `factor` per period */
  | { ask: 'start'; factor: number; periods: number; end: number }
  /** the yearly rate of a rate per month compounded monthly */
  | { ask: 'equivalent'; factor: number; periods: number }
  /** M(t) = A·e^{kt}: the doubling (k > 0) or halving (k < 0) time, or the rate M′(t) at `at` */
  | { ask: 'exponential'; amount?: number; k: number; at?: number }
  /** A·bˣ = target: when the amount `amount`·`base`ˣ reaches `target` */
  | { ask: 'power-target'; amount: number; base: number; target: number };

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const PERCENT = new RegExp(`${NUMBER}\\s*(?:%|אחוז(?:ים)?|percent)`, 'gi');
const UNIT = '(?:שנים|שנה|שעות|שעה|ימים|יום|חודשים|חודש|דקות|years?|hours?|days?|months?|minutes?)';
const TWO = /(?<=\s|^)(?:שנתיים|שעתיים|יומיים|חודשיים)/g;
const DOWN =
  /יורד|ירד|יורדת|הוזל|פוחת|קטנ|דועך|דעיכה|מתפרק|decreas|decay|drops?|falls?|loses?|shrinks?|reduc/i;
const ASKS_WHEN =
  /אחרי\s+כמה|כעבור\s+כמה|תוך\s+כמה|בעוד\s+כמה|how\s+many\s+(?:whole\s+|full\s+|complete\s+)?(?:years|hours|days|months|minutes)|when\s+will|after\s+how\s+(?:long|many)|(?<![\u05D0-\u05EA])מתי(?![\u05D0-\u05EA])/i;
const WHOLE = /שלמות|שלמים|whole|full|complete/i;

/** The message with its LaTeX and thousands separators out of the way: numbers and words only. */
function plain(message: string): string {
  return message
    .replace(/\\%/g, '%')
    .replace(/\$/g, ' ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(?<!\d)(\d{1,3})\{,\}(?=\d{3}(?!\d|\{,\}\d))/g, '$1')
    .replace(/\{,\}/g, '.')
    .replace(
      /(\d+(?:\.\d+)?)\s*\(\s*(?:בקירוב|approximately|approx\.?|about)\s*:?\s*(\d+(?:\.\d+)?)\s*\)/gi,
      '$2',
    )
    .replace(/\bmillion\b|מיליון/gi, '1000000');
}

function numbersOf(text: string): number[] {
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** "ב־20 אחוזים", "by 30%": a change and its sign, up (+) unless a word for down is just before it. */
const UP_WORD =
  '(?:עלה|עלתה|הועלה|הועלתה|גדל|גדלה|התייקר|התייקרה|rose|increased|went\\s+up|raised|goes\\s+up|up)';
const DOWN_WORD =
  '(?:ירד|ירדה|הוזל|הוזלה|קטן|קטנה|fell|decreased|dropped|went\\s+down|reduced|discounted|down)';
const CHANGE = new RegExp(
  `(${UP_WORD}|${DOWN_WORD})[^\\d.?,]{0,14}?${NUMBER}\\s*(?:%|אחוז(?:ים)?|percent)`,
  'gi',
);

function chain(text: string): GrowthQuestion | null {
  if (/בכל|לשנה|לחודש|per\s|each|every|a\s+year|כמה\s+(?:שנים|שעות)|how\s+many/i.test(text)) return null;
  const changes = [...text.matchAll(CHANGE)];
  if (changes.length !== 2 || (text.match(PERCENT) ?? []).length !== 2) return null;
  const signed = changes.map(
    (change) => (new RegExp(`^${DOWN_WORD}`, 'i').test(change[1] ?? '') ? -1 : 1) * (Number(change[2]) / 100),
  );
  const before = text.slice(0, changes[0]?.index ?? 0);
  const start = numbersOf(before)[0];
  return {
    ask: 'chain',
    changes: signed,
    ...(start !== undefined ? { start } : {}),
    restore: /לחזור|חזרה\s+ל|back\s+to|return\s+to|restore/i.test(text),
  };
}

/** The rate per period: the first percent, down when a word for decay is said. */
function rateFactor(text: string): number | null {
  const percent = new RegExp(PERCENT.source, 'i').exec(text);
  if (!percent?.[1]) return null;
  const perPeriod =
    /ריבית|בכל|לשנה|לחודש|לשעה|ליום|כל\s+(?:שנה|שעה|יום|חודש)|per\s|each|every|a\s+year|compound|annual/i;
  if (!perPeriod.test(text)) return null;
  const rate = Number(percent[1]) / 100;
  return DOWN.test(text) ? 1 - rate : 1 + rate;
}

/** The ratio a time question asks about: "פי 2", "לחצי", "25 אחוזים מהמנה", or a target amount over the start. */
function targetRatio(text: string, amounts: readonly number[]): number | null {
  const times =
    /פי\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*times|(?<!מ)פי\s+שניים|\bdoubles?\b|\btriples?\b|יוכפל|יוכפלו/i.exec(
      text,
    );
  if (times)
    return times[1] ? Number(times[1]) : times[2] ? Number(times[2]) : /triple/i.test(times[0]) ? 3 : 2;
  if (/לחצי|מחצי|\bחצי\b|\bhalf\b|\bhalve/i.test(text)) return 0.5;
  const percents = [...text.matchAll(PERCENT)];
  if (percents.length === 2 && amounts.length === 0) return Number(percents[1]?.[1]) / 100;
  if (amounts.length === 2 && (amounts[0] ?? 0) > 0) return (amounts[1] ?? 0) / (amounts[0] ?? 1);
  return null;
}

/** "אחרי 4 שנים", "after 3 hours": a time the question gives, so it asks for something else. */
const TIME_GIVEN = new RegExp(`(?:אחרי|לאחר|בעוד|כעבור|after|in)\\s+\\d+(?:\\.\\d+)?\\s*${UNIT}`, 'i');

/** "מה יהיה ערכה אחרי 3 שנים, ואחרי כמה…": a value asked at a given time before the time question. */
const VALUE_AT = new RegExp(
  `(?:מה\\s+(?:יהיה|תהיה|יהיו)|what\\s+will)[^\\d?]{0,30}(?:אחרי|לאחר|after|in)\\s+${NUMBER}\\s*${UNIT}`,
  'i',
);

function time(message: string): GrowthQuestion | null {
  const valueAt = VALUE_AT.exec(message);
  const text = valueAt ? message.replace(valueAt[0], ' ') : message;
  if (!ASKS_WHEN.test(text) || TIME_GIVEN.test(text)) return null;
  if (valueAt) {
    const factor = rateFactor(text);
    const [start, ...others] = numbersOf(text.replace(PERCENT, ' '));
    const ratio = targetRatio(text, [start ?? 0, ...others]);
    if (factor === null || start === undefined || others.length > 1 || ratio === null || !(ratio > 0))
      return null;
    return {
      ask: 'time',
      factor,
      ratio,
      whole: WHOLE.test(text),
      value: { start, periods: Number(valueAt[1]) },
    };
  }
  const halfLife = new RegExp(`(?:מחצית\\s+(?:ה)?חיים|half[\\s-]*life)[^\\d]{0,25}${NUMBER}`, 'i').exec(text);
  if (halfLife?.[1]) {
    const amounts = numbersOf(text.replace(halfLife[0], ' '));
    if (amounts.length !== 2 || !((amounts[0] ?? 0) > 0)) return null;
    return {
      ask: 'half-life-time',
      halfLife: Number(halfLife[1]),
      ratio: (amounts[1] ?? 0) / (amounts[0] ?? 1),
    };
  }
  const factor = rateFactor(text);
  if (factor === null) return null;
  const withoutPercents = text
    .replace(PERCENT, ' ')
    .replace(/פי\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*times/gi, ' ');
  const ratio = targetRatio(text, numbersOf(withoutPercents));
  if (ratio === null || !(ratio > 0)) return null;
  return { ask: 'time', factor, ratio, whole: WHOLE.test(text) };
}

const ASKS_RATE =
  /(?:מהו|מה|מצאו|חשבו|איזה)\s+(?:ה)?אחוז|אחוז\s+(?:ה)?(?:גדילה|דעיכה|ירידה|שינוי|השנתי)|(?:annual|yearly|growth|constant)\s+(?:rate|percent)|what\s+(?:percent|rate)|rate\s+per/i;

function rate(text: string): GrowthQuestion | null {
  if (!ASKS_RATE.test(text) || !/קבוע|constant|fixed|same\s+percent/i.test(text)) return null;
  const start = /בתחילת|בהתחלה|בתחילה|initial|at\s+the\s+start|at\s+first/i.test(text);
  const twoWords = text.replace(TWO, ' 2 שנים');
  const later = [
    ...twoWords.matchAll(
      new RegExp(`(?:אחרי|לאחר|after)\\s+${NUMBER}\\s*${UNIT}[^\\d]{0,60}?${NUMBER}`, 'gi'),
    ),
  ];
  if (later.length === 2) {
    const [a, b] = later.map((match) => ({ time: Number(match[1]), value: Number(match[2]) }));
    if (!a || !b || !(b.time > a.time) || !(a.value > 0)) return null;
    return { ask: 'rate', ratio: b.value / a.value, periods: b.time - a.time, later: a, start };
  }
  const span = new RegExp(`(?:בתוך|תוך|במשך|within|in|over)\\s+${NUMBER}\\s*${UNIT}`, 'i').exec(twoWords);
  if (!span?.[1]) return null;
  const periods = Number(span[1]);
  const fromTo = new RegExp(`(?:מ[-־]?|from\\s+)\\s*${NUMBER}\\s*(?:ל[-־]?|to\\s+)\\s*${NUMBER}`, 'i').exec(
    twoWords.replace(span[0], ' '),
  );
  if (fromTo?.[1] && fromTo[2] && Number(fromTo[1]) > 0)
    return { ask: 'rate', ratio: Number(fromTo[2]) / Number(fromTo[1]), periods, start: false };
  const percents = [...twoWords.matchAll(PERCENT)];
  if (percents.length !== 1 || numbersOf(twoWords.replace(span[0], ' ').replace(PERCENT, ' ')).length > 0)
    return null;
  const total = Number(percents[0]?.[1]) / 100;
  return { ask: 'rate', ratio: DOWN.test(text) ? 1 - total : 1 + total, periods, start: false };
}

function startAmount(text: string): GrowthQuestion | null {
  if (!/בהתחלה|בתחילה|בתחילת|הושקע|initial|originally|at\s+(?:the\s+)?start|invested/i.test(text))
    return null;
  if (!/כמה|how\s+much|how\s+many|what\s+was/i.test(text)) return null;
  const factor = rateFactor(text);
  const after = new RegExp(`(?:אחרי|לאחר|after)\\s+${NUMBER}\\s*${UNIT}`, 'i').exec(text);
  if (factor === null || !after?.[1]) return null;
  const rest = numbersOf(text.replace(PERCENT, ' ').replace(after[0], ' '));
  if (rest.length !== 1) return null;
  return { ask: 'start', factor, periods: Number(after[1]), end: rest[0] ?? 0 };
}

function equivalent(text: string): GrowthQuestion | null {
  if (!/לחודש|per\s+month|a\s+month|monthly/i.test(text) || !/שנתי|annual|yearly|per\s+year/i.test(text))
    return null;
  if (!/שקול|equivalent|corresponds|same\s+as/i.test(text)) return null;
  const percents = [...text.matchAll(PERCENT)];
  if (percents.length !== 1 || numbersOf(text.replace(PERCENT, ' ')).length > 0) return null;
  return { ask: 'equivalent', factor: 1 + Number(percents[0]?.[1]) / 100, periods: 12 };
}

/** M(t)=500e^{0.2t}, N(t)=M_0e^{0.05t}, 1000e^(0.03t): the amount (none for M₀) and k. */
const EXPONENTIAL =
  /[A-Z]\w*\s*\(\s*t\s*\)\s*=\s*(?:(\d+(?:\.\d+)?)|[A-Z]_?\{?0\}?)?\s*(?:\\cdot|\*|·)?\s*e\s*\^\s*[{(]?\s*(-?\d*\.?\d+)\s*\*?\s*t\s*[})]?/;

/** "100\cdot 2^x חיידקים … אחרי כמה שעות יהיו מיליון": A·bˣ and the one other number, the target. */
const POWER = /(\d+(?:\.\d+)?)\s*(?:\\cdot|\*|·)\s*(\d+(?:\.\d+)?)\s*\^\s*\{?\s*([a-z])\s*\}?/;

function powerTarget(text: string): GrowthQuestion | null {
  const formula = POWER.exec(text);
  if (!formula || !ASKS_WHEN.test(text)) return null;
  const rest = numbersOf(text.replace(formula[0], ' '));
  if (rest.length !== 1) return null;
  return { ask: 'power-target', amount: Number(formula[1]), base: Number(formula[2]), target: rest[0] ?? 0 };
}

function exponential(text: string): GrowthQuestion | null {
  const formula = EXPONENTIAL.exec(text);
  if (!formula?.[2]) return null;
  const amount = formula[1] !== undefined ? Number(formula[1]) : undefined;
  const k = Number(formula[2]);
  if (/זמן\s+(?:ה)?הכפלה|doubling|double/i.test(text) && k > 0)
    return { ask: 'exponential', ...(amount !== undefined ? { amount } : {}), k };
  if (/מחצית\s+(?:ה)?חיים|half[\s-]*life/i.test(text) && k < 0)
    return { ask: 'exponential', ...(amount !== undefined ? { amount } : {}), k };
  if (!/קצב|rate|how\s+fast|מהירות/i.test(text) || amount === undefined) return null;
  const rest = text.replace(formula[0], ' ');
  const at = new RegExp(
    `(?:כעבור|אחרי|לאחר|after|at|when)\\s*(?:t\\s*=\\s*)?${NUMBER}|t\\s*=\\s*${NUMBER}`,
    'i',
  ).exec(rest);
  const value = at?.[1] ?? at?.[2];
  return value === undefined ? null : { ask: 'exponential', amount, k, at: Number(value) };
}

/** A growth question other than the amount after t, or null. */
export function recognizeGrowthQuestion(message: string): GrowthQuestion | null {
  const text = plain(message);
  for (const matcher of [exponential, powerTarget, chain, equivalent, rate, time, startAmount]) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}

const percentOf = (factor: number) => formatNumber((factor - 1) * 100, 4);

/** The amount period by period: `start`·factorⁿ by repeated multiplication (a second route to a power). */
function stepwise(factor: number, periods: number): number {
  let amount = 1;
  for (let k = 0; k < periods; k += 1) amount *= factor;
  return amount;
}

export function solveGrowthQuestion(request: GrowthQuestion, w: Writer, source: string): Solution {
  const done = (values: Record<string, number>, answer: string, problem: string): Solution => {
    w.step('check_growth_question', {});
    return { kind: 'growth-decay', reply: w.walkthrough(w.say(problem), answer), values };
  };
  switch (request.ask) {
    case 'chain': {
      const factors = request.changes.map((change) => 1 + change);
      if (!factors.every((factor) => factor > 0)) throw new SolverStop('unreadable', source);
      const total = factors.reduce((product, factor) => product * factor, 1);
      const [first = 1] = factors;
      // A second route: the price changed step by step from 100.
      const byStep = factors.reduce((price, factor) => price + price * (factor - 1), 100);
      if (!agree(byStep, 100 * total, 1e-9)) throw new SolverStop('unverified', source);
      w.step(
        'growth_chain',
        {},
        `q=${factors.map((factor) => formatNumber(factor)).join('\\cdot ')}=${formatNumber(total)}`,
      );
      const values: Record<string, number> = { percentChange: (total - 1) * 100 };
      const parts: string[] = [];
      if (request.start !== undefined) {
        const final = request.start * total;
        w.step(
          'growth_chain_final',
          {},
          `${numberTex(request.start)}\\cdot ${formatNumber(total)}=${formatNumber(final)}`,
        );
        values.final = final;
        parts.push(`$${formatNumber(final)}$`);
      }
      w.step('growth_chain_percent', {}, `(${formatNumber(total)}-1)\\cdot 100\\%=${percentOf(total)}\\%`);
      parts.push(`$${percentOf(total)}\\%$`);
      if (request.restore) {
        const back = (1 - 1 / first) * 100;
        if (!agree(first * (1 - back / 100), 1, 1e-9)) throw new SolverStop('unverified', source);
        w.step(
          'growth_chain_restore',
          {},
          `1-\\frac{1}{${formatNumber(first)}}\\approx ${formatNumber(back, 4)}\\%`,
        );
        values.restorePercent = back;
        parts.push(`$${formatNumber(back, 4)}\\%$`);
      }
      return done(values, parts.join('; '), 'problem_growth_chain');
    }
    case 'time': {
      const { factor, ratio, whole } = request;
      const up = factor > 1;
      if (factor <= 0 || factor === 1 || (up ? ratio <= 1 : ratio >= 1))
        throw new SolverStop('unreadable', source);
      const t = Math.log(ratio) / Math.log(factor);
      if (!agree(factor ** t, ratio, 1e-9)) throw new SolverStop('unverified', source);
      const asked = request.value;
      const value = asked ? asked.start * stepwise(factor, asked.periods) : undefined;
      if (asked && value !== undefined) {
        // Year by year and by a power: the same value.
        if (!agree(value, asked.start * factor ** asked.periods, 1e-9))
          throw new SolverStop('unverified', source);
        w.step(
          'growth_value_after',
          {},
          `${formatNumber(asked.start)}\\cdot ${formatNumber(factor)}^{${asked.periods}}\\approx ${formatNumber(value)}`,
        );
      }
      const withValue = (values: Record<string, number>, answer: string) =>
        value === undefined
          ? done(values, `$${answer}$`, 'problem_growth_time')
          : done({ ...values, value }, `$${formatNumber(value)},\\ ${answer}$`, 'problem_growth_time');
      w.step('growth_time_equation', {}, `${formatNumber(factor)}^{t}=${formatNumber(ratio)}`);
      w.step(
        'growth_time_log',
        {},
        `t=\\frac{\\ln ${formatNumber(ratio)}}{\\ln ${formatNumber(factor)}}\\approx ${formatNumber(t, 4)}`,
      );
      if (!whole) return withValue({ time: t }, `t\\approx ${formatNumber(t, 4)}`);
      const passes = (amount: number) => (up ? amount > ratio : amount < ratio);
      let n = 1;
      while (!passes(stepwise(factor, n)) && n < 10_000) n += 1;
      // Period by period n passes the value and n − 1 does not; by logarithms, n is the first whole number past t.
      if (
        !passes(stepwise(factor, n)) ||
        passes(stepwise(factor, n - 1)) ||
        !(n >= t - 1e-9 && n - 1 <= t + 1e-9)
      )
        throw new SolverStop('unverified', source);
      w.step(
        'growth_time_whole',
        { n: String(n) },
        `${formatNumber(factor)}^{${n - 1}}\\approx ${formatNumber(stepwise(factor, n - 1), 4)},\\quad ${formatNumber(factor)}^{${n}}\\approx ${formatNumber(stepwise(factor, n), 4)}`,
      );
      return withValue({ periods: n, time: t }, `${n}`);
    }
    case 'half-life-time': {
      const { halfLife, ratio } = request;
      if (!(halfLife > 0) || !(ratio > 0) || ratio >= 1) throw new SolverStop('unreadable', source);
      const t = halfLife * Math.log2(1 / ratio);
      if (!agree(0.5 ** (t / halfLife), ratio, 1e-9)) throw new SolverStop('unverified', source);
      w.step(
        'growth_half_life_time',
        {},
        `\\left(\\tfrac{1}{2}\\right)^{t/${numberTex(halfLife)}}=${numberTex(ratio)}\\ \\Rightarrow\\ t=${numberTex(halfLife)}\\cdot\\log_2 ${formatNumber(1 / ratio)}\\approx ${formatNumber(t, 4)}`,
      );
      return done({ time: t }, `$t\\approx ${formatNumber(t, 4)}$`, 'problem_growth_time');
    }
    case 'rate': {
      const { ratio, periods, later } = request;
      if (!(ratio > 0) || !(periods > 0) || periods > 1000) throw new SolverStop('unreadable', source);
      const factor = ratio ** (1 / periods);
      if (!agree(Math.exp(Math.log(ratio) / periods), factor, 1e-12))
        throw new SolverStop('unverified', source);
      if (Number.isInteger(periods) && !agree(stepwise(factor, periods), ratio, 1e-9))
        throw new SolverStop('unverified', source);
      w.step(
        'growth_rate_root',
        {},
        `q^{${numberTex(periods)}}=${formatNumber(ratio)}\\ \\Rightarrow\\ q=${formatNumber(ratio)}^{1/${numberTex(periods)}}\\approx ${formatNumber(factor)}`,
      );
      const values: Record<string, number> = { ratePercent: (factor - 1) * 100, factor };
      const parts = [`$${percentOf(factor)}\\%$`];
      if (later && request.start) {
        const start = later.value / factor ** later.time;
        if (!agree(start * stepwise(factor, later.time), later.value, 1e-9))
          throw new SolverStop('unverified', source);
        w.step(
          'growth_rate_start',
          {},
          `M_0=\\frac{${formatNumber(later.value)}}{${formatNumber(factor)}^{${numberTex(later.time)}}}\\approx ${formatNumber(start)}`,
        );
        values.start = start;
        parts.push(`$M_0\\approx ${formatNumber(start)}$`);
      }
      return done(values, parts.join('; '), 'problem_growth_rate');
    }
    case 'start': {
      const { factor, periods, end } = request;
      if (!(factor > 0) || !Number.isInteger(periods) || periods > 1000)
        throw new SolverStop('unreadable', source);
      const start = end / factor ** periods;
      if (!agree(start * stepwise(factor, periods), end, 1e-9)) throw new SolverStop('unverified', source);
      w.step(
        'growth_start',
        {},
        `M_0\\cdot ${formatNumber(factor)}^{${periods}}=${formatNumber(end)}\\ \\Rightarrow\\ M_0=\\frac{${formatNumber(end)}}{${formatNumber(factor)}^{${periods}}}\\approx ${formatNumber(start, 8)}`,
      );
      return done({ start }, `$M_0\\approx ${formatNumber(start, 8)}$`, 'problem_growth_start');
    }
    case 'equivalent': {
      const { factor, periods } = request;
      const yearly = factor ** periods;
      if (!agree(stepwise(factor, periods), yearly, 1e-12)) throw new SolverStop('unverified', source);
      w.step('growth_equivalent', {}, `${formatNumber(factor)}^{${periods}}\\approx ${formatNumber(yearly)}`);
      return done(
        { equivalentPercent: (yearly - 1) * 100 },
        `$${percentOf(yearly)}\\%$`,
        'problem_growth_equivalent',
      );
    }
    case 'power-target': {
      const { amount, base, target } = request;
      if (!(amount > 0) || !(base > 0) || base === 1 || !(target > 0))
        throw new SolverStop('unreadable', source);
      const t = Math.log(target / amount) / Math.log(base);
      if (!agree(amount * base ** t, target, 1e-9)) throw new SolverStop('unverified', source);
      w.step(
        'growth_power_target',
        {},
        `${formatNumber(amount)}\\cdot ${formatNumber(base)}^{t}=${formatNumber(target)}\\ \\Rightarrow\\ t=\\log_{${formatNumber(base)}}${formatNumber(target / amount)}\\approx ${formatNumber(t, 4)}`,
      );
      return done({ time: t }, `$t\\approx ${formatNumber(t, 4)}$`, 'problem_growth_time');
    }
    case 'exponential': {
      const { amount, k, at } = request;
      if (k === 0 || !Number.isFinite(k)) throw new SolverStop('unreadable', source);
      if (at === undefined) {
        const t = Math.log(2) / Math.abs(k);
        // Put back: e^{kt} is 2 (or ½).
        if (!agree(Math.exp(k * t), k > 0 ? 2 : 0.5, 1e-9)) throw new SolverStop('unverified', source);
        w.step(
          k > 0 ? 'growth_doubling' : 'growth_halving',
          {},
          `e^{${formatNumber(Math.abs(k))}t}=2\\ \\Rightarrow\\ t=\\frac{\\ln 2}{${formatNumber(Math.abs(k))}}\\approx ${formatNumber(t, 4)}`,
        );
        return done(
          k > 0 ? { doublingTime: t } : { halvingTime: t },
          `$t\\approx ${formatNumber(t, 4)}$`,
          'problem_growth_exponential',
        );
      }
      if (amount === undefined) throw new SolverStop('unreadable', source);
      const rateAt = amount * k * Math.exp(k * at);
      const h = 1e-4 * Math.max(1, Math.abs(at));
      const numeric = (amount * (Math.exp(k * (at + h)) - Math.exp(k * (at - h)))) / (2 * h);
      if (!agree(rateAt, numeric, 1e-6)) throw new SolverStop('unverified', source);
      w.step(
        'growth_derivative',
        {},
        `M'(t)=${formatNumber(amount * k)}e^{${formatNumber(k)}t},\\quad M'(${numberTex(at)})\\approx ${formatNumber(rateAt, 4)}`,
      );
      return done(
        { growthRate: rateAt },
        `$M'(${numberTex(at)})\\approx ${formatNumber(rateAt, 4)}$`,
        'problem_growth_exponential',
      );
    }
  }
}
