/**
 * Math lesson 13, growth and decay: an amount after t periods at a fixed percent per period (compound
 * interest, "גדל ב־20% בכל שעה", "יורד ב־12 אחוזים בכל שנה") as M₀(1 ± r)ᵗ, and after t time units with a
 * half-life T as M₀·(½)^(t/T); without a starting amount, the share of it that is left (or gone) in percent.
 * Read only when the message has exactly the numbers it needs, so a question the kind does not cover (the
 * rate from two amounts, "after how many whole years") is left alone. Verified: the amount period by period
 * (a whole number of periods), or its logarithm against (t/T)·ln ½.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type GrowthRequest = {
  /** the starting amount; none when the question asks what share is left */
  start?: number;
  /** the change per period as a fraction (+0.04, −0.12), or none for a half-life */
  rate?: number;
  halfLife?: number;
  time: number;
  /** what share the question asks for: what is left (default), or what is gone ("התפרקו") */
  share?: 'left' | 'gone';
};

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const UNIT = '(?:שנים|שנה|שנתיים|שעות|שעה|ימים|יום|חודשים|חודש|דקות|years?|hours?|days?|months?|minutes?)';
const DOWN = /יורד|ירד|יורדת|הוזל|פוחת|קטן|דועך|דעיכה|מתפרק|decreas|decay|drops?|falls?|loses?/i;

/** "הופקדו 8,000 שקלים בריבית דריבית של 4 אחוזים לשנה. כמה כסף יהיה אחרי 5 שנים?" */
export function recognizeGrowth(message: string): GrowthRequest | null {
  const text = message.replace(/(\d),(?=\d{3}\b)/g, '$1');
  const halfLife = new RegExp(`(?:מחצית\\s+(?:ה)?חיים|half[\\s-]*life)[^\\d]{0,25}${NUMBER}`, 'i').exec(text);
  const percent = new RegExp(`${NUMBER}\\s*(?:%|אחוז(?:ים)?|percent)`, 'i').exec(text);
  const compounding =
    /ריבית\s+דריבית|compound|(?:גדל|גדלה|עולה|עלה|יורד|יורדת|ירד|פוחת|grows?|increases?|decreases?)\s+ב[-־]?\s*\d[^.?]*(?:בכל|לכל|כל|per|each|every|a\s+year)|(?:בכל|per|each|every)\s+(?:שנה|שעה|יום|חודש|year|hour|day|month)/i.test(
      text,
    );
  if (!halfLife && !(percent && compounding)) return null;
  const after = new RegExp(`(?:אחרי|לאחר|בעוד|כעבור|after|in)\\s+${NUMBER}\\s*${UNIT}`, 'i').exec(text);
  if (!after?.[1]) return null;
  // "after how many whole years" asks for a time, "it reached 60,000; how much was invested at the start?"
  // for the starting amount: the kind computes an amount forwards only
  if (/אחרי\s+כמה|כעבור\s+כמה|how\s+many\s+(?:years|hours|days|months)/i.test(text)) return null;
  if (/בהתחלה|בתחילה|התחלתי|הגיע\s+ל|initial|originally|at\s+(?:the\s+)?start|reached/i.test(text))
    return null;
  const time = Number(after[1]);
  const used = [halfLife, percent, after].filter((match): match is RegExpExecArray => match !== null);
  let rest = text;
  for (const match of used) rest = rest.replace(match[0], ' ');
  const others = (rest.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (others.length > 1) return null;
  const share = /התפרק|נעלם|decayed|gone|lost/i.test(text) ? 'gone' : 'left';
  const asksShare = /כמה\s+אחוז|איזה\s+אחוז|what\s+percent/i.test(text);
  if (others.length === 0 && !asksShare) return null;
  const start = others[0];
  return {
    ...(start !== undefined ? { start } : {}),
    ...(halfLife?.[1]
      ? { halfLife: Number(halfLife[1]) }
      : { rate: ((DOWN.test(text) ? -1 : 1) * Number(percent?.[1] ?? 0)) / 100 }),
    time,
    ...(start === undefined ? { share } : {}),
  };
}

export function solveGrowth(request: GrowthRequest, w: Writer, source: string): Solution {
  const { start, rate, halfLife, time } = request;
  const base = start ?? 100;
  if (!(time >= 0 && time <= 1000) || !(base > 0) || (halfLife !== undefined && !(halfLife > 0)))
    throw new SolverStop('unreadable', source);
  if (rate !== undefined && !(rate > -1)) throw new SolverStop('unreadable', source);
  const factor = halfLife !== undefined ? 0.5 ** (time / halfLife) : (1 + (rate ?? 0)) ** time;
  const amount = base * factor;
  // A second way: period by period for a whole number of periods, else by logarithms.
  if (halfLife === undefined && Number.isInteger(time)) {
    let listed = base;
    for (let k = 0; k < time; k += 1) listed *= 1 + (rate ?? 0);
    if (!agree(listed, amount, 1e-9)) throw new SolverStop('unverified', source);
  } else if (
    halfLife !== undefined &&
    !agree(Math.log(amount / base), (time / halfLife) * Math.log(0.5), 1e-9)
  )
    throw new SolverStop('unverified', source);
  const formula =
    halfLife !== undefined
      ? `M(t)=M_0\\cdot\\left(\\tfrac{1}{2}\\right)^{t/${numberTex(halfLife)}}`
      : `M(t)=M_0\\cdot(${numberTex(1 + (rate ?? 0))})^{t}`;
  w.step(
    halfLife !== undefined ? 'growth_half_life' : 'growth_rate',
    {
      rate: formatNumber(Math.abs((rate ?? 0) * 100)),
      halfLife: formatNumber(halfLife ?? 0),
    },
    formula,
  );
  const power =
    halfLife !== undefined
      ? `\\left(\\tfrac{1}{2}\\right)^{${numberTex(time)}/${numberTex(halfLife)}}`
      : `${numberTex(1 + (rate ?? 0))}^{${numberTex(time)}}`;
  const values: Record<string, number> = { factor };
  let answer: string;
  if (start !== undefined) {
    w.step(
      'growth_amount',
      { time: formatNumber(time) },
      `M=${numberTex(start)}\\cdot ${power}\\approx ${formatNumber(amount)}`,
    );
    values.amount = amount;
    answer = `$M\\approx ${formatNumber(amount)}$`;
  } else {
    const left = 100 * factor;
    const shown = request.share === 'gone' ? 100 - left : left;
    w.step(
      request.share === 'gone' ? 'growth_share_gone' : 'growth_share_left',
      { time: formatNumber(time) },
      `100\\%\\cdot ${power}\\approx ${formatNumber(left)}\\%`,
    );
    values.percent = shown;
    answer = `$${formatNumber(shown)}\\%$`;
  }
  w.step('check_growth', {});
  return {
    kind: 'growth-decay',
    reply: w.walkthrough(w.say('problem_growth', { time: formatNumber(time) }), answer),
    values,
  };
}
