/**
 * The circle (docs/tutor.md, "Solver coverage"): its centre and radius from an equation
 * A(x² + y²) + Dx + Ey + F = 0 (either side, any order, or already (x − a)² + (y − b)² = r²), by completing
 * the squares. Checked by putting points of the found circle into the student's equation (mathjs, both
 * sides) and the centre, which must leave −A·r²; any other shape (an xy term, unequal x² and y², r² ≤ 0)
 * is declined.
 */
import {
  agree,
  formatNumber,
  math,
  numberTex,
  readMath,
  SolverStop,
  tex,
  valueAt,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';

const FORM_POINTS: readonly [number, number][] = [
  [0.7, -1.3],
  [2.1, 0.4],
  [-1.6, 2.9],
  [3.3, -2.2],
];
const ANGLES = [0.3, 1.9, 3.4, 5.2];

/** "(x-2)" or "(x+3)" or "x": the square's base for a centre coordinate. */
function shifted(variable: string, centre: number): string {
  if (centre === 0) return `${variable}^2`;
  return `\\left(${variable}${centre < 0 ? '+' : '-'}${numberTex(Math.abs(centre))}\\right)^2`;
}

export function solveCircle(text: string, w: Writer): Solution {
  const [leftText, rightText, ...more] = text.split('=');
  if (leftText === undefined || rightText === undefined || more.length > 0)
    throw new SolverStop('unreadable', text);
  const sides = [readMath(leftText), readMath(rightText)] as const;
  const difference = new math.OperatorNode('-', 'subtract', [sides[0], sides[1]]);
  if (variablesOf(difference).some((name) => name !== 'x' && name !== 'y'))
    throw new SolverStop('unreadable', text);
  const d = (x: number, y: number) => valueAt(difference, { x, y });
  const snap = (v: number) => (Math.abs(v - Math.round(v)) < 1e-9 ? Math.round(v) : v);
  const f = snap(d(0, 0));
  const a = snap((d(1, 0) + d(-1, 0)) / 2 - f);
  const dx = snap((d(1, 0) - d(-1, 0)) / 2);
  const ay = snap((d(0, 1) + d(0, -1)) / 2 - f);
  const ey = snap((d(0, 1) - d(0, -1)) / 2);
  const scale = Math.max(1, Math.abs(a), Math.abs(dx), Math.abs(ey), Math.abs(f));
  const form = (x: number, y: number) => a * (x * x + y * y) + dx * x + ey * y + f;
  if (
    ![a, dx, ay, ey, f].every(Number.isFinite) ||
    Math.abs(a) < 1e-12 ||
    !agree(a, ay, 1e-9) ||
    !FORM_POINTS.every(([x, y]) => Math.abs(d(x, y) - form(x, y)) <= 1e-9 * scale * (1 + x * x + y * y))
  )
    throw new SolverStop('unsupported', text);
  const centreX = -dx / (2 * a);
  const centreY = -ey / (2 * a);
  const radiusSquared = centreX * centreX + centreY * centreY - f / a;
  if (!(radiusSquared > 1e-12)) throw new SolverStop('unsupported', text);
  const radius = Math.sqrt(radiusSquared);
  // Points of the found circle satisfy the student's equation, computed by mathjs on both sides.
  for (const angle of ANGLES) {
    const scope = { x: centreX + radius * Math.cos(angle), y: centreY + radius * Math.sin(angle) };
    const [left, right] = sides.map((side) => valueAt(side, scope));
    if (!agree(left ?? NaN, right ?? NaN, 1e-8)) throw new SolverStop('unverified', text);
  }
  if (!agree(d(centreX, centreY), -a * radiusSquared, 1e-8)) throw new SolverStop('unverified', text);
  const equationTex = `${tex(sides[0])}=${tex(sides[1])}`;
  w.step('circle_start', {}, equationTex);
  const general = `x^2+y^2${dx / a === 0 ? '' : `${dx / a < 0 ? '-' : '+'}${numberTex(Math.abs(dx / a))}x`}${ey / a === 0 ? '' : `${ey / a < 0 ? '-' : '+'}${numberTex(Math.abs(ey / a))}y`}${f / a === 0 ? '' : `${f / a < 0 ? '-' : '+'}${numberTex(Math.abs(f / a))}`}=0`;
  w.step('circle_general', {}, general);
  const standard = `${shifted('x', centreX)}+${shifted('y', centreY)}=${numberTex(radiusSquared)}`;
  w.step('circle_squares', {}, standard);
  const radiusTex = Number.isInteger(Math.round(radius * 1e9) / 1e9)
    ? numberTex(radius)
    : `\\sqrt{${numberTex(radiusSquared)}}\\approx ${formatNumber(radius, 4)}`;
  const centreTex = `\\left(${numberTex(centreX)},${numberTex(centreY)}\\right)`;
  w.step('circle_result', {}, `M=${centreTex},\\quad R=${radiusTex}`);
  w.step('check_circle', {});
  return {
    kind: 'circle',
    reply: w.walkthrough(
      w.say('problem_circle', { expression: `$${equationTex}$` }),
      `$M=${centreTex},\\quad R=${radiusTex}$`,
    ),
    values: { centreX, centreY, radius, radiusSquared },
    result: `(${formatNumber(centreX, 12)},${formatNumber(centreY, 12)})`,
  };
}
