/** The four steps of How It Works' carousel, in order. */
export const howItWorksSteps = ['identify', 'conversation', 'retrieval', 'answer'] as const;
export type HowItWorksStep = (typeof howItWorksSteps)[number];
