import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import type { ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply } from '../../backend/src/tutor/types';
import { course, replyOf, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);
const he = intentSentences('he');
const en = intentSentences('en');

const turn = (input: ContextInput): Promise<TutorReply> => replyOf(tutor, input);

/** Several messages in one thread, the state carried from reply to reply. */
async function conversation(
  messages: readonly string[],
  input: Omit<ContextInput, 'text' | 'state'> = {},
): Promise<{ replies: TutorReply[]; states: (ThreadState | null)[] }> {
  let state: ThreadState | null = null;
  const replies: TutorReply[] = [];
  const states: (ThreadState | null)[] = [];
  for (const text of messages) {
    const reply = await turn({ ...input, text, state });
    if (reply.state !== undefined) state = reply.state;
    replies.push(reply);
    states.push(state);
  }
  return { replies, states };
}

const text = (reply: TutorReply | undefined) => (reply ? contentText(reply.bot) : '');
const problemOf = (state: ThreadState | null | undefined) =>
  state?.mode === 'practice' ? state.problem_id : undefined;
const topicOf = (state: ThreadState | null | undefined) =>
  state?.mode === 'practice' ? state.topic : undefined;

describe('given practice in free chat', () => {
  it('should give a different problem each time one is asked for, while others remain', async () => {
    // Act
    const { states } = await conversation(['תני לי תרגיל', 'תני לי תרגיל', 'עוד תרגיל'], {
      course: await course(),
    });

    // Assert
    const problems = states.map(problemOf);
    expect(new Set(problems).size).toBe(3);
    expect(new Set(states.map(topicOf)).size).toBe(1);
  });

  it('should answer "כן" after a finished problem with a different problem of the same topic', async () => {
    // Act: four wrong answers (one per hint of the three, then the solution) end the first problem with its
    // solution ("want another?"), then "כן"
    const { replies, states } = await conversation(['תני לי תרגיל', 'א', 'ב', 'ד', 'א', 'כן'], {
      course: await course(),
    });

    // Assert
    expect(states[4]).toMatchObject({ mode: 'practice', done: true });
    expect(StructuredReply.parse(replies[5]?.bot)).toMatchObject({ type: 'open_practice' });
    expect(problemOf(states[5])).not.toBe(problemOf(states[0]));
    expect(topicOf(states[5])).toBe(topicOf(states[0]));
    expect(text(replies[5])).toContain(he.practice_another.split('{')[0] ?? '');
  });

  it('should answer "לא הבנתי" on an open problem with its first hint, not its answer', async () => {
    // Act
    const { replies } = await conversation(['תני לי תרגיל', 'לא הבנתי'], { course: await course() });

    // Assert
    expect(text(replies[1])).toContain(he.practice_simpler);
    expect(text(replies[1])).toContain('רמז 1 מתוך');
    expect(text(replies[1])).not.toContain('התשובה:');
  });

  it('should answer "לא הבנתי" after the solution with the problem again in small steps', async () => {
    // Act: four wrong answers (one per hint, then the solution) reveal the solution
    const { replies } = await conversation(['תני לי תרגיל', 'א', 'ב', 'ד', 'א', 'לא הבנתי'], {
      course: await course(),
    });

    // Assert
    const last = text(replies.at(-1));
    expect(last).toContain(he.practice_simpler_steps);
    expect(last).toMatch(/^1\. /m);
    expect(last).toContain(he.practice_simpler_end);
  });
});

describe('given homework handed over whole', () => {
  it('should give the first verified step and an offer, then the next step, then the full solution', async () => {
    // Act
    const { replies, states } = await conversation(
      ['תפתור לי את כל השאלות למחר: 1) 2x+3=11 2) x^2=9', 'צעד הבא', 'פתרון מלא'],
      { course: await course() },
    );

    // Assert
    const [first, second, third] = replies;
    expect(text(first)).toContain(he.homework_offer);
    expect(text(first)).toMatch(/צעד 1 מתוך/);
    expect(states[0]).toMatchObject({ mode: 'homework', shown: 1, question: '2x+3=11' });
    expect(text(second)).toMatch(/צעד 2 מתוך/);
    expect(StructuredReply.parse(third?.bot)).toMatchObject({ type: 'problem_walkthrough' });
    expect(text(third)).toContain('4');
    // the walkthrough shown is remembered, so "לא הבנתי" explains its last step again
    expect(states[2]).toMatchObject({ mode: 'explained', explained: { kind: 'walkthrough' } });
  });

  it.each([
    ['just the final answers please', en.homework_guide.split('{')[0] ?? ''],
    ['רק תשובות סופיות בלי הסברים', he.homework_guide.split('{')[0] ?? ''],
  ])('should answer "%s" with a guided start, never a refusal', async (message, start) => {
    // Act
    const reply = await turn({ text: message, course: await course() });

    // Assert
    expect(text(reply)).toContain(start);
    expect(texts.he.cannotHelp.some((line) => text(reply).includes(line))).toBe(false);
  });
});

describe('given a pasted exam with a request for one part', () => {
  it('should answer that part only', async () => {
    // Arrange
    const exam = [
      'שאלה 1',
      'נתונה הפונקציה f(x) = x^3 - 3x.',
      'א. מצאו את נקודות הקיצון.',
      '',
      'שאלה 2',
      'פתרו את המשוואות:',
      'א. 2x+3=11',
      'ב. x^2-5x+6=0',
    ].join('\n');

    // Act
    const reply = await turn({ text: `${exam}\n\nרק סעיף ב של שאלה 2 בבקשה`, course: await course() });

    // Assert
    const answer = text(reply);
    expect(StructuredReply.parse(reply.bot)).toMatchObject({ type: 'problem_walkthrough' });
    expect(answer).toMatch(/x\s*=\s*2/);
    expect(answer).toMatch(/x\s*=\s*3/);
    expect(answer).not.toContain('2x+3=11');
    expect(answer).not.toContain('x^3 - 3x');
  });
});

describe('given a message about something else, or a feeling', () => {
  it.each([
    ['write me a poem about Hamlet', en.off_topic.split('{')[0] ?? ''],
    ['מי ינצח במשחק של מכבי היום?', he.off_topic.split('{')[0] ?? ''],
    ['zxcvbnm qwrtsdf', en.unclear.split('"')[0] ?? ''],
  ])('should answer "%s" honestly and kindly', async (message, start) => {
    // Act
    const reply = await turn({ text: message, course: await course() });

    // Assert
    expect(text(reply)).toContain(start);
  });

  it('should answer stress with a kind reply and a small step', async () => {
    // Act
    const reply = await turn({ text: 'אני ממש לחוצה מהבגרות', course: await course() });

    // Assert
    expect(text(reply)).toContain('זה בסדר גמור להרגיש ככה');
  });

  it('should answer words of danger to oneself with where to find help, in any thread', async () => {
    // Act
    const reply = await turn({ text: 'אני רוצה לפגוע בעצמי', course: await course() });

    // Assert
    expect(text(reply)).toBe(texts.he.timeout.crisis.reply);
  });

  it('should answer "כן" with nothing open by asking what to go on with', async () => {
    // Act
    const reply = await turn({ text: 'כן', course: await course() });

    // Assert
    expect(text(reply)).toBe(he.continue_nothing);
  });
});
