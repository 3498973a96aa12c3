import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enText from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import he from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { staticDataHandlers } from '../../mocks/handlers';
import {
  en,
  learningHandlers,
  LearningScreen,
  page,
  ready,
  signedInWithCourse,
  type Lang,
} from './learning-screen';

/** The real screen with its real windows: every side button opens its window, and closing it again works. */
const meta = {
  title: 'App/Learning/Windows wiring',
  component: LearningScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { ...learningHandlers, staticData: staticDataHandlers.ok } },
  },
  beforeEach: signedInWithCourse,
} satisfies Meta<typeof LearningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: { learning: he, ui: heUi, placeholder: 'הקלד כאן...' },
  en: { learning: enText, ui: enUi, placeholder: 'Type here...' },
} as const;

/** [side button, the window's title, its role] for each window a side button opens. */
const windowsOf = (lang: Lang) => {
  const { learning, ui } = text[lang];
  return [
    [learning.tools.calculator, ui.calculator.title, 'dialog'],
    [learning.tools.practice, ui.practiceProblems.title, 'dialog'],
    [learning.tools.tests, ui.testsWindow.title, 'dialog'],
    [learning.tools.lessons, ui.lessonsWindow.title, 'dialog'],
    [learning.tools.guidedTests, ui.guidedTests.title, 'dialog'],
    // the focus-mode popup is a panel beside the chat, not a dialog
    [learning.tools.focus, ui.focusMode.title, 'group'],
  ] as const;
};

// Three windows per story: each first open loads the window's code, and a story has 15 s.
const opensWindows = (lang: Lang, part: 'first' | 'last'): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    await ready(canvasElement, text[lang].placeholder);
    const windows = windowsOf(lang);
    for (const [button, title, role] of part === 'first' ? windows.slice(0, 3) : windows.slice(3)) {
      // Act: the side button
      await userEvent.click(screen.getByRole('button', { name: button }));
      // Assert: its window is shown, with its title (the code loads on first open)
      const window = await screen.findByRole(role, { name: title }, { timeout: 8000 });
      // (a dialog fades in)
      await waitFor(() => expect(window).toBeVisible(), { timeout: 3000 });
      // Act: Escape inside it closes it (a dialog takes the focus itself; the popup when the learner is in it)
      if (role === 'group') within(window).getAllByRole('button')[0]?.focus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole(role, { name: title })).toBeNull(), {
        timeout: 3000,
      });
    }
  };
export const SideButtonsOpenTheirWindows: Story = { play: opensWindows('he', 'first') };
export const SideButtonsOpenTheirWindowsEn: Story = { ...en, play: opensWindows('en', 'first') };
export const SideButtonsOpenMoreWindows: Story = { play: opensWindows('he', 'last') };
export const SideButtonsOpenMoreWindowsEn: Story = { ...en, play: opensWindows('en', 'last') };

const startsLesson = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    const { learning, ui } = text[lang];
    await ready(canvasElement, text[lang].placeholder);
    // Act: Lessons → the first lesson → 'Start this lesson'
    await userEvent.click(screen.getByRole('button', { name: learning.tools.lessons }));
    const list = within(
      await screen.findByRole('dialog', { name: ui.lessonsWindow.title }, { timeout: 8000 }),
    );
    await userEvent.click(
      await list.findByRole('button', { name: /פונקציה ריבועית וקודקוד הפרבולה/ }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: ui.lessonsWindow.start }));
    // Assert: lesson mode, the banner, the window closed
    await expect(await screen.findByText(ui.lessonBanner.active, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ui.lessonsWindow.title })).toBeNull());
  };
export const LessonsStartALesson: Story = { play: startsLesson('he') };
export const LessonsStartALessonEn: Story = { ...en, play: startsLesson('en') };
