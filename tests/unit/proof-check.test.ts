import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Subject, type PracticeProblem } from '../../backend/contract/content';
import { plainMath, readProof } from '../../backend/domain/practice';

type ProofProblem = Extract<PracticeProblem, { type: 'proof' }>;

function proofProblem(file: string, id: string): ProofProblem {
  const subject = Subject.parse(
    JSON.parse(readFileSync(`content/courses/high-school-math/practice-problems/${file}.json`, 'utf8')),
  );
  const problem = subject.problems.find((candidate) => candidate.id === id);
  if (problem?.type !== 'proof') throw new Error(`${id} is not a proof problem`);
  return problem;
}

function statuses(problem: ProofProblem, proof: string): Record<string, string> {
  return Object.fromEntries(readProof(problem.checklist, proof).items.map((item) => [item.id, item.status]));
}

const parallelogram = proofProblem('euclidean-geometry', 'geo-16');
const sum = proofProblem('induction', 'ind-14');

describe('given math written in LaTeX or typed', () => {
  it.each([
    ['$\\frac{1}{2}AB$', '1/2AB'],
    ['\\frac{k+1}{k+2}', '(k+1)/(k+2)'],
    ['\\angle A = \\angle C', '∠A=∠C'],
    ['90^\\circ', '90'],
    ['2^{k+1}', '2^(k+1)'],
    ['1 \\neq 6', '1≠6'],
    ['3^k \\ge 2k+1', '3^k≥2k+1'],
  ])('should read %j as %j', (text, plain) => {
    expect(plainMath(text).trim()).toBe(plain);
  });
});

describe('given a complete geometry proof in a student’s own words', () => {
  it('should find every statement with its reason, the segments either way round', () => {
    // Arrange
    const proof = [
      'DA = BC כי במקבילית צלעות נגדיות שוות',
      'זוית A שווה לזוית C: <A=<C זוויות נגדיות במקבילית',
      'AE=½AB=½CD=CF כי E ו-F אמצעים',
      'המשולשים ADE ו-CBF חופפים לפי צ.ז.צ',
      'לכן ED=FB (צלעות מתאימות)',
    ].join('\n');

    // Act
    const reading = readProof(parallelogram.checklist, proof.replace(/½/g, '1/2').replace(/</g, '∠'));

    // Assert
    expect(reading.items.filter((item) => item.status !== 'justified')).toEqual([]);
    expect(reading.complete).toBe(true);
  });
});

describe('given a geometry proof with gaps', () => {
  it('should tell a statement without its reason from a missing statement', () => {
    // Arrange
    const proof = 'AD=CB\n∠A=∠C זוויות נגדיות\nהמשולשים חופפים לפי צ.ז.צ ולכן DE=BF צלעות מתאימות';

    // Act
    const result = statuses(parallelogram, proof);

    // Assert
    expect(result).toEqual({
      'ad-cb': 'unjustified',
      angles: 'justified',
      'ae-cf': 'missing',
      congruent: 'justified',
      result: 'justified',
    });
    expect(readProof(parallelogram.checklist, proof).complete).toBe(false);
  });

  it('should accept the reason on the line after its statement, but not two lines later', () => {
    // Arrange
    const nextLine = 'AD=CB\nכי אלה צלעות נגדיות';
    const later = 'AD=CB\nשורה אחרת\nצלעות נגדיות';

    // Act / Assert
    expect(statuses(parallelogram, nextLine)['ad-cb']).toBe('justified');
    expect(statuses(parallelogram, later)['ad-cb']).toBe('unjustified');
  });

  it('should not take another equation for the statement', () => {
    expect(statuses(parallelogram, 'AD=CD צלעות נגדיות')['ad-cb']).toBe('missing');
  });
});

describe('given an induction proof', () => {
  it('should find the base, the hypothesis, the step and the conclusion', () => {
    // Arrange
    const proof = [
      'בסיס: עבור n=1 מתקיים 2 = 1*2',
      'נניח שהטענה נכונה עבור n=k, כלומר 2+4+...+2k = k(k+1)',
      'צעד: 2+...+2k+2(k+1) = k(k+1)+2(k+1) לפי ההנחה, וזה (k+1)(k+2)',
      'לפי עקרון האינדוקציה הטענה נכונה לכל n טבעי',
    ].join('\n');

    // Act
    const reading = readProof(sum.checklist, proof);

    // Assert
    expect(reading.complete).toBe(true);
  });

  it('should report a proof without a base case as incomplete', () => {
    // Arrange
    const proof = 'נניח ש k(k+1)\nאז לפי ההנחה (k+1)(k+2)\nלפי עקרון האינדוקציה לכל n';

    // Act
    const result = statuses(sum, proof);

    // Assert
    expect(result.base).toBe('missing');
    expect(readProof(sum.checklist, proof).complete).toBe(false);
  });
});

describe('given every proof problem of the math course', () => {
  it.each([
    ...['geo-16', 'geo-17', 'geo-19', 'geo-20', 'geo-21', 'geo-22', 'geo-23', 'geo-24'].map(
      (id) => ['euclidean-geometry', id] as const,
    ),
    ...['ind-5', 'ind-8', 'ind-9', 'ind-14', 'ind-15', 'ind-16', 'ind-17', 'ind-18'].map(
      (id) => ['induction', id] as const,
    ),
  ])(
    'should read the model proof of %s %s as complete, and an empty proof as missing everything',
    (file, id) => {
      // Arrange
      const problem = proofProblem(file, id);

      // Act
      const model = readProof(problem.checklist, problem.proof.map((step) => step.text).join('\n'));
      const empty = readProof(problem.checklist, '');

      // Assert
      expect(model.complete).toBe(true);
      expect(empty.items.every((item) => item.status === 'missing')).toBe(true);
    },
  );
});
