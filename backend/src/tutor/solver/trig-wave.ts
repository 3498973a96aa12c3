/**
 * A wave y = a·sin(Bx+C) + b·cos(Bx+C) + d, or a·tan(Bx+C) + d (math lesson 14, docs/tutor.md "Triangles and
 * trig functions"): its amplitude, period, range, greatest and least values and where an interval has them
 * (a tide's high and low water), when it reaches a level and at how many points, and the general solution of
 * an equation of that shape ("sin(2x − π/3) = √3/2"). The shape is read, not assumed: the coefficients are
 * fitted at three points and must give the function back at five others. Verified numerically: the period
 * shifts the function onto itself, a scan of the interval finds no value beyond the extremes, every point
 * and root is substituted back, and a scan finds no root outside the families.
 */
import type { Expr } from '../../../domain/answer/expr';
import { extractBounds } from './recognize-math';
import { angleTex, intervalOf, numberOf, trigText } from './trig-functions';
import { agree, compiled, formatNumber, fromExpr, readExpr, SolverStop, tex } from './math';
import type { Solution, Writer } from './types';
import { isRoot, noMissedRoots, scanRoots } from './verify';

type Ask = 'amplitude' | 'period' | 'range' | 'max' | 'min' | 'points' | 'count' | 'level';

export type WaveRequest =
  | {
      ask: 'graph';
      f: string;
      variable: string;
      asks: Ask[];
      interval?: [string, string];
      level?: number;
      /** when the wave is above (or below) the level, not where it equals it */
      side?: 'above' | 'below';
    }
  | { ask: 'general'; equation: string };

/** The wave's shape: y = a·sin(u) + b·cos(u) + d (or a·tan(u) + d) with u = Bx + C. */
type Wave = { tan: boolean; a: number; b: number; d: number; B: number; C: number; variable: string };

function trigNodes(expr: Expr, found: { name: string; arg: Expr }[]): void {
  if (expr.t === 'num' || expr.t === 'var') return;
  if (expr.t === 'fn') {
    if (['sin', 'cos', 'tan', 'cot'].includes(expr.name)) found.push({ name: expr.name, arg: expr.a });
    else trigNodes(expr.a, found);
    return;
  }
  if (expr.t === 'neg' || expr.t === 'fact') return trigNodes(expr.a, found);
  trigNodes(expr.a, found);
  trigNodes(expr.b, found);
}

function variablesIn(expr: Expr, names: Set<string>): void {
  if (expr.t === 'var') names.add(expr.name);
  else if (expr.t === 'neg' || expr.t === 'fact' || expr.t === 'fn') variablesIn(expr.a, names);
  else if (expr.t !== 'num') {
    variablesIn(expr.a, names);
    variablesIn(expr.b, names);
  }
}

/** Gaussian elimination of a 3×3 (or 2×2) system; null when singular. */
function solveSmall(rows: number[][], values: number[]): number[] | null {
  const n = values.length;
  const a = rows.map((row, i) => [...row, values[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    const top = a[pivot];
    if (!top || Math.abs(top[col] ?? 0) < 1e-12) return null;
    [a[pivot], a[col]] = [a[col] ?? [], top];
    for (let r = 0; r < n; r += 1) {
      const row = a[r];
      if (r === col || !row) continue;
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      for (let k = col; k <= n; k += 1) row[k] = (row[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** Binary noise rounded away: 1.4999999999999991 → 1.5, 3e-17 → 0. */
const tidy = (value: number) => {
  if (Math.abs(value) < 1e-10) return 0;
  const rounded = Math.round(value * 1e9) / 1e9;
  return Math.abs(value - rounded) < 1e-12 * Math.max(1, Math.abs(value)) ? rounded : value;
};

/** The wave a function is, or null when it is not one (sin²x, x + sin x, sin x + sin 2x, …). */
export function fitWave(expr: Expr): Wave | null {
  const names = new Set<string>();
  variablesIn(expr, names);
  if (names.size !== 1) return null;
  const variable = [...names][0] ?? 'x';
  const nodes: { name: string; arg: Expr }[] = [];
  trigNodes(expr, nodes);
  const first = nodes[0];
  if (!first || nodes.some((node) => JSON.stringify(node.arg) !== JSON.stringify(first.arg))) return null;
  const kinds = new Set(nodes.map((node) => node.name));
  if (kinds.has('cot') || (kinds.has('tan') && kinds.size > 1)) return null;
  const u = compiled(fromExpr(first.arg));
  const C = u({ [variable]: 0 });
  const B = u({ [variable]: 1 }) - C;
  if (!Number.isFinite(B) || Math.abs(B) < 1e-12) return null;
  if (![2.7, -1.3, 5.9].every((x) => agree(u({ [variable]: x }), B * x + C, 1e-9))) return null;
  const f = compiled(fromExpr(expr));
  const at = (angle: number) => f({ [variable]: (angle - C) / B });
  const tan = kinds.has('tan');
  const basis = (angle: number) => (tan ? [Math.tan(angle), 1] : [Math.sin(angle), Math.cos(angle), 1]);
  const fitAt = tan ? [0.3, 1.1] : [0.3, 1.4, 2.6];
  const solved = solveSmall(
    fitAt.map(basis),
    fitAt.map((angle) => at(angle)),
  );
  if (!solved || !solved.every(Number.isFinite)) return null;
  const coefficients = solved.map(tidy);
  const model = (angle: number) =>
    basis(angle).reduce((sum, value, i) => sum + value * (coefficients[i] ?? 0), 0);
  if (![0.7, 3.9, 5.1, -2.2, 10.3].every((angle) => agree(at(angle), model(angle), 1e-9))) return null;
  const [a = 0, second = 0, third = 0] = coefficients;
  const wave = tan
    ? { tan, a, b: 0, d: second, B, C, variable }
    : { tan, a, b: second, d: third, B, C, variable };
  if (wave.a === 0 && wave.b === 0) return null;
  return wave;
}

const amplitudeOf = (wave: Wave) => Math.hypot(wave.a, wave.b);
const periodOf = (wave: Wave) => (wave.tan ? Math.PI : 2 * Math.PI) / Math.abs(wave.B);

/** Where the wave has its greatest (or least) value in [low, high]. */
function extremeAt(wave: Wave, greatest: boolean, low: number, high: number): number[] {
  // a·sin u + b·cos u = R·sin(u + φ): greatest at u + φ = π/2 + 2πk, least at 3π/2 + 2πk
  const phase = Math.atan2(wave.b, wave.a);
  const target = (greatest ? Math.PI / 2 : (3 * Math.PI) / 2) - phase;
  const period = periodOf(wave);
  const x0 = (target - wave.C) / wave.B;
  const points: number[] = [];
  const k0 = Math.ceil((low - x0) / period - 1e-9);
  for (let k = k0; x0 + k * period <= high + 1e-9 && points.length < 50; k += 1) points.push(x0 + k * period);
  return points.map(tidy);
}

/** The roots of wave = level in [low, high] from the general solution's families. */
function levelRoots(wave: Wave, level: number, low: number, high: number): number[] | null {
  const families = generalFamilies({ ...wave, d: wave.d - level });
  if (!families) return null;
  const roots: number[] = [];
  for (const base of families.bases) {
    const k0 = Math.ceil((low - base) / families.step - 1e-9);
    for (let k = k0; base + k * families.step <= high + 1e-9 && roots.length < 100; k += 1)
      roots.push(tidy(base + k * families.step));
  }
  return roots.sort((x, y) => x - y).filter((x, i, all) => i === 0 || Math.abs(x - (all[i - 1] ?? 0)) > 1e-9);
}

/** The families x = base + k·step of wave = 0, bases in [0, step); null when it is not one function of u. */
function generalFamilies(wave: Wave): { bases: number[]; step: number; inU: number[]; value: number } | null {
  if (wave.a !== 0 && wave.b !== 0) return null;
  const coefficient = wave.a !== 0 ? wave.a : wave.b;
  const value = -wave.d / coefficient;
  let inU: number[];
  let periodU = 2 * Math.PI;
  if (wave.tan) {
    inU = [Math.atan(value)];
    periodU = Math.PI;
  } else if (Math.abs(value) > 1 + 1e-12) {
    inU = [];
  } else if (wave.a !== 0) {
    const angle = Math.asin(Math.max(-1, Math.min(1, value)));
    inU = [angle, Math.PI - angle];
  } else {
    const angle = Math.acos(Math.max(-1, Math.min(1, value)));
    inU = [angle, -angle];
  }
  const step = periodU / Math.abs(wave.B);
  const bases = inU
    .map((angle) => {
      const x = (angle - wave.C) / wave.B;
      return tidy(((x % step) + step) % step >= step - 1e-12 ? 0 : ((x % step) + step) % step);
    })
    .sort((x, y) => x - y)
    .filter((x, i, all) => i === 0 || Math.abs(x - (all[i - 1] ?? 0)) > 1e-9);
  return { bases, step, inU, value };
}

/** "בתוך 12 השעות הראשונות", "in the first 12 hours": [0, 12]. */
const FIRST_HOURS =
  /(?:בתוך|ב|במהלך|during|in|within)?\s*(?:ה)?[-־]?(\d+)\s+(?:ה)?שעות\s+(?:ה)?ראשונות|(?:the\s+)?first\s+(\d+)\s+hours/i;

const ASKS: readonly [Ask, RegExp][] = [
  ['amplitude', /משרעת|אמפליטוד|amplitude/i],
  ['period', /מחזור|period/i],
  ['range', /תחום\s+(?:ה)?ערכים|טווח\s+(?:ה)?ערכים|טווח|\brange\b|set\s+of\s+values/i],
  [
    'max',
    /מקסימ|(?:ה)?גדול\s+ביותר|מרבי|מירבי|הגבוה|\bmax|highest|greatest|largest|גאות|high\s+(?:tide|water)/i,
  ],
  ['min', /מינימ|(?:ה)?קטן\s+ביותר|מזערי|הנמוך|\bmin|lowest|smallest|least|שפל|low\s+(?:tide|water)/i],
  ['points', /נקודות|\bpoints?\b|מתי|\bwhen\b|באילו|at\s+what\s+time/i],
  ['count', /בכמה\s+נקודות|how\s+many\s+(?:points|times|solutions)/i],
];

const ABOVE = /מעל|גבוה\s+מ|יותר\s+מ|above|higher\s+than|more\s+than|greater\s+than|\bover\b|exceeds?/i;
const BELOW = /מתחת|נמוך\s+מ|פחות\s+מ|below|lower\s+than|less\s+than|\bunder\b/i;

/** Whether a math fragment reads as a wave. */
function isWave(text: string): boolean {
  try {
    return fitWave(readExpr(text)) !== null;
  } catch {
    return false;
  }
}

/** A function named with `f(x)=`, `h(t)=`, `y=` in a math span or plain text. */
function labelled(text: string): { variable: string; body: string; span: string }[] {
  const found: { variable: string; body: string; span: string }[] = [];
  const label = /(?:\b[a-zA-Z]\s*\(\s*([a-z])\s*\)|\by)\s*=\s*/g;
  let match: RegExpExecArray | null;
  while ((match = label.exec(text))) {
    const start = match.index + match[0].length;
    const tail = text.slice(start);
    const end = tail.search(
      /\$|[\u05D0-\u05EA]|[,;?]|\s(?:and|to|on|for|in|at|with|what|find|is)\b|\.(?!\d)|\b[yfgh]\s*(?:\([a-z]\))?\s*=/i,
    );
    const body = (end < 0 ? tail : tail.slice(0, end)).trim();
    if (body) found.push({ variable: match[1] ?? 'x', body, span: match[0] + body });
  }
  return found;
}

/** The wave question a message asks, or null. */
export function recognizeWave(message: string): WaveRequest | null {
  const text = trigText(message, true).replace(/\s*\$\s*/g, ' $ ');
  if (!/sin|cos|tan|\btg\b/i.test(text)) return null;
  if (
    /פתרון\s+כללי|general\s+solution|כל\s+הפתרונות|all\s+(?:the\s+)?solutions|\+\s*2?\s*(?:\\pi|π|pi)\s*k/i.test(
      text,
    )
  ) {
    const spans = [...message.matchAll(/\$([^$]*=[^$]*)\$/g)].map((span) => span[1] ?? '');
    const equation =
      spans.find((span) => /sin|cos|tan/.test(span)) ??
      text
        .replace(/\$/g, ' ')
        .replace(/(?:[\u05D0-\u05EA"'\u05F3\u05F4]|[\u0591-\u05C7])+[\u05BE-]?/g, ' ')
        .replace(/\b(?:general|solutions?|solve|of|the|all|find|please|pls|write|for|to)\b/gi, ' ')
        .replace(/[?:!]|\.(?!\d)/g, ' ')
        .trim();
    if (!equation.includes('=') || equation.split('=').length !== 2) return null;
    const [left = '', right = ''] = equation.split('=');
    if (!isWave(`(${left})-(${right})`)) return null;
    return { ask: 'general', equation: equation.trim() };
  }
  const asks = ASKS.filter(([, pattern]) => pattern.test(text)).map(([ask]) => ask);
  if (asks.length === 0) return null;
  const functions = labelled(text);
  const wave = functions.find((each) => /sin|cos|tan|\btg\b/.test(each.body));
  // a function that is no wave (x + 2cos x, sin²x) is another kind's question
  if (!wave || !isWave(wave.body)) return null;
  let rest = text.replace(wave.span, ' ');
  // a second function that is a constant: the level the graph meets ("את הישר y=1")
  const line = functions.find((each) => each !== wave && numberOf(each.body) !== null);
  if (line) rest = rest.replace(line.span, ' ');
  const hours = FIRST_HOURS.exec(rest);
  if (hours) rest = rest.replace(hours[0], ' ');
  const bounds = hours ? undefined : extractBounds(rest.replace(/\$/g, ' '));
  if (bounds?.bounds) rest = bounds.rest;
  const interval: [string, string] | undefined = hours ? ['0', hours[1] ?? hours[2] ?? '0'] : bounds?.bounds;
  // any other number is a level ("באילו שעות גובה המים הוא 3.75"); more than one is not this kind's question
  const others = (rest.replace(/[a-z]\s*_\s*\{?\w+\}?/gi, ' ').match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (others.length > 1 || (others.length === 1 && line)) return null;
  const level = line ? numberOf(line.body) : others[0];
  if (level !== undefined && level !== null) {
    if (!/באילו|מתי|when|at\s+what|בכמה|how\s+many|חות|intersect|meet/i.test(text)) return null;
    asks.push('level');
  }
  const side =
    level === undefined || level === null
      ? undefined
      : ABOVE.test(text)
        ? 'above'
        : BELOW.test(text)
          ? 'below'
          : undefined;
  return {
    ask: 'graph',
    f: wave.body,
    variable: wave.variable,
    asks: [...new Set(asks)].filter((ask) => !side || !['max', 'min', 'points'].includes(ask)),
    ...(side ? { side } : {}),
    ...(interval ? { interval } : {}),
    ...(level !== undefined && level !== null ? { level } : {}),
  };
}

const pointTex = (x: number, y: number) => `\\left(${angleTex(x)},${formatNumber(y)}\\right)`;

/**
 * Where the wave is above (or below) the level between the roots: the sign at each piece's middle, checked on a
 * fine grid (every point inside the answer on the right side of the level, every point outside not).
 */
function sideAnswer(
  side: 'above' | 'below',
  roots: readonly number[],
  span: { low: number; high: number; v: string; level: number },
  g: (x: number) => number,
  values: Record<string, number>,
  w: Writer,
): string {
  const { low, high, v } = span;
  const wanted = (value: number) => (side === 'above' ? value > 0 : value < 0);
  const cuts = [low, ...roots.filter((x) => x > low + 1e-9 && x < high - 1e-9), high];
  const pieces = cuts
    .slice(1)
    .map((to, i) => ({ from: cuts[i] ?? low, to }))
    .filter((piece) => wanted(g((piece.from + piece.to) / 2)));
  // neighbouring pieces joined (a root where the wave only touches the level)
  const joined: { from: number; to: number }[] = [];
  for (const piece of pieces) {
    const last = joined[joined.length - 1];
    if (last && Math.abs(last.to - piece.from) < 1e-9) last.to = piece.to;
    else joined.push({ ...piece });
  }
  const inside = (x: number) => joined.some((piece) => x > piece.from && x < piece.to);
  for (let i = 0; i <= 2000; i += 1) {
    const x = low + ((high - low) * i) / 2000;
    if (roots.some((root) => Math.abs(root - x) < 1e-6 * Math.max(1, Math.abs(root)))) continue;
    if (wanted(g(x)) !== inside(x) && !(x === low || x === high)) throw new SolverStop('unverified', `${v}`);
  }
  joined.forEach((piece, i) => {
    values[`from${i + 1}`] = piece.from;
    values[`to${i + 1}`] = piece.to;
  });
  const list =
    joined.map((piece) => `${angleTex(piece.from)}<${v}<${angleTex(piece.to)}`).join(',\\ ') || '\\emptyset';
  w.step(side === 'above' ? 'wave_above' : 'wave_below', {}, list);
  return `$${list}$`;
}

function solveGraph(request: Extract<WaveRequest, { ask: 'graph' }>, w: Writer, message: string): Solution {
  const stop = (kind: 'unsupported' | 'unverified') => new SolverStop(kind, message.slice(0, 40));
  const expr = readExpr(request.f);
  const wave = fitWave(expr);
  if (!wave) throw stop('unsupported');
  const v = wave.variable;
  const f = compiled(fromExpr(expr));
  const at = (x: number) => f({ [v]: x });
  const fTex = tex(fromExpr(expr));
  const R = amplitudeOf(wave);
  const T = periodOf(wave);
  w.step('wave_shape', {}, `y=${fTex}`);
  // the period shifts the function onto itself; half of it (sin, cos) reflects it about the midline
  const probes = [0.13, 0.9, 2.4, 4.1, 7.7];
  if (!probes.every((x) => agree(at(x + T), at(x), 1e-9))) throw stop('unverified');
  if (!wave.tan && !probes.every((x) => agree(at(x + T / 2) + at(x), 2 * wave.d, 1e-9)))
    throw stop('unverified');
  const values: Record<string, number> = { period: T };
  const answers: string[] = [];
  const asks = request.asks;
  const bounds: [number, number] | null = request.interval ? intervalOf(request.interval) : [0, T];
  if (!bounds) throw stop('unsupported');
  const [low, high] = bounds;
  if (wave.b !== 0 && wave.a !== 0)
    w.step(
      'wave_combined',
      {},
      `${formatNumber(wave.a)}\\sin u+${formatNumber(wave.b)}\\cos u=R\\sin(u+\\varphi),\\quad R=\\sqrt{${formatNumber(wave.a)}^2+${formatNumber(wave.b)}^2}=${formatNumber(R)}`.replace(
        /\+-/g,
        '-',
      ),
    );
  if (wave.tan) {
    w.step('wave_period_tan', {}, `T=\\frac{\\pi}{|B|}=${angleTex(T)}`);
    if (asks.some((ask) => ask !== 'period')) throw stop('unsupported');
    answers.push(`$T=${angleTex(T)}$`);
  } else {
    const max = wave.d + R;
    const min = wave.d - R;
    // a scan of one period finds nothing beyond the extremes, and comes within its grid of both
    const grid = Array.from({ length: 2001 }, (_, i) => at(low + (i * T) / 2000));
    const top = Math.max(...grid);
    const bottom = Math.min(...grid);
    if (top > max + 1e-9 * Math.max(1, R) || bottom < min - 1e-9 * Math.max(1, R)) throw stop('unverified');
    if (top < max - 1e-4 * R || bottom > min + 1e-4 * R) throw stop('unverified');
    Object.assign(values, { amplitude: R, min, max });
    w.step('wave_amplitude', {}, `A=${formatNumber(R)}`);
    w.step(
      'wave_period',
      {},
      `T=\\frac{2\\pi}{|B|}=\\frac{2\\pi}{${angleTex(Math.abs(wave.B))}}=${angleTex(T)}`,
    );
    w.step(
      'wave_range',
      {},
      `${formatNumber(wave.d)}-${formatNumber(R)}\\le y\\le ${formatNumber(wave.d)}+${formatNumber(R)}`,
    );
    if (asks.includes('amplitude')) answers.push(`$A=${formatNumber(R)}$`);
    if (asks.includes('period')) answers.push(`$T=${angleTex(T)}$`);
    if (asks.includes('range')) answers.push(`$${formatNumber(min)}\\le y\\le ${formatNumber(max)}$`);
    const located = asks.includes('points') || request.interval !== undefined;
    for (const [ask, greatest, value] of [
      ['max', true, max],
      ['min', false, min],
    ] as const) {
      if (!asks.includes(ask) || (asks.includes('level') && !located)) continue;
      if (!located) {
        answers.push(`$y_{\\${ask}}=${formatNumber(value)}$`);
        continue;
      }
      const xs = extremeAt(wave, greatest, low, high);
      const h = 1e-5 * Math.max(1, T);
      for (const x of xs) {
        const slope = (at(x + h) - at(x - h)) / (2 * h);
        if (!agree(at(x), value, 1e-9) || Math.abs(slope) > 1e-4 * Math.max(1, R)) throw stop('unverified');
      }
      xs.forEach((x, i) => (values[`${ask}X${i + 1}`] = x));
      w.step(
        greatest ? 'wave_max_points' : 'wave_min_points',
        {},
        xs.map((x) => pointTex(x, value)).join(',\\ ') || '\\emptyset',
      );
      answers.push(`$\\${ask}:\\ ${xs.map((x) => pointTex(x, value)).join(',\\ ') || '\\emptyset'}$`);
    }
  }
  const level = request.level;
  if (asks.includes('level') && level !== undefined) {
    const roots = levelRoots(wave, level, low, high);
    if (!roots) throw stop('unsupported');
    const shifted = fromExpr({ t: 'sub', a: expr, b: { t: 'num', v: level } });
    const g = compiled(shifted);
    if (!roots.every((x) => isRoot(g, v, x))) throw stop('unverified');
    if (!noMissedRoots(scanRoots(shifted, v, low, high), roots)) throw stop('unverified');
    w.step(
      'wave_level',
      { interval: `$${angleTex(low)}\\le ${v}\\le ${angleTex(high)}$` },
      `${fTex}=${formatNumber(level)}`,
    );
    roots.forEach((x, i) => (values[`root${i + 1}`] = x));
    values.count = roots.length;
    w.step('wave_level_roots', {}, roots.map((x) => `${v}=${angleTex(x)}`).join(',\\ ') || '\\emptyset');
    if (request.side) {
      answers.push(sideAnswer(request.side, roots, { low, high, v, level }, (x) => g({ [v]: x }), values, w));
    } else
      answers.push(
        asks.includes('count')
          ? w.say('wave_count', { count: roots.length })
          : `$${roots.map((x) => `${v}=${angleTex(x)}`).join(',\\ ') || '\\emptyset'}$`,
      );
  }
  if (answers.length === 0) throw stop('unsupported');
  w.step('check_wave', {});
  return {
    kind: 'trig-graph',
    reply: w.walkthrough(w.say('problem_wave', { expression: `$y=${fTex}$` }), answers.join('; ')),
    values,
  };
}

function solveGeneral(
  request: Extract<WaveRequest, { ask: 'general' }>,
  w: Writer,
  message: string,
): Solution {
  const stop = (kind: 'unsupported' | 'unverified') => new SolverStop(kind, message.slice(0, 40));
  const [leftText, rightText] = request.equation.split('=');
  const left = readExpr(leftText ?? '');
  const right = readExpr(rightText ?? '');
  const difference: Expr = { t: 'sub', a: left, b: right };
  const wave = fitWave(difference);
  if (!wave) throw stop('unsupported');
  const families = generalFamilies(wave);
  if (!families) throw stop('unsupported');
  const v = wave.variable;
  const equationTex = `${tex(fromExpr(left))}=${tex(fromExpr(right))}`;
  w.step('general_start', {}, equationTex);
  const name = wave.tan ? '\\tan' : wave.a !== 0 ? '\\sin' : '\\cos';
  w.step(
    'general_isolated',
    {},
    `${name} u=${formatNumber(families.value)},\\quad u=${angleTex(wave.B)}${v}${wave.C === 0 ? '' : `${wave.C > 0 ? '+' : ''}${angleTex(wave.C)}`}`,
  );
  if (families.bases.length === 0) {
    w.step('general_none', {});
    return {
      kind: 'trig-general-solution',
      reply: w.walkthrough(
        w.say('problem_general', { equation: `$${equationTex}$` }),
        w.say('no_real_roots'),
      ),
      values: { families: 0 },
    };
  }
  const periodU = wave.tan ? '\\pi k' : '2\\pi k';
  w.step('general_families_u', {}, families.inU.map((u) => `u=${angleTex(u)}+${periodU}`).join(',\\quad '));
  // every family's members are roots, and a scan of two steps finds no other root
  const node = fromExpr(difference);
  const g = compiled(node);
  for (const base of families.bases)
    for (const k of [-2, -1, 0, 1, 2, 5])
      if (!isRoot(g, v, base + k * families.step)) throw stop('unverified');
  const members = families.bases.flatMap((base) => [-1, 0, 1, 2, 3].map((k) => base + k * families.step));
  if (!noMissedRoots(scanRoots(node, v, -families.step / 2, 2 * families.step), members))
    throw stop('unverified');
  const stepTex = angleTex(families.step);
  const list = families.bases
    .map((base) => `${v}=${base === 0 ? '' : `${angleTex(base)}+`}${stepTex === '1' ? '' : stepTex}\\,k`)
    .join(',\\quad ');
  w.step('general_families', {}, list);
  w.step('check_general', {});
  const values: Record<string, number> = { step: families.step };
  families.bases.forEach((base, i) => (values[`base${i + 1}`] = base));
  return {
    kind: 'trig-general-solution',
    reply: w.walkthrough(w.say('problem_general', { equation: `$${equationTex}$` }), `$${list}$`),
    values,
  };
}

export function solveWave(request: WaveRequest, w: Writer, message: string): Solution {
  return request.ask === 'general' ? solveGeneral(request, w, message) : solveGraph(request, w, message);
}
