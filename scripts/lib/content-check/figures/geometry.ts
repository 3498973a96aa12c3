/** Probability trees, triangles, the unit circle, number lines and figures in space. */
import type {
  FigureNumberLine,
  FigureSpace,
  FigureTree,
  FigureTreeBranch,
  FigureTriangle,
  FigureUnitCircle,
} from '../../../../backend/contract/figures';
import { num } from './expressions';
import { type Facts, find, value } from './facts';
import { placedText } from './layout';
import { tidy } from './numeric';
import { arrowMarker, c, circle, document, dot, fmt, line, text, theme, ticks } from './svg';

// ---------- tree ----------

interface Leaf {
  labels: string[];
  probabilities: number[];
  product: number;
  /** the product as a fraction "20/56" when every probability on the path is written as a fraction */
  fraction: string | null;
}

const FRACTION = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** How a probability is printed: a fraction as written ("5/8"), anything else as a decimal. */
function probabilityLabel(p: FigureTreeBranch['p']): string {
  return typeof p === 'string' && FRACTION.test(p) ? p.replace(/\s+/g, '') : fmt(num(p), 4);
}

function leavesOf(
  branches: FigureTreeBranch[],
  path: FigureTreeBranch[] = [],
  labels: string[] = [],
): Leaf[] {
  return branches.flatMap((branch) => {
    const nextPath = [...path, branch];
    const nextLabels = [...labels, branch.label];
    if (branch.children && branch.children.length > 0) return leavesOf(branch.children, nextPath, nextLabels);
    const probabilities = nextPath.map((b) => num(b.p));
    const parts = nextPath.map((b) => (typeof b.p === 'string' ? FRACTION.exec(b.p) : null));
    const fraction = parts.every((m) => m !== null)
      ? `${parts.reduce((n, m) => n * Number(m?.[1]), 1)}/${parts.reduce((d, m) => d * Number(m?.[2]), 1)}`
      : null;
    return [
      { labels: nextLabels, probabilities, product: probabilities.reduce((a, b) => a * b, 1), fraction },
    ];
  });
}

/** Probabilities out of every node that do not sum to 1. */
export function treeProblems(figure: FigureTree): string[] {
  const problems: string[] = [];
  const visit = (branches: FigureTreeBranch[], where: string) => {
    const sum = branches.reduce((s, b) => s + num(b.p), 0);
    if (Math.abs(sum - 1) > 1e-9) problems.push(`the branches ${where} sum to ${fmt(sum, 6)}, not 1`);
    for (const b of branches)
      if (b.children && b.children.length > 0) visit(b.children, `after "${b.label}"`);
  };
  visit(figure.branches, 'from the root');
  return problems;
}

export function treeFacts(figure: FigureTree): Facts {
  const leaves = leavesOf(figure.branches);
  const total = (labels: string[]) =>
    leaves
      .filter((leaf) => labels.every((label) => leaf.labels.includes(label)))
      .reduce((s, leaf) => s + leaf.product, 0);
  return {
    path: (of) => {
      const labels = String(of ?? '').split('/');
      const leaf = leaves.find((l) => l.labels.join('/') === labels.join('/'));
      if (leaf) return value(tidy(leaf.product));
      const prefix = leaves.filter((l) => labels.every((label, i) => l.labels[i] === label));
      return prefix.length > 0
        ? value(tidy(prefix.reduce((s, l) => s + l.product, 0)))
        : `no path "${String(of)}" (paths: ${leaves.map((l) => l.labels.join('/')).join(', ')})`;
    },
    total: (of) => {
      const labels = String(of ?? '')
        .split(',')
        .map((l) => l.trim());
      const sum = total(labels);
      return sum === 0 ? `no path through "${String(of)}"` : value(tidy(sum));
    },
    given: (of) => {
      const [event, condition] = String(of ?? '')
        .split('|')
        .map((l) => l.trim());
      if (!event || !condition) return 'write "of" as "event|condition"';
      const base = total([condition]);
      return base === 0 ? `no path through "${condition}"` : value(tidy(total([event, condition]) / base));
    },
  };
}

export function renderTree(figure: FigureTree): string {
  const t = theme();
  const leaves = leavesOf(figure.branches);
  const depth = Math.max(...leaves.map((l) => l.labels.length));
  const width = figure.width ?? 620;
  const rowHeight = 62;
  const top = (figure.caption ? 60 : 28) + (figure.levels ? 24 : 0);
  const height = figure.height ?? top + leaves.length * rowHeight + 16;
  const products = figure.products !== false && figure.illustrative !== true;
  // columns: the root on the right (Hebrew reads from the right), each level further left
  const productColumn = products ? 80 : 0;
  const columnX = (level: number) => width - 40 - (level * (width - 80 - productColumn)) / depth;
  const body: string[] = [];
  let row = 0;
  const place = (branches: FigureTreeBranch[], level: number, fromX: number, fromY: number): void => {
    for (const branch of branches) {
      const children = branch.children ?? [];
      const span = children.length > 0 ? leavesOf(children).length : 1;
      const y = top + (row + span / 2) * rowHeight;
      const x = columnX(level + 1);
      body.push(line(fromX, fromY, x, y, t.muted, 'stroke-width="1.6"'));
      const mx = (fromX + x) / 2;
      const my = (fromY + y) / 2;
      if (figure.illustrative !== true)
        body.push(
          text(mx, my - 8, probabilityLabel(branch.p), {
            size: 14,
            weight: 'bold',
            fill: t.tones.primary.text,
          }),
        );
      if (children.length > 0) place(children, level + 1, x, y);
      else row += 1;
      const half = Math.max(16, branch.label.length * 4.6 + 10);
      body.push(
        `<rect x="${c(x - half)}" y="${c(y - 15)}" width="${c(2 * half)}" height="30" rx="15" fill="${t.tones.primary.fill}" stroke="${t.tones.primary.stroke}" stroke-width="1.6"/>`,
      );
      body.push(text(x, y + 5, branch.label, { size: 13, weight: 'bold' }));
    }
  };
  const rootY = top + (leaves.length * rowHeight) / 2;
  place(figure.branches, 0, columnX(0), rootY);
  body.push(dot(columnX(0), rootY, t.text, 6));
  if (figure.levels)
    figure.levels.forEach((heading, level) =>
      body.push(
        text((columnX(level) + columnX(level + 1)) / 2, top - 12, heading, { size: 13, fill: t.muted }),
      ),
    );
  if (products) {
    leaves.forEach((leaf, i) => {
      body.push(
        text(40, top + (i + 0.5) * rowHeight + 5, leaf.fraction ?? fmt(leaf.product, 4), {
          side: 'middle',
          size: 14,
        }),
      );
    });
    body.push(text(40, top - 12, 'מכפלה', { size: 13, fill: t.muted }));
  }
  return document(figure.id, figure.alt, width, height, body, figure.caption);
}

// ---------- triangle ----------

interface Solved {
  a: number;
  b: number;
  c: number;
  A: number;
  B: number;
  C: number;
}

const RAD = Math.PI / 180;

/** Solves a triangle from SSS, SAS or ASA/AAS (angles in degrees). */
export function solveTriangle(given: FigureTriangle['given']): Solved | string {
  const g: Partial<Record<keyof Solved, number>> = {};
  for (const [key, v] of Object.entries(given)) if (v !== undefined) g[key as keyof Solved] = num(v);
  const sides = (['a', 'b', 'c'] as const).filter((k) => g[k] !== undefined);
  const angles = (['A', 'B', 'C'] as const).filter((k) => g[k] !== undefined);
  if (sides.length + angles.length !== 3 || sides.length === 0)
    return 'give three parts, at least one of them a side';
  const opposite = { a: 'A', b: 'B', c: 'C', A: 'a', B: 'b', C: 'c' } as const;
  const s = { ...g } as Record<keyof Solved, number>;
  if (sides.length === 3) {
    s.A = Math.acos((s.b ** 2 + s.c ** 2 - s.a ** 2) / (2 * s.b * s.c)) / RAD;
    s.B = Math.acos((s.a ** 2 + s.c ** 2 - s.b ** 2) / (2 * s.a * s.c)) / RAD;
    s.C = 180 - s.A - s.B;
  } else if (sides.length === 2) {
    const angle = angles[0];
    if (!angle) return 'give three parts';
    const [p, q] = sides;
    if (!p || !q || opposite[angle] === p || opposite[angle] === q)
      return 'two sides and an angle that is not between them (SSA) is ambiguous: give SAS';
    const third = opposite[angle];
    s[third] = Math.sqrt(s[p] ** 2 + s[q] ** 2 - 2 * s[p] * s[q] * Math.cos(s[angle] * RAD));
    const pa = opposite[p];
    s[pa] = Math.acos((s[q] ** 2 + s[third] ** 2 - s[p] ** 2) / (2 * s[q] * s[third])) / RAD;
    const qa = opposite[q];
    s[qa] = 180 - s[angle] - s[pa];
  } else {
    const side = sides[0];
    if (!side) return 'give a side';
    const known = angles.reduce((sum, k) => sum + s[k], 0);
    const missing = (['A', 'B', 'C'] as const).find((k) => g[k] === undefined);
    if (!missing) return 'give at most two angles';
    s[missing] = 180 - known;
    const ratio = s[side] / Math.sin(s[opposite[side]] * RAD);
    for (const k of ['a', 'b', 'c'] as const) if (k !== side) s[k] = ratio * Math.sin(s[opposite[k]] * RAD);
  }
  if ([s.a, s.b, s.c, s.A, s.B, s.C].some((v) => !Number.isFinite(v) || v <= 0))
    return 'these parts make no triangle';
  return { a: tidy(s.a), b: tidy(s.b), c: tidy(s.c), A: tidy(s.A), B: tidy(s.B), C: tidy(s.C) };
}

export function triangleFacts(figure: FigureTriangle): Facts {
  const solved = solveTriangle(figure.given);
  const names = figure.vertices ?? ['A', 'B', 'C'];
  const sideOf = (of: string | number | undefined): number | string => {
    if (typeof solved === 'string') return solved;
    const key = String(of ?? '');
    if (key === 'a' || key === 'b' || key === 'c') return solved[key];
    const pairs: Record<string, 'a' | 'b' | 'c'> = {
      [`${names[1]}${names[2]}`]: 'a',
      [`${names[2]}${names[1]}`]: 'a',
      [`${names[0]}${names[2]}`]: 'b',
      [`${names[2]}${names[0]}`]: 'b',
      [`${names[0]}${names[1]}`]: 'c',
      [`${names[1]}${names[0]}`]: 'c',
    };
    const side = pairs[key];
    return side ? solved[side] : `no side "${key}" (a, b, c or two vertex names)`;
  };
  const angleOf = (of: string | number | undefined): number | string => {
    if (typeof solved === 'string') return solved;
    const index = names.indexOf(String(of));
    const key =
      index >= 0
        ? (['A', 'B', 'C'] as const)[index]
        : (['A', 'B', 'C'] as const).find((k) => k === String(of));
    return key ? solved[key] : `no vertex "${String(of)}"`;
  };
  const area = () =>
    typeof solved === 'string' ? solved : 0.5 * solved.b * solved.c * Math.sin(solved.A * RAD);
  const wrap = (v: number | string) => (typeof v === 'string' ? v : value(tidy(v)));
  return {
    side: (of) => wrap(sideOf(of)),
    angle: (of) => wrap(angleOf(of)),
    area: () => wrap(area()),
    perimeter: () => (typeof solved === 'string' ? solved : value(tidy(solved.a + solved.b + solved.c))),
    circumradius: () =>
      typeof solved === 'string' ? solved : value(tidy(solved.a / (2 * Math.sin(solved.A * RAD)))),
    height: (of) => {
      const a = area();
      if (typeof a === 'string') return a;
      const index = names.indexOf(String(of));
      if (index < 0 || typeof solved === 'string') return `no vertex "${String(of)}"`;
      const base = [solved.a, solved.b, solved.c][index] ?? 1;
      return value(tidy((2 * a) / base));
    },
  };
}

export function renderTriangle(figure: FigureTriangle): string {
  const t = theme();
  const solved = solveTriangle(figure.given);
  if (typeof solved === 'string') throw new Error(`triangle "${figure.id}": ${solved}`);
  const names = figure.vertices ?? ['A', 'B', 'C'];
  // A at the origin, B along the x-axis, C above
  const A: [number, number] = [0, 0];
  const B: [number, number] = [solved.c, 0];
  const C: [number, number] = [solved.b * Math.cos(solved.A * RAD), solved.b * Math.sin(solved.A * RAD)];
  const R = solved.a / (2 * Math.sin(solved.A * RAD));
  const xs = [A[0], B[0], C[0]];
  const ys = [A[1], B[1], C[1]];
  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  let centre: [number, number] = [0, 0];
  if (figure.circumcircle) {
    const d = 2 * (A[0] * (B[1] - C[1]) + B[0] * (C[1] - A[1]) + C[0] * (A[1] - B[1]));
    const sq = (p: [number, number]) => p[0] ** 2 + p[1] ** 2;
    centre = [
      (sq(A) * (B[1] - C[1]) + sq(B) * (C[1] - A[1]) + sq(C) * (A[1] - B[1])) / d,
      (sq(A) * (C[0] - B[0]) + sq(B) * (A[0] - C[0]) + sq(C) * (B[0] - A[0])) / d,
    ];
    minX = Math.min(minX, centre[0] - R);
    maxX = Math.max(maxX, centre[0] + R);
    minY = Math.min(minY, centre[1] - R);
    maxY = Math.max(maxY, centre[1] + R);
  }
  const width = figure.width ?? 520;
  const top = figure.caption ? 60 : 40;
  const usable = width - 100;
  const unit = Math.min(usable / (maxX - minX), 300 / (maxY - minY));
  const height = figure.height ?? Math.round(top + (maxY - minY) * unit + 50);
  const px = (p: [number, number]): [number, number] => [
    50 + (usable - (maxX - minX) * unit) / 2 + (p[0] - minX) * unit,
    top + (maxY - p[1]) * unit,
  ];
  const [pa, pb, pc] = [px(A), px(B), px(C)];
  const body: string[] = [];
  if (figure.circumcircle) {
    const [cx, cy] = px(centre);
    body.push(
      circle(cx, cy, R * unit, `fill="none" stroke="${t.muted}" stroke-width="1.5" stroke-dasharray="6 4"`),
    );
  }
  body.push(
    `<path d="M${c(pa[0])},${c(pa[1])} L${c(pb[0])},${c(pb[1])} L${c(pc[0])},${c(pc[1])} Z" fill="${t.tones.primary.fill}" stroke="${t.tones.primary.stroke}" stroke-width="2.5" stroke-linejoin="round"/>`,
  );
  if (figure.altitude) {
    const index = ['A', 'B', 'C'].indexOf(figure.altitude);
    const apex = [pa, pb, pc][index] ?? pc;
    const [p, q] = [
      [pb, pc],
      [pa, pc],
      [pa, pb],
    ][index] ?? [pa, pb];
    if (p && q) {
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const k = ((apex[0] - p[0]) * dx + (apex[1] - p[1]) * dy) / (dx * dx + dy * dy);
      body.push(
        line(
          apex[0],
          apex[1],
          p[0] + k * dx,
          p[1] + k * dy,
          t.tones.danger.stroke,
          'stroke-width="1.8" stroke-dasharray="6 4"',
        ),
      );
    }
  }
  const centroid: [number, number] = [(pa[0] + pb[0] + pc[0]) / 3, (pa[1] + pb[1] + pc[1]) / 3];
  const away = (p: [number, number], distance: number): [number, number] => {
    const dx = p[0] - centroid[0];
    const dy = p[1] - centroid[1];
    const length = Math.hypot(dx, dy) || 1;
    return [p[0] + (dx / length) * distance, p[1] + (dy / length) * distance];
  };
  const vertices: Array<[[number, number], string, 'A' | 'B' | 'C']> = [
    [pa, names[0], 'A'],
    [pb, names[1], 'B'],
    [pc, names[2], 'C'],
  ];
  const showValues = figure.illustrative !== true;
  const given = new Set(Object.keys(figure.given));
  const sideMode = figure.sides ?? 'given';
  const angleMode = figure.angles ?? 'given';
  for (const [p, name, key] of vertices) {
    const [lx, ly] = away(p, 18);
    body.push(text(lx, ly + 6, name, { size: 17, weight: 'bold' }));
    if (angleMode === 'none') continue;
    const angle = solved[key];
    const show =
      angleMode === 'letters'
        ? ({ A: 'α', B: 'β', C: 'γ' } as const)[key]
        : angleMode === 'values' || (angleMode === 'given' && given.has(key))
          ? showValues
            ? `${fmt(angle, 1)}°`
            : ''
          : '';
    if (!show) continue;
    const [ix, iy] = away(p, -34);
    body.push(text(ix, iy + 5, show, { size: 13, fill: t.tones.accent.text }));
  }
  const sides: Array<[[number, number], [number, number], 'a' | 'b' | 'c']> = [
    [pb, pc, 'a'],
    [pa, pc, 'b'],
    [pa, pb, 'c'],
  ];
  for (const [p, q, key] of sides) {
    if (sideMode === 'none') continue;
    const show =
      sideMode === 'letters'
        ? key
        : sideMode === 'values' || (sideMode === 'given' && given.has(key))
          ? showValues
            ? fmt(solved[key], 2)
            : ''
          : '';
    if (!show) continue;
    const [mx, my] = away([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2], 16);
    body.push(
      text(mx, my + 5, show, { size: 14, fill: t.tones.danger.text, italic: sideMode === 'letters' }),
    );
  }
  return document(figure.id, figure.alt, width, height, body, figure.caption);
}

// ---------- unit circle ----------

export function unitCircleFacts(figure: FigureUnitCircle): Facts {
  const angleOf = (of: string | number | undefined) =>
    of === undefined ? (figure.angle === undefined ? null : num(figure.angle)) : Number(of);
  const trig = (f: (r: number) => number) => (of: string | number | undefined) => {
    const angle = angleOf(of);
    return angle === null || !Number.isFinite(angle) ? 'name the angle in "of"' : value(tidy(f(angle * RAD)));
  };
  return {
    cos: trig(Math.cos),
    sin: trig(Math.sin),
    tan: trig(Math.tan),
    point: (of) => {
      const angle = angleOf(of);
      return angle === null
        ? 'name the angle in "of"'
        : value(tidy(Math.cos(angle * RAD)), tidy(Math.sin(angle * RAD)));
    },
  };
}

export function renderUnitCircle(figure: FigureUnitCircle): string {
  const t = theme();
  const size = figure.width ?? 460;
  const top = figure.caption ? 40 : 0;
  const height = figure.height ?? size + top;
  const cx = size / 2;
  const cy = top + size / 2;
  const r = size * 0.32;
  const body: string[] = [arrowMarker(figure.id, t.axis)];
  body.push(
    line(
      cx - r - 40,
      cy,
      cx + r + 40,
      cy,
      t.axis,
      `stroke-width="1.5" marker-end="url(#${figure.id}-arrow)"`,
    ),
  );
  body.push(
    line(
      cx,
      cy + r + 40,
      cx,
      cy - r - 40,
      t.axis,
      `stroke-width="1.5" marker-end="url(#${figure.id}-arrow)"`,
    ),
  );
  body.push(text(cx + r + 44, cy - 8, 'x', { side: 'right', italic: true, size: 14 }));
  body.push(text(cx + 8, cy - r - 34, 'y', { side: 'left', italic: true, size: 14 }));
  body.push(circle(cx, cy, r, `fill="none" stroke="${t.tones.primary.stroke}" stroke-width="2.5"`));
  if (figure.quadrants)
    [
      ['רביע I', 1, -1],
      ['רביע II', -1, -1],
      ['רביע III', -1, 1],
      ['רביע IV', 1, 1],
    ].forEach(([label, sx, sy]) =>
      body.push(
        text(cx + Number(sx) * (r + 20), cy + Number(sy) * (r + 20), String(label), {
          size: 13,
          fill: t.muted,
        }),
      ),
    );
  for (const a of figure.angles) {
    const angle = num(a) * RAD;
    const x = cx + r * Math.cos(angle);
    const y = cy - r * Math.sin(angle);
    body.push(dot(x, y, t.tones.primary.stroke));
    // outside the circle, moved off an axis that runs through it
    const [lx, ly] = [cx + (r + 22) * Math.cos(angle), cy - (r + 22) * Math.sin(angle) + 5];
    body.push(
      placedText(
        body,
        `${fmt(num(a))}°`,
        [
          { x: lx, y: ly, side: 'middle' },
          { x: lx + 6, y: ly + 14, side: 'left' },
          { x: lx - 6, y: ly - 10, side: 'right' },
          { x: lx + 6, y: ly - 10, side: 'left' },
        ],
        { size: 12, fill: t.tones.primary.text },
      ),
    );
  }
  if (figure.angle !== undefined) {
    const degrees = num(figure.angle);
    const angle = degrees * RAD;
    const x = cx + r * Math.cos(angle);
    const y = cy - r * Math.sin(angle);
    const danger = t.tones.danger;
    body.push(line(cx, cy, x, y, t.text, 'stroke-width="2"'));
    body.push(line(x, y, x, cy, danger.stroke, 'stroke-width="2" stroke-dasharray="5 4"'));
    body.push(line(cx, cy, x, cy, t.tones.success.stroke, 'stroke-width="4"'));
    body.push(dot(x, y, danger.stroke, 5.5));
    const arc = 28;
    const large = degrees > 180 ? 1 : 0;
    body.push(
      `<path d="M${c(cx + arc)},${c(cy)} A${arc},${arc} 0 ${large} 0 ${c(cx + arc * Math.cos(angle))},${c(cy - arc * Math.sin(angle))}" fill="none" stroke="${t.tones.accent.stroke}" stroke-width="2"/>`,
    );
    body.push(
      text(cx + (arc + 14) * Math.cos(angle / 2), cy - (arc + 14) * Math.sin(angle / 2) + 5, 'θ', {
        size: 15,
        fill: t.tones.accent.text,
        italic: true,
      }),
    );
    const right = Math.cos(angle) >= 0;
    const label =
      figure.illustrative === true
        ? 'P(cos θ, sin θ)'
        : `P(${fmt(Math.cos(angle))}, ${fmt(Math.sin(angle))})`;
    body.push(
      text(x + (right ? 10 : -10), y - 12, label, {
        side: right ? 'left' : 'right',
        size: 13,
        fill: danger.text,
      }),
    );
    body.push(text((cx + x) / 2, cy + 20, 'cos θ', { size: 12, fill: t.tones.success.text, italic: true }));
    const away = right ? 'left' : 'right';
    const towards = right ? 'right' : 'left';
    body.push(
      placedText(
        body,
        'sin θ',
        [
          { x: x + (right ? 8 : -8), y: (cy + y) / 2, side: away },
          { x: x + (right ? -8 : 8), y: (cy + y) / 2, side: towards },
          { x: x + (right ? -8 : 8), y: cy - 8, side: towards },
        ],
        { size: 12, fill: danger.text, italic: true },
      ),
    );
  }
  return document(figure.id, figure.alt, size, height, body, figure.caption);
}

// ---------- number line ----------

export function numberLineFacts(figure: FigureNumberLine): Facts {
  return {
    interval: (of) => {
      const found =
        typeof of === 'number'
          ? figure.intervals[of - 1]
          : find(figure.intervals, (i) => i.id, of, 'interval');
      if (found === undefined) return `no interval ${String(of)}`;
      if (typeof found === 'string') return found;
      const ends = [found.from, found.to].filter((v) => v !== undefined).map((v) => num(v));
      return value(...ends);
    },
    point: (of) => {
      const p = figure.points[Number(of) - 1];
      return p ? value(num(p.x)) : `no point ${String(of)} (numbered from 1)`;
    },
  };
}

export function renderNumberLine(figure: FigureNumberLine): string {
  const t = theme();
  const width = figure.width ?? 560;
  const top = figure.caption ? 50 : 10;
  const height = figure.height ?? top + 90;
  const [x0, x1] = [num(figure.x[0]), num(figure.x[1])];
  const left = 30;
  const right = width - 30;
  const sx = (v: number) => left + ((v - x0) / (x1 - x0)) * (right - left);
  const y = top + 40;
  const body: string[] = [arrowMarker(figure.id, t.axis)];
  body.push(
    line(
      left - 10,
      y,
      right + 14,
      y,
      t.axis,
      `stroke-width="1.5" marker-end="url(#${figure.id}-arrow)" marker-start="url(#${figure.id}-arrow)"`,
    ),
  );
  for (const v of ticks(x0, x1, figure.step === undefined ? 1 : num(figure.step))) {
    body.push(line(sx(v), y - 5, sx(v), y + 5, t.axis));
    if (figure.illustrative !== true) body.push(text(sx(v), y + 22, fmt(v), { size: 12, fill: t.muted }));
  }
  const colour = t.tones.primary;
  figure.intervals.forEach((interval, i) => {
    const lift = y - 14 - i * 10;
    const a = interval.from === undefined ? left - 10 : sx(num(interval.from));
    const b = interval.to === undefined ? right + 10 : sx(num(interval.to));
    body.push(line(a, lift, b, lift, colour.stroke, 'stroke-width="5" stroke-linecap="round"'));
    const [closedA, closedB] = interval.closed ?? [false, false];
    if (interval.from !== undefined)
      body.push(
        circle(
          a,
          lift,
          6,
          `fill="${closedA ? colour.stroke : t.background}" stroke="${colour.stroke}" stroke-width="2.5"`,
        ),
      );
    if (interval.to !== undefined)
      body.push(
        circle(
          b,
          lift,
          6,
          `fill="${closedB ? colour.stroke : t.background}" stroke="${colour.stroke}" stroke-width="2.5"`,
        ),
      );
  });
  for (const p of figure.points) {
    const x = sx(num(p.x));
    body.push(
      circle(
        x,
        y,
        6,
        `fill="${p.closed === false ? t.background : t.tones.danger.stroke}" stroke="${t.tones.danger.stroke}" stroke-width="2.5"`,
      ),
    );
    if (p.label) body.push(text(x, y - 16, p.label, { size: 13, fill: t.tones.danger.text }));
  }
  return document(figure.id, figure.alt, width, height, body, figure.caption);
}

// ---------- space ----------

type Vec3 = [number, number, number];

export function spaceFacts(figure: FigureSpace): Facts {
  const point = (name: string): Vec3 | null => {
    const p = figure.points[name];
    return p ? [num(p[0]), num(p[1]), num(p[2])] : null;
  };
  const vectorOf = (of: string | number | undefined): Vec3 | string => {
    const key = String(of ?? '');
    const names = Object.keys(figure.points).sort((a, b) => b.length - a.length);
    for (const first of names)
      if (key.startsWith(first)) {
        const second = key.slice(first.length);
        const a = point(first);
        const b = point(second);
        if (a && b) return [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      }
    return `no vector "${key}" (name two points, such as "AB")`;
  };
  const twoVectors = (of: string | number | undefined): [Vec3, Vec3] | string => {
    const [u, v] = String(of ?? '')
      .split(',')
      .map((part) => vectorOf(part.trim()));
    if (typeof u === 'string' || u === undefined) return u ?? 'name two vectors: "AB,AC"';
    if (typeof v === 'string' || v === undefined) return v ?? 'name two vectors: "AB,AC"';
    return [u, v];
  };
  const dotOf = (u: Vec3, v: Vec3) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
  return {
    point: (of) => {
      const p = point(String(of));
      return p ? value(...p) : `no point "${String(of)}"`;
    },
    vector: (of) => {
      const v = vectorOf(of);
      return typeof v === 'string' ? v : value(...v);
    },
    length: (of) => {
      const v = vectorOf(of);
      return typeof v === 'string' ? v : value(tidy(Math.hypot(...v)));
    },
    dot: (of) => {
      const pair = twoVectors(of);
      return typeof pair === 'string' ? pair : value(tidy(dotOf(...pair)));
    },
    angle: (of) => {
      const pair = twoVectors(of);
      if (typeof pair === 'string') return pair;
      const [u, v] = pair;
      return value(tidy(Math.acos(dotOf(u, v) / (Math.hypot(...u) * Math.hypot(...v))) / RAD));
    },
  };
}

export function renderSpace(figure: FigureSpace): string {
  const t = theme();
  const width = figure.width ?? 520;
  const height = figure.height ?? 440;
  const top = figure.caption ? 50 : 20;
  // oblique projection as in school drawings: y to the right, z up, x towards the viewer (down-left, half length)
  const project = (p: Vec3): [number, number] => [
    p[1] - 0.5 * p[0] * Math.SQRT1_2,
    p[2] - 0.5 * p[0] * Math.SQRT1_2,
  ];
  const labels: Array<{
    content: string;
    size: number;
    spots: Array<{ x: number; y: number; side: 'left' | 'middle' | 'right' }>;
  }> = [];
  const named = Object.entries(figure.points).map(
    ([name, p]) => [name, [num(p[0]), num(p[1]), num(p[2])] as Vec3] as const,
  );
  const axes = figure.axes !== false;
  const extent = Math.max(1, ...named.flatMap(([, p]) => p.map(Math.abs)));
  const axisEnds: Vec3[] = axes
    ? [
        [extent * 1.3, 0, 0],
        [0, extent * 1.3, 0],
        [0, 0, extent * 1.3],
      ]
    : [];
  const all = [...named.map(([, p]) => project(p)), ...axisEnds.map(project), project([0, 0, 0])];
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const unit = Math.min((width - 80) / (maxX - minX || 1), (height - top - 50) / (maxY - minY || 1));
  const px = (p: Vec3): [number, number] => {
    const [x, y] = project(p);
    return [40 + (x - minX) * unit, height - 30 - (y - minY) * unit];
  };
  const body: string[] = [arrowMarker(figure.id, t.muted)];
  const origin = px([0, 0, 0]);
  if (axes)
    axisEnds.forEach((end, i) => {
      const [x, y] = px(end);
      body.push(
        line(origin[0], origin[1], x, y, t.muted, `stroke-width="1.3" marker-end="url(#${figure.id}-arrow)"`),
      );
      body.push(
        text(x + (i === 0 ? -10 : 10), y + (i === 2 ? -6 : 14), ['x', 'y', 'z'][i] ?? '', {
          size: 14,
          italic: true,
          fill: t.muted,
        }),
      );
    });
  const at = (name: string) => {
    const found = named.find(([n]) => n === name);
    return found ? px(found[1]) : null;
  };
  for (const [a, b] of figure.hidden) {
    const p = at(a);
    const q = at(b);
    if (p && q)
      body.push(
        line(p[0], p[1], q[0], q[1], t.tones.primary.stroke, 'stroke-width="1.6" stroke-dasharray="6 5"'),
      );
  }
  for (const [a, b] of figure.edges) {
    const p = at(a);
    const q = at(b);
    if (p && q) body.push(line(p[0], p[1], q[0], q[1], t.tones.primary.stroke, 'stroke-width="2.2"'));
  }
  body.push(arrowMarker(figure.id, t.tones.danger.stroke, 'vector'));
  for (const v of figure.vectors) {
    const p = at(v.from);
    const q = at(v.to);
    if (!p || !q) continue;
    body.push(
      line(
        p[0],
        p[1],
        q[0],
        q[1],
        t.tones.danger.stroke,
        `stroke-width="2.6" marker-end="url(#${figure.id}-vector)"`,
      ),
    );
    if (v.label) {
      // beside the arrow's middle, on whichever side (and how far along) leaves the label clear
      const spots = [0.5, 0.35, 0.65].flatMap((k) => {
        const [ax, ay] = [p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k];
        return [
          { x: ax + 8, y: ay - 8, side: 'left' as const },
          { x: ax - 8, y: ay + 16, side: 'right' as const },
          { x: ax - 8, y: ay - 8, side: 'right' as const },
          { x: ax + 8, y: ay + 16, side: 'left' as const },
        ];
      });
      labels.push({ content: v.label, spots, size: 14 });
    }
  }
  for (const [, p] of named) {
    const [x, y] = px(p);
    body.push(dot(x, y, t.text, 3.5));
  }
  // point names: above and to the right of the point unless an edge runs there
  for (const [name, p] of named) {
    const [x, y] = px(p);
    labels.push({
      content: name,
      size: 15,
      spots: [
        { x: x + 8, y: y - 8, side: 'left' },
        { x: x - 8, y: y - 8, side: 'right' },
        { x: x + 8, y: y + 20, side: 'left' },
        { x: x - 8, y: y + 20, side: 'right' },
        { x: x, y: y - 12, side: 'middle' },
        { x: x, y: y + 24, side: 'middle' },
      ],
    });
  }
  for (const label of labels)
    body.push(
      placedText(body, label.content, label.spots, {
        size: label.size,
        weight: 'bold',
        fill: label.size === 14 ? t.tones.danger.text : undefined,
      }),
    );
  return document(figure.id, figure.alt, width, height, body, figure.caption);
}
