/**
 * Mastery per topic by Bayesian Knowledge Tracing (Corbett & Anderson, 1995): a hidden "knows it" state
 * per topic, updated by each answer through the guess and slip probabilities, then the chance to learn
 * from the attempt. Hint use counts against mastery as soft evidence (docs/tutor.md). A topic without
 * evidence has no value at all: null, "not yet assessed".
 */

/** One answer the student gave, as evidence about one topic. */
export type Evidence = {
  /** the topic (a syllabus module id) the item belongs to */
  topic: string;
  /** the practice problem, test question or guided question, for picking what to practise next */
  itemId?: string;
  correct: boolean;
  /** hints shown before the answer (0 for tests) */
  hintsUsed: number;
  source: 'practice' | 'test' | 'guided-test';
  /** options of a multiple-choice item (raises the chance of a lucky guess); absent for typed answers */
  choices?: number;
  /** ISO 8601 */
  at: string;
};

/** The four BKT parameters. */
export type BktParameters = {
  /** P(L0): knows the topic before any evidence */
  prior: number;
  /** P(T): learns it from one attempt */
  learn: number;
  /** P(G): answers right without knowing (typed answers; a choice item uses max(this, 1/options)) */
  guess: number;
  /** P(S): answers wrong although knowing */
  slip: number;
};

/**
 * Defaults in the range of the published fits (Corbett & Anderson 1995; pyBKT's defaults; Baker et al.
 * 2008 bound guess ≤ 0.3 and slip ≤ 0.1 to keep the model from degenerating).
 */
export const DEFAULT_BKT: BktParameters = { prior: 0.2, learn: 0.15, guess: 0.15, slip: 0.1 };

/** Credit of a right answer after `hints` hints: 1, ½, then 0 (two hints make it count as wrong). */
export function hintCredit(hints: number): number {
  return Math.max(0, 1 - 0.5 * hints);
}

/** P(knows) after one observation. */
export function bktUpdate(
  known: number,
  evidence: Pick<Evidence, 'correct' | 'hintsUsed' | 'choices'>,
  parameters: BktParameters = DEFAULT_BKT,
): number {
  const guess =
    evidence.choices && evidence.choices > 1
      ? Math.max(parameters.guess, 1 / evidence.choices)
      : parameters.guess;
  const slip = parameters.slip;
  const ifRight = (known * (1 - slip)) / (known * (1 - slip) + (1 - known) * guess);
  const ifWrong = (known * slip) / (known * slip + (1 - known) * (1 - guess));
  // Jeffrey's rule: a right answer after hints is partly a right answer and partly a wrong one.
  const credit = evidence.correct ? hintCredit(evidence.hintsUsed) : 0;
  const posterior = credit * ifRight + (1 - credit) * ifWrong;
  return posterior + (1 - posterior) * parameters.learn;
}

/** A topic's value and what it rests on. */
export type TopicMastery = {
  /** 0–1, or null when there is no evidence ("not yet assessed") */
  mastery: number | null;
  attempts: number;
  /** ISO 8601 of the latest evidence, or null */
  lastActivity: string | null;
};

/** Mastery of every listed topic from the evidence, oldest first; evidence for unknown topics is ignored. */
export function masteryByTopic(
  topics: readonly string[],
  evidence: readonly Evidence[],
  parameters: BktParameters = DEFAULT_BKT,
): Map<string, TopicMastery> {
  const result = new Map<string, TopicMastery>(
    topics.map((topic) => [topic, { mastery: null, attempts: 0, lastActivity: null }]),
  );
  const ordered = [...evidence].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const item of ordered) {
    const current = result.get(item.topic);
    if (!current) continue;
    result.set(item.topic, {
      mastery: bktUpdate(current.mastery ?? parameters.prior, item, parameters),
      attempts: current.attempts + 1,
      lastActivity: item.at,
    });
  }
  return result;
}

/**
 * A topic's value is shown once its answers have moved it at least this far from the prior, or once it has
 * ENOUGH_ANSWERS of them. Before that it is "not enough evidence" (no number): the learning rate keeps
 * wrong answers from taking a topic far below the prior (three wrong answers leave 0.2 at ≈ 0.17), so a
 * number then would mostly restate the prior, not the student (docs/tutor.md).
 */
export const EVIDENCE_MARGIN = 0.1;
export const ENOUGH_ANSWERS = 5;

/** The mastery to report: null without evidence, or while the evidence has not yet moved it off the prior. */
export function reportedMastery(
  topic: Pick<TopicMastery, 'mastery' | 'attempts'>,
  parameters: BktParameters = DEFAULT_BKT,
): number | null {
  if (topic.mastery === null) return null;
  const moved = Math.abs(topic.mastery - parameters.prior) >= EVIDENCE_MARGIN;
  return moved || topic.attempts >= ENOUGH_ANSWERS ? topic.mastery : null;
}

/** At or above this, a topic counts as mastered (the personal space paints it green from 0.85). */
export const MASTERED = 0.85;
