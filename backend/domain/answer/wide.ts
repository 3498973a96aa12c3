/**
 * Evaluation with a wide range, for comparing expressions: a value is kept as its sign and the natural
 * log of its size, so `(x-a)^6000` at x − a = 0.5 is e^(−4159) and not 0, and `(x-a)^6000` and
 * `(x-a)^5999` stay apart instead of both overflowing to ∞ or underflowing to 0. Pure and budgeted like
 * `evaluate`: one unit of work per node, NaN when the budget runs out or the value is out of reach.
 */
import { FUNCTIONS, type Budget, type Expr } from './expr';
import { MAX_FACTORIAL_WIDE, MAX_LOG_SIZE } from './limits';

/** sign ∈ {−1, 0, 1} (NaN: no value); log = ln|value| (−∞ for zero). */
export type Wide = { sign: number; log: number };

export const NO_VALUE: Wide = { sign: Number.NaN, log: Number.NaN };
const ZERO: Wide = { sign: 0, log: Number.NEGATIVE_INFINITY };
/** Beyond this log size a value does not fit a double (e^709 ≈ 8e307). */
const DOUBLE_LOG = 700;

export function fromNumber(value: number): Wide {
  if (!Number.isFinite(value)) return NO_VALUE;
  if (value === 0) return ZERO;
  return { sign: Math.sign(value), log: Math.log(Math.abs(value)) };
}

export function hasValue(value: Wide): boolean {
  return !Number.isNaN(value.sign);
}

/** The value as a double, when it fits one; NaN otherwise. */
export function toNumber(value: Wide): number {
  if (!hasValue(value)) return Number.NaN;
  if (value.sign === 0) return 0;
  return Math.abs(value.log) < DOUBLE_LOG ? value.sign * Math.exp(value.log) : Number.NaN;
}

/** Whether the value fits a double, so the plain comparison applies. */
export function fitsDouble(value: Wide): boolean {
  return hasValue(value) && (value.sign === 0 || Math.abs(value.log) < DOUBLE_LOG);
}

function checked(sign: number, log: number): Wide {
  if (Number.isNaN(log) || Math.abs(log) > MAX_LOG_SIZE)
    return log === Number.NEGATIVE_INFINITY ? ZERO : NO_VALUE;
  return { sign, log };
}

export function add(a: Wide, b: Wide): Wide {
  if (!hasValue(a) || !hasValue(b)) return NO_VALUE;
  if (a.sign === 0) return b;
  if (b.sign === 0) return a;
  const [big, small] = a.log >= b.log ? [a, b] : [b, a];
  const gap = small.log - big.log;
  if (big.sign === small.sign) return checked(big.sign, big.log + Math.log1p(Math.exp(gap)));
  const left = -Math.expm1(gap);
  return left <= 0 ? ZERO : checked(big.sign, big.log + Math.log(left));
}

export function negate(a: Wide): Wide {
  return hasValue(a) ? { sign: -a.sign, log: a.log } : NO_VALUE;
}

export function multiply(a: Wide, b: Wide): Wide {
  if (!hasValue(a) || !hasValue(b)) return NO_VALUE;
  if (a.sign === 0 || b.sign === 0) return ZERO;
  return checked(a.sign * b.sign, a.log + b.log);
}

export function divide(a: Wide, b: Wide): Wide {
  if (!hasValue(a) || !hasValue(b) || b.sign === 0) return NO_VALUE;
  if (a.sign === 0) return ZERO;
  return checked(a.sign * b.sign, a.log - b.log);
}

function power(base: Wide, exponent: Wide | number): Wide {
  // A literal exponent is used as written: through exp(log(6000)) it would come back as 5999.999….
  const raw = typeof exponent === 'number' ? exponent : toNumber(exponent);
  const whole = Math.round(raw);
  const n = Math.abs(raw - whole) <= 1e-12 * Math.max(1, Math.abs(raw)) ? whole : raw;
  if (!hasValue(base) || !Number.isFinite(n)) return NO_VALUE;
  if (base.sign === 0) return n > 0 ? ZERO : n === 0 ? fromNumber(1) : NO_VALUE;
  if (base.sign > 0) return checked(1, n * base.log);
  // A negative base has a real power only for a whole exponent (as Math.pow).
  if (!Number.isInteger(n)) return NO_VALUE;
  return checked(n % 2 === 0 ? 1 : -1, n * base.log);
}

/** ln Γ(z) for z > 0 (Lanczos, g = 7): n! = Γ(n + 1), so a factorial of a variable has values between whole numbers. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * z))) - logGamma(1 - z);
  const x = z - 1;
  let sum = LANCZOS[0] ?? 1;
  for (let k = 1; k < LANCZOS.length; k += 1) sum += (LANCZOS[k] ?? 0) / (x + k);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

function factorial(a: Wide): Wide {
  const n = toNumber(a);
  if (!Number.isFinite(n) || n <= -1 || n > MAX_FACTORIAL_WIDE) return NO_VALUE;
  if (Number.isInteger(n)) {
    let log = 0;
    for (let k = 2; k <= Math.min(n, 20); k += 1) log += Math.log(k);
    return n <= 20 ? { sign: 1, log } : checked(1, logGamma(n + 1));
  }
  return checked(1, logGamma(n + 1));
}

function applyFunction(name: keyof typeof FUNCTIONS, a: Wide): Wide {
  if (!hasValue(a)) return NO_VALUE;
  switch (name) {
    case 'exp':
      return fitsDouble(a) ? checked(1, toNumber(a)) : NO_VALUE;
    case 'ln':
      return a.sign > 0 ? fromNumber(a.log) : NO_VALUE;
    case 'log':
      return a.sign > 0 ? fromNumber(a.log / Math.LN10) : NO_VALUE;
    case 'sqrt':
      return a.sign < 0 ? NO_VALUE : checked(a.sign, a.log / 2);
    case 'cbrt':
      return checked(a.sign, a.log / 3);
    case 'abs':
      return { sign: Math.abs(a.sign), log: a.log };
    default:
      return fromNumber(FUNCTIONS[name](toNumber(a)));
  }
}

/** The value at a point in the wide range; NO_VALUE outside the domain or when the budget runs out. */
export function evaluateWide(expr: Expr, scope: ReadonlyMap<string, number>, budget: Budget): Wide {
  budget.left -= 1;
  if (budget.left < 0) return NO_VALUE;
  switch (expr.t) {
    case 'num':
      return fromNumber(expr.v);
    case 'var':
      return fromNumber(scope.get(expr.name) ?? Number.NaN);
    case 'neg':
      return negate(evaluateWide(expr.a, scope, budget));
    case 'fact':
      return factorial(evaluateWide(expr.a, scope, budget));
    case 'fn':
      return applyFunction(expr.name, evaluateWide(expr.a, scope, budget));
    case 'add':
      return add(evaluateWide(expr.a, scope, budget), evaluateWide(expr.b, scope, budget));
    case 'sub':
      return add(evaluateWide(expr.a, scope, budget), negate(evaluateWide(expr.b, scope, budget)));
    case 'mul':
      return multiply(evaluateWide(expr.a, scope, budget), evaluateWide(expr.b, scope, budget));
    case 'div':
      return divide(evaluateWide(expr.a, scope, budget), evaluateWide(expr.b, scope, budget));
    case 'pow':
      return power(
        evaluateWide(expr.a, scope, budget),
        expr.b.t === 'num' ? expr.b.v : evaluateWide(expr.b, scope, budget),
      );
  }
}

/** Whether two values agree: as doubles (relative 1e-6, absolute near zero) or, when out of range, by sign and log size. */
export function agree(left: Wide, right: Wide): boolean {
  if (fitsDouble(left) && fitsDouble(right)) {
    const l = toNumber(left);
    const r = toNumber(right);
    return Math.abs(l - r) <= 1e-6 * Math.max(Math.abs(l), Math.abs(r), 1);
  }
  return left.sign === right.sign && Math.abs(left.log - right.log) <= 1e-6;
}
