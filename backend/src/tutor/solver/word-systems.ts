/**
 * Two unknowns told in words (math lessons 1 and 10): two purchases of the same two items, each with its
 * total ("3 מחברות ו־2 עטים עולים 34 ש"ח, ומחברת אחת ו־4 עטים 28 ש"ח"), or a count of two kinds with each
 * kind's price and the takings ("נמכרו 240 כרטיסים, רגיל ב־50 ומוזל ב־30, ההכנסה 10,400; כמה מכל סוג?").
 * A message is read only when its numbers fall exactly into one of these shapes; the system is solved by
 * Cramer's rule and the pair is put back into both equations before it is shown.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import { agree, numberTex, SolverStop } from './math';
import type { Writer } from './types';

/** a₁x + b₁y = c₁, a₂x + b₂y = c₂; `counts` when x and y count things (whole, not negative) */
export type WordSystemRequest = {
  template: 'linear-system';
  rows: [[number, number, number], [number, number, number]];
  counts: boolean;
};

const CURRENCY = /^\s*(?:ש["״']?ח|שקל(?:ים)?|₪|nis\b|shekels?\b|dollars?\b|bucks\b)/i;
const UNIT = /^\s*(?:(?:ק["״']ג|קילו(?:גרם)?|kg|ליטר(?:ים)?|liters?|litres?)\s+)?(?:של\s+|of\s+)?/i;
const WORD = /^[\p{L}'״]+/u;

type Told = { value: number; currency: boolean; item: string };

/** The story's numbers in order, each with whether money follows it and the item word after it. */
function numbers(message: string): Told[] {
  const text = message
    .replace(/\$/g, ' ')
    .replace(/\\,|\{,\}/g, '')
    .replace(/(\d)[,\u00a0](?=\d{3}\b)/g, '$1')
    .replace(/(?<![\p{L}])(ו־?)?([\p{L}'״]+)\s+(?:אחת|אחד)(?![\p{L}])/gu, '$1 1 $2')
    .replace(/\b(?:one|a single)\s+(?=[a-z])/gi, '1 ');
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => {
    const after = text.slice((match.index ?? 0) + match[0].length);
    const currency = CURRENCY.test(after);
    const rest = after.slice(UNIT.exec(after)?.[0].length ?? 0);
    return { value: Number(match[0]), currency, item: currency ? '' : stem(WORD.exec(rest)?.[0] ?? '') };
  });
}

/** "מחברות"/"מחברת", "חולצות"/"חולצה", "עטים"/"עט", "notebooks"/"notebook" are one item. */
function stem(word: string): string {
  return word.toLowerCase().replace(/(?:ים|ות|ה|ת|es|s)$/u, '');
}

const ASKS_PRICE = /מחיר|עול(?:ה|ים|ות)|price|cost/i;
const ASKS_EACH = /(?:כמה|how\s+many)[^?]*(?:מכל\s+סוג|מכל\s+אחד|of\s+each)/i;

export function recognizeWordSystem(message: string): WordSystemRequest | null {
  const all = numbers(message);
  // "מהו מחירה של מחברת אחת?": the one in the question is not a given.
  while (all.length > 6 && all.at(-1)?.value === 1 && !all.at(-1)?.currency) all.pop();
  // Two purchases: count, count, total (or total, count, count), twice, of the same two items.
  if (all.length === 6 && ASKS_PRICE.test(message)) {
    const rows = [all.slice(0, 3), all.slice(3)].map((group) => {
      const totals = group.filter((n) => n.currency);
      const items = group.filter((n) => !n.currency);
      return totals.length === 1 && items.every((n) => n.item !== '') ? { total: totals[0], items } : null;
    });
    const [first, second] = rows;
    if (!first || !second) return null;
    const [x, y] = first.items.map((n) => n.item);
    if (!x || !y || x === y) return null;
    const coefficient = (row: typeof first, item: string) => row.items.find((n) => n.item === item)?.value;
    const row = (r: typeof first): [number, number, number] | null => {
      const a = coefficient(r, x);
      const b = coefficient(r, y);
      return a === undefined || b === undefined || !r.total ? null : [a, b, r.total.value];
    };
    const one = row(first);
    const two = row(second);
    return one && two ? { template: 'linear-system', rows: [one, two], counts: false } : null;
  }
  // A count of two kinds, each kind's price, the takings: how many of each.
  if (all.length === 4 && ASKS_EACH.test(message)) {
    const [count, p1, p2, total] = all;
    if (!count || !p1 || !p2 || !total) return null;
    if (count.currency || count.item === '' || !p1.currency || !p2.currency || !total.currency) return null;
    return {
      template: 'linear-system',
      rows: [
        [1, 1, count.value],
        [p1.value, p2.value, total.value],
      ],
      counts: true,
    };
  }
  return null;
}

const side = (a: number, b: number, x: string, y: string) =>
  `${a === 1 ? '' : numberTex(a)}${x}+${b === 1 ? '' : numberTex(b)}${y}`;

/** Cramer's rule, then both equations with the pair put back; the answer and values x (first), y (second). */
export function solveWordSystem(
  request: WordSystemRequest,
  w: Writer,
  message: string,
): { answer: string; values: Record<string, number> } {
  const [[a1, b1, c1], [a2, b2, c2]] = request.rows;
  const det = a1 * b2 - a2 * b1;
  if (det === 0) throw new SolverStop('unsupported', message);
  const x = (c1 * b2 - c2 * b1) / det;
  const y = (a1 * c2 - a2 * c1) / det;
  const whole = (v: number) => Math.abs(v - Math.round(v)) < 1e-9;
  if (!(x > 0 && y > 0) || (request.counts && !(whole(x) && whole(y))))
    throw new SolverStop('unsupported', message);
  // Back into the story: both totals come out.
  if (!agree(a1 * x + b1 * y, c1, 1e-9) || !agree(a2 * x + b2 * y, c2, 1e-9))
    throw new SolverStop('unverified', message);
  w.step(
    'word_system_setup',
    {},
    `\\begin{cases} ${side(a1, b1, 'x', 'y')}=${numberTex(c1)} \\\\ ${side(a2, b2, 'x', 'y')}=${numberTex(c2)} \\end{cases}`,
  );
  w.step(
    'word_system_solve',
    {},
    `x=\\frac{${numberTex(c1)}\\cdot ${numberTex(b2)}-${numberTex(c2)}\\cdot ${numberTex(b1)}}{${numberTex(det)}}=${numberTex(x)},\\quad y=\\frac{${numberTex(a1)}\\cdot ${numberTex(c2)}-${numberTex(a2)}\\cdot ${numberTex(c1)}}{${numberTex(det)}}=${numberTex(y)}`,
  );
  w.step(
    'word_system_check',
    {},
    request.rows
      .map(
        ([a, b, c]) =>
          `${numberTex(a)}\\cdot ${numberTex(x)}+${numberTex(b)}\\cdot ${numberTex(y)}=${numberTex(c)}`,
      )
      .join(',\\quad '),
  );
  return { answer: `x=${numberTex(x)},\\ y=${numberTex(y)}`, values: { first: x, second: y } };
}
