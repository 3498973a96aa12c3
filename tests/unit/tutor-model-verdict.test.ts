/**
 * The model path says right or wrong as the offline tutor does (docs/tutor.md, "The model path"): an
 * answer the student offers is judged by the shared checker against the verified result, the verdict first,
 * whatever the model says, and the model's text is kept only as an explanation that does not contradict it;
 * "די" / "stop" ends the open activity without asking the model. Against the OpenAI-compatible test server
 * over HTTP, with scripted answers; the SDK is not stubbed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import { say } from '../../backend/src/tutor/solver';
import type { ThreadState } from '../../backend/src/tutor/state';
import { startModelServer, type ModelServer, type Step } from '../backend/helpers/model-server';
import { askModel } from './helpers/model-tutor';
import { course, openProblem, texts } from './helpers/tutor';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
  // The first turn loads the course files and the solver; on a loaded machine that is slow, so it is done here.
  await ask('פתרו את המשוואה 2x+3=11', { reply: 'ולכן x = 4' }, false);
}, 60_000);
afterAll(async () => {
  await server.close();
});

function ask(text: string, step: Step | null, structured = true, state: ThreadState | null = null) {
  return askModel(server, text, step, structured, state);
}

const wrong = 'פתרתי 2x+3=11 ויצא לי x=5, נכון?';
const notCorrect = `**${say('he', 'verdict', 'incorrect')}**`;

describe('given a wrong answer offered on the model path, and a model that calls it right', () => {
  it.each([
    ['plain text', 'נכון! x=5 היא התשובה הנכונה, כל הכבוד.', false],
    ['markdown', '**נכון!** הצבה: $2\\cdot 5+3=13$, ולכן $x=5$.', false],
    ['a structured text', JSON.stringify({ type: 'text', text: 'כל הכבוד, צדקת: x = 5.' }), true],
    [
      'a structured walkthrough',
      JSON.stringify({
        type: 'problem_walkthrough',
        problem: '2x+3=11',
        steps: [{ description: 'מחסירים 3 ומחלקים ב־2', latex: '2x=10' }],
        answer: 'x=5',
      }),
      true,
    ],
  ])('should say "not correct" first and drop the model\'s %s', async (_form, answer, structured) => {
    // Act
    const { shown, deltas, calls } = await ask(wrong, { reply: answer, chunkSize: 16 }, structured);

    // Assert
    expect(calls).toBe(1);
    expect(shown.startsWith(notCorrect)).toBe(true);
    expect(shown).not.toMatch(/כל הכבוד|צדקת|x ?= ?5\./);
    expect(shown).not.toContain('2x=10');
    // what was streamed is what the reply shows, the verdict first
    expect(deltas.trim().startsWith(notCorrect)).toBe(true);
    expect(deltas).not.toMatch(/כל הכבוד|צדקת/);
  });
});

describe('given a wrong answer offered on the model path, and a model that explains without a verdict', () => {
  it('should say "not correct" first, then keep the model\'s explanation, then the checker\'s hint', async () => {
    // Arrange
    const explanation = 'כדאי להציב את התשובה שלך בחזרה במשוואה ולבדוק אם שני האגפים שווים.';

    // Act
    const { shown, reply } = await ask(wrong, { reply: explanation }, false);

    // Assert
    expect(shown.startsWith(notCorrect)).toBe(true);
    expect(shown).toContain(explanation);
    expect(shown.indexOf(explanation)).toBeGreaterThan(shown.indexOf(notCorrect));
    expect(reply.state).toMatchObject({ mode: 'chat', offer: { kind: 'solution' } });
  });

  it('should show the full verified solution on "כן" to its offer, without asking the model', async () => {
    // Arrange
    const first = await ask(wrong, { reply: 'נסו להציב בחזרה.' }, false);

    // Act
    const yes = await ask('כן', null, false, first.reply.state ?? null);

    // Assert
    expect(yes.calls).toBe(0);
    expect(StructuredReply.parse(yes.reply.bot)).toMatchObject({ type: 'problem_walkthrough' });
  });
});

describe('given a right answer offered on the model path, and a model that calls it wrong', () => {
  it.each([
    ['plain text', 'לא נכון, התשובה היא x = 5.', false],
    ['a structured text', JSON.stringify({ type: 'text', text: 'Unfortunately that is wrong.' }), true],
  ])('should say "correct" first and drop the model\'s %s', async (_form, answer, structured) => {
    // Act
    const { shown } = await ask('פתרתי 2x+3=11 ויצא לי x=4, נכון?', { reply: answer }, structured);

    // Assert
    expect(shown.startsWith(`**${say('he', 'verdict', 'correct')}**`)).toBe(true);
    expect(shown).not.toMatch(/x = 5|wrong/);
  });
});

describe('given an answer offered in English on the model path', () => {
  it('should say "Not correct." first whatever the model says', async () => {
    // Act
    const { shown } = await ask(
      'I got x=5 for 2x+3=11, is that right?',
      { reply: "Yes, that's correct!" },
      false,
    );

    // Assert
    expect(shown.startsWith(`**${say('en', 'verdict', 'incorrect')}**`)).toBe(true);
    expect(shown).not.toContain("that's correct");
  });
});

describe('given a model that fails while an offered answer is checked', () => {
  it("should still give the checker's verdict", async () => {
    // Act
    const { shown } = await ask(wrong, { fault: 'server-error' }, false);

    // Assert
    expect(shown.startsWith(notCorrect)).toBe(true);
  });
});

describe('given "stop" on the model path', () => {
  it('should end an open practice problem as offline, without asking the model', async () => {
    // Arrange
    const open = openProblem(await course());

    // Act
    const { shown, reply, calls } = await ask('די, עצור את התרגיל', null, true, open);

    // Assert
    expect(calls).toBe(0);
    expect(shown).toContain(texts.he.practice.stopped);
    expect(reply.state).toMatchObject({ mode: 'practice', problem_id: open.problem_id, done: true });
    expect(StructuredReply.safeParse(reply.bot).data?.type).not.toBe('open_practice');
  });

  it.each([
    ['די', 'he'],
    ["I'm done", 'en'],
  ] as const)('should stop and ask no new question on "%s" with nothing open', async (message, language) => {
    // Act
    const { shown, calls } = await ask(message, null, true, null);

    // Assert
    expect(calls).toBe(0);
    expect(shown).toBe(intentSentences(language).stop_nothing);
  });
});
