/**
 * A proof from the practice window discussed with the tutor on the real learning screen: the practice
 * window's send goes through the screen's own proof action, so a failure says what failed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { buildProofProblem, buildSubject } from '../../mocks/fixtures/content';
import { chatHandlers, staticDataHandlers } from '../../mocks/handlers';
import {
  en,
  learningHandlers,
  LearningScreen,
  learningScreen,
  page,
  ready,
  shown,
  type Lang,
} from './learning-screen';

const meta = {
  title: 'App/Learning/ProofDiscussion',
  component: LearningScreen,
  ...learningScreen,
} satisfies Meta<typeof LearningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: { ...heLearning, placeholder: 'הקלד כאן...', practice: heUi.practiceProblems },
  en: { ...enLearning, placeholder: 'Type here...', practice: enUi.practiceProblems },
} as const;

const proof = buildProofProblem();

/** The course's practice subject holds one proof problem, and the tutor's chat answers 500. */
const proofAndFailingChat = {
  msw: {
    handlers: {
      ...learningHandlers,
      chat: [chatHandlers.on.chat.serverError(), ...chatHandlers.ok],
      staticData: [
        http.get('*/data/courses/:folder/practice-problems/quadratics.json', () =>
          HttpResponse.json(buildSubject({ problems: [proof] })),
        ),
        ...staticDataHandlers.ok,
      ],
    },
  },
};

const failedDiscussion = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange: the practice window on the proof problem, a proof written
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    await userEvent.click(screen.getByRole('button', { name: t.tools.practice }));
    const dialog = within(await screen.findByRole('dialog', { name: t.practice.title }, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: /משוואות ריבועיות/ }));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: t.practice.proofLabel }),
      'AO=BO כי O אמצע AB',
    );
    // Act
    await userEvent.click(dialog.getByRole('button', { name: t.practice.discuss }));
    // Assert: the proof's own failure, not the slide question's; the window says it did not go
    await shown(canvasElement, t.modes.proofDiscussionFailed);
    await expect(screen.queryByText(t.modes.slideQuestionFailed)).toBeNull();
    await expect(await dialog.findByText(t.practice.discussFailed)).toBeVisible();
  };

export const DiscussionFails: Story = { parameters: proofAndFailingChat, play: failedDiscussion('he') };
export const DiscussionFailsEn: Story = {
  ...en,
  parameters: proofAndFailingChat,
  play: failedDiscussion('en'),
};
