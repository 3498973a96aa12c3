/**
 * The domain of a function with roots, fractions and logarithms (math lesson 16, docs/tutor.md "Calculus
 * as the lessons ask it"): each even root's argument ≥ 0 (> 0 under a fraction bar), each denominator ≠ 0,
 * each logarithm's argument > 0, solved by the CAS one condition at a time and intersected here. Verified
 * independently: on a grid of [−60, 60], beside and at every end, f is defined exactly on the answer.
 */
import type { Expr } from '../../../domain/answer/expr';
import { cas, type CasNumber } from '../cas';
import { compiled, fromExpr, readExpr, SolverStop, tex, variablesOf } from './math';
import type { Solution, Writer } from './types';
import { casValue, checkerSyntax } from './verify';

type Condition = { expr: Expr; relation: '>=' | '>' | '!=' };

/** The conditions f's parts impose; `under` says whether the part sits in a denominator. */
function conditions(expr: Expr, input: string, under = false): Condition[] {
  switch (expr.t) {
    case 'num':
    case 'var':
      return [];
    case 'fn':
      return [
        ...(expr.name === 'sqrt' ? [{ expr: expr.a, relation: under ? '>' : '>=' } as Condition] : []),
        ...(expr.name === 'ln' || expr.name === 'log' ? [{ expr: expr.a, relation: '>' } as Condition] : []),
        ...conditions(expr.a, input, under && expr.name === 'sqrt'),
      ];
    case 'neg':
    case 'fact':
      return conditions(expr.a, input, under);
    case 'div': {
      const below = conditions(expr.b, input, true);
      // a root in the denominator says > 0 already; any other denominator must not be zero
      const rooted = expr.b.t === 'fn' && expr.b.name === 'sqrt';
      return [
        ...conditions(expr.a, input, under),
        ...below,
        ...(rooted ? [] : [{ expr: expr.b, relation: '!=' } as Condition]),
      ];
    }
    case 'pow': {
      const exponent =
        expr.b.t === 'num' ? expr.b.v : expr.b.t === 'neg' && expr.b.a.t === 'num' ? -expr.b.a.v : NaN;
      if (!Number.isFinite(exponent)) throw new SolverStop('unsupported', input);
      const even = !Number.isInteger(exponent) && Math.round(1 / (exponent % 1)) % 2 === 0;
      return [
        ...conditions(expr.a, input, under || exponent < 0),
        ...(even ? [{ expr: expr.a, relation: exponent < 0 || under ? '>' : '>=' } as Condition] : []),
        ...(exponent < 0 && !even ? [{ expr: expr.a, relation: '!=' } as Condition] : []),
      ];
    }
    default:
      return [...conditions(expr.a, input, under), ...conditions(expr.b, input, under)];
  }
}

type End = { value: number; closed: boolean; number?: CasNumber };
type Piece = { low: End; high: End };

const ALL: Piece = { low: { value: -Infinity, closed: false }, high: { value: Infinity, closed: false } };

function intersect(a: readonly Piece[], b: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of a)
    for (const q of b) {
      const low =
        p.low.value > q.low.value
          ? p.low
          : q.low.value > p.low.value
            ? q.low
            : { ...p.low, closed: p.low.closed && q.low.closed };
      const high =
        p.high.value < q.high.value
          ? p.high
          : q.high.value < p.high.value
            ? q.high
            : { ...p.high, closed: p.high.closed && q.high.closed };
      if (low.value < high.value || (low.value === high.value && low.closed && high.closed))
        out.push({ low, high });
    }
  return out.sort((x, y) => x.low.value - y.low.value);
}

function without(pieces: readonly Piece[], point: CasNumber): Piece[] {
  const x = point.value;
  return pieces.flatMap((piece) => {
    if (x < piece.low.value || x > piece.high.value) return [piece];
    if (x === piece.low.value) return [{ ...piece, low: { ...piece.low, closed: false } }];
    if (x === piece.high.value) return [{ ...piece, high: { ...piece.high, closed: false } }];
    return [
      { low: piece.low, high: { value: x, closed: false, number: point } },
      { low: { value: x, closed: false, number: point }, high: piece.high },
    ];
  });
}

function member(pieces: readonly Piece[], x: number): boolean {
  return pieces.some(
    ({ low, high }) =>
      (low.closed ? x >= low.value : x > low.value) && (high.closed ? x <= high.value : x < high.value),
  );
}

const endTex = (end: End) => end.number?.tex ?? '';
const endPlain = (end: End) => checkerSyntax(end.number?.plain ?? String(end.value));

/** "x\le 4", "-2\le x\le 5", "x<-3 או x>3". */
function piecesTex(pieces: readonly Piece[], variable: string, or: string): string {
  if (
    pieces.length === 1 &&
    pieces[0] &&
    !Number.isFinite(pieces[0].low.value) &&
    !Number.isFinite(pieces[0].high.value)
  )
    return `${variable}\\in\\mathbb{R}`;
  return pieces
    .map(({ low, high }) => {
      const left = Number.isFinite(low.value) ? `${endTex(low)}${low.closed ? '\\le ' : '<'}` : '';
      const right = Number.isFinite(high.value) ? `${high.closed ? '\\le ' : '<'}${endTex(high)}` : '';
      return `${left}${variable}${right}`;
    })
    .join(`\\text{${or}}`);
}

function piecesPlain(pieces: readonly Piece[]): string {
  return pieces
    .map(({ low, high }) => {
      const a = Number.isFinite(low.value) ? endPlain(low) : '-∞';
      const b = Number.isFinite(high.value) ? endPlain(high) : '∞';
      return `${low.closed ? '[' : '('}${a},${b}${high.closed ? ']' : ')'}`;
    })
    .join(' U ');
}

async function solveCondition(condition: Condition, variable: string, input: string): Promise<Piece[]> {
  if (condition.relation === '!=') return [ALL];
  const answer = casValue(await cas.inequality(condition.expr, condition.relation, variable), input);
  if (answer.status !== 'intervals') throw new SolverStop('unsupported', input);
  return answer.intervals.map(({ low, high, lowClosed, highClosed }) => ({
    low: { value: low.infinite ? -Infinity : low.value, closed: lowClosed, number: low },
    high: { value: high.infinite ? Infinity : high.value, closed: highClosed, number: high },
  }));
}

export async function solveDomain(text: string, w: Writer): Promise<Solution> {
  const expr = readExpr(text);
  const node = fromExpr(expr);
  const names = variablesOf(node);
  if (names.length > 1) throw new SolverStop('unreadable', text);
  const variable = names[0] ?? 'x';
  const found = conditions(expr, text);
  let pieces: Piece[] = [ALL];
  const shown: string[] = [];
  for (const condition of found) {
    pieces = intersect(pieces, await solveCondition(condition, variable, text));
    shown.push(
      `${tex(fromExpr(condition.expr))}${{ '>=': '\\ge ', '>': '>', '!=': '\\ne ' }[condition.relation]}0`,
    );
    if (condition.relation === '!=') {
      const zeros = casValue(await cas.solve(condition.expr, variable), text);
      if (zeros.status !== 'finite') throw new SolverStop('unsupported', text);
      for (const zero of zeros.solutions) if (zero.imag === 0) pieces = without(pieces, zero);
    }
  }
  // f is defined exactly on the answer: a grid, every end, and points just beside every end.
  const f = compiled(node);
  const defined = (x: number) => Number.isFinite(f({ [variable]: x }));
  const ends = pieces.flatMap(({ low, high }) => [low.value, high.value]).filter(Number.isFinite);
  const points = Array.from({ length: 1201 }, (_, i) => -60 + i * 0.1 + 0.0123);
  for (const end of ends) points.push(end - 1e-6, end + 1e-6, end);
  if (!points.every((x) => defined(x) === member(pieces, x))) throw new SolverStop('unverified', text);
  const fTex = tex(node);
  const answerTex = pieces.length === 0 ? '\\emptyset' : piecesTex(pieces, variable, w.say('or_text'));
  w.step('domain_start', {}, `f(${variable})=${fTex}`);
  if (found.length === 0) w.step('domain_none', {});
  else w.step('domain_conditions', {}, shown.join(',\\quad '));
  w.step('domain_result', {}, answerTex);
  w.step('check_domain', {});
  return {
    kind: 'domain',
    reply: w.walkthrough(w.say('problem_domain', { f: `$f(${variable})=${fTex}$` }), `$${answerTex}$`),
    values: Object.fromEntries(ends.map((end, i) => [`end${i + 1}`, end])),
    result: pieces.length === 0 ? 'אין פתרון' : piecesPlain(pieces),
  };
}
