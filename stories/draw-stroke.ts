/** Pointer input for the drawing stories: one stroke of pointer events, and a zigzag to draw. */

/** Dispatches a stroke of pointer events (down, moves, up) across a canvas, at points relative to it. */
export function drawStroke(
  canvas: HTMLElement,
  points: readonly [number, number][],
  pointerType: 'mouse' | 'pen' | 'touch' = 'mouse',
) {
  const rect = canvas.getBoundingClientRect();
  const fire = (type: string, [x, y]: [number, number], buttons: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 7,
        pointerType,
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons,
        pressure: pointerType === 'pen' ? 0.8 : buttons ? 0.5 : 0,
        clientX: rect.left + x,
        clientY: rect.top + y,
      }),
    );
  const [first, ...rest] = points;
  if (!first) return;
  fire('pointerdown', first, 1);
  for (const point of rest) fire('pointermove', point, 1);
  fire('pointerup', rest.at(-1) ?? first, 0);
}

/** A zigzag across the upper left of a canvas. */
export const zigzag: [number, number][] = Array.from({ length: 30 }, (_, index) => [
  20 + index * 8,
  60 + (index % 2) * 30,
]);
