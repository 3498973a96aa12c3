import { useToast } from '@havruta/ui';
import { useCallback, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { BotReply, Course, ExerciseData } from '../../../../../backend/contract';
import { chatApi } from '../../../lib/api-client';
import type { GuidedTestRef, LearningSessionView, LessonRef } from '../learning-space';
import { replyPayload } from '../state/entries';
import { testOutcome } from '../state/test-summary';
import { dataUrlToBlob, questionFailure, ReportedError, type WindowQuestion } from '../exchange';
import type { Conversation } from './use-conversation';
import { useLatest } from './use-latest';

/** The tutor's messages stay under the contract's 20,000 characters, test data included. */
const MAX_TEST_DATA_CHARS = 15_000;

interface ModeDependencies {
  course: Course | null;
  conversation: Conversation;
  exercise: ExerciseData | null;
  learningSession: { data: { topic_id: string; title: string } } | null;
  setLearningSessionView: (view: LearningSessionView) => void;
  setExercise: (exercise: ExerciseData) => void;
  openCoursePicker: () => void;
}

/**
 * The mode actions of docs/requirements.md#learning-space-states and the calls the windows make: start and stop a lesson or an
 * AI-guided test, a question about a slide, a written proof to discuss, finishing a topic, submitting an exercise. Each reports its
 * own failure (docs/requirements.md#learning-space-errors) and rejects with ReportedError, so a window only has to stop its spinner.
 */
export function useModes({
  course,
  conversation,
  exercise,
  learningSession,
  setLearningSessionView,
  setExercise,
  openCoursePicker,
}: ModeDependencies) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const { send, exchange, note, enterLesson, leaveLesson, enterTest, leaveTest } = conversation;
  const latest = useLatest({
    course,
    exercise,
    learningSession,
    modes: conversation.modes,
    threadId: conversation.threadId,
  });

  const requireCourse = useCallback((): Course => {
    const current = latest.current.course;
    if (current) return current;
    toast.error(t('course.none'));
    openCoursePicker();
    throw new ReportedError(new Error('no course'));
  }, [latest, openCoursePicker, t, toast]);

  const startLesson = useCallback(
    async (lesson: LessonRef) => {
      const current = requireCourse();
      let undo: () => void = () => undefined;
      try {
        const { thread_id: threadId } = await chatApi.createThread({
          course_id: current.id,
          subject: current.subject,
        });
        undo = enterLesson({ id: lesson.id, title: lesson.title, filename: lesson.filename }, threadId);
        note(t('modes.lessonStarted', { title: lesson.title }));
        await send(t('modes.startLessonMessage', { title: lesson.title, id: lesson.id }), {
          hidden: true,
          quiet: true,
          extra: { lesson_mode: true, lesson_id: lesson.id },
        });
      } catch (error) {
        undo();
        if (!(error instanceof ReportedError)) toast.error(t('modes.lessonFailed'));
        throw error instanceof ReportedError ? error : new ReportedError(error);
      }
    },
    [enterLesson, note, requireCourse, send, t, toast],
  );

  const stopLesson = useCallback(() => {
    leaveLesson();
    setLearningSessionView('closed');
    note(t('modes.lessonEnded'));
  }, [leaveLesson, note, setLearningSessionView, t]);

  const startTest = useCallback(
    async (test: GuidedTestRef) => {
      const current = requireCourse();
      let undo: () => void = () => undefined;
      try {
        const { thread_id: threadId } = await chatApi.createTestThread({
          course_id: current.id,
          test_id: test.id,
        });
        undo = enterTest({ testId: test.id, testName: test.name, startedAt: Date.now() }, threadId);
        note(t('modes.testStarted', { name: test.name }));
        const data = JSON.stringify(test.test ?? { id: test.id, name: test.name }).slice(
          0,
          MAX_TEST_DATA_CHARS,
        );
        await send(t('modes.testInstruction', { name: test.name, id: test.id, data }), {
          hidden: true,
          quiet: true,
          extra: { test_mode: true, test_id: test.id },
        });
      } catch (error) {
        undo();
        if (!(error instanceof ReportedError)) toast.error(t('modes.testFailed'));
        throw error instanceof ReportedError ? error : new ReportedError(error);
      }
    },
    [enterTest, note, requireCourse, send, t, toast],
  );

  const stopTest = useCallback(async () => {
    const { test, testThread } = latest.current.modes;
    if (!test) return;
    // With no test thread there is nothing to summarise: just leave test mode.
    if (!testThread) {
      leaveTest();
      return;
    }
    let summarised = false;
    try {
      // The server ends the test, records its result (once a question was answered) and sends it
      // structured: nothing here parses prose or saves a score of its own.
      const reply = await send(t('modes.testStopMessage'), {
        hidden: true,
        quiet: true,
        extra: { test_stop: true },
      });
      const outcome = testOutcome(reply.test_result);
      if (outcome.kind === 'scored') {
        summarised = true;
        toast.success(t('modes.testCompleted', { score: outcome.score }));
      } else {
        toast.info(t('modes.testNoAnswers'));
      }
    } catch (error) {
      console.warn('stopping the test failed', error);
      toast.error(t('modes.testStopError'));
    } finally {
      leaveTest();
      if (!summarised) note(t('modes.testEnded'));
    }
  }, [latest, leaveTest, note, send, t, toast]);

  /** A window's question in the chat; a failure gets the toast of its kind. */
  const ask = useCallback(
    async (kind: WindowQuestion, text: string): Promise<BotReply | null> => {
      const question = text.trim();
      if (question === '') return null;
      try {
        return await send(question, { quiet: true });
      } catch (error) {
        const failure = questionFailure(kind, error);
        if (failure) toast.error(t(failure));
        throw error instanceof ReportedError ? error : new ReportedError(error);
      }
    },
    [send, t, toast],
  );
  const askSlideQuestion = useCallback((text: string) => ask('slide', text), [ask]);
  const discussProof = useCallback((text: string) => ask('proof', text), [ask]);

  const finishTopic = useCallback(async () => {
    const session = latest.current.learningSession;
    const lesson = latest.current.modes.lesson;
    const title = session?.data.title ?? lesson?.title ?? '';
    const id = session?.data.topic_id ?? lesson?.id ?? '';
    let reply: BotReply;
    try {
      reply = await send(t('modes.finishTopicMessage', { title, id }), { quiet: true });
    } catch (error) {
      throw error instanceof ReportedError ? error : new ReportedError(error);
    }
    // The learning session window closes itself, says 'topic completed' and opens the exercise platform
    // with the exercise it reads after this call: commit the reply's exercise now, so it reads this one.
    const offered = replyPayload(reply).exercise;
    if (offered) flushSync(() => setExercise(offered));
  }, [latest, send, setExercise, t]);

  const submitExercise = useCallback(
    async (image: Blob | string) => {
      // The exercise platform window shows 'sent' and 'failed: {reason}'; this rejects with the reason.
      const fail = (message: string, cause?: unknown): never => {
        throw new Error(message, { cause });
      };
      const stored = latest.current.exercise;
      if (!stored) return fail(t('modes.exerciseNoData'));
      const current = requireCourse();
      if (!latest.current.threadId) return fail(t('modes.exerciseThread'));
      let blob: Blob;
      try {
        blob = typeof image === 'string' ? dataUrlToBlob(image) : image;
      } catch (error) {
        return fail(t('modes.exerciseImage'), error);
      }
      if (blob.size === 0) return fail(t('modes.exerciseCapture'));
      let uploaded: { public_url: string };
      try {
        uploaded = await chatApi.uploadFile(
          new File([blob], 'solution.png', { type: blob.type || 'image/png' }),
        );
      } catch (error) {
        return fail(t('modes.exerciseUpload'), error);
      }
      const message = t('modes.exerciseMessage', { topic: stored.topic, id: stored.exercise_id });
      try {
        await exchange(
          (thread, clientMessageId, _onDelta, signal) =>
            chatApi.sendWithImage(
              {
                thread_id: thread,
                course_id: current.id,
                message,
                image_url: uploaded.public_url,
                client_message_id: clientMessageId,
              },
              signal,
            ),
          { display: message, imageUrls: [uploaded.public_url], context: 'processing', quiet: true },
        );
      } catch (error) {
        const reason = error instanceof ReportedError ? error.reason : error;
        return fail(reason instanceof Error ? reason.message : String(reason), error);
      }
    },
    [exchange, latest, requireCourse, t],
  );

  return useMemo(
    () => ({
      startLesson,
      stopLesson,
      startTest,
      stopTest,
      askSlideQuestion,
      discussProof,
      finishTopic,
      submitExercise,
    }),
    [
      startLesson,
      stopLesson,
      startTest,
      stopTest,
      askSlideQuestion,
      discussProof,
      finishTopic,
      submitExercise,
    ],
  );
}
