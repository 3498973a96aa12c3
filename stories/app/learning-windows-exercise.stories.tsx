import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExercisePlatformWindow } from '../../app/src/features/learning/windows';
import type { ExerciseData } from '../../backend/contract';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { buildExerciseData } from '../../mocks/fixtures/content';
import { authHandlers } from '../../mocks/handlers';
import { expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import { signedInScreen } from './session';
import { figureHandlers, figureUrl } from './windows-mocks';
import { Opener, en, expectToast, pageOf } from './windows-harness';

const text = {
  he: { ...heUi.exercisePlatform, ...heLearning.windows.exercise, canvas: heUi.exerciseCanvas },
  en: { ...enUi.exercisePlatform, ...enLearning.windows.exercise, canvas: enUi.exerciseCanvas },
};
type Lang = keyof typeof text;

function ExerciseScreen({
  exercise,
  onSubmit,
}: {
  exercise: ExerciseData | null;
  onSubmit: (imagePngDataUrl: string) => Promise<void>;
}) {
  return (
    <Opener>
      {(open, close) => (
        <ExercisePlatformWindow exercise={exercise} open={open} onClose={close} onSubmit={onSubmit} />
      )}
    </Opener>
  );
}

const meta = {
  title: 'App/LearningWindows/ExercisePlatform',
  component: ExerciseScreen,
  args: {
    exercise: buildExerciseData({ diagram_url: figureUrl }),
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  ...signedInScreen({ auth: authHandlers.ok, figures: figureHandlers }),
} satisfies Meta<typeof ExerciseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const platformOf = async (canvasElement: HTMLElement, lang: Lang) =>
  within(await pageOf(canvasElement).findByRole('dialog', { name: new RegExp(text[lang].title) }));

function drawLine(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect();
  const fire = (type: string, x: number, y: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 5,
        pointerType: 'mouse',
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX: box.left + x,
        clientY: box.top + y,
      }),
    );
  fire('pointerdown', 80, 80);
  for (let step = 1; step <= 10; step += 1) fire('pointermove', 80 + step * 20, 80 + step * 4);
  fire('pointerup', 280, 120);
}

const submitted = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const platform = await platformOf(canvasElement, lang);
    await expect(platform.getByRole('img', { name: text[lang].diagram })).toBeVisible();
    drawLine(platform.getByRole('img', { name: text[lang].canvas.canvas }));
    await userEvent.click(platform.getByRole('button', { name: text[lang].submit }));
    // 'שולח...' while the screen sends it, then the docs/requirements.md#learning-space-errors success toast.
    await expect(await platform.findByRole('button', { name: text[lang].submitting })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
    await expectToast(canvasElement, text[lang].sent);
    await expect(platform.getByRole('button', { name: text[lang].submit })).toBeEnabled();
  };
export const Submitted: Story = { play: submitted('he') };
export const SubmittedEn: Story = { ...en, play: submitted('en') };

const failed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const platform = await platformOf(canvasElement, lang);
    await userEvent.click(platform.getByRole('button', { name: text[lang].submit }));
    await expectToast(canvasElement, text[lang].sendFailed.replace('{{reason}}', 'Upload failed'));
    await expect(platform.getByRole('button', { name: text[lang].submit })).toBeEnabled();
  };
const rejects = { onSubmit: fn(() => Promise.reject(new Error('Upload failed'))) };
export const SubmitFailed: Story = { args: rejects, play: failed('he') };
export const SubmitFailedEn: Story = { ...en, args: rejects, play: failed('en') };

/** Minimise closes the window (docs/requirements.md#learning-space-states); the page's drawing is still there when it opens again. */
const draftKept = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const platform = await platformOf(canvasElement, lang);
    const undo = platform.getByRole('button', { name: text[lang].canvas.undo });
    await expect(undo).toBeDisabled();
    drawLine(platform.getByRole('img', { name: text[lang].canvas.canvas }));
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(platform.getByRole('button', { name: text[lang].minimize }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'פתיחה / Open' }));
    const reopened = await platformOf(canvasElement, lang);
    await expect(reopened.getByRole('button', { name: text[lang].canvas.undo })).toBeEnabled();
  };
export const DraftKept: Story = { play: draftKept('he') };
export const DraftKeptEn: Story = { ...en, play: draftKept('en') };

export const NoExercise: Story = {
  args: { exercise: null },
  play: async ({ canvasElement }) => {
    const platform = await platformOf(canvasElement, 'he');
    await expect(platform.getByText(text.he.empty)).toBeVisible();
    await expect(platform.getByRole('button', { name: text.he.submit })).toBeDisabled();
  },
};

/** On a phone the platform is a sheet: the question, the canvas's tools and the submit button fit (#27). */
const onPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: new RegExp(text[lang].title) });
    await within(sheet).findByRole('heading', { name: 'פונקציה ריבועית' });
    await expectPhoneSheet(sheet, lang);
  };
export const Phone: Story = { ...phoneHe, play: onPhone('he') };
export const PhoneEn: Story = { ...phoneEn, play: onPhone('en') };
