/** `plot`: Cartesian axes with functions, points, tangents, asymptotes, areas, circles, segments and vectors. */
import type { FigurePlot, FigureTone } from '../../../../backend/contract/figures';
import { type RealFunction, derivativeOf, num, realFunction } from './expressions';
import { type Facts, curveFact, find, points, value, values } from './facts';
import { blockBox, isFree, placedText } from './layout';
import { integrate, tidy, zeros } from './numeric';
import {
  type Frame,
  type Scale,
  type TextOptions,
  arrowMarker,
  c,
  document,
  dot,
  expressionLabel,
  fmt,
  line,
  linearScale,
  pathThrough,
  text,
  theme,
  ticks,
} from './svg';

interface Fn {
  id: string;
  expr: string;
  f: RealFunction;
  df: RealFunction;
  from: number;
  to: number;
}

function functionsOf(figure: FigurePlot): Fn[] {
  const [x0, x1] = [num(figure.x[0]), num(figure.x[1])];
  return figure.functions.map((fn) => {
    const domain = fn.domain ? [num(fn.domain[0]), num(fn.domain[1])] : [x0, x1];
    return {
      id: fn.id,
      expr: fn.expr,
      f: realFunction(fn.expr),
      df: derivativeOf(fn.expr),
      from: Math.max(x0, domain[0] ?? x0),
      to: Math.min(x1, domain[1] ?? x1),
    };
  });
}

function extremaOf(fn: Fn): Array<{ x: number; y: number; kind: 'max' | 'min' }> {
  return zeros(fn.df, fn.from, fn.to)
    .map((x) => {
      const h = 1e-4 * Math.max(1, Math.abs(fn.to - fn.from));
      const before = fn.df(x - h);
      const after = fn.df(x + h);
      const kind: 'max' | 'min' | null =
        before > 0 && after < 0 ? 'max' : before < 0 && after > 0 ? 'min' : null;
      return kind ? { x, y: tidy(fn.f(x)), kind } : null;
    })
    .filter((e): e is { x: number; y: number; kind: 'max' | 'min' } => e !== null);
}

function pointY(figure: FigurePlot, fns: Fn[], point: FigurePlot['points'][number]): number {
  if (point.y !== undefined) return num(point.y);
  const fn = fns.find((f) => f.id === point.on);
  if (!fn) throw new Error(`point at x=${String(point.x)} has no y and no function "on"`);
  return tidy(fn.f(num(point.x)));
}

function lineThrough(
  from: [number, number],
  to: [number, number],
): { slope: number; at: (x: number) => number } | null {
  if (from[0] === to[0]) return null;
  const slope = (to[1] - from[1]) / (to[0] - from[0]);
  return { slope, at: (x) => from[1] + slope * (x - from[0]) };
}

const pair = (p: [string | number, string | number]): [number, number] => [num(p[0]), num(p[1])];

type Spot = { x: number; y: number; side: 'left' | 'middle' | 'right' };

/** Places beside the middle of a segment (and a little along it), on either side; `first` side first. */
function besideMiddle(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  first: 'left' | 'right' = 'left',
): Spot[] {
  return [0.5, 0.35, 0.65].flatMap((k) => {
    const [x, y] = [x1 + (x2 - x1) * k, y1 + (y2 - y1) * k];
    const spots: Spot[] = [
      { x: x + 6, y: y - 6, side: 'left' },
      { x: x - 6, y: y - 6, side: 'right' },
      { x: x + 6, y: y + 16, side: 'left' },
      { x: x - 6, y: y + 16, side: 'right' },
    ];
    return first === 'left'
      ? spots
      : [spots[1], spots[0], spots[3], spots[2]].filter((s): s is Spot => s !== undefined);
  });
}

export function plotFacts(figure: FigurePlot): Facts {
  const fns = functionsOf(figure);
  const fn = (of: string | number | undefined) => find(fns, (f) => f.id, of, 'function');
  const [x0, x1] = [num(figure.x[0]), num(figure.x[1])];
  const [y0, y1] = [num(figure.y[0]), num(figure.y[1])];
  const shift = Math.max(1, (y1 - y0) / 10);
  const segment = (of: string | number | undefined) => find(figure.segments, (s) => s.id, of, 'segment');
  const extremaOfKind = (of: string | number | undefined, kind: 'max' | 'min') => {
    const f = fn(of);
    return typeof f === 'string'
      ? f
      : points(
          extremaOf(f)
            .filter((e) => e.kind === kind)
            .map((e) => [e.x, e.y]),
        );
  };
  return {
    function: (of) => {
      const f = fn(of);
      return typeof f === 'string' ? f : curveFact(f.f, f.from, f.to, shift);
    },
    roots: (of) => {
      const f = fn(of);
      return typeof f === 'string' ? f : values(zeros(f.f, f.from, f.to));
    },
    'y-intercept': (of) => {
      const f = fn(of);
      return typeof f === 'string' ? f : value(0, tidy(f.f(0)));
    },
    extrema: (of) => {
      const f = fn(of);
      return typeof f === 'string' ? f : points(extremaOf(f).map((e) => [e.x, e.y]));
    },
    max: (of) => extremaOfKind(of, 'max'),
    min: (of) => extremaOfKind(of, 'min'),
    vertex: (of) => {
      const f = fn(of);
      if (typeof f === 'string') return f;
      const list = extremaOf(f);
      const first = list[0];
      return list.length === 1 && first
        ? value(first.x, first.y)
        : `"${f.id}" has ${list.length} extreme points in view, not one vertex`;
    },
    point: (of) => {
      const p = find(figure.points, (q) => q.id, of, 'point');
      return typeof p === 'string' ? p : value(num(p.x), pointY(figure, fns, p));
    },
    tangent: (of) => {
      const t = find(figure.tangents, (q) => q.id, of, 'tangent');
      if (typeof t === 'string') return t;
      const f = fn(t.of);
      if (typeof f === 'string') return f;
      const a = num(t.at);
      const m = f.df(a);
      const b = f.f(a);
      return curveFact((x) => b + m * (x - a), x0, x1, shift);
    },
    slope: (of) => {
      const t = figure.tangents.find((q) => q.id === String(of));
      if (t) {
        const f = fn(t.of);
        return typeof f === 'string' ? f : value(tidy(f.df(num(t.at))));
      }
      const s = segment(of);
      if (typeof s === 'string') return s;
      const l = lineThrough(pair(s.from), pair(s.to));
      return l ? value(tidy(l.slope)) : `segment "${String(of)}" is vertical and has no slope`;
    },
    intersections: (of) => {
      const [a, b] = String(of ?? '')
        .split(',')
        .map((id) => fn(id.trim()));
      if (typeof a === 'string' || a === undefined) return a ?? 'name two functions: "f,g"';
      if (typeof b === 'string' || b === undefined) return b ?? 'name two functions: "f,g"';
      const from = Math.max(a.from, b.from);
      const to = Math.min(a.to, b.to);
      return points(zeros((x) => a.f(x) - b.f(x), from, to).map((x) => [x, tidy(a.f(x))]));
    },
    area: (of) => {
      const area = find(figure.areas, (q) => q.id, of, 'area');
      if (typeof area === 'string') return area;
      const upper = fn(area.under);
      if (typeof upper === 'string') return upper;
      const lower = area.over === undefined ? null : fn(area.over);
      if (typeof lower === 'string') return lower;
      return value(
        integrate((x) => Math.abs(upper.f(x) - (lower ? lower.f(x) : 0)), num(area.from), num(area.to)),
      );
    },
    volume: () => {
      const r = figure.revolve;
      if (!r) return 'the figure has no "revolve"';
      const f = fn(r.of);
      if (typeof f === 'string') return f;
      const integral = integrate((x) => f.f(x) ** 2, num(r.from), num(r.to));
      return value(Math.PI * integral);
    },
    asymptote: (of) => {
      const a = find(figure.asymptotes, (q) => q.id, of, 'asymptote');
      if (typeof a === 'string') return a;
      if (a.x !== undefined) {
        const x = num(a.x);
        const on: Array<[number, number]> = [y0, (y0 + y1) / 2, y1].map((y) => [x, y]);
        return { type: 'equation', on, off: on.map(([px, py]) => [px + 1, py]) };
      }
      if (a.y !== undefined) {
        const y = num(a.y);
        return curveFact(() => y, x0, x1, shift);
      }
      return 'an asymptote needs x or y';
    },
    circle: (of) => {
      const k = find(figure.circles, (q) => q.id, of, 'circle');
      if (typeof k === 'string') return k;
      const [a, b] = pair(k.center);
      const r = num(k.r);
      const on: Array<[number, number]> = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [
        a + r * Math.cos(0.3 + (i * Math.PI) / 4),
        b + r * Math.sin(0.3 + (i * Math.PI) / 4),
      ]);
      return {
        type: 'equation',
        on,
        off: [[a, b], ...on.map(([x, y]): [number, number] => [a + (x - a) * 1.3, b + (y - b) * 1.3])],
      };
    },
    center: (of) => {
      const k = find(figure.circles, (q) => q.id, of, 'circle');
      return typeof k === 'string' ? k : value(...pair(k.center));
    },
    radius: (of) => {
      const k = find(figure.circles, (q) => q.id, of, 'circle');
      return typeof k === 'string' ? k : value(num(k.r));
    },
    line: (of) => {
      const s = segment(of);
      if (typeof s === 'string') return s;
      const from = pair(s.from);
      const to = pair(s.to);
      const l = lineThrough(from, to);
      if (l) return curveFact(l.at, x0, x1, shift);
      const on: Array<[number, number]> = [y0, (y0 + y1) / 2, y1].map((y) => [from[0], y]);
      return { type: 'equation', on, off: on.map(([x, y]) => [x + 1, y]) };
    },
    length: (of) => {
      const s =
        figure.segments.find((q) => q.id === String(of)) ?? figure.vectors.find((q) => q.id === String(of));
      if (!s) return `no segment or vector "${String(of)}"`;
      const [a, b] = [pair(s.from), pair(s.to)];
      return value(tidy(Math.hypot(b[0] - a[0], b[1] - a[1])));
    },
    midpoint: (of) => {
      const s = segment(of);
      if (typeof s === 'string') return s;
      const [a, b] = [pair(s.from), pair(s.to)];
      return value((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    },
    vector: (of) => {
      const v = find(figure.vectors, (q) => q.id, of, 'vector');
      if (typeof v === 'string') return v;
      const [a, b] = [pair(v.from), pair(v.to)];
      return value(b[0] - a[0], b[1] - a[1]);
    },
  };
}

const PI_LABELS: Record<string, string> = { '1': 'π', '-1': '−π' };
function piLabel(multiple: number): string {
  const halves = Math.round(multiple * 2);
  if (halves === 0) return '0';
  if (halves % 2 === 0) return PI_LABELS[String(halves / 2)] ?? `${fmt(halves / 2)}π`;
  return `${halves < 0 ? '−' : ''}${Math.abs(halves) === 1 ? '' : Math.abs(halves)}π/2`;
}

/**
 * Grid, axes with arrowheads, ticks and axis names (`under`), and the tick numbers (`numbers`), which the plot
 * draws last, with a halo, so that a curve through a number passes behind it.
 */
export function axes(
  id: string,
  frame: Frame,
  scale: Scale,
  xRange: [number, number],
  yRange: [number, number],
  options: {
    step?: [number, number];
    names?: [string, string];
    piTicks?: boolean;
    numbers?: boolean;
    grid?: boolean;
  },
): { under: string[]; numbers: string[] } {
  const t = theme();
  const out: string[] = [];
  const xTicks = options.piTicks
    ? ticks(xRange[0] / Math.PI, xRange[1] / Math.PI, 0.5).map((m) => m * Math.PI)
    : ticks(xRange[0], xRange[1], options.step?.[0]);
  const yTicks = ticks(yRange[0], yRange[1], options.step?.[1]);
  if (options.grid !== false) {
    const grid = [
      ...xTicks.map((x) => line(scale.x(x), frame.top, scale.x(x), frame.bottom, t.grid)),
      ...yTicks.map((y) => line(frame.left, scale.y(y), frame.right, scale.y(y), t.grid)),
    ];
    out.push(`<g stroke-width="1">${grid.join('')}</g>`);
  }
  const axisX = yRange[0] <= 0 && yRange[1] >= 0 ? scale.y(0) : frame.bottom;
  const axisY = xRange[0] <= 0 && xRange[1] >= 0 ? scale.x(0) : frame.left;
  out.push(arrowMarker(id, t.axis));
  out.push(
    line(
      frame.left - 6,
      axisX,
      frame.right + 10,
      axisX,
      t.axis,
      `stroke-width="1.5" marker-end="url(#${id}-arrow)"`,
    ),
    line(
      axisY,
      frame.bottom + 6,
      axisY,
      frame.top - 10,
      t.axis,
      `stroke-width="1.5" marker-end="url(#${id}-arrow)"`,
    ),
  );
  const [xName, yName] = options.names ?? ['x', 'y'];
  out.push(text(frame.right + 4, axisX - 8, xName, { side: 'right', size: 14, italic: true }));
  out.push(text(axisY + 8, frame.top - 4, yName, { side: 'left', size: 14, italic: true }));
  if (options.numbers === false) return { under: out, numbers: [] };
  const marks: string[] = [];
  const numbers: string[] = [];
  const number = { size: 11, fill: t.muted, halo: true };
  for (const x of xTicks) {
    if (Math.abs(x) < 1e-9 && axisY === scale.x(0)) continue;
    marks.push(line(scale.x(x), axisX - 4, scale.x(x), axisX + 4, t.axis));
    numbers.push(text(scale.x(x), axisX + 17, options.piTicks ? piLabel(x / Math.PI) : fmt(x), number));
  }
  for (const y of yTicks) {
    if (Math.abs(y) < 1e-9 && axisX === scale.y(0)) continue;
    marks.push(line(axisY - 4, scale.y(y), axisY + 4, scale.y(y), t.axis));
    numbers.push(text(axisY - 7, scale.y(y) + 4, fmt(y), { ...number, side: 'right' }));
  }
  if (axisX === scale.y(0) && axisY === scale.x(0))
    numbers.push(text(axisY - 7, axisX + 15, '0', { ...number, side: 'right' }));
  out.push(`<g stroke-width="1.2">${marks.join('')}</g>`);
  return { under: out, numbers };
}

/**
 * Why a plot must have equal units on both axes, or null: a circle drawn with unequal units is an ellipse, a
 * solid of revolution loses its shape, a vector its angle, and a function and its inverse their symmetry about
 * y = x.
 */
export function equalScaleReason(figure: FigurePlot): string | null {
  if (figure.circles.length > 0) return 'it draws a circle';
  if (figure.vectors.length > 0) return 'it draws vectors';
  if (figure.revolve) return 'it draws a solid of revolution';
  if (figure.equalScale) return 'it declares "equalScale"';
  const fns = functionsOf(figure);
  for (const f of fns)
    for (const g of fns) {
      if (f === g) continue;
      const xs = [0.25, 0.5, 0.75].map((k) => g.from + k * (g.to - g.from));
      const inverse = xs.every((x) => {
        const y = g.f(x);
        return (
          Number.isFinite(y) && y >= f.from && y <= f.to && Math.abs(f.f(y) - x) < 1e-6 * (1 + Math.abs(x))
        );
      });
      if (inverse) return `it draws "${f.id}" with its inverse "${g.id}"`;
    }
  return null;
}

/** The plot frame: equal units on both axes when shape matters (equalScaleReason), so a circle is round. */
export function plotFrame(figure: FigurePlot, xRange: [number, number], yRange: [number, number]): Frame {
  const width = figure.width ?? 560;
  const top = figure.caption ? 56 : 28;
  const margin = { left: 44, right: 28, bottom: 34 };
  // an explicit height is the writer's; the check fails when it distorts a figure whose shape matters
  let height = figure.height ?? 420;
  if (figure.height === undefined && equalScaleReason(figure) !== null) {
    const unit = (width - margin.left - margin.right) / (xRange[1] - xRange[0]);
    height = Math.round(top + margin.bottom + unit * (yRange[1] - yRange[0]));
  }
  return {
    width,
    height,
    left: margin.left,
    right: width - margin.right,
    top,
    bottom: height - margin.bottom,
  };
}

/** Pixels per unit along x and along y. */
export function plotUnits(figure: FigurePlot): [number, number] {
  const xRange: [number, number] = [num(figure.x[0]), num(figure.x[1])];
  const yRange: [number, number] = [num(figure.y[0]), num(figure.y[1])];
  const frame = plotFrame(figure, xRange, yRange);
  return [
    (frame.right - frame.left) / (xRange[1] - xRange[0]),
    (frame.bottom - frame.top) / (yRange[1] - yRange[0]),
  ];
}

export function renderPlot(figure: FigurePlot): string {
  const t = theme();
  const tone = (name: FigureTone | undefined, fallback: FigureTone) => t.tones[name ?? fallback];
  const xRange: [number, number] = [num(figure.x[0]), num(figure.x[1])];
  const yRange: [number, number] = [num(figure.y[0]), num(figure.y[1])];
  const frame = plotFrame(figure, xRange, yRange);
  const scale = linearScale(frame, xRange, yRange);
  const numbers = figure.illustrative !== true;
  const frameBox = { left: 0, right: frame.width, top: frame.top - 20, bottom: frame.height };
  const pending: Array<{ content: string; spots: Spot[]; options: TextOptions }> = [];
  const clip = `${figure.id}-clip`;
  const body: string[] = [
    `<defs><clipPath id="${clip}"><rect x="${c(frame.left)}" y="${c(frame.top)}" width="${c(frame.right - frame.left)}" height="${c(frame.bottom - frame.top)}"/></clipPath></defs>`,
  ];
  const fns = functionsOf(figure);
  const fnById = new Map(fns.map((f) => [f.id, f]));
  const sample = (fn: Fn, from = fn.from, to = fn.to, n = 480): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    const span = yRange[1] - yRange[0];
    let previous: number | null = null;
    for (let i = 0; i <= n; i += 1) {
      const x = from + ((to - from) * i) / n;
      let y = fn.f(x);
      if (!Number.isFinite(y) || y > yRange[1] + 4 * span || y < yRange[0] - 4 * span) y = Number.NaN;
      if (previous !== null && Number.isFinite(y) && Math.abs(y - previous) > 2 * span)
        out.push([Number.NaN, Number.NaN]);
      out.push([scale.x(x), Number.isFinite(y) ? scale.y(y) : Number.NaN]);
      previous = Number.isFinite(y) ? y : null;
    }
    return out;
  };

  // regions first, so that curves and points lie on top
  for (const area of figure.areas) {
    const upper = fnById.get(area.under);
    const lower = area.over ? fnById.get(area.over) : undefined;
    if (!upper) continue;
    const a = num(area.from);
    const b = num(area.to);
    const top = sample(upper, a, b, 200);
    const bottom = lower
      ? sample(lower, a, b, 200).reverse()
      : [[scale.x(b), scale.y(0)] as [number, number], [scale.x(a), scale.y(0)] as [number, number]];
    const colours = t.tones.accent;
    body.push(
      `<path d="${pathThrough([...top, ...bottom])} Z" fill="${colours.fill}" stroke="none" clip-path="url(#${clip})"/>`,
    );
    if (area.label) {
      const mid = (a + b) / 2;
      const yTop = upper.f(mid);
      const yBottom = lower ? lower.f(mid) : 0;
      const spots = [0.5, 0.4, 0.6, 0.3, 0.7].map((k) => {
        const x = a + (b - a) * k;
        const middle = lower ? (upper.f(x) + lower.f(x)) / 2 : upper.f(x) / 2;
        return { x: scale.x(x), y: scale.y(middle) + 5, side: 'middle' as const };
      });
      pending.push({
        content: area.label,
        spots: [{ x: scale.x(mid), y: scale.y((yTop + yBottom) / 2) + 5, side: 'middle' }, ...spots],
        options: { size: 15, weight: 'bold', fill: colours.text },
      });
    }
  }
  if (figure.revolve) {
    const fn = fnById.get(figure.revolve.of);
    if (fn) {
      const a = num(figure.revolve.from);
      const b = num(figure.revolve.to);
      const mirror: Fn = { ...fn, f: (x) => -fn.f(x) };
      const top = sample(fn, a, b, 200);
      const bottom = sample(mirror, a, b, 200).reverse();
      const colours = t.tones.primary;
      body.push(`<path d="${pathThrough([...top, ...bottom])} Z" fill="${colours.fill}" stroke="none"/>`);
      body.push(
        `<path d="${pathThrough(bottom)}" fill="none" stroke="${colours.stroke}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      );
      for (const x of [a, b]) {
        const r = Math.abs(scale.y(fn.f(x)) - scale.y(0));
        if (r > 0.5)
          body.push(
            `<ellipse cx="${c(scale.x(x))}" cy="${c(scale.y(0))}" rx="${c(Math.max(4, r * 0.22))}" ry="${c(r)}" fill="none" stroke="${colours.stroke}" stroke-width="1.2"/>`,
          );
      }
    }
  }
  const ellipse = (k: FigurePlot['circles'][number], paint: string) => {
    const [a, b] = pair(k.center);
    const r = num(k.r);
    return `<ellipse cx="${c(scale.x(a))}" cy="${c(scale.y(b))}" rx="${c(Math.abs(scale.x(a + r) - scale.x(a)))}" ry="${c(Math.abs(scale.y(b + r) - scale.y(b)))}" ${paint} clip-path="url(#${clip})"/>`;
  };
  for (const k of figure.circles)
    body.push(ellipse(k, `fill="${tone(k.tone, 'primary').fill}" stroke="none"`));
  // the axes go over the shaded regions and under the lines
  const drawnAxes =
    figure.grid === false
      ? { under: [], numbers: [] }
      : axes(figure.id, frame, scale, xRange, yRange, {
          step: figure.step ? pair(figure.step) : undefined,
          names: figure.axes,
          piTicks: figure.piTicks,
          numbers,
        });
  body.push(...drawnAxes.under);
  for (const k of figure.circles) {
    const [a, b] = pair(k.center);
    const colours = tone(k.tone, 'primary');
    body.push(ellipse(k, `fill="none" stroke="${colours.stroke}" stroke-width="2.5"`));
    body.push(dot(scale.x(a), scale.y(b), colours.stroke, 3.5));
    if (k.label)
      body.push(text(scale.x(a) + 8, scale.y(b) + 16, k.label, { side: 'left', fill: colours.text }));
  }
  for (const asymptote of figure.asymptotes) {
    const colours = t.tones.danger;
    if (asymptote.x !== undefined) {
      const x = scale.x(num(asymptote.x));
      body.push(
        line(x, frame.top, x, frame.bottom, colours.stroke, 'stroke-width="1.5" stroke-dasharray="7 5"'),
      );
      pending.push({
        content: asymptote.label ?? `x = ${fmt(num(asymptote.x))}`,
        spots: [
          { x: x + 6, y: frame.top + 14, side: 'left' },
          { x: x - 6, y: frame.top + 14, side: 'right' },
          { x: x + 6, y: frame.bottom - 8, side: 'left' },
          { x: x - 6, y: frame.bottom - 8, side: 'right' },
        ],
        options: { fill: colours.text, italic: true },
      });
    } else if (asymptote.y !== undefined) {
      const y = scale.y(num(asymptote.y));
      body.push(
        line(frame.left, y, frame.right, y, colours.stroke, 'stroke-width="1.5" stroke-dasharray="7 5"'),
      );
      pending.push({
        content: asymptote.label ?? `y = ${fmt(num(asymptote.y))}`,
        spots: [
          { x: frame.left + 6, y: y - 7, side: 'left' },
          { x: frame.left + 6, y: y + 17, side: 'left' },
          { x: frame.right - 6, y: y - 7, side: 'right' },
          { x: frame.right - 6, y: y + 17, side: 'right' },
        ],
        options: { fill: colours.text, italic: true },
      });
    }
  }
  for (const s of figure.segments) {
    const colours = tone(s.tone, 'muted');
    let [a, b] = [pair(s.from), pair(s.to)];
    if (s.line) {
      const l = lineThrough(a, b);
      if (l)
        [a, b] = [
          [xRange[0], l.at(xRange[0])],
          [xRange[1], l.at(xRange[1])],
        ];
      else
        [a, b] = [
          [a[0], yRange[0]],
          [a[0], yRange[1]],
        ];
    }
    body.push(
      line(
        scale.x(a[0]),
        scale.y(a[1]),
        scale.x(b[0]),
        scale.y(b[1]),
        colours.stroke,
        `stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''} clip-path="url(#${clip})"`,
      ),
    );
    if (s.label) {
      const [f, g] = [pair(s.from), pair(s.to)];
      pending.push({
        content: s.label,
        spots: besideMiddle(scale.x(f[0]), scale.y(f[1]), scale.x(g[0]), scale.y(g[1])),
        options: { fill: colours.text, italic: true },
      });
    }
  }
  fns.forEach((fn, index) => {
    const declared = figure.functions[index];
    const colours = tone(declared?.tone, index === 0 ? 'primary' : index === 1 ? 'success' : 'danger');
    body.push(
      `<path d="${pathThrough(sample(fn))}" fill="none" stroke="${colours.stroke}" stroke-width="2.5"${declared?.dashed ? ' stroke-dasharray="8 5"' : ''} clip-path="url(#${clip})"/>`,
    );
    const label = declared?.label ?? `y = ${expressionLabel(fn.expr)}`;
    if (label === '') return;
    // the label sits at `labelAt`, or at the curve's right end that is still inside the frame; on the side of
    // the curve that its slope leaves free (below a falling curve, above a rising one)
    const start = declared?.labelAt === undefined ? null : num(declared.labelAt);
    for (let i = 0; i <= 100; i += 1) {
      const x = start ?? fn.to - ((fn.to - fn.from) * i) / 100 - (fn.to - fn.from) * 0.04;
      const y = fn.f(x);
      if (
        Number.isFinite(y) &&
        y <= yRange[1] - (yRange[1] - yRange[0]) * 0.08 &&
        y >= yRange[0] + (yRange[1] - yRange[0]) * 0.05
      ) {
        body.push(
          text(scale.x(x) - 8, scale.y(y) + (fn.df(x) < 0 ? 24 : -10), label, {
            side: 'right',
            size: 14,
            fill: colours.text,
            italic: true,
          }),
        );
        break;
      }
    }
  });
  for (const tangent of figure.tangents) {
    const fn = fnById.get(tangent.of);
    if (!fn) continue;
    const a = num(tangent.at);
    const m = fn.df(a);
    const b = fn.f(a);
    const colours = t.tones.accent;
    const at = (x: number) => b + m * (x - a);
    body.push(
      line(
        scale.x(xRange[0]),
        scale.y(at(xRange[0])),
        scale.x(xRange[1]),
        scale.y(at(xRange[1])),
        colours.stroke,
        `stroke-width="2" clip-path="url(#${clip})"`,
      ),
    );
    body.push(dot(scale.x(a), scale.y(b), colours.stroke));
    if (tangent.label)
      body.push(
        text(scale.x(a) + 10, scale.y(b) + 20, tangent.label, {
          side: 'left',
          fill: colours.text,
          italic: true,
        }),
      );
  }
  for (const v of figure.vectors) {
    const colours = tone(v.tone, 'danger');
    const [a, b] = [pair(v.from), pair(v.to)];
    body.push(arrowMarker(figure.id, colours.stroke, `vector-${v.id}`));
    body.push(
      line(
        scale.x(a[0]),
        scale.y(a[1]),
        scale.x(b[0]),
        scale.y(b[1]),
        colours.stroke,
        `stroke-width="2.5" marker-end="url(#${figure.id}-vector-${v.id})"`,
      ),
    );
    if (v.label)
      pending.push({
        content: v.label,
        spots: besideMiddle(scale.x(a[0]), scale.y(a[1]), scale.x(b[0]), scale.y(b[1]), 'right'),
        options: { fill: colours.text, weight: 'bold', italic: true },
      });
  }
  // the labels of areas, asymptotes, segments and vectors, once every line and curve is drawn
  for (const label of pending)
    body.push(placedText([...body, ...drawnAxes.numbers], label.content, label.spots, label.options));
  for (const p of figure.points) {
    const x = num(p.x);
    const y = pointY(figure, fns, p);
    const colours = tone(p.tone, 'danger');
    body.push(dot(scale.x(x), scale.y(y), colours.stroke));
    const coordinates = p.coordinates && numbers ? `(${fmt(x)}, ${fmt(y)})` : '';
    const lines = [p.label, coordinates].filter((entry): entry is string => Boolean(entry));
    const at = (place: 'above' | 'below' | 'left' | 'right') => ({
      x: scale.x(x) + (place === 'left' ? -9 : 9),
      y:
        place === 'below'
          ? scale.y(y) + 20
          : place === 'above'
            ? scale.y(y) - 10 - (lines.length - 1) * 16
            : scale.y(y) + 4 - ((lines.length - 1) * 16) / 2,
      side: place === 'left' ? ('right' as const) : ('left' as const),
    });
    // the declared place (default above) if the label is free of what is drawn there, else the first free one of
    // above, right, below and left, nearer first
    const drawn = [...body, ...drawnAxes.numbers].join('');
    const block = (side: 'left' | 'right') => ({
      lines: lines.map((content) => ({ content, size: 12 })),
      side,
    });
    const places = (['above', 'right', 'below', 'left'] as const).filter((option) => option !== p.place);
    const spots = [...(p.place ? [p.place] : []), ...places].map(at);
    // a little further out when the near places are taken
    const further: Array<[number, number]> = [
      [0, -14],
      [0, 14],
      [-30, -14],
      [-30, 14],
    ];
    const near = spots.slice(0, 4);
    for (const [dx, dy] of further)
      spots.push(...near.map((o) => ({ ...o, x: o.x + (o.side === 'right' ? -dx : dx), y: o.y + dy })));
    const spot =
      spots.find((option) => isFree(drawn, blockBox(block(option.side), option.x, option.y), frameBox)) ??
      at(p.place ?? 'above');
    lines.forEach((entry, i) =>
      body.push(text(spot.x, spot.y + i * 16, entry, { side: spot.side, size: 12, fill: colours.text })),
    );
  }
  for (const label of figure.labels) {
    const [x, y] = pair(label.at);
    const side = label.anchor === 'start' ? 'left' : label.anchor === 'end' ? 'right' : 'middle';
    body.push(text(scale.x(x), scale.y(y), label.text, { side, fill: tone(label.tone, 'muted').text }));
  }
  body.push(`<g>${drawnAxes.numbers.join('')}</g>`);
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}
