/**
 * Probability by counting equally likely outcomes (math lesson 7; docs/tutor.md, "Probability in words"):
 * a committee or a draw without replacement from groups (all of one group, exactly j, at least one, same or
 * different colours, the second draw, one draw given the other), the sum of two dice, and counts of two
 * overlapping sets (the addition rule, a conditional probability from counts). Each result is counted one
 * way (binomial coefficients, a list of pairs, a table's cells) and recomputed another (the tree of every
 * order of draws, the number of ways to each sum, the table's margins) before it is shown.
 */
import { agree, formatNumber, SolverStop } from './math';
import { RELATION_TEX, satisfies, type Relation } from './statistics-distributions';
import type { Solution, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

/** One group of a draw: its name as the student wrote it and how many it holds. */
export type Group = { name: string; count: number };

/** An event of a draw; `group`, `first` and `second` index `groups`. */
export type DrawEvent =
  | { event: 'all'; group: number }
  | { event: 'exactly'; group: number; k: number }
  | { event: 'at-least-one'; group: number }
  | { event: 'same' }
  | { event: 'different' }
  | { event: 'second'; group: number }
  | { event: 'second-given-first'; group: number; first: number }
  | { event: 'first-given-second'; group: number; second: number };

/** Which probability two overlapping sets' counts are asked for. */
export type SetsQuestion = 'union' | 'both' | 'neither' | 'given-a' | 'given-b';

export type CountingRequest =
  | { problem: 'draw'; groups: Group[]; draws: number; events: DrawEvent[] }
  | { problem: 'dice'; relation: Relation; total: number }
  | {
      problem: 'sets';
      total: number;
      a: number;
      b: number;
      both: number;
      names: [string, string];
      question: SetsQuestion;
    };

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** `\frac{7}{102}` for 56/816, reduced; a whole number as itself. */
function fraction(numerator: number, denominator: number): string {
  const d = gcd(numerator, denominator) || 1;
  const [n, m] = [numerator / d, denominator / d];
  return m === 1 ? String(n) : `\\frac{${n}}{${m}}`;
}

/** Every order of draws (a sequence of group indices) with its probability, by the tree. */
function tree(counts: readonly number[], draws: number): Array<{ path: number[]; p: number }> {
  const leaves: Array<{ path: number[]; p: number }> = [];
  const walk = (left: number[], path: number[], p: number) => {
    if (path.length === draws) {
      leaves.push({ path, p });
      return;
    }
    const total = left.reduce((s, c) => s + c, 0);
    left.forEach((count, g) => {
      if (count === 0) return;
      const next = [...left];
      next[g] = count - 1;
      walk(next, [...path, g], (p * count) / total);
    });
  };
  walk([...counts], [], 1);
  return leaves;
}

/** The event's probability the first way: counts of choices (or ordered pairs for the draws' order). */
function counted(event: DrawEvent, counts: readonly number[], k: number): { num: number; den: number } {
  const total = counts.reduce((s, c) => s + c, 0);
  const all = choose(total, k);
  const n = (g: number) => counts[g] ?? 0;
  switch (event.event) {
    case 'all':
      return { num: choose(n(event.group), k), den: all };
    case 'exactly':
      return { num: choose(n(event.group), event.k) * choose(total - n(event.group), k - event.k), den: all };
    case 'at-least-one':
      return { num: all - choose(total - n(event.group), k), den: all };
    case 'same':
      return { num: counts.reduce((s, c) => s + choose(c, k), 0), den: all };
    case 'different':
      return { num: all - counts.reduce((s, c) => s + choose(c, k), 0), den: all };
    case 'second':
      return { num: n(event.group) * (total - 1), den: total * (total - 1) };
    case 'second-given-first':
      return { num: n(event.group) - (event.group === event.first ? 1 : 0), den: total - 1 };
    case 'first-given-second':
      return {
        num: n(event.group) * (n(event.second) - (event.group === event.second ? 1 : 0)),
        den: n(event.second) * (total - 1),
      };
  }
}

/** The same probability the second way: the sum over the tree's leaves (a ratio of two sums for a condition). */
function byTree(event: DrawEvent, leaves: ReturnType<typeof tree>): number {
  const sum = (test: (path: number[]) => boolean) =>
    leaves.filter((leaf) => test(leaf.path)).reduce((s, leaf) => s + leaf.p, 0);
  const of = (path: number[], g: number) => path.filter((each) => each === g).length;
  switch (event.event) {
    case 'all':
      return sum((path) => path.every((g) => g === event.group));
    case 'exactly':
      return sum((path) => of(path, event.group) === event.k);
    case 'at-least-one':
      return sum((path) => of(path, event.group) >= 1);
    case 'same':
      return sum((path) => path.every((g) => g === path[0]));
    case 'different':
      return sum((path) => !path.every((g) => g === path[0]));
    case 'second':
      return sum((path) => path[1] === event.group);
    case 'second-given-first':
      return (
        sum((path) => path[0] === event.first && path[1] === event.group) /
        sum((path) => path[0] === event.first)
      );
    case 'first-given-second':
      return (
        sum((path) => path[0] === event.group && path[1] === event.second) /
        sum((path) => path[1] === event.second)
      );
  }
}

function eventWords(event: DrawEvent, groups: readonly Group[], w: Writer): string {
  const name = (g: number) => groups[g]?.name ?? '';
  switch (event.event) {
    case 'all':
      return w.say('counting_event_all', { group: name(event.group) });
    case 'exactly':
      return w.say('counting_event_exactly', { group: name(event.group), k: event.k });
    case 'at-least-one':
      return w.say('counting_event_at_least_one', { group: name(event.group) });
    case 'same':
      return w.say('counting_event_same');
    case 'different':
      return w.say('counting_event_different');
    case 'second':
      return w.say('counting_event_second', { group: name(event.group) });
    case 'second-given-first':
      return w.say('counting_event_second_given_first', {
        group: name(event.group),
        first: name(event.first),
      });
    case 'first-given-second':
      return w.say('counting_event_first_given_second', {
        group: name(event.group),
        second: name(event.second),
      });
  }
}

/** The counting formula of an event, as the lesson writes it. */
function formula(event: DrawEvent, counts: readonly number[], k: number): string {
  const total = counts.reduce((s, c) => s + c, 0);
  const n = (g: number) => counts[g] ?? 0;
  const binom = (a: number, b: number) => `\\binom{${a}}{${b}}`;
  switch (event.event) {
    case 'all':
      return `\\frac{${binom(n(event.group), k)}}{${binom(total, k)}}`;
    case 'exactly':
      return `\\frac{${binom(n(event.group), event.k)}\\cdot ${binom(total - n(event.group), k - event.k)}}{${binom(total, k)}}`;
    case 'at-least-one':
      return `1-\\frac{${binom(total - n(event.group), k)}}{${binom(total, k)}}`;
    case 'same':
      return `\\frac{${counts.map((c) => binom(c, k)).join('+')}}{${binom(total, k)}}`;
    case 'different':
      return `1-\\frac{${counts.map((c) => binom(c, k)).join('+')}}{${binom(total, k)}}`;
    case 'second':
      return counts
        .map(
          (c, g) =>
            `\\frac{${c}}{${total}}\\cdot\\frac{${n(event.group) - (g === event.group ? 1 : 0)}}{${total - 1}}`,
        )
        .join('+');
    case 'second-given-first':
      return `\\frac{${n(event.group) - (event.group === event.first ? 1 : 0)}}{${total - 1}}`;
    case 'first-given-second': {
      const joint = `\\frac{${n(event.group)}}{${total}}\\cdot\\frac{${n(event.second) - (event.group === event.second ? 1 : 0)}}{${total - 1}}`;
      return `\\frac{${joint}}{\\frac{${n(event.second)}}{${total}}}`;
    }
  }
}

function solveDraw(
  request: Extract<CountingRequest, { problem: 'draw' }>,
  w: Writer,
  source: string,
): Solution {
  const { groups, draws, events } = request;
  const counts = groups.map((group) => group.count);
  const total = counts.reduce((s, c) => s + c, 0);
  const ordered = events.some((e) => e.event.startsWith('second') || e.event.startsWith('first'));
  if (
    groups.length < 2 ||
    groups.length > 4 ||
    counts.some((c) => !Number.isInteger(c) || c < 0) ||
    !Number.isInteger(draws) ||
    draws < 1 ||
    draws > Math.min(8, total) ||
    total > 100 ||
    events.length === 0 ||
    (ordered && draws !== 2)
  )
    throw new SolverStop('unreadable', source);
  const leaves = tree(counts, draws);
  w.step('counting_groups', {
    n: total,
    k: draws,
    groups: groups.map((g) => `${g.count} ${g.name}`).join(', '),
  });
  const byOrder = (event: DrawEvent) => event.event.startsWith('second') || event.event.startsWith('first');
  if (!events.every(byOrder))
    w.step('counting_total', { n: total, k: draws }, `\\binom{${total}}{${draws}}=${choose(total, draws)}`);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  events.forEach((event, index) => {
    if (event.event === 'exactly' && (event.k < 0 || event.k > draws))
      throw new SolverStop('unreadable', source);
    const { num, den } = counted(event, counts, draws);
    if (!(den > 0)) throw new SolverStop('unreadable', source);
    const probability = num / den;
    if (!agree(byTree(event, leaves), probability, 1e-12)) throw new SolverStop('unverified', source);
    const exact = fraction(num, den);
    const shown = exact.startsWith('\\frac') ? `${exact}\\approx ${f(probability)}` : exact;
    w.step(
      byOrder(event) ? 'counting_tree' : 'counting_event',
      { event: eventWords(event, groups, w) },
      `P=${formula(event, counts, draws)}=${shown}`,
    );
    values[index === 0 ? 'probability' : `probability${index + 1}`] = probability;
    answers.push(`$${shown}$`);
  });
  w.step('counting_check');
  return {
    kind: 'combinatorial-probability',
    reply: w.walkthrough(
      w.say('problem_draw', { n: total, k: draws }),
      answers.join(events.length > 1 ? ';\u2003' : ''),
    ),
    values,
  };
}

function solveDice(
  request: Extract<CountingRequest, { problem: 'dice' }>,
  w: Writer,
  source: string,
): Solution {
  const { relation, total } = request;
  if (!Number.isInteger(total) || total < 1 || total > 13) throw new SolverStop('unreadable', source);
  const pairs: Array<[number, number]> = [];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) if (satisfies(a + b, relation, total)) pairs.push([a, b]);
  // Second way: the number of ways to each sum s is 6 − |s − 7|.
  let ways = 0;
  for (let s = 2; s <= 12; s += 1) if (satisfies(s, relation, total)) ways += 6 - Math.abs(s - 7);
  if (ways !== pairs.length || pairs.length === 0)
    throw new SolverStop(pairs.length === 0 ? 'unreadable' : 'unverified', source);
  const probability = pairs.length / 36;
  const event = `X${RELATION_TEX[relation]}${total}`;
  w.step('dice_outcomes', {}, '6\\cdot 6=36');
  w.step(
    'dice_favourable',
    { event: `$${event}$`, count: pairs.length },
    pairs.length <= 12 ? pairs.map(([a, b]) => `(${a},${b})`).join(',\\ ') : undefined,
  );
  const exact = fraction(pairs.length, 36);
  const shown = exact.startsWith('\\frac') ? `${exact}\\approx ${f(probability)}` : exact;
  w.step('counting_ratio', {}, `P(${event})=\\frac{${pairs.length}}{36}=${shown}`);
  w.step('dice_check');
  return {
    kind: 'combinatorial-probability',
    reply: w.walkthrough(w.say('problem_dice', { event: `$${event}$` }), `$P(${event})=${shown}$`),
    values: { probability, favourable: pairs.length },
  };
}

function solveSets(
  request: Extract<CountingRequest, { problem: 'sets' }>,
  w: Writer,
  source: string,
): Solution {
  const { total, a, b, both, names, question } = request;
  const cells = { both, onlyA: a - both, onlyB: b - both, neither: total - a - b + both };
  if (!Object.values(cells).every((cell) => Number.isInteger(cell) && cell >= 0) || total <= 0)
    throw new SolverStop('unreadable', source);
  const [nameA, nameB] = names;
  const parts: Record<SetsQuestion, { num: number; den: number; tex: string }> = {
    union: { num: a + b - both, den: total, tex: `P(A\\cup B)=\\frac{${a}+${b}-${both}}{${total}}` },
    both: { num: both, den: total, tex: `P(A\\cap B)=\\frac{${both}}{${total}}` },
    neither: {
      num: total - a - b + both,
      den: total,
      tex: `P(\\bar A\\cap\\bar B)=\\frac{${total}-${a}-${b}+${both}}{${total}}`,
    },
    'given-a': { num: both, den: a, tex: `P(B|A)=\\frac{${both}}{${a}}` },
    'given-b': { num: both, den: b, tex: `P(A|B)=\\frac{${both}}{${b}}` },
  };
  const { num, den, tex } = parts[question];
  if (!(den > 0)) throw new SolverStop('unreadable', source);
  const probability = num / den;
  // Second way: from the table's four cells.
  const fromCells: Record<SetsQuestion, number> = {
    union: (cells.both + cells.onlyA + cells.onlyB) / total,
    both: cells.both / total,
    neither: 1 - (cells.both + cells.onlyA + cells.onlyB) / total,
    'given-a': cells.both / (cells.both + cells.onlyA),
    'given-b': cells.both / (cells.both + cells.onlyB),
  };
  if (
    cells.both + cells.onlyA + cells.onlyB + cells.neither !== total ||
    !agree(fromCells[question], probability, 1e-12)
  )
    throw new SolverStop('unverified', source);
  w.step('sets_names', { a: nameA, b: nameB });
  w.step(
    'sets_table',
    {},
    `${both},\\ ${a}-${both}=${cells.onlyA},\\ ${b}-${both}=${cells.onlyB},\\ ${total}-${a}-${b}+${both}=${cells.neither}`,
  );
  const exact = fraction(num, den);
  const shown = exact.startsWith('\\frac') ? `${exact}\\approx ${f(probability)}` : exact;
  const given = question === 'given-a' ? nameA : question === 'given-b' ? nameB : '';
  w.step(
    given ? 'sets_given' : question === 'union' ? 'prob_union' : 'counting_ratio',
    { given },
    `${tex}=${shown}`,
  );
  w.step('sets_check', { n: total });
  return {
    kind: question.startsWith('given') ? 'conditional-probability' : 'probability',
    reply: w.walkthrough(
      w.say('problem_sets', { n: total, a, b, both, nameA, nameB }),
      `$${tex.split('=')[0]}=${shown}$`,
    ),
    values: { probability },
  };
}

export function solveCounting(request: CountingRequest, w: Writer, source: string): Solution {
  switch (request.problem) {
    case 'draw':
      return solveDraw(request, w, source);
    case 'dice':
      return solveDice(request, w, source);
    case 'sets':
      return solveSets(request, w, source);
  }
}
