/**
 * Calculus of trig functions as math lesson 15 asks it (docs/tutor.md "Triangles and trig functions"): a
 * derivative's value or a tangent at a point written with π or a root ("x = π/3", "x = √π", "בראשית"), a
 * body's velocity and acceleration from s(t) with when it first stops and its greatest speed, a function's
 * extrema, monotonicity and greatest and least values on an interval, and areas under a trig graph or between
 * two of them (between adjacent intersections too). Derivatives, tangents and areas go to the solver's own
 * kinds; the rest is verified here: each derivative against a numeric one, each critical point and stop
 * substituted back, a scan finding no other, and a fine grid of the interval finding no value beyond the
 * extremes.
 */
import type { MathNode } from 'mathjs';
import { extractBounds } from './recognize-math';
import { angleTex, intervalOf, numberOf, trigText } from './trig-functions';
import { fitWave } from './trig-wave';
import {
  agree,
  compiled,
  formatNumber,
  math,
  numericDerivative,
  readExpr,
  readMath,
  SolverStop,
  tex,
} from './math';
import type { Solution, Writer } from './types';
import { isRoot, noMissedRoots, scanRoots } from './verify';

export type TrigCalculusRequest =
  | { kind: 'derivative'; expression: string; at: string }
  | { kind: 'tangent'; expression: string; at: number }
  | { kind: 'area'; f: string; g?: string; bounds: [string, string] }
  | { kind: 'trig-motion'; s: string; variable: string; asks: MotionAsk[] }
  | {
      kind: 'trig-investigation';
      f: string;
      variable: string;
      interval: [string, string];
      asks: 'all' | 'max' | 'min';
    };

type MotionAsk = 'velocity' | 'acceleration' | 'stop' | 'maxSpeed';

const TRIG = /\\?(?:sin|cos|tan|tg)(?![a-z])/i;

/** The functions a message names (`f(x)=…`, `s(t)=…`, `y=…`), each up to the end of its math span or phrase. */
function named(text: string): { variable: string; body: string; span: string }[] {
  const found: { variable: string; body: string; span: string }[] = [];
  const label = /(?:\b[a-zA-Z]\s*\(\s*([a-z])\s*\)|\by)\s*=\s*/g;
  let match: RegExpExecArray | null;
  while ((match = label.exec(text))) {
    const tail = text.slice(match.index + match[0].length);
    const end = tail.search(
      /\$|[\u05D0-\u05EA]|[,;?]|\s(?:and|to|on|for|in|at|with|what|find|is|from|between)\b|\.(?!\d)|\b[yfgh]\s*(?:\([a-z]\))?\s*=/i,
    );
    const body = (end < 0 ? tail : tail.slice(0, end)).trim();
    if (body) found.push({ variable: match[1] ?? 'x', body, span: match[0] + body });
  }
  return found;
}

/** "בנקודה x=π/3", "והציבו x=√π", "at x = pi/6": a point written with π or a root (a plain number is calculus.ts's). */
const POINT =
  /(?:^|[\s,(])x\s*=\s*((?:\\frac\{[^{}]*\}\{[^{}]*\}|\\sqrt\{[^{}]*\}|\\pi|π|pi|sqrt\(?|[-\d./()])+)/i;
const ORIGIN = /בראשית|(?:at|through)\s+the\s+origin/i;

function pointOf(text: string): string | null {
  if (ORIGIN.test(text)) return '0';
  const found = POINT.exec(text);
  const point = found?.[1]?.trim();
  if (!point || !/π|pi|sqrt/i.test(point)) return null;
  return numberOf(point) === null ? null : point;
}

function motion(text: string, functions: ReturnType<typeof named>): TrigCalculusRequest | null {
  if (!/מהירות|תאוצה|velocity|speed|acceleration/i.test(text)) return null;
  const s = functions.find((each) => each.variable === 't' && TRIG.test(each.body));
  if (!s) return null;
  const asks: MotionAsk[] = [];
  const maxSpeed =
    /מהירות\s+(?:ה)?(?:מרבית|מירבית|מקסימלית|גדולה\s+ביותר)|(?:max(?:imum)?|greatest|top|highest)\s+speed/i;
  if (maxSpeed.test(text)) asks.push('maxSpeed');
  else if (/מהירות|velocity|speed/i.test(text)) asks.push('velocity');
  if (/תאוצה|acceleration/i.test(text)) asks.push('acceleration');
  if (/אפס|מתאפס|עוצר|zero|stops?\b|at\s+rest/i.test(text)) asks.push('stop');
  return { kind: 'trig-motion', s: s.body, variable: 't', asks };
}

const EXTREME_WORDS =
  /חקר|חקור|investigat|קיצון|extrem|עלייה|ירידה|increas|decreas|(?:ה)?ערך\s+(?:ה)?(?:נמוך|גבוה|גדול|קטן)|(?:lowest|highest|greatest|least|smallest|largest|min(?:imum)?|max(?:imum)?)\s+value|מינימום|מקסימום/i;

function investigation(text: string, functions: ReturnType<typeof named>): TrigCalculusRequest | null {
  if (!EXTREME_WORDS.test(text) || /שטח|area|משיק|tangent/i.test(text)) return null;
  const f = functions.find((each) => TRIG.test(each.body));
  if (!f) return null;
  const { bounds } = extractBounds(text.replace(f.span, ' ').replace(/\$/g, ' '));
  if (!bounds) return null;
  const investigate = /חקר|חקור|investigat|קיצון|extrem|עלייה|ירידה|increas|decreas/i.test(text);
  const asks = investigate ? 'all' : /נמוך|קטן|lowest|least|smallest|min/i.test(text) ? 'min' : 'max';
  return { kind: 'trig-investigation', f: f.body, variable: f.variable, interval: bounds, asks };
}

/** "בין שתי נקודות חיתוך סמוכות": the first two intersections at or after 0, from the general solution. */
function adjacentIntersections(f: string, g: string): [string, string] | null {
  try {
    const wave = fitWave(readExpr(`(${f})-(${g})`));
    if (!wave || wave.tan || wave.d !== 0) return null;
    // a·sin u + b·cos u = 0 ⇔ u = −atan2(b, a) + πk
    const u0 = -Math.atan2(wave.b, wave.a);
    const step = Math.PI / Math.abs(wave.B);
    const x0 = (u0 - wave.C) / wave.B;
    const first = ((x0 % step) + step) % step;
    return [angleTex(first), angleTex(first + step)];
  } catch {
    return null;
  }
}

function area(text: string, functions: ReturnType<typeof named>): TrigCalculusRequest | null {
  if (!/שטח|area/i.test(text)) return null;
  const trig = functions.filter((each) => TRIG.test(each.body));
  const [f, g] = trig;
  if (!f) return null;
  if (g && /נקודות\s+חיתוך\s+סמוכות|adjacent\s+(?:intersection|crossing)/i.test(text)) {
    const bounds = adjacentIntersections(f.body, g.body);
    return bounds ? { kind: 'area', f: f.body, g: g.body, bounds } : null;
  }
  let rest = text;
  for (const each of functions) rest = rest.replace(each.span, ' ');
  const plain = rest.replace(/\$/g, ' ').replace(/x\s*=\s*/g, '');
  const { bounds } = extractBounds(plain);
  if (!bounds) return null;
  return { kind: 'area', f: f.body, ...(g ? { g: g.body } : {}), bounds };
}

/** The trig-calculus question a message asks, or null. */
export function recognizeTrigCalculus(message: string): TrigCalculusRequest | null {
  const text = trigText(message, true);
  if (!TRIG.test(text)) return null;
  const functions = named(text);
  if (functions.length === 0) return null;
  const found = motion(text, functions) ?? area(text, functions) ?? investigation(text, functions);
  if (found) return found;
  const f = functions.find((each) => TRIG.test(each.body));
  if (!f || f.variable !== 'x') return null;
  const rest = text.replace(f.span, ' ');
  const at = pointOf(rest);
  if (at === null) return null;
  if (/משיק|tangent/i.test(text)) {
    const value = numberOf(at);
    return value === null ? null : { kind: 'tangent', expression: f.body, at: value };
  }
  if (/נגזרת|גזר|גוזר|derivative|differentiate|שיפוע|slope/i.test(text))
    return { kind: 'derivative', expression: f.body, at };
  return null;
}

/** f′ symbolically, checked against a numeric derivative at several points. */
function derived(node: MathNode, variable: string, input: string): MathNode {
  const derivative = math.simplify(math.derivative(node, variable));
  const f = compiled(derivative);
  let checked = 0;
  for (const x of [0.31, 0.87, 1.73, 2.41, 3.7, 5.2]) {
    const symbolic = f({ [variable]: x });
    const numeric = numericDerivative(node, variable, x);
    if (!Number.isFinite(symbolic) || !Number.isFinite(numeric)) continue;
    if (!agree(symbolic, numeric, 1e-5)) throw new SolverStop('unverified', input);
    checked += 1;
  }
  if (checked < 3) throw new SolverStop('unverified', input);
  return derivative;
}

/** The roots of g in [low, high]: exact from the general solution when g is a wave, else by a scan. */
function rootsOf(node: MathNode, variable: string, low: number, high: number): number[] {
  const found = scanRoots(node, variable, low, high, 4000);
  let exact: number[] | null = null;
  try {
    const wave = fitWave(readExpr(node.toString()));
    if (wave && !wave.tan && (wave.a === 0 || wave.b === 0)) {
      const coefficient = wave.a !== 0 ? wave.a : wave.b;
      const value = -wave.d / coefficient;
      if (Math.abs(value) <= 1) {
        const angle = wave.a !== 0 ? Math.asin(value) : Math.acos(value);
        const inU = wave.a !== 0 ? [angle, Math.PI - angle] : [angle, -angle];
        const step = (2 * Math.PI) / Math.abs(wave.B);
        exact = [];
        for (const u of inU) {
          const x0 = (u - wave.C) / wave.B;
          for (let k = Math.ceil((low - x0) / step - 1e-9); x0 + k * step <= high + 1e-9; k += 1)
            exact.push(x0 + k * step);
        }
      } else exact = [];
    }
  } catch {
    exact = null;
  }
  const roots = (exact ?? found)
    .map((x) => (Math.abs(x - Math.round(x)) < 1e-12 ? Math.round(x) : x))
    .sort((a, b) => a - b)
    .filter((x, i, all) => i === 0 || Math.abs(x - (all[i - 1] ?? 0)) > 1e-9);
  return roots;
}

function solveMotion(
  request: Extract<TrigCalculusRequest, { kind: 'trig-motion' }>,
  w: Writer,
  message: string,
): Solution {
  const v = request.variable;
  const s = readMath(request.s);
  const velocity = derived(s, v, message);
  const acceleration = derived(velocity, v, message);
  w.step('motion_position', {}, `s(${v})=${tex(s)}`);
  w.step('motion_velocity', {}, `v(${v})=s'(${v})=${tex(velocity)}`);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  const asks: readonly MotionAsk[] = request.asks.length > 0 ? request.asks : ['velocity', 'acceleration'];
  if (asks.includes('velocity')) answers.push(`v(${v})=${tex(velocity)}`);
  if (asks.includes('acceleration')) {
    w.step('motion_acceleration', {}, `a(${v})=v'(${v})=${tex(acceleration)}`);
    answers.push(`a(${v})=${tex(acceleration)}`);
  }
  if (asks.includes('stop')) {
    const roots = rootsOf(velocity, v, 1e-9, 200).filter((t) => t > 1e-9);
    const first = roots[0];
    const f = compiled(velocity);
    if (first === undefined || !isRoot(f, v, first))
      throw new SolverStop('unsupported', message.slice(0, 40));
    if (!noMissedRoots(scanRoots(velocity, v, 1e-6, first + 1e-9), [first]))
      throw new SolverStop('unverified', message.slice(0, 40));
    w.step(
      'motion_stop',
      {},
      `v(${v})=0\\;\\Rightarrow\\;${v}=${angleTex(first)}\\approx ${formatNumber(first)}`,
    );
    values.stop = first;
    answers.push(`${v}=${angleTex(first)}\\approx ${formatNumber(first)}`);
  }
  if (asks.includes('maxSpeed')) {
    const wave = fitWave(readExpr(velocity.toString()));
    if (!wave || wave.tan) throw new SolverStop('unsupported', message.slice(0, 40));
    const top = Math.hypot(wave.a, wave.b) + Math.abs(wave.d);
    const f = compiled(velocity);
    const period = (2 * Math.PI) / Math.abs(wave.B);
    const grid = Array.from({ length: 4001 }, (_, i) => Math.abs(f({ [v]: (i * period) / 4000 })));
    if (Math.max(...grid) > top * (1 + 1e-9) || Math.max(...grid) < top * (1 - 1e-4))
      throw new SolverStop('unverified', message.slice(0, 40));
    w.step('motion_max_speed', {}, `|v|_{\\max}=${formatNumber(top)}`);
    values.maxSpeed = top;
    answers.push(`|v|_{\\max}=${formatNumber(top)}`);
  }
  w.step('check_motion', {});
  return {
    kind: 'trig-motion',
    reply: w.walkthrough(
      w.say('problem_motion', { position: `$s(${v})=${tex(s)}$` }),
      `$${answers.join(',\\quad ')}$`,
    ),
    values,
  };
}

function solveInvestigation(
  request: Extract<TrigCalculusRequest, { kind: 'trig-investigation' }>,
  w: Writer,
  message: string,
): Solution {
  const stop = (kind: 'unsupported' | 'unverified') => new SolverStop(kind, message.slice(0, 40));
  const v = request.variable;
  const node = readMath(request.f);
  const bounds = intervalOf(request.interval);
  if (!bounds) throw stop('unsupported');
  const [low, high] = bounds;
  const f = compiled(node);
  const at = (x: number) => f({ [v]: x });
  const derivative = derived(node, v, message);
  const slope = compiled(derivative);
  w.step('trig_investigation_derivative', {}, `f'(${v})=${tex(derivative)}`);
  const critical = rootsOf(derivative, v, low, high).filter((x) => x > low + 1e-9 && x < high - 1e-9);
  if (!critical.every((x) => isRoot(slope, v, x))) throw stop('unverified');
  if (!noMissedRoots(scanRoots(derivative, v, low, high, 4000), critical)) throw stop('unverified');
  if (!Number.isFinite(at(low)) || !Number.isFinite(at(high))) throw stop('unsupported');
  w.step(
    'trig_investigation_critical',
    { interval: `$${angleTex(low)}\\le ${v}\\le ${angleTex(high)}$` },
    critical.map((x) => `${v}=${angleTex(x)}`).join(',\\ ') || '\\emptyset',
  );
  // the sign of f′ between consecutive points decides rising or falling, and each point's type
  const cuts = [low, ...critical, high];
  const signs = cuts.slice(1).map((x, i) => Math.sign(slope({ [v]: ((cuts[i] ?? low) + x) / 2 })));
  const pieces = signs.map((sign, i) => ({
    from: cuts[i] ?? low,
    to: cuts[i + 1] ?? high,
    rising: sign > 0,
  }));
  const extrema = critical
    .map((x, i) => ({
      x,
      y: at(x),
      type: signs[i] !== signs[i + 1] ? ((signs[i] ?? 0) > 0 ? 'max' : 'min') : 'none',
    }))
    .filter((point) => point.type !== 'none');
  const candidates = [
    { x: low, y: at(low) },
    ...critical.map((x) => ({ x, y: at(x) })),
    { x: high, y: at(high) },
  ];
  const greatest = candidates.reduce((best, point) => (point.y > best.y ? point : best));
  const least = candidates.reduce((best, point) => (point.y < best.y ? point : best));
  // a fine grid of the interval finds no value beyond them
  const grid = Array.from({ length: 4001 }, (_, i) => at(low + ((high - low) * i) / 4000));
  const scale = Math.max(1, Math.abs(greatest.y), Math.abs(least.y));
  if (grid.some((y) => !Number.isFinite(y) || y > greatest.y + 1e-9 * scale || y < least.y - 1e-9 * scale))
    throw stop('unverified');
  const point = (x: number, y: number) => `\\left(${angleTex(x)},${formatNumber(y)}\\right)`;
  for (const extreme of extrema)
    w.step(
      extreme.type === 'max' ? 'trig_investigation_max' : 'trig_investigation_min',
      {},
      point(extreme.x, extreme.y),
    );
  const interval = (piece: { from: number; to: number }) =>
    `${angleTex(piece.from)}<${v}<${angleTex(piece.to)}`;
  const rising = pieces.filter((piece) => piece.rising).map(interval);
  const falling = pieces.filter((piece) => !piece.rising).map(interval);
  if (rising.length > 0) w.step('trig_investigation_rising', {}, rising.join(',\\ '));
  if (falling.length > 0) w.step('trig_investigation_falling', {}, falling.join(',\\ '));
  w.step(
    'trig_investigation_ends',
    {},
    `f(${angleTex(low)})=${formatNumber(at(low))},\\quad f(${angleTex(high)})=${formatNumber(at(high))}`,
  );
  w.step('check_trig_investigation', {});
  const values: Record<string, number> = { max: greatest.y, min: least.y, xMax: greatest.x, xMin: least.x };
  extrema.forEach((extreme, i) => {
    values[`x${i + 1}`] = extreme.x;
    values[`y${i + 1}`] = extreme.y;
  });
  const globalMax = `\\max=${formatNumber(greatest.y)}\\ (${v}=${angleTex(greatest.x)})`;
  const globalMin = `\\min=${formatNumber(least.y)}\\ (${v}=${angleTex(least.x)})`;
  const answer =
    request.asks === 'max'
      ? globalMax
      : request.asks === 'min'
        ? globalMin
        : [
            ...extrema.map(
              (extreme) =>
                `${extreme.type === 'max' ? '\\nearrow\\searrow' : '\\searrow\\nearrow'}\\ ${point(extreme.x, extreme.y)}`,
            ),
            globalMax,
            globalMin,
          ].join(',\\quad ');
  return {
    kind: 'function-investigation',
    reply: w.walkthrough(
      w.say('problem_trig_investigation', { expression: `$f(${v})=${tex(node)}$` }),
      `$${answer}$`,
    ),
    values,
  };
}

export function solveTrigCalculus(
  request: Extract<TrigCalculusRequest, { kind: 'trig-motion' | 'trig-investigation' }>,
  w: Writer,
  message: string,
): Solution {
  return request.kind === 'trig-motion'
    ? solveMotion(request, w, message)
    : solveInvestigation(request, w, message);
}
