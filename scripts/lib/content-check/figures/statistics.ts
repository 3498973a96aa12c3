/** Statistical figures: scatter with least squares, distributions, histograms, confidence intervals, box plots. */
import type {
  FigureBoxplot,
  FigureDistribution,
  FigureHistogram,
  FigureIntervals,
  FigureScatter,
} from '../../../../backend/contract/figures';
import { num } from './expressions';
import { type Facts, curveFact, find, value, values } from './facts';
import { tidy } from './numeric';
import { type Distribution, distributionOf, fiveNumbers, leastSquares, mean } from './stats';
import { firstFree, textWidth } from './layout';
import {
  type Frame,
  c,
  circle,
  document,
  dot,
  fmt,
  line,
  linearScale,
  pathThrough,
  text,
  theme,
  ticks,
} from './svg';

const pair = (p: [string | number, string | number]): [number, number] => [num(p[0]), num(p[1])];

function frameOf(width: number, height: number, caption: string | undefined, left = 60): Frame {
  const top = caption ? 56 : 24;
  return { width, height, left, right: width - 24, top, bottom: height - 56 };
}

/** Bottom and left axes with ticks and titles (the statistics style: no arrows, axes at the frame's edges). */
function boxAxes(
  frame: Frame,
  scale: { x(v: number): number; y(v: number): number },
  xTicks: number[],
  yTicks: number[],
  titles: [string | undefined, string | undefined],
  xLabel: (v: number) => string = (v) => fmt(v),
): string[] {
  const t = theme();
  const out: string[] = [];
  out.push(
    `<g stroke-width="1">${yTicks.map((y) => line(frame.left, scale.y(y), frame.right, scale.y(y), t.grid)).join('')}</g>`,
  );
  out.push(line(frame.left, frame.bottom, frame.right, frame.bottom, t.axis, 'stroke-width="1.5"'));
  out.push(line(frame.left, frame.bottom, frame.left, frame.top, t.axis, 'stroke-width="1.5"'));
  for (const x of xTicks) {
    out.push(line(scale.x(x), frame.bottom, scale.x(x), frame.bottom + 5, t.axis));
    out.push(text(scale.x(x), frame.bottom + 19, xLabel(x), { size: 12, fill: t.muted }));
  }
  for (const y of yTicks) {
    out.push(line(frame.left - 5, scale.y(y), frame.left, scale.y(y), t.axis));
    out.push(text(frame.left - 8, scale.y(y) + 4, fmt(y), { side: 'right', size: 12, fill: t.muted }));
  }
  const [xTitle, yTitle] = titles;
  if (xTitle) out.push(text((frame.left + frame.right) / 2, frame.bottom + 42, xTitle, { size: 14 }));
  if (yTitle) out.push(text(16, (frame.top + frame.bottom) / 2, yTitle, { size: 14, rotate: -90 }));
  return out;
}

/** The figure's own labels (`labels`: text at a data point, anchored physically, in a tone). */
function freeLabels(
  labels: FigureScatter['labels'],
  scale: { x(v: number): number; y(v: number): number },
): string[] {
  return labels.map((label) => {
    const [x, y] = pair(label.at);
    return text(scale.x(x), scale.y(y), label.text, {
      side: label.anchor === 'start' ? 'left' : label.anchor === 'end' ? 'right' : 'middle',
      fill: theme().tones[label.tone ?? 'muted'].text,
    });
  });
}

// ---------- scatter ----------

export function scatterFacts(figure: FigureScatter): Facts {
  const data = figure.points.map(pair);
  const fit = leastSquares(data);
  const xs = data.map((p) => p[0]);
  const [y0, y1] = pair(figure.y);
  return {
    n: () => value(data.length),
    means: () => value(tidy(fit.meanX), tidy(fit.meanY)),
    slope: () => value(tidy(fit.slope)),
    intercept: () => value(tidy(fit.intercept)),
    regression: () =>
      curveFact(
        (x) => fit.intercept + fit.slope * x,
        Math.min(...xs),
        Math.max(...xs),
        Math.max(1, (y1 - y0) / 10),
      ),
    r: () => value(fit.r),
    r2: () => value(fit.r ** 2),
    prediction: (of) =>
      of === undefined ? 'name the x in "of"' : value(tidy(fit.intercept + fit.slope * Number(of))),
    point: (of) => {
      const p = data[Number(of) - 1];
      return p ? value(...p) : `no point ${String(of)} (points are numbered from 1)`;
    },
  };
}

export function renderScatter(figure: FigureScatter): string {
  const t = theme();
  const frame = frameOf(figure.width ?? 560, figure.height ?? 420, figure.caption);
  const xRange = pair(figure.x);
  const yRange = pair(figure.y);
  const scale = linearScale(frame, xRange, yRange);
  const data = figure.points.map(pair);
  const fit = leastSquares(data);
  const body = boxAxes(
    frame,
    scale,
    ticks(xRange[0], xRange[1], figure.step ? num(figure.step[0]) : undefined),
    ticks(yRange[0], yRange[1], figure.step ? num(figure.step[1]) : undefined),
    [figure.axes?.[0], figure.axes?.[1]],
  );
  const at = (x: number) => fit.intercept + fit.slope * x;
  if (figure.regression !== false) {
    const [a, b] = xRange;
    body.push(
      `<clipPath id="${figure.id}-clip"><rect x="${c(frame.left)}" y="${c(frame.top)}" width="${c(frame.right - frame.left)}" height="${c(frame.bottom - frame.top)}"/></clipPath>`,
    );
    body.push(
      line(
        scale.x(a),
        scale.y(at(a)),
        scale.x(b),
        scale.y(at(b)),
        t.tones.accent.stroke,
        `stroke-width="2.5" clip-path="url(#${figure.id}-clip)"`,
      ),
    );
    if (figure.residuals)
      for (const [x, y] of data)
        body.push(
          line(
            scale.x(x),
            scale.y(y),
            scale.x(x),
            scale.y(at(x)),
            t.muted,
            'stroke-width="1" stroke-dasharray="3 3"',
          ),
        );
    // as a teacher writes it: ŷ = x + 2, not ŷ = 1x + 2; no "+ 0"
    const slopeNumber = fmt(fit.slope, 2);
    const slope = slopeNumber === '1' ? '' : slopeNumber === '−1' ? '−' : slopeNumber;
    const interceptNumber = fmt(Math.abs(fit.intercept), 2);
    const intercept = interceptNumber === '0' ? '' : ` ${fit.intercept < 0 ? '−' : '+'} ${interceptNumber}`;
    const slopeText = `ŷ = ${slope}x${intercept}`;
    if (figure.illustrative !== true)
      body.push(
        text(frame.left + 12, frame.top + 18, slopeText, {
          side: 'left',
          size: 14,
          fill: t.tones.accent.text,
          italic: true,
        }),
      );
  }
  for (const [x, y] of data) body.push(dot(scale.x(x), scale.y(y), t.tones.primary.stroke, 5));
  if (figure.means) {
    body.push(
      circle(
        scale.x(fit.meanX),
        scale.y(fit.meanY),
        7,
        `fill="none" stroke="${t.tones.danger.stroke}" stroke-width="2"`,
      ),
    );
    body.push(
      text(scale.x(fit.meanX) + 10, scale.y(fit.meanY) + 18, '(x̄, ȳ)', {
        side: 'left',
        size: 12,
        fill: t.tones.danger.text,
      }),
    );
  }
  body.push(...freeLabels(figure.labels, scale));
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}

// ---------- distribution ----------

function criticalValues(dist: Distribution, tail: 'left' | 'right' | 'two', alpha: number): number[] {
  if (tail === 'left') return [dist.quantile(alpha)];
  if (tail === 'right') return [dist.quantile(1 - alpha)];
  return [dist.quantile(alpha / 2), dist.quantile(1 - alpha / 2)];
}

function pValue(dist: Distribution, tail: 'left' | 'right' | 'two', statistic: number): number {
  const below = dist.cdf(statistic);
  if (tail === 'left') return below;
  if (tail === 'right') return 1 - below;
  return 2 * Math.min(below, 1 - below);
}

export function distributionFacts(figure: FigureDistribution): Facts {
  const dist = distributionOf(figure.dist);
  const spec = figure.dist;
  const needTail = () =>
    figure.tail && figure.alpha !== undefined ? null : 'the figure has no "tail" and "alpha"';
  const specOf = (of: string | number | undefined) =>
    of === undefined || Number(of) === 0 ? spec : figure.compare[Number(of) - 1]?.dist;
  return {
    df: (of) => {
      const chosen = specOf(of);
      if (!chosen) return `no comparison curve ${String(of)} (numbered from 1)`;
      return chosen.name === 't' || chosen.name === 'chi2'
        ? value(chosen.df)
        : chosen.name === 'f'
          ? value(chosen.df1, chosen.df2)
          : 'a normal distribution has no degrees of freedom';
    },
    critical: () => needTail() ?? values(criticalValues(dist, figure.tail ?? 'two', figure.alpha ?? 0.05)),
    alpha: () => needTail() ?? value(figure.alpha ?? 0),
    confidence: () => needTail() ?? value(1 - (figure.alpha ?? 0)),
    statistic: () =>
      figure.statistic === undefined ? 'the figure has no "statistic"' : value(num(figure.statistic)),
    'p-value': () =>
      figure.statistic === undefined || !figure.tail
        ? 'the figure needs "statistic" and "tail"'
        : value(pValue(dist, figure.tail, num(figure.statistic))),
    probability: () => {
      if (!figure.between) return 'the figure has no "between"';
      const from = figure.between.from === undefined ? 0 : dist.cdf(num(figure.between.from));
      const to = figure.between.to === undefined ? 1 : dist.cdf(num(figure.between.to));
      return value(to - from);
    },
    mean: () => value(dist.mean),
    sd: () => value(dist.sd),
  };
}

export function renderDistribution(figure: FigureDistribution): string {
  const t = theme();
  const frame = frameOf(figure.width ?? 600, figure.height ?? 380, figure.caption, 56);
  const dist = distributionOf(figure.dist);
  const curves = [
    { dist, label: figure.label, tone: t.tones.primary.stroke, dash: '' },
    ...figure.compare.map((entry, i) => ({
      dist: distributionOf(entry.dist),
      label: entry.label,
      tone: [t.tones.success.stroke, t.tones.accent.stroke, t.muted][i % 3] ?? t.muted,
      dash: i % 2 === 0 ? ' stroke-dasharray="8 5"' : ' stroke-dasharray="3 4"',
    })),
  ];
  const xRange: [number, number] = figure.x ? pair(figure.x) : dist.support;
  const criticals =
    figure.tail && figure.alpha !== undefined ? criticalValues(dist, figure.tail, figure.alpha) : [];
  if (criticals.length > 0 && !figure.x) {
    xRange[0] = Math.min(xRange[0], ...criticals.map((v) => v - 0.5));
    xRange[1] = Math.max(xRange[1], ...criticals.map((v) => v + 1));
  }
  const n = 300;
  const xsOf = (from: number, to: number) =>
    Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
  const top = Math.max(
    ...curves.flatMap((curve) =>
      xsOf(xRange[0], xRange[1])
        .map((x) => curve.dist.pdf(x))
        .filter(Number.isFinite),
    ),
  );
  const yMax = top > 0 ? top * 1.18 : 1;
  const scale = linearScale(frame, xRange, [0, yMax]);
  const body = boxAxes(frame, scale, ticks(xRange[0], xRange[1]), ticks(0, yMax * 0.95), [
    figure.axis ?? undefined,
    'צפיפות',
  ]);
  const region = (from: number, to: number, fill: string) => {
    const xs = xsOf(Math.max(from, xRange[0]), Math.min(to, xRange[1]));
    const outline = xs.map((x): [number, number] => [scale.x(x), scale.y(dist.pdf(x))]);
    return `<path d="${pathThrough([[scale.x(xs[0] ?? 0), scale.y(0)], ...outline, [scale.x(xs.at(-1) ?? 0), scale.y(0)]])} Z" fill="${fill}" fill-opacity="0.32" stroke="none"/>`;
  };
  const numbers = figure.illustrative !== true;
  // labels placed once every line and curve is drawn, at the first of their candidate places that is free
  const deferred: Array<{
    lines: string[];
    size: number;
    fill: string;
    bold: boolean;
    candidates: Array<[number, number]>;
    /** a tail the label names: when the label had to go on the other side of its critical line, a leader line
     * points from it into the tail */
    tail?: { critical: number; outward: number; x: number; y: number };
  }> = [];
  if (figure.between) {
    const from = figure.between.from === undefined ? xRange[0] : num(figure.between.from);
    const to = figure.between.to === undefined ? xRange[1] : num(figure.between.to);
    body.push(region(from, to, t.tones.primary.stroke));
    if (numbers) {
      const mid = (Math.max(from, xRange[0]) + Math.min(to, xRange[1])) / 2;
      const p =
        (figure.between.to === undefined ? 1 : dist.cdf(to)) -
        (figure.between.from === undefined ? 0 : dist.cdf(from));
      const y0 = scale.y(dist.pdf(mid) * 0.4);
      const x0 = scale.x(mid);
      // inside the shaded region when it fits, otherwise above it
      const candidates: Array<[number, number]> = [[x0, y0]];
      for (let y = scale.y(dist.pdf(mid)) - 12; y > frame.top + 20; y -= 16) candidates.push([x0, y]);
      deferred.push({ lines: [fmt(p, 4)], size: 14, fill: t.tones.primary.text, bold: true, candidates });
    }
  }
  if (figure.tail && figure.alpha !== undefined) {
    const danger = t.tones.danger;
    const share = figure.tail === 'two' ? figure.alpha / 2 : figure.alpha;
    const shaded: Array<[number, number]> =
      figure.tail === 'left'
        ? [[xRange[0], criticals[0] ?? 0]]
        : figure.tail === 'right'
          ? [[criticals[0] ?? 0, xRange[1]]]
          : [
              [xRange[0], criticals[0] ?? 0],
              [criticals[1] ?? 0, xRange[1]],
            ];
    for (const [from, to] of shaded) body.push(region(from, to, danger.stroke));
    criticals.forEach((critical, i) => {
      const x = scale.x(critical);
      body.push(
        line(x, scale.y(0), x, frame.top + 30, danger.stroke, 'stroke-width="1.8" stroke-dasharray="6 4"'),
      );
      if (numbers)
        body.push(text(x, frame.top + 22, fmt(critical), { size: 14, fill: danger.text, weight: 'bold' }));
      // "rejection region" and its share: over the tail, beside the critical line on the tail's side, or
      // higher up where the curve leaves room
      const [from, to] = shaded[i] ?? [critical, critical];
      const centre = scale.x((Math.max(from, xRange[0]) + Math.min(to, xRange[1])) / 2);
      const outward = to > critical ? 1 : -1;
      const candidates: Array<[number, number]> = [];
      for (let y = scale.y(0) - 30; y > frame.top + 40; y -= 16)
        for (const lx of [centre, x + outward * 42, x + outward * 70, x - outward * 42, x - outward * 70])
          candidates.push([lx, y]);
      const inside = (critical + (outward > 0 ? Math.min(to, xRange[1]) : Math.max(from, xRange[0]))) / 2;
      deferred.push({
        lines: numbers ? ['אזור דחייה', fmt(share, 4)] : ['אזור דחייה'],
        size: 12,
        fill: danger.text,
        bold: false,
        candidates,
        tail: { critical: x, outward, x: scale.x(inside), y: scale.y(dist.pdf(inside) * 0.3) },
      });
    });
  }
  curves.forEach((curve) => {
    const xs = xsOf(xRange[0], xRange[1]);
    const d = pathThrough(xs.map((x) => [scale.x(x), scale.y(curve.dist.pdf(x))]));
    body.push(`<path d="${d}" fill="none" stroke="${curve.tone}" stroke-width="2.5"${curve.dash}/>`);
  });
  if (figure.statistic !== undefined) {
    const s = num(figure.statistic);
    const x = scale.x(s);
    const colour = t.tones.success;
    body.push(line(x, scale.y(0), x, scale.y(0) + 6, colour.stroke, 'stroke-width="3"'));
    body.push(`<path d="M${c(x)},${c(scale.y(0) - 2)} l-6,-11 h12 z" fill="${colour.stroke}"/>`);
    if (numbers) {
      const candidates: Array<[number, number]> = [];
      for (let y = scale.y(0) - 18; y > frame.top + 40; y -= 14)
        for (const lx of [x, x + 26, x - 26, x + 40, x - 40]) candidates.push([lx, y]);
      deferred.push({ lines: [fmt(s)], size: 13, fill: colour.text, bold: true, candidates });
    }
  }
  const legend = curves.filter((curve) => curve.label);
  legend.forEach((curve, i) => {
    const y = frame.top + 16 + i * 20;
    const x = frame.right - 8;
    body.push(line(x - 34, y - 4, x, y - 4, curve.tone, `stroke-width="2.5"${curve.dash}`));
    body.push(text(x - 42, y, curve.label ?? '', { side: 'right', size: 13 }));
  });
  const plotArea = { left: frame.left + 2, right: frame.right, top: frame.top, bottom: frame.bottom - 2 };
  for (const label of deferred) {
    const block = { lines: label.lines.map((content) => ({ content, size: label.size })) };
    const [x, y] = firstFree(body.join(''), block, label.candidates, plotArea);
    label.lines.forEach((content, i) =>
      body.push(
        text(x, y + i * 16, content, {
          size: label.size,
          fill: label.fill,
          weight: label.bold ? 'bold' : 'normal',
        }),
      ),
    );
    const tail = label.tail;
    if (tail && (x - tail.critical) * tail.outward < 0) {
      const half = Math.max(...label.lines.map((content) => textWidth(content, label.size))) / 2;
      body.push(line(x + tail.outward * (half + 4), y - 4, tail.x, tail.y, label.fill, 'stroke-width="1"'));
    }
  }
  body.push(...freeLabels(figure.labels, scale));
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}

// ---------- histogram ----------

function barsOf(figure: FigureHistogram): {
  start: number;
  width: number;
  counts: number[];
  dist: Distribution | null;
} {
  const start = num(figure.start);
  const width = num(figure.binWidth);
  if (figure.counts)
    return {
      start,
      width,
      counts: figure.counts,
      dist: figure.expected ? distributionOf(figure.expected.dist) : null,
    };
  if (!figure.expected) throw new Error(`histogram "${figure.id}" needs counts or expected`);
  const dist = distributionOf(figure.expected.dist);
  const total = figure.expected.total;
  const counts = Array.from({ length: figure.expected.bars }, (_, i) => {
    const a = start + i * width;
    return total * (dist.cdf(a + width) - dist.cdf(a));
  });
  return { start, width, counts, dist };
}

export function histogramFacts(figure: FigureHistogram): Facts {
  const bars = barsOf(figure);
  const total = figure.expected?.total ?? bars.counts.reduce((s, v) => s + v, 0);
  const mids = bars.counts.map((_, i) => bars.start + (i + 0.5) * bars.width);
  const barMean = bars.counts.reduce((s, v, i) => s + v * (mids[i] ?? 0), 0) / total;
  const barSd = Math.sqrt(
    bars.counts.reduce((s, v, i) => s + v * ((mids[i] ?? 0) - barMean) ** 2, 0) / total,
  );
  return {
    total: () => value(total),
    mean: () => value(bars.dist ? bars.dist.mean : barMean),
    sd: () => value(bars.dist ? bars.dist.sd : barSd),
    count: (of) => {
      const index = Number(of) - 1;
      const count = bars.counts[index];
      return count === undefined
        ? `no bar ${String(of)} (bars are numbered 1–${bars.counts.length})`
        : value(count);
    },
  };
}

export function renderHistogram(figure: FigureHistogram): string {
  const t = theme();
  const frame = frameOf(figure.width ?? 600, figure.height ?? 400, figure.caption, 64);
  const bars = barsOf(figure);
  const end = bars.start + bars.counts.length * bars.width;
  const yMax = Math.max(...bars.counts) * 1.15;
  const scale = linearScale(frame, [bars.start, end], [0, yMax]);
  const body = boxAxes(frame, scale, ticks(bars.start, end), ticks(0, yMax * 0.97), [
    figure.axes?.[0],
    figure.axes?.[1],
  ]);
  bars.counts.forEach((count, i) => {
    const a = bars.start + i * bars.width;
    body.push(
      `<rect x="${c(scale.x(a) + 1)}" y="${c(scale.y(count))}" width="${c(scale.x(a + bars.width) - scale.x(a) - 2)}" height="${c(scale.y(0) - scale.y(count))}" fill="${t.tones.primary.fill}" stroke="${t.tones.primary.stroke}" stroke-width="1"/>`,
    );
  });
  if (figure.curve && bars.dist) {
    const dist = bars.dist;
    const total = figure.expected?.total ?? bars.counts.reduce((s, v) => s + v, 0);
    const xs = Array.from({ length: 301 }, (_, i) => bars.start + ((end - bars.start) * i) / 300);
    body.push(
      `<path d="${pathThrough(xs.map((x) => [scale.x(x), scale.y(dist.pdf(x) * total * bars.width)]))}" fill="none" stroke="${t.tones.danger.stroke}" stroke-width="2.5"/>`,
    );
  }
  for (const mark of figure.marks) {
    const x = scale.x(num(mark.at));
    body.push(line(x, frame.bottom, x, frame.top + 8, t.text, 'stroke-width="1.5" stroke-dasharray="5 4"'));
    body.push(text(x, frame.top + 2, mark.label, { size: 13, weight: 'bold' }));
  }
  body.push(...freeLabels(figure.labels, scale));
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}

// ---------- intervals ----------

function intervalsOf(figure: FigureIntervals): Array<[number, number]> {
  if (figure.intervals) return figure.intervals.map(pair);
  if (figure.centers && figure.halfWidth !== undefined) {
    const h = num(figure.halfWidth);
    return figure.centers.map((centre) => [num(centre) - h, num(centre) + h]);
  }
  throw new Error(`intervals "${figure.id}" need "intervals", or "centers" with "halfWidth"`);
}

export function intervalsFacts(figure: FigureIntervals): Facts {
  const list = intervalsOf(figure);
  const reference = num(figure.reference);
  const covers = list.filter(([a, b]) => a <= reference && reference <= b).length;
  return {
    count: () => value(list.length),
    covers: () => value(covers),
    misses: () => value(list.length - covers),
    reference: () => value(reference),
    'half-width': () =>
      figure.halfWidth === undefined
        ? 'the intervals have no common "halfWidth"'
        : value(num(figure.halfWidth)),
  };
}

export function renderIntervals(figure: FigureIntervals): string {
  const t = theme();
  const list = intervalsOf(figure);
  const reference = num(figure.reference);
  const rowHeight = 16;
  const top = figure.caption ? 64 : 36;
  const height = figure.height ?? top + list.length * rowHeight + 70;
  const frame: Frame = {
    width: figure.width ?? 600,
    height,
    left: 64,
    right: (figure.width ?? 600) - 96,
    top,
    bottom: height - 58,
  };
  const lo = Math.min(...list.map((i) => i[0]), reference);
  const hi = Math.max(...list.map((i) => i[1]), reference);
  const xRange: [number, number] = figure.x ? pair(figure.x) : [lo - (hi - lo) * 0.05, hi + (hi - lo) * 0.05];
  const scale = linearScale(frame, xRange, [list.length + 0.5, 0.5]);
  const body = boxAxes(frame, scale, ticks(xRange[0], xRange[1]), [], [figure.axes?.[0], figure.axes?.[1]]);
  const rx = scale.x(reference);
  body.push(line(rx, frame.bottom, rx, frame.top - 8, t.text, 'stroke-width="2" stroke-dasharray="6 4"'));
  body.push(text(rx, frame.top - 14, figure.referenceLabel ?? fmt(reference), { size: 14, weight: 'bold' }));
  for (const row of ticks(1, list.length, list.length > 10 ? 5 : 1).map((v) => Math.max(1, v))) {
    body.push(line(frame.left - 5, scale.y(row), frame.left, scale.y(row), t.axis));
    body.push(text(frame.left - 8, scale.y(row) + 4, fmt(row), { side: 'right', size: 12, fill: t.muted }));
  }
  list.forEach(([a, b], i) => {
    const y = scale.y(i + 1);
    const miss = reference < a || reference > b;
    const colour = miss ? t.tones.danger.stroke : t.tones.primary.stroke;
    body.push(line(scale.x(a), y, scale.x(b), y, colour, `stroke-width="${miss ? 3 : 2}"`));
    body.push(circle(scale.x((a + b) / 2), y, 3, `fill="${colour}"`));
    // on the side away from the reference line
    if (miss)
      body.push(
        reference > b
          ? text(scale.x(a) - 6, y + 4, 'אינו מכיל', { side: 'right', size: 12, fill: t.tones.danger.text })
          : text(scale.x(b) + 6, y + 4, 'אינו מכיל', { side: 'left', size: 12, fill: t.tones.danger.text }),
      );
  });
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}

// ---------- box plot ----------

export function boxplotFacts(figure: FigureBoxplot): Facts {
  const group = (of: string | number | undefined) => find(figure.groups, (g) => g.label, of, 'group');
  const stat = (pick: (data: number[]) => number) => (of: string | number | undefined) => {
    const g = group(of);
    return typeof g === 'string' ? g : value(pick(g.data));
  };
  const all = figure.groups.flatMap((g) => g.data);
  return {
    n: stat((d) => d.length),
    min: stat((d) => fiveNumbers(d).min),
    q1: stat((d) => fiveNumbers(d).q1),
    median: stat((d) => fiveNumbers(d).median),
    q3: stat((d) => fiveNumbers(d).q3),
    max: stat((d) => fiveNumbers(d).max),
    iqr: stat((d) => fiveNumbers(d).q3 - fiveNumbers(d).q1),
    mean: stat((d) => mean(d)),
    'grand-mean': () => value(mean(all)),
  };
}

export function renderBoxplot(figure: FigureBoxplot): string {
  const t = theme();
  const frame = frameOf(figure.width ?? 600, figure.height ?? 400, figure.caption, 64);
  const all = figure.groups.flatMap((g) => g.data);
  const span = Math.max(...all) - Math.min(...all) || 1;
  const yRange: [number, number] = figure.y
    ? pair(figure.y)
    : [Math.min(...all) - span * 0.15, Math.max(...all) + span * 0.15];
  const n = figure.groups.length;
  const scale = linearScale(frame, [0, n], yRange);
  const body = boxAxes(frame, scale, [], ticks(yRange[0], yRange[1]), [undefined, figure.axis]);
  const tones = [t.tones.primary, t.tones.success, t.tones.accent, t.tones.danger, t.tones.muted];
  figure.groups.forEach((group, i) => {
    const s = fiveNumbers(group.data);
    const colour = tones[i % tones.length] ?? t.tones.primary;
    const cx = scale.x(i + 0.5);
    const half = Math.min(40, (frame.right - frame.left) / n / 4);
    body.push(line(cx, scale.y(s.min), cx, scale.y(s.q1), t.text, 'stroke-width="1.5"'));
    body.push(line(cx, scale.y(s.q3), cx, scale.y(s.max), t.text, 'stroke-width="1.5"'));
    body.push(
      line(cx - half / 2, scale.y(s.min), cx + half / 2, scale.y(s.min), t.text, 'stroke-width="1.5"'),
    );
    body.push(
      line(cx - half / 2, scale.y(s.max), cx + half / 2, scale.y(s.max), t.text, 'stroke-width="1.5"'),
    );
    body.push(
      `<rect x="${c(cx - half)}" y="${c(scale.y(s.q3))}" width="${c(2 * half)}" height="${c(scale.y(s.q1) - scale.y(s.q3))}" fill="${colour.fill}" stroke="${colour.stroke}" stroke-width="2"/>`,
    );
    body.push(
      line(cx - half, scale.y(s.median), cx + half, scale.y(s.median), colour.stroke, 'stroke-width="3"'),
    );
    if (figure.means) {
      const m = mean(group.data);
      body.push(circle(cx, scale.y(m), 5, `fill="${t.background}" stroke="${t.text}" stroke-width="1.5"`));
      if (figure.illustrative !== true)
        body.push(
          text(cx + half + 6, scale.y(m) + 4, `x̄ = ${fmt(m, 2)}`, { side: 'left', size: 12, fill: t.muted }),
        );
    }
    body.push(text(cx, frame.bottom + 22, group.label, { size: 14 }));
  });
  if (figure.grandMean) {
    const m = mean(all);
    body.push(
      line(
        frame.left,
        scale.y(m),
        frame.right,
        scale.y(m),
        t.tones.danger.stroke,
        'stroke-width="1.5" stroke-dasharray="7 5"',
      ),
    );
    if (figure.illustrative !== true)
      body.push(
        text(frame.right - 4, scale.y(m) - 7, `ממוצע כללי ${fmt(m, 2)}`, {
          side: 'right',
          size: 12,
          fill: t.tones.danger.text,
        }),
      );
  }
  return document(figure.id, figure.alt, frame.width, frame.height, body, figure.caption);
}
