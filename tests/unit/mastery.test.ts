import { describe, expect, it } from 'vitest';
import { LearningPlan } from '../../backend/contract/plans';
import {
  bktUpdate,
  buildLearningPlan,
  DEFAULT_BKT,
  hintCredit,
  masteryByTopic,
  reportedMastery,
  weakestTopic,
  withActivities,
  type CourseOutline,
  type Evidence,
} from '../../backend/domain/mastery';
import enPlan from '../../content/tutor/en/plan.json';
import hePlan from '../../content/tutor/he/plan.json';
import { fill } from '../../backend/domain/text';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const answer = (topic: string, correct: boolean, day: number, extra: Partial<Evidence> = {}): Evidence => ({
  topic,
  correct,
  hintsUsed: 0,
  source: 'practice',
  at: at(day),
  ...extra,
});

describe('given one BKT update', () => {
  it.each([
    ['a right answer raises mastery', 0.2, { correct: true, hintsUsed: 0 }, 'up'],
    ['a wrong answer lowers mastery', 0.6, { correct: false, hintsUsed: 0 }, 'down'],
    ['a right answer after two hints counts as wrong', 0.6, { correct: true, hintsUsed: 2 }, 'down'],
  ] as const)('%s', (_name, known, evidence, direction) => {
    // Act
    const result = bktUpdate(known, evidence);

    // Assert
    if (direction === 'up') expect(result).toBeGreaterThan(known);
    else expect(result).toBeLessThan(known);
  });

  it('should follow the BKT formulas exactly', () => {
    // Arrange: P(L)=0.2, right answer, guess 0.15, slip 0.1, learn 0.15
    const posterior = (0.2 * 0.9) / (0.2 * 0.9 + 0.8 * 0.15);

    // Act
    const result = bktUpdate(0.2, { correct: true, hintsUsed: 0 });

    // Assert
    expect(result).toBeCloseTo(posterior + (1 - posterior) * 0.15, 12);
  });

  it('should credit a right answer after hints less than one without', () => {
    // Act
    const clean = bktUpdate(0.4, { correct: true, hintsUsed: 0 });
    const oneHint = bktUpdate(0.4, { correct: true, hintsUsed: 1 });
    const wrong = bktUpdate(0.4, { correct: false, hintsUsed: 0 });

    // Assert
    expect(oneHint).toBeLessThan(clean);
    expect(oneHint).toBeGreaterThan(wrong);
    expect([hintCredit(0), hintCredit(1), hintCredit(2), hintCredit(5)]).toEqual([1, 0.5, 0, 0]);
  });

  it('should trust a right guess on a multiple-choice item less than a typed one', () => {
    // Act
    const typed = bktUpdate(0.3, { correct: true, hintsUsed: 0 });
    const choice = bktUpdate(0.3, { correct: true, hintsUsed: 0, choices: 2 });

    // Assert
    expect(choice).toBeLessThan(typed);
  });
});

describe('given evidence over several topics', () => {
  it('should give null, never a number, to a topic without evidence', () => {
    // Act
    const result = masteryByTopic(['algebra', 'calculus'], [answer('algebra', true, 1)]);

    // Assert
    expect(result.get('calculus')).toEqual({ mastery: null, attempts: 0, lastActivity: null });
    expect(result.get('algebra')?.attempts).toBe(1);
  });

  it('should read the evidence in time order whatever order it comes in', () => {
    // Arrange
    const evidence = [answer('algebra', true, 3), answer('algebra', false, 1), answer('algebra', true, 2)];

    // Act
    const shuffled = masteryByTopic(['algebra'], evidence).get('algebra');
    const sorted = masteryByTopic(['algebra'], [...evidence].reverse()).get('algebra');

    // Assert
    expect(shuffled).toEqual(sorted);
    expect(shuffled?.lastActivity).toBe(at(3));
  });

  it('should pass 0.85 after a run of clean right answers and stay low after a run of wrong ones', () => {
    // Arrange
    const good = Array.from({ length: 6 }, (_, i) => answer('a', true, i + 1));
    const bad = Array.from({ length: 6 }, (_, i) => answer('b', false, i + 1));

    // Act
    const result = masteryByTopic(['a', 'b'], [...good, ...bad]);

    // Assert
    expect(result.get('a')?.mastery).toBeGreaterThan(0.85);
    expect(result.get('b')?.mastery).toBeLessThan(DEFAULT_BKT.prior);
  });

  it('should ignore evidence about a topic the course does not have', () => {
    // Act
    const result = masteryByTopic(['a'], [answer('zzz', true, 1)]);

    // Assert
    expect([...result.keys()]).toEqual(['a']);
  });
});

const outline: CourseOutline = {
  modules: [
    { id: 'algebra', title: 'אלגברה', lessons: ['lesson-1'] },
    { id: 'functions', title: 'פונקציות', lessons: ['lesson-2', 'lesson-3'] },
    { id: 'calculus', title: 'חשבון דיפרנציאלי', lessons: ['lesson-4'] },
  ],
  lessons: [
    { id: 'lesson-1', title: 'משוואות' },
    { id: 'lesson-2', title: 'פונקציה קווית' },
    { id: 'lesson-3', title: 'פונקציה ריבועית' },
    { id: 'lesson-4', title: 'נגזרות' },
  ],
  practice: [
    { id: 'alg-1', topic: 'algebra', subject: 'משוואות', position: 1 },
    { id: 'alg-2', topic: 'algebra', subject: 'משוואות', position: 2 },
    { id: 'fn-1', topic: 'functions', subject: 'פונקציות', position: 1 },
    { id: 'fn-2', topic: 'functions', subject: 'פונקציות', position: 2 },
    { id: 'fn-3', topic: 'functions', subject: 'פונקציות', position: 3 },
    { id: 'fn-4', topic: 'functions', subject: 'גרפים', position: 1 },
    { id: 'calc-1', topic: 'calculus', subject: 'נגזרות', position: 1 },
  ],
  tests: [
    {
      id: 'entry-1',
      title: 'מבחן כניסה',
      category: 'entry-level',
      topics: ['algebra', 'functions', 'calculus'],
    },
    { id: 'mid-1', title: 'מבחן אמצע', category: 'mid-course', topics: ['functions'] },
    { id: 'final-1', title: 'מבחן סיום', category: 'final', topics: ['algebra', 'functions'] },
  ],
};

describe('given a course outline and evidence', () => {
  it('should build a plan that parses with the contract and lists every topic in its basis', () => {
    // Arrange
    const evidence = [
      answer('functions', true, 1, { itemId: 'fn-1' }),
      answer('algebra', true, 2, { itemId: 'alg-1' }),
    ];

    // Act
    const { plan } = buildLearningPlan(outline, evidence, hePlan, at(5));

    // Assert
    expect(LearningPlan.parse(plan)).toEqual(plan);
    expect(Object.keys(plan.content.topic_basis ?? {})).toEqual(['אלגברה', 'פונקציות', 'חשבון דיפרנציאלי']);
    expect(Object.keys(plan.content.topic_progress ?? {}).sort()).toEqual(['אלגברה', 'פונקציות'].sort());
    expect(plan.content.topic_basis?.['חשבון דיפרנציאלי']).toEqual({
      mastery: null,
      attempts: 0,
      last_activity: null,
    });
  });

  it('should show no number for a topic whose answers have not moved it off the prior, and say so', () => {
    // Arrange: three wrong answers leave the prior 0.2 at about 0.17
    const evidence = [1, 2, 3].map((minute) => answer('functions', false, minute));

    // Act
    const { plan } = buildLearningPlan(outline, evidence, hePlan, at(5));

    // Assert
    expect(plan.content.topic_progress).toEqual({});
    expect(plan.content.topic_basis?.['פונקציות']).toMatchObject({ mastery: null, attempts: 3 });
    const section = plan.content.student_plan.find(
      (item) => item.type === 'section' && item.title === 'פונקציות',
    );
    expect(JSON.stringify(section)).toContain(fill(hePlan.not_enough, { attempts: 3 }));
  });

  it.each([
    [1, false, null],
    [3, false, null],
    [5, false, 'reported'],
    [1, true, 'reported'],
  ] as const)('should report after %i answers (right: %s): %s', (count, correct, expected) => {
    // Arrange
    const mastery = masteryByTopic(
      ['algebra'],
      Array.from({ length: count }, (_, minute) => answer('algebra', correct, minute)),
    ).get('algebra');
    // Act
    const reported = mastery ? reportedMastery(mastery) : undefined;
    // Assert
    expect(reported === null ? null : 'reported').toBe(expected);
  });

  it.each([
    ['no evidence: syllabus order, all unassessed', [], ['algebra', 'functions', 'calculus']],
    [
      'weak functions first, then unassessed calculus',
      [
        answer('functions', false, 1),
        answer('algebra', true, 1),
        answer('algebra', true, 2),
        answer('algebra', true, 3),
        answer('algebra', true, 4),
        answer('algebra', true, 5),
        answer('algebra', true, 6),
      ],
      ['functions', 'calculus', 'algebra'],
    ],
    [
      'the weaker of two assessed topics first',
      [answer('algebra', false, 1), answer('functions', true, 1)],
      ['algebra', 'functions', 'calculus'],
    ],
  ] as const)('should order the sections: %s', (_name, evidence, order) => {
    // Act
    const { topics, plan } = buildLearningPlan(outline, evidence, hePlan, at(9));

    // Assert
    expect(topics.map((topic) => topic.topic)).toEqual(order);
    expect(
      plan.content.student_plan.slice(1).map((item) => (item.type === 'section' ? item.title : '')),
    ).toEqual(order.map((id) => outline.modules.find((module) => module.id === id)?.title));
  });

  it('should name the next lesson, unsolved practice problems and a test by id', () => {
    // Arrange
    const evidence = [
      answer('functions', true, 1, { itemId: 'fn-1' }),
      answer('functions', false, 2, { itemId: 'fn-2' }),
    ];

    // Act
    const { topics, plan } = buildLearningPlan(outline, evidence, enPlan, at(3));

    // Assert
    const functions = topics.find((topic) => topic.topic === 'functions');
    expect(functions).toMatchObject({
      lessonId: 'lesson-2',
      practiceIds: ['fn-2', 'fn-3', 'fn-4'],
      testId: 'mid-1',
    });
    const section = plan.content.student_plan.find(
      (item) => item.type === 'section' && item.title === 'פונקציות',
    );
    expect(section?.type === 'section' ? section.activities : []).toEqual([
      { kind: 'lesson', id: 'lesson-2', title: 'פונקציה קווית' },
      { kind: 'practice', id: 'fn-2', title: '“פונקציות”, problem 2' },
      { kind: 'practice', id: 'fn-3', title: '“פונקציות”, problem 3' },
      { kind: 'practice', id: 'fn-4', title: '“גרפים”, problem 1' },
      { kind: 'test', id: 'mid-1', title: 'מבחן אמצע' },
    ]);
    expect(section?.type === 'section' ? section.text : '').toMatch(
      /Lesson: “פונקציה קווית”\. Practice: questions on “פונקציות” .*Practice: questions on “גרפים” .*Test: “מבחן אמצע”\./,
    );
  });

  const ids = [...outline.lessons, ...outline.practice, ...outline.tests].map((item) => item.id);
  it.each([
    ['he', hePlan],
    ['en', enPlan],
  ] as const)(
    'should write no lesson, practice or test id in any text of the %s plan',
    (_language, sentences) => {
      // Arrange: every topic with activities of each kind, assessed or not
      const evidence = [answer('functions', false, 1, { itemId: 'fn-1' }), answer('algebra', true, 2)];

      // Act
      const { plan } = buildLearningPlan(outline, evidence, sentences, at(5));

      // Assert
      const texts = plan.content.student_plan.flatMap((item) => [
        item.text,
        ...(item.type === 'section'
          ? [item.title, ...(item.activities ?? []).map((activity) => activity.title)]
          : []),
      ]);
      const named = plan.content.student_plan.flatMap((item) =>
        item.type === 'section' ? (item.activities ?? []).map((activity) => activity.kind) : [],
      );
      expect(new Set(named)).toEqual(new Set(['lesson', 'practice', 'test']));
      for (const text of texts) for (const id of ids) expect(text).not.toContain(id);
    },
  );

  it('should say "not yet assessed" and start from an entry test for a topic without evidence', () => {
    // Act
    const { topics, plan } = buildLearningPlan(outline, [], enPlan, at(3));

    // Assert
    expect(topics[2]).toMatchObject({ topic: 'calculus', testId: 'entry-1', lessonId: 'lesson-4' });
    expect(plan.content.topic_progress).toEqual({});
    expect(plan.content.student_plan[0]).toEqual({
      type: 'text',
      text: expect.stringContaining('no topic has been assessed'),
    });
  });

  it('should pick the weakest assessed topic to practise, or the first unassessed one', () => {
    // Act
    const fresh = weakestTopic(outline, []);
    const weak = weakestTopic(outline, [answer('calculus', false, 1), answer('algebra', true, 1)]);

    // Assert
    expect(fresh).toBe('algebra');
    expect(weak).toBe('calculus');
  });
});

describe('given a plan a provider reworded', () => {
  const written = buildLearningPlan(outline, [], hePlan, at(3)).plan.content.student_plan;
  const writtenSection = (title: string) =>
    written.find((item) => item.type === 'section' && item.title === title);

  it('should give each section the activities of the written section with its title, and no others', () => {
    // Arrange: a reworded title that holds the written one, an exact one, one about nothing written,
    // and activities the provider made up
    const reworded = [
      { type: 'text' as const, text: 'פתיחה' },
      { type: 'section' as const, title: 'לחזק: פונקציות', text: 'כדאי לתרגל.' },
      {
        type: 'section' as const,
        title: 'אלגברה',
        text: 'כדאי להתחיל.',
        activities: [{ kind: 'test' as const, id: 'invented-9', title: 'מבחן מומצא' }],
      },
      {
        type: 'section' as const,
        title: 'כללי',
        text: 'בהצלחה.',
        activities: [{ kind: 'lesson' as const, id: 'lesson-99', title: 'שיעור מומצא' }],
      },
    ];

    // Act
    const result = withActivities(reworded, written);

    // Assert
    const functions = writtenSection('פונקציות');
    const algebra = writtenSection('אלגברה');
    expect(result[0]).toEqual(reworded[0]);
    expect(result[1]).toEqual({
      ...reworded[1],
      activities: functions?.type === 'section' ? functions.activities : undefined,
    });
    expect(result[2]).toEqual({
      type: 'section',
      title: 'אלגברה',
      text: 'כדאי להתחיל.',
      activities: algebra?.type === 'section' ? algebra.activities : undefined,
    });
    expect(result[3]).toEqual({ type: 'section', title: 'כללי', text: 'בהצלחה.' });
    expect(JSON.stringify(result)).not.toMatch(/invented-9|lesson-99/);
  });
});
