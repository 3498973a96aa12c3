/**
 * Drawing primitives for the figures: the theme read from the design tokens (ui/src/tokens.css), number and
 * label formatting, and bidi-correct text: Hebrew labels right-to-left, everything else left-to-right and
 * isolated, so a coordinate such as (1, −4) never flips inside a Hebrew page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FigureTone } from '../../../../backend/contract/figures';

const TOKENS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../ui/src/tokens.css');

export interface ToneColours {
  stroke: string;
  fill: string;
  text: string;
}

export interface Theme {
  font: string;
  background: string;
  text: string;
  muted: string;
  grid: string;
  axis: string;
  tones: Record<FigureTone, ToneColours>;
}

let cached: Theme | undefined;

/** The theme, from the first definition of each design token in ui/src/tokens.css. */
export function theme(): Theme {
  if (cached) return cached;
  const css = readFileSync(TOKENS, 'utf8');
  const token = (name: string): string => {
    const match = new RegExp(`--hv-${name}:\\s*([^;]+);`).exec(css);
    if (!match?.[1]) throw new Error(`design token --hv-${name} is missing from ui/src/tokens.css`);
    return match[1].trim();
  };
  cached = {
    font: token('font-family'),
    background: token('color-surface'),
    text: token('color-text'),
    muted: token('color-text-muted'),
    grid: token('canvas-line'),
    axis: token('color-text'),
    tones: {
      primary: { stroke: token('color-primary'), fill: token('color-info-bg'), text: token('color-primary') },
      accent: { stroke: token('color-focus'), fill: token('color-warning-bg'), text: token('color-warning') },
      success: {
        stroke: token('color-success'),
        fill: token('color-success-bg'),
        text: token('color-success'),
      },
      danger: { stroke: token('color-danger'), fill: token('color-danger-bg'), text: token('color-danger') },
      muted: {
        stroke: token('color-text-muted'),
        fill: token('color-surface-muted'),
        text: token('color-text-muted'),
      },
    },
  };
  return cached;
}

/** A coordinate for the SVG: one decimal, no "-0". */
export function c(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A number for a label: at most `decimals` places, no trailing zeros, a real minus sign. */
export function fmt(value: number, decimals = 3): string {
  const factor = 10 ** decimals;
  let rounded = Math.round(value * factor) / factor;
  if (Object.is(rounded, -0)) rounded = 0;
  const text = String(rounded);
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  n: 'ⁿ',
  '-': '⁻',
  '+': '⁺',
  x: 'ˣ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

/** Plain label syntax to typographic text: `x^2` → x², `H_0` → H₀, `sqrt` → √, `pi` → π, `*` → ·, minus signs. */
export function labelText(label: string): string {
  return label
    .replace(/\^\{?(-?[0-9nx]+)\}?/g, (_, power: string) =>
      [...power].map((ch) => SUPERSCRIPT[ch] ?? ch).join(''),
    )
    .replace(/_\{?([0-9]+)\}?/g, (_, index: string) => [...index].map((ch) => SUBSCRIPT[ch] ?? ch).join(''))
    .replace(/sqrt\(([^()]*)\)/g, '√($1)')
    .replace(/sqrt/g, '√')
    .replace(/\bpi\b/g, 'π')
    .replace(/\*/g, '·')
    .replace(/(^|[\s(=,[])-(?=[\d\w(√π])/g, '$1\u2212')
    .replace(/ - /g, ' \u2212 ');
}

/** A mathjs expression as a label: `x^2-2*x-3` → x² − 2x − 3. */
export function expressionLabel(expr: string): string {
  return labelText(
    expr
      .replace(/\s+/g, '')
      .replace(/(\d)\*([a-z(])/gi, '$1$2')
      .replace(/([^\s^(])([+-])/g, '$1 $2 '),
  );
}

const HEBREW = /[\u05D0-\u05EA]/;

export type Side = 'left' | 'middle' | 'right';

export interface TextOptions {
  /** where the text sits relative to x: its left edge (`left`), centre or right edge */
  side?: Side;
  size?: number;
  fill?: string;
  weight?: 'normal' | 'bold';
  italic?: boolean;
  /** rotation in degrees about (x, y) */
  rotate?: number;
  /** a halo in the background colour, so that a line drawn before the text passes behind it (tick numbers) */
  halo?: boolean;
}

/**
 * A text element. Hebrew gets direction="rtl"; other text direction="ltr" with unicode-bidi isolation. The
 * anchor is given physically (left edge, centre, right edge) and mapped onto start/end for the direction.
 */
export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const { side = 'middle', size = 13, fill, weight = 'normal', italic = false, rotate, halo } = options;
  const rtl = HEBREW.test(content);
  const anchor = side === 'middle' ? 'middle' : (side === 'left') !== rtl ? 'start' : 'end';
  const attrs = [
    `x="${c(x)}"`,
    `y="${c(y)}"`,
    `font-size="${size}"`,
    `text-anchor="${anchor}"`,
    `direction="${rtl ? 'rtl' : 'ltr'}"`,
    `unicode-bidi="${rtl ? 'embed' : 'isolate'}"`,
  ];
  if (fill) attrs.push(`fill="${fill}"`);
  if (weight === 'bold') attrs.push('font-weight="bold"');
  if (italic && !rtl) attrs.push('font-style="italic"');
  if (halo)
    attrs.push(
      `stroke="${theme().background}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`,
    );
  if (rotate) attrs.push(`transform="rotate(${rotate} ${c(x)} ${c(y)})"`);
  return `<text ${attrs.join(' ')}>${escapeXml(labelText(content))}</text>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, extra = ''): string {
  return `<line x1="${c(x1)}" y1="${c(y1)}" x2="${c(x2)}" y2="${c(y2)}" stroke="${stroke}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${c(cx)}" cy="${c(cy)}" r="${c(r)}" ${attrs}/>`;
}

/** A polyline path through points; NaN points break it into pieces. */
export function pathThrough(points: Array<[number, number]>): string {
  let d = '';
  let pen = false;
  for (const [x, y] of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${c(x)},${c(y)} `;
    pen = true;
  }
  return d.trim();
}

export interface Frame {
  width: number;
  height: number;
  /** plotting area in px */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The document around a figure's body: size, title for screen readers, background, caption, clip path. */
export function document(
  id: string,
  alt: string,
  width: number,
  height: number,
  body: string[],
  caption?: string,
): string {
  const t = theme();
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title" direction="ltr" font-family="${escapeXml(t.font)}" fill="${t.text}">`,
    `<title id="${id}-title">${escapeXml(alt)}</title>`,
    `<rect width="${width}" height="${height}" fill="${t.background}"/>`,
  ];
  if (caption) head.push(text(width / 2, 26, caption, { size: 16, weight: 'bold' }));
  return [...head, ...body, '</svg>', ''].join('\n');
}

/** Maps data coordinates onto a frame. */
export interface Scale {
  x(value: number): number;
  y(value: number): number;
}

export function linearScale(frame: Frame, xRange: [number, number], yRange: [number, number]): Scale {
  const [x0, x1] = xRange;
  const [y0, y1] = yRange;
  return {
    x: (v) => frame.left + ((v - x0) / (x1 - x0)) * (frame.right - frame.left),
    y: (v) => frame.bottom - ((v - y0) / (y1 - y0)) * (frame.bottom - frame.top),
  };
}

/** Tick values from `from` to `to` every `step` (about ten when no step is given). */
export function ticks(from: number, to: number, step?: number): number[] {
  let size = step;
  if (size === undefined || size <= 0) {
    const raw = (to - from) / 10;
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    const normalised = raw / magnitude;
    size = (normalised < 1.5 ? 1 : normalised < 3 ? 2 : normalised < 7 ? 5 : 10) * magnitude;
  }
  const out: number[] = [];
  const first = Math.ceil(from / size - 1e-9) * size;
  for (let v = first; v <= to + 1e-9 * size; v += size) out.push(Math.round(v / size) * size);
  return out;
}

/** A filled dot. */
export function dot(x: number, y: number, fill: string, r = 4.5): string {
  return circle(x, y, r, `fill="${fill}" stroke="${theme().background}" stroke-width="1.5"`);
}

/** The arrowhead marker of a figure (ids are prefixed so inlined SVGs never clash). */
export function arrowMarker(id: string, fill: string, name = 'arrow'): string {
  return `<defs><marker id="${id}-${name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${fill}"/></marker></defs>`;
}
