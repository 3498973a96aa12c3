import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type CourseCoverage,
  checkContent,
  coverageMarkdown,
  replaceCoverage,
} from '../../scripts/lib/content-check';

const FIXTURE = fileURLToPath(new URL('../fixtures/content', import.meta.url));
const TABLE_HEAD = [
  '| lesson | words | worked examples | practice | hints per item | timed questions | guided questions | guided test | exercises |',
  '|---|---|---|---|---|---|---|---|---|',
];

describe('given the fixture course', () => {
  it('should count per lesson its words, items, hints and guided tests', () => {
    // Arrange (the issue minimums fail the tiny course, which does not change what is counted)
    const report = checkContent(FIXTURE);

    // Act
    const lessons = report.courses[0]?.lessons;

    // Assert
    expect(lessons).toEqual([
      {
        id: 'lesson-1',
        words: 18,
        examples: 0,
        practice: 6,
        hints: [3],
        tests: 6,
        guided: 1,
        guidedTests: ['guided-1'],
        exercises: 1,
      },
      {
        id: 'lesson-2',
        words: 10,
        examples: 0,
        practice: 0,
        hints: [],
        tests: 0,
        guided: 0,
        guidedTests: [],
        exercises: 0,
      },
    ]);
  });
});

const course: CourseCoverage = {
  id: 'mini',
  stats: { guidedTests: 2 },
  lessons: [
    {
      id: 'lesson-1',
      words: 1234,
      examples: 3,
      practice: 12,
      hints: [3],
      tests: 4,
      guided: 2,
      guidedTests: ['guided-a', 'guided-b'],
      exercises: 1,
    },
    {
      id: 'lesson-2',
      words: 900,
      examples: 2,
      practice: 5,
      hints: [2, 3],
      tests: 3,
      guided: 0,
      guidedTests: [],
      exercises: 0,
    },
  ],
};

describe('given the coverage of a course', () => {
  it('should write a summary line and one table row per lesson', () => {
    // Act
    const markdown = coverageMarkdown(course);

    // Assert
    expect(markdown.split('\n')).toEqual([
      '2 lessons, 2,134 Hebrew words in lesson text, 5 worked examples, 17 practice problems, ' +
        '7 timed-test questions, 2 AI-guided questions in 2 guided tests, 1 exercises.',
      '',
      ...TABLE_HEAD,
      '| lesson-1 | 1,234 | 3 | 12 | 3 | 4 | 2 | guided-a, guided-b | 1 |',
      '| lesson-2 | 900 | 2 | 5 | 2–3 | 3 | 0 | — | 0 |',
    ]);
  });
});

describe('given a document with coverage markers', () => {
  const doc = [
    '# Content',
    '',
    'Prose with 18 practice problems stays; `<!-- coverage:<course-id>:start -->` is quoted, not a marker.',
    '',
    '<!-- coverage:mini:start -->',
    'a stale table',
    '<!-- coverage:mini:end -->',
    '',
    'More prose.',
    '',
  ].join('\n');

  it('should rewrite only what lies between the markers', () => {
    // Act
    const text = replaceCoverage(doc, [course]);

    // Assert
    expect(text).toBe(doc.replace('a stale table', coverageMarkdown(course)));
  });

  it('should leave a current document unchanged', () => {
    // Arrange
    const current = replaceCoverage(doc, [course]);

    // Act
    const again = replaceCoverage(current, [course]);

    // Assert
    expect(again).toBe(current);
  });

  it('should refuse a course without markers and markers of an unknown course', () => {
    // Act / Assert
    expect(() => replaceCoverage(doc, [course, { ...course, id: 'other' }])).toThrow(/coverage:other:start/);
    expect(() => replaceCoverage(doc, [])).toThrow(/unknown courses: mini/);
  });
});
