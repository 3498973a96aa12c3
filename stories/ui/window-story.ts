/** Small helpers of the windows' ui stories. */
import { within } from 'storybook/test';

/** Fills `{name}` placeholders of a ui string, as the design system does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Queries inside the window (a portal) with this accessible name, once it is there. */
export async function windowNamed(canvasElement: HTMLElement, name: string | RegExp) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));
}
