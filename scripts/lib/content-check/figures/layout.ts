/**
 * The layout of a rendered figure, read back from its SVG: the box of every text label (estimated from its
 * font size, anchor and characters) and the strokes drawn (lines, paths, outlines). The label-collision check
 * finds labels that overlap each other, a tick or a drawn line; the give-away check reads the numbers printed.
 */
import { type TextOptions, text, theme } from './svg';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Label {
  content: string;
  box: Box;
  size: number;
  /** a tick label (on an axis) rather than an annotation */
  tick: boolean;
  /** its place in the document: what is drawn later covers what is drawn earlier */
  order: number;
  /** drawn with a halo in the background colour, so that a stroke drawn before it passes behind it */
  halo: boolean;
}

type Point = [number, number];
export interface Stroke {
  /** what drew it, for the message: "line", "path", "ellipse", "rect" */
  element: string;
  points: Point[];
  /** a short tick mark on an axis */
  tick: boolean;
  order: number;
}

/** An opaque filled box (a tree's node): it hides the strokes drawn before it. */
export interface Cover {
  box: Box;
  order: number;
}

const attribute = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];
const numeric = (attrs: string, name: string, fallback = 0): number => {
  const raw = attribute(attrs, name);
  const parsed = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The advance of one character in ems: narrow punctuation and digits one, wide letters another. */
function advance(ch: string): number {
  if (/[.,:;'|!ilI1()[\]\s]/.test(ch)) return 0.3;
  if (/[\u2070-\u209F²³¹]/.test(ch)) return 0.38;
  if (/[mwMWש−—=+<>≤≥·]/.test(ch)) return 0.72;
  return 0.56;
}

/** Estimated width of a label in px. */
export function textWidth(content: string, size: number): number {
  return [...content].reduce((sum, ch) => sum + advance(ch), 0) * size;
}

/** Every text element of an SVG with its estimated box (the caption and the title are left out). */
export function labelsOf(svg: string): Label[] {
  const out: Label[] = [];
  for (const match of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const order = match.index;
    const attrs = match[1] ?? '';
    const content = unescape(match[2] ?? '');
    const x = numeric(attrs, 'x');
    const y = numeric(attrs, 'y');
    const size = numeric(attrs, 'font-size', 13);
    const rtl = attribute(attrs, 'direction') === 'rtl';
    const anchor = attribute(attrs, 'text-anchor') ?? 'start';
    const width = textWidth(content, size);
    const leftEdge = anchor === 'middle' ? x - width / 2 : (anchor === 'start') !== rtl ? x : x - width;
    let box: Box = { left: leftEdge, right: leftEdge + width, top: y - 0.72 * size, bottom: y + 0.2 * size };
    const rotate = /rotate\((-?[\d.]+)/.exec(attribute(attrs, 'transform') ?? '');
    if (rotate && Math.abs(Math.abs(Number(rotate[1])) - 90) < 1) {
      // a vertical title: the same box turned a quarter about (x, y)
      box = { left: x - 0.72 * size, right: x + 0.2 * size, top: y - width / 2, bottom: y + width / 2 };
    }
    out.push({
      content,
      box,
      size,
      tick: size <= 12 && isNumberLabel(content),
      order,
      halo: attribute(attrs, 'paint-order') === 'stroke',
    });
  }
  return out;
}

const isNumberLabel = (content: string): boolean => /^[\u2212\-−]?[\d.,/π√\s]+$/.test(content.trim());

/** Points of a path's `d`: M, L, H, V, Z (absolute and relative); an arc is read as its chord. */
function pathPoints(d: string): Point[][] {
  const pieces: Point[][] = [];
  let current: Point[] = [];
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  for (const match of d.matchAll(/([MLHVZAmlhvza])([^MLHVZAmlhvza]*)/g)) {
    const command = match[1] ?? '';
    const args = (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const relative = command === command.toLowerCase();
    const base = relative ? pen : ([0, 0] as Point);
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length > 1) pieces.push(current);
        pen = [base[0] + (args[0] ?? 0), base[1] + (args[1] ?? 0)];
        start = pen;
        current = [pen];
        break;
      case 'L':
        for (let i = 0; i + 1 < args.length; i += 2) {
          const from: Point = relative ? pen : [0, 0];
          pen = [from[0] + (args[i] ?? 0), from[1] + (args[i + 1] ?? 0)];
          current.push(pen);
        }
        break;
      case 'H':
        pen = [(relative ? pen[0] : 0) + (args[0] ?? 0), pen[1]];
        current.push(pen);
        break;
      case 'V':
        pen = [pen[0], (relative ? pen[1] : 0) + (args[0] ?? 0)];
        current.push(pen);
        break;
      case 'A':
        pen = [base[0] + (args[5] ?? 0), base[1] + (args[6] ?? 0)];
        current.push(pen);
        break;
      case 'Z':
        current.push(start);
        pen = start;
        break;
    }
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

/** Every stroke of an SVG except the grid (and unstroked fills): lines, paths, ellipses, circles, rects. */
export function strokesOf(svg: string): Stroke[] {
  const grid = theme().grid;
  const background = theme().background;
  const out: Stroke[] = [];
  for (const match of svg.matchAll(/<(line|path|ellipse|circle|rect) ([^>]*?)\/?>/g)) {
    const order = match.index;
    const element = match[1] ?? '';
    const attrs = match[2] ?? '';
    if (/^\s*<defs|<marker/.test(attrs)) continue;
    const stroke = attribute(attrs, 'stroke');
    if (stroke === grid || stroke === background) continue;
    if (element === 'line') {
      const a: Point = [numeric(attrs, 'x1'), numeric(attrs, 'y1')];
      const b: Point = [numeric(attrs, 'x2'), numeric(attrs, 'y2')];
      if (stroke === undefined || stroke === 'none') continue;
      out.push({ element, points: [a, b], tick: Math.hypot(b[0] - a[0], b[1] - a[1]) <= 10, order });
    } else if (element === 'path') {
      if (stroke === undefined || stroke === 'none') continue;
      for (const points of pathPoints(attribute(attrs, 'd') ?? ''))
        out.push({ element, points, tick: false, order });
    } else if (element === 'ellipse' || element === 'circle') {
      if (stroke === undefined || stroke === 'none') continue;
      const cx = numeric(attrs, 'cx');
      const cy = numeric(attrs, 'cy');
      const rx = element === 'circle' ? numeric(attrs, 'r') : numeric(attrs, 'rx');
      const ry = element === 'circle' ? numeric(attrs, 'r') : numeric(attrs, 'ry');
      if (rx < 6 && ry < 6) continue; // a dot: labels sit beside dots by design
      const points: Point[] = [];
      for (let i = 0; i <= 72; i += 1)
        points.push([cx + rx * Math.cos((i * Math.PI) / 36), cy + ry * Math.sin((i * Math.PI) / 36)]);
      out.push({ element, points, tick: false, order });
    } else {
      if (stroke === undefined || stroke === 'none') continue;
      const x = numeric(attrs, 'x');
      const y = numeric(attrs, 'y');
      const w = numeric(attrs, 'width');
      const h = numeric(attrs, 'height');
      out.push({
        element,
        points: [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
          [x, y],
        ],
        tick: false,
        order,
      });
    }
  }
  return out;
}

/** Opaque filled rectangles (not the background, which is drawn first and so hides nothing). */
export function coversOf(svg: string): Cover[] {
  const out: Cover[] = [];
  for (const match of svg.matchAll(/<rect ([^>]*?)\/?>/g)) {
    const attrs = match[1] ?? '';
    const fill = attribute(attrs, 'fill');
    if (fill === undefined || fill === 'none' || attribute(attrs, 'fill-opacity') !== undefined) continue;
    const x = numeric(attrs, 'x');
    const y = numeric(attrs, 'y');
    out.push({
      box: { left: x, top: y, right: x + numeric(attrs, 'width'), bottom: y + numeric(attrs, 'height') },
      order: match.index,
    });
  }
  return out;
}

const shrink = (box: Box, by: number): Box => ({
  left: box.left + by,
  right: box.right - by,
  top: box.top + by,
  bottom: box.bottom - by,
});

function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the segment a–b passes through the box (Liang–Barsky clipping). */
function segmentCrosses(a: Point, b: Point, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const edges: Array<[number, number]> = [
    [-dx, a[0] - box.left],
    [dx, box.right - a[0]],
    [-dy, a[1] - box.top],
    [dy, box.bottom - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Labels that collide: two text boxes that overlap, or a drawn line, curve or tick that passes through a label.
 * Boxes are estimates, so each is first shrunk by a pixel or two: a near miss is not reported.
 */
export function labelCollisions(svg: string): string[] {
  const labels = labelsOf(svg).filter((l) => l.content.trim() !== '');
  const strokes = strokesOf(svg);
  const covers = coversOf(svg);
  const contains = (outer: Box, inner: Box) =>
    outer.left <= inner.left &&
    outer.right >= inner.right &&
    outer.top <= inner.top &&
    outer.bottom >= inner.bottom;
  const problems: string[] = [];
  const name = (l: Label) => `"${l.content}"`;
  for (let i = 0; i < labels.length; i += 1) {
    const a = labels[i];
    if (!a) continue;
    for (let j = i + 1; j < labels.length; j += 1) {
      const b = labels[j];
      if (b && boxesOverlap(shrink(a.box, 1.5), shrink(b.box, 1.5)))
        problems.push(`the label ${name(a)} overlaps the label ${name(b)}`);
    }
    const inner = shrink(a.box, 2);
    const hit = strokes.find(
      (s) =>
        !(a.halo && s.order < a.order) &&
        !covers.some((cover) => cover.order > s.order && contains(cover.box, inner)) &&
        s.points.some((p, k) => {
          const q = s.points[k + 1];
          return q !== undefined && segmentCrosses(p, q, inner);
        }),
    );
    if (hit)
      problems.push(
        `the label ${name(a)} is crossed by ${hit.tick ? 'a tick' : `a drawn ${hit.element}`} near (${Math.round((a.box.left + a.box.right) / 2)}, ${Math.round((a.box.top + a.box.bottom) / 2)})`,
      );
  }
  return problems;
}

/** A block of text lines to place: each line's content and size; lines are `lineHeight` px apart. */
export interface Block {
  lines: Array<{ content: string; size: number }>;
  lineHeight?: number;
  /** where the block sits relative to x: its left edge, centre or right edge */
  side?: 'left' | 'middle' | 'right';
}

/** The box of a block whose first baseline is at (x, y). */
export function blockBox(block: Block, x: number, y: number): Box {
  const width = Math.max(...block.lines.map((l) => textWidth(l.content, l.size)));
  const first = block.lines[0]?.size ?? 13;
  const last = block.lines.at(-1)?.size ?? 13;
  const left = block.side === 'left' ? x : block.side === 'right' ? x - width : x - width / 2;
  return {
    left,
    right: left + width,
    top: y - 0.72 * first,
    bottom: y + (block.lines.length - 1) * (block.lineHeight ?? 16) + 0.2 * last,
  };
}

/** Whether a box is free of the labels and strokes already drawn (`drawn`) and inside `within`. */
export function isFree(drawn: string, box: Box, within?: Box): boolean {
  if (
    within &&
    (box.left < within.left || box.right > within.right || box.top < within.top || box.bottom > within.bottom)
  )
    return false;
  const padded = { left: box.left - 2, right: box.right + 2, top: box.top - 2, bottom: box.bottom + 2 };
  if (labelsOf(drawn).some((l) => l.content.trim() !== '' && boxesOverlap(shrink(l.box, 1.5), padded)))
    return false;
  return !strokesOf(drawn).some((s) =>
    s.points.some((p, k) => {
      const q = s.points[k + 1];
      return q !== undefined && segmentCrosses(p, q, padded);
    }),
  );
}

/**
 * The first of the candidate positions (first baselines) where the block is free of what is drawn; the first
 * candidate when none is (the collision check then reports it).
 */
export function firstFree(
  drawn: string,
  block: Block,
  candidates: Array<[number, number]>,
  within?: Box,
): [number, number] {
  const free = candidates.find(([x, y]) => isFree(drawn, blockBox(block, x, y), within));
  return free ?? candidates[0] ?? [0, 0];
}

/**
 * A text element at the first of the candidate spots where it is free of what `body` has drawn (the first spot
 * when none is). Each candidate gives the anchor point and which edge of the text sits there.
 */
export function placedText(
  body: string[],
  content: string,
  candidates: Array<{ x: number; y: number; side: 'left' | 'middle' | 'right' }>,
  options: TextOptions = {},
): string {
  const drawn = body.join('');
  const size = options.size ?? 13;
  const free =
    candidates.find((spot) =>
      isFree(drawn, blockBox({ lines: [{ content, size }], side: spot.side }, spot.x, spot.y)),
    ) ?? candidates[0];
  return text(free?.x ?? 0, free?.y ?? 0, content, { ...options, side: free?.side ?? 'middle' });
}
