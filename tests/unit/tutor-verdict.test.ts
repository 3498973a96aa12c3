/**
 * Right or wrong (docs/tutor.md): an offered answer is read, checked against the tutor's own verified
 * result with the shared checker, and answered verdict first, then why; a wrong one gets a hint, never
 * the answer. Through the offline tutor, as a student meets it.
 */
import { describe, expect, it } from 'vitest';
import { contentText } from '../../backend/src/tutor';
import { offlineTutor } from '../../backend/src/tutor/offline';
import type { TutorReply } from '../../backend/src/tutor/types';
import { readMessage } from '../../backend/src/tutor/intent';
import { runVerdictCases } from '../fixtures/tutor/verdicts';
import { context, course, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);

async function turn(input: ContextInput): Promise<string> {
  let reply: TutorReply | undefined;
  for await (const event of tutor.respond(context(input))) if (event.type === 'reply') reply = event.reply;
  if (!reply) throw new Error('no reply');
  return contentText(reply.bot);
}

describe('given messages that offer an answer', () => {
  it.each([
    ['יצא לי x=2 ו-x=-3, נכון?', { answer: 'x=2 ו-x=-3' }],
    ['פתרתי x^2+x-6=0 ויצא לי x=-2 ו-x=3, נכון?', { answer: 'x=-2 ו-x=3', problem: 'פתרתי x^2+x-6=0' }],
    ['התשובה שלי היא 10', { answer: '10' }],
    [
      'I got 6x(x^2+1)^2 for the derivative of (x^2+1)^3, is that right?',
      { answer: '6x(x^2+1)^2', problem: 'the derivative of (x^2+1)^3' },
    ],
    ['I got -3 and 2', { answer: '-3 and 2' }],
    ['האם x=5 נכון?', { answer: 'x=5' }],
  ])('should read the answer (and the problem) of %s as a check', (text, expected) => {
    // Act
    const reading = readMessage(text);

    // Assert
    expect(reading.intent).toBe('check');
    expect(reading.offered).toEqual(expected);
  });

  it.each([
    'פתרו x^2+x-6=0',
    'קיבלתי 80 במבחן, איזה כיף',
    'מה זה נגזרת?',
    'I got confused with the chain rule',
  ])('should see no offered answer in %s', (text) => {
    expect(readMessage(text).offered).toBeUndefined();
  });
});

describe('given the labelled offered answers', () => {
  it('should give the labelled verdict and diagnosis on at least 95 % of the tune split', async () => {
    // Arrange
    const outcomes = (await runVerdictCases()).filter((row) => row.item.split === 'tune');
    // Act
    const right = outcomes.filter((row) => row.right && row.diagnosed).length;
    // Assert
    expect(outcomes.length).toBeGreaterThanOrEqual(30);
    expect(right / outcomes.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('given a sign error in the roots of x²+x−6 offered in chat', () => {
  it('should say not correct first, name the sign error and each wrong root, and hint without the answer', async () => {
    // Arrange
    const text = 'פתרתי x^2+x-6=0 ויצא לי x=-2 ו-x=3, נכון?';
    // Act
    const reply = await turn({ text, course: await course() });
    // Assert
    expect(reply.startsWith('**לא נכון.**')).toBe(true);
    expect(reply).toContain('טעות סימן');
    expect(reply).toContain('$x=-2$ אינו פתרון');
    expect(reply).toContain('$x=3$ אינו פתרון');
    expect(reply).toContain('רמז:');
    expect(reply).not.toMatch(/x=-3|x=2\$/);
  });
});

describe('given an answer to the problem the tutor solved earlier in the thread', () => {
  it('should check it against that problem and say correct', async () => {
    // Arrange
    const history = [
      { role: 'user' as const, text: 'תפתרי לי x^2+x-6=0' },
      { role: 'assistant' as const, text: 'פתרון המשוואה $x^2+x-6=0$\n\nהפתרונות: …' },
    ];
    // Act
    const reply = await turn({ text: 'יצא לי 2 ו -3, נכון?', history, course: await course() });
    // Assert
    expect(reply.startsWith('**נכון!**')).toBe(true);
  });

  it('should ask for the problem, with no verdict, when the thread has none', async () => {
    const reply = await turn({ text: 'יצא לי x=2 ו-x=-3, נכון?', course: await course() });
    expect(reply).not.toMatch(/^\*\*(?:לא )?נכון/);
    expect(reply).toContain('אני צריכה גם את התרגיל');
  });
});

describe('given an indefinite integral without +C', () => {
  it.each([
    ['∫(3x^2+2x)dx יצא לי x^3+x^2, נכון?', '**לא נכון.**', '$+C$'],
    ['the integral of 2x+1, I got x^2+x, right?', '**Not correct.**', '$+C$'],
  ])('should say not correct and name the missing constant: %s', async (text, verdict, named) => {
    const reply = await turn({ text, course: await course() });
    expect(reply.startsWith(verdict)).toBe(true);
    expect(reply).toContain(named);
  });

  it('should say correct with the constant', async () => {
    const reply = await turn({
      text: 'integral of 4x^3 - I got x^4+c is that correct',
      course: await course(),
    });
    expect(reply.startsWith('**Correct!**')).toBe(true);
  });
});

describe('given a computation without an offered answer', () => {
  it('should still reach the solver', async () => {
    const reply = await turn({ text: 'פתרו x^2+x-6=0', course: await course() });
    expect(reply).toContain('x=-3');
  });
});

describe('given an open practice problem', () => {
  it.each(['יצא לי ג, נכון?', 'יצא לי x=2 ו-x=3, נכון?'])(
    "should judge the offered answer %s by the problem's key",
    async (answer) => {
      // Arrange
      let state = null;
      for await (const event of tutor.respond(context({ text: 'תני לי תרגיל', course: await course() }))) {
        if (event.type === 'reply') state = event.reply.state ?? null;
      }
      // Act
      const reply = await turn({ text: answer, course: await course(), state });
      // Assert
      expect(reply).toMatch(/^נכון!/);
    },
  );
});
