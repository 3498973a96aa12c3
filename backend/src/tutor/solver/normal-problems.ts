/**
 * The normal distribution's word problems beyond a probability or a cut-off (math lesson 21; docs/tutor.md,
 * "Probability in words"): σ or μ from the share of values below or above a value, the expected number of a
 * group above a value, and a binomial count of a normal event ("exactly one of 4 students is taller than
 * 180"). Φ and its inverse come from statistics-distributions.ts (each computed two ways); every parameter
 * found is put back through Φ by erf before it is shown.
 */
import { agree, formatNumber, math, SolverStop } from './math';
import { solveBinomial } from './statistics';
import { cdf, quantile, type Relation } from './statistics-distributions';
import type { Solution, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

/** A tail or a range of X ~ N(mean, sd²): low < X < high, either end open. */
export type NormalEvent = { low: number | null; high: number | null };

export type NormalProblem =
  /** σ (or μ) from "share of the values are below x" */
  | {
      problem: 'parameter';
      solveFor: 'sd' | 'mean';
      mean: number | null;
      sd: number | null;
      x: number;
      below: number;
    }
  /** the expected number out of `size` in the event */
  | { problem: 'count'; mean: number; sd: number; size: number; event: NormalEvent }
  /** how many of `n` independent values fall in the event: P(count relation k) */
  | {
      problem: 'binomial';
      mean: number;
      sd: number;
      n: number;
      relation: Relation;
      k: number;
      event: NormalEvent;
    };

const phiByErf = (z: number) => 0.5 * (1 + Number(math.erf(z / Math.SQRT2)));

/** P(event) both ways, with its steps. */
function eventProbability(mean: number, sd: number, event: NormalEvent, w: Writer, source: string) {
  const { low, high } = event;
  if (!(sd > 0) || (low === null && high === null) || (low !== null && high !== null && low >= high))
    throw new SolverStop('unreadable', source);
  const z = (x: number) => (x - mean) / sd;
  const upper = high === null ? 1 : cdf({ name: 'z' }, z(high), source);
  const lower = low === null ? 0 : cdf({ name: 'z' }, z(low), source);
  const probability = upper - lower;
  const check = (high === null ? 1 : phiByErf(z(high))) - (low === null ? 0 : phiByErf(z(low)));
  if (!agree(probability, check, 1e-7)) throw new SolverStop('unverified', source);
  const tex =
    low === null
      ? `P(X<${f(high ?? 0)})=\\Phi\\left(\\frac{${f(high ?? 0)}-${f(mean)}}{${f(sd)}}\\right)=\\Phi(${f(z(high ?? 0))})`
      : high === null
        ? `P(X>${f(low)})=1-\\Phi\\left(\\frac{${f(low)}-${f(mean)}}{${f(sd)}}\\right)=1-\\Phi(${f(z(low))})`
        : `P(${f(low)}<X<${f(high)})=\\Phi(${f(z(high))})-\\Phi(${f(z(low))})`;
  const event_ =
    low === null ? `X<${f(high ?? 0)}` : high === null ? `X>${f(low)}` : `${f(low)}<X<${f(high)}`;
  w.step('normal_event', { mean: f(mean), sd: f(sd) }, `${tex.replace(/--/g, '+')}=${f(probability)}`);
  return { probability, event: event_ };
}

function solveParameter(
  request: Extract<NormalProblem, { problem: 'parameter' }>,
  w: Writer,
  source: string,
): Solution {
  const { solveFor, x, below } = request;
  if (!(below > 0 && below < 1)) throw new SolverStop('unreadable', source);
  const z = quantile({ name: 'z' }, below, source);
  w.step('normal_share_z', { x: f(x), below: f(below) }, `\\Phi(z)=${f(below)}\\ \\Rightarrow\\ z=${f(z)}`);
  let mean: number;
  let sd: number;
  if (solveFor === 'sd') {
    if (request.mean === null || Math.abs(z) < 1e-9) throw new SolverStop('unreadable', source);
    mean = request.mean;
    sd = (x - mean) / z;
    if (!(sd > 0)) throw new SolverStop('unreadable', source);
    w.step(
      'normal_solve_sd',
      {},
      `\\frac{${f(x)}-${f(mean)}}{\\sigma}=${f(z)}\\ \\Rightarrow\\ \\sigma=\\frac{${f(x - mean)}}{${f(z)}}=${f(sd)}`,
    );
  } else {
    if (request.sd === null || !(request.sd > 0)) throw new SolverStop('unreadable', source);
    sd = request.sd;
    mean = x - z * sd;
    w.step(
      'normal_solve_mean',
      {},
      `\\frac{${f(x)}-\\mu}{${f(sd)}}=${f(z)}\\ \\Rightarrow\\ \\mu=${f(x)}-(${f(z)})\\cdot ${f(sd)}=${f(mean)}`,
    );
  }
  // Second way: the parameter found, put back through Φ by erf, gives the share again.
  if (!agree(phiByErf((x - mean) / sd), below, 1e-7)) throw new SolverStop('unverified', source);
  w.step('check_normal_parameter', { x: f(x), below: f(below) });
  const found = solveFor === 'sd' ? sd : mean;
  return {
    kind: 'normal',
    reply: w.walkthrough(
      w.say(solveFor === 'sd' ? 'problem_normal_sd' : 'problem_normal_mean', {
        x: f(x),
        below: f(below),
        given: f(solveFor === 'sd' ? mean : sd),
      }),
      `$${solveFor === 'sd' ? '\\sigma' : '\\mu'}\\approx ${f(found)}$`,
    ),
    values: solveFor === 'sd' ? { sd, z } : { mean, z },
  };
}

function solveCount(
  request: Extract<NormalProblem, { problem: 'count' }>,
  w: Writer,
  source: string,
): Solution {
  const { mean, sd, size, event } = request;
  if (!Number.isInteger(size) || size < 1) throw new SolverStop('unreadable', source);
  const { probability, event: name } = eventProbability(mean, sd, event, w, source);
  const expected = size * probability;
  if (!agree(expected / size, probability, 1e-12)) throw new SolverStop('unverified', source);
  const count = Math.round(expected);
  w.step('normal_count', { size }, `${size}\\cdot ${f(probability)}=${f(expected)}\\approx ${count}`);
  return {
    kind: 'normal',
    reply: w.walkthrough(
      w.say('problem_normal_count', { size, event: `$${name}$`, mean: f(mean), sd: f(sd) }),
      `$${f(expected)}\\approx ${count}$`,
    ),
    values: { probability, expected, count },
  };
}

function solveNormalBinomial(
  request: Extract<NormalProblem, { problem: 'binomial' }>,
  w: Writer,
  source: string,
): Solution {
  const { mean, sd, n, relation, k, event } = request;
  const { probability: p, event: name } = eventProbability(mean, sd, event, w, source);
  w.step('normal_binomial', { n, event: `$${name}$` });
  const binomial = solveBinomial({ n, p, relation, k }, w, source);
  return {
    ...binomial,
    reply: {
      ...binomial.reply,
      problem: w.say('problem_normal_binomial', { n, event: `$${name}$`, mean: f(mean), sd: f(sd) }),
    },
    values: { ...binomial.values, p },
  };
}

export function solveNormalProblem(request: NormalProblem, w: Writer, source: string): Solution {
  switch (request.problem) {
    case 'parameter':
      return solveParameter(request, w, source);
    case 'count':
      return solveCount(request, w, source);
    case 'binomial':
      return solveNormalBinomial(request, w, source);
  }
}
