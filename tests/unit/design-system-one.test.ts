import { describe, expect, it } from 'vitest';
import { scoreColor, scoreTone, topicColor, topicTone } from '../../ui/src/theme/tones';
import {
  SUCCESS_TOAST_MS,
  TOAST_LIMIT,
  createToast,
  dismissToast,
  enqueueToast,
  toastDuration,
  type ToastItem,
} from '../../ui/src/toast/queue';
import { clampPosition, clampSize, initialPosition, keyboardStep } from '../../ui/src/window/geometry';
import { exerciseWindowPreset, practiceWindowPreset, testsWindowPreset } from '../../ui/src/window/presets';

describe('given a score', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79.9, 'mid'],
    [60, 'mid'],
    [59, 'low'],
    [0, 'low'],
    [Number.NaN, 'low'],
  ])('should give %f the %s tone', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
    expect(scoreColor(score)).toBe(`var(--hv-score-${tone})`);
  });
});

describe('given a topic progress value', () => {
  it.each([
    [1, 'high'],
    [0.85, 'high'],
    [0.84, 'mid'],
    [0.5, 'mid'],
    [0.49, 'low'],
    [0, 'low'],
  ])('should give %f the %s tone', (value, tone) => {
    expect(topicTone(value)).toBe(tone);
    expect(topicColor(value)).toBe(`var(--hv-topic-${tone})`);
  });
});

describe('given the toast queue', () => {
  const toast = (id: number): ToastItem => createToast(`t${id}`, { message: `m${id}` });

  it.each([
    [{ kind: 'success' as const }, 5000],
    [{}, 5000],
    [{ kind: 'error' as const, duration: 4000 }, 4000],
    [{ kind: 'info' as const, duration: 0 }, Infinity],
  ])('should give %j a lifetime of %f ms', (options, expected) => {
    expect(toastDuration(options)).toBe(expected);
  });

  it('should keep at most 20 toasts, dropping the oldest', () => {
    // Arrange
    let queue: ToastItem[] = [];
    // Act
    for (let id = 1; id <= 25; id += 1) queue = enqueueToast(queue, toast(id));
    // Assert
    expect(TOAST_LIMIT).toBe(20);
    expect(queue).toHaveLength(20);
    expect(queue[0]?.id).toBe('t6');
    expect(queue.at(-1)?.id).toBe('t25');
  });

  it('should dismiss one toast by id', () => {
    const queue = [toast(1), toast(2)];
    expect(dismissToast(queue, 't1').map((item) => item.id)).toEqual(['t2']);
    expect(SUCCESS_TOAST_MS).toBe(5000);
  });
});

describe('given the window presets', () => {
  it('should carry the spec values', () => {
    expect(testsWindowPreset).toMatchObject({
      defaultSize: { width: 800, height: 600 },
      minSize: { width: 800, height: 600 },
      maxSize: { width: 1600, height: 1000 },
      resizeHandleSize: 20,
    });
    expect(practiceWindowPreset.dragLimits).toEqual({ left: -500, right: 500, top: -300, bottom: 300 });
    expect(exerciseWindowPreset).toMatchObject({
      defaultSize: { width: 900, height: 650 },
      defaultPosition: { x: 200, y: 80 },
      minSize: { width: 450, height: 350 },
      maxSize: { width: 1200, height: 800 },
      keepInViewport: true,
    });
  });
});

describe('given window geometry', () => {
  const size = { width: 200, height: 100 };
  const viewport = { width: 1000, height: 700 };

  it.each([
    [
      { x: 50, y: 50 },
      { x: 50, y: 50 },
    ],
    [
      { x: -20, y: 10 },
      { x: 0, y: 10 },
    ],
    [
      { x: 900, y: 650 },
      { x: 800, y: 600 },
    ],
  ])('should keep %j inside the viewport as %j', (position, expected) => {
    expect(clampPosition(position, size, { viewport })).toEqual(expected);
  });

  it.each([
    [
      { x: 1200, y: 0 },
      { x: 600, y: 0 },
    ],
    [
      { x: -600, y: -400 },
      { x: -400, y: -200 },
    ],
    [
      { x: 300, y: 300 },
      { x: 300, y: 300 },
    ],
  ])('should hold drag %j within −500..500 × −300..300 of (100, 100) at %j', (position, expected) => {
    const limits = { origin: { x: 100, y: 100 }, dragLimits: practiceWindowPreset.dragLimits };
    expect(clampPosition(position, size, limits)).toEqual(expected);
  });

  it.each([
    [{ width: 300, height: 200 }, undefined, { width: 450, height: 350 }],
    [{ width: 2000, height: 2000 }, undefined, { width: 1200, height: 800 }],
    [
      { width: 1100, height: 780 },
      { width: 1000, height: 700 },
      { width: 1000, height: 700 },
    ],
    [
      { width: 900, height: 650 },
      { width: 300, height: 300 },
      { width: 450, height: 350 },
    ],
  ])('should clamp size %j (viewport %j) to %j', (wanted, vp, expected) => {
    expect(clampSize(wanted, exerciseWindowPreset.minSize, exerciseWindowPreset.maxSize, vp)).toEqual(
      expected,
    );
  });

  it.each([
    [{ x: 200, y: 80 }, false, { x: 200, y: 80 }],
    [{ x: 200, y: 80 }, true, { x: 600, y: 80 }],
    [undefined, false, { x: 400, y: 300 }],
  ])('should open at %j (rtl %s) as %j', (requested, rtl, expected) => {
    expect(initialPosition(requested, size, viewport, rtl)).toEqual(expected);
  });

  it.each([
    ['ArrowRight', false, { x: 10, y: 0 }, size],
    ['ArrowUp', false, { x: 0, y: -10 }, size],
    ['ArrowRight', true, { x: 0, y: 0 }, { width: 210, height: 100 }],
    ['ArrowUp', true, { x: 0, y: 0 }, { width: 200, height: 90 }],
  ] as const)('should step %s (resize %s) to %j %j', (key, resize, position, nextSize) => {
    expect(keyboardStep(key, resize, { x: 0, y: 0 }, size)).toEqual({ position, size: nextSize });
  });
});
