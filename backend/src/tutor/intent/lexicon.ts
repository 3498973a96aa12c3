/**
 * The words that show what a student asks, in Hebrew (colloquial and formal, every person of the
 * imperative) and English. Each list is matched on whole words (tutor/intent/words.ts: prefix letters
 * and one typo allowed), so a list holds base forms; the classifier (classify.ts) weighs them.
 */

const he = (text: string) => text.split('|');

/** Asking for a computation: solve, compute, differentiate, find, simplify … */
export const computeWords = [
  ...he(
    'פתור|תפתור|פתרי|תפתרי|פתרו|תפתרו|לפתור|פותרים|פתירה|חשב|תחשב|חשבי|תחשבי|חשבו|תחשבו|לחשב|מחשבים|חישוב|' +
      'גזור|תגזור|גזרי|תגזרי|גזרו|תגזרו|לגזור|גוזרים|מצא|תמצא|מצאי|תמצאי|מצאו|תמצאו|למצוא|מוצאים|' +
      'פשט|תפשט|פשטי|תפשטי|פשטו|לפשט|פרק|תפרק|פרקי|תפרקי|פרקו|לפרק|פתח|תפתח|פתחי|פתחו|לפתוח|' +
      'הצב|תציב|הציבי|הציבו|להציב|בדוק אם|קבע|תקבע|קבעי|קבעו|לקבוע|חקור|תחקור|חקרי|חקרו|לחקור|' +
      'בנה|תבנה|בני|תבני|בנו|לבנות|אמוד|אמדו|לאמוד|שרטט|תשרטט|הוכח|תוכיח|הוכיחו|להוכיח|' +
      'תעשה|תעשי|עשה|כמה זה|כמה יוצא|כמה יוצאת|מה יוצא|מה התוצאה|תוצאה של|תן את התוצאה|צריך את|צריכה את|' +
      'השורשים של|הפתרון של|הערך של|חשבי לי',
  ),
  'solve',
  'solving',
  'calculate',
  'calcualte',
  'compute',
  'find',
  'evaluate',
  'simplify',
  'factor',
  'factorise',
  'factorize',
  'expand',
  'differentiate',
  'derive',
  'integrate',
  'determine',
  'work out',
  'figure out',
  'how much is',
  'what is the value',
  'roots of',
  'solutions of',
  'the value of',
  'build a',
  'construct',
  'prove',
  'the median of',
  'the mean of',
  'the variance of',
  'standard deviation of',
  'the probability that',
  'the probability of',
];

/** Asking what a concept is, why, when it is used, the difference between two. */
export const conceptWords = [
  ...he(
    'מה זה|מה זאת|מזה|מהו|מהי|מהם|מהן|מה ההבדל|מה ההבדלים|ההבדל בין|מה המשמעות|מה הכוונה|מה אומר|מה היא|' +
      'תסביר|תסבירי|הסבר|הסבירי|הסבירו|תסבירו|להסביר|הסבר לי|תסביר לי|במילים פשוטות|' +
      'מתי משתמשים|מתי להשתמש|מתי צריך|באיזה מקרה|איך יודעים|איך מחליטים|' +
      'מה הרעיון|מה ההגדרה|הגדרה של|הגדר|תגדיר|מה הקשר|אינטואיציה|משפט',
  ),
  'what is a',
  'what is an',
  'what is the difference',
  'what are',
  'what does',
  'whats a',
  'what is',
  'meaning of',
  'what do we mean',
  'explain',
  'explanation',
  'define',
  'definition',
  'difference between',
  'when do we use',
  'when should i use',
  'when to use',
  'intuition',
  'in simple words',
  'in plain words',
  'concept of',
  'theorem',
  'tell me about',
  'the point of',
  'how does',
  'how do they',
  'wat is',
  'wat does',
  'wut is',
  ...he('מה הטעם|מה המטרה של|למה זה טוב|איך עובד|איך עובדת|מה עושה'),
];

/** "Why …?", "how come …?": a concept question even with a formula in it. */
export const whyWords = [
  ...he('למה|מדוע|איך זה|איך זה ש|מאיפה מגיע|מאיפה בא|מה הסיבה'),
  'why',
  'how come',
  'reason',
];

/** "Is that right?": a check cue, and a tail intent/offered.ts removes from an offered answer. */
const rightQuestions = [
  'is that right',
  'is this right',
  'is it right',
  'is that correct',
  'is this correct',
  'is it correct',
];

/** The student offers their own answer to be checked. */
export const checkWords = [
  ...he(
    'יצא לי|יצאה לי|יצאו לי|קיבלתי|הגעתי ל|הגעתי לתשובה|התשובה שלי|הפתרון שלי|זה נכון|זה נכון?|נכון?|צדקתי|' +
      'טעיתי|תבדוק|תבדקי|בדוק|בדקי|בדקו|תבדקו|לבדוק|אפשר לבדוק|טעות שלי|איפה טעיתי|האם זה נכון|זה בסדר|' +
      'פתרתי|חישבתי|גזרתי|עשיתי',
  ),
  'i got',
  'ive got',
  'got',
  'my answer',
  'my result',
  'my solution',
  ...rightQuestions,
  'correct',
  'am i right',
  'check my',
  'check this',
  'did i',
  'where did i go wrong',
  'i solved',
  'i calculated',
  'i found',
  'i think',
  'i believe',
  ...he('אני חושב|אני חושבת|נראה לי|הגעתי|חישבתי ש'),
];

/** A practice problem, a question to practise on. */
export const problemWords = [
  ...he(
    'תרגיל|תרגילים|תרגול|תרגל|לתרגל|נתרגל|מתרגלים|שאלה לתרגול|שאלת תרגול|שאלה לתרגל|בוחן אותי|תבחן אותי|' +
      'תבחני אותי|תשאל אותי|תשאלי אותי|בא לי לתרגל|רוצה לתרגל|תרגיל נוסף|עוד תרגיל|עוד שאלה לתרגול',
  ),
  'exercise',
  'exercises',
  'practice',
  'practise',
  'practice question',
  'practice problem',
  'quiz me',
  'test me',
  'drill',
  'give me a problem',
  'give me a question',
  'another problem',
  'another exercise',
  'another question',
  'something to solve',
  'something to practice',
  'something to practise',
  'try one',
  'one myself',
  ...he('משהו לפתור|משהו לתרגל|לנסות לבד|לנסות בעצמי|לפתור לבד|לפתור בעצמי'),
];

/**
 * Asking to be given something ("תביא לי", "אפשר", "can I get", "gimme"): with a word of a question
 * (`askedItemWords`) and no math, a request for a practice problem.
 */
export const requestWords = [
  ...he('תן|תני|תנו|תביא|תביאי|תביאו|אפשר|רוצה|בא לי|לנסות|שלח|תשלח|תשלחי|יש לך'),
  'give',
  'gimme',
  'can i get',
  'could i get',
  'get me',
  'can i have',
  'want',
  'try',
  'send',
];

/** Asking to ask ("אפשר לשאול שאלה?", "can I ask a question"): the question is the student's, not a problem to be given. */
export const askWords = [...he('לשאול|אשאל|שאלתי'), 'ask', 'asking', 'asked'];

/** What a request for a practice problem asks for: a question, a problem. */
export const askedItemWords = [
  ...he('שאלה|בעיה|שאלות|בעיות'),
  'question',
  'questions',
  'problem',
  'problems',
];

/** A hint, a direction, how to start. */
export const hintWords = [
  ...he(
    'רמז|רמזים|כיוון|תכווין|מאיפה מתחילים|מאיפה להתחיל|איך מתחילים|איך להתחיל|נתקעתי|תקוע|תקועה|' +
      'צעד ראשון|הצעד הראשון|רק התחלה|טיפ',
  ),
  'hint',
  'hints',
  'clue',
  'tip',
  'nudge',
  'stuck',
  'where do i start',
  'where do i even start',
  'where to start',
  'how do i start',
  'how to start',
  'first step',
  'a direction',
];

/** Homework handed over whole: all of it, for tomorrow, just the answers. */
export const homeworkWords = [
  ...he(
    'שיעורי בית|שיעורים|ש"ב|שב|מטלה|מטלות|עבודה להגשה|להגשה|להגיש|הגשה|למחר|עד מחר|מחר בבוקר|' +
      'את כל|כל התרגילים|כל השאלות|כולם|כולן|את כולם|את כולן|הכל|את הכל|כל זה|את כל זה|' +
      'רק תשובות|רק את התשובות|רק התשובות|רק תשובה|תשובות סופיות|תשובה סופית|בלי הסבר|בלי הסברים|' +
      'תעשה לי|תעשי לי|תכין לי|תכיני לי|דף עבודה|דף תרגילים|עד הערב|עד יום',
  ),
  'homework',
  'home work',
  'hw',
  'assignment',
  'due',
  'due tomorrow',
  'for tomorrow',
  'all of them',
  'all of these',
  'all of this',
  'all the questions',
  'all questions',
  'every question',
  'just the answers',
  'give me the answers',
  'the answers',
  'only the answers',
  'just answers',
  'final answers',
  'final answer only',
  'without explanation',
  'no explanation',
  'do my',
  'do it for me',
  'the whole thing',
  'worksheet',
  'all the answers',
  'by tonight',
  'by tomorrow',
  'due in',
];

/** Going on with what the tutor offered: yes, another, next. Read only in a short message. */
export const continueWords = [
  ...he(
    'כן|כן בבקשה|בטח|ברור|יאללה|אוקיי|אוקי|אוקיי בבקשה|סבבה|בסדר|נו|עוד|עוד אחד|עוד אחת|עוד פעם|שוב|הבא|' +
      'הבאה|התרגיל הבא|השאלה הבאה|הלאה|קדימה|ממשיכים|נמשיך|תמשיך|תמשיכי|להמשיך|המשך|בוא|בואי|רוצה|אשמח|למה לא|' +
      'אחד נוסף|עוד משהו|נוסף|אחר|אחד אחר|שונה',
  ),
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'ok',
  'okay',
  'please',
  'another',
  'another one',
  'one more',
  'more',
  'next',
  'next one',
  'again',
  'go on',
  'continue',
  'keep going',
  'lets go',
  'go',
  'why not',
  'of course',
];

/** The student did not understand what the tutor said. */
export const confusedWords = [
  ...he(
    'לא הבנתי|לא מבין|לא מבינה|לא מבינים|לא ברור|לא ברורה|לא הבנתי כלום|לא הבנתי את|לא קולט|לא קולטת|' +
      'אפשר שוב|תסביר שוב|תסבירי שוב|תסביר אחרת|תסבירי אחרת|יותר פשוט|יותר לאט|בפשטות|מה זאת אומרת|' +
      'מה התכוונת|מה כתבת|איך הגעת|מאיפה הגיע|מאיפה זה הגיע|לא הצלחתי להבין|אבוד|אבודה',
  ),
  "don't get it",
  'dont get it',
  "don't understand",
  'dont understand',
  'didnt understand',
  "didn't understand",
  'do not understand',
  'did not understand',
  'not clear',
  'unclear',
  'confused',
  'confusing',
  'lost',
  'what do you mean',
  'do you mean',
  'simpler',
  'more simply',
  'explain again',
  'say that again',
  'how did you get',
  'where did that come from',
  'huh',
];

/** Feelings: stress, fear, frustration, giving up, feeling stupid. */
export const feelingWords = [
  ...he(
    'לחוץ|לחוצה|לחץ|בלחץ|מלחיץ|מפחד|מפחדת|פוחד|פוחדת|חרדה|חרד|חרדה|מתוסכל|מתוסכלת|תסכול|מיואש|מיואשת|ייאוש|' +
      'עצוב|עצובה|בוכה|שונא|שונאת|נמאס|נמאס לי|אין לי כוח|עייף|עייפה|גמור|גמורה|טיפש|טיפשה|מטומטם|מטומטמת|' +
      'גרוע|גרועה|אכשל|איכשל|ייכשל|נכשל|נכשלתי|לא אצליח|לא מסוגל|לא מסוגלת|מוותר|מוותרת|רוצה לוותר|מרגיש לבד|מרגישה לבד|כל כך לבד|' +
      'מרגיש|מרגישה|בודד|בודדה|קשה לי|שבור|שבורה|דיכאון|מדוכא|מדוכאת|עצבני|עצבנית|כועס|כועסת',
  ),
  'stressed',
  'stress',
  'anxious',
  'anxiety',
  'scared',
  'afraid',
  'frustrated',
  'frustrating',
  'hate',
  'sad',
  'depressed',
  'tired',
  'exhausted',
  'give up',
  'giving up',
  'stupid',
  'dumb',
  'hopeless',
  'overwhelmed',
  'panic',
  'panicking',
  'worried',
  'nervous',
  'fail',
  'failing',
  'never get',
  'i feel',
  'im feeling',
  'cant do this',
  'cannot do this',
  'lonely',
  'upset',
  'crying',
];

export const greetingWords = [
  ...he(
    'שלום|היי|הי|אהלן|הלו|בוקר טוב|ערב טוב|צהריים טובים|מה נשמע|מה קורה|מה שלומך|שלום לך|אהלן אתנה|היי קליאו',
  ),
  'hi',
  'hello',
  'hey',
  'hiya',
  'helo',
  'hallo',
  'heyy',
  'good morning',
  'good evening',
  'good afternoon',
  'whats up',
  'how are you',
];

export const thanksWords = [
  ...he('תודה|תודה רבה|תודות|תנקס|מעולה תודה|אלופה|אלוף|תותחית|תותח|עזרת לי|הצלת אותי'),
  'thanks',
  'thank you',
  'thx',
  'ty',
  'appreciate it',
  'that helped',
  'helpful',
];

/** Words of the two courses' subjects: a question that names none of them and holds no math is off-topic. */
export const domainWords = [
  ...he(
    'נגזרת|נגזרות|גזירה|אינטגרל|אינטגרלים|משוואה|משוואות|אי שוויון|אי שוויונות|פונקציה|פונקציות|גבול|גבולות|' +
      'סדרה|סדרות|חשבונית|הנדסית|טור|הסתברות|הסתברויות|ממוצע|תוחלת|חציון|שכיח|שונות|סטיית תקן|סטייה|התפלגות|' +
      'נורמלית|נורמלי|בינומית|בינומי|פואסון|השערה|השערת|השערות|השערת אפס|מובהקות|מובהק|רווח סמך|מדגם|אוכלוסייה|' +
      'רגרסיה|מתאם|קורלציה|וקטור|וקטורים|מרוכב|מרוכבים|צמוד|לוגריתם|לוגריתמים|לוג|טריגונומטריה|סינוס|קוסינוס|' +
      'טנגנס|זווית|פרבולה|שורש|שורשים|חזקה|חזקות|שבר|שברים|מכנה|מונה|אסימפטוטה|קיצון|מקסימום|מינימום|משיק|שיפוע|' +
      'עלייה|ירידה|אינדוקציה|אחוזון|רבעון|חריג|היסטוגרמה|ציון תקן|מבחן|סטטיסטי|סטטיסטיקה|מתמטיקה|חדו"א|' +
      'אלגברה|גאומטריה|גיאומטריה|משולש|מעגל|שטח|נפח|היקף|ישר|ישרים|נקודה|נקודות|ציר|צירים|גרף|תחום|תחום הגדרה|' +
      'מספר|מספרים|שלם|ראשוני|כפל|פירוק|כלל השרשרת|שרשרת|כלל|קבוע|טעות מסוג|כינוס|דטרמיננטה|מטריצה|קומבינטוריקה|עצרת|צירופים|' +
      'תמורות|מאורע|מאורעות|בלתי תלויים|מותנית|עץ הסתברות|דגימה|טעות תקן|אלפא|ביטא|עוצמה|חי בריבוע|אנובה|' +
      'ערך p|ערך פי|סטודנט|פרמטר|אומד|אמידה|משתנה|משתנים|מקדם|לינארי|לינארית|ריבועי|ריבועית|טרנספורמציה|' +
      'בגרות|יחידות|שאלון',
  ),
  'derivative',
  'derivatives',
  'integral',
  'integrals',
  'equation',
  'equations',
  'inequality',
  'function',
  'functions',
  'limit',
  'limits',
  'sequence',
  'series',
  'arithmetic',
  'geometric',
  'probability',
  'mean',
  'average',
  'expectation',
  'expected value',
  'median',
  'mode',
  'variance',
  'standard deviation',
  'deviation',
  'distribution',
  'normal',
  'binomial',
  'poisson',
  'hypothesis',
  'null',
  'significance',
  'significant',
  'p-value',
  'pvalue',
  'confidence',
  'interval',
  'sample',
  'samples',
  'population',
  'regression',
  'correlation',
  'vector',
  'vectors',
  'complex',
  'conjugate',
  'logarithm',
  'log',
  'trigonometry',
  'sine',
  'cosine',
  'tangent',
  'angle',
  'parabola',
  'root',
  'roots',
  'power',
  'exponent',
  'fraction',
  'fractions',
  'denominator',
  'asymptote',
  'extremum',
  'maximum',
  'minimum',
  'slope',
  'induction',
  'percentile',
  'quartile',
  'outlier',
  'histogram',
  'z-score',
  'zscore',
  't-test',
  'ttest',
  'chi-square',
  'chi',
  'anova',
  'statistic',
  'statistics',
  'stats',
  'math',
  'maths',
  'calculus',
  'algebra',
  'geometry',
  'triangle',
  'circle',
  'area',
  'volume',
  'graph',
  'domain',
  'number',
  'numbers',
  'prime',
  'matrix',
  'factorial',
  'combinations',
  'permutations',
  'event',
  'independent',
  'conditional',
  'standard error',
  'alpha',
  'power',
  'parameter',
  'estimator',
  'variable',
  'variables',
  'coefficient',
  'linear',
  'quadratic',
  'central limit',
  'clt',
  'test',
  'exam',
  'chain rule',
  'rule',
  'error',
  'errors',
  'constant',
  'integrating',
  'differentiating',
  'causation',
];

/** Words of danger to oneself: answered first with where to get help (the Time-Out's texts). */
export const crisisWords = [
  ...he(
    'לפגוע בעצמי|להתאבד|התאבדות|לא רוצה לחיות|רוצה למות|לשים סוף|אין טעם לחיות|לשים קץ|לסיים את החיים|' +
      'אין לי כוח לחיות|לא שווה לחיות|לחתוך את עצמי|לחתוך לעצמי|לא רוצה להיות בחיים',
  ),
  'hurt myself',
  'kill myself',
  'suicide',
  'suicidal',
  'want to die',
  "don't want to live",
  'do not want to live',
  'end my life',
  'end it all',
  'take my own life',
  'better off dead',
  'not worth living',
  'cut myself',
  'self harm',
];

/** In a homework walk-through: show the whole solution now. */
export const fullSolutionWords = [
  ...he(
    'פתרון מלא|את הפתרון המלא|את כל הפתרון|כל הפתרון|תראה הכל|תראי הכל|את הכל|הפתרון המלא|תפתור עד הסוף|עד הסוף',
  ),
  'full solution',
  'whole solution',
  'the solution',
  'show me everything',
  'show everything',
  'all of it',
  'all the steps',
  'the rest',
];

/** In a homework walk-through: one more step. */
export const nextStepWords = [
  ...he('צעד הבא|הצעד הבא|שלב הבא|השלב הבא|עוד צעד|עוד שלב|תמשיך|תמשיכי|המשך|הלאה'),
  'next step',
  'another step',
  'one more step',
  'continue',
  'go on',
];

/**
 * Words that introduce an answer the student offers ("יצא לי …", "I got …"), read as they are written by
 * intent/offered.ts (longest first there, so "יצאו לי" is taken before "יצא"). The Hebrew forms come with
 * and without a prefix ו ("ויצא לי"), and in the colloquial spellings students use.
 */
export const answerLeads = [
  // Hebrew
  'התשובה הסופית שלי היא',
  'התשובה הסופית שלי',
  'התשובה שלי היא',
  'התשובה שלי זה',
  'התשובה שלי',
  'התשובה שיצאה לי',
  'הפתרון שלי הוא',
  'הפתרון שלי',
  'הפתרונות שלי הם',
  'הפתרונות שלי',
  'יצאה לי התשובה',
  'יצאו לי',
  'יצאה לי',
  'יצא לי',
  'יצאלי',
  'יוצא לי',
  'יצא לנו',
  'קיבלתי שהתשובה היא',
  'קיבלתי ש',
  'קיבלתי',
  'קבלתי',
  'הגעתי ל',
  'מצאתי ש',
  'מצאתי',
  'עניתי',
  'כתבתי',
  'לדעתי התשובה היא',
  'לדעתי זה',
  'אני חושב שזה',
  'אני חושבת שזה',
  'אני חושב שהתשובה היא',
  'אני חושבת שהתשובה היא',
  // English
  'my final answer is',
  'my answer is',
  'my answer was',
  'my answer:',
  'my solution is',
  'the answer i got is',
  'i ended up with',
  'i came up with',
  'i got the answer',
  'and got',
  'and get',
  'and ended up with',
  'i got',
  'i get',
  'i found that',
  'i found',
  'i wrote',
  'i think the answer is',
  'i think it is',
  "i think it's",
  'i think its',
  'is the answer',
];

/** Tails that ask whether an offered answer is right; intent/offered.ts removes them from the answer. */
export const answerTails = [
  'האם זה נכון',
  'האם זה צודק',
  'זה נכון',
  'זה טוב',
  'זה בסדר',
  'נכון',
  'צודק',
  'צודקת',
  'טוב',
  'בסדר',
  'תבדוק',
  'תבדקי',
  'בדקו',
  'אפשר לבדוק',
  ...rightQuestions,
  'am i right',
  'right',
  'correct',
  'ok',
  'can you check',
  'check it',
  'check please',
];

/**
 * Ending the current activity: stop, enough, I'm done, skip this one. Alone ("די", "מספיק", "stop") or
 * with a word of the activity ("עצור את התרגיל", "I'm done with this exercise"); never a new problem.
 */
export const stopWords = [
  ...he(
    'עצור|עצרי|עצרו|תעצור|תעצרי|לעצור|נעצור|די|מספיק|סיימתי|סיום|לסיים|נסיים|תסיים|תסיימי|להפסיק|' +
      'נפסיק|תפסיק|תפסיקי|הפסק|דלג|דלגי|תדלג|תדלגי|לדלג|נדלג|אני מוותר|אני מוותרת|לא רוצה יותר|לא בא לי יותר|' +
      'עזוב|עזבי|עזבו|תעזוב|תעזבי|תעזבו|לעזוב|נעזוב|' +
      'צריך ללכת|צריכה ללכת|חייב ללכת|חייבת ללכת|הפסקה',
  ),
  'stop',
  'enough',
  'quit',
  'skip',
  'im done',
  'i am done',
  'done for today',
  'done with',
  'no more',
  'give up',
  'i give up',
  'end this',
  'end the',
  'enuff',
  'finished',
  'im finished',
  'leave',
  'call it a day',
  'gotta go',
  'got to go',
  'have to go',
  'need to go',
  'im leaving',
  'im out',
  'take a break',
];

/** Words that, after a stop word, leave a message that only stops ("די פה", "stop now please"). */
export const stopFillerWords = [
  ...he(
    'פה|כאן|עכשיו|בבקשה|לי|להיום|עם|את|הזה|הזאת|זה|כבר|בוא|בו|בואי|בואו|אוקיי|אוקי|נו|ה|יאללה|זהו|אני|רוצה|' +
      'רוצים|אפשר|צריך|צריכה|בינתיים|לבינתיים|טוב|כל|הולך|הולכת',
  ),
  'now',
  'please',
  'ok',
  'okay',
  'for',
  'today',
  'with',
  'this',
  'that',
  'it',
  'lets',
  'let',
  'us',
  'can',
  'we',
  'i',
  'am',
  'so',
  'pls',
  'here',
  'there',
  'want',
  'wanna',
  'to',
  'one',
  'could',
  'a',
  'all',
  'right',
  'think',
  'really',
  'just',
];

/**
 * Going on with the activity ("להמשיך", "continue"): after a negation ("אני לא רוצה להמשיך", "I don't want to
 * continue") or before a later time ("נמשיך מחר", "I'll continue tomorrow") the message ends it.
 */
export const goOnWords = [
  ...he('להמשיך|נמשיך|ממשיכים|תמשיך|תמשיכי|המשך|להתקדם'),
  'continue',
  'go on',
  'keep going',
  'carry on',
];

/** A negation before a going-on word. */
export const goOnNegations = [...he('לא|אין|בלי'), 'not', 'dont', 'no', 'cant', 'wont', 'never'];

/** Asking how to go on ("איך להמשיך", "how to continue"): a request for help, not a refusal. */
export const goOnHowWords = [...he('איך|כיצד|מאיפה'), 'how', 'where'];

/** A later time after a going-on word. */
export const laterWords = [
  ...he('מחר|אחר כך|אחכ|בפעם הבאה|בהמשך|מאוחר יותר|בערב|בשבוע הבא|ביום אחר'),
  'tomorrow',
  'later',
  'next time',
  'another time',
  'another day',
];

/** What a stop word may end besides a practice problem: a question, a walk-through, practising. */
export const activityWords = [
  ...he('שאלה|שאלות|פתרון|הסבר|שיעור|תרגול|לתרגל|שיעורי בית'),
  'problem',
  'problems',
  'question',
  'questions',
  'practicing',
  'practising',
  'lesson',
  'walkthrough',
  'homework',
];

/**
 * A "no" to the tutor's offer ("לא", "לא תודה", "no thanks", "not now"): a short message of these words only,
 * one of them a negation (`declineNegations`). Read beside the intent (`Reading.declines`), since "לא תודה"
 * is also thanks; only an offer in the thread state makes it a decline (offline/skills/offer.ts).
 */
export const declineWords = [
  ...he('לא|תודה|עכשיו|כרגע|צריך|ממש|אין|צורך|אולי|אחר|כך|אחרי|זה|בסדר|זהו|רוצה|בינתיים|בכל|מקרה'),
  'no',
  'nope',
  'nah',
  'not',
  'now',
  'thanks',
  'thank',
  'you',
  'really',
  'maybe',
  'later',
  'im',
  'good',
  'fine',
  'ok',
  'okay',
  'need',
  'dont',
  'i',
  'its',
  'right',
];

/** The words of `declineWords` that say no; a decline holds one of them. */
export const declineNegations = [...he('לא|אין'), 'no', 'nope', 'nah', 'not', 'dont'];
