/**
 * The model path is verified too (docs/tutor.md): whatever form the model answers a computation in —
 * plain text, markdown, a structured reply — the solver computes the student's message, and a stated
 * result that disagrees reaches the student with the verified result and a plain note. Against the
 * OpenAI-compatible test server over HTTP, with scripted answers; the SDK is not stubbed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentText } from '../../backend/src/tutor';
import { explainSentences } from '../../backend/src/tutor/offline/explain';
import type { ThreadState } from '../../backend/src/tutor/state';
import { startModelServer, type ModelServer } from '../backend/helpers/model-server';
import { askModel } from './helpers/model-tutor';
import { texts } from './helpers/tutor';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
  // The first turn loads the course files and the solver; on a loaded machine that is slow, so it is done here.
  await ask('פתרו את המשוואה 2x+3=11', 'ולכן x = 4', false);
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** One turn; `modelAnswer` null when the turn must not reach the model (nothing is scripted). */
function ask(text: string, modelAnswer: string | null, structured = true, state: ThreadState | null = null) {
  const step = modelAnswer === null ? null : { reply: modelAnswer, chunkSize: 16 };
  return askModel(server, text, step, structured, state);
}

const equation = 'פתרו את המשוואה 2x+3=11';
const note = /בדקתי את החישוב בעצמי, והתוצאה הנכונה היא \$x=4\$ ולא \$5\$/;

describe('given a model that answers 2x+3=11 wrongly', () => {
  it.each([
    ['plain text', 'נחסיר 3 משני האגפים ונחלק ב־2.\nולכן x = 5', true],
    [
      'text inside a structured reply',
      JSON.stringify({ type: 'text', text: 'נחסיר 3: 2x = 8.\nולכן x = 5' }),
      true,
    ],
    ['markdown', '**פתרון:**\n\n$2x = 8$\n\n**תשובה:** $x = 5$', false],
    [
      'a structured explanation',
      JSON.stringify({ type: 'math_explanation', text: 'מחסירים 3 ומחלקים ב־2:', latex: 'x=5' }),
      true,
    ],
    [
      'a walkthrough that restated the problem wrongly',
      JSON.stringify({
        type: 'problem_walkthrough',
        problem: 'פתרי את המשוואה 2x+3=13',
        steps: [{ description: 'מחסירים 3 ומחלקים ב־2', latex: '2x=10' }],
        answer: 'x=5',
      }),
      true,
    ],
  ])(
    'should show the verified result with a note when it answers in %s',
    async (_form, answer, structured) => {
      // Act
      const { shown, deltas } = await ask(equation, answer, structured);
      // Assert
      expect(shown).toMatch(note);
      expect(deltas).toMatch(note);
    },
  );
});

describe('given a model that differentiates wrongly in English', () => {
  it('should name the verified derivative', async () => {
    const { shown } = await ask(
      'find the derivative of (x^2+1)^3',
      "By the power rule, f'(x) = 3(x^2+1)^2.",
      false,
    );
    expect(shown).toMatch(/I checked the calculation myself, and the right result is \$f'\(x\)=6/);
  });
});

describe('given a model that answers right', () => {
  it.each([
    [equation, 'נחסיר 3 משני האגפים: 2x = 8.\nולכן x = 4', false],
    [equation, JSON.stringify({ type: 'text', text: 'ולכן $x=4$.' }), true],
    ['find the derivative of (x^2+1)^3', "f'(x) = 6x(x^2+1)^2", false],
    ['פתרו x^2+x-6=0', 'הפתרונות הם $x_1=2$ ו־$x_2=-3$.', false],
    ['פתרו x^2+x-6=0', 'Δ = 25, ולכן x = (−1 ± 5)/2, כלומר x=2 או x=-3', false],
    ['חשבו 17*23', '$17 \\cdot 23 = 391$', false],
    ['מה זה שיפוע? למשל y=2x+1', 'השיפוע הוא 2: כל צעד ימינה מעלה את y ב־2.', false],
  ])('should pass %s through unchanged', async (message, answer, structured) => {
    // Act
    const { reply, deltas } = await ask(message, answer, structured);
    // Assert
    expect(contentText(reply.bot)).not.toMatch(/בדקתי את החישוב|I checked the calculation/);
    expect(deltas).not.toMatch(/בדקתי את החישוב|I checked the calculation/);
  });
});

describe('given a computation the intent layer read from words', () => {
  it('should check the model against the question it read, not the message as written', async () => {
    // Act: the solver cannot read the message as written; the reading holds "2 + 3 * 4"
    const { shown } = await ask('כמה זה שתיים ועוד שלוש כפול ארבע', 'נחבר ונכפול: 2 + 3 · 4 = 20', false);

    // Assert
    expect(shown).toMatch(/בדקתי את החישוב בעצמי, והתוצאה הנכונה היא .*14/);
  });
});

describe('given "לא הבנתי" after a model reply to a computation', () => {
  it('should remember the verified steps and explain the last one again, without asking the model', async () => {
    // Arrange: the model's reply to the computation, and the state it left
    const first = await ask(equation, 'נחסיר 3 ונחלק ב־2.\nולכן x = 4', false);

    // Act
    const again = await ask('לא הבנתי', null, false, first.reply.state ?? null);

    // Assert
    expect(first.reply.state).toMatchObject({ mode: 'explained', explained: { kind: 'walkthrough' } });
    expect(again.shown).toContain(explainSentences('he').step_lead.split('{')[0] ?? '');
  });
});

describe('given words of danger to oneself on the model path', () => {
  it('should answer with where to find help now, before any model call', async () => {
    // Act
    const { shown } = await ask('I feel hopeless and want to end it all', null, false);

    // Assert
    expect(shown).toBe(texts.en.timeout.crisis.reply);
  });

  it('should leave stress without danger to the model (no emergency numbers)', async () => {
    // Act
    const { shown } = await ask(
      "I'm stressed and not sleeping",
      'That sounds hard. What is stressing you most?',
      false,
    );

    // Assert
    expect(shown).not.toContain('1201');
    expect(shown).toContain('What is stressing you most?');
  });
});
