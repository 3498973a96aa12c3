/**
 * Word problems of math lesson 10 whose template is certain: two who fill
 * (or one fills and one drains) working together, two who move towards each other or one chasing the other,
 * the average speed of a round trip, a boat down a river and back, and two solutions mixed. A message is read
 * only when its numbers are exactly the template's, each with its unit (km/h, km, hours or minutes, %, grams);
 * anything else is left to the rest of the tutor. Each result is checked by putting it back into the story.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';
import { solveWordSystem, type WordSystemRequest } from './word-systems';

type Unit = 'speed' | 'price' | 'distance' | 'time' | 'minutes' | 'percent' | 'mass' | 'none';
type Quantity = { value: number; unit: Unit };

export type WordProblemRequest =
  | { template: 'work'; times: [number, number]; drain: boolean; unit: string }
  | { template: 'meeting'; distance: number; speeds: [number, number] }
  | { template: 'chase'; delay: number; speeds: [number, number]; minutes: boolean }
  | { template: 'average-speed'; speeds: [number, number] }
  | { template: 'boat'; distance: number; speed: number; current: number }
  | { template: 'mixture'; masses: [number, number]; percents: [number, number] }
  /** m₁ at p₁ and m₂ at p₂ sold at P: the second amount (m₁ given), or both (the total given) */
  /** A alone in `alone` hours worked `first` hours, then A and B together `together` more: B alone */
  | { template: 'work-joined'; alone: number; first: number; together: number }
  /** together in `together` hours, one needs `more` hours more than the other: each alone */
  | { template: 'work-difference'; together: number; more: number }
  /** a rectangle against a wall fenced on three sides with `length` of fence: the largest area */
  | { template: 'fence'; length: number }
  /** a price p and a quantity sold a − b·p: the price with the largest revenue p(a − bp) */
  | { template: 'revenue'; intercept: number; slope: number; variable: string }
  /** an amount that changes at a steady rate, read at two times: the start and when it runs out */
  | {
      template: 'two-readings';
      times: [number, number];
      amounts: [number, number];
      unit: 'hours' | 'minutes';
    }
  /** a fee plus a monthly price against another monthly price: after how many months they are equal */
  | { template: 'plans'; fee: number; monthly: [number, number] }
  | { template: 'price-mixture'; prices: [number, number]; target: number; first?: number; total?: number }
  /** T/x − T/(x + d) = n: faster by d, n hours sooner (x the speed); cheaper by d, n more (x + d the price) */
  | { template: 'rate-change'; total: number; change: number; difference: number; cheaper: boolean }
  /** two unknowns told in words: word-systems.ts */
  | WordSystemRequest;

const UNIT =
  /^\s*(?:(קמ["״']ש|km\/h|kph|mph|קילומטר\s+לשעה)|((?:שקלים|ש["״']ח|shekels?|dollars?)\s*(?:ל|per\s+|a\s+)\s*(?:קילוגרם|ק["״']ג|kg\b|ליטר|liter|litre))|(ק["״']מ|km\b|קילומטר)|(שעות|שעה|hours?\b|h\b)|(דקות|minutes?\b|min\b)|(%|אחוז)|(גרם|grams?\b|g\b|ק["״']ג|kg\b|קילוגרמ(?:ים)?|קילו\b|ליטר|liters?\b|litres?\b))/i;

/** The numbers of a story with the unit after each ("ב־6 שעות", "70 קמ"ש", "20 אחוזים"); "שעה וחצי" is 1.5 hours. */
function quantities(message: string): Quantity[] {
  const text = message
    .replace(/\$/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/(\d)[,\u00a0](?=\d{3}\b)/g, '$1')
    .replace(/\{,\}/g, '')
    .replace(/שעה\s+וחצי/g, ' 1.5 שעות')
    .replace(/חצי\s+שעה/g, ' 0.5 שעות');
  return [...text.matchAll(/(\d+(?:\.\d+)?)/g)].map((match) => {
    const after = text.slice((match.index ?? 0) + match[0].length);
    const unit = UNIT.exec(after);
    const kinds: Unit[] = ['speed', 'price', 'distance', 'time', 'minutes', 'percent', 'mass'];
    const kind: Unit = unit ? (kinds[unit.slice(1).findIndex(Boolean)] ?? 'none') : 'none';
    return { value: Number(match[1]), unit: kind };
  });
}

const of = (list: Quantity[], unit: Unit) => list.filter((q) => q.unit === unit).map((q) => q.value);

const TOGETHER = /יחד|ביחד|שניהם|שני\s+ה(?:ברזים|צינורות|פועלים)|together|both/i;
const FILLS = /ממל[אה]|מרוקנ?|מסיי?מ|גומר|fills?|empties|finish|completes?|does/i;
const ASKS_TIME =
  /כמה\s+(?:שעות|זמן|דקות|ימים)|בכמה|כעבור\s+כמה|אחרי\s+כמה|how\s+(?:long|many\s+(?:hours|minutes|days))|when/i;

/** "ברז ממלא ב־6 שעות, השני ב־3; יחד?", "two trains 390 km apart towards each other …". */
/** "אילו היה מחיר קילוגרם נמוך ב־2 שקלים, היה מקבל 20 ק"ג יותר", "had he ridden 3 km/h faster, an hour earlier". */
function rateChange(message: string): WordProblemRequest | null {
  const text = message
    .replace(/\$/g, ' ')
    .replace(/(\d)[,\u00a0](?=\d{3}\b)/g, '$1')
    .replace(/\{,\}/g, '')
    .replace(/(שעה|שקל|יום)\s+(?:אחת|אחד)/g, '1 $1')
    .replace(/\b(?:an|one)\s+hour/gi, '1 hour');
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length !== 3) return null;
  const [total = 0, change = 0, difference = 0] = numbers;
  const faster =
    /(?:אילו|if|had)[\s\S]*(?:מהר\s+יותר|faster)|הגדיל\s+את\s+מהירותו|increased?\s+(?:his|her|its|the)\s+speed/i.test(
      text,
    ) && /פחות|מוקדם|earlier|less|sooner/i.test(text);
  const cheaper =
    /(?:אילו|if|had)[\s\S]*(?:זול|נמוך|cheaper|lower|less)/i.test(text) && /יותר|more/i.test(text) && !faster;
  if (!faster && !cheaper) return null;
  if (!(total > 0 && change > 0 && difference > 0)) return null;
  return { template: 'rate-change', total, change, difference, cheaper };
}

/** "מחיר של p ש"ח, ונמכרות 200−4p יחידות; באיזה מחיר ההכנסה מרבית?": the price as a letter, the quantity in it. */
function revenue(message: string): WordProblemRequest | null {
  if (!/הכנס[הות]|revenue|income|takings/i.test(message)) return null;
  if (!/מרבי|מירבי|מקסימ|הגדול|הכי\s+(?:גדול|גבוה)|maxim|largest|greatest|highest|most/i.test(message))
    return null;
  const text = message.replace(/\$/g, ' ');
  const price = /(?:מחיר|price)[^\d\n]{0,12}?(?<![a-z])([a-z])(?![a-z(])/i.exec(text);
  const letter = price?.[1];
  if (!letter) return null;
  const quantity = new RegExp(
    `(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*[-−–]\\s*(\\d+(?:\\.\\d+)?)?\\s*\\*?\\s*${letter}(?![a-z^])`,
    'i',
  ).exec(text);
  if (!quantity?.[1]) return null;
  // Only the two numbers of the quantity: any other number is a story this template does not know.
  if (text.match(/\d+(?:\.\d+)?/g)?.length !== (quantity[2] ? 2 : 1)) return null;
  return {
    template: 'revenue',
    intercept: Number(quantity[1]),
    slope: Number(quantity[2] ?? 1),
    variable: letter,
  };
}

export function recognizeWordProblem(message: string): WordProblemRequest | null {
  const changed = rateChange(message);
  if (changed) return changed;
  const all = quantities(message);
  const speeds = of(all, 'speed');
  const distances = of(all, 'distance');
  const times = of(all, 'time');
  const minutes = of(all, 'minutes');
  if (
    all.length === 3 &&
    times.length === 3 &&
    /הצטרף|joined/i.test(message) &&
    /לבד|alone/i.test(message) &&
    /יחד|together/i.test(message)
  ) {
    const [alone = 0, first = 0, together = 0] = times;
    return { template: 'work-joined', alone, first, together };
  }
  if (
    all.length === 2 &&
    times.length === 2 &&
    /יחד|together/i.test(message) &&
    /לבד|alone/i.test(message) &&
    /יותר\s+מ|more\s+than|longer\s+than/i.test(message) &&
    FILLS.test(message)
  ) {
    const [together = 0, more = 0] = times;
    return { template: 'work-difference', together, more };
  }
  if (
    all.length === 2 &&
    times.length + minutes.length === 2 &&
    (times.length === 2 || minutes.length === 2)
  ) {
    if (
      TOGETHER.test(message) &&
      FILLS.test(message) &&
      ASKS_TIME.test(message) &&
      !/לבדו\s+\d|יותר|more\s+than|after/i.test(message)
    ) {
      const [a = 0, b = 0] = times.length === 2 ? times : minutes;
      return {
        template: 'work',
        times: [a, b],
        drain: /מרוקן|ניקוז|empties|drain/i.test(message),
        unit: times.length === 2 ? 'hours' : 'minutes',
      };
    }
    return null;
  }
  if (
    all.length === 1 &&
    /מלבנ|rectang/i.test(message) &&
    /קיר|wall|נהר|river/i.test(message) &&
    /שלוש\s+(?:ה)?צלעות|three\s+sides/i.test(message) &&
    /שטח\s+(?:ה)?(?:מרבי|מירבי|מקסימלי|הגדול)|(?:maximum|largest|greatest|max)\s+area/i.test(message)
  )
    return { template: 'fence', length: all[0]?.value ?? 0 };
  const demand = revenue(message);
  if (demand) return demand;
  const order = all.map((q) => q.unit).join(',');
  if (
    (order === 'minutes,mass,minutes,mass' || order === 'time,mass,time,mass') &&
    /קצב\s+קבוע|steady|constant\s+rate/i.test(message) &&
    /בהתחלה|initially|at\s+the\s+start|יתרוקן|ריק|empty|run\s+out/i.test(message)
  ) {
    const [t1 = 0, v1 = 0, t2 = 0, v2 = 0] = all.map((q) => q.value);
    return {
      template: 'two-readings',
      times: [t1, t2],
      amounts: [v1, v2],
      unit: order.startsWith('minutes') ? 'minutes' : 'hours',
    };
  }
  const monthly = [
    ...message
      .replace(/\$/g, ' ')
      .matchAll(
        /(\d+(?:\.\d+)?)\s*(?:ש["״']ח|שקלים|₪|shekels?|dollars?)?\s*(?:לחודש|per\s+month|a\s+month)/gi,
      ),
  ].map((match) => Number(match[1]));
  const fee = /(?:הרשמה|sign[\s-]?up|joining|registration)[^\d]{0,20}(\d+(?:\.\d+)?)/i.exec(
    message.replace(/\$/g, ' '),
  )?.[1];
  if (
    all.length === 3 &&
    monthly.length === 2 &&
    fee !== undefined &&
    /(?:אחרי|כעבור|after)\s+(?:כמה|how\s+many)\s+(?:חודשים|months)/i.test(message) &&
    /שווה|equal|same/i.test(message)
  ) {
    const [m1 = 0, m2 = 0] = monthly;
    return { template: 'plans', fee: Number(fee), monthly: [m1, m2] };
  }
  const prices = of(all, 'price');
  if (prices.length === 3 && all.length === 4 && /מערבב|תערובת|mix/i.test(message)) {
    const [p1 = 0, p2 = 0, target = 0] = prices;
    const [mass = 0] = of(all, 'mass');
    // "4 ק"ג שקדים שמחירם 50 … עם … שמחירם 80 … כדי שמחיר התערובת יהיה 60": the second amount.
    if (order === 'mass,price,price,price')
      return { template: 'price-mixture', prices: [p1, p2], target, first: mass };
    // "סוג אחד 60 לק"ג והשני 90; 30 ק"ג של תערובת ב־70": both amounts.
    if (order === 'price,price,mass,price')
      return { template: 'price-mixture', prices: [p1, p2], target, total: mass };
    return null;
  }
  if (speeds.length !== 2) {
    if (
      all.length === 4 &&
      of(all, 'percent').length === 2 &&
      of(all, 'mass').length === 2 &&
      /ריכוז|concentration/i.test(message) &&
      /מערבב|מוהל|mix/i.test(message)
    ) {
      const quantitiesInOrder = all.map((q) => q.unit);
      // Each solution's amount comes before its concentration: "300 גרם … 20 אחוזים".
      if (quantitiesInOrder.join(',') !== 'mass,percent,mass,percent') return null;
      const [m1 = 0, m2 = 0] = of(all, 'mass');
      const [p1 = 0, p2 = 0] = of(all, 'percent');
      return { template: 'mixture', masses: [m1, m2], percents: [p1, p2] };
    }
    return null;
  }
  const [v1 = 0, v2 = 0] = speeds;
  if (
    all.length === 3 &&
    distances.length === 1 &&
    /לקראת|towards?\s+each\s+other/i.test(message) &&
    /באותו\s+(?:זמן|רגע)|באותה\s+שעה|same\s+time|simultaneous/i.test(message) &&
    ASKS_TIME.test(message)
  )
    return { template: 'meeting', distance: distances[0] ?? 0, speeds: [v1, v2] };
  if (
    all.length === 3 &&
    times.length + minutes.length === 1 &&
    /באותו\s+כיוון|same\s+direction/i.test(message) &&
    /השיג|ישיג|catch(?:es)?\s+up|overtake/i.test(message)
  ) {
    const delay = times[0] ?? (minutes[0] ?? 0) / 60;
    return {
      template: 'chase',
      delay,
      speeds: [v1, v2],
      minutes: /דקות|minutes/i.test(message.split(/כעבור|after\s+how/i).pop() ?? ''),
    };
  }
  if (
    all.length === 2 &&
    /ממוצע|average/i.test(message) &&
    /חזר|הלוך|back|return|round\s+trip/i.test(message)
  )
    return { template: 'average-speed', speeds: [v1, v2] };
  if (
    all.length === 3 &&
    distances.length === 1 &&
    /מים\s+עומדים|still\s+water/i.test(message) &&
    /זרם|current/i.test(message) &&
    /חזר|back|return/i.test(message) &&
    v1 > v2
  )
    return { template: 'boat', distance: distances[0] ?? 0, speed: v1, current: v2 };
  return null;
}

const stop = (kind: 'unsupported' | 'unverified', message: string) =>
  new SolverStop(kind, message.slice(0, 60));

export function solveWordProblem(request: WordProblemRequest, w: Writer, message: string): Solution {
  let answer: string;
  let values: Record<string, number>;
  switch (request.template) {
    case 'linear-system':
      ({ answer, values } = solveWordSystem(request, w, message));
      break;
    case 'work': {
      const [a, b] = request.times;
      const rate = 1 / a + (request.drain ? -1 : 1) / b;
      if (!(a > 0 && b > 0) || !(rate > 0)) throw stop('unsupported', message);
      const time = 1 / rate;
      // Back into the story: in that time the two together do exactly one job.
      if (!agree(time / a + (request.drain ? -1 : 1) * (time / b), 1)) throw stop('unverified', message);
      w.step(
        'word_work_rates',
        {},
        `\\frac{1}{${numberTex(a)}}${request.drain ? '-' : '+'}\\frac{1}{${numberTex(b)}}=${numberTex(rate)}`,
      );
      if (request.drain) w.step('word_work_drain', {});
      w.step('word_work_time', {}, `t=\\frac{1}{${numberTex(rate)}}=${numberTex(time)}`);
      answer = `t=${numberTex(time)}`;
      values = { time };
      break;
    }
    case 'meeting': {
      const [v1, v2] = request.speeds;
      const time = request.distance / (v1 + v2);
      if (!agree(v1 * time + v2 * time, request.distance)) throw stop('unverified', message);
      w.step('word_meeting_speed', {}, `${numberTex(v1)}+${numberTex(v2)}=${numberTex(v1 + v2)}`);
      w.step(
        'word_meeting_time',
        {},
        `t=\\frac{${numberTex(request.distance)}}{${numberTex(v1 + v2)}}=${numberTex(time)}`,
      );
      answer = `t=${numberTex(time)}`;
      values = { time, firstDistance: v1 * time, secondDistance: v2 * time };
      break;
    }
    case 'chase': {
      const [first, second] = request.speeds;
      if (!(second > first)) throw stop('unsupported', message);
      const gap = first * request.delay;
      const time = gap / (second - first);
      const distance = second * time;
      if (!agree(first * (request.delay + time), distance)) throw stop('unverified', message);
      w.step(
        'word_chase_time',
        {},
        `${numberTex(first)}\\cdot ${numberTex(request.delay)}=${numberTex(gap)},\\quad t=\\frac{${numberTex(gap)}}{${numberTex(second)}-${numberTex(first)}}=${numberTex(time)}`,
      );
      values = { time, timeFromFirst: time + request.delay, distance };
      answer = `t=${numberTex(time)},\\ ${numberTex(time + request.delay)},\\ d=${numberTex(distance)}`;
      if (request.minutes) {
        values.minutes = time * 60;
        values.minutesFromFirst = (time + request.delay) * 60;
        answer = `${formatNumber(time * 60)}\\ (${formatNumber((time + request.delay) * 60)}),\\ d=${numberTex(distance)}`;
      }
      break;
    }
    case 'average-speed': {
      const [v1, v2] = request.speeds;
      const average = (2 * v1 * v2) / (v1 + v2);
      // Second route: a trip of one unit each way.
      if (!agree(2 / (1 / v1 + 1 / v2), average)) throw stop('unverified', message);
      w.step(
        'word_meeting_speed',
        {},
        `\\bar v=\\frac{2d}{\\frac{d}{${numberTex(v1)}}+\\frac{d}{${numberTex(v2)}}}=${numberTex(average)}`,
      );
      answer = `\\bar v=${numberTex(average)}`;
      values = { averageSpeed: average };
      break;
    }
    case 'boat': {
      const { distance, speed, current } = request;
      const down = distance / (speed + current);
      const up = distance / (speed - current);
      if (!agree((speed + current) * down, distance) || !agree((speed - current) * up, distance))
        throw stop('unverified', message);
      w.step(
        'word_meeting_time',
        {},
        `\\frac{${numberTex(distance)}}{${numberTex(speed + current)}}+\\frac{${numberTex(distance)}}{${numberTex(speed - current)}}=${numberTex(down)}+${numberTex(up)}=${numberTex(down + up)}`,
      );
      answer = `t=${numberTex(down + up)}`;
      values = { time: down + up, downstream: down, upstream: up };
      break;
    }
    case 'rate-change': {
      const { total, change, difference, cheaper } = request;
      // n·x² + n·d·x − T·d = 0, the positive root.
      const x =
        (-difference * change + Math.sqrt((difference * change) ** 2 + 4 * difference * total * change)) /
        (2 * difference);
      if (!(x > 0) || !agree(total / x - total / (x + change), difference)) throw stop('unverified', message);
      w.step(
        'word_rate_change',
        {},
        `\\frac{${numberTex(total)}}{x}-\\frac{${numberTex(total)}}{x+${numberTex(change)}}=${numberTex(difference)}\\;\\Rightarrow\\;x=${numberTex(x)}`,
      );
      if (cheaper) {
        const price = x + change;
        const quantity = total / price;
        w.step(
          'word_rate_result',
          {},
          `${numberTex(price)},\\quad \\frac{${numberTex(total)}}{${numberTex(price)}}=${numberTex(quantity)}`,
        );
        answer = `${numberTex(price)};\\ ${numberTex(quantity)}`;
        values = { price, quantity };
      } else {
        w.step('word_rate_result', {}, `x=${numberTex(x)}`);
        answer = `x=${numberTex(x)}`;
        values = { speed: x, time: total / x };
      }
      break;
    }
    case 'work-joined': {
      const { alone, first, together } = request;
      const left = 1 - (first + together) / alone;
      if (!(left > 0)) throw stop('unsupported', message);
      const other = together / left;
      // Back into the story: A's share and B's share make one job.
      if (!agree((first + together) / alone + together / other, 1)) throw stop('unverified', message);
      w.step(
        'word_work_rates',
        {},
        `\\frac{${numberTex(first + together)}}{${numberTex(alone)}}+\\frac{${numberTex(together)}}{x}=1\\;\\Rightarrow\\;x=${numberTex(other)}`,
      );
      answer = `x=${numberTex(other)}`;
      values = { time: other };
      break;
    }
    case 'work-difference': {
      const { together, more } = request;
      // 1/x + 1/(x + d) = 1/T, that is x² + (d − 2T)x − Td = 0: the positive root.
      const b = more - 2 * together;
      const x = (-b + Math.sqrt(b * b + 4 * together * more)) / 2;
      if (!(x > 0) || !agree(1 / x + 1 / (x + more), 1 / together)) throw stop('unverified', message);
      w.step(
        'word_work_rates',
        {},
        `\\frac{1}{x}+\\frac{1}{x+${numberTex(more)}}=\\frac{1}{${numberTex(together)}}\\;\\Rightarrow\\;x=${numberTex(x)}`,
      );
      answer = `${numberTex(x)},\\ ${numberTex(x + more)}`;
      values = { first: x, second: x + more };
      break;
    }
    case 'fence': {
      const { length } = request;
      // S(x) = x(L − 2x), x the two sides across from the wall: the vertex x = L/4.
      const area = (x: number) => x * (length - 2 * x);
      const side = length / 4;
      const best = area(side);
      if (
        !(length > 0) ||
        !agree(best, (length * length) / 8) ||
        !(area(side - 0.01) < best && area(side + 0.01) < best)
      )
        throw stop('unverified', message);
      w.step(
        'word_fence',
        {},
        `S(x)=x\\left(${numberTex(length)}-2x\\right),\\quad x=\\frac{${numberTex(length)}}{4}=${numberTex(side)}`,
      );
      answer = `S=${numberTex(best)}\\ (${numberTex(side)}\\times ${numberTex(length - 2 * side)})`;
      values = { area: best, side, length: length - 2 * side };
      break;
    }
    case 'revenue': {
      const { intercept: a, slope: b, variable: p } = request;
      // R(p) = p(a − bp) = −bp² + ap: a parabola open downwards, its vertex p = a/(2b).
      const income = (price: number) => price * (a - b * price);
      const best = a / (2 * b);
      const most = income(best);
      if (
        !(a > 0 && b > 0) ||
        !agree(most, (a * a) / (4 * b)) ||
        !(income(best - 0.01) < most && income(best + 0.01) < most)
      )
        throw stop('unverified', message);
      w.step(
        'word_revenue',
        {},
        `R(${p})=${p}\\left(${numberTex(a)}-${b === 1 ? '' : numberTex(b)}${p}\\right)=-${b === 1 ? '' : numberTex(b)}${p}^2+${numberTex(a)}${p},\\quad ${p}=\\frac{${numberTex(a)}}{2\\cdot ${numberTex(b)}}=${numberTex(best)},\\quad R=${numberTex(most)}`,
      );
      answer = `${p}=${numberTex(best)}`;
      values = { price: best, revenue: most };
      break;
    }
    case 'two-readings': {
      const [t1, t2] = request.times;
      const [v1, v2] = request.amounts;
      if (t1 === t2) throw stop('unsupported', message);
      const rate = (v2 - v1) / (t2 - t1);
      const start = v1 - rate * t1;
      // Both readings lie on the line found.
      if (!agree(start + rate * t1, v1) || !agree(start + rate * t2, v2)) throw stop('unverified', message);
      w.step(
        'word_rate_line',
        {},
        `m=\\frac{${numberTex(v2)}-${numberTex(v1)}}{${numberTex(t2)}-${numberTex(t1)}}=${numberTex(rate)},\\quad V=${numberTex(rate)}t+${numberTex(start)}`,
      );
      values = { rate, start };
      answer = `V(0)=${numberTex(start)}`;
      if (rate < 0) {
        const empty = -start / rate;
        if (!agree(start + rate * empty, 0, 1e-9)) throw stop('unverified', message);
        w.step(
          'word_rate_empty',
          {},
          `${numberTex(rate)}t+${numberTex(start)}=0\\;\\Rightarrow\\;t=${numberTex(empty)}`,
        );
        values.empty = empty;
        answer = `${answer};\\ t=${numberTex(empty)}`;
      }
      break;
    }
    case 'plans': {
      const { fee } = request;
      const [first, second] = request.monthly;
      if (second === first) throw stop('unsupported', message);
      const months = fee / (second - first);
      if (!(months > 0) || !agree(fee + first * months, second * months)) throw stop('unverified', message);
      w.step(
        'word_plans',
        {},
        `${numberTex(fee)}+${numberTex(first)}t=${numberTex(second)}t\\;\\Rightarrow\\;t=${numberTex(months)}`,
      );
      answer = `t=${numberTex(months)}`;
      values = { months, total: second * months };
      break;
    }
    case 'price-mixture': {
      const [p1, p2] = request.prices;
      const { target } = request;
      if (!((p1 - target) * (p2 - target) < 0)) throw stop('unsupported', message);
      const [m1, m2] =
        request.first !== undefined
          ? [request.first, (request.first * (target - p1)) / (p2 - target)]
          : [
              ((request.total ?? 0) * (p2 - target)) / (p2 - p1),
              ((request.total ?? 0) * (target - p1)) / (p2 - p1),
            ];
      // Back into the story: the mixture costs what its parts cost.
      if (!(m1 > 0 && m2 > 0) || !agree(m1 * p1 + m2 * p2, (m1 + m2) * target, 1e-9))
        throw stop('unverified', message);
      w.step(
        'word_price_balance',
        {},
        `${numberTex(m1)}\\cdot ${numberTex(p1)}+${numberTex(m2)}\\cdot ${numberTex(p2)}=${numberTex(m1 + m2)}\\cdot ${numberTex(target)}`,
      );
      answer = request.first !== undefined ? numberTex(m2) : `${numberTex(m1)},\\ ${numberTex(m2)}`;
      values = request.first !== undefined ? { amount: m2 } : { first: m1, second: m2 };
      break;
    }
    case 'mixture': {
      const [m1, m2] = request.masses;
      const [p1, p2] = request.percents;
      const substance = (m1 * p1) / 100 + (m2 * p2) / 100;
      const concentration = (100 * substance) / (m1 + m2);
      // Second route: what the first solution lacks the second makes up.
      if (!agree(m1 * (p1 - concentration), -m2 * (p2 - concentration), 1e-9))
        throw stop('unverified', message);
      w.step(
        'word_mixture_amount',
        {},
        `${numberTex(m1)}\\cdot ${numberTex(p1 / 100)}+${numberTex(m2)}\\cdot ${numberTex(p2 / 100)}=${numberTex(substance)}`,
      );
      w.step(
        'word_mixture_result',
        {},
        `\\frac{${numberTex(substance)}}{${numberTex(m1 + m2)}}=${formatNumber(concentration)}\\%`,
      );
      answer = `${formatNumber(concentration)}\\%`;
      values = { concentration };
      break;
    }
  }
  w.step('word_check', {});
  return {
    kind: 'word-problem',
    reply: w.walkthrough(message.replace(/\s+/g, ' ').trim().slice(0, 240), `$${answer}$`),
    values,
  };
}
