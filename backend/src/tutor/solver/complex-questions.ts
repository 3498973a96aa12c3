/**
 * Math lesson 19's complex-number questions as students write them (docs/tutor.md, "Complex numbers,
 * vectors and growth"): a number computed with LaTeX around it ("\frac{7+4i}{2-i}", "i^{27}", "in the form
 * a+bi", "נתון z=1+i. מהו z^4?"), an equation with the conjugate (z + 2z̄ = 9 − 2i), the roots of zⁿ = w
 * (with how many have a positive real part, their sum, the area of their polygon) and the locus
 * |z − a| = |z − b|. Each result is put back into the question before it is shown.
 */
import { algebraicTex, complexValue, exactTex, solveComplex, type Complex } from './complex';
import { agree, formatNumber, math, numberTex, readMath, SolverStop, variablesOf } from './math';
import type { Solution, Writer } from './types';

export type ComplexQuestion =
  /** a number to compute: handed to solveComplex */
  | { ask: 'evaluate'; expression: string }
  /** an equation in z and its conjugate, written `w` */
  | { ask: 'conjugate'; equation: string }
  /** zⁿ = w, and what more is asked of the roots */
  | { ask: 'roots'; n: number; value: string; extra: 'positive-real' | 'sum' | 'area' | 'none' }
  /** |z − a| = |z − b|: `a` and `b` as the text after z inside each bar, negated */
  | { ask: 'locus'; a: string; b: string };

const CONJUGATE = /\\bar\s*\{\s*z\s*\}|\\overline\s*\{\s*z\s*\}|\\bar\s+z|z\u0304|\bconj\s*\(\s*z\s*\)/g;
const FORM = /(?:בצורה|בהצגה\s+אלגברית|in\s+the\s+form|as|form)?\s*\$?\s*a\s*\+\s*b\s*i\s*\$?/gi;
/** Words (two letters or more) that are not math: dropped, and where they stood the math is cut. */
const WORD = /\\?[A-Za-z\u05D0-\u05EA][A-Za-z\u05D0-\u05EA'"\u05F3\u05F4]+/g;
const MATH_WORDS = new Set(['sqrt', '\\sqrt', '\\frac', '\\dfrac', '\\left', '\\right', '\\cdot', '\\vert']);
const MAX_ROOTS = 12;

/** The message's math pieces, the conjugate written w: each `$…$` apart, or the runs between words. */
function pieces(message: string): string[] {
  const text = message
    .replace(CONJUGATE, ' w ')
    .replace(FORM, ' ')
    .replace(/\\vert|\\lvert|\\rvert|\\mid/g, '|')
    .replace(/\\left\s*\||\\right\s*\|/g, '|');
  const spans = [...text.matchAll(/\$([^$]+)\$/g)].map((match) => match[1] ?? '');
  // A `$…$` span with a word in it (\pi, \sin, f) is another kind of math: not read here.
  const runs =
    spans.length > 0
      ? spans.filter((span) => (span.match(WORD) ?? []).every((word) => MATH_WORDS.has(word)))
      : [text];
  return runs
    .flatMap((run) =>
      run
        .replace(WORD, (word) => (MATH_WORDS.has(word) ? word : '\n'))
        .replace(/\\,|\\;|\\!/g, ' ')
        .split(/[\n,;?]+|\.(?!\d)/),
    )
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /[izw]/.test(piece.replace(/\\[a-z]+/g, '')) && /[\d^=|]/.test(piece));
}

const ROOTS = /^z\s*\^\s*\{?\s*(\d+)\s*\}?\s*=\s*([^=z]+)$/;
const LOCUS = /^\|\s*z\s*([^|]*)\|\s*=\s*\|\s*z\s*([^|]*)\|$/;
const CONSTANT = /^[\d\s+\-*/^().{}i\\a-z]+$/;

export function recognizeComplexQuestion(message: string): ComplexQuestion | null {
  // w stands for z̄ here: a message with a w of its own is not read.
  if (/(?<![a-z\\])w(?![a-z])/i.test(message)) return null;
  const found = pieces(message);
  const locus = found.map((piece) => LOCUS.exec(piece)).find((match) => match !== null);
  if (locus && found.length === 1) return { ask: 'locus', a: locus[1] ?? '', b: locus[2] ?? '' };
  if (found.length === 1 && /w/.test(found[0] ?? '') && /z/.test(found[0] ?? '') && /=/.test(found[0] ?? ''))
    return { ask: 'conjugate', equation: found[0] ?? '' };
  const roots = found.length === 1 ? ROOTS.exec(found[0] ?? '') : null;
  if (roots?.[1] && roots[2]) {
    const n = Number(roots[1]);
    // z² = a real number stays with the quadratic equations (complex.ts), which show the discriminant.
    if (n < 2 || n > MAX_ROOTS || (n === 2 && !/i/.test(roots[2]))) return null;
    const extra = /חלק\s+ממשי\s+חיובי|positive\s+real/i.test(message)
      ? 'positive-real'
      : /סכום|\bsum\b/i.test(message)
        ? 'sum'
        : /שטח|\barea\b/i.test(message)
          ? 'area'
          : 'none';
    return { ask: 'roots', n, value: roots[2].trim(), extra };
  }
  // "נתון z=1+i. מהו z^4?": the given z put into the expression asked.
  const given = found.map((piece) => /^z\s*=\s*([^=z]+)$/.exec(piece)).find((match) => match !== null);
  const asked = found.filter((piece) => /z/.test(piece) && !/=/.test(piece));
  if (given?.[1] && asked.length === 1 && found.length === 2 && !/w/.test(asked[0] ?? ''))
    return { ask: 'evaluate', expression: (asked[0] ?? '').replace(/z/g, `(${given[1].trim()})`) };
  const numbers = found.filter((piece) => !/[zw=|]/.test(piece) && /i/.test(piece) && /\d/.test(piece));
  if (numbers.length === 1 && found.length === 1 && CONSTANT.test(numbers[0] ?? '')) {
    const expression = numbers[0] ?? '';
    // Only i, sqrt and LaTeX commands as letters: "x_i" or "sin" is not a complex number.
    if (/[a-hj-z]/i.test(expression.replace(/\\?sqrt|\\frac|\\dfrac|\\left|\\right|\\cdot/g, '')))
      return null;
    return { ask: 'evaluate', expression };
  }
  return null;
}

const times = (a: Complex, b: Complex): Complex => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
});
const size = (z: Complex) => Math.hypot(z.re, z.im);
const near = (a: Complex, b: Complex, scale = 1) =>
  size({ re: a.re - b.re, im: a.im - b.im }) <= 1e-9 * scale;

/** The two sides of an equation in z and w (the conjugate) at z = x + iy, by mathjs's complex numbers. */
function sidesAt(equation: string, x: number, y: number): Complex {
  const [left, right, ...more] = equation.split('=');
  if (left === undefined || right === undefined || more.length > 0)
    throw new SolverStop('unreadable', equation);
  const difference = new math.OperatorNode('-', 'subtract', [readMath(left), readMath(right)]);
  if (variablesOf(difference).some((name) => !['z', 'w', 'i'].includes(name)))
    throw new SolverStop('unreadable', equation);
  try {
    const value = math.complex(
      difference.evaluate({ z: math.complex(x, y), w: math.complex(x, -y) }) as never,
    );
    return { re: value.re, im: value.im };
  } catch {
    throw new SolverStop('unreadable', equation);
  }
}

function conjugateEquation(equation: string, w: Writer, source: string): Solution {
  // Linear in x and y: f(x, y) = f₀ + x·fₓ + y·f_y, a real 2×2 system for the real and imaginary parts.
  const f0 = sidesAt(equation, 0, 0);
  const fx = sidesAt(equation, 1, 0);
  const fy = sidesAt(equation, 0, 1);
  const [ax, ay] = [
    { re: fx.re - f0.re, im: fx.im - f0.im },
    { re: fy.re - f0.re, im: fy.im - f0.im },
  ];
  const linear = [
    [2, -3],
    [-1.5, 0.5],
  ].every(([x = 0, y = 0]) =>
    near(
      sidesAt(equation, x, y),
      { re: f0.re + x * ax.re + y * ay.re, im: f0.im + x * ax.im + y * ay.im },
      Math.max(1, size(f0), size(ax), size(ay)) * 10,
    ),
  );
  if (!linear) throw new SolverStop('unsupported', source);
  const determinant = ax.re * ay.im - ay.re * ax.im;
  if (Math.abs(determinant) < 1e-12) throw new SolverStop('unsupported', source);
  const x = (-f0.re * ay.im + ay.re * f0.im) / determinant;
  const y = (-ax.re * f0.im + f0.re * ax.im) / determinant;
  // Put back: both sides equal at z = x + iy.
  if (!near(sidesAt(equation, x, y), { re: 0, im: 0 }, Math.max(1, size(f0)) * 10))
    throw new SolverStop('unverified', source);
  const shown = equation.replace(/w/g, '\\bar{z}');
  const z = { re: x, im: y };
  w.step('complex_conjugate_start', {}, `z=a+bi,\\quad \\bar{z}=a-bi`);
  w.step(
    'complex_conjugate_parts',
    {},
    `\\begin{cases}${formatNumber(ax.re)}a${ay.re < 0 ? '' : '+'}${formatNumber(ay.re)}b=${formatNumber(-f0.re)}\\\\${formatNumber(ax.im)}a${ay.im < 0 ? '' : '+'}${formatNumber(ay.im)}b=${formatNumber(-f0.im)}\\end{cases}`,
  );
  w.step('complex_conjugate_solution', {}, `a=${numberTex(x)},\\ b=${numberTex(y)}`);
  w.step('check_complex_conjugate', {});
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex_conjugate', { expression: `$${shown}$` }),
      `$z=${algebraicTex(z)}$`,
    ),
    values: { re: x, im: y },
    result: `${formatNumber(x, 12)}${y < 0 ? '-' : '+'}${formatNumber(Math.abs(y), 12)}i`,
  };
}

function power(z: Complex, n: number): Complex {
  let result = { re: 1, im: 0 };
  for (let k = 0; k < n; k += 1) result = times(result, z);
  return result;
}

function roots(request: Extract<ComplexQuestion, { ask: 'roots' }>, w: Writer, source: string): Solution {
  const { n, extra } = request;
  const value = complexValue(request.value);
  const r = size(value);
  if (r === 0) throw new SolverStop('unsupported', source);
  // The argument in [0, 2π), so the roots come in the lessons' order (k = 0, 1, …).
  const angle = Math.atan2(value.im, value.re);
  const theta = angle < 0 ? angle + 2 * Math.PI : angle;
  const radius = r ** (1 / n);
  const found: Complex[] = Array.from({ length: n }, (_, k) => {
    const angle = (theta + 2 * Math.PI * k) / n;
    const root = { re: radius * Math.cos(angle), im: radius * Math.sin(angle) };
    return {
      re: Math.abs(root.re) < 1e-12 * radius ? 0 : root.re,
      im: Math.abs(root.im) < 1e-12 * radius ? 0 : root.im,
    };
  });
  // Each root to the n-th power (by repeated multiplication) is w, and the n roots are distinct: all of them.
  if (!found.every((root) => near(power(root, n), value, Math.max(1, r))))
    throw new SolverStop('unverified', source);
  if (found.some((a, i) => found.some((b, j) => j > i && near(a, b, radius * 1e3))))
    throw new SolverStop('unverified', source);
  const degrees = (angle: number) => formatNumber((angle * 180) / Math.PI, 6);
  w.step(
    'complex_roots_polar',
    {},
    `${algebraicTex(value)}=${exactTex(r)}\\left(\\cos ${degrees(theta)}^\\circ+i\\sin ${degrees(theta)}^\\circ\\right)`,
  );
  w.step(
    'complex_roots_formula',
    { n: String(n) },
    `|z|=\\sqrt[${n}]{${exactTex(r)}}=${exactTex(radius)},\\quad \\theta_k=\\frac{${degrees(theta)}^\\circ+360^\\circ k}{${n}}`,
  );
  const list = found.map((root) => `z=${algebraicTex(root)}`).join(',\\quad ');
  w.step('complex_roots_list', {}, list);
  const values: Record<string, number> = Object.fromEntries(
    found.flatMap((root, i) => [
      [`root${i + 1}Re`, root.re],
      [`root${i + 1}Im`, root.im],
    ]),
  );
  values.rootCount = n;
  let answer = `$${list}$`;
  if (extra === 'positive-real') {
    const count = found.filter((root) => root.re > 1e-9 * radius).length;
    w.step('complex_roots_positive', {}, `${count}`);
    values.positiveReal = count;
    answer = `$${count}$`;
  } else if (extra === 'sum') {
    const sum = found.reduce((total, root) => ({ re: total.re + root.re, im: total.im + root.im }), {
      re: 0,
      im: 0,
    });
    // Vieta: zⁿ − w has no z^{n−1} term, so the roots add up to 0.
    if (!near(sum, { re: 0, im: 0 }, radius * n)) throw new SolverStop('unverified', source);
    w.step('complex_roots_sum', {}, `z_1+\\dots+z_{${n}}=0`);
    values.rootSumRe = 0;
    values.rootSumIm = 0;
    answer = `$0$`;
  } else if (extra === 'area') {
    if (n < 3) throw new SolverStop('unsupported', source);
    // The shoelace formula over the roots in order of angle, and the regular polygon's n·R²·sin(360°/n)/2.
    const shoelace =
      Math.abs(
        found.reduce((total, a, i) => {
          const b = found[(i + 1) % n] ?? a;
          return total + a.re * b.im - b.re * a.im;
        }, 0),
      ) / 2;
    const regular = (n * radius ** 2 * Math.sin((2 * Math.PI) / n)) / 2;
    if (!agree(shoelace, regular, 1e-9)) throw new SolverStop('unverified', source);
    w.step(
      'complex_roots_area',
      { n: String(n) },
      `S=\\frac{${n}}{2}R^2\\sin\\frac{360^\\circ}{${n}}\\approx ${formatNumber(regular, 6)}`,
    );
    values.area = regular;
    answer = `$S\\approx ${formatNumber(regular, 6)}$`;
  }
  w.step('check_complex_roots', { n: String(n) });
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex_roots', { expression: `$z^{${n}}=${algebraicTex(value)}$` }),
      answer,
    ),
    values,
  };
}

/** z − a in LaTeX: "z-2", "z+4i", "z". */
function shifted(a: Complex): string {
  if (size(a) === 0) return 'z';
  const negated = algebraicTex({ re: -a.re, im: -a.im });
  return negated.startsWith('-') ? `z${negated}` : `z+${negated}`;
}

function locus(request: Extract<ComplexQuestion, { ask: 'locus' }>, w: Writer, source: string): Solution {
  const centre = (text: string): Complex => {
    if (text.trim() === '') return { re: 0, im: 0 };
    const shift = complexValue(
      text.trim().startsWith('-') || text.trim().startsWith('+') ? `0${text}` : text,
    );
    return { re: -shift.re, im: -shift.im };
  };
  const [a, b] = [centre(request.a), centre(request.b)];
  if (near(a, b)) throw new SolverStop('unsupported', source);
  // |z−a|² = |z−b|²: 2(b−a)·(x, y) = |b|² − |a|².
  const [p, q, c] = [2 * (b.re - a.re), 2 * (b.im - a.im), b.re ** 2 + b.im ** 2 - a.re ** 2 - a.im ** 2];
  const distance = (x: number, y: number, to: Complex) => Math.hypot(x - to.re, y - to.im);
  const mid = { re: (a.re + b.re) / 2, im: (a.im + b.im) / 2 };
  const on = (x: number, y: number) => agree(p * x + q * y, c, 1e-9);
  const values: Record<string, number> = {};
  let line: string;
  if (Math.abs(q) > 1e-12) {
    const [slope, intercept] = [-p / q, c / q];
    const y = (x: number) => slope * x + intercept;
    if (!on(mid.re, mid.im) || !agree(distance(3, y(3), a), distance(3, y(3), b), 1e-9))
      throw new SolverStop('unverified', source);
    values.slope = slope;
    values.intercept = intercept;
    const sign = intercept < 0 ? '-' : '+';
    line = `y=${slope === 0 ? '' : `${slope === 1 ? '' : slope === -1 ? '-' : numberTex(slope)}x`}${intercept === 0 ? (slope === 0 ? '0' : '') : `${slope === 0 && sign === '+' ? '' : sign}${numberTex(Math.abs(intercept))}`}`;
  } else {
    const x = c / p;
    if (!on(mid.re, mid.im) || !agree(distance(x, 5, a), distance(x, 5, b), 1e-9))
      throw new SolverStop('unverified', source);
    values.x = x;
    line = `x=${numberTex(x)}`;
  }
  const point = (z: Complex) => `(${numberTex(z.re)},${numberTex(z.im)})`;
  w.step(
    'complex_locus_square',
    {},
    `(x-${numberTex(a.re)})^2+(y-${numberTex(a.im)})^2=(x-${numberTex(b.re)})^2+(y-${numberTex(b.im)})^2`.replace(
      /-\s*-/g,
      '+',
    ),
  );
  w.step('complex_locus_line', { a: `$${point(a)}$`, b: `$${point(b)}$` }, line);
  w.step('check_complex_locus', {});
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex_locus', { expression: `$|${shifted(a)}|=|${shifted(b)}|$` }),
      `$${line}$`,
    ),
    values,
    result: line.replace(/\\frac\{(\d+)\}\{(\d+)\}/g, '($1/$2)'),
  };
}

export function solveComplexQuestion(request: ComplexQuestion, w: Writer, source: string): Solution {
  switch (request.ask) {
    case 'evaluate':
      return solveComplex(request.expression, w, source);
    case 'conjugate':
      return conjugateEquation(request.equation, w, source);
    case 'roots':
      return roots(request, w, source);
    case 'locus':
      return locus(request, w, source);
  }
}
