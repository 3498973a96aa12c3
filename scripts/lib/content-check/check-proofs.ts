/**
 * Proof problems (docs/content.md, "Proof problems"): a checklist the tutor can use and a model proof that
 * passes it. The model proof is read by the tutor's own proof reader, so a checklist whose forms the model
 * proof does not match fails here rather than in front of a student. Its three hints are the ladder every practice
 * problem has (`LADDER_HINTS`, check-hints.ts), reported there once.
 */
import type { PracticeProblem } from '../../../backend/contract/content';
import { readProof } from '../../../backend/domain/practice';
import type { CourseContext } from './context';

type ProofProblem = Extract<PracticeProblem, { type: 'proof' }>;

export function checkProof(ctx: CourseContext, file: string, at: string, problem: ProofProblem): void {
  const fail = (where: string, message: string) => ctx.fail('proof', file, `${at}${where}`, message);
  const ids = new Set<string>();
  problem.checklist.forEach((item, index) => {
    const here = `${at}.checklist[${index}]`;
    if (ids.has(item.id)) fail(`.checklist[${index}].id`, `duplicate checklist id "${item.id}"`);
    ids.add(item.id);
    ctx.text(file, `${here}.statement`, item.statement, 'short');
    ctx.text(file, `${here}.reason`, item.reason, 'short');
  });
  const covered = new Set<string>();
  problem.proof.forEach((step, index) => {
    ctx.text(file, `${at}.proof[${index}].text`, step.text, 'prose');
    for (const id of step.items) {
      if (ids.has(id)) covered.add(id);
      else fail(`.proof[${index}].items`, `the step names "${id}", which is not a checklist item`);
    }
  });
  for (const id of ids)
    if (!covered.has(id)) fail('.checklist', `no step of the model proof states the checklist item "${id}"`);

  // The tutor must find every statement and reason in the model proof itself.
  const model = readProof(problem.checklist, problem.proof.map((step) => step.text).join('\n'));
  for (const item of model.items)
    if (item.status !== 'justified')
      fail(
        '.checklist',
        `the model proof reads as "${item.status}" for "${item.id}": add the proof's own wording to statementForms or reasonForms`,
      );
  // A hint ladder never hands over the whole proof.
  const last = problem.hints.at(-1) ?? '';
  if (problem.checklist.length > 1 && readProof(problem.checklist, last).complete)
    fail(
      `.hints[${problem.hints.length - 1}]`,
      'the last hint holds the whole proof: give the first step only',
    );
}
