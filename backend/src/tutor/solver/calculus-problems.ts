/**
 * Solves the calculus lessons' templates (recognize-calculus.ts, docs/tutor.md "Calculus as the lessons ask
 * it"). Each solver checks what it shows: derivatives against numeric slopes, roots of f′ by substitution and
 * a scan for missed ones, an extremum against a dense sampling of the function, integrals by Simpson's rule.
 */
import type { MathNode } from 'mathjs';
import { cas } from '../cas';
import {
  solveAdditivity,
  solveAntiderivativeAt,
  solveAreaParameter,
  solveIntegralBound,
} from './antiderivatives';
import { derive, solveDerivative, solveTangent } from './calculus';
import { solveDomain } from './domain';
import { solveArea, solveIntegralCas } from './integrals';
import { solveInvestigation } from './investigation';
import {
  agree,
  compiled,
  formatNumber,
  fromExpr,
  math,
  numberTex,
  numericDerivative,
  plain,
  polynomialCoefficients,
  readExpr,
  readMath,
  SolverStop,
  tex,
  valueAt,
  variablesOf,
} from './math';
import type { CalculusRequest, MotionAsk, Optimization } from './recognize-calculus';
import type { Solution, Writer } from './types';
import { casValue, isRoot, noMissedRoots, scanRoots } from './verify';
import { solveVolume } from './volumes';

function oneVariable(node: MathNode, input: string, fallback = 'x'): string {
  const names = variablesOf(node);
  if (names.length > 1) throw new SolverStop('unreadable', input);
  return names[0] ?? fallback;
}

/** The real zeros of a checked derivative in [low, high]: the CAS's, each a root, none missed by a scan. */
async function zerosIn(
  node: MathNode,
  variable: string,
  low: number,
  high: number,
  input: string,
): Promise<number[]> {
  const answer = casValue(await cas.solve(readExpr(plain(node)), variable), input);
  if (answer.status !== 'finite') throw new SolverStop('unsupported', input);
  const f = compiled(node);
  const zeros = answer.solutions
    .filter((point) => point.imag === 0 && point.value >= low && point.value <= high)
    .map((point) => point.value)
    .sort((a, b) => a - b);
  if (!zeros.every((x) => isRoot(f, variable, x))) throw new SolverStop('unverified', input);
  if (!noMissedRoots(scanRoots(node, variable, Math.max(low, -60), Math.min(high, 60)), zeros))
    throw new SolverStop('unverified', input);
  return zeros;
}

/** Several functions, each differentiated and checked as one derivative is. */
function solveDerivatives(functions: { name: string; body: string }[], w: Writer): Solution {
  const answers: string[] = [];
  for (const { name, body } of functions)
    answers.push(solveDerivative(body, w, undefined, 1, name).reply.answer ?? '');
  return {
    kind: 'derivative',
    reply: w.walkthrough(w.say('problem_derivatives'), answers.join(', ')),
    values: {},
  };
}

/** Several indefinite integrals, each checked as one is. */
async function solveIntegrals(bodies: string[], w: Writer): Promise<Solution> {
  const answers: string[] = [];
  for (const body of bodies) {
    const solution = await solveIntegralCas(body, undefined, w);
    answers.push(
      `$\\int\\left(${tex(readMath(body))}\\right)dx=${(solution.reply.answer ?? '').replace(/^\$|\$$/g, '')}$`,
    );
  }
  return {
    kind: 'indefinite-integral',
    reply: w.walkthrough(w.say('problem_integrals'), answers.join(', ')),
    values: {},
  };
}

/** The tangent(s) with a given slope (parallel to a line): f′(x) = m solved, each point and line checked. */
async function solveTangentSlope(
  request: { f: string; slope: string; parallel: boolean },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const node = readMath(request.f);
  const variable = oneVariable(node, input);
  const line = readMath(request.slope);
  const coefficients = polynomialCoefficients(line, oneVariable(line, request.slope));
  if (!coefficients || coefficients.length > 2) throw new SolverStop('unreadable', request.slope);
  const m = request.parallel ? (coefficients[1] ?? 0) : (coefficients[0] ?? 0);
  if (request.parallel && m === 0 && coefficients.length === 1 && variablesOf(line).length > 0)
    throw new SolverStop('unreadable', request.slope);
  const derivative = derive(node, variable, input);
  const equation = new math.OperatorNode('-', 'subtract', [derivative, new math.ConstantNode(m)]);
  const points = await zerosIn(equation, variable, -Infinity, Infinity, input);
  const f = compiled(node);
  const found = points
    .map((x0) => ({ x0, y0: f({ [variable]: x0 }) }))
    .filter(({ y0 }) => Number.isFinite(y0));
  if (found.length === 0) throw new SolverStop('unsupported', input);
  for (const { x0 } of found)
    if (!agree(numericDerivative(node, variable, x0), m, 1e-5)) throw new SolverStop('unverified', input);
  const fTex = tex(node);
  w.step(
    request.parallel ? 'tangent_parallel_start' : 'tangent_slope_start',
    { slope: `$${numberTex(m)}$` },
    `f(${variable})=${fTex}`,
  );
  w.step('tangent_slope_equation', {}, `f'(${variable})=${tex(derivative)}=${numberTex(m)}`);
  const lines = found.map(({ x0, y0 }) => {
    const b = y0 - m * x0;
    const lineTex = `y=${m === 0 ? '' : m === 1 ? 'x' : m === -1 ? '-x' : `${numberTex(m)}x`}${b === 0 ? (m === 0 ? '0' : '') : b > 0 ? `${m === 0 ? '' : '+'}${numberTex(b)}` : `-${numberTex(-b)}`}`;
    return { x0, y0, b, lineTex };
  });
  w.step(
    'tangent_slope_points',
    {},
    lines.map(({ x0, y0 }) => `(${numberTex(x0)},\\ ${numberTex(y0)})`).join(',\\quad '),
  );
  if (request.parallel)
    w.step('tangent_parallel_lines', {}, lines.map(({ lineTex }) => lineTex).join(',\\quad '));
  w.step('check_tangent_slope', {});
  const values: Record<string, number> = {};
  lines.forEach(({ x0, y0, b }, i) => {
    values[`x${i + 1}`] = x0;
    values[`y${i + 1}`] = y0;
    if (request.parallel) values[`intercept${i + 1}`] = b;
  });
  const only = lines.length === 1 ? lines[0] : undefined;
  return {
    kind: 'tangent',
    reply: w.walkthrough(
      w.say('problem_tangent_slope', { expression: `$${fTex}$`, slope: `$${numberTex(m)}$` }),
      request.parallel
        ? lines.map(({ lineTex }) => `$${lineTex}$`).join(', ')
        : lines.map(({ x0, y0 }) => `$(${numberTex(x0)},\\ ${numberTex(y0)})$`).join(', '),
    ),
    values,
    ...(only && request.parallel
      ? { result: `y=${formatNumber(m, 12)}x+(${formatNumber(only.b, 12)})` }
      : {}),
  };
}

/** Where f decreases (or increases): the investigation, with the asked intervals as the result. */
async function solveMonotonic(
  f: string,
  direction: 'increasing' | 'decreasing',
  w: Writer,
): Promise<Solution> {
  const solution = await solveInvestigation(f, w, direction);
  if (solution.result === undefined) throw new SolverStop('unsupported', f);
  return solution;
}

/** The largest or smallest value of f (on an interval when given): candidates checked against a dense sampling. */
async function solveExtremeValue(
  request: { f: string; want: 'max' | 'min'; interval?: [string, string] },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const expr = readExpr(request.f);
  const node = fromExpr(expr);
  const variable = oneVariable(node, input);
  const f = compiled(node);
  const at = (x: number) => f({ [variable]: x });
  const [low, high] = request.interval
    ? request.interval.map((bound) => compiled(fromExpr(readExpr(bound)))())
    : [-Infinity, Infinity];
  if (low === undefined || high === undefined || Number.isNaN(low) || Number.isNaN(high) || !(high > low))
    throw new SolverStop('unreadable', input);
  const answer = casValue(await cas.investigate(expr, variable), input);
  if (answer.status !== 'done') throw new SolverStop('unsupported', input);
  const critical = answer.critical.map((point) => point.x.value).filter((x) => x >= low && x <= high);
  for (const x of critical)
    if (Math.abs(numericDerivative(node, variable, x)) > 1e-5 * Math.max(1, Math.abs(at(x))))
      throw new SolverStop('unverified', input);
  const edges = [...answer.excluded.map((point) => point.value), low, high].filter(
    (x) => Number.isFinite(x) && x >= low && x <= high && Number.isFinite(at(x)),
  );
  const candidates = [...critical, ...edges].filter((x) => Number.isFinite(at(x)));
  if (candidates.length === 0) throw new SolverStop('unsupported', input);
  const better = (a: number, b: number) => (request.want === 'max' ? a > b : a < b);
  let best = candidates[0] ?? 0;
  for (const x of candidates) if (better(at(x), at(best))) best = x;
  const value = at(best);
  // No sampled point beats it: a dense grid of the interval (or of [−60, 60] and far out).
  const from = Number.isFinite(low) ? low : -60;
  const to = Number.isFinite(high) ? high : 60;
  const samples = Array.from({ length: 10001 }, (_, i) => from + ((to - from) * i) / 10000);
  if (!Number.isFinite(low)) samples.push(-1e3, -1e6);
  if (!Number.isFinite(high)) samples.push(1e3, 1e6);
  const tolerance = 1e-9 * Math.max(1, Math.abs(value));
  for (const x of samples) {
    const y = at(x);
    if (Number.isFinite(y) && better(y, value + (request.want === 'max' ? tolerance : -tolerance)))
      throw new SolverStop('unverified', input);
  }
  const fTex = tex(node);
  const point = answer.critical.find((p) => agree(p.x.value, best, 1e-12));
  const xTex = point?.x.tex ?? numberTex(best);
  const yTex = point?.y.tex ?? numberTex(value);
  w.step(
    'extreme_start',
    {},
    `f(${variable})=${fTex}${request.interval ? `,\\quad ${numberTex(low)}\\le ${variable}\\le ${numberTex(high)}` : ''}`,
  );
  w.step('derivative_result', {}, `f'(${variable})=${answer.derivative.tex}`);
  w.step(
    'extreme_candidates',
    {},
    candidates.map((x) => `f(${numberTex(x)})=${formatNumber(at(x), 6)}`).join(',\\quad '),
  );
  w.step(request.want === 'max' ? 'extreme_max' : 'extreme_min', {}, `f(${xTex})=${yTex}`);
  w.step('check_extreme', {});
  return {
    kind: 'function-investigation',
    reply: w.walkthrough(
      w.say(request.want === 'max' ? 'problem_extreme_max' : 'problem_extreme_min', {
        f: `$f(${variable})=${fTex}$`,
      }),
      `$${yTex}$${/^-?\d+$/.test(yTex) ? '' : ` (≈ ${formatNumber(value, 4)})`}`,
    ),
    values: { value, x1: best, y1: value },
  };
}

/** Velocity and acceleration as derivatives of the position; when it stops; its highest point. */
async function solveMotion(
  request: { f: string; variable: string; ask: MotionAsk },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const node = readMath(request.f);
  const variable = oneVariable(node, input, request.variable);
  const velocity = derive(node, variable, input);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  const fTex = tex(node);
  w.step('motion_start', {}, `s(${variable})=${fTex}`);
  w.step('motion_velocity', {}, `v(${variable})=s'(${variable})=${tex(velocity)}`);
  const { ask } = request;
  if (ask.velocityAt !== undefined) {
    const t = Number(ask.velocityAt);
    const v = valueAt(velocity, { [variable]: t });
    if (!agree(v, numericDerivative(node, variable, t), 1e-5)) throw new SolverStop('unverified', input);
    w.step('motion_velocity_at', {}, `v(${numberTex(t)})=${numberTex(v)}`);
    values.velocity = v;
    answers.push(`$v(${numberTex(t)})=${numberTex(v)}$`);
  }
  if (ask.accelerationAt !== undefined) {
    const t = Number(ask.accelerationAt);
    const acceleration = derive(velocity, variable, input);
    const a = valueAt(acceleration, { [variable]: t });
    if (!agree(a, numericDerivative(velocity, variable, t), 1e-5)) throw new SolverStop('unverified', input);
    w.step(
      'motion_acceleration',
      {},
      `a(${variable})=v'(${variable})=${tex(acceleration)},\\quad a(${numberTex(t)})=${numberTex(a)}`,
    );
    values.acceleration = a;
    answers.push(`$a(${numberTex(t)})=${numberTex(a)}$`);
  }
  if (ask.stops || ask.highest) {
    const zeros = (await zerosIn(velocity, variable, 0, Infinity, input)).filter((t) => t > 1e-12);
    if (zeros.length === 0) throw new SolverStop('unsupported', input);
    if (ask.stops) {
      const times = ask.stops === 'first' ? zeros.slice(0, 1) : zeros;
      w.step(
        ask.stops === 'first' ? 'motion_stops_first' : 'motion_stops',
        {},
        times.map((t) => `${variable}=${numberTex(t)}`).join(',\\quad '),
      );
      times.forEach((t, i) => {
        values[`t${i + 1}`] = t;
      });
      answers.push(`$${times.map((t) => `${variable}=${numberTex(t)}`).join(',\\ ')}$`);
    }
    if (ask.highest) {
      // the top: v changes from + to − there, and s there is the largest sampled value
      const top = zeros.find(
        (t) =>
          valueAt(velocity, { [variable]: t - 1e-3 }) > 0 && valueAt(velocity, { [variable]: t + 1e-3 }) < 0,
      );
      if (top === undefined) throw new SolverStop('unsupported', input);
      const height = valueAt(node, { [variable]: top });
      const s = compiled(node);
      for (let i = 0; i <= 4000; i += 1) {
        const t = (2 * top * i) / 4000;
        if (s({ [variable]: t }) > height + 1e-9 * Math.max(1, Math.abs(height)))
          throw new SolverStop('unverified', input);
      }
      w.step(
        'motion_highest',
        {},
        `${variable}=${numberTex(top)},\\quad s(${numberTex(top)})=${numberTex(height)}`,
      );
      values.topTime = top;
      values.height = height;
      answers.push(`$${variable}=${numberTex(top)}$`, `$s(${numberTex(top)})=${numberTex(height)}$`);
    }
  }
  w.step('check_numeric_derivative', {});
  return {
    kind: 'motion',
    reply: w.walkthrough(w.say('problem_motion', { f: `$s(${variable})=${fTex}$` }), answers.join(', ')),
    values,
  };
}

/** The function, its interval and a sentence for each extremum template. */
function template(request: Optimization): {
  source: string;
  low: number;
  high: number;
  key: string;
  params: Record<string, string>;
} {
  switch (request.template) {
    case 'fence':
      return {
        source: `x*(${request.fence}-2*x)`,
        low: 0,
        high: request.fence / 2,
        key: 'optimization_fence',
        params: { fence: formatNumber(request.fence) },
      };
    case 'box':
      return {
        source: `x*(${request.side}-2*x)^2`,
        low: 0,
        high: request.side / 2,
        key: 'optimization_box',
        params: { side: formatNumber(request.side) },
      };
    case 'product':
      return {
        source: `x^2*(${request.sum}-x)`,
        low: 0,
        high: request.sum,
        key: 'optimization_product',
        params: { sum: formatNumber(request.sum) },
      };
  }
}

/** An extremum word problem: f′ = 0 inside the interval, the maximum checked against a dense sampling. */
async function solveOptimization(request: Optimization, w: Writer): Promise<Solution> {
  const { source, low, high, key, params } = template(request);
  const node = readMath(source);
  const derivative = derive(node, 'x', source);
  const zeros = (await zerosIn(derivative, 'x', low, high, source)).filter((x) => x > low && x < high);
  const f = compiled(node);
  const [best] = zeros.map((x) => ({ x, value: f({ x }) })).sort((a, b) => b.value - a.value);
  if (!best) throw new SolverStop('unsupported', source);
  for (let i = 1; i < 20000; i += 1) {
    const x = low + ((high - low) * i) / 20000;
    if (f({ x }) > best.value + 1e-9 * Math.max(1, best.value)) throw new SolverStop('unverified', source);
  }
  const other =
    request.template === 'fence'
      ? request.fence - 2 * best.x
      : request.template === 'product'
        ? request.sum - best.x
        : undefined;
  w.step(
    key,
    params,
    `${request.template === 'box' ? 'V' : 'S'}(x)=${tex(node)},\\quad ${numberTex(low)}<x<${numberTex(high)}`,
  );
  w.step(
    'optimization_derivative',
    {},
    `${request.template === 'box' ? 'V' : 'S'}'(x)=${tex(derivative)}=0\\;\\Rightarrow\\;x=${numberTex(best.x)}`,
  );
  w.step(
    'optimization_maximum',
    {},
    `${request.template === 'box' ? 'V' : 'S'}(${numberTex(best.x)})=${numberTex(best.value)}`,
  );
  w.step('check_optimization', {});
  const answer =
    request.template === 'fence'
      ? `$${numberTex(best.x)}\\times ${numberTex(other ?? 0)}$, $S=${numberTex(best.value)}$`
      : request.template === 'box'
        ? `$x=${numberTex(best.x)}$, $V=${numberTex(best.value)}$`
        : `$x=${numberTex(best.x)},\\ y=${numberTex(other ?? 0)}$, $x^2y=${numberTex(best.value)}$`;
  return {
    kind: 'optimization',
    reply: w.walkthrough(w.say('problem_optimization', {}), answer),
    values: { x: best.x, value: best.value, ...(other !== undefined ? { other } : {}) },
  };
}

export async function solveCalculus(request: CalculusRequest, w: Writer): Promise<Solution> {
  switch (request.kind) {
    case 'volume':
      return solveVolume(request, w);
    case 'domain':
      return solveDomain(request.f, w);
    case 'antiderivative-at':
      return solveAntiderivativeAt(request, w);
    case 'integral-bound':
      return solveIntegralBound(request, w);
    case 'additivity':
      return solveAdditivity(request, w);
    case 'rate-amount':
      return solveIntegralCas(request.f, request.bounds, w);
    case 'area-between':
      return solveArea(request.f, request.g, undefined, w);
    case 'area-parameter':
      return solveAreaParameter(request, w);
    case 'derivatives':
      return solveDerivatives(request.functions, w);
    case 'integrals':
      return solveIntegrals(request.bodies, w);
    case 'tangent-slope':
      return solveTangentSlope(request, w);
    case 'tangent-at':
      return solveTangent(request.f, request.at, w);
    case 'monotonic':
      return solveMonotonic(request.f, request.direction, w);
    case 'extreme-value':
      return solveExtremeValue(request, w);
    case 'motion':
      return solveMotion(request, w);
    case 'optimization':
      return solveOptimization(request, w);
  }
}
