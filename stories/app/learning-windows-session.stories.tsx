import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LearningSessionState } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExercisePlatformWindow, LearningSessionWindow } from '../../app/src/features/learning/windows';
import type { ExerciseData } from '../../backend/contract';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { buildExerciseData, buildLearningSessionData } from '../../mocks/fixtures/content';
import { authHandlers } from '../../mocks/handlers';
import { expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import { signedInScreen } from './session';
import { figureHandlers, figureUrl } from './windows-mocks';
import { en, expectToast, pageOf } from './windows-harness';

const text = {
  he: { ...heUi.learningSession, ...heLearning.windows.session, platform: heUi.exercisePlatform.title },
  en: { ...enUi.learningSession, ...enLearning.windows.session, platform: enUi.exercisePlatform.title },
};
type Lang = keyof typeof text;

const data = buildLearningSessionData({
  learning_slides: [
    ...buildLearningSessionData().learning_slides,
    {
      slide_id: 'slide-3',
      title: 'הגרף',
      explanation: [
        { type: 'text', text: 'הקודקוד הוא הנקודה הנמוכה ביותר של פרבולה שפתוחה כלפי מעלה.' },
        { type: 'image_url', url: figureUrl, alt: 'פרבולה וקודקודה' },
      ],
    },
  ],
});

/**
 * The screen's side of the two windows (docs/requirements.md#learning-space-states): the session data and the stored exercise arrived in a reply;
 * finishing the topic closes the session and opens the platform when an exercise is stored.
 */
function SessionScreen({
  exercise,
  onFinishTopic,
  onAskQuestion,
}: {
  exercise: ExerciseData | null;
  onFinishTopic: () => Promise<void>;
  onAskQuestion: (text: string) => Promise<void>;
}) {
  const [state, setState] = useState<LearningSessionState>('open');
  const [platformOpen, setPlatformOpen] = useState(false);
  return (
    <>
      <output aria-label="session">{state}</output>
      <LearningSessionWindow
        data={data}
        state={state}
        onStateChange={setState}
        onAskQuestion={onAskQuestion}
        onFinishTopic={onFinishTopic}
        exercise={exercise}
        onOpenExercise={() => setPlatformOpen(true)}
      />
      <ExercisePlatformWindow
        exercise={exercise}
        open={platformOpen}
        onClose={() => setPlatformOpen(false)}
        onSubmit={() => Promise.resolve()}
      />
    </>
  );
}

const meta = {
  title: 'App/LearningWindows/LearningSession',
  component: SessionScreen,
  args: {
    exercise: buildExerciseData(),
    onFinishTopic: fn(() => Promise.resolve()),
    onAskQuestion: fn(() => Promise.resolve()),
  },
  ...signedInScreen({ auth: authHandlers.ok, figures: figureHandlers }),
} satisfies Meta<typeof SessionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function toLastSlide(canvasElement: HTMLElement, lang: Lang) {
  const session = within(await pageOf(canvasElement).findByRole('dialog', { name: data.title }));
  await expect(
    session.getByText(text[lang].slideOf.replace('{n}', '1').replace('{total}', '4')),
  ).toBeVisible();
  for (let step = 0; step < 3; step += 1)
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
  await expect(session.getByRole('heading', { name: text[lang].guidedExample })).toBeVisible();
  return session;
}

const finishOpensExercise = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const session = await toLastSlide(canvasElement, lang);
    await userEvent.click(session.getByRole('button', { name: text[lang].finish }));
    await expect(args.onFinishTopic).toHaveBeenCalledOnce();
    await expectToast(canvasElement, text[lang].topicDone);
    await expectToast(canvasElement, text[lang].exerciseReady);
    await expect(within(canvasElement).getByRole('status', { name: 'session' })).toHaveTextContent('closed');
    const platform = await pageOf(canvasElement).findByRole('dialog', {
      name: new RegExp(text[lang].platform),
    });
    await expect(within(platform).getByRole('heading', { name: 'פונקציה ריבועית' })).toBeVisible();
  };
export const FinishOpensTheExercise: Story = { play: finishOpensExercise('he') };
export const FinishOpensTheExerciseEn: Story = { ...en, play: finishOpensExercise('en') };

const finishWithoutExercise = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const session = await toLastSlide(canvasElement, lang);
    await userEvent.click(session.getByRole('button', { name: text[lang].finish }));
    await expectToast(canvasElement, text[lang].noExercise);
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  };
export const FinishWithoutExercise: Story = { args: { exercise: null }, play: finishWithoutExercise('he') };
export const FinishWithoutExerciseEn: Story = {
  ...en,
  args: { exercise: null },
  play: finishWithoutExercise('en'),
};

const askAndEnlarge = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const page = pageOf(canvasElement);
    const session = within(await page.findByRole('dialog', { name: data.title }));
    await userEvent.type(session.getByRole('textbox', { name: text[lang].askLabel }), 'למה יש מינוס?');
    await userEvent.click(session.getByRole('button', { name: text[lang].askSend }));
    await expect(args.onAskQuestion).toHaveBeenCalledWith('למה יש מינוס?', {
      index: 0,
      title: 'מהי פרבולה?',
    });
    await expect(await session.findByText(text[lang].askSent)).toBeVisible();
    // The figure of slide 3 (capped at 400 px) opens larger.
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    const image = await session.findByRole('img', { name: 'פרבולה וקודקודה' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await userEvent.click(
      session.getByRole('button', { name: text[lang].enlarge.replace('{alt}', 'פרבולה וקודקודה') }),
    );
    await expect(await page.findByRole('dialog', { name: 'פרבולה וקודקודה' })).toBeVisible();
  };
export const AskAndEnlarge: Story = { play: askAndEnlarge('he') };
export const AskAndEnlargeEn: Story = { ...en, play: askAndEnlarge('en') };

/** On a phone the session is a sheet: the slide, the question box and the slide buttons fit (#27). */
const onPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: data.title });
    await expectPhoneSheet(sheet, lang);
    // Act: Back leaves the session.
    await userEvent.click(within(sheet).getByRole('button', { name: lang === 'he' ? 'חזרה' : 'Back' }));
    await expect(within(canvasElement).getByRole('status', { name: 'session' })).toHaveTextContent('closed');
  };
export const Phone: Story = { ...phoneHe, play: onPhone('he') };
export const PhoneEn: Story = { ...phoneEn, play: onPhone('en') };
