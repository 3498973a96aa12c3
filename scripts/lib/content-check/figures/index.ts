/**
 * Figures from data: rendering a declared figure to SVG, the facts it computes, and the check of its claims
 * against the text of the lesson or exercise that declares it.
 */
import type { Figure, FigureClaim } from '../../../../backend/contract/figures';
import { agrees, statedEquation, statedNumbers } from './expressions';
import type { Fact, Facts } from './facts';
import {
  numberLineFacts,
  renderNumberLine,
  renderSpace,
  renderTree,
  renderTriangle,
  renderUnitCircle,
  solveTriangle,
  spaceFacts,
  treeFacts,
  treeProblems,
  triangleFacts,
  unitCircleFacts,
} from './geometry';
import { plotFacts, renderPlot } from './plot';
import {
  boxplotFacts,
  distributionFacts,
  histogramFacts,
  intervalsFacts,
  renderBoxplot,
  renderDistribution,
  renderHistogram,
  renderIntervals,
  renderScatter,
  scatterFacts,
} from './statistics';

/** The SVG document of a figure. Throws when the data cannot be drawn (an unknown function, a bad triangle). */
export function renderFigure(figure: Figure): string {
  switch (figure.kind) {
    case 'plot':
      return renderPlot(figure);
    case 'scatter':
      return renderScatter(figure);
    case 'distribution':
      return renderDistribution(figure);
    case 'histogram':
      return renderHistogram(figure);
    case 'intervals':
      return renderIntervals(figure);
    case 'tree':
      return renderTree(figure);
    case 'boxplot':
      return renderBoxplot(figure);
    case 'triangle':
      return renderTriangle(figure);
    case 'unit-circle':
      return renderUnitCircle(figure);
    case 'number-line':
      return renderNumberLine(figure);
    case 'space':
      return renderSpace(figure);
  }
}

const factsCache = new WeakMap<Figure, Facts>();

/** The facts of a figure (computed once per figure object). */
export function factsOf(figure: Figure): Facts {
  const cached = factsCache.get(figure);
  if (cached) return cached;
  const facts = computeFacts(figure);
  factsCache.set(figure, facts);
  return facts;
}

function computeFacts(figure: Figure): Facts {
  switch (figure.kind) {
    case 'plot':
      return plotFacts(figure);
    case 'scatter':
      return scatterFacts(figure);
    case 'distribution':
      return distributionFacts(figure);
    case 'histogram':
      return histogramFacts(figure);
    case 'intervals':
      return intervalsFacts(figure);
    case 'tree':
      return treeFacts(figure);
    case 'boxplot':
      return boxplotFacts(figure);
    case 'triangle':
      return triangleFacts(figure);
    case 'unit-circle':
      return unitCircleFacts(figure);
    case 'number-line':
      return numberLineFacts(figure);
    case 'space':
      return spaceFacts(figure);
  }
}

/** Data that is wrong in itself: probabilities out of a node that do not sum to 1, an impossible triangle. */
export function dataProblems(figure: Figure): string[] {
  if (figure.kind === 'tree') return treeProblems(figure);
  if (figure.kind === 'triangle') {
    const solved = solveTriangle(figure.given);
    return typeof solved === 'string' ? [solved] : [];
  }
  return [];
}

/** Text as compared for claims: no `$`, spaces or LaTeX spacing, one kind of minus and of fraction. */
export function normaliseClaimText(text: string): string {
  return text
    .replace(/\$/g, '')
    .replace(/\\left|\\right|\\displaystyle/g, '')
    .replace(/\\[,;:! ]/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, '');
}

export interface OwnerText {
  /** JSON path inside the lesson or exercise, without the leading `$.` */
  path: string;
  text: string;
}

/** Every string of a lesson or exercise with its path, leaving out the figure declarations themselves. */
export function ownerTexts(owner: unknown, prefix = ''): OwnerText[] {
  if (typeof owner === 'string') return [{ path: prefix, text: owner }];
  if (Array.isArray(owner)) return owner.flatMap((item, i) => ownerTexts(item, `${prefix}[${i}]`));
  if (typeof owner === 'object' && owner !== null)
    return Object.entries(owner).flatMap(([key, item]) =>
      key === 'figures' || key === 'figure' ? [] : ownerTexts(item, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

function matchNumbers(fact: Extract<Fact, { type: 'numbers' }>, text: string): string | null {
  const stated = statedNumbers(text);
  if (stated.length === 0) return `"${text}" states no number`;
  const show = (list: number[]) => list.map((v) => +v.toFixed(6)).join(', ');
  if (!fact.set) {
    if (
      stated.length !== fact.values.length ||
      !stated.every((s, i) => agrees(s, fact.values[i] ?? Number.NaN))
    )
      return `"${text}" states ${show(stated.map((s) => s.value))}, but the data gives ${show(fact.values)}`;
    return null;
  }
  if (stated.length % fact.tuple !== 0)
    return `"${text}" states ${stated.length} numbers, which are not whole items of ${fact.tuple}`;
  const items: number[][] = [];
  for (let i = 0; i < fact.values.length; i += fact.tuple) items.push(fact.values.slice(i, i + fact.tuple));
  const used = new Set<number>();
  for (let i = 0; i < stated.length; i += fact.tuple) {
    const group = stated.slice(i, i + fact.tuple);
    const match = items.findIndex(
      (item, k) => !used.has(k) && group.every((s, j) => agrees(s, item[j] ?? Number.NaN)),
    );
    if (match < 0)
      return `"${text}": ${show(group.map((s) => s.value))} is not among the data's ${items.map((item) => `(${show(item)})`).join(', ') || 'values (there are none)'}`;
    used.add(match);
  }
  return null;
}

function matchEquation(fact: Extract<Fact, { type: 'equation' }>, text: string): string | null {
  const equation = statedEquation(text);
  if (typeof equation === 'string') return equation;
  const tolerance = (x: number) =>
    equation.decimals > 0 ? 10 ** -equation.decimals * (1 + Math.abs(x)) : 1e-7 * (1 + Math.abs(x));
  for (const [x, y] of fact.on) {
    const r = equation.residual(x, y);
    if (!Number.isFinite(r) || Math.abs(r) > tolerance(x))
      return `"${text}" does not hold at (${+x.toFixed(4)}, ${+y.toFixed(4)}), a point of the figure's data`;
  }
  const off = fact.off.filter(([x, y]) => Math.abs(equation.residual(x, y)) > tolerance(x));
  if (off.length < fact.off.length / 2)
    return `"${text}" holds away from the figure's curve too: it does not describe it`;
  return null;
}

/** Checks one claim; returns what is wrong, or null. */
export function checkClaim(figure: Figure, claim: FigureClaim, texts: OwnerText[]): string | null {
  const facts = factsOf(figure);
  const compute = facts[claim.fact];
  if (!compute)
    return `"${claim.fact}" is not a fact of a ${figure.kind} figure (facts: ${Object.keys(facts).join(', ')})`;
  const inScope =
    claim.in === undefined
      ? texts
      : texts.filter(
          (t) =>
            t.path === claim.in || t.path.startsWith(`${claim.in}.`) || t.path.startsWith(`${claim.in}[`),
        );
  if (claim.in !== undefined && inScope.length === 0) return `"in": no text at "${claim.in}"`;
  const needle = normaliseClaimText(claim.text);
  if (!inScope.some((t) => normaliseClaimText(t.text).includes(needle)))
    return `the text${claim.in ? ` at "${claim.in}"` : ''} does not say "${claim.text}"`;
  let fact: Fact | string;
  try {
    fact = compute(claim.of);
  } catch (error) {
    return (error as Error).message;
  }
  if (typeof fact === 'string') return fact;
  return fact.type === 'numbers' ? matchNumbers(fact, claim.text) : matchEquation(fact, claim.text);
}
