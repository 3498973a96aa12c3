import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { makeTurn } from '../../backend/src/tutor/modes/turn';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { solver } from '../../backend/src/tutor/offline/skills/solver';
import { courseMap } from '../../backend/src/tutor/outline';
import { say } from '../../backend/src/tutor/solver';
import type { LessonState, ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply, TutorTurn } from '../../backend/src/tutor/types';
import { context, course, openProblem, replyOf, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);
const text = (reply: TutorReply | undefined) => (reply ? contentText(reply.bot) : '');
const lesson: LessonState = { mode: 'lesson', lesson_id: 'lesson-1', finished: false };
const problemOf = (state: ThreadState | null | undefined) =>
  state?.mode === 'practice' ? state.problem_id : undefined;

/** A thread as the server keeps it: the state carried from reply to reply, and the messages as history. */
async function thread(
  messages: readonly string[],
  input: Omit<ContextInput, 'text' | 'state' | 'history'> & { state?: ThreadState | null },
): Promise<{ replies: TutorReply[]; states: (ThreadState | null)[] }> {
  let state = input.state ?? null;
  const history: TutorTurn[] = [];
  const replies: TutorReply[] = [];
  const states: (ThreadState | null)[] = [];
  for (const message of messages) {
    const reply = await replyOf(tutor, { ...input, text: message, state, history: [...history] });
    if (reply.state !== undefined) state = reply.state;
    history.push({ role: 'user', text: message }, { role: 'assistant', text: text(reply) });
    replies.push(reply);
    states.push(state);
  }
  return { replies, states };
}

describe('given an answer to an open practice problem', () => {
  it.each([
    ['he', 'x=-9'],
    ['en', 'I got -9'],
  ] as const)(
    'should say "not correct" first (%s), then why and a hint, never the answer',
    async (language, answer) => {
      // Arrange
      const content = await course();

      // Act
      const reply = await replyOf(tutor, { text: answer, course: content, state: openProblem(content) });

      // Assert
      const said = text(reply);
      expect(said.startsWith(say(language, 'verdict', 'incorrect'))).toBe(true);
      expect(said).toContain(say(language, 'answer', 'sign'));
      expect(said).toContain(
        say(language, 'practice', 'hint', { number: 1, total: 9, hint: '' }).split('9')[0],
      );
      expect(said).not.toContain(say(language, 'practice', 'answer_is', { answer: '9' }));
    },
  );

  it('should say "not correct" first on a wrong value with no safe diagnosis', async () => {
    // Arrange
    const content = await course();

    // Act
    const reply = await replyOf(tutor, { text: '4', course: content, state: openProblem(content) });

    // Assert
    expect(text(reply).startsWith(say('he', 'verdict', 'incorrect'))).toBe(true);
    expect(text(reply)).not.toContain('9');
  });

  it('should say "correct" first on the right value', async () => {
    // Arrange
    const content = await course();

    // Act
    const reply = await replyOf(tutor, { text: 'x=9', course: content, state: openProblem(content) });

    // Assert
    expect(text(reply).startsWith(say('he', 'practice', 'correct'))).toBe(true);
    expect(reply.state).toMatchObject({ mode: 'practice', done: true });
  });

  it('should ask to rewrite an answer it cannot read, without a verdict', async () => {
    // Arrange
    const content = await course();

    // Act
    const reply = await replyOf(tutor, { text: 'x=((9', course: content, state: openProblem(content) });

    // Assert
    expect(text(reply).startsWith(say('he', 'practice', 'reread', { reason: '' }).trim())).toBe(true);
    expect(text(reply)).not.toContain(say('he', 'verdict', 'incorrect'));
  });
});

describe('given a practice problem finished inside a lesson thread', () => {
  it('should answer "כן" with a different problem of the same topic, and keep the lesson to go back to', async () => {
    // Act: four wrong answers (one per hint of the three, then the solution) end the first problem with its
    // solution ("want another?"), then "כן"
    const { replies, states } = await thread(['תני לי תרגיל', 'א', 'ב', 'ד', 'א', 'כן'], {
      course: await course(),
      state: lesson,
    });

    // Assert
    const [first, , , , finished, next] = states;
    expect(finished).toMatchObject({ ...lesson, practised: { given: [problemOf(first)] } });
    expect(StructuredReply.parse(replies[5]?.bot)).toMatchObject({ type: 'open_practice' });
    expect(next).toMatchObject({ mode: 'practice', resume: lesson });
    expect(next?.mode === 'practice' && next.problem_id).not.toBe(
      first?.mode === 'practice' && first.problem_id,
    );
    expect(next?.mode === 'practice' && next.topic).toBe(first?.mode === 'practice' && first.topic);
  });

  it('should never give a problem of the thread again, even one no longer in the history it reads', async () => {
    // Arrange: two problems of one topic given long ago in this lesson thread: their messages have left the
    // history a turn reads, and the lesson state carries them
    const content = await course();
    const { outline } = courseMap(content);
    const topicOf = (id: string) => outline.practice.find((item) => item.id === id)?.topic;
    const topic = topicOf(content.problems[0]?.problem.id ?? '');
    const [one, two] = content.problems.filter(
      (entry) => entry.problem.type === 'multiple-choice' && topicOf(entry.problem.id) === topic,
    );
    if (!one || !two || !topic) throw new Error('no two problems of one topic');
    const state: LessonState = {
      ...lesson,
      practised: { given: [one.problem.id, two.problem.id], topic, problem_id: two.problem.id },
    };

    // Act
    const reply = await replyOf(tutor, { text: 'תני לי עוד תרגיל', course: content, state, history: [] });

    // Assert
    expect(StructuredReply.parse(reply.bot)).toMatchObject({ type: 'open_practice' });
    expect(reply.state).toMatchObject({ mode: 'practice', resume: lesson, topic });
    const given = reply.state?.mode === 'practice' ? reply.state.problem_id : undefined;
    expect([one.problem.id, two.problem.id]).not.toContain(given);
  });
});

describe('given a computation the intent layer rewrote', () => {
  it.each([
    ['כמה זה שבע כפול שמונה', '56'],
    ['how much is three plus four', '7'],
  ])('should have the solver skill solve the question it read (%s)', async (message, result) => {
    // Arrange
    const turn = makeTurn(context({ text: message, course: await course() }), texts);

    // Act
    const reply = await solver.answer(turn);

    // Assert
    expect(reply).toBeDefined();
    expect(contentText(reply?.bot ?? '')).toContain(result);
  });
});

describe('given small talk with typos', () => {
  it.each([
    ['helo', 'greeting'],
    ['hii there', 'greeting'],
    ['heyyy', 'greeting'],
    ['תודהה', 'thanks'],
    ['thnaks', 'thanks'],
  ] as const)('should answer "%s" as %s', async (message, kind) => {
    // Arrange
    const content = await course();
    const language = /[a-z]/.test(message) ? 'en' : 'he';
    const t = texts[language];

    // Act
    const reply = await replyOf(tutor, { text: message, course: content });

    // Assert
    const expected =
      kind === 'greeting' ? [t.greeting.first.split('{')[0] ?? '', ...t.greeting.again] : t.thanks.replies;
    expect(expected.some((sentence) => text(reply).startsWith(sentence))).toBe(true);
  });

  it('should not answer a computation that opens with a greeting as small talk', async () => {
    // Act
    const reply = await replyOf(tutor, { text: 'היי תפתרי 2x+3=11', course: await course() });

    // Assert
    expect(text(reply)).toContain('4');
  });
});
