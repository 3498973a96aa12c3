/**
 * One reading of the message routes the turn (docs/tutor.md, "The intent layer"): concept questions,
 * offered answers and "stop" by the intent layer's reading; "לא הבנתי" after every kind of explaining
 * reply; the emergency reply only for words of danger. Through the offline tutor, as a student meets it.
 */
import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { explainSentences } from '../../backend/src/tutor/offline/explain';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import type { ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply } from '../../backend/src/tutor/types';
import { course, openProblem, replyOf, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);
const text = (reply: TutorReply | undefined) => (reply ? contentText(reply.bot) : '');

/** Several messages in one thread, the state carried from reply to reply. */
async function conversation(
  messages: readonly string[],
  input: Omit<ContextInput, 'text'> = {},
): Promise<{ replies: TutorReply[]; states: (ThreadState | null)[] }> {
  let state: ThreadState | null = input.state ?? null;
  const replies: TutorReply[] = [];
  const states: (ThreadState | null)[] = [];
  for (const message of messages) {
    const reply = await replyOf(tutor, { ...input, text: message, state });
    if (reply.state !== undefined) state = reply.state;
    replies.push(reply);
    states.push(state);
  }
  return { replies, states };
}

describe('given a concept question that holds a formula', () => {
  it('should answer it from the lessons, as the intent layer reads it, not with the solver', async () => {
    // Act
    const reply = await replyOf(tutor, { text: 'למה הנגזרת של x^2 היא 2x?', course: await course() });

    // Assert
    expect(StructuredReply.parse(reply.bot)).toMatchObject({ type: 'teaching' });
    expect(reply.state).toMatchObject({ mode: 'explained', explained: { kind: 'passage' } });
  });
});

describe('given arithmetic in words, solved as the question the intent layer read', () => {
  it('should explain its last step again after "לא הבנתי"', async () => {
    // Act
    const { replies, states } = await conversation(['כמה זה שתיים ועוד שלוש כפול ארבע', 'לא הבנתי'], {
      course: await course(),
    });

    // Assert
    expect(states[0]).toMatchObject({ mode: 'explained', explained: { kind: 'walkthrough' } });
    expect(text(replies[1])).toContain(explainSentences('he').step_lead.split('{')[0] ?? '');
    expect(text(replies[1])).not.toContain(intentSentences('he').confused_nothing);
  });
});

describe('given a student who wants to stop', () => {
  it.each([
    ['he', 'עצור את התרגיל'],
    ['he', 'די'],
    ['he', 'מספיק להיום'],
    ['en', 'stop this exercise'],
    ['en', "I'm done"],
  ] as const)(
    'should end the open problem on "%s" and offer what next, never a new problem (%s)',
    async (language, message) => {
      // Act
      const reply = await replyOf(tutor, {
        text: message,
        course: await course(),
        state: openProblem(await course()),
      });

      // Assert
      expect(typeof reply.bot === 'string' || reply.bot.type !== 'open_practice').toBe(true);
      expect(text(reply)).toContain(texts[language].practice.stopped);
      expect(text(reply)).toContain(intentSentences(language).stop_practice_next);
      expect(reply.state).toMatchObject({ mode: 'practice', problem_id: 'alg-2', done: true });
    },
  );

  it('should end a homework walk-through on "די", with what can come next', async () => {
    // Act
    const { replies, states } = await conversation(
      ['תפתור לי את כל השאלות למחר: 1) 2x+3=11 2) x^2=9', 'די'],
      {
        course: await course(),
      },
    );

    // Assert
    expect(text(replies[1])).toContain(intentSentences('he').stop_homework);
    expect(states[1]).toBeNull();
  });

  it.each([
    ['he', 'די'],
    ['en', "I'm done"],
  ] as const)('should say it stops and what next when nothing is open (%s)', async (language, message) => {
    // Act
    const reply = await replyOf(tutor, { text: message, course: await course() });

    // Assert
    expect(text(reply)).toBe(intentSentences(language).stop_nothing);
  });
});

describe('given feelings without danger, in every kind of thread', () => {
  it.each(['main', 'lesson', 'introduction', 'timeout'] as const)(
    'should answer "I\'m stressed and not sleeping" kindly, without the emergency numbers (%s)',
    async (kind) => {
      // Act
      const reply = await replyOf(tutor, {
        text: "I'm stressed and not sleeping",
        course: await course(),
        kind,
      });

      // Assert
      expect(text(reply)).not.toBe(texts.en.timeout.crisis.reply);
      expect(text(reply)).not.toMatch(/1201|\b101\b/);
      if (kind === 'main' || kind === 'lesson')
        expect(text(reply)).toContain('It is completely fine to feel this way');
      if (kind === 'timeout') expect(text(reply)).toContain('under a lot of stress');
    },
  );

  it.each(['main', 'lesson', 'introduction', 'timeout', 'test'] as const)(
    'should answer words of danger with where to find help now, ERAN 1201 and 101 (%s)',
    async (kind) => {
      // Act
      const english = await replyOf(tutor, {
        text: 'I feel hopeless and want to end it all',
        course: await course(),
        kind,
      });
      const hebrew = await replyOf(tutor, { text: 'אין לי כוח לחיות יותר', course: await course(), kind });

      // Assert
      expect(text(english)).toBe(texts.en.timeout.crisis.reply);
      expect(text(hebrew)).toBe(texts.he.timeout.crisis.reply);
      for (const said of [text(english), text(hebrew)]) {
        expect(said).toContain('1201');
        expect(said).toContain('101');
      }
    },
  );

  it('should not read a figure of speech as danger in Time-Out ("משעמם למות")', async () => {
    // Act
    const reply = await replyOf(tutor, { text: 'משעמם למות היום', kind: 'timeout' });

    // Assert
    expect(text(reply)).not.toContain('1201');
  });
});
