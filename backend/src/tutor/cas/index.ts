/**
 * The CAS behind the solver (docs/architecture.md, "The CAS"): SymPy in a warm pool of Python
 * processes. The solver sends parsed trees, never text, and verifies every answer itself; nothing
 * outside the solver knows which CAS answered. Without Python or SymPy every call fails with
 * `unavailable` and the solver says which kinds it cannot do.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Expr } from '../../../domain/answer/expr';
import { createPool, type Pool, type PoolFailure } from './pool';

export type CasSettings = { python: string; size: number; timeoutMs: number };

function bounded(text: string | undefined, fallback: number, low: number, high: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value >= low && value <= high
    ? value
    : fallback;
}

/** `CAS_PYTHON` (`off` turns the CAS off), `CAS_POOL_SIZE`, `CAS_TIMEOUT_MS`; bad values fall back to the defaults. */
export function casSettings(env: NodeJS.ProcessEnv = process.env): CasSettings {
  return {
    python: env.CAS_PYTHON?.trim() || '/usr/bin/python3',
    size: bounded(env.CAS_POOL_SIZE, 2, 1, 8),
    timeoutMs: bounded(env.CAS_TIMEOUT_MS, 5000, 100, 60_000),
  };
}

const workerPath = fileURLToPath(new URL('./sympy-worker.py', import.meta.url));

let shared: Pool | undefined;

/** The server's pool, created on first use with `casSettings()`. */
export function casPool(): Pool {
  if (!shared) shared = poolFor(casSettings());
  return shared;
}

export function poolFor(settings: CasSettings): Pool {
  if (settings.python === 'off') {
    return createPool({ command: '/nonexistent/cas-off', args: [], size: 1, timeoutMs: 1 });
  }
  return createPool({
    command: settings.python,
    args: ['-I', workerPath],
    size: settings.size,
    timeoutMs: settings.timeoutMs,
  });
}

/** Replaces the shared pool (tests: a pool with other settings, or none). */
export function setCasPool(pool: Pool | undefined): void {
  shared?.close();
  shared = pool;
}

/** The checker's tree as the worker reads it: π and e by name, everything else as parsed. */
export type WireExpr =
  | { t: 'num'; v: number }
  | { t: 'const'; name: 'pi' | 'e' | 'i' }
  | { t: 'var'; name: string }
  | { t: 'neg' | 'fact'; a: WireExpr }
  | { t: 'fn'; name: string; a: WireExpr }
  | { t: 'add' | 'sub' | 'mul' | 'div' | 'pow'; a: WireExpr; b: WireExpr };

export function wire(expr: Expr): WireExpr {
  switch (expr.t) {
    case 'num':
      if (expr.v === Math.PI) return { t: 'const', name: 'pi' };
      if (expr.v === Math.E) return { t: 'const', name: 'e' };
      return expr;
    case 'var':
      return expr;
    case 'neg':
    case 'fact':
      return { t: expr.t, a: wire(expr.a) };
    case 'fn':
      return { t: 'fn', name: expr.name, a: wire(expr.a) };
    default:
      return { t: expr.t, a: wire(expr.a), b: wire(expr.b) };
  }
}

const CasNumber = z.object({
  tex: z.string().max(2000),
  plain: z.string().max(2000),
  value: z.number(),
  imag: z.number(),
  infinite: z.boolean().optional(),
});
export type CasNumber = z.infer<typeof CasNumber>;
const CasExpression = z.object({ tex: z.string().max(4000), plain: z.string().max(4000) });

const SolveAnswer = z.object({
  status: z.enum(['finite', 'infinite']),
  solutions: z.array(CasNumber).max(24),
});
const InequalityAnswer = z.object({
  status: z.enum(['intervals', 'other']),
  intervals: z
    .array(z.object({ low: CasNumber, high: CasNumber, lowClosed: z.boolean(), highClosed: z.boolean() }))
    .max(24),
  tex: z.string().max(4000),
});
const IntegrateAnswer = z.union([
  z.object({ status: z.literal('unevaluated') }),
  z.object({ status: z.literal('done'), antiderivative: CasExpression, value: CasNumber.optional() }),
]);
const AreaAnswer = z.union([
  z.object({ status: z.enum(['unevaluated', 'unbounded']) }),
  z.object({
    status: z.literal('done'),
    difference: CasExpression,
    edges: z.array(CasNumber).max(26),
    value: CasNumber,
  }),
]);
const InvestigateAnswer = z.union([
  z.object({ status: z.literal('other') }),
  z.object({
    status: z.literal('done'),
    /** the x-intercepts, null when the CAS cannot list them */
    zeros: z.array(CasNumber).max(12).nullable().optional(),
    /** f(0), null when 0 is outside the domain */
    yIntercept: CasNumber.nullable().optional(),
    domain: z.string().max(2000),
    excluded: z.array(CasNumber).max(12),
    derivative: CasExpression,
    critical: z.array(z.object({ x: CasNumber, y: CasNumber })).max(12),
    vertical: z.array(CasNumber).max(12),
    horizontal: z.array(CasNumber.extend({ side: z.enum(['+', '-']) })).max(2),
    slant: z.array(z.object({ line: CasExpression, side: z.enum(['+', '-']) })).max(2),
  }),
]);

const LogSolveAnswer = z.union([
  z.object({ status: z.literal('other') }),
  z.object({
    status: z.literal('done'),
    base: CasNumber,
    combined: CasExpression,
    rhs: CasNumber,
    arguments: z.array(CasExpression).max(24),
    candidates: z.array(z.object({ x: CasNumber, valid: z.boolean() })).max(12),
  }),
]);

export type SolveAnswer = z.infer<typeof SolveAnswer>;
export type LogSolveAnswer = z.infer<typeof LogSolveAnswer>;
export type InequalityAnswer = z.infer<typeof InequalityAnswer>;
export type IntegrateAnswer = z.infer<typeof IntegrateAnswer>;
export type AreaAnswer = z.infer<typeof AreaAnswer>;
export type InvestigateAnswer = z.infer<typeof InvestigateAnswer>;

export type CasResult<T> = { ok: true; value: T } | PoolFailure;

async function ask<T>(schema: z.ZodType<T>, request: Record<string, unknown>): Promise<CasResult<T>> {
  const answer = await casPool().call(request);
  if (!answer.ok) return answer;
  const parsed = schema.safeParse(answer.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'error', detail: 'shape' };
}

/** The CAS's operations; each answer is checked for shape here and for truth by the solver. */
export const cas = {
  /** real roots of f = 0, in `interval` when given */
  solve: (f: Expr, variable: string, interval?: [Expr, Expr]) =>
    ask(SolveAnswer, {
      op: 'solve',
      f: wire(f),
      var: variable,
      ...(interval ? { interval: interval.map(wire) } : {}),
    }),
  /** the real x where f rel 0 */
  inequality: (f: Expr, relation: '<' | '<=' | '>' | '>=', variable: string) =>
    ask(InequalityAnswer, { op: 'inequality', f: wire(f), rel: relation, var: variable }),
  /** an antiderivative, and the definite integral when bounds are given */
  integrate: (f: Expr, variable: string, bounds?: [Expr, Expr]) =>
    ask(IntegrateAnswer, {
      op: 'integrate',
      f: wire(f),
      var: variable,
      ...(bounds ? { bounds: bounds.map(wire) } : {}),
    }),
  /** the area between f and g (or the x-axis), between the bounds or between their crossings */
  area: (f: Expr, g: Expr | undefined, variable: string, bounds?: [Expr, Expr]) =>
    ask(AreaAnswer, {
      op: 'area',
      f: wire(f),
      var: variable,
      ...(g ? { g: wire(g) } : {}),
      ...(bounds ? { bounds: bounds.map(wire) } : {}),
    }),
  /** a sum of logarithms = a number, by the product rule: one log, the algebraic equation, its roots and which keep every argument > 0 */
  logSolve: (f: Expr, variable: string) =>
    ask(LogSolveAnswer, { op: 'log_solve', f: wire(f), var: variable }),
  /** domain, derivative, critical points and asymptotes of f */
  investigate: (f: Expr, variable: string) =>
    ask(InvestigateAnswer, { op: 'investigate', f: wire(f), var: variable }),
};
