/** Story globals: the story in English (the default is Hebrew, the reference language). */
export const en = { globals: { locale: 'en' } } as const;
/** The two languages every screen state has a story in. */
export type Lang = 'he' | 'en';
