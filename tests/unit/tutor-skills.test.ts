import { describe, expect, it } from 'vitest';
import { StructuredReply, type ProgressRecord } from '../../backend/contract';
import type { Evidence } from '../../backend/domain/mastery';
import { contentText } from '../../backend/src/tutor';
import { evidenceFromProgress } from '../../backend/src/tutor/evidence';
import { exerciseForLesson } from '../../backend/src/tutor/modes/lesson';
import { offlineTutor } from '../../backend/src/tutor/offline';
import type { ThreadState } from '../../backend/src/tutor/state';
import type { TutorReply } from '../../backend/src/tutor/types';
import { course, replyOf, texts, type ContextInput } from './helpers/tutor';

const tutor = offlineTutor(texts);

const turn = (input: ContextInput): Promise<TutorReply> => replyOf(tutor, input);

/** Several messages in one thread, the state carried from reply to reply. */
async function conversation(
  messages: readonly string[],
  input: Omit<ContextInput, 'text' | 'state'> = {},
): Promise<TutorReply[]> {
  let state: ThreadState | null = null;
  const replies: TutorReply[] = [];
  for (const text of messages) {
    const reply = await turn({ ...input, text, state });
    if (reply.state !== undefined) state = reply.state;
    replies.push(reply);
  }
  return replies;
}

/** One practice answer as evidence. */
const practised = (
  topic: string,
  itemId: string,
  correct: boolean,
  at: string,
  hintsUsed: number,
): Evidence => ({
  topic,
  itemId,
  correct,
  hintsUsed,
  source: 'practice',
  at,
});

const text = (reply: TutorReply | undefined) => (reply ? contentText(reply.bot) : '');

describe('given a computation in free chat', () => {
  it.each([
    ['פתרי את המשוואה 2x+3=11', '4'],
    ['מה הנגזרת של x^3', '3'],
    ['חשבו סטיית תקן של 2, 4, 4, 4, 5, 5, 7, 9', '2'],
    ['P(X=3) כש-X~B(10, 0.3)', '0.2668'],
  ])('should answer "%s" with a verified walkthrough', async (message, inAnswer) => {
    // Act
    const reply = await turn({ text: message, course: await course() });

    // Assert
    const bot = StructuredReply.parse(reply.bot);
    expect(bot.type).toBe('problem_walkthrough');
    if (bot.type !== 'problem_walkthrough') return;
    expect(bot.steps.length).toBeGreaterThan(0);
    expect(bot.answer).toContain(inAnswer);
  });

  it.each(['פתרי את המשוואה 2x+', 'solve the equation x^x^x^x^x^x = 2', 'חשבו 1e308^1e308'])(
    'should say it could not read "%s"',
    async (message) => {
      // Act
      const reply = await turn({ text: message, course: await course() });

      // Assert
      expect(text(reply)).toMatch(/לא הצלחתי לקרוא|could not read/i);
    },
  );
});

describe('given a concept question', () => {
  it('should quote the lesson that explains it and ask a check question', async () => {
    // Act
    const reply = await turn({ text: 'מה זה רווח סמך?', course: await course('statistics-2') });

    // Assert
    const bot = StructuredReply.parse(reply.bot);
    expect(bot.type).toBe('teaching');
    if (bot.type !== 'teaching') return;
    expect(bot.title).toMatch(/^משיעור \d+: /);
    expect(bot.check_question).toMatch(/שאלה לבדיקה/);
  });

  it('should say honestly when nothing in the course explains it', async () => {
    // Act
    const reply = await turn({ text: 'מה זה פוטוסינתזה בעלים ירוקים?', course: await course() });

    // Assert: not a lesson passage, and no guess
    expect(text(reply)).toContain('ולא ארצה לנחש');
  });
});

describe('given practice with the hint ladder', () => {
  it('should offer a problem of the first unassessed topic, then hints, then the solution, and record it', async () => {
    // Act
    const replies = await conversation(['תני לי תרגיל', 'א', 'ב', 'ד', 'א'], { course: await course() });

    // Assert
    const [offer, first, second, third, fourth] = replies;
    expect(StructuredReply.parse(offer?.bot)).toMatchObject({ type: 'open_practice' });
    expect(text(offer)).toContain('x^2-5x+6=0');
    expect(text(first)).toMatch(/^לא נכון\. רמז 1 מתוך 3/);
    expect(text(first)).not.toContain('התשובה:');
    expect(text(second)).toMatch(/^לא נכון\. רמז 2 מתוך 3/);
    expect(text(third)).toMatch(/^לא נכון\. רמז 3 מתוך 3/);
    expect(text(third)).not.toContain('התשובה:');
    expect(text(fourth)).toMatch(/^לא נכון\. בואו נפתור/);
    expect(text(fourth)).toContain('התשובה:');
    expect(first?.evidence).toBeUndefined();
    expect(fourth?.evidence).toEqual([
      { topic: 'algebra', itemId: 'alg-1', correct: false, hintsUsed: 3, source: 'practice', choices: 4 },
    ]);
    // the thread remembers the finished problem, for "another one" and "I did not get it"
    expect(fourth?.state).toMatchObject({ mode: 'practice', problem_id: 'alg-1', done: true });
  });

  it('should praise a right answer after a hint and count the hint', async () => {
    // Act
    const replies = await conversation(['תני לי תרגיל', 'רמז', 'ג'], { course: await course() });

    // Assert
    expect(text(replies[1])).toMatch(/^רמז 1 מתוך 3/);
    expect(text(replies[2])).toMatch(/^נכון!/);
    expect(replies[2]?.evidence?.[0]).toMatchObject({ itemId: 'alg-1', correct: true, hintsUsed: 1 });
  });

  it('should practise the weakest assessed topic, skipping problems already solved', async () => {
    // Arrange
    const evidence: Evidence[] = [
      practised('algebra', 'alg-1', true, '2026-11-01', 0),
      practised('functions', 'fn-1', false, '2026-11-02', 2),
      practised('functions', 'fn-2', false, '2026-11-03', 0),
    ];

    // Act
    const reply = await turn({ text: 'תני לי תרגיל', course: await course(), evidence });

    // Assert
    expect(reply.state).toMatchObject({ mode: 'practice', topic: 'functions', problem_id: 'fn-1' });
    expect(text(reply)).toContain('פונקציות');
  });

  it('should read an answer it cannot parse without counting it as an attempt', async () => {
    // Act
    const replies = await conversation(['תני לי תרגיל', 'ז'], { course: await course() });

    // Assert
    expect(text(replies[1])).toMatch(/לא הצלחתי לקרוא את התשובה/);
    expect(replies[1]?.state).toMatchObject({ wrong_attempts: 0, hints_shown: 0 });
  });
});

describe('given a student asking how they are doing', () => {
  it('should say no topic is assessed when there is no evidence', async () => {
    // Act
    const reply = await turn({ text: 'מה המצב שלי?', course: await course() });

    // Assert
    expect(text(reply)).toContain('אף נושא עוד לא נבדק');
  });

  it('should give mastery only for topics with evidence', async () => {
    // Arrange
    const evidence: Evidence[] = [practised('algebra', 'alg-1', true, '2026-11-01', 0)];

    // Act
    const reply = await turn({ text: 'מה המצב שלי?', course: await course(), evidence });

    // Assert
    const lines = text(reply).split('\n');
    expect(lines.find((line) => line.includes('אלגברה'))).toMatch(/\d+%/);
    expect(lines.find((line) => line.includes('הסתברות'))).toContain('עוד לא נבדק');
  });
});

describe('given an AI-guided test answer with a check', () => {
  const state: ThreadState = {
    mode: 'test',
    test_id: 'guided-quadratic',
    started_at: '2026-11-23T09:50:00.000Z',
    finished_at: null,
    index: 1,
    hints: 0,
    attempts: 0,
    phase: 'answer',
    pending_answer: null,
    answers: [],
  };

  it.each([
    ['הקודקוד הוא $(3,16)$ והוא מקסימום, כי $f(3)=16$', true],
    ['$f(3)=16.0$', true],
    ['הערך המקסימלי הוא $8$', false],
  ])(
    'should judge "%s" with the shared checker and record a right one as evidence',
    async (answer, right) => {
      // Act
      const reply = await turn({
        text: answer,
        course: await course(),
        kind: 'test',
        testId: 'guided-quadratic',
        state,
      });

      // Assert
      if (right) {
        expect(reply.evidence).toEqual([
          { topic: 'functions', itemId: 'q2', correct: true, hintsUsed: 0, source: 'guided-test' },
        ]);
      } else {
        expect(reply.evidence).toBeUndefined();
        expect(reply.state).toMatchObject({ index: 1, attempts: 1, hints: 1 });
      }
    },
  );
});

describe('given saved progress records', () => {
  const record = (overrides: Partial<ProgressRecord>): ProgressRecord => ({
    id: 1,
    course_id: 'high-school-math',
    activity_type: 'practice',
    activity_id: 'algebra-alg-2',
    score: 100,
    time_spent: 10,
    answers: [],
    completed: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });

  it('should judge each saved answer again with the checker, not trust its isCorrect', async () => {
    // Arrange
    const records = [
      record({ answers: [{ userAnswer: '9', correctAnswer: 9, isCorrect: false }] }),
      record({ id: 2, answers: [{ userAnswer: '8', correctAnswer: 9, isCorrect: true }] }),
    ];

    // Act
    const evidence = evidenceFromProgress(await course(), records);

    // Assert
    expect(evidence.map((item) => [item.topic, item.itemId, item.correct])).toEqual([
      ['algebra', 'alg-2', true],
      ['algebra', 'alg-2', false],
    ]);
  });

  it('should read timed-test answers by question and ignore items the course does not know', async () => {
    // Arrange
    const math = await course();
    const entry = math.timedTests[0];
    if (!entry) throw new Error('no timed test');
    const question = entry.test.questions[0];
    if (!question) throw new Error('no question');
    const records = [
      record({
        activity_type: 'test',
        activity_id: `${entry.category}-${entry.test.id}`,
        answers: [
          { questionId: question.id, selectedAnswer: question.correctAnswer, isCorrect: false },
          { questionId: 'no-such-question', selectedAnswer: 0, isCorrect: true },
        ],
      }),
      record({ activity_id: 'functions-q1', answers: [{ userAnswer: '1', isCorrect: true }] }),
    ];

    // Act
    const evidence = evidenceFromProgress(math, records);

    // Assert
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({ itemId: question.id, correct: true, source: 'test', choices: 4 });
  });
});

describe('given exercises that name their lesson', () => {
  it('should give a lesson the exercise that names it, whatever its topic says', async () => {
    // Arrange
    const math = await course();
    const [first, ...rest] = math.exercises;
    if (!first) throw new Error('no exercise');
    const renamed = { ...first, topic: 'נושא בלי מילים משותפות', lesson: 'lesson-1' };
    const content = { ...math, exercises: [renamed, ...rest] };
    const lesson = math.lessons.find((item) => item.id === 'lesson-1');
    if (!lesson) throw new Error('no lesson-1');

    // Act
    const exercise = exerciseForLesson(content, lesson);

    // Assert
    expect(exercise?.exercise_id).toBe(first.exercise_id);
  });
});
