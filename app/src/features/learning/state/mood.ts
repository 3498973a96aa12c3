/** The tutor avatar's mood rules (docs/requirements.md#learning-space-states). Pure. */
import type { TutorMood } from '@havruta/ui';

/** How long the encouraging mood lasts after praise (docs/requirements.md#learning-space-limits). */
export const ENCOURAGING_MS = 5000;
/** How long the greeting lasts when nothing else happens. */
export const HELLO_MS = 4000;

export interface MoodInputs {
  /** a reply is awaited (a message was sent, a transcription or upload runs) */
  waiting: boolean;
  /** the learner has text in the input */
  typing: boolean;
  /** until when (ms since the epoch) the praise keeps the tutor encouraging */
  encouragingUntil: number;
  /** until when the greeting lasts */
  helloUntil: number;
  now: number;
}

/** thinking while waiting; encouraging for 5 s after praise; reading while typing; hello at first; else idle. */
export function avatarMood({ waiting, typing, encouragingUntil, helloUntil, now }: MoodInputs): TutorMood {
  if (waiting) return 'thinking';
  if (now < encouragingUntil) return 'encouraging';
  if (typing) return 'reading';
  if (now < helloUntil) return 'hello';
  return 'idle';
}

/** Lower case, without Hebrew points and punctuation, spaces squeezed: how phrases are compared. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0591-\u05C7]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a reply holds one of the praise phrases (whole words, any language of the list). */
export function containsPraise(text: string, phrases: readonly string[]): boolean {
  const haystack = ` ${normalise(text)} `;
  return phrases.some((phrase) => {
    const needle = normalise(phrase);
    return needle !== '' && haystack.includes(` ${needle} `);
  });
}
