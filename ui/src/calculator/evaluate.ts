/**
 * The calculator's evaluation: a minimal mathjs instance (numbers only, no matrices, units or
 * assignments), trigonometry in degrees, bounded input, and the 'Error' rule for anything that is
 * not a finite real number. This module pulls in mathjs, so the UI loads it lazily (in a worker).
 */
import {
  addDependencies,
  create,
  divideDependencies,
  evaluateDependencies,
  factorialDependencies,
  multiplyDependencies,
  powDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type FactoryFunctionMap,
} from 'mathjs/number';
import { checkExpression, normalizeExpression } from './limits';

// mathjs types every dependency map as optional; each of these exists in the number build.
function present(dependencies: FactoryFunctionMap | undefined): FactoryFunctionMap {
  if (!dependencies) throw new Error('mathjs/number is missing a calculator dependency');
  return dependencies;
}

const math = create({
  evaluateDependencies: present(evaluateDependencies),
  addDependencies: present(addDependencies),
  subtractDependencies: present(subtractDependencies),
  multiplyDependencies: present(multiplyDependencies),
  divideDependencies: present(divideDependencies),
  powDependencies: present(powDependencies),
  unaryMinusDependencies: present(unaryMinusDependencies),
  unaryPlusDependencies: present(unaryPlusDependencies),
  factorialDependencies: present(factorialDependencies),
});

const DEG = Math.PI / 180;

/** Rounds away binary noise so sin(30) is 0.5 and cos(90) is 0. */
function tidy(value: number): number {
  if (Math.abs(value) < 1e-12) return 0;
  return Number.parseFloat(value.toPrecision(15));
}

function sinDeg(x: number): number {
  return tidy(Math.sin(x * DEG));
}
function cosDeg(x: number): number {
  return tidy(Math.cos(x * DEG));
}

/** Functions the keypad offers, defined on plain numbers; trigonometry works in degrees. */
const calculatorFunctions = {
  sin: sinDeg,
  cos: cosDeg,
  // tan(90) divides by an exact 0 and so becomes Infinity, which the result rule turns into Error.
  tan: (x: number) => sinDeg(x) / cosDeg(x),
  asin: (x: number) => tidy(Math.asin(x) / DEG),
  acos: (x: number) => tidy(Math.acos(x) / DEG),
  atan: (x: number) => tidy(Math.atan(x) / DEG),
  sqrt: (x: number) => Math.sqrt(x),
  cbrt: (x: number) => Math.cbrt(x),
  log: (x: number) => Math.log10(x),
  ln: (x: number) => Math.log(x),
  exp: (x: number) => Math.exp(x),
  abs: (x: number) => Math.abs(x),
  pi: Math.PI,
  e: Math.E,
};
math.import(calculatorFunctions, { override: true });

/** The outcome of one evaluation. */
export type Evaluation = { ok: true; value: number } | { ok: false; reason: string };

/** Evaluates a calculator expression; `ans` is the previous answer. Never throws. */
export function evaluateExpression(input: string, ans = 0): Evaluation {
  const normalized = normalizeExpression(input);
  const refused = checkExpression(normalized);
  if (refused) return { ok: false, reason: refused };
  try {
    const value: unknown = math.evaluate(normalized, { ans });
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: 'not-finite' };
    return { ok: true, value };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
