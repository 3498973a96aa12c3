/**
 * Equations the hand-written algebra does not cover (exponential, logarithmic, trigonometric on an
 * interval, higher degree, rational) and inequalities (polynomial, rational, absolute value), solved
 * by the CAS and verified here: every root substituted back, a grid scan finding no root the CAS
 * missed, and every interval of an inequality's answer tested inside, outside and at its ends.
 */
import type { Expr } from '../../../domain/answer/expr';
import { cas, type CasNumber, type InequalityAnswer } from '../cas';
import { compiled, fromExpr, readExpr, SolverStop, tex, variablesOf } from './math';
import type { Solution, SolverKind, Writer } from './types';
import { casValue, checkerSyntax, isRoot, noMissedRoots, scanRoots } from './verify';

export type Relation = '<' | '<=' | '>' | '>=';

function has(expr: Expr, test: (node: Expr) => boolean): boolean {
  if (test(expr)) return true;
  if (expr.t === 'num' || expr.t === 'var') return false;
  if (expr.t === 'neg' || expr.t === 'fact' || expr.t === 'fn') return has(expr.a, test);
  return has(expr.a, test) || has(expr.b, test);
}

const TRIG = new Set(['sin', 'cos', 'tan', 'cot']);
const isTrig = (expr: Expr) => has(expr, (node) => node.t === 'fn' && TRIG.has(node.name));
const isExpLog = (expr: Expr) =>
  has(
    expr,
    (node) =>
      (node.t === 'fn' && ['exp', 'ln', 'log'].includes(node.name)) ||
      (node.t === 'pow' && has(node.b, (inner) => inner.t === 'var')),
  );

function oneVariable(expr: Expr, input: string): string {
  const names = variablesOf(fromExpr(expr));
  if (names.length > 1) throw new SolverStop('unreadable', input);
  return names[0] ?? 'x';
}

/** Both sides of `a = b` (or `a < b`, …) as the checker's trees. */
export function readRelation(text: string, sign: RegExp): { left: Expr; right: Expr } {
  const parts = text.split(sign);
  if (parts.length !== 2) throw new SolverStop('unreadable', text.trim().slice(0, 40));
  return { left: readExpr(parts[0] ?? ''), right: readExpr(parts[1] ?? '') };
}

const roots = (solutions: readonly CasNumber[]) => solutions.map((solution) => solution.value);

export function equationKind(text: string): SolverKind {
  const { left, right } = readRelation(text, /(?<![<>!])=(?!=)/);
  const difference: Expr = { t: 'sub', a: left, b: right };
  return isTrig(difference) ? 'trig-equation' : isExpLog(difference) ? 'exp-log-equation' : 'equation';
}

const countLogs = (expr: Expr): number =>
  expr.t === 'num' || expr.t === 'var'
    ? 0
    : expr.t === 'neg' || expr.t === 'fact'
      ? countLogs(expr.a)
      : expr.t === 'fn'
        ? (['ln', 'log'].includes(expr.name) ? 1 : 0) + countLogs(expr.a)
        : countLogs(expr.a) + countLogs(expr.b);

/**
 * A sum of logarithms equal to a number, as math lesson 3 solves it: the product and quotient rules make
 * one logarithm, its definition an algebraic equation, and the domain (every argument positive) rejects
 * the roots it does not keep. Verified: each kept root substituted into the original equation, each
 * rejected one outside the domain (the original is undefined there), and a scan finds no other root.
 * Null when the equation is not of that shape (the general path takes it).
 */
async function solveLogSum(
  difference: Expr,
  equationTex: string,
  variable: string,
  text: string,
  w: Writer,
): Promise<Solution | null> {
  if (countLogs(difference) < 2) return null;
  const answer = casValue(await cas.logSolve(difference, variable), text);
  if (answer.status !== 'done') return null;
  const node = fromExpr(difference);
  const f = compiled(node);
  const kept = answer.candidates.filter((candidate) => candidate.valid).map((candidate) => candidate.x);
  const rejected = answer.candidates.filter((candidate) => !candidate.valid).map((candidate) => candidate.x);
  if (![...kept, ...rejected].every((root) => root.imag === 0)) throw new SolverStop('unverified', text);
  if (!kept.every((root) => isRoot(f, variable, root.value))) throw new SolverStop('unverified', text);
  if (!rejected.every((root) => !Number.isFinite(f({ [variable]: root.value }))))
    throw new SolverStop('unverified', text);
  const values = kept.map((root) => root.value);
  if (!noMissedRoots(scanRoots(node, variable, -60, 60), values)) throw new SolverStop('unverified', text);
  const base = answer.base.plain === 'e' ? '\\ln' : `\\log_{${answer.base.tex}}`;
  w.step('cas_equation_start', {}, equationTex);
  w.step(
    'log_product_rule',
    {},
    `${base}\\left(${answer.combined.tex}\\right)=${base}\\left(${answer.rhs.tex}\\right)`,
  );
  w.step('log_definition', {}, `${answer.combined.tex}=${answer.rhs.tex}`);
  w.step(
    'log_candidates',
    {},
    answer.candidates.map((candidate) => `${variable}=${candidate.x.tex}`).join(',\\quad ') || '\\emptyset',
  );
  w.step('log_domain', {}, answer.arguments.map((argument) => `${argument.tex}>0`).join(',\\quad '));
  for (const root of rejected) w.step('log_rejected', { root: `$${variable}=${root.tex}$` });
  const list = kept.map((root) => `${variable}=${root.tex}`).join(',\\quad ');
  if (kept.length === 0) w.step('no_solutions_found', {});
  else w.step('cas_solutions', {}, list);
  w.step(kept.length === 0 ? 'check_scan_none' : 'check_substitution_all', {});
  return {
    kind: 'exp-log-equation',
    reply: w.walkthrough(
      w.say('problem_equation', { equation: `$${equationTex}$` }),
      kept.length === 0 ? w.say('no_real_roots') : `$${list}$`,
    ),
    values: Object.fromEntries(values.map((value, i) => [`root${i + 1}`, value])),
    result:
      kept.length === 0
        ? 'אין פתרון'
        : kept.map((root) => `${variable}=${checkerSyntax(root.plain)}`).join(', '),
  };
}

export async function solveEquationCas(
  text: string,
  interval: readonly [string, string] | undefined,
  w: Writer,
): Promise<Solution> {
  const { left, right } = readRelation(text, /(?<![<>!])=(?!=)/);
  const difference: Expr = { t: 'sub', a: left, b: right };
  const variable = oneVariable(difference, text);
  if (!interval) {
    const logSum = await solveLogSum(
      difference,
      `${tex(fromExpr(left))}=${tex(fromExpr(right))}`,
      variable,
      text,
      w,
    );
    if (logSum) return logSum;
  }
  const trig = isTrig(difference);
  const kind: SolverKind = trig ? 'trig-equation' : isExpLog(difference) ? 'exp-log-equation' : 'equation';
  const bounds: [Expr, Expr] | undefined = interval
    ? [readExpr(interval[0]), readExpr(interval[1])]
    : trig
      ? [readExpr('0'), readExpr('2pi')]
      : undefined;
  const equationTex = `${tex(fromExpr(left))}=${tex(fromExpr(right))}`;
  w.step('cas_equation_start', {}, equationTex);
  const boundsTex = bounds ? bounds.map((bound) => tex(fromExpr(bound))) : undefined;
  if (boundsTex) {
    w.step(
      interval ? 'trig_interval' : 'trig_default_interval',
      {},
      `${boundsTex[0]}\\le ${variable}\\le ${boundsTex[1]}`,
    );
  }
  const answer = casValue(await cas.solve(difference, variable, bounds), text);
  if (answer.status !== 'finite') throw new SolverStop('unsupported', text);
  const node = fromExpr(difference);
  const f = compiled(node);
  const values = roots(answer.solutions);
  const [low, high] = bounds ? bounds.map((bound) => compiled(fromExpr(bound))()) : [-60, 60];
  if (low === undefined || high === undefined || !Number.isFinite(low) || !Number.isFinite(high))
    throw new SolverStop('unreadable', text);
  // Every root satisfies the equation and lies in the interval; the scan finds no other.
  const inside = (x: number) => x >= low - 1e-9 && x <= high + 1e-9;
  if (!answer.solutions.every((solution) => solution.imag === 0 && inside(solution.value)))
    throw new SolverStop('unverified', text);
  if (!values.every((x) => isRoot(f, variable, x))) throw new SolverStop('unverified', text);
  if (!noMissedRoots(scanRoots(node, variable, low, high), values)) throw new SolverStop('unverified', text);
  const list = answer.solutions.map((solution) => `${variable}=${solution.tex}`).join(',\\quad ');
  if (answer.solutions.length === 0) w.step('no_solutions_found', {});
  else w.step('cas_solutions', {}, list);
  w.step(answer.solutions.length === 0 ? 'check_scan_none' : 'check_substitution_all', {});
  return {
    kind,
    reply: w.walkthrough(
      w.say('problem_equation', { equation: `$${equationTex}$` }),
      answer.solutions.length === 0 ? w.say('no_real_roots') : `$${list}$`,
    ),
    values: Object.fromEntries(values.map((value, i) => [`root${i + 1}`, value])),
    result:
      answer.solutions.length === 0
        ? 'אין פתרון'
        : answer.solutions.map((solution) => `${variable}=${checkerSyntax(solution.plain)}`).join(', '),
  };
}

const SATISFIES: Record<Relation, (value: number) => boolean> = {
  '<': (value) => value < 0,
  '<=': (value) => value <= 0,
  '>': (value) => value > 0,
  '>=': (value) => value >= 0,
};

/** Whether x is in the union the CAS gave. */
function member(intervals: InequalityAnswer['intervals'], x: number): boolean {
  return intervals.some(({ low, high, lowClosed, highClosed }) => {
    const above = low.infinite ? true : lowClosed ? x >= low.value : x > low.value;
    const below = high.infinite ? true : highClosed ? x <= high.value : x < high.value;
    return above && below;
  });
}

function intervalsAgree(
  intervals: InequalityAnswer['intervals'],
  holds: (x: number, atEnd?: boolean) => boolean | null,
): boolean {
  const ends = intervals.flatMap(({ low, high }) => [low, high]).filter((end) => !end.infinite);
  const near = (x: number) => ends.some((end) => Math.abs(end.value - x) < 1e-6 * Math.max(1, Math.abs(x)));
  // A fine grid, every end itself, and points just beside every end.
  const points = Array.from({ length: 1201 }, (_, i) => -60 + i * 0.1 + 0.0123);
  for (const end of ends) points.push(end.value - 1e-4, end.value + 1e-4);
  for (const x of points) {
    if (near(x)) continue;
    const truth = holds(x);
    if (truth !== null && truth !== member(intervals, x)) return false;
  }
  return ends.every((end) => {
    const truth = holds(end.value, true);
    return truth === null ? !member(intervals, end.value) : truth === member(intervals, end.value);
  });
}

function intervalPlain(intervals: InequalityAnswer['intervals']): string {
  return intervals
    .map(({ low, high, lowClosed, highClosed }) => {
      const a = low.infinite ? '-∞' : checkerSyntax(low.plain);
      const b = high.infinite ? '∞' : checkerSyntax(high.plain);
      return `${lowClosed ? '[' : '('}${a},${b}${highClosed ? ']' : ')'}`;
    })
    .join(' U ');
}

export async function solveInequality(text: string, relation: Relation, w: Writer): Promise<Solution> {
  const { left, right } = readRelation(text, /<=|>=|<|>/);
  const difference: Expr = { t: 'sub', a: left, b: right };
  const variable = oneVariable(difference, text);
  const shown = `${tex(fromExpr(left))}${{ '<': '<', '<=': '\\le ', '>': '>', '>=': '\\ge ' }[relation]}${tex(fromExpr(right))}`;
  w.step('inequality_start', {}, shown);
  w.step(
    'inequality_method',
    {},
    `${tex(fromExpr(difference))}${{ '<': '<', '<=': '\\le ', '>': '>', '>=': '\\ge ' }[relation]}0`,
  );
  const answer = casValue(await cas.inequality(difference, relation, variable), text);
  if (answer.status !== 'intervals') throw new SolverStop('unsupported', text);
  const f = compiled(fromExpr(difference));
  // At an end the value is zero up to rounding (f(√2) is 4e-16, not 0).
  const holds = (x: number, atEnd = false) => {
    const value = f({ [variable]: x });
    if (!Number.isFinite(value)) return null;
    return SATISFIES[relation](atEnd && isRoot(f, variable, x) ? 0 : value);
  };
  if (!intervalsAgree(answer.intervals, holds)) throw new SolverStop('unverified', text);
  const empty = answer.intervals.length === 0;
  w.step(
    empty ? 'inequality_empty' : 'inequality_solution',
    {},
    empty ? undefined : `${variable}\\in ${answer.tex}`,
  );
  w.step('check_inequality', {});
  const ends = answer.intervals.flatMap(({ low, high }) => [low, high]).filter((end) => !end.infinite);
  return {
    kind: 'inequality',
    reply: w.walkthrough(
      w.say('problem_inequality', { inequality: `$${shown}$` }),
      empty ? w.say('inequality_empty') : `$${variable}\\in ${answer.tex}$`,
    ),
    values: Object.fromEntries(ends.map((end, i) => [`end${i + 1}`, end.value])),
    result: empty ? 'אין פתרון' : intervalPlain(answer.intervals),
  };
}
