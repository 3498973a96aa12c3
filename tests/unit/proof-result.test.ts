import { describe, expect, it } from 'vitest';
import { proofActivity } from '../../app/src/features/learning/windows/practice/practice-progress';
import { proofResult, savedAnswerCorrect } from '../../backend/domain/practice';
import { buildHalfProblem, buildProofProblem } from '../../mocks/fixtures/content';

const problem = buildProofProblem();
const checklist = problem.type === 'proof' ? problem.checklist : [];
const complete = 'AO=BO כי O אמצע AB\n∠AOC=∠BOD כי זוויות קודקודיות\nAC=BD כי צלעות מתאימות';
const attempt = { courseId: 'high-school-math', subjectId: 'geometry', index: 0, timeSpentSeconds: 90 };

describe('given a written proof read against its checklist', () => {
  it.each([
    ['every item with its reason', complete, { correct: true, score: 100, justified: 3, total: 3 }],
    ['one item with its reason', 'AO=BO כי O אמצע', { correct: false, score: 33, justified: 1, total: 3 }],
    [
      'statements without reasons',
      'AO=BO\n∠AOC=∠BOD\nAC=BD',
      { correct: false, score: 0, justified: 0, total: 3 },
    ],
    ['nothing of the checklist', 'לא יודע', { correct: false, score: 0, justified: 0, total: 3 }],
  ])('should score %s', (_name, proof, expected) => {
    // Act
    const result = proofResult(checklist, proof);
    // Assert
    expect(result).toEqual(expected);
  });
});

describe('given a proof submitted in the practice window', () => {
  it('should record it as a practice attempt with the reader’s score, correct only when complete', () => {
    // Act
    const partial = proofActivity({ ...attempt, problem, answer: 'AO=BO כי O אמצע' });
    const whole = proofActivity({ ...attempt, problem, answer: complete });
    // Assert
    expect(partial?.activity).toMatchObject({
      activity_type: 'practice',
      activity_id: 'geometry-proof-midpoints',
      score: 33,
      time_spent: 90,
      answers: [{ userAnswer: 'AO=BO כי O אמצע', isCorrect: false }],
    });
    expect(whole?.activity).toMatchObject({ score: 100, answers: [{ isCorrect: true }] });
  });

  it('should record nothing this way for a problem that is not a proof, or for a blank proof', () => {
    expect(proofActivity({ ...attempt, problem: buildHalfProblem(), answer: '1/2' })).toBeNull();
    expect(proofActivity({ ...attempt, problem, answer: '  ' })).toBeNull();
  });
});

describe('given a saved practice answer judged again on the server', () => {
  it('should read a proof with the proof reader and other answers with the checker', () => {
    // Assert
    expect(savedAnswerCorrect(problem, complete)).toBe(true);
    expect(savedAnswerCorrect(problem, 'AO=BO כי O אמצע')).toBe(false);
    expect(savedAnswerCorrect(buildHalfProblem(), '0.5')).toBe(true);
  });
});
