/**
 * Probability rules the courses teach beyond the binomial and normal distributions (statistics.ts):
 * complements, "at least one" in independent trials, unions, conditional probability and Bayes' rule
 * with its tree. Each result is checked a second way (the complement adds to 1, the tree's branches add
 * to 1 and reproduce the given numbers) before it is shown.
 */
import { agree, formatNumber, SolverStop } from './math';
import type { Solution, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

export type ProbabilityProblem =
  | { problem: 'complement'; p: number }
  | { problem: 'at-least-one'; p: number; n: number }
  | { problem: 'union'; pa: number; pb: number; joint: number | null }
  | { problem: 'intersection'; pa: number; pb: number }
  | { problem: 'multiplication'; pa: number; bGivenA: number }
  | { problem: 'conditional'; joint: number; given: number }
  | { problem: 'bayes'; prior: number; hitGivenA: number; hitGivenNotA: number }
  /** P(A∩B) from P(A), P(B) and P(A∪B) ("70% are in at least one"), and whether A and B are independent */
  | { problem: 'joint-from-union'; pa: number; pb: number; union: number };

const isProbability = (...values: number[]) => values.every((value) => value >= 0 && value <= 1);

export function solveProbability(request: ProbabilityProblem, w: Writer, source: string): Solution {
  switch (request.problem) {
    case 'complement': {
      const { p } = request;
      if (!isProbability(p)) throw new SolverStop('unreadable', source);
      const q = 1 - p;
      if (!agree(q + p, 1, 1e-12)) throw new SolverStop('unverified', source);
      w.step('prob_complement', {}, `P(\\bar A)=1-P(A)=1-${f(p)}=${f(q)}`);
      return {
        kind: 'probability',
        reply: w.walkthrough(w.say('problem_complement', { p: f(p) }), `$P(\\bar A)=${f(q)}$`),
        values: { probability: q },
      };
    }
    case 'at-least-one': {
      const { p, n } = request;
      if (!isProbability(p) || !Number.isInteger(n) || n < 1 || n > 10_000)
        throw new SolverStop('unreadable', source);
      const none = (1 - p) ** n;
      const probability = 1 - none;
      // Second way: the binomial terms P(X=k) for k ≥ 1 add up to the same.
      let sum = 0;
      let term = none;
      for (let k = 1; k <= Math.min(n, 2000); k += 1) {
        term = p === 1 ? (k === n ? 1 : 0) : (term * (n - k + 1) * p) / (k * (1 - p));
        sum += term;
      }
      if (n <= 2000 && !agree(sum, probability, 1e-8)) throw new SolverStop('unverified', source);
      w.step('prob_none', { n }, `P(\\text{0})=(1-${f(p)})^{${n}}=${f(none)}`);
      w.step('prob_at_least_one', {}, `P(X\\ge 1)=1-${f(none)}=${f(probability)}`);
      return {
        kind: 'probability',
        reply: w.walkthrough(w.say('problem_at_least_one', { p: f(p), n }), `$P(X\\ge 1)=${f(probability)}$`),
        values: { probability, none },
      };
    }
    case 'union': {
      const { pa, pb, joint } = request;
      const both = joint ?? pa * pb;
      if (!isProbability(pa, pb, both) || both > Math.min(pa, pb) + 1e-12)
        throw new SolverStop('unreadable', source);
      const probability = pa + pb - both;
      if (probability > 1 + 1e-12) throw new SolverStop('unreadable', source);
      // Second way: 1 − P(neither), with P(neither) = 1 − P(A) − P(B) + P(A∩B).
      if (!agree(1 - (1 - pa - pb + both), probability, 1e-12)) throw new SolverStop('unverified', source);
      if (joint === null)
        w.step('prob_independent_joint', {}, `P(A\\cap B)=P(A)P(B)=${f(pa)}\\cdot ${f(pb)}=${f(both)}`);
      w.step(
        'prob_union',
        {},
        `P(A\\cup B)=P(A)+P(B)-P(A\\cap B)=${f(pa)}+${f(pb)}-${f(both)}=${f(probability)}`,
      );
      return {
        kind: 'probability',
        reply: w.walkthrough(
          w.say('problem_union', { pa: f(pa), pb: f(pb) }),
          `$P(A\\cup B)=${f(probability)}$`,
        ),
        values: { probability, joint: both },
      };
    }
    case 'intersection': {
      const { pa, pb } = request;
      if (!isProbability(pa, pb)) throw new SolverStop('unreadable', source);
      const probability = pa * pb;
      if (!agree(probability / (pb || 1), pb === 0 ? probability : pa, 1e-12))
        throw new SolverStop('unverified', source);
      w.step('prob_independent_joint', {}, `P(A\\cap B)=P(A)P(B)=${f(pa)}\\cdot ${f(pb)}=${f(probability)}`);
      return {
        kind: 'probability',
        reply: w.walkthrough(
          w.say('problem_intersection', { pa: f(pa), pb: f(pb) }),
          `$P(A\\cap B)=${f(probability)}$`,
        ),
        values: { probability },
      };
    }
    case 'multiplication': {
      const { pa, bGivenA } = request;
      if (!isProbability(pa, bGivenA)) throw new SolverStop('unreadable', source);
      const probability = pa * bGivenA;
      // Second way: back through the definition of conditional probability.
      if (pa > 0 && !agree(probability / pa, bGivenA, 1e-12)) throw new SolverStop('unverified', source);
      w.step(
        'prob_multiplication',
        {},
        `P(A\\cap B)=P(A)\\,P(B|A)=${f(pa)}\\cdot ${f(bGivenA)}=${f(probability)}`,
      );
      return {
        kind: 'probability',
        reply: w.walkthrough(
          w.say('problem_multiplication', { pa: f(pa), b: f(bGivenA) }),
          `$P(A\\cap B)=${f(probability)}$`,
        ),
        values: { probability },
      };
    }
    case 'conditional': {
      const { joint, given } = request;
      if (!isProbability(joint, given) || !(given > 0) || joint > given + 1e-12)
        throw new SolverStop('unreadable', source);
      const probability = joint / given;
      if (!agree(probability * given, joint, 1e-12)) throw new SolverStop('unverified', source);
      w.step(
        'prob_conditional',
        {},
        `P(A|B)=\\frac{P(A\\cap B)}{P(B)}=\\frac{${f(joint)}}{${f(given)}}=${f(probability)}`,
      );
      return {
        kind: 'conditional-probability',
        reply: w.walkthrough(
          w.say('problem_conditional', { joint: f(joint), given: f(given) }),
          `$P(A|B)=${f(probability)}$`,
        ),
        values: { probability },
      };
    }
    case 'joint-from-union': {
      const { pa, pb, union } = request;
      const joint = pa + pb - union;
      if (!isProbability(pa, pb, union) || union < Math.max(pa, pb) - 1e-12 || joint < -1e-12)
        throw new SolverStop('unreadable', source);
      // Second way: the table's four cells (both, only A, only B, neither) are shares and add up to 1.
      const cells = [joint, pa - joint, pb - joint, 1 - union];
      if (
        cells.some((cell) => cell < -1e-12) ||
        !agree(
          cells.reduce((sum, cell) => sum + cell, 0),
          1,
          1e-12,
        )
      )
        throw new SolverStop('unverified', source);
      const product = pa * pb;
      const independent = agree(product, joint, 1e-9);
      w.step(
        'prob_joint_from_union',
        {},
        `P(A\\cap B)=P(A)+P(B)-P(A\\cup B)=${f(pa)}+${f(pb)}-${f(union)}=${f(joint)}`,
      );
      w.step(
        independent ? 'prob_independent_yes' : 'prob_independent_no',
        {},
        `P(A)P(B)=${f(pa)}\\cdot ${f(pb)}=${f(product)}${independent ? '=' : '\\ne '}P(A\\cap B)`,
      );
      return {
        kind: 'probability',
        reply: w.walkthrough(
          w.say('problem_joint_from_union', { pa: f(pa), pb: f(pb), union: f(union) }),
          `$P(A\\cap B)=${f(joint)}$; ${w.say(independent ? 'answer_independent' : 'answer_dependent')}`,
        ),
        values: { probability: joint, product },
      };
    }
    case 'bayes': {
      const { prior, hitGivenA, hitGivenNotA } = request;
      if (!isProbability(prior, hitGivenA, hitGivenNotA)) throw new SolverStop('unreadable', source);
      const branches = [
        prior * hitGivenA,
        prior * (1 - hitGivenA),
        (1 - prior) * hitGivenNotA,
        (1 - prior) * (1 - hitGivenNotA),
      ];
      const total = (branches[0] ?? 0) + (branches[2] ?? 0);
      if (!(total > 0)) throw new SolverStop('unreadable', source);
      const posterior = (branches[0] ?? 0) / total;
      // Second way: the four leaves of the tree add to 1, and the odds form of Bayes gives the same answer.
      const odds = (prior / (1 - prior)) * (hitGivenA / hitGivenNotA);
      const fromOdds = prior === 1 || hitGivenNotA === 0 ? 1 : odds / (1 + odds);
      if (
        !agree(
          branches.reduce((s, b) => s + b, 0),
          1,
          1e-12,
        ) ||
        !agree(fromOdds, posterior, 1e-9)
      )
        throw new SolverStop('unverified', source);
      w.step(
        'prob_tree',
        {},
        `P(A\\cap B)=${f(prior)}\\cdot ${f(hitGivenA)}=${f(branches[0] ?? 0)},\\quad P(\\bar A\\cap B)=${f(1 - prior)}\\cdot ${f(hitGivenNotA)}=${f(branches[2] ?? 0)}`,
      );
      w.step('prob_total', {}, `P(B)=${f(branches[0] ?? 0)}+${f(branches[2] ?? 0)}=${f(total)}`);
      w.step(
        'prob_bayes',
        {},
        `P(A|B)=\\frac{P(A\\cap B)}{P(B)}=\\frac{${f(branches[0] ?? 0)}}{${f(total)}}=${f(posterior)}`,
      );
      return {
        kind: 'conditional-probability',
        reply: w.walkthrough(
          w.say('problem_bayes', { prior: f(prior), hit: f(hitGivenA), false: f(hitGivenNotA) }),
          `$P(B)=${f(total)},\\ P(A|B)=${f(posterior)}$`,
        ),
        values: { probability: posterior, total },
      };
    }
  }
}
