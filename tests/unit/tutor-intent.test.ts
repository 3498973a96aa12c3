import { describe, expect, it } from 'vitest';
import { placeholders } from '../../backend/domain/text';
import { intents, readMessage, readPaste, reference } from '../../backend/src/tutor/intent';
import { cueIn } from '../../backend/src/tutor/modes/cues';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import { intentExamples } from '../fixtures/tutor/intent';

describe('given the labelled student messages', () => {
  it('should hold at least 300, a quarter held out, a fifth with typos, every intent in both languages', () => {
    // Arrange
    const heldOut = intentExamples.filter((example) => example.split === 'held-out');
    const typos = intentExamples.filter((example) => example.typo);

    // Assert
    expect(intentExamples.length).toBeGreaterThanOrEqual(300);
    expect(heldOut.length / intentExamples.length).toBeGreaterThanOrEqual(0.25);
    expect(typos.length / intentExamples.length).toBeGreaterThanOrEqual(0.2);
    for (const intent of intents) {
      for (const language of ['he', 'en'] as const) {
        expect(
          intentExamples.some((example) => example.intent === intent && example.language === language),
          `${intent} in ${language}`,
        ).toBe(true);
      }
    }
  });

  it('should read at least 90 % of the tune split right (the held-out split is only measured)', () => {
    // Arrange
    const tune = intentExamples.filter((example) => example.split === 'tune');

    // Act
    const right = tune.filter((example) => readMessage(example.text).intent === example.intent).length;

    // Assert
    expect(right / tune.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('given a message with a computation', () => {
  it.each([
    ['תגזור לי את x^3+2x', 'compute'],
    ['תפתור את המשואה 2x+3=11', 'compute'],
    ['תסביר לי במילים פשוטות מה זה רווח סמך', 'concept'],
    ['יצא לי x=4, נכון?', 'check'],
    ['solve all of these for tomorrow', 'homework'],
    ['just the final answers', 'homework'],
    ['עוד אחד', 'continue'],
    ['לא הבנתי', 'confused'],
    ['write me a poem about Hamlet', 'off-topic'],
    ['אני ממש לחוצה מהמבחן', 'feelings'],
  ])('should read "%s" as %s', (message, intent) => {
    // Act
    const reading = readMessage(message);

    // Assert
    expect(reading.intent).toBe(intent);
  });

  it.each([
    ['שתיים ועוד שלוש כפול ארבע', '2 + 3 * 4'],
    ['twenty three minus five', '23 - 5'],
    ['חמש בריבוע', '5^2'],
    ['כמה זה 5 עצרת', '5!'],
    ['מה השורש של 81', 'sqrt(81)'],
    ['what is 3 to the power of 4', '3^ 4'],
    // chi-square is no power: "בריבוע" needs its base
    ['ערך חי בריבוע 7.8 עם 3 דרגות חופש', undefined],
    // a percent changes what the numbers mean: 100 - 1 would drop it
    ['מה זה 100 פחות 1 אחוז', undefined],
  ])('should write "%s" as the formula %s', (message, formula) => {
    // Act
    const reading = readMessage(message);

    // Assert
    expect(reading.extracted ? reading.question : undefined).toBe(formula);
  });
});

describe('given a message that leaves, refuses or asks for an activity', () => {
  it.each([
    ['אני לא רוצה להמשיך', 'stop'],
    ['נמשיך מחר', 'stop'],
    ["I don't want to go on", 'stop'],
    ['lets stpo here', 'stop'],
    ['עזבי את התרגיל', 'stop'],
    ['לא הבנתי איך להמשיך', 'confused'],
    ['אני לא יודע איך להמשיך', 'off-topic'],
    ['כן, נמשיך', 'continue'],
    ['i want to give up', 'feelings'],
    ['תביאי לי שאלה על וקטורים', 'problem'],
    ['can I get a question on integrals', 'problem'],
    ['אפשר לשאול שאלה על נגזרות?', 'concept'],
    ['i dont get this question', 'off-topic'],
    ['אני לא מבינה מה זה סטיית תקן', 'concept'],
    ['תפתור לי את דף העבודה', 'homework'],
  ])('should read "%s" as %s', (message, intent) => {
    // Act
    const reading = readMessage(message);

    // Assert
    expect(reading.intent).toBe(intent);
  });

  it('should not read the article in "can I get a question" as an offered answer', () => {
    // Act
    const reading = readMessage('can i get a question on integrals');

    // Assert
    expect(reading.offered).toBeUndefined();
  });
});

describe('given a pasted exam', () => {
  const exam = [
    'שאלה 1',
    'נתונה הפונקציה f(x) = x^3 - 3x.',
    'א. מצאו את נקודות הקיצון.',
    'ב. מצאו את תחומי העלייה.',
    '',
    'שאלה 2',
    'פתרו את המשוואות:',
    'א. log_2(x+3) = 5',
    'ב. 2^(x+1) = 32',
  ].join('\n');

  it.each([
    ['שאלה 2 סעיף א', 2, 0],
    ['רק 2א בבקשה', 2, 0],
    ['only part b of question 1', 1, 1],
    ['q2(b)', 2, 1],
  ])('should read the reference "%s"', (request, question, part) => {
    // Act
    const found = reference(request);

    // Assert
    expect(found).toEqual({ question, part });
  });

  it('should pass on the opening and the part asked, and nothing else of the paste', () => {
    // Act
    const reading = readMessage(`${exam}\n\nאני צריכה עזרה רק בסעיף א של שאלה 2`);

    // Assert
    expect(reading.intent).toBe('compute');
    expect(reading.questions).toBe(2);
    expect(reading.question).toBe('פתרו את המשוואות:\nlog_2(x+3) = 5');
  });

  it('should read a paste with no part named as homework, starting from its first question', () => {
    // Act
    const reading = readMessage(`${exam}\n\nתפתור לי הכל למחר`);
    const paste = readPaste(exam);

    // Assert
    expect(reading.intent).toBe('homework');
    expect(reading.firstQuestion).toContain('f(x) = x^3 - 3x');
    expect(reading.firstQuestion).not.toContain('log_2');
    expect(paste.questions).toBe(2);
  });
});

describe('given hostile or huge input', () => {
  it.each([
    ['20,000 letters with no space', 'ש'.repeat(20_000)],
    ['20,000 characters of words', 'אני לחוץ '.repeat(2_222)],
    ['a power tower', 'x^x^x^x^x'],
    ['nested LaTeX', '\\frac{'.repeat(3_000)],
    ['nonsense', 'qwpoeiruty zxmcnvb'],
    ['nothing but marks', '?!?!'],
  ])('should read %s without throwing', (_name, message) => {
    // Act
    const reading = readMessage(message);

    // Assert
    expect(intents).toContain(reading.intent);
    expect(reading.question.length).toBeLessThanOrEqual(20_000);
  });
});

describe('given the Time-Out cues', () => {
  it.each([
    ['בכיתה י"א', 'כיתה', true],
    ['אני לחוץ ולא ישנה', 'לא ישנה', true],
    ['הלחץ', 'לחוץ', false],
    ["I don't want to live", "don't want to live", true],
    ['בכיתה י״א', 'י״א', true],
  ])('should find in "%s" the cue "%s": %s', (text, cue, found) => {
    // Act
    const result = cueIn(text, cue);

    // Assert
    expect(result).toBe(found);
  });
});

describe('given the intent sentences', () => {
  it('should give he and en the same keys and placeholders', () => {
    // Act
    const he = intentSentences('he');
    const en = intentSentences('en');

    // Assert
    expect(Object.keys(en).sort()).toEqual(Object.keys(he).sort());
    for (const key of Object.keys(he) as (keyof typeof he)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(he[key]));
    }
  });
});
