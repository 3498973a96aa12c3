import { describe, expect, it } from 'vitest';
import lesson1 from '../../content/courses/high-school-math/lessons/lesson_1.json';
import { stepNumbers, type SlideBlock } from '../../ui/src/learning-session/slides';
import { clampPosition } from '../../ui/src/window/geometry';

describe('given a guided example whose text numbers its own steps ("שלב 1" … "שלב 3")', () => {
  it('should draw no badges beside them, so no "6" stands next to "שלב 3"', () => {
    // Arrange: the course's own guided example of lesson 1, blocks of text and formulas
    const blocks = lesson1.learning_session.guided_example.explanation as SlideBlock[];
    // Act
    const numbers = stepNumbers(blocks);
    // Assert
    expect(blocks.length).toBeGreaterThan(4);
    expect(numbers.every((number) => number === null)).toBe(true);
  });
});

describe('given a guided example whose text does not number its steps', () => {
  it('should number the blocks after the first two', () => {
    const blocks: SlideBlock[] = [
      { type: 'text', text: 'נתון' },
      { type: 'text', text: 'מה מחפשים' },
      { type: 'text', text: 'נציב' },
      { type: 'math_block', latex: 'x=2' },
    ];
    expect(stepNumbers(blocks)).toEqual([null, null, 1, 2]);
  });

  it.each(['Step 2. Substitute', 'שלב 4: נבדוק', '  step 1 first'])(
    'should see "%s" as its own number',
    (text) => {
      expect(
        stepNumbers([
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
          { type: 'text', text },
        ]),
      ).toEqual([null, null, null]);
    },
  );
});

describe('given a window dragged anywhere', () => {
  const screen = { width: 1366, height: 768 };
  const size = { width: 520, height: 560 };
  const titleBar = { screen, height: 42 };

  it.each([
    [
      { x: -77, y: -18 },
      { x: 0, y: 0 },
    ],
    [
      { x: 2000, y: 2000 },
      { x: 846, y: 726 },
    ],
    [
      { x: 300, y: 500 },
      { x: 300, y: 500 },
    ],
  ])('should keep the title bar of a window at %j fully on screen at %j', (position, expected) => {
    expect(clampPosition(position, size, { titleBar })).toEqual(expected);
  });

  it('should hold the title bar on screen even where the drag limits would let it go', () => {
    // Arrange: opened at (100, 10), allowed 300 px up
    const limits = {
      origin: { x: 100, y: 10 },
      dragLimits: { left: -500, right: 500, top: -300, bottom: 300 },
    };
    // Act
    const position = clampPosition({ x: 100, y: -290 }, size, { ...limits, titleBar });
    // Assert
    expect(position).toEqual({ x: 100, y: 0 });
  });

  it('should bring the title bar back after the screen turns to a narrower one', () => {
    const portrait = { screen: { width: 768, height: 1024 }, height: 42 };
    expect(clampPosition({ x: 800, y: 100 }, size, { titleBar: portrait })).toEqual({ x: 248, y: 100 });
  });
});
