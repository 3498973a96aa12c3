/**
 * Math lesson 5: the general term of an arithmetic sequence given by its first terms ("2, 7, 12, 17, …, in
 * the form aₙ = pn + r"). Read only when the message asks for the general term and its only numbers are one
 * list of at least three terms with one difference; aₙ = a₁ + (n − 1)d is opened to pn + r, and the formula
 * is checked against every listed term before it is shown.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import { agree, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type ListedTermsRequest = { terms: number[] };

const ASKS_GENERAL =
  /איבר\s+(?:ה)?כללי|(?:ה)?איבר\s+ה־?n|general\s+term|n(?:-|\s)?th\s+term|formula\s+for\s+(?:the\s+)?(?:n|a_?n)/i;
const LIST = /-?\d+(?:\.\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?){2,}/;

export function recognizeListedTerms(message: string): ListedTermsRequest | null {
  if (!ASKS_GENERAL.test(message)) return null;
  const text = message.replace(/\$/g, ' ').replace(/a\s*_\s*\{?\s*n\s*\}?/gi, ' ');
  const list = LIST.exec(text);
  if (!list) return null;
  const terms = list[0].split(/[,;]/).map(Number);
  // The list's numbers are the message's only numbers: anything else is a question this reading misses.
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).length !== terms.length) return null;
  return { terms };
}

export function solveListedTerms(request: ListedTermsRequest, w: Writer, message: string): Solution {
  const { terms } = request;
  const [first, second] = terms;
  if (first === undefined || second === undefined) throw new SolverStop('unreadable', message);
  const d = second - first;
  if (d === 0) throw new SolverStop('unsupported', message);
  if (!terms.every((term, i) => i === 0 || agree(term - (terms[i - 1] ?? 0), d, 1e-9)))
    throw new SolverStop('unsupported', message);
  const r = first - d;
  const term = (n: number) => d * n + r;
  // Back into the list: the formula gives every listed term.
  if (!terms.every((value, i) => agree(term(i + 1), value, 1e-9)))
    throw new SolverStop('unverified', message);
  const formula = `${d === 1 ? '' : d === -1 ? '-' : numberTex(d)}n${r === 0 ? '' : r > 0 ? `+${numberTex(r)}` : `-${numberTex(-r)}`}`;
  w.step(
    'listed_difference',
    {},
    `d=${numberTex(second)}-${numberTex(first)}=${numberTex(d)},\\quad a_1=${numberTex(first)}`,
  );
  w.step(
    'listed_open',
    {},
    `a_n=${numberTex(first)}+(n-1)\\cdot ${d < 0 ? `(${numberTex(d)})` : numberTex(d)}=${formula}`,
  );
  w.step(
    'listed_check',
    {},
    terms
      .map(
        (value, i) =>
          `a_{${i + 1}}=${numberTex(d)}\\cdot ${i + 1}${r < 0 ? '-' : '+'}${numberTex(Math.abs(r))}=${numberTex(value)}`,
      )
      .join(',\\quad '),
  );
  return {
    kind: 'general-term-sequence',
    reply: w.walkthrough(message.replace(/\s+/g, ' ').trim().slice(0, 240), `$a_n=${formula}$`),
    result: `a_n=${formula}`,
    values: { p: d, r },
  };
}
