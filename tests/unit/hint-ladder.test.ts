import { describe, expect, it } from 'vitest';
import type { VerdictKind } from '../../backend/domain/answer';
import {
  afterAnswer,
  afterHintRequest,
  ladderOutcome,
  problemHints,
  startLadder,
  type LadderState,
  type LadderStep,
} from '../../backend/domain/practice';

function run(verdicts: VerdictKind[], hints: number): { steps: LadderStep[]; state: LadderState } {
  let state = startLadder();
  const steps: LadderStep[] = [];
  for (const verdict of verdicts) {
    const next = afterAnswer(state, verdict, hints);
    state = next.state;
    steps.push(next.step);
  }
  return { steps, state };
}

describe('given a sequence of answers to one problem', () => {
  it.each<[string, VerdictKind[], number, Array<LadderStep['reveal']>]>([
    ['right at once', ['correct'], 2, ['praise']],
    [
      'two hints, then the solution',
      ['incorrect', 'incorrect', 'incorrect'],
      2,
      ['hint', 'hint', 'solution'],
    ],
    [
      'three hints',
      ['incorrect', 'incorrect', 'incorrect', 'incorrect'],
      3,
      ['hint', 'hint', 'hint', 'solution'],
    ],
    ['one hint, then right', ['incorrect', 'correct'], 2, ['hint', 'praise']],
    ['no hints: a retry before the solution', ['incorrect', 'incorrect'], 0, ['retry', 'solution']],
    ['one hint: hint, then solution', ['incorrect', 'incorrect'], 1, ['hint', 'solution']],
    [
      'unreadable answers cost nothing',
      ['unparseable', 'incorrect', 'unparseable'],
      2,
      ['reread', 'hint', 'reread'],
    ],
    [
      'nothing after the solution',
      ['incorrect', 'incorrect', 'incorrect', 'correct'],
      1,
      ['hint', 'solution', 'done', 'done'],
    ],
  ])('should answer %s', (_name, verdicts, hints, reveals) => {
    // Act
    const { steps } = run(verdicts, hints);

    // Assert
    expect(steps.map((step) => step.reveal)).toEqual(reveals);
  });

  it.each([0, 1, 2, 3, 5])(
    'should never reveal the solution on the first wrong attempt with %i hints',
    (hints) => {
      // Act
      const { steps } = run(['incorrect'], hints);

      // Assert
      expect(steps[0]?.reveal).not.toBe('solution');
    },
  );

  it('should show hints in order, nudge first', () => {
    // Act
    const { steps } = run(['incorrect', 'incorrect'], 2);

    // Assert
    expect(steps).toEqual([
      { reveal: 'hint', hint: 0, of: 2 },
      { reveal: 'hint', hint: 1, of: 2 },
    ]);
  });

  it('should record a solved problem with the hints it took, and a revealed one as not solved', () => {
    // Act
    const solved = run(['incorrect', 'correct'], 2).state;
    const revealed = run(['incorrect', 'incorrect', 'incorrect'], 2).state;

    // Assert
    expect(ladderOutcome(solved)).toEqual({ correct: true, hintsUsed: 1 });
    expect(ladderOutcome(revealed)).toEqual({ correct: false, hintsUsed: 2 });
  });
});

describe('given a student who asks for a hint', () => {
  it('should give the hints, then refuse the solution before any attempt', () => {
    // Arrange
    let state = startLadder();
    const reveals: string[] = [];

    // Act
    for (let i = 0; i < 3; i += 1) {
      const next = afterHintRequest(state, 2);
      state = next.state;
      reveals.push(next.step.reveal);
    }

    // Assert
    expect(reveals).toEqual(['hint', 'hint', 'no-more-hints']);
  });

  it('should give the solution on request once the hints are spent and an answer was tried', () => {
    // Arrange
    const tried = afterAnswer(startLadder(), 'incorrect', 1).state;

    // Act
    const next = afterHintRequest(tried, 1);

    // Assert
    expect(next.step.reveal).toBe('solution');
    expect(ladderOutcome(next.state).correct).toBe(false);
  });
});

describe('given practice problems', () => {
  it.each([
    [{ hints: ['a', 'b'] }, ['a', 'b']],
    [{ hints: [] as string[] }, []],
  ])('should read the hints of %j', (problem, hints) => {
    // Act
    const result = problemHints(problem);

    // Assert
    expect(result).toEqual(hints);
  });
});
