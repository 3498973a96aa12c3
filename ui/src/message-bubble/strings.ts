/** The messageBubble strings' Hebrew defaults (the `messageBubble` section of content/locales/he/ui.json). */
export const messageBubbleStrings = {
  user: 'אני',
  assistant: 'המורה',
  system: 'הודעת מערכת',
  imageAlt: 'תמונה מצורפת',
  audioLabel: 'הקלטה מצורפת',
};
