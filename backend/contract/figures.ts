/**
 * Figures declared as data beside the text that uses them (a lesson's `figures`, an exercise's `figure`).
 * `npm run content:figures` renders each one to `lessons/images/<id>.svg`; `npm run content:check` renders it
 * again, fails when the committed SVG differs, and checks every claim: a number or an equation that the text
 * states about the figure must appear in the text and agree with what the data computes. docs/content.md has
 * an example of every kind and the facts each kind computes.
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

/** A number, or a mathjs expression that evaluates to one: `3`, `"sqrt(3)"`, `"10/sqrt(36)"`, `"5/8"`. */
export const FigureNumber = z.union([z.number(), nonEmpty]);
export type FigureNumber = z.infer<typeof FigureNumber>;

const Pair = z.tuple([FigureNumber, FigureNumber]);
const Range = z.tuple([FigureNumber, FigureNumber]);
/** An id that elements and claims use: lower-case letters, digits and dashes, or a single letter. */
const ElementId = z.string().regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/);

/** Colours come from the design tokens (ui/src/tokens.css). */
export const FigureTone = z.enum(['primary', 'accent', 'success', 'danger', 'muted']);
export type FigureTone = z.infer<typeof FigureTone>;

/**
 * Something the text says about the figure. `text` must occur in the text (in the field `in`, a JSON path inside
 * the lesson or exercise such as `content` or `sections[1].question`; anywhere in it when omitted), and the
 * numbers or the equation in `text` must agree with the fact `fact` of the element `of`, computed from the data.
 */
export const FigureClaim = z.object({
  fact: nonEmpty,
  of: z.union([nonEmpty, z.number()]).optional(),
  text: nonEmpty,
  in: nonEmpty.optional(),
});
export type FigureClaim = z.infer<typeof FigureClaim>;

const figureBase = {
  /** the SVG's file name: lessons/images/<id>.svg; unique in the course */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Hebrew words describing the figure for a screen reader; no raw math (it is also the SVG's title) */
  alt: nonEmpty,
  /** a Hebrew heading drawn above the figure */
  caption: nonEmpty.optional(),
  /** a figure that shows no values (letters only); it needs no claims and the renderer prints no numbers */
  illustrative: z.boolean().optional(),
  claims: z.array(FigureClaim).default([]),
  width: z.number().int().min(240).max(960).optional(),
  height: z.number().int().min(160).max(960).optional(),
};

/** A text label placed at a point of the figure; Hebrew is drawn right-to-left, anything else left-to-right. */
const FigureLabel = z.object({
  at: Pair,
  text: nonEmpty,
  tone: FigureTone.optional(),
  anchor: z.enum(['start', 'middle', 'end']).optional(),
});

// ---------- plot: Cartesian axes with functions and geometry ----------
export const PlotFunction = z.object({
  id: ElementId,
  /** mathjs expression in x: `x^2-2x-3`, `2^x`, `log(x, 2)`, `sin(x)`, `sqrt(x+1)`, `(x+1)/(x-1)` */
  expr: nonEmpty,
  /** the label drawn beside the curve; default "y = <expr>" */
  label: z.string().optional(),
  /** the x where the label is drawn (default: near the curve's right end) */
  labelAt: FigureNumber.optional(),
  domain: Range.optional(),
  tone: FigureTone.optional(),
  dashed: z.boolean().optional(),
});
export const FigurePlot = z.object({
  ...figureBase,
  kind: z.literal('plot'),
  /** the visible window */
  x: Range,
  y: Range,
  /** tick spacing on each axis (default: about ten ticks) */
  step: Pair.optional(),
  /** axis names, default ["x", "y"] */
  axes: z.tuple([nonEmpty, nonEmpty]).optional(),
  /** x ticks labelled in multiples of π (trigonometric graphs) */
  piTicks: z.boolean().optional(),
  /**
   * draw the grid and the axes with their numbers (default true); false for a geometric drawing, where the
   * coordinates mean nothing and a numbered grid would let the student read off the lengths asked for
   */
  grid: z.boolean().optional(),
  /**
   * equal units on both axes; always on when shape matters (circles, vectors, a solid of revolution, a function
   * drawn with its inverse), and for any other figure whose angles or symmetry the text relies on
   */
  equalScale: z.literal(true).optional(),
  functions: z.array(PlotFunction).default([]),
  points: z
    .array(
      z.object({
        id: ElementId.optional(),
        x: FigureNumber,
        /** omitted when `on` names the function the point lies on */
        y: FigureNumber.optional(),
        on: ElementId.optional(),
        label: z.string().optional(),
        /** print the coordinates "(x, y)" next to the label */
        coordinates: z.boolean().optional(),
        /** where the label goes relative to the point (default above, to the right) */
        place: z.enum(['above', 'below', 'left', 'right']).optional(),
        tone: FigureTone.optional(),
      }),
    )
    .default([]),
  tangents: z
    .array(z.object({ id: ElementId, of: ElementId, at: FigureNumber, label: z.string().optional() }))
    .default([]),
  asymptotes: z
    .array(
      z.object({
        id: ElementId.optional(),
        x: FigureNumber.optional(),
        y: FigureNumber.optional(),
        label: z.string().optional(),
      }),
    )
    .default([]),
  /** the region between `under` (a function id, the upper edge) and `over` (the lower edge; default the x-axis) */
  areas: z
    .array(
      z.object({
        id: ElementId,
        under: ElementId,
        over: ElementId.optional(),
        from: FigureNumber,
        to: FigureNumber,
        label: z.string().optional(),
      }),
    )
    .default([]),
  circles: z
    .array(
      z.object({
        id: ElementId,
        center: Pair,
        r: FigureNumber,
        label: z.string().optional(),
        tone: FigureTone.optional(),
      }),
    )
    .default([]),
  /** a segment from A to B, or with `line: true` the whole line through them */
  segments: z
    .array(
      z.object({
        id: ElementId.optional(),
        from: Pair,
        to: Pair,
        line: z.boolean().optional(),
        dashed: z.boolean().optional(),
        label: z.string().optional(),
        tone: FigureTone.optional(),
      }),
    )
    .default([]),
  vectors: z
    .array(
      z.object({
        id: ElementId,
        from: Pair,
        to: Pair,
        label: z.string().optional(),
        tone: FigureTone.optional(),
      }),
    )
    .default([]),
  /** the solid made by turning the region under a function about the x-axis */
  revolve: z.object({ of: ElementId, from: FigureNumber, to: FigureNumber }).optional(),
  labels: z.array(FigureLabel).default([]),
});

// ---------- scatter: data points and the least-squares line ----------
export const FigureScatter = z.object({
  ...figureBase,
  kind: z.literal('scatter'),
  points: z.array(Pair).min(2),
  x: Range,
  y: Range,
  step: Pair.optional(),
  /** axis titles (Hebrew) */
  axes: z.tuple([nonEmpty, nonEmpty]).optional(),
  /** draw the least-squares line computed from the points (default true) */
  regression: z.boolean().optional(),
  /** mark (x̄, ȳ) */
  means: z.boolean().optional(),
  /** draw each point's residual to the line */
  residuals: z.boolean().optional(),
  labels: z.array(FigureLabel).default([]),
});

// ---------- distribution: a density curve with critical values and shaded regions ----------
export const FigureDistributionSpec = z.discriminatedUnion('name', [
  z.object({ name: z.literal('normal'), mean: FigureNumber.optional(), sd: FigureNumber.optional() }),
  z.object({ name: z.literal('t'), df: z.number().int().positive() }),
  z.object({ name: z.literal('chi2'), df: z.number().int().positive() }),
  z.object({ name: z.literal('f'), df1: z.number().int().positive(), df2: z.number().int().positive() }),
]);
export type FigureDistributionSpec = z.infer<typeof FigureDistributionSpec>;
export const FigureDistribution = z.object({
  ...figureBase,
  kind: z.literal('distribution'),
  dist: FigureDistributionSpec,
  /** the legend entry of the main curve */
  label: z.string().optional(),
  /** more curves for comparison, dashed, each with a legend entry */
  compare: z.array(z.object({ dist: FigureDistributionSpec, label: nonEmpty })).default([]),
  /** the visible x range; default from the distribution */
  x: Range.optional(),
  /** the x-axis name: z, t, χ², F, x̄ … */
  axis: z.string().optional(),
  /** the rejection region: shaded tail(s) of total area alpha, bounded by the critical value(s) */
  tail: z.enum(['left', 'right', 'two']).optional(),
  alpha: z.number().gt(0).lt(1).optional(),
  /** a test statistic, marked on the axis */
  statistic: FigureNumber.optional(),
  /** a shaded probability between two values (either may be omitted for ±∞) */
  between: z.object({ from: FigureNumber.optional(), to: FigureNumber.optional() }).optional(),
  labels: z.array(FigureLabel).default([]),
});

// ---------- histogram: bars from counts, or the expected counts of a distribution ----------
export const FigureHistogram = z.object({
  ...figureBase,
  kind: z.literal('histogram'),
  /** left edge of the first bar and the width of each bar */
  start: FigureNumber,
  binWidth: FigureNumber,
  /** observed counts, one per bar; or `expected` to draw total × P(bar) for a distribution */
  counts: z.array(z.number().nonnegative()).min(1).optional(),
  expected: z
    .object({
      dist: FigureDistributionSpec,
      total: z.number().int().positive(),
      bars: z.number().int().min(1),
    })
    .optional(),
  /** draw the density of `expected.dist` (scaled to the counts) over the bars */
  curve: z.boolean().optional(),
  axes: z.tuple([nonEmpty, nonEmpty]).optional(),
  /** vertical marks such as μ */
  marks: z.array(z.object({ at: FigureNumber, label: nonEmpty })).default([]),
  labels: z.array(FigureLabel).default([]),
});

// ---------- intervals: confidence intervals around a true value ----------
export const FigureIntervals = z.object({
  ...figureBase,
  kind: z.literal('intervals'),
  /** the true value every interval tries to cover (μ) */
  reference: FigureNumber,
  referenceLabel: z.string().optional(),
  /** centres with one half-width, or explicit [low, high] intervals */
  centers: z.array(FigureNumber).optional(),
  halfWidth: FigureNumber.optional(),
  intervals: z.array(Pair).optional(),
  x: Range.optional(),
  axes: z.tuple([nonEmpty, nonEmpty]).optional(),
});

// ---------- tree: a probability tree ----------
export interface FigureTreeBranch {
  label: string;
  p: FigureNumber;
  children?: FigureTreeBranch[] | undefined;
}
export const FigureTreeBranch: z.ZodType<FigureTreeBranch> = z.object({
  label: nonEmpty,
  p: FigureNumber,
  get children() {
    return z.array(FigureTreeBranch).optional();
  },
});
export const FigureTree = z.object({
  ...figureBase,
  kind: z.literal('tree'),
  branches: z.array(FigureTreeBranch).min(2),
  /** column headings, one per level (Hebrew) */
  levels: z.array(nonEmpty).optional(),
  /** print the product of each path at its leaf (default true) */
  products: z.boolean().optional(),
});

// ---------- boxplot: groups of raw data ----------
export const FigureBoxplot = z.object({
  ...figureBase,
  kind: z.literal('boxplot'),
  groups: z.array(z.object({ label: nonEmpty, data: z.array(z.number()).min(3) })).min(1),
  /** the value axis: range and title */
  y: Range.optional(),
  axis: z.string().optional(),
  /** mark each group's mean, and a dashed line at the grand mean */
  means: z.boolean().optional(),
  grandMean: z.boolean().optional(),
});

// ---------- triangle: solved from three given parts ----------
const TrianglePart = z.enum(['a', 'b', 'c', 'A', 'B', 'C']);
export const FigureTriangle = z.object({
  ...figureBase,
  kind: z.literal('triangle'),
  /** the names of the vertices drawn for A, B, C (side a is opposite A) */
  vertices: z.tuple([nonEmpty, nonEmpty, nonEmpty]).optional(),
  /** three parts, at least one a side: SSS, SAS or ASA/AAS; angles in degrees */
  given: z.partialRecord(TrianglePart, FigureNumber),
  /** what to print on the sides and angles: the given values, every value, the letters, or nothing */
  sides: z.enum(['given', 'values', 'letters', 'none']).optional(),
  angles: z.enum(['given', 'values', 'letters', 'none']).optional(),
  /** draw the circumscribed circle */
  circumcircle: z.boolean().optional(),
  /** draw the altitude (height) from this vertex */
  altitude: TrianglePart.extract(['A', 'B', 'C']).optional(),
});

// ---------- unit circle ----------
export const FigureUnitCircle = z.object({
  ...figureBase,
  kind: z.literal('unit-circle'),
  /** the angle (degrees) whose point P(cos, sin) is drawn with its projections */
  angle: FigureNumber.optional(),
  /** more angles marked on the circle */
  angles: z.array(FigureNumber).default([]),
  quadrants: z.boolean().optional(),
});

// ---------- number line: solution sets of inequalities ----------
export const FigureNumberLine = z.object({
  ...figureBase,
  kind: z.literal('number-line'),
  x: Range,
  step: FigureNumber.optional(),
  /** from/to omitted for −∞/+∞; closed ends are filled dots */
  intervals: z
    .array(
      z.object({
        id: ElementId.optional(),
        from: FigureNumber.optional(),
        to: FigureNumber.optional(),
        closed: z.tuple([z.boolean(), z.boolean()]).optional(),
      }),
    )
    .default([]),
  points: z
    .array(z.object({ x: FigureNumber, closed: z.boolean().optional(), label: z.string().optional() }))
    .default([]),
});

// ---------- space: points, edges and vectors in three dimensions ----------
export const FigureSpace = z.object({
  ...figureBase,
  kind: z.literal('space'),
  points: z.record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9']*$/),
    z.tuple([FigureNumber, FigureNumber, FigureNumber]),
  ),
  /** visible edges and hidden (dashed) edges, as pairs of point names */
  edges: z.array(z.tuple([nonEmpty, nonEmpty])).default([]),
  hidden: z.array(z.tuple([nonEmpty, nonEmpty])).default([]),
  /** arrows between named points */
  vectors: z.array(z.object({ from: nonEmpty, to: nonEmpty, label: z.string().optional() })).default([]),
  /** draw the x, y, z axes (default true) */
  axes: z.boolean().optional(),
});

export const Figure = z.discriminatedUnion('kind', [
  FigurePlot,
  FigureScatter,
  FigureDistribution,
  FigureHistogram,
  FigureIntervals,
  FigureTree,
  FigureBoxplot,
  FigureTriangle,
  FigureUnitCircle,
  FigureNumberLine,
  FigureSpace,
]);
export type Figure = z.infer<typeof Figure>;
export type FigureKind = Figure['kind'];
export type FigurePlot = z.infer<typeof FigurePlot>;
export type FigureScatter = z.infer<typeof FigureScatter>;
export type FigureDistribution = z.infer<typeof FigureDistribution>;
export type FigureHistogram = z.infer<typeof FigureHistogram>;
export type FigureIntervals = z.infer<typeof FigureIntervals>;
export type FigureTree = z.infer<typeof FigureTree>;
export type FigureBoxplot = z.infer<typeof FigureBoxplot>;
export type FigureTriangle = z.infer<typeof FigureTriangle>;
export type FigureUnitCircle = z.infer<typeof FigureUnitCircle>;
export type FigureNumberLine = z.infer<typeof FigureNumberLine>;
export type FigureSpace = z.infer<typeof FigureSpace>;
