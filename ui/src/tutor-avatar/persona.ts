// The persona apart from the drawing, so a screen can name its tutor without loading the avatar (framer-motion).

/** The two tutor personas: Athena teaches mathematics, Clio statistics. */
export type TutorPersona = 'athena' | 'clio';
/** The avatar's moods (docs/requirements.md#learning-space-states). */
export type TutorMood = 'hello' | 'thinking' | 'idle' | 'encouraging' | 'reading';

/** Picks the persona from an assistant name ("Clio", "קליאו"); anything else is Athena (the spec's default). */
export function personaFromName(name: string | null | undefined): TutorPersona {
  return /clio|קליאו/i.test(name ?? '') ? 'clio' : 'athena';
}
