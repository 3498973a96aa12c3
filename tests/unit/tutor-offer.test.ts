/**
 * "Want another one?" from the thread state, not the reply's text (tutor/state.ts `offer`,
 * offline/skills/offer.ts): "כן" takes up the offer of the turn before it, in any language; "לא" closes it;
 * a "כן" several messages later is no yes to it. And a homework walk-through in free chat keeps what was
 * practised, so a later request for a problem never repeats one.
 */
import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { readMessage } from '../../backend/src/tutor/intent';
import { offlineTutor } from '../../backend/src/tutor/offline';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import type { PracticeState, ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply, TutorTurn } from '../../backend/src/tutor/types';
import { course, openProblem, replyOf, texts } from './helpers/tutor';

const tutor = offlineTutor(texts);
const text = (reply: TutorReply) => contentText(reply.bot);
const practiceOf = (state: ThreadState | null | undefined): PracticeState | undefined =>
  state?.mode === 'practice' ? state : undefined;

/** A free-chat thread as the server keeps it: each reply's state carried to the next message. */
async function thread(messages: readonly string[], start: ThreadState | null) {
  const content = await course();
  let state = start;
  const history: TutorTurn[] = [];
  const replies: TutorReply[] = [];
  const states: (ThreadState | null)[] = [];
  for (const message of messages) {
    const reply = await replyOf(tutor, { text: message, course: content, state, history: [...history] });
    if (reply.state !== undefined) state = reply.state;
    history.push({ role: 'user', text: message }, { role: 'assistant', text: text(reply) });
    replies.push(reply);
    states.push(state);
  }
  return { replies, states };
}

/** alg-2 answered right in free chat: "סיימנו את התרגיל הזה. רוצים עוד אחד?" */
async function solvedProblem() {
  const open = openProblem(await course());
  return { open, messages: ['x=9'] };
}

describe('given "want another one?" after a practice problem in free chat', () => {
  it.each([
    ['כן', 'he'],
    ['עוד', 'he'],
    ['yes please', 'en'],
  ] as const)('should answer "%s" with a different problem of the same topic', async (yes, language) => {
    // Arrange
    const { open, messages } = await solvedProblem();

    // Act
    const { replies, states } = await thread([...messages, yes], open);

    // Assert
    expect(states[0]).toMatchObject({ offer: { kind: 'another-problem', topic: open.topic } });
    const next = practiceOf(states[1]);
    expect(StructuredReply.parse(replies[1]?.bot)).toMatchObject({ type: 'open_practice' });
    expect(next?.topic).toBe(open.topic);
    expect(next?.problem_id).not.toBe(open.problem_id);
    expect(next?.done).toBeUndefined();
    // a reply in another language than the offer's is answered in its own
    expect(text(replies[1] as TutorReply)).toContain(
      intentSentences(language).practice_another.split('{')[0] ?? '',
    );
  });

  it.each(['לא', 'לא תודה', 'no thanks'])(
    'should close politely on "%s", and not take a later "כן" as a yes',
    async (no) => {
      // Arrange
      const { open, messages } = await solvedProblem();

      // Act
      const { replies, states } = await thread([...messages, no, 'כן'], open);

      // Assert
      const language = /[a-z]/.test(no) ? 'en' : 'he';
      expect(text(replies[1] as TutorReply)).toBe(intentSentences(language).offer_declined);
      expect(states[1]).not.toHaveProperty('offer');
      expect(StructuredReply.safeParse(replies[2]?.bot).data?.type).not.toBe('open_practice');
      expect(text(replies[2] as TutorReply)).toBe(intentSentences('he').continue_nothing);
    },
  );

  it('should not take up a stale offer: "כן" after another message in between', async () => {
    // Arrange
    const { open, messages } = await solvedProblem();

    // Act: the offer, then a thanks, then "כן"
    const { replies, states } = await thread([...messages, 'תודה רבה', 'כן'], open);

    // Assert
    expect(states[1]).not.toHaveProperty('offer');
    expect(StructuredReply.safeParse(replies[2]?.bot).data?.type).not.toBe('open_practice');
    expect(practiceOf(states[2])?.problem_id).toBe(open.problem_id);
  });

  it('should still give another problem when one is asked for in words, offer or not', async () => {
    // Arrange
    const { open, messages } = await solvedProblem();

    // Act
    const { states } = await thread([...messages, 'תודה רבה', 'תני לי עוד תרגיל'], open);

    // Assert
    expect(practiceOf(states[2])?.problem_id).not.toBe(open.problem_id);
    expect(practiceOf(states[2])?.topic).toBe(open.topic);
  });
});

describe('given a wrong answer offered for checking in free chat', () => {
  it('should keep the offer of the full solution and show it on "כן"', async () => {
    // Act
    const { replies, states } = await thread(['פתרתי 2x+3=11 ויצא לי x=5, נכון?', 'כן'], null);

    // Assert
    expect(states[0]).toMatchObject({ mode: 'chat', offer: { kind: 'solution' } });
    expect(StructuredReply.parse(replies[1]?.bot)).toMatchObject({ type: 'problem_walkthrough' });
    expect(states[1]).toMatchObject({ mode: 'explained' });
    expect(states[1]).not.toHaveProperty('offer');
  });
});

describe('given a homework walk-through in free chat after a practice problem', () => {
  it.each([
    ['stopped', 'תפתור לי את כל שיעורי הבית עד מחר: 1) 2x+3=7 2) x^2=9', 'די'],
    [
      'with no walkthrough to show',
      'תפתור לי את כל שיעורי הבית עד מחר: הוכח שסכום הזוויות במשולש הוא 180',
      'צעד הבא',
    ],
  ])(
    'should keep what was practised when it ends %s, so no problem is given again',
    async (_how, paste, end) => {
      // Arrange: the first problem "תני לי תרגיל" gives on a new thread, and that problem over
      const { states: given } = await thread(['תני לי תרגיל'], null);
      const first = practiceOf(given[0]);
      if (!first) throw new Error('no problem given');

      // Act
      const { states } = await thread([paste, end, 'תני לי תרגיל'], { ...first, done: true });

      // Assert
      expect(states[0]).toMatchObject({ mode: 'homework', practised: { given: [first.problem_id] } });
      expect(states[1]).toMatchObject({ practised: { given: [first.problem_id] } });
      expect(practiceOf(states[2])?.problem_id).not.toBe(first.problem_id);
    },
  );
});

describe('given short answers to an offer', () => {
  it.each([
    ['לא', true],
    ['לא תודה', true],
    ['ממש לא', true],
    ['no thanks', true],
    ['not now', true],
    ['nope', true],
    ['כן', false],
    ['לא הבנתי', false],
    ['לא יודע', false],
    ['no, x=3', false],
    ['i dont know', false],
  ])('should read "%s" as declining: %s', (message, declines) => {
    // Act
    const reading = readMessage(message);

    // Assert
    expect(reading.declines).toBe(declines);
  });
});
