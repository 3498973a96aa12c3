/**
 * A student's proof of a proof problem, checked step by step against the problem's checklist
 * (docs/tutor.md, "Proofs"). The practice window sends the proof under a first line that names the
 * problem, "… (מזהה geo-16):" or "… (id geo-16):" (content/locales/*\/learning.json,
 * windows.practice.discussMessage); the reply says which statements stand with their reason, which lack a
 * reason (without giving it) and which are missing. It never calls a proof with a missing step correct.
 */
import type { PracticeProblem } from '../../../../contract';
import { readProof, type ProofReading } from '../../../../domain/practice';
import { say, type Language } from '../../solver';
import type { Skill } from '../skill';

type ProofProblem = Extract<PracticeProblem, { type: 'proof' }>;

/** The problem id on the proof's first line: "(מזהה geo-16)" or "(id geo-16)". */
const PROBLEM_ID = /\((?:מזהה|id)\s+([\w-]+)\)/i;

/** The proof problem a message names and the proof under its first line, if it names one. */
export function proofMessage(
  text: string,
  problems: readonly { problem: PracticeProblem }[],
): { problem: ProofProblem; proof: string } | undefined {
  const [first = '', ...rest] = text.split('\n');
  const id = PROBLEM_ID.exec(first)?.[1];
  const problem = id && problems.find((entry) => entry.problem.id === id)?.problem;
  if (!problem || problem.type !== 'proof') return undefined;
  return { problem, proof: rest.join('\n').trim() };
}

/** The reply: one line per checklist item, then what to do next. */
export function proofFeedback(language: Language, problem: ProofProblem, reading: ProofReading): string {
  const byId = new Map(problem.checklist.map((item) => [item.id, item]));
  const justified = reading.items.filter((item) => item.status === 'justified').length;
  const lines = reading.items.map(({ id, status }) => {
    const item = byId.get(id);
    const params = { statement: item?.statement ?? id, reason: item?.reason ?? '' };
    // An unjustified statement is asked "why?" without the reason, which is the student's to find.
    return `- ${say(language, 'practice', `proof_${status}`, params)}`;
  });
  return [
    say(language, 'practice', 'proof_heading', { justified, total: reading.items.length }),
    lines.join('\n'),
    say(language, 'practice', reading.complete ? 'proof_complete' : 'proof_incomplete'),
  ].join('\n\n');
}

export const proof: Skill = {
  name: 'proof',
  answer: (turn) => {
    const { course, language, message } = turn.ctx;
    const found = course && proofMessage(message.text, course.problems);
    if (!found) return undefined;
    if (found.proof === '') return { bot: say(language, 'practice', 'proof_empty') };
    return { bot: proofFeedback(language, found.problem, readProof(found.problem.checklist, found.proof)) };
  },
};
