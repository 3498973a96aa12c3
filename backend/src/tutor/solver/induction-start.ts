/**
 * Where an inequality of induction starts to hold for good (math lesson 20): "the smallest n₀ such that
 * n! > 2ⁿ for every n ≥ n₀", "2ⁿ > n²". Each side is one of n!, aⁿ, nᵏ, cn or a number, and the side said
 * to be larger must grow faster (n! beats aⁿ beats nᵏ beats cn); anything else is left to the rest of the
 * tutor. n₀ is found by computing both sides exactly for n = 1 … 60: the smallest n from which every checked
 * n holds (at most 30, so at least thirty checked beyond it), said as found by checking.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import { SolverStop } from './math';
import type { Solution, Writer } from './types';

type Side = { tex: string; growth: number; at: (n: bigint) => bigint };

export type InductionStartRequest = { larger: Side; smaller: Side; strict: boolean };

const LAST = 60;
const LATEST_START = 30;

function side(text: string): Side | null {
  let match: RegExpExecArray | null;
  if (text === 'n!') {
    return {
      tex: 'n!',
      growth: 4,
      at: (n) => {
        let product = 1n;
        for (let k = 2n; k <= n; k += 1n) product *= k;
        return product;
      },
    };
  }
  if ((match = /^(\d+)\^n$/.exec(text)) && Number(match[1]) >= 2) {
    const base = BigInt(match[1] ?? '2');
    return { tex: `${base}^n`, growth: 3, at: (n) => base ** n };
  }
  if ((match = /^n\^(\d+)$/.exec(text)) && Number(match[1]) >= 1) {
    const power = BigInt(match[1] ?? '1');
    return { tex: `n^{${power}}`, growth: power === 1n ? 1 : 2, at: (n) => n ** power };
  }
  if ((match = /^(\d*)n$/.exec(text))) {
    const factor = BigInt(match[1] || '1');
    return { tex: `${match[1] ?? ''}n`, growth: 1, at: (n) => factor * n };
  }
  if ((match = /^(\d+)$/.exec(text))) {
    const constant = BigInt(match[1] ?? '0');
    return { tex: String(constant), growth: 0, at: () => constant };
  }
  return null;
}

const SIDE = String.raw`(n!|\d+\^n|n\^\d+|\d*n|\d+)`;
const INEQUALITY = new RegExp(String.raw`(?<![\w^!])${SIDE}(>=|<=|>|<)${SIDE}(?![\w^!_])`);
const ASKS_START = /n_?\{?0\}?|n₀|הקטן\s+ביותר|smallest|least|מאיזה|from\s+which/i;
const FOR_ALL = /לכל|for\s+(?:all|every|each|any)|אינדוקציה|induction/i;

export function recognizeInductionStart(message: string): InductionStartRequest | null {
  if (!ASKS_START.test(message) || !FOR_ALL.test(message)) return null;
  const compact = message
    .replace(/\$/g, '')
    .replace(/\\gt\b/g, '>')
    .replace(/\\lt\b/g, '<')
    .replace(/\\geq?\b|≥/g, '>=')
    .replace(/\\leq?\b|≤/g, '<=')
    .replace(/\^\{(\w+)\}/g, '^$1')
    .replace(/\s*([<>=!^*])\s*/g, '$1');
  const match = INEQUALITY.exec(compact);
  if (!match) return null;
  const left = side(match[1] ?? '');
  const right = side(match[3] ?? '');
  const relation = match[2] ?? '';
  if (!left || !right) return null;
  const [larger, smaller] = relation.startsWith('>') ? [left, right] : [right, left];
  // Only when the side said larger grows faster: then once it wins over a long range, it stays ahead.
  if (!(larger.growth > smaller.growth)) return null;
  return { larger, smaller, strict: !relation.endsWith('=') };
}

export function solveInductionStart(request: InductionStartRequest, w: Writer, message: string): Solution {
  const { larger, smaller, strict } = request;
  const holds = (n: number) => {
    const [a, b] = [larger.at(BigInt(n)), smaller.at(BigInt(n))];
    return strict ? a > b : a >= b;
  };
  let start = LAST + 1;
  while (start > 1 && holds(start - 1)) start -= 1;
  if (start > LATEST_START) throw new SolverStop('unverified', message);
  // Holding from n = 1 leaves no n₀ − 1 to show failing: the question is then not one of a start.
  if (start === 1) throw new SolverStop('unsupported', message);
  const sign = strict ? '>' : '\\ge';
  const rows = [];
  for (let n = Math.max(1, start - 3); n <= start + 1; n += 1) {
    const [a, b] = [larger.at(BigInt(n)), smaller.at(BigInt(n))];
    const relation = a > b ? '>' : a < b ? '<' : '=';
    rows.push(`n=${n}:\\ ${a}${relation}${b}`);
  }
  w.step('induction_start_values', {}, rows.join(',\\quad '));
  w.step(
    'induction_start_range',
    { last: String(LAST) },
    `${start}\\le n\\le ${LAST}:\\quad ${larger.tex}${sign}${smaller.tex}\\quad\\Rightarrow\\quad n_0=${start}`,
  );
  return {
    kind: 'induction-start',
    reply: w.walkthrough(message.replace(/\s+/g, ' ').trim().slice(0, 240), `$n_0=${start}$`),
    values: { start },
  };
}
