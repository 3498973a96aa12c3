import {
  ChatList,
  Dialog,
  ImageSourceProvider,
  Loader,
  LessonBanner,
  LoaderOverlay,
  SideToolbar,
  personaFromName,
  useToast,
  type FeedbackSubmission,
  type ImageLoader,
  type OutgoingMessage,
  type TutorAvatarProps,
} from '@havruta/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BotReply, Course, ExerciseData, LearningSessionData } from '../../../../../backend/contract';
import { ApiError, chatApi, serverFeatures } from '../../../lib/api-client';
import { readSavedCourse, saveCourse } from '../../../lib/courses/saved-course';
import { LazyCourseModal } from '../../../lib/courses/lazy-course-modal';
import { withIsolatedValue } from '../../../lib/i18n/isolated-value';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import { clockTime } from '../../../lib/i18n/time-format';
import type { PlanViewProps } from '../../../lib/learning-plan/plan-view';
import { useAuth } from '../../../providers/auth-context';
import { readAccessToken } from '../../../providers/session';
import { useAttachments } from '../hooks/use-attachments';
import { useAvatarMood } from '../hooks/use-avatar-mood';
import { ReportedError, type FailedSend } from '../exchange';
import { useConversation } from '../hooks/use-conversation';
import { useHistoryMarkdown } from '../hooks/use-history-markdown';
import { useLatest } from '../hooks/use-latest';
import { useLearningPlan } from '../hooks/use-learning-plan';
import { useMediaQuery } from '../hooks/use-media-query';
import { useModes } from '../hooks/use-modes';
import { useOpenWindows } from '../hooks/use-open-windows';
import { useRecorder } from '../hooks/use-recorder';
import { useTts } from '../hooks/use-tts';
import {
  LearningSpaceContext,
  type LearningSessionView,
  type LearningSpace,
  type ContentReply,
} from '../learning-space';
import { plainText, replyPayload, type ChatEntry } from '../state/entries';
import { ChatRow, type RowActions } from './chat-row';
import { Composer } from './composer';
import { LearningHeader } from './learning-header';
import { useLearningTools } from '../hooks/use-learning-tools';
import { preloadToolWindows } from '../windows';
import { LearningWindows } from './learning-windows';
import '../learning.css';

// The route hands this check, from the screen's chunk, to its early history request (early-calls.ts).
export { historyNeedsMarkdown } from '../state/history-markdown';

// Learning Status's plan view loads with the first plan the learner opens.
const LazyPlanView = lazyComponent<PlanViewProps>(() =>
  import('../../../lib/learning-plan/plan-view').then((module) => module.PlanView),
);
// The avatar (and framer-motion with it) loads after the screen, where it is drawn at all (wide screens).
const LazyTutorAvatar = lazyComponent<TutorAvatarProps>(() =>
  import('./learning-avatar').then((module) => module.TutorAvatar),
);

/** The avatar's size in px (docs/requirements.md#learning-space-screens); learning.css keeps its place while it loads. */
const avatarSize = 220;

/** Where learning.css hides the avatar. */
const narrowScreen = '(max-width: 64rem)';

/** The text box's id: the skip link, the first Tab stop of the screen, moves the focus there. */
const composerInputId = 'learning-composer-input';

/** The access check runs this long after the screen opens (docs/requirements.md#learning-space-screens, #learning-space-limits). */
export const ACCESS_CHECK_MS = 200;

const noEntries: readonly ChatEntry[] = [];

/** Protected chat images are read with the Bearer token (uploads, drawings, generated images). */
const protectedImage = /(?:^|\/)api\/chat\/images\//;
const imageLoader: ImageLoader = {
  protects: (url) => protectedImage.test(url),
  load: (url) => chatApi.getImage(url),
};

/** A send's failure the conversation has not already shown to the learner is logged. */
function reportUnexpected(sending: Promise<unknown>): void {
  sending.catch((error: unknown) => {
    if (!(error instanceof ReportedError)) console.warn(error);
  });
}

/**
 * The access check (docs/requirements.md#learning-space-screens, #learning-space-roles): ACCESS_CHECK_MS after the screen opens, a visitor with no token, or whose stored
 * session turned out invalid, goes to /login. A component of its own, so the session's arrival re-renders
 * only it, not the screen.
 */
function AccessCheck() {
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), ACCESS_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (checked && (readAccessToken() === null || (!loading && user === null)))
      navigate('/login', { replace: true });
  }, [checked, loading, navigate, user]);
  return null;
}

/**
 * /learning: the learning space. Signed-in learners only (checked 200 ms after opening); the course from
 * `selectedCourse` or the non-dismissable picker; the chat with the tutor, its modes, the input bar, the
 * side tools and the avatar. The windows read and drive the screen through `useLearningSpace()`; they
 * render as `children`, inside the screen's context.
 */
export function LearningPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('learning');
  const toast = useToast();

  // ── course (docs/requirements.md#learning-space-screens, #learning-space-validation) ──
  const [saved] = useState(readSavedCourse);
  const [course, setCourse] = useState<Course | null>(saved.status === 'valid' ? saved.course : null);
  const [pickerOpen, setPickerOpen] = useState(saved.status !== 'valid');
  const [pickerNotice, setPickerNotice] = useState<string | undefined>();
  useEffect(() => {
    if (saved.status === 'invalid') toast.error(t('course.invalid'));
  }, [saved.status, t, toast]);
  const openPicker = useCallback(() => setPickerOpen(true), []);
  const pick = (picked: Course) => {
    if (!saveCourse(picked)) return;
    setCourse(picked);
    setPickerOpen(false);
    setPickerNotice(undefined);
  };

  // ── windows and what replies bring (docs/requirements.md#learning-space-states) ──
  const windows = useOpenWindows();
  const { openWindows, openWindow, closeWindow } = windows;
  const [learningSession, setLearningSession] = useState<LearningSpace['learningSession']>(null);
  const setLearningSessionView = useCallback(
    (view: LearningSessionView) =>
      setLearningSession((current) => (current ? { ...current, view } : current)),
    [],
  );
  const [exercise, setExercise] = useState<ExerciseData | null>(null);
  const [content, setContent] = useState<ContentReply | null>(null);
  const [images, setImages] = useState<LearningSpace['images']>(null);
  const openImages = useCallback((urls: readonly string[], index: number) => setImages({ urls, index }), []);

  // ── the conversation ──
  const tts = useTts();
  const avatar = useAvatarMood();
  // Narrow screens hide the avatar (learning.css, docs/requirements.md#learning-space-screens): it is not drawn at all there.
  const avatarHidden = useMediaQuery(narrowScreen);
  const onReply = useCallback(
    (reply: BotReply, entry: ChatEntry) => {
      const { session, exercise: offered } = replyPayload(reply);
      if (session) setLearningSession({ data: session, view: 'open' });
      if (offered) {
        setExercise(offered);
        // A learning session that came with it opens first; its last topic opens the platform (docs/requirements.md#learning-space-states).
        if (!session) openWindow('exercise');
      }
      // A content reply (paragraphs, an image or audio) also opens in the content popup.
      if (typeof reply.bot !== 'string' && reply.bot.type === 'content') {
        setContent(reply.bot);
        openWindow('content');
      }
      avatar.heard(plainText(reply.bot));
      if (tts.enabled) void tts.speak(entry);
    },
    [avatar, openWindow, tts],
  );
  const conversation = useConversation(course, openPicker, onReply);
  const { entries, pending, failed, mode, modes, send, retry: sendAgain } = conversation;
  const modeActions = useModes({
    course,
    conversation,
    exercise,
    learningSession,
    setLearningSessionView,
    setExercise,
    openCoursePicker: openPicker,
  });
  const recorder = useRecorder(course, conversation);
  const attachments = useAttachments(course, conversation);
  const plan = useLearningPlan(
    course,
    conversation.mainThread,
    useCallback(() => openWindow('learningStatus'), [openWindow]),
  );
  const [transcription, setTranscription] = useState(false);
  useEffect(() => {
    let active = true;
    void serverFeatures().then((features) => active && setTranscription(features.transcription));
    return () => {
      active = false;
    };
  }, []);

  const sendTyped = useCallback(
    (message: OutgoingMessage) => reportUnexpected(send(message.text, { display: message.content })),
    [send],
  );
  const retry = useCallback((previous: FailedSend) => reportUnexpected(sendAgain(previous)), [sendAgain]);

  // ── rows: one stable actions object, so a row renders only when its own message changes ──
  const latest = useLatest({ course, threadId: conversation.threadId, tts });
  const { t: tCommon } = useTranslation('common');
  const rowActions = useMemo<RowActions>(
    () => ({
      onOpenImages: openImages,
      onOpenExercise: (offered) => {
        // The view is the contract's exercise the reply carried, passed through the design system.
        setExercise(offered as ExerciseData);
        openWindow('exercise');
      },
      onOpenLearningSession: (session) =>
        setLearningSession({ data: session as LearningSessionData, view: 'open' }),
      onFeedback: async (entry: ChatEntry, feedback: FeedbackSubmission) => {
        const { course: current, threadId } = latest.current;
        if (!entry.messageId) {
          toast.error(t('feedback.missingId'));
          throw new Error('missing message id');
        }
        if (!current || !threadId) {
          toast.error(t('feedback.processFailed'));
          throw new Error('no course or thread');
        }
        try {
          await chatApi.saveFeedback({
            messageId: entry.messageId,
            isPositive: feedback.isPositive,
            comment: feedback.comment || undefined,
            threadId,
            courseId: current.id,
          });
          toast.success(t('feedback.thanks'));
        } catch (error) {
          toast.error(error instanceof ApiError ? t('feedback.failed') : t('feedback.processFailed'));
          throw error;
        }
      },
      onSpeak: (entry: ChatEntry) => void latest.current.tts.speak(entry),
      formatTime: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? '' : clockTime(date, tCommon);
      },
      readAloudLabel: t('tts.readAloud'),
    }),
    [latest, openImages, openWindow, t, tCommon, toast],
  );
  const renderRow = useCallback(
    (entry: ChatEntry) => <ChatRow entry={entry} actions={rowActions} tts={tts.enabled} />,
    [rowActions, tts.enabled],
  );

  // ── header, tools, avatar ──
  const assistant = personaFromName(course?.assistantName);
  const assistantName = assistant === 'clio' ? t('assistants.clio') : t('assistants.athena');
  const title =
    mode === 'test' && modes.test
      ? withIsolatedValue((name) => t('title.test', { name }), modes.test.testName)
      : mode === 'lesson' && modes.lesson
        ? withIsolatedValue((title) => t('title.lesson', { title }), modes.lesson.title)
        : assistantName;
  const fileInput = useRef<HTMLInputElement>(null);
  const statusOpener = useRef<HTMLElement | null>(null);
  const [stopping, setStopping] = useState(false);
  const { stopTest: askStopTest } = modeActions;
  const stopTest = useCallback(() => {
    setStopping(true);
    void askStopTest().finally(() => setStopping(false));
  }, [askStopTest]);
  const inLesson = mode === 'lesson';
  const chooseFile = useCallback(() => fileInput.current?.click(), []);
  const { generate } = plan;
  const showStatus = useCallback(() => {
    // The button is disabled while the plan is made, so the dialog cannot find its opener by focus.
    if (document.activeElement instanceof HTMLElement) statusOpener.current = document.activeElement;
    void generate();
  }, [generate]);
  const tools = useLearningTools({
    t,
    course,
    mode,
    openWindows,
    toggleWindow: windows.toggleWindow,
    busy: pending !== null,
    stopping,
    planGenerating: plan.generating,
    hasMainThread: Boolean(conversation.mainThread),
    onUpload: chooseFile,
    onStopLesson: modeActions.stopLesson,
    onStopTest: stopTest,
    onStatus: showStatus,
  });

  // The windows re-render when what they read changes, not with every streamed delta.
  const closeImages = useCallback(() => setImages(null), []);
  const space = useMemo<LearningSpace>(
    () => ({
      course,
      mode,
      lesson: modes.lesson,
      test: modes.test,
      threadId: conversation.threadId,
      ...windows,
      learningSession,
      setLearningSessionView,
      exercise,
      content,
      images,
      openImages,
      closeImages,
      loadImage: imageLoader.load,
      ...modeActions,
    }),
    [
      closeImages,
      content,
      conversation.threadId,
      course,
      exercise,
      images,
      learningSession,
      modeActions,
      mode,
      modes.lesson,
      modes.test,
      openImages,
      setLearningSessionView,
      windows,
    ],
  );

  const playTts = () => {
    if (tts.state === 'paused') {
      tts.resume();
      return;
    }
    const last = [...entries].reverse().find((entry) => entry.role === 'assistant' && !entry.streaming);
    if (last) void tts.speak(last);
  };
  const streaming = entries.at(-1)?.streaming === true;
  // Plain prose (a fresh thread's greeting) shows at once; markdown waits for its renderer (no plain-text frame).
  const { entriesReady, historyLoading } = useHistoryMarkdown(entries, conversation.historyStatus);

  return (
    <LearningSpaceContext.Provider value={space}>
      <AccessCheck />
      <ImageSourceProvider loader={imageLoader}>
        <div className="learning" data-mode={mode}>
          <button
            type="button"
            className="learning__skip"
            onClick={() => document.getElementById(composerInputId)?.focus()}
          >
            {t('chat.skipToComposer')}
          </button>
          <LearningHeader
            title={title}
            ttsEnabled={tts.enabled}
            onTtsChange={tts.setEnabled}
            ttsState={tts.state}
            onPlay={playTts}
            onPause={tts.pause}
            onStop={tts.stop}
          />
          {inLesson && <LessonBanner lessonTitle={modes.lesson?.title} onEnd={modeActions.stopLesson} />}
          <div className="learning__body">
            <SideToolbar
              className="learning__tools"
              label={t('tools.label')}
              tools={tools}
              // The main windows' code loads when the learner reaches for the tools (pointer over or down, or
              // the keyboard's focus), not while the page settles, where its evaluation was Lighthouse's
              // blocking time, nor while the learner types, where it took the link from the reply.
              onPointerOver={preloadToolWindows}
              onPointerDown={preloadToolWindows}
              onFocus={preloadToolWindows}
            />
            <main className="learning__chat">
              <Composer
                onSend={sendTyped}
                onRetry={retry}
                failed={failed}
                loading={pending !== null}
                disabled={!course}
                recording={recorder.state}
                onRecordToggle={recorder.toggle}
                voiceInput={transcription}
                inputId={composerInputId}
                exercisePlatform={openWindows.has('exercise')}
                onExercisePlatformChange={(open) => (open ? openWindow('exercise') : closeWindow('exercise'))}
                learningSession={learningSession ? learningSession.view === 'open' : undefined}
                onLearningSessionChange={
                  learningSession ? (open) => setLearningSessionView(open ? 'open' : 'minimized') : undefined
                }
                onDrawing={(dataUrl) => void attachments.sendDrawing(dataUrl)}
                onTypingChange={avatar.setTyping}
              />
              <ChatList
                className="learning__messages"
                busy={historyLoading}
                items={entriesReady ? entries : noEntries}
                resume={pending}
                getKey={(entry) => entry.key}
                renderItem={renderRow}
                empty={
                  historyLoading ? (
                    <Loader type="dots" message={t('loading')} />
                  ) : (
                    <p className="learning__empty">{t('chat.empty')}</p>
                  )
                }
                footer={
                  pending !== null && !streaming ? (
                    <Loader className="learning__waiting" type="typing" context={pending} />
                  ) : undefined
                }
              />
            </main>
            <aside className="learning__avatar">
              {!avatarHidden && (
                <LazyTutorAvatar
                  persona={assistant}
                  mood={avatar.moodWhile(pending !== null)}
                  size={avatarSize}
                />
              )}
            </aside>
          </div>
          <input
            ref={fileInput}
            className="hv-visually-hidden"
            type="file"
            tabIndex={-1}
            aria-label={t('upload.input')}
            accept=".png,.jpg,.jpeg,.gif,.webp,.pdf,image/png,image/jpeg,image/gif,image/webp,application/pdf"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void attachments.upload(file);
            }}
          />
          {plan.generating && (
            <LoaderOverlay title={t('plan.generating')} description={t('plan.generatingBody')} />
          )}
          <Dialog
            open={openWindows.has('learningStatus') && plan.plan !== null}
            onOpenChange={(open) => !open && closeWindow('learningStatus')}
            title={t('plan.title')}
            width="44rem"
            returnFocusRef={statusOpener}
          >
            {plan.plan && <LazyPlanView record={plan.plan} courseId={plan.plan.course_id} headingLevel={3} />}
          </Dialog>
          <LearningWindows />
          {children}
          <LazyCourseModal
            open={pickerOpen}
            onOpenChange={() => undefined}
            onPick={pick}
            dismissable={false}
            onDismissAttempt={() => setPickerNotice(t('course.required'))}
            notice={pickerNotice}
          />
        </div>
      </ImageSourceProvider>
    </LearningSpaceContext.Provider>
  );
}
