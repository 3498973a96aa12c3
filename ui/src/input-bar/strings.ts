/** The inputBar strings' Hebrew defaults (the `inputBar` section of content/locales/he/ui.json). */
export const inputBarStrings = {
  label: 'הודעה למורה',
  placeholder: 'הקלד כאן...',
  send: 'שליחה',
  tools: 'כלים',
  drawMode: 'מצב ציור',
  exercisePlatform: 'פלטפורמת תרגול',
  learningSession: 'שיעור מודרך',
  record: 'הקלטת שמע',
  stopRecording: 'עצירת ההקלטה',
  recording: 'מקליט...',
  transcribing: 'מתמלל...',
};
