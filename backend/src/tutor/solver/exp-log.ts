/**
 * Math lesson 12's exponential and logarithm questions the other kinds do not read: a sum of logarithms of
 * one base written as a single logarithm ("log₂x + log₂y − log₂z as one log"), checked by evaluating both at
 * several points; and the tangent where a graph crosses the x-axis ("f(x)=ln(2x−3) חותך את ציר ה־x …
 * משוואת המשיק"), the crossing found by a scan and put back, the tangent by calculus.ts (which checks it).
 */
import type { Expr } from '../../../domain/answer/expr';
import { solveTangent } from './calculus';
import { asFraction, compiled, formatNumber, fromExpr, readExpr, readMath, SolverStop, tex } from './math';
import type { Solution, Writer } from './types';
import { isRoot, scanRoots } from './verify';

export type ExpLogRequest = { ask: 'single-log'; expression: string } | { ask: 'tangent-at-zero'; f: string };

const SINGLE = /כלוגריתם\s+(?:אחד|יחיד)|לוגריתם\s+(?:אחד|יחיד)|single\s+log|one\s+log|as\s+a\s+single/i;
const X_AXIS =
  /חות(?:ך|כת)\s+את\s+ציר\s+ה[-־]?\s*\$?\s*x|(?:נקודת\s+)?(?:ה)?חיתוך\s+(?:שלו\s+|של\s+הגרף\s+)?עם\s+ציר\s+ה[-־]?\s*\$?\s*x|x[-\s]?intercept|(?:crosses|meets|cuts)\s+the\s+x[-\s]?axis/i;

export function recognizeExpLog(message: string): ExpLogRequest | null {
  if (SINGLE.test(message) && /log|ln/i.test(message)) {
    const span = [...message.matchAll(/\$([^$]+)\$/g)]
      .map((match) => match[1] ?? '')
      .find((s) => /log|ln/.test(s));
    const bare =
      /((?:\s*[-+]?\s*\d*\s*\\?(?:log_?\{?\d*\}?|ln)\s*\(?\s*[a-z0-9]+(?:\s*[*/^]\s*[a-z0-9]+)*\s*\)?)+)/i.exec(
        message,
      )?.[1];
    const expression = (span ?? bare ?? '').trim();
    return expression ? { ask: 'single-log', expression } : null;
  }
  if (/משיק|tangent/i.test(message) && X_AXIS.test(message)) {
    const f =
      /\b[fgh]\s*\(\s*x\s*\)\s*=\s*([^$,;?]+?)(?:\$|\s+(?:[\u05D0-\u05EA]|and\b|at\b|crosses|meets|cuts)|[,;?]|$)/i.exec(
        message,
      )?.[1];
    return f?.trim() ? { ask: 'tangent-at-zero', f: f.trim() } : null;
  }
  return null;
}

/** A term c·log_b(A) as the checker's tree writes it (c·ln A / ln b), or null. */
function logTerm(expr: Expr): { coefficient: number; base: number; argument: Expr } | null {
  if (expr.t === 'neg') {
    const inner = logTerm(expr.a);
    return inner ? { ...inner, coefficient: -inner.coefficient } : null;
  }
  if (expr.t === 'mul' && expr.a.t === 'num') {
    const inner = logTerm(expr.b);
    return inner ? { ...inner, coefficient: inner.coefficient * expr.a.v } : null;
  }
  if (expr.t === 'fn' && expr.name === 'ln') return { coefficient: 1, base: Math.E, argument: expr.a };
  if (expr.t === 'fn' && expr.name === 'log') return { coefficient: 1, base: 10, argument: expr.a };
  if (
    expr.t === 'div' &&
    expr.a.t === 'fn' &&
    expr.a.name === 'ln' &&
    expr.b.t === 'fn' &&
    expr.b.name === 'ln'
  )
    return expr.b.a.t === 'num' ? { coefficient: 1, base: expr.b.a.v, argument: expr.a.a } : null;
  return null;
}

function terms(expr: Expr, sign = 1): { sign: number; term: Expr }[] {
  if (expr.t === 'add') return [...terms(expr.a, sign), ...terms(expr.b, sign)];
  if (expr.t === 'sub') return [...terms(expr.a, sign), ...terms(expr.b, -sign)];
  return [{ sign, term: expr }];
}

function singleLog(text: string, w: Writer, source: string): Solution {
  const expr = readExpr(text);
  const parts = terms(expr).map(({ sign, term }) => {
    const log = logTerm(term);
    return log ? { ...log, coefficient: sign * log.coefficient } : null;
  });
  if (parts.length < 2 || parts.some((part) => part === null)) throw new SolverStop('unreadable', source);
  const logs = parts as { coefficient: number; base: number; argument: Expr }[];
  const base = logs[0]?.base ?? 0;
  if (!logs.every((log) => log.base === base && Number.isInteger(log.coefficient)))
    throw new SolverStop('unsupported', source);
  const factor = (log: (typeof logs)[number]) => {
    const argument = fromExpr(log.argument).toString();
    const power = Math.abs(log.coefficient);
    return power === 1 ? `(${argument})` : `(${argument})^${power}`;
  };
  const top = logs.filter((log) => log.coefficient > 0).map(factor);
  const bottom = logs.filter((log) => log.coefficient < 0).map(factor);
  const inside = `${top.length > 0 ? top.join('*') : '1'}${bottom.length > 0 ? `/(${bottom.join('*')})` : ''}`;
  const baseText = base === Math.E ? 'e' : formatNumber(base);
  const combined = readMath(`ln(${inside})`);
  // Both sides at several points where every argument is positive (x, y, z … > 0).
  const original = compiled(fromExpr(expr));
  const joined = compiled(combined);
  const points = [
    { x: 1.7, y: 2.3, z: 0.6, a: 1.3, b: 2.9, c: 0.8, t: 1.1 },
    { x: 3.1, y: 0.45, z: 5.2, a: 4.4, b: 0.7, c: 2.2, t: 2.6 },
    { x: 0.9, y: 7.5, z: 1.35, a: 0.55, b: 3.3, c: 6.1, t: 0.35 },
  ];
  const checked = points.filter((point) => Number.isFinite(original(point)));
  if (
    checked.length === 0 ||
    !checked.every(
      (point) =>
        Math.abs(original(point) - joined(point) / Math.log(base)) <=
        1e-9 * Math.max(1, Math.abs(original(point))),
    )
  )
    throw new SolverStop('unverified', source);
  const logTex = base === Math.E ? '\\ln' : `\\log_{${baseText}}`;
  const insideNode = readMath(inside);
  w.step('log_single_rules', {}, `${tex(fromExpr(expr))}`);
  w.step('log_single_result', {}, `${logTex}\\left(${tex(insideNode)}\\right)`);
  w.step('check_log_single', {});
  const plainInside = insideNode.toString();
  return {
    kind: 'simplify',
    reply: w.walkthrough(w.say('problem_log_single'), `$${logTex}\\left(${tex(insideNode)}\\right)$`),
    values: {},
    result: base === Math.E ? `ln(${plainInside})` : `log_${baseText}(${plainInside})`,
  };
}

function tangentAtZero(f: string, w: Writer, source: string): Solution {
  const node = readMath(f);
  const value = compiled(node);
  // The grid is offset so a whole-number zero is never a grid point (a sign change needs a point on each side).
  const zeros = scanRoots(node, 'x', -59.98765, 60.01234, 24_000);
  if (zeros.length !== 1 || zeros[0] === undefined) throw new SolverStop('unsupported', source);
  // A simple fraction near the zero, when it is one still.
  const fraction = asFraction(zeros[0]);
  const snapped = fraction && fraction.d <= 100 ? fraction.n / fraction.d : zeros[0];
  const at = isRoot(value, 'x', snapped) ? snapped : zeros[0];
  if (!isRoot(value, 'x', at)) throw new SolverStop('unverified', source);
  w.step('tangent_zero', {}, `f(x)=0\\ \\Rightarrow\\ x=${formatNumber(at)}`);
  return solveTangent(f, at, w);
}

export function solveExpLog(request: ExpLogRequest, w: Writer, source: string): Solution {
  return request.ask === 'single-log'
    ? singleLog(request.expression, w, source)
    : tangentAtZero(request.f, w, source);
}
