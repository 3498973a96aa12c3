/**
 * Stream what is shown (docs/tutor.md): the offline tutor's deltas carry a worked solution's steps with
 * their formulas, step by step and never a formula cut in two; the final reply only confirms them.
 */
import { describe, expect, it } from 'vitest';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { shownPieces, textDeltas } from '../../backend/src/tutor/stream';
import type { TutorReply } from '../../backend/src/tutor/types';
import { context, course, texts } from './helpers/tutor';

const tutor = offlineTutor(texts);

async function streamed(text: string): Promise<{ deltas: string[]; reply: TutorReply }> {
  const deltas: string[] = [];
  for await (const event of tutor.respond(context({ text, course: await course('statistics-2') }))) {
    if (event.type === 'delta') deltas.push(event.text);
    else return { deltas, reply: event.reply };
  }
  throw new Error('no reply');
}

/** `$` signs outside `\$`: an even count means no formula is left open. */
const dollars = (text: string) => (text.replace(/\\\$/g, '').match(/\$/g) ?? []).length;

describe('given a computation the offline tutor solves', () => {
  it('should stream every step with its formula before the reply, each delta whole', async () => {
    // Act
    const { deltas, reply } = await streamed('מה הממוצע וסטיית התקן של 2, 4, 6, 8?');
    // Assert
    const bot = reply.bot;
    if (typeof bot === 'string' || bot.type !== 'problem_walkthrough')
      throw new Error('expected a walkthrough');
    const shown = deltas.join('');
    for (const step of bot.steps) {
      expect(shown).toContain(step.description);
      if (step.latex) expect(shown).toContain(`$$\n${step.latex}\n$$`);
    }
    expect(shown).toContain(bot.answer);
    expect(shown).toContain('\\bar{x}=\\frac{20}{4}=5');
    for (const delta of deltas) expect(dollars(delta) % 2).toBe(0);
  });

  it('should begin a new delta with each step, in the order the reply shows them', async () => {
    // Act
    const { deltas, reply } = await streamed('פתרו x^2+x-6=0');
    // Assert
    const starts = new Set(deltas.map((_, index) => deltas.slice(0, index).join('').length));
    const pieces = shownPieces(reply.bot);
    let offset = 0;
    for (const piece of pieces) {
      expect(starts.has(offset)).toBe(true);
      offset += piece.length + 2;
    }
    expect(deltas.join('')).toBe(pieces.join('\n\n'));
  });
});

describe('given a long text reply', () => {
  it('should cut it at word ends, never inside a formula, and lose nothing', () => {
    // Arrange
    const text = `${'מילה '.repeat(30)}$\\frac{a+b}{c+d} = \\sqrt{x^2 + y^2}$ ${'ועוד '.repeat(30)}`;
    // Act
    const deltas = [...textDeltas({ bot: text }, 20)].map((event) =>
      event.type === 'delta' ? event.text : '',
    );
    // Assert
    expect(deltas.join('')).toBe(text);
    expect(deltas.length).toBeGreaterThan(5);
    for (const delta of deltas) expect(dollars(delta) % 2).toBe(0);
  });
});
