/**
 * A sum formula given with its terms (math lesson 20):
 * "ידוע ש־3+7+11+…+(4n−1)=n(2n+1); חשבו את סכום עשרת האיברים הראשונים", "…=(n+1)!−1, חשבו עבור n=5",
 * "כמה איברים צריך לחבר כדי שהסכום יהיה 1225". The formula's value is shown only when adding the terms
 * one by one gives it, and the first terms written fit the general term after the ellipsis. A proof is
 * not a computation: a message that asks only to prove is not this module's.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import { agree, compiled, formatNumber, numberTex, readMath, SolverStop, tex, variablesOf } from './math';
import { splitOutside } from './analytic';
import { COUNTS } from './recursive';
import type { Solution, Writer } from './types';

export type SumFormulaRequest = {
  /** the terms written before the ellipsis */
  listed: string[];
  /** the general term (after the ellipsis), in n */
  term: string;
  /** the formula's right side, in n */
  formula: string;
  ask: { type: 'value'; n: number } | { type: 'count'; target: number };
};

const ELLIPSIS = /\\c?dots|\\ldots|\.\.\.|…/;
const MAX_N = 10_000;

export function recognizeSumFormula(message: string): SumFormulaRequest | null {
  if (
    !/חשב|calculate|compute|evaluate|כמה\s+איברים|how\s+many\s+terms|מהו\s+הסכום|what\s+is\s+the\s+sum/i.test(
      message,
    )
  )
    return null;
  const dollars = [...message.matchAll(/\$\$?([^$]+)\$\$?/g)].map((match) => match[1] ?? '');
  // Without dollar signs: the run of math around the ellipsis, "2+4+6+...+2n = n(n+1)".
  const bare = /[-+*/^()\d\sa-z!·]*?(?:\.\.\.|…)[-+*/^()\d\sa-z!·]*=\s*[-+*/^()\d\sa-z!·]*[\d)a-z!]/i.exec(
    message,
  )?.[0];
  const segments = dollars.length > 0 ? dollars : bare ? [bare.replace(/^[^\d(]*/, '')] : [];
  const written = segments.find((segment) => ELLIPSIS.test(segment) && segment.includes('='));
  if (!written) return null;
  const [left, formula, ...more] = written.split('=');
  if (left === undefined || formula === undefined || more.length > 0) return null;
  const pieces = left.split(ELLIPSIS);
  if (pieces.length !== 2) return null;
  const listed = splitOutside(pieces[0] ?? '', '+')
    .map((part) => part.trim())
    .filter(Boolean);
  const term = (pieces[1] ?? '').replace(/^\s*\+/, '').trim();
  if (listed.length < 2 || !term || !/n/.test(term) || !/n/.test(formula)) return null;
  const rest = message.replace(written, ' ');
  const at = /(?:עבור|for)\s*\$?\s*n\s*=\s*(\d+)/i.exec(rest)?.[1];
  const counted = /(שלושת|ארבעת|חמשת|ששת|שבעת|שמונת|תשעת|עשרת)\s+(?:ה)?איברים/.exec(rest)?.[1];
  const first = /(\d+)\s+(?:ה)?איברים\s+(?:ה)?ראשונים|first\s+(\d+)\s+terms/i.exec(rest);
  const n = at ?? (counted ? String(COUNTS[counted]) : undefined) ?? first?.[1] ?? first?.[2];
  if (n !== undefined) return { listed, term, formula: formula.trim(), ask: { type: 'value', n: Number(n) } };
  const target = /(?:כמה\s+איברים|how\s+many\s+terms)[\s\S]*?(?:סכום|sum)[^\d]{0,20}?(\d+)/i.exec(rest)?.[1];
  if (target !== undefined)
    return { listed, term, formula: formula.trim(), ask: { type: 'count', target: Number(target) } };
  return null;
}

export function solveSumFormula(request: SumFormulaRequest, w: Writer, message: string): Solution {
  const input = message.slice(0, 60);
  const termNode = readMath(request.term);
  const formulaNode = readMath(request.formula);
  if ([termNode, formulaNode].some((node) => variablesOf(node).some((name) => name !== 'n')))
    throw new SolverStop('unsupported', input);
  const a = compiled(termNode);
  const s = compiled(formulaNode);
  // The first terms written are the general term at 1, 2, 3, …
  request.listed.forEach((written, i) => {
    const value = compiled(readMath(written))();
    if (!agree(value, a({ n: i + 1 }), 1e-9)) throw new SolverStop('unsupported', input);
  });
  let n: number;
  if (request.ask.type === 'value') n = request.ask.n;
  else {
    const target = request.ask.target;
    let found: number | null = null;
    for (let k = 1; k <= MAX_N && found === null; k += 1) if (agree(s({ n: k }), target, 1e-12)) found = k;
    if (found === null) throw new SolverStop('unsupported', input);
    n = found;
  }
  if (!Number.isInteger(n) || n < 1 || n > MAX_N) throw new SolverStop('unsupported', input);
  const value = s({ n });
  // Adding the terms one by one must give the formula's value.
  let total = 0;
  for (let k = 1; k <= n; k += 1) total += a({ n: k });
  if (!Number.isFinite(value) || !agree(total, value, 1e-9)) throw new SolverStop('unverified', input);
  w.step('sum_formula_given', {}, `a_n=${tex(termNode)},\\quad S_n=${tex(formulaNode)}`);
  if (request.ask.type === 'count')
    w.step('sum_formula_count', {}, `S_n=${numberTex(request.ask.target)}\\;\\Rightarrow\\;n=${n}`);
  else w.step('sum_formula_value', {}, `S_{${n}}=${numberTex(value)}`);
  w.step('sum_formula_check', {});
  const answer = request.ask.type === 'count' ? `n=${n}` : `S_{${n}}=${formatNumber(value, 12)}`;
  return {
    kind: 'sum-formula',
    reply: w.walkthrough(message.replace(/\s+/g, ' ').trim().slice(0, 240), `$${answer}$`),
    values: request.ask.type === 'count' ? { n, sum: value } : { sum: value, n },
  };
}
