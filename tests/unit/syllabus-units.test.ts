import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Syllabus } from '../../backend/contract/content';

/** The shipped math syllabus, parsed by its contract. */
function mathSyllabus(): Syllabus {
  return Syllabus.parse(
    JSON.parse(readFileSync('content/courses/high-school-math/syllabus/syllabus.json', 'utf8')),
  );
}

/** Each lesson's Bagrut levels, read from the module that teaches it. */
function unitsByLesson(syllabus: Syllabus): Map<string, number[]> {
  const byLesson = new Map<string, number[]>();
  for (const module of syllabus.modules)
    for (const lesson of module.lessons) byLesson.set(lesson, module.units ?? []);
  return byLesson;
}

describe('given the math syllabus and the published Bagrut programmes (docs/content.md, "Unit tags and their sources")', () => {
  const byLesson = unitsByLesson(mathSyllabus());

  it.each([
    ['lesson-12', [4, 5], 'exponential and logarithmic functions are examined in 035482 and 035582'],
    ['lesson-14', [4, 5], 'trigonometric functions are examined in 035482 and in 035581'],
    ['lesson-15', [4, 5], 'the calculus of trigonometric functions is examined in 035482 and in 035581'],
    ['lesson-21', [3], 'the normal distribution belongs to the 3-unit programme (035381)'],
    ['lesson-22', [4, 5], 'trigonometry in space is examined in 035482 and 035582'],
  ])('should tag %s with %j because %s', (lesson, units) => {
    // Act
    const tagged = byLesson.get(lesson);

    // Assert
    expect(tagged).toEqual(units);
  });

  it('should keep the 5-unit-only topics (volumes of revolution, vectors, complex numbers, induction) at [5]', () => {
    // Act
    const tagged = ['lesson-17', 'lesson-18', 'lesson-19', 'lesson-20'].map((lesson) => byLesson.get(lesson));

    // Assert
    expect(tagged).toEqual([[5], [5], [5], [5]]);
  });

  it('should tag every one of the 22 lessons', () => {
    // Act
    const untagged = Array.from({ length: 22 }, (_, i) => `lesson-${i + 1}`).filter(
      (lesson) => (byLesson.get(lesson) ?? []).length === 0,
    );

    // Assert
    expect(untagged).toEqual([]);
  });
});
