/**
 * The openai provider: any OpenAI-compatible model through the `openai` SDK. The modes' structure
 * comes from the course files exactly as offline (a lesson's slides, a test's questions and score, the
 * introduction's questions); the model writes the free conversation, judges test answers that have no
 * numeric check, and writes summaries and plan texts. Every answer is validated: structured replies
 * against the contract, text for leaks of the system prompt; a plan with a number not in its facts
 * falls back to the offline text.
 */
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { StructuredReply, StudentPlanItem, type Lesson } from '../../../contract';
import { TutorUnavailableError } from '../errors';
import { checkAnswer } from '../modes/answer-check';
import { currentTest, testTurn, type Judge } from '../modes/guided-test';
import { askForTypedAnswer } from '../modes/handwriting';
import { introductionSummary, introductionTurn, openIntroduction } from '../modes/introduction';
import { currentLesson, finishTopic, isLessonStart, isTopicFinish, startLesson } from '../modes/lesson';
import { writePlan } from '../modes/plan-text';
import { openTimeout, timeoutSummary } from '../modes/timeout';
import { makeTurn, type Turn } from '../modes/turn';
import { textDeltas } from '../stream';
import { pick, type TextsByLanguage } from '../texts';
import type { PlanContext, Tutor, TutorEvent, TutorReply } from '../types';
import { explainAgainFor, explainedSolution } from '../offline/explain';
import { route } from '../offline/skill';
import { greeting } from '../offline/skills/conversation';
import { stop } from '../offline/skills/follow-up';
import { homework } from '../offline/skills/homework';
import { takeUpOffer } from '../offline/skills/offer';
import { practice } from '../offline/skills/practice';
import { verifyNumericClaims } from '../solver';
import { settleOffer } from '../state';
import { judgeOffered } from '../verdict';
import { isVerified, verdictInstruction, verdictReply, type Verified } from './verdict';
import { JsonTextStream } from './json-text';
import { LeakGuard } from './leak-guard';
import { verifyModelAnswer, type ModelCheck } from './verify';
import type { ModelClient } from './model-client';
import {
  historyMessages,
  introductionInstruction,
  introductionMessage,
  judgePrompt,
  planInstruction,
  promptCanary,
  ruleLines,
  summaryInstruction,
  systemPrompts,
} from './prompts';

/** The structured replies a model may answer free chat with. */
const chatTypes = new Set([
  'text',
  'teaching',
  'problem_walkthrough',
  'math_explanation',
  'open_practice',
  'explanation',
  'wrapup',
  'feedback',
]);
const ChatReply = z.discriminatedUnion(
  'type',
  StructuredReply.options.filter((option) => chatTypes.has(option.shape.type.value)) as unknown as [
    (typeof StructuredReply.options)[number],
    ...(typeof StructuredReply.options)[number][],
  ],
);
const chatReplySchema = z.toJSONSchema(ChatReply, { io: 'input', unrepresentable: 'any' }) as Record<
  string,
  unknown
>;

const Verdict = z.object({ correct: z.boolean(), feedback: z.string().trim().min(1).max(2000) });
const verdictSchema = z.toJSONSchema(Verdict) as Record<string, unknown>;
const Plan = z.object({ student_plan: z.array(StudentPlanItem).min(1).max(20) });
const planSchema = z.toJSONSchema(Plan) as Record<string, unknown>;

const leakFragments = [promptCanary, ...ruleLines.map((line) => line.slice(0, 24))];

export interface OpenAiTutorOptions {
  /** the most characters of history sent with a turn (newest kept) */
  historyChars: number;
  /** LLM_VISION_MODEL: the model a message with images goes to; without it images are not sent */
  visionModel?: string | undefined;
}

/** The JSON inside an answer, fences and prose around it set aside. */
function parseJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** Two or three paragraphs: extra ones are joined into the third, a single one is split in two. */
function twoToThreeParagraphs(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (paragraphs.length > 3) return [...paragraphs.slice(0, 2), paragraphs.slice(2).join(' ')].join('\n\n');
  if (paragraphs.length === 1) {
    const sentences = (paragraphs[0] ?? '').split(/(?<=[.!?])\s+/);
    const half = Math.ceil(sentences.length / 2);
    if (sentences.length >= 2)
      return [sentences.slice(0, half).join(' '), sentences.slice(half).join(' ')].join('\n\n');
  }
  return paragraphs.join('\n\n');
}

/**
 * The course files' ids a plan must not show: lessons, practice problems, subjects and tests. Only those
 * with a hyphen or a digit, the shape of an id (`lesson-3`, `fn-2`, `guided-quadratic`): a bare one like
 * `functions` is also an English word.
 */
function planIds(ctx: PlanContext): string[] {
  const { course } = ctx;
  return [
    ...course.lessons.map((lesson) => lesson.id),
    ...course.problems.map(({ problem }) => problem.id),
    ...course.practice.map((subject) => subject.subjectId),
    ...course.timedTests.map(({ test }) => test.id),
    ...course.guidedTests.map((test) => test.id),
  ].filter((id) => /[-\d]/.test(id));
}

const hebrew = /[\u05D0-\u05EA]/;
const numbers = (text: string): string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];

export function openaiTutor(texts: TextsByLanguage, model: ModelClient, options: OpenAiTutorOptions): Tutor {
  function userMessage(turn: Turn): ChatCompletionMessageParam {
    const { text } = turn.ctx.message;
    // The model is sent bytes, never a URL it would fetch itself (services/chat-media.ts reads them).
    const images = turn.ctx.message.images.filter((url) => url.startsWith('data:image/'));
    if (images.length === 0) return { role: 'user', content: text };
    const parts: ChatCompletionContentPart[] = [
      ...(text ? [{ type: 'text' as const, text }] : []),
      ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
    ];
    return { role: 'user', content: parts };
  }

  /**
   * Free conversation, slide questions and Time-Out: the model's answer, streamed. With `judged` (the
   * checker's verdict on an answer the student offered) the model only explains: its text is held back,
   * and the reply is the verdict first, then the explanation when it may stand (openai/verdict.ts).
   */
  async function* conversation(
    turn: Turn,
    lesson: Lesson | undefined,
    judged?: Verified,
  ): AsyncGenerator<TutorEvent> {
    const seesImages = turn.ctx.message.images.length > 0;
    if (seesImages && !options.visionModel) {
      // The configured model may not see: the picture stays in the thread and the answer is typed.
      const reply = askForTypedAnswer(turn);
      yield* textDeltas(reply);
      yield { type: 'reply', reply };
      return;
    }
    // Both read the database: asked together, they share the wait.
    const [prompts, introduction] = await Promise.all([
      systemPrompts(turn, lesson, judged ? [verdictInstruction(judged)] : []),
      turn.ctx.student.introduction(),
    ]);
    const context: ChatCompletionMessageParam[] = [
      ...introductionMessage(introduction),
      ...historyMessages(turn.ctx.history, options.historyChars),
      userMessage(turn),
    ];
    const messages = (structured: boolean): ChatCompletionMessageParam[] => [
      { role: 'system', content: structured ? prompts.json : prompts.markdown },
      ...context,
    ];
    const extract = new JsonTextStream();
    const guard = new LeakGuard(leakFragments);
    let raw = '';
    let shown = '';
    try {
      for await (const chunk of model.stream({
        messages,
        signal: turn.ctx.signal,
        schema: { name: 'tutor_reply', schema: chatReplySchema },
        model: seesImages ? options.visionModel : undefined,
      })) {
        raw += chunk;
        const text = guard.push(extract.push(chunk));
        if (text) {
          shown += text;
          if (!judged) yield { type: 'delta', text };
        }
      }
    } catch (error) {
      if (!(error instanceof TutorUnavailableError)) throw error;
      if (judged) {
        // the model failed: the checker's verdict stands on its own
        yield* whole(await verdictReply(judged, undefined, turn.ctx.thread.state));
        return;
      }
      // What was held back and is safe goes out too: the reply ends here, incomplete.
      const held = guard.flush();
      if (held) {
        shown += held;
        yield { type: 'delta', text: held };
      }
      throw new TutorUnavailableError(error.message, error.retryAfterSeconds, shown);
    }
    const rest = guard.flush();
    if (judged) {
      shown += rest;
      const leaked = guard.leaked || guard.holds(raw);
      const model = leaked ? undefined : finalReply(turn, raw, shown, guard);
      yield* whole(await verdictReply(judged, model, turn.ctx.thread.state));
      return;
    }
    if (rest) {
      shown += rest;
      yield { type: 'delta', text: rest };
    }
    const { reply, note } = await verified(turn, finalReply(turn, raw, shown, guard));
    if (note) yield { type: 'delta', text: `\n\n${note}` };
    yield { type: 'reply', reply };
  }

  /** A reply the server composed, streamed as what it shows and then confirmed. */
  async function* whole(reply: TutorReply): AsyncGenerator<TutorEvent> {
    yield* textDeltas(reply);
    yield { type: 'reply', reply };
  }

  /**
   * The model's answer checked: a walkthrough's final numbers against its own problem, then whatever
   * form the answer took (text, markdown, structured) against the solver's result for the student's
   * message (openai/verify.ts). A disagreement is shown to the student with the reply (appended to
   * it), never silently dropped or corrected.
   */
  async function verified(turn: Turn, reply: TutorReply): Promise<{ reply: TutorReply; note?: string }> {
    const bot = reply.bot;
    if (typeof bot !== 'string' && bot.type === 'problem_walkthrough') {
      const check = await verifyNumericClaims(bot, { language: turn.ctx.language });
      if (check.status === 'disagrees') {
        const answer = [bot.answer, check.message].filter(Boolean).join('\n\n');
        return { reply: { ...reply, bot: { ...bot, answer } }, note: check.message };
      }
    }
    const checked = await verifyModelAnswer(turn.reading, reply, turn.ctx.language);
    return { reply: remembered(turn, checked), ...(checked.note ? { note: checked.note } : {}) };
  }

  /**
   * The checked reply with what it explained kept in the thread state, so that "לא הבנתי" explains that
   * step again (offline/explain.ts): the model's own walkthrough when it agreed with the solver, else the
   * solver's verified one; a reply to no computation the solver does records nothing.
   */
  function remembered(turn: Turn, checked: ModelCheck): TutorReply {
    const { reply, solution, note } = checked;
    if (!solution) return checked.reply;
    const bot = reply.bot;
    const shown =
      typeof bot !== 'string' && bot.type === 'problem_walkthrough' && !note
        ? { ...solution, reply: bot }
        : solution;
    const state = explainedSolution(turn, shown);
    return state ? { ...reply, state } : reply;
  }

  function finalReply(turn: Turn, raw: string, shown: string, guard: LeakGuard): TutorReply {
    const refusal = { bot: pick(turn.texts.cannotHelp, turn.seed) };
    if (guard.leaked || guard.holds(raw)) return refusal;
    const json = raw.trimStart().startsWith('{') ? parseJson(raw) : undefined;
    const parsed = json === undefined ? undefined : ChatReply.safeParse(json);
    if (parsed?.success) return { bot: parsed.data.type === 'text' ? parsed.data.text : parsed.data };
    const text = (shown || raw).trim();
    if (!text) throw new TutorUnavailableError('The model answered nothing', 5);
    return { bot: text };
  }

  const judge: Judge = async (question, answer, turn) => {
    const checked = checkAnswer(answer, question.check, question.question);
    const reply = await model.complete({
      messages: [
        { role: 'system', content: judgePrompt(turn, question) },
        { role: 'user', content: answer },
      ],
      schema: { name: 'answer_verdict', schema: verdictSchema },
      signal: turn.ctx.signal,
    });
    const verdict = Verdict.safeParse(parseJson(reply));
    const feedback =
      verdict.success && !new LeakGuard(leakFragments).holds(verdict.data.feedback)
        ? verdict.data.feedback
        : undefined;
    // A numeric check decides whenever there is one; the model judges only what it cannot.
    if (checked !== 'unchecked') return { verdict: checked, ...(feedback ? { feedback } : {}) };
    if (!verdict.success) return { verdict: 'unchecked' };
    return { verdict: verdict.data.correct ? 'correct' : 'incorrect', ...(feedback ? { feedback } : {}) };
  };

  async function modelIntroductionSummary(turn: Turn, answers: readonly string[]): Promise<string> {
    const questions = turn.hebrew.introduction.questions;
    const transcript = answers
      .map((answer, index) => `שאלה: ${questions[index] ?? ''}\nתשובה: ${answer}`)
      .join('\n\n');
    const text = await model.complete({
      messages: [
        { role: 'system', content: introductionInstruction },
        { role: 'user', content: transcript },
      ],
      signal: turn.ctx.signal,
    });
    const summary = text.trim();
    return hebrew.test(summary) && !new LeakGuard(leakFragments).holds(summary)
      ? summary
      : introductionSummary(turn, answers);
  }

  async function structure(turn: Turn): Promise<TutorReply | undefined> {
    const { ctx } = turn;
    // Words of danger to oneself get where to find help now, in every thread and before any model call.
    if (!ctx.opening && turn.reading.crisis) return { bot: turn.texts.timeout.crisis.reply };
    if (ctx.thread.kind === 'introduction') {
      return ctx.opening
        ? openIntroduction(turn)
        : introductionTurn(turn, (answers) => modelIntroductionSummary(turn, answers));
    }
    if (ctx.thread.kind === 'timeout' && ctx.opening) return openTimeout(turn);
    // A new course thread opens with the persona's greeting from the content files, not a model call.
    if (ctx.opening) return greeting.answer(turn);
    if (ctx.thread.kind === 'test') {
      const entry = currentTest(turn);
      if (entry) return testTurn(turn, entry, judge);
    }
    const lesson = currentLesson(turn);
    if (lesson && isLessonStart(turn)) return startLesson(turn, lesson);
    if (lesson && isTopicFinish(turn)) return finishTopic(turn, lesson);
    // "כן" / "לא" to the tutor's last offer (thread state), as offline
    const offered = await takeUpOffer.answer(turn);
    if (offered) return offered;
    // "עצור", "די": as offline, the open practice problem or walk-through ends, and no new question is
    // asked (a lesson has its own ending)
    const { kind, state } = ctx.thread;
    if (turn.reading.intent === 'stop' && kind !== 'test' && state?.mode !== 'lesson') {
      return route(turn, [homework, practice, stop]);
    }
    // "לא הבנתי" after an explanation: its verified steps again, more simply (as offline)
    return explainAgainFor(turn);
  }

  /** The checker's verdict on an answer the message offers, when it was checked against a verified result. */
  async function offeredVerdict(turn: Turn): Promise<Verified | undefined> {
    const { offered, intent } = turn.reading;
    if (intent !== 'check' || !offered || turn.ctx.thread.kind === 'test') return undefined;
    const judged = await judgeOffered(offered, turn.ctx.history, turn.ctx.language);
    return isVerified(judged) ? judged : undefined;
  }

  return {
    provider: 'openai',
    async *respond(ctx): AsyncGenerator<TutorEvent> {
      const turn = makeTurn(ctx, texts);
      const reply = await structure(turn);
      if (reply) {
        yield* whole(settleOffer(ctx.thread.state, reply));
        return;
      }
      const lesson = ctx.thread.state?.mode === 'lesson' ? currentLesson(turn) : undefined;
      for await (const event of conversation(turn, lesson, await offeredVerdict(turn))) {
        // an offer the reply does not renew is over, as offline
        yield event.type === 'reply'
          ? { ...event, reply: settleOffer(ctx.thread.state, event.reply) }
          : event;
      }
    },

    async summarise(ctx) {
      const transcript = ctx.history
        .filter((turn) => turn.role !== 'system')
        .map((turn) => `${turn.role === 'user' ? 'תלמיד' : ctx.persona}: ${turn.text}`)
        .join('\n');
      const text = await model.complete({
        messages: [
          { role: 'system', content: summaryInstruction },
          { role: 'user', content: transcript },
        ],
        signal: ctx.signal,
      });
      const summary = twoToThreeParagraphs(text);
      return hebrew.test(summary) && !new LeakGuard(leakFragments).holds(summary)
        ? summary
        : timeoutSummary(texts.he, ctx.history);
    },

    async plan(ctx) {
      // The mastery model's plan is the truth a reworded one must keep to.
      const fallback = ctx.studentPlan ?? writePlan(texts[ctx.language], ctx.facts);
      const answer = await model.complete({
        messages: [
          { role: 'system', content: planInstruction },
          {
            role: 'user',
            content: `שפה: ${ctx.language === 'he' ? 'עברית' : 'English'}\nעובדות:\n${JSON.stringify(ctx.facts)}`,
          },
        ],
        schema: { name: 'learning_plan', schema: planSchema },
        signal: ctx.signal,
      });
      const plan = Plan.safeParse(parseJson(answer));
      if (!plan.success) return fallback;
      // Every number the plan states must be one the facts hold (or part of a name in them).
      const allowed = new Set([
        ...numbers(JSON.stringify(ctx.facts)),
        ...ctx.facts.topics.map((topic) => String(Math.round((topic.mastery ?? 0) * 100))),
      ]);
      const stated = plan.data.student_plan.flatMap((item) =>
        numbers(item.type === 'section' ? `${item.title} ${item.text}` : item.text),
      );
      // A student reads titles, never the course files' ids (the sections' activities carry those).
      const ids = planIds(ctx);
      const leaksId = plan.data.student_plan.some((item) =>
        ids.some((id) => `${item.type === 'section' ? item.title : ''} ${item.text}`.includes(id)),
      );
      return stated.every((value) => allowed.has(value)) && !leaksId ? plan.data.student_plan : fallback;
    },

    texts: (language) => texts[language],
  };
}
