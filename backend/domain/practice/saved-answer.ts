/**
 * Whether an answer saved from the practice window is right, judged again against the course file
 * (docs/tutor.md, "Mastery model"): the shared checker for a problem with a key, the proof reader for a
 * proof (docs/content.md, "A proof attempt as a result"), and null for an open question, which nothing judges.
 */
import type { PracticeProblem } from '../../contract/content';
import { checkPracticeAnswer } from '../answer';
import { proofResult } from './proof-result';

export function savedAnswerCorrect(problem: PracticeProblem, given: string | number): boolean | null {
  if (problem.type === 'proof') return proofResult(problem.checklist, String(given)).correct;
  const verdict = checkPracticeAnswer(problem, given);
  return verdict ? verdict.verdict === 'correct' : null;
}
