import type { UiStrings } from '../strings';

/** How the loader moves. */
export type LoaderType = 'dots' | 'pulse' | 'anime' | 'thinking' | 'typing';
/** How much the loader shows: minimal is the animation only, engaging is larger with messages. */
export type LoaderIntensity = 'minimal' | 'normal' | 'engaging';
/** What the learner is waiting for; each context has its own rotating messages. */
export type LoaderContext =
  'chat' | 'thinking' | 'processing' | 'uploading' | 'generating' | 'audio' | 'learning_plan';

/** Every context, in the spec's order. */
export const loaderContexts: readonly LoaderContext[] = [
  'chat',
  'thinking',
  'processing',
  'uploading',
  'generating',
  'audio',
  'learning_plan',
];

/** The messages of one context, in rotation order. */
export function loaderMessages(strings: UiStrings['loader'], context: LoaderContext): string[] {
  const table = strings as Record<string, string>;
  return [1, 2, 3].map((n) => table[`${context}${n}`]).filter((text): text is string => Boolean(text));
}

/** Milliseconds between messages: 2 s, or 2.5 s for the anime type (docs/requirements.md#learning-space-limits). */
export function rotationInterval(type: LoaderType): number {
  return type === 'anime' ? 2500 : 2000;
}
