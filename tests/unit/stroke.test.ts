import { describe, expect, it } from 'vitest';
import {
  ERASER_WIDTH,
  EXPORT_QUALITY,
  EXPORT_SCALE,
  PEN_WIDTH,
  guideLines,
  marginLineX,
  nextTextPosition,
  outlineToPath,
  pointerKind,
  pointerPressure,
  strokeOptions,
  strokeOutline,
  visibleOperations,
  type DrawingOperation,
  type Stroke,
} from '../../ui/src/drawing/stroke';
import { clearAll, createHistory, record, redo, undo } from '../../ui/src/exercise-canvas/history';

const line = (tool: Stroke['tool'] = 'pen', size = PEN_WIDTH): Stroke => ({
  tool,
  size,
  pointer: 'mouse',
  points: Array.from({ length: 20 }, (_, index) => [10 + index * 5, 40, 0.5]),
});

describe('given the drawing constants', () => {
  it('should match the spec: pen 2, eraser 15, export 2× at quality 0.95', () => {
    expect([PEN_WIDTH, ERASER_WIDTH, EXPORT_SCALE, EXPORT_QUALITY]).toEqual([2, 15, 2, 0.95]);
  });
});

describe('given a canvas height', () => {
  it.each([
    [100, [25, 50, 75]],
    [101, [25, 50, 75, 100]],
    [24, []],
    [300, [25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275]],
  ])('should rule a %i px canvas at %j', (height, expected) => {
    expect(guideLines(height)).toEqual(expected);
  });
});

describe('given the margin line', () => {
  it.each([
    [800, false, 50],
    [800, true, 750],
    [400, true, 350],
  ])('should put it on the inline-start side of a %i px page (rtl %s) at x=%i', (width, rtl, expected) => {
    expect(marginLineX(width, rtl)).toBe(expected);
  });
});

describe('given a pointer', () => {
  it.each([
    ['pen', 'pen'],
    ['touch', 'touch'],
    ['mouse', 'mouse'],
    ['', 'mouse'],
  ])('should map pointerType %j to the %s preset', (type, expected) => {
    expect(pointerKind(type)).toBe(expected);
  });

  it.each<[Stroke['pointer'], number, number]>([
    ['pen', 0.8, 0.8],
    ['pen', 0, 0.5],
    ['pen', 1.4, 1],
    ['mouse', 0.5, 0.5],
    ['mouse', 0, 0.5],
    ['touch', 1, 0.5],
  ])('should record %s pressure %f as %f', (kind, pressure, expected) => {
    expect(pointerPressure(kind, pressure)).toBe(expected);
  });

  it('should simulate pressure for a mouse but use the real pressure of a pen', () => {
    // Arrange
    const mouse = strokeOptions({ tool: 'pen', size: 2, pointer: 'mouse' }, true);
    const pen = strokeOptions({ tool: 'pen', size: 2, pointer: 'pen' }, true);
    // Assert
    expect(mouse.simulatePressure).toBe(true);
    expect(pen.simulatePressure).toBe(false);
    expect(mouse.size).toBe(2);
  });

  it('should make erasers uniform', () => {
    const eraser = strokeOptions({ tool: 'eraser', size: ERASER_WIDTH, pointer: 'pen' }, true);
    expect(eraser.thinning).toBe(0);
    expect(eraser.size).toBe(15);
  });
});

describe('given a stroke', () => {
  it('should outline it as a closed polygon around the points', () => {
    // Arrange
    const stroke = line('eraser', ERASER_WIDTH);
    // Act
    const outline = strokeOutline(stroke);
    const ys = outline.map(([, y]) => y);
    // Assert: a 15 px eraser spans about 15 px vertically around y=40.
    expect(outline.length).toBeGreaterThan(4);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(12);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(18);
  });

  it('should give no outline for no points', () => {
    expect(strokeOutline({ ...line(), points: [] })).toEqual([]);
  });

  it('should build a closed SVG path', () => {
    const path = outlineToPath(strokeOutline(line()));
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    expect(path).toContain('Q');
  });

  it('should build a path for tiny outlines too', () => {
    expect(
      outlineToPath([
        [1, 2],
        [3, 4],
      ]),
    ).toBe('M1,2 L3,4 Z');
    expect(outlineToPath([])).toBe('');
  });
});

describe('given a history with clear-all marks', () => {
  it('should show only what follows the last clear', () => {
    // Arrange
    const a = line();
    const b = line();
    const operations: DrawingOperation[] = [a, { tool: 'clear' }, b];
    // Act / Assert
    expect(visibleOperations(operations)).toEqual([b]);
  });

  it.each([
    [[], false, 58, 25],
    [[], true, 742, 25],
    [[{ tool: 'text', x: 58, y: 50, text: 'x', size: 18, direction: 'ltr' }], false, 58, 75],
    [
      [{ tool: 'text', x: 58, y: 50, text: 'x', size: 18, direction: 'ltr' }, { tool: 'clear' }],
      false,
      58,
      25,
    ],
  ] as [DrawingOperation[], boolean, number, number][])(
    'should place keyboard text after %j (rtl %s) at (%i, %i)',
    (operations, rtl, x, y) => {
      expect(nextTextPosition(operations, 800, 500, rtl)).toEqual({ x, y });
    },
  );
});

describe('given undo and redo', () => {
  it('should undo, redo and forget redo after a new stroke', () => {
    // Arrange
    const [a, b, c] = [line(), line(), line()];
    let history = record(record(createHistory(), a), b);
    // Act
    history = undo(history);
    const afterUndo = history;
    history = redo(history);
    const afterRedo = history;
    history = record(undo(history), c);
    // Assert
    expect(afterUndo).toEqual({ done: [a], undone: [b] });
    expect(afterRedo).toEqual({ done: [a, b], undone: [] });
    expect(history).toEqual({ done: [a, c], undone: [] });
  });

  it('should record clear all as an undoable step and ignore it on a blank page', () => {
    const a = line();
    const cleared = clearAll(record(createHistory(), a));
    expect(cleared.done).toEqual([a, { tool: 'clear' }]);
    expect(undo(cleared).done).toEqual([a]);
    expect(clearAll(createHistory())).toEqual(createHistory());
    expect(clearAll(cleared)).toBe(cleared);
  });

  it('should leave an empty history alone', () => {
    const empty = createHistory();
    expect(undo(empty)).toBe(empty);
    expect(redo(empty)).toBe(empty);
  });
});
