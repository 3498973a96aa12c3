import { describe, expect, it } from 'vitest';
import { collectReply, contentText } from '../../backend/src/tutor';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { context, course, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);

async function say(input: ContextInput): Promise<string> {
  return contentText((await collectReply(tutor.respond(context(input)))).bot);
}

/** A picture sent with `question`, and the tutor's request for the typed answer, as history. */
async function afterPicture(question: string, language: 'he' | 'en') {
  const math = await course();
  const ask = await say({ course: math, text: question, images: ['/api/chat/images/a.png'] });
  return {
    math,
    ask,
    history: [
      { role: 'user' as const, text: question },
      { role: 'assistant' as const, text: ask },
    ],
    language,
  };
}

describe('given a picture to the offline tutor', () => {
  it.each([
    ['Hebrew', 'פתרו את המשוואה 2x+3=7', 'אתנה', 'כתב יד'],
    ['English', 'solve 2x+3=7', 'Athena', 'handwriting'],
  ])(
    'should say in %s, as the persona, that it cannot read handwriting',
    async (_l, question, persona, words) => {
      // Act
      const { ask } = await afterPicture(question, 'he');
      // Assert
      expect(ask).toContain(persona);
      expect(ask).toContain(words);
    },
  );

  it.each([
    ['solve 2x+3=7', 'x=2', 'Well done'],
    ['solve 2x+3=7', 'x = 4', 'Would you like a hint'],
    ['פתרו את המשוואה 2x+3=7', 'x=2', 'כל הכבוד'],
  ])('should check the typed answer to "%s": %s', async (question, answer, expected) => {
    // Arrange
    const { math, history } = await afterPicture(question, 'en');
    // Act
    const reply = await say({ course: math, history, text: answer });
    // Assert
    expect(reply).toContain(expected);
  });

  it('should let a longer new question go on as usual after the request', async () => {
    // Arrange
    const { math, history } = await afterPicture('solve 2x+3=7', 'en');
    // Act
    const reply = await say({ course: math, history, text: 'thanks' });
    // Assert
    expect(reply).not.toContain('I checked');
    expect(reply).not.toContain("can't tell");
    expect(reply).not.toContain("couldn't read that as an answer");
  });

  it.each([
    ['solve the equation x^2-5x+6=0 step by step', /x\s*=\s*2/],
    ['what is 15*4+3?', /63/],
    ['פתור את המשוואה x^2-5x+6=0 שלב אחר שלב', /x\s*=\s*2/],
  ])('should answer the short new question %j rather than check it as the answer', async (text, expected) => {
    // Arrange
    const { math, history } = await afterPicture('solve 2x+3=7', 'en');
    // Act
    const reply = await say({ course: math, history, text });
    // Assert
    expect(reply).not.toContain("can't tell");
    expect(reply).not.toMatch(/לומר אם/);
    expect(reply).toMatch(expected);
  });

  it('should check an answer written in English after a request in Hebrew, in English', async () => {
    // Arrange
    const { math, history } = await afterPicture('פתרו את המשוואה 2x+3=7', 'he');
    // Act
    const reply = await say({ course: math, history, text: 'I got x=2' });
    // Assert
    expect(reply).toContain('Well done');
  });
});
