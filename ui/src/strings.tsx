import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Every string the design system shows, with Hebrew defaults. Apps pass their translations through
 * `UiStringsProvider`; ui/ never imports an i18n library. The Hebrew defaults equal
 * content/locales/he/ui.json (a unit test keeps them in step).
 */
export const defaultUiStrings = {
  schoolSelect: {
    label: 'בית ספר',
    placeholder: 'בחרו בית ספר',
    loading: 'טוען בתי ספר...',
    empty: 'אין בתי ספר זמינים',
    error: 'טעינת בתי הספר נכשלה. נסו שוב מאוחר יותר.',
    retry: 'נסו שוב',
  },
  // Design system I
  window: {
    minimize: 'מזעור',
    restore: 'שחזור',
    close: 'סגירה',
    move: 'הזזת החלון',
    moveHint: 'החצים מזיזים את החלון ב-10 פיקסלים; Shift עם החצים משנה את גודלו.',
    moveOnlyHint: 'החצים מזיזים את החלון ב-10 פיקסלים.',
  },
  dialog: {
    close: 'סגירה',
  },
  toast: {
    region: 'התראות',
    dismiss: 'סגירת ההתראה',
  },
  calculator: {
    title: 'מחשבון',
    expression: 'ביטוי לחישוב',
    result: 'תוצאה',
    error: 'Error',
    loading: 'טוען את המחשבון...',
    modes: 'מצב המחשבון',
    basic: 'בסיסי',
    scientific: 'מדעי',
    keypad: 'מקשי המחשבון',
    memory: 'זיכרון: {value}',
    clear: 'ניקוי',
    backspace: 'מחיקת תו',
    equals: 'שווה',
    memoryClear: 'ניקוי הזיכרון',
    memoryRecall: 'שליפה מהזיכרון',
    memoryAdd: 'הוספה לזיכרון',
    memorySubtract: 'הפחתה מהזיכרון',
    answer: 'התוצאה הקודמת',
    squareRoot: 'שורש ריבועי',
    cubeRoot: 'שורש שלישי',
    square: 'בריבוע',
    power: 'חזקה',
    factorial: 'עצרת',
    divide: 'חילוק',
    multiply: 'כפל',
    subtract: 'חיסור',
    add: 'חיבור',
  },
  drawingPad: {
    canvas: 'משטח ציור',
    clear: 'ניקוי',
    submit: 'שליחה',
    cancel: 'ביטול',
  },
  exerciseCanvas: {
    canvas: 'דף פתרון משורטט',
    tools: 'כלי ציור',
    draw: 'עט',
    erase: 'מחק',
    text: 'טקסט',
    clearAll: 'ניקוי הכל',
    undo: 'ביטול פעולה',
    redo: 'ביצוע מחדש',
    textInput: 'טקסט להוספה לדף',
  },
  // ── Design system II ──
  math: {
    latexError: '⚠️ LATEX ERROR:',
    mathError: 'שגיאה בנוסחה',
    renderFailed: 'הצגת הנוסחה נכשלה',
    loading: 'טוען נוסחה...',
  },
  richText: {
    imageAlt: 'איור',
    audioLabel: 'קטע שמע',
  },
  messageBubble: {
    user: 'אני',
    assistant: 'המורה',
    system: 'הודעת מערכת',
    imageAlt: 'תמונה מצורפת',
    audioLabel: 'הקלטה מצורפת',
  },
  feedback: {
    group: 'משוב על התשובה',
    helpful: 'התשובה עזרה לי',
    notHelpful: 'התשובה לא עזרה לי',
    modalTitle: 'מה לא היה מועיל בתשובה הזו?',
    commentLabel: 'הערה',
    commentPlaceholder: 'ספרו לנו מה אפשר לשפר...',
    cancel: 'ביטול',
    submit: 'שליחת משוב',
  },
  inputBar: {
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
  },
  audioPlayer: {
    label: 'נגן הקראה',
    play: 'ניגון',
    pause: 'השהיה',
    stop: 'עצירה',
    loading: 'טוען שמע...',
  },
  imageViewer: {
    title: 'משאב למידה חזותי',
    previous: 'התמונה הקודמת',
    next: 'התמונה הבאה',
    close: 'סגירה',
    loading: 'טוען תמונה...',
    noToken: 'לא נמצא אסימון גישה',
    loadFailed: 'טעינת התמונה נכשלה. נסו שוב.',
    imageAlt: 'תמונה {n} מתוך {total}',
  },
  contentPopup: {
    title: 'תוכן',
    close: 'סגירה',
    imageAlt: 'תמונה',
    audioLabel: 'שמע',
  },
  tutorAvatar: {
    athena: 'אתנה',
    clio: 'קליאו',
    label: '{name}, {mood}',
    hello: 'מברכת לשלום',
    thinking: 'חושבת',
    idle: 'ממתינה',
    encouraging: 'מעודדת',
    reading: 'קוראת',
  },
  loader: {
    chat1: 'המורה חושבת על תשובה...',
    chat2: 'מנסחת הסבר ברור...',
    chat3: 'עוד רגע...',
    thinking1: 'חושבת...',
    thinking2: 'בודקת את הצעדים...',
    thinking3: 'מחברת את הרעיונות...',
    processing1: 'מעבדת...',
    processing2: 'מארגנת את המידע...',
    processing3: 'כמעט מוכן...',
    uploading1: 'מעלה את הקובץ...',
    uploading2: 'קוראת את המסמך...',
    uploading3: 'מכינה את הקובץ למורה...',
    generating1: 'יוצרת תוכן...',
    generating2: 'בונה את ההסבר...',
    generating3: 'מוסיפה דוגמאות...',
    audio1: 'מתמללת את ההקלטה...',
    audio2: 'מקשיבה...',
    audio3: 'ממירה דיבור לטקסט...',
    learning_plan1: 'בונה תוכנית למידה...',
    learning_plan2: 'מנתחת את ההתקדמות שלך...',
    learning_plan3: 'בוחרת את הנושאים הבאים...',
    overlayTitle: 'יוצרת תוכנית למידה...',
    overlayBody: 'זה עשוי להימשך כמה דקות.',
  },
  scoreBadge: {
    label: 'ציון {score}%',
  },
  carousel: {
    previous: 'הקודם',
    next: 'הבא',
    step: 'שלב {n} מתוך {total}',
  },
  focusMode: {
    title: 'מצב ריכוז',
    calm: 'רגוע',
    study: 'למידה',
    creativity: 'יצירתיות',
    stop: 'עצירת הניגון',
    close: 'סגירה',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The full strings table. */
export type UiStrings = Widen<typeof defaultUiStrings>;
/** Any subset of the table; missing entries fall back to the Hebrew defaults. */
export type UiStringsOverrides = { [K in keyof UiStrings]?: Partial<UiStrings[K]> };

const UiStringsContext = createContext<UiStrings>(defaultUiStrings);

function merge(overrides: UiStringsOverrides | undefined): UiStrings {
  if (!overrides) return defaultUiStrings;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(defaultUiStrings) as (keyof UiStrings)[]) {
    merged[key] = { ...defaultUiStrings[key], ...overrides[key] };
  }
  return merged as UiStrings;
}

/** Supplies translated strings to every component below it. */
export function UiStringsProvider({
  strings,
  children,
}: {
  strings?: UiStringsOverrides;
  children: ReactNode;
}) {
  const value = useMemo(() => merge(strings), [strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The strings of one component's section of the table. */
export function useUiStrings<K extends keyof UiStrings>(section: K): UiStrings[K] {
  return useContext(UiStringsContext)[section];
}
