/** Pointer helpers shared by the drawing stories. */

/** Dispatches a mouse (or pen) stroke of pointer events across the canvas. */
export function drawStroke(
  canvas: HTMLElement,
  points: [number, number][],
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
