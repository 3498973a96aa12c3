/**
 * A written proof as a practice result (docs/content.md, "Proof problems", "A proof attempt as a result"): what
 * the proof reader finds decides, the same reading the tutor's proof skill replies with. A proof that states
 * every checklist item with its reason is a right answer for the mastery model; any other is a wrong one. The
 * score is the share of items stated with their reason, so a proof one step short still shows its progress.
 */
import type { ProofCheckItem } from '../../contract/content';
import { readProof } from './proof-check';

export interface ProofResult {
  /** every checklist item is stated with its reason */
  correct: boolean;
  /** 0–100: the share of checklist items stated with their reason */
  score: number;
  /** how many items are stated with their reason */
  justified: number;
  /** how many items the checklist has */
  total: number;
}

/** The proof reader's result for `proof` against a problem's checklist. */
export function proofResult(checklist: readonly ProofCheckItem[], proof: string): ProofResult {
  const reading = readProof(checklist, proof);
  const total = reading.items.length;
  const justified = reading.items.filter((item) => item.status === 'justified').length;
  return {
    correct: total > 0 && reading.complete,
    score: total === 0 ? 0 : Math.round((100 * justified) / total),
    justified,
    total,
  };
}
