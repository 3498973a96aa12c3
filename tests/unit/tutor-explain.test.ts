import { describe, expect, it } from 'vitest';
import { contentText } from '../../backend/src/tutor';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { explainSentences, namedStep } from '../../backend/src/tutor/offline/explain';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import type { ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply } from '../../backend/src/tutor/types';
import { course, replyOf, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);

/** Several messages in one thread, the state carried from reply to reply. */
async function conversation(
  messages: readonly string[],
  input: Omit<ContextInput, 'text' | 'state'> = {},
): Promise<{ replies: TutorReply[]; states: (ThreadState | null)[] }> {
  let state: ThreadState | null = null;
  const replies: TutorReply[] = [];
  const states: (ThreadState | null)[] = [];
  for (const text of messages) {
    const reply = await replyOf(tutor, { ...input, text, state });
    if (reply.state !== undefined) state = reply.state;
    replies.push(reply);
    states.push(state);
  }
  return { replies, states };
}

const text = (reply: TutorReply | undefined) => (reply ? contentText(reply.bot) : '');

describe('given a solver walkthrough in free chat', () => {
  it('should remember it in the thread state, bounded', async () => {
    // Act
    const { states } = await conversation(['פתרי 2x+3=11'], { course: await course() });

    // Assert
    expect(states[0]).toMatchObject({
      mode: 'explained',
      explained: { kind: 'walkthrough', solver: 'linear-equation' },
      again: 0,
    });
    expect(JSON.stringify(states[0]).length).toBeLessThan(16_000);
  });

  it('should explain the last step again more simply after "לא הבנתי", with its rule and no new number', async () => {
    // Act
    const { replies } = await conversation(['פתרי 2x+3=11', 'לא הבנתי'], { course: await course() });

    // Assert
    const said = text(replies[1]);
    const he = explainSentences('he');
    expect(said).toContain('שלב 3 מתוך 4');
    expect(said).toContain(he.rules['linear-equation']);
    expect(said).toContain('x=4');
    expect(said).not.toContain(intentSentences('he').confused_nothing);
    const numbers = (value: string) => new Set(value.match(/\d+(?:\.\d+)?/g) ?? []);
    // every number after the lead ("step 3 of 4") is one the verified walkthrough stated
    const shown = numbers(JSON.stringify(replies[0]?.bot));
    const body = said.split('\n\n').slice(1).join('\n\n');
    expect([...numbers(body)].filter((number) => !shown.has(number))).toEqual([]);
  });

  it('should go one step further back on a second "לא הבנתי", and to the whole solution before the first', async () => {
    // Act
    const { replies } = await conversation(['פתרי 2x+3=11', 'לא הבנתי', 'לא הבנתי', 'לא הבנתי', 'לא הבנתי'], {
      course: await course(),
    });

    // Assert
    expect(text(replies[2])).toContain('שלב 2 מתוך 4');
    expect(text(replies[3])).toContain('שלב 1 מתוך 4');
    expect(text(replies[4])).toContain(explainSentences('he').start_over);
  });

  it('should explain the step the student names ("לא הבנתי את השלב השני")', async () => {
    // Act
    const { replies } = await conversation(['פתרי 2x+3=11', 'לא הבנתי את השלב השני'], {
      course: await course(),
    });

    // Assert
    const said = text(replies[1]);
    expect(said).toContain('שלב 2 מתוך 4');
    expect(said).toContain('2x=8');
  });

  it('should do the same in English ("I don\'t get step 3")', async () => {
    // Act
    const { replies } = await conversation(['solve x^2-5x+6=0', "I don't get step 3"], {
      course: await course(),
    });

    // Assert
    const said = text(replies[1]);
    expect(said).toContain('step 3 of 7');
    expect(said).toContain('discriminant');
    expect(said).toContain(explainSentences('en').rules['quadratic-equation']);
  });
});

describe('given a lesson passage from retrieval', () => {
  it('should answer "I don\'t get it" with the concept\'s plain explanation and a check question', async () => {
    // Act
    const { replies, states } = await conversation(['what is a standard error?', "I don't get it"], {
      course: await course('statistics-2'),
    });

    // Assert
    expect(states[0]).toMatchObject({ mode: 'explained', explained: { kind: 'passage' } });
    const said = text(replies[1]);
    expect(said).not.toContain(intentSentences('en').confused_nothing);
    expect(said).toContain('A quick check');
    // one concept further back in the lesson, in English: no Hebrew
    expect(said).toMatch(/sampling distribution/i);
    expect(said).not.toMatch(/[\u05D0-\u05EA]/);
  });

  it('should answer "לא הבנתי" with the lesson\'s worked example, then the start of the lesson', async () => {
    // Act
    const { replies } = await conversation(['מה זה טעות התקן?', 'לא הבנתי', 'אפשר יותר לאט?'], {
      course: await course('statistics-2'),
    });

    // Assert
    expect(text(replies[1])).toContain('שאלה לבדיקה, נסו לפתור לבד');
    expect(text(replies[2])).toContain('נחזור עוד צעד אחורה');
  });
});

describe('given a practice problem in free chat', () => {
  it('should keep the practice state (no explanation is remembered over it)', async () => {
    // Act
    const { states } = await conversation(['תני לי תרגיל', 'פתרי 2x+3=11'], { course: await course() });

    // Assert
    expect(states[1]?.mode).toBe('practice');
  });
});

describe('given a message that names a step', () => {
  it('should read the step in Hebrew and English, by number, ordinal or "last"', () => {
    expect(namedStep('לא הבנתי את השלב השני')).toBe(1);
    expect(namedStep('לא הבנתי את שלב 3')).toBe(2);
    expect(namedStep("I don't get step 2")).toBe(1);
    expect(namedStep('the last step?')).toBe(-1);
    expect(namedStep('step 0')).toBe(0);
    expect(namedStep('לא הבנתי')).toBeUndefined();
  });
});
