import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enText from '../../content/locales/en/learning.json';
import he from '../../content/locales/he/learning.json';
import heDashboard from '../../content/locales/he/dashboard.json';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import type { GuidedTestResult } from '../../backend/contract';
import { buildBotReply, buildGuidedTestResult, buildStructuredReply } from '../../mocks/fixtures/chat';
import { buildExerciseData } from '../../mocks/fixtures/content';
import { chatHandlers } from '../../mocks/handlers';
import type { ChatRequestLog } from '../../mocks/handlers/chat';
import { WindowsProbe } from './learning-probe';
import {
  en,
  learningHandlers,
  LearningScreen,
  learningScreen,
  page,
  ready,
  shown,
  signedInWithCourse,
  type Lang,
} from './learning-screen';

function Screen() {
  return (
    <LearningScreen>
      <WindowsProbe />
    </LearningScreen>
  );
}

const meta = {
  title: 'App/Learning/Modes',
  component: Screen,
  ...learningScreen,
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    ...he,
    placeholder: 'הקלד כאן...',
    athena: 'אתנה',
    banner: 'מצב שיעור פעיל',
    endLesson: 'סיום השיעור',
    courses: heDashboard.courses.title,
    math: heDashboard.courses.catalogue.highSchoolMath.name,
    openExercise: 'פתיחת פלטפורמת התרגול',
    ui: heUi,
  },
  en: {
    ...enText,
    placeholder: 'Type here...',
    athena: 'Athena',
    banner: 'Lesson mode active',
    endLesson: 'End lesson',
    courses: 'Select a Course',
    math: 'High School Math (IL)',
    openExercise: 'Open the exercise platform',
    ui: enUi,
  },
} as const;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function state(canvasElement: HTMLElement): Promise<Record<string, unknown>> {
  const output = await page(canvasElement).findByLabelText('screen state');
  return JSON.parse(output.textContent ?? '{}') as Record<string, unknown>;
}
const probe = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(page(canvasElement).getByRole('button', { name: `probe: ${name}` }));

/** In the real learning session window: Next to the last slide, then 'I've finished the topic'. */
async function finishSlides(canvasElement: HTMLElement, lang: Lang) {
  const screen = page(canvasElement);
  const { next, finish } = text[lang].ui.learningSession;
  await screen.findByRole('button', { name: next }, { timeout: 5000 });
  while (!screen.queryByRole('button', { name: finish })) {
    await userEvent.click(screen.getByRole('button', { name: next }));
  }
  await userEvent.click(screen.getByRole('button', { name: finish }));
}

// ── Lesson mode restored from storage; the banner ends it ──
function lessonStored() {
  const clear = signedInWithCourse();
  localStorage.setItem('lessonMode', 'true');
  localStorage.setItem(
    'selectedLesson',
    JSON.stringify({ id: 'lesson-1', title: 'פונקציה ריבועית', filename: 'lesson_1.json' }),
  );
  localStorage.setItem('lessonThread', 'thread_lesson_0005');
  return clear;
}
const lessonMode = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    // Assert: title, banner, the tools of lesson mode
    const lessonHeading = screen.getByRole('heading', {
      level: 1,
      name: fill(t.title.lesson, { title: 'פונקציה ריבועית' }),
    });
    await expect(lessonHeading).toBeVisible();
    // the lesson's name is isolated, so 'Lesson: ' keeps its colon on its own side
    await expect(lessonHeading.querySelector('bdi')).toHaveTextContent('פונקציה ריבועית');
    await expect(screen.getByText(t.banner)).toBeVisible();
    await expect(screen.getByRole('button', { name: t.tools.stopLesson })).toBeVisible();
    for (const hidden of [t.tools.practice, t.tools.guidedTests, t.tools.status]) {
      await expect(screen.queryByRole('button', { name: hidden })).toBeNull();
    }
    // Act: end the lesson from the banner
    await userEvent.click(screen.getByRole('button', { name: t.endLesson }));
    // Assert
    await shown(canvasElement, t.modes.lessonEnded);
    await expect(screen.getByRole('heading', { level: 1, name: t.athena })).toBeVisible();
    await expect(localStorage.getItem('lessonMode')).toBeNull();
    await expect(localStorage.getItem('lessonThread')).toBeNull();
  };
export const LessonMode: Story = { beforeEach: lessonStored, play: lessonMode('he') };
export const LessonModeEn: Story = { ...en, beforeEach: lessonStored, play: lessonMode('en') };

// ── startLesson → the slides; finishTopic → the exercise platform (or none) ──
const lessonLog: ChatRequestLog = [];
const finishWithExercise = (log: ChatRequestLog) =>
  http.post('*/api/chat/chat', async ({ request }) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    log.push(body);
    if (String(body.message).includes('סיימתי') || String(body.message).includes('finished')) {
      return HttpResponse.json(
        buildBotReply({
          thread_id: String(body.thread_id),
          bot: buildStructuredReply('learning_session_result'),
          exercise_data: buildExerciseData(),
        }),
      );
    }
    return undefined;
  });
const lessonFlow = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    lessonLog.length = 0;
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    // Act: a window starts lesson 1
    await probe(canvasElement, 'start lesson');
    // Assert: lesson mode on a new thread, the start message hidden, the slides open
    await shown(canvasElement, fill(t.modes.lessonStarted, { title: 'פונקציה ריבועית' }));
    await waitFor(async () =>
      expect(await state(canvasElement)).toMatchObject({ mode: 'lesson', session: 'open' }),
    );
    await expect(lessonLog[0]).toMatchObject({
      lesson_mode: true,
      lesson_id: 'lesson-1',
      thread_id: 'thread_new_0003',
    });
    await expect(screen.queryByText(String(lessonLog[0]?.message))).toBeNull();
    // Act: the last slide's finish button, in the learning session window
    await finishSlides(canvasElement, lang);
    // Assert: the session closes, the exercise platform opens with encouragement
    await shown(canvasElement, t.windows.session.topicDone);
    await shown(canvasElement, t.windows.session.exerciseReady);
    await waitFor(async () =>
      expect(await state(canvasElement)).toMatchObject({
        session: 'closed',
        windows: ['exercise'],
        exercise: buildExerciseData().exercise_id,
      }),
    );
  };
const lessonHandlers = () => ({
  msw: { handlers: { ...learningHandlers, chat: [finishWithExercise(lessonLog), ...chatHandlers.ok] } },
});
export const StartLessonAndFinishTopic: Story = { parameters: lessonHandlers(), play: lessonFlow('he') };
export const StartLessonAndFinishTopicEn: Story = {
  ...en,
  parameters: lessonHandlers(),
  play: lessonFlow('en'),
};

const noExercise = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await probe(canvasElement, 'start lesson');
    await waitFor(async () => expect(await state(canvasElement)).toMatchObject({ session: 'open' }));
    await finishSlides(canvasElement, lang);
    await shown(canvasElement, t.windows.session.noExercise);
    await expect(await state(canvasElement)).toMatchObject({
      session: 'closed',
      windows: [],
      exercise: 'none',
    });
  };
export const FinishTopicWithoutExercise: Story = { play: noExercise('he') };
export const FinishTopicWithoutExerciseEn: Story = { ...en, play: noExercise('en') };

const startLessonFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await probe(canvasElement, 'start lesson');
    await shown(canvasElement, t.modes.lessonFailed);
    await expect(await state(canvasElement)).toMatchObject({ mode: 'normal' });
  };
const createFails = {
  msw: {
    handlers: { ...learningHandlers, chat: [chatHandlers.on.createThread.serverError(), ...chatHandlers.ok] },
  },
};
export const StartLessonFails: Story = { parameters: createFails, play: startLessonFails('he') };
export const StartLessonFailsEn: Story = { ...en, parameters: createFails, play: startLessonFails('en') };

// ── Test mode: the hidden instruction, Stop Test with the server's structured result ──
const testLog: ChatRequestLog = [];
const savedResults: Record<string, unknown>[] = [];
/** The stop reply carries `result` (none: stopped before any answer); its prose has no score to parse. */
const testHandlers = (result: GuidedTestResult | undefined) => ({
  msw: {
    handlers: {
      ...learningHandlers,
      chat: [
        http.post('*/api/chat/chat', async ({ request }) => {
          const body = (await request.clone().json()) as Record<string, unknown>;
          testLog.push(body);
          const stop = body.test_stop === true;
          return HttpResponse.json(
            buildBotReply({
              thread_id: String(body.thread_id),
              bot: stop ? 'סיימנו, תודה!' : 'שאלה 1: מהו הקודקוד של $y = x^2 - 2x$?',
              ...(stop && result ? { test_result: result } : {}),
            }),
          );
        }),
        ...chatHandlers.ok,
      ],
      progress: [
        http.post('*/api/auth/progress', async ({ request }) => {
          const body = (await request.clone().json()) as Record<string, unknown>;
          savedResults.push(body);
          return undefined;
        }),
        ...learningHandlers.progress,
      ],
    },
  },
});
const testFlow = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    testLog.length = 0;
    savedResults.length = 0;
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    // Act: a window starts the AI-guided test
    await probe(canvasElement, 'start test');
    // Assert: test mode, its title, the hidden instruction with the test's data, the first question
    const testHeading = await screen.findByRole('heading', {
      level: 1,
      name: fill(t.title.test, { name: 'מבחן מודרך' }),
    });
    await expect(testHeading).toBeVisible();
    await expect(testHeading.querySelector('bdi')).toHaveTextContent('מבחן מודרך');
    await shown(canvasElement, /שאלה 1: מהו הקודקוד/);
    await expect(testLog[0]).toMatchObject({
      test_mode: true,
      test_id: 'guided-quadratics',
      thread_id: 'thread_test_0004',
    });
    await expect(String(testLog[0]?.message)).toContain('questions');
    await expect(screen.getByRole('button', { name: t.tools.stopTest })).toBeVisible();
    await expect(screen.queryByRole('button', { name: t.tools.status })).toBeNull();
    // Act: stop the test
    await userEvent.click(screen.getByRole('button', { name: t.tools.stopTest }));
    // Assert: the stop is structured, the score is the result's, the server (not the client) records it
    await shown(canvasElement, fill(t.modes.testCompleted, { score: 60 }));
    await expect(testLog.at(-1)).toMatchObject({ test_stop: true, message: t.modes.testStopMessage });
    await expect(savedResults).toHaveLength(0);
    await expect(screen.getByRole('heading', { level: 1, name: t.athena })).toBeVisible();
    await expect(localStorage.getItem('testMode')).toBeNull();
  };
const scored = testHandlers(buildGuidedTestResult());
export const TestMode: Story = { parameters: scored, play: testFlow('he') };
export const TestModeEn: Story = { ...en, parameters: scored, play: testFlow('en') };

const unanswered = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    savedResults.length = 0;
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await probe(canvasElement, 'start test');
    await shown(canvasElement, /שאלה 1: מהו הקודקוד/);
    // Act: stop before answering
    await userEvent.click(await page(canvasElement).findByRole('button', { name: t.tools.stopTest }));
    // Assert: no score is claimed, nothing is saved, back to normal chat
    await shown(canvasElement, t.modes.testNoAnswers);
    await shown(canvasElement, t.modes.testEnded);
    await expect(page(canvasElement).queryByText(fill(t.modes.testCompleted, { score: 0 }))).toBeNull();
    await expect(savedResults).toHaveLength(0);
  };
export const TestStoppedUnanswered: Story = { parameters: testHandlers(undefined), play: unanswered('he') };
export const TestStoppedUnansweredEn: Story = {
  ...en,
  parameters: testHandlers(undefined),
  play: unanswered('en'),
};

// ── The exercise platform's submit ──
const submits = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    // The exercise reply's button opens the platform
    await userEvent.click(await page(canvasElement).findByRole('button', { name: t.openExercise }));
    await waitFor(async () => expect(await state(canvasElement)).toMatchObject({ windows: ['exercise'] }));
    // Act: submit the board from the exercise platform window
    await userEvent.click(
      await page(canvasElement).findByRole(
        'button',
        { name: t.ui.exercisePlatform.submit },
        { timeout: 5000 },
      ),
    );
    // Assert: uploaded and sent to the tutor; the window says so
    await shown(canvasElement, t.windows.exercise.sent);
  };
const exerciseHistory = {
  msw: {
    handlers: {
      ...learningHandlers,
      chat: [
        http.post('*/api/chat/get_course_thread', () =>
          HttpResponse.json({
            thread_id: 'thread_math_0001',
            messages: [
              {
                id: 'm1',
                role: 'assistant',
                isUser: false,
                timestamp: '2026-02-12T17:00:00.000Z',
                content: buildStructuredReply('exercise_session'),
                message_id: 'm1',
              },
            ],
          }),
        ),
        ...chatHandlers.ok,
      ],
    },
  },
};
export const SubmitExercise: Story = { parameters: exerciseHistory, play: submits('he') };
export const SubmitExerciseEn: Story = { ...en, parameters: exerciseHistory, play: submits('en') };

// ── The course picker: no saved course, an invalid one ──
function noCourse() {
  const clear = signedInWithCourse();
  localStorage.removeItem('selectedCourse');
  return clear;
}
function badCourse() {
  const clear = signedInWithCourse();
  localStorage.setItem('selectedCourse', JSON.stringify({ id: 'high-school-math', name: 'x' }));
  return clear;
}
const picker = (lang: Lang, invalid: boolean): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    if (invalid) await shown(canvasElement, t.course.invalid);
    const dialog = await screen.findByRole('dialog', { name: t.courses });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    // Act: try to dismiss it
    await userEvent.keyboard('{Escape}');
    // Assert: it stays, and says why
    await expect(await within(dialog).findByText(t.course.required)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: t.courses })).toBeVisible();
    // Act: pick a course
    await userEvent.click(
      await within(dialog).findByRole('button', { name: new RegExp(t.math.replace(/[()]/g, '\\$&')) }),
    );
    // Assert: the chat of that course
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await shown(
      canvasElement,
      lang === 'he' ? /אני אתנה, המורה שלך למתמטיקה/ : /I'm Athena, your math tutor/,
    );
    await expect(JSON.parse(localStorage.getItem('selectedCourse') ?? '{}')).toMatchObject({
      id: 'high-school-math',
    });
  };
export const CoursePicker: Story = { beforeEach: noCourse, play: picker('he', false) };
export const CoursePickerEn: Story = { ...en, beforeEach: noCourse, play: picker('en', false) };
export const InvalidCourse: Story = { beforeEach: badCourse, play: picker('he', true) };
export const InvalidCourseEn: Story = { ...en, beforeEach: badCourse, play: picker('en', true) };
