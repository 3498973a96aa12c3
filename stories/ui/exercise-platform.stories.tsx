import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ExercisePlatform, type ExerciseItem } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import { windowNamed } from './window-story';
import { figureHandlers, figureUrl } from '../app/windows-mocks';

const text = { he: heUi.exercisePlatform, en: enUi.exercisePlatform };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const diagram = figureUrl;

const exercise: ExerciseItem = {
  id: 'quadratic-1',
  topic: 'פונקציה ריבועית',
  description: 'נתונה הפונקציה $f(x) = x^2 - 6x + 5$.',
  equations: ['f(x) = x^2 - 6x + 5'],
  sections: [
    { id: 'א', question: 'מצאו את נקודות החיתוך עם ציר ה־x.' },
    { id: 'ב', question: 'מצאו את קודקוד הפרבולה.', equation: 'x_v = -\\frac{b}{2a}' },
  ],
  formulas: ['x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}', 'S = a + b'],
  diagramUrl: diagram,
};

const meta = {
  title: 'UI/ExercisePlatform',
  component: ExercisePlatform,
  args: { onClose: fn(), exercise, onSubmit: fn(() => Promise.resolve()), defaultPosition: { x: 24, y: 24 } },
  parameters: { layout: 'fullscreen', msw: { handlers: { figures: figureHandlers } } },
} satisfies Meta<typeof ExercisePlatform>;
export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = windowNamed;

async function draw(canvasElement: HTMLElement, lang: Lang) {
  const canvas = within(canvasElement.ownerDocument.body).getByRole('img', {
    name: (lang === 'he' ? heUi : enUi).exerciseCanvas.canvas,
  });
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: box.left + x,
    clientY: box.top + y,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    bubbles: true,
    buttons: 1,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(60, 60)));
  for (let step = 1; step <= 8; step += 1)
    canvas.dispatchEvent(new PointerEvent('pointermove', at(60 + step * 15, 60 + step * 5)));
  canvas.dispatchEvent(new PointerEvent('pointerup', at(180, 100)));
}

const panelAndSubmit = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const platform = await windowOf(canvasElement, new RegExp(text[lang].title));
    // The side panel: topic, description, equation, diagram, lettered parts.
    const panel = within(platform.getByRole('complementary', { name: text[lang].exercise }));
    await expect(panel.getByRole('heading', { name: 'פונקציה ריבועית' })).toBeVisible();
    await expect(panel.getByText('א.')).toBeVisible();
    await expect(panel.getByText('ב.')).toBeVisible();
    // Helper formulas: LaTeX only with \ ^ _ { } (docs/requirements.md#learning-space-validation), otherwise plain text.
    const formulas = platform.getByRole('button', { name: text[lang].formulas });
    await expect(formulas).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(formulas);
    const list = within(platform.getByRole('region', { name: text[lang].formulas }));
    await expect(list.getByText('S = a + b')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.hv-exercise__formulas .katex')).not.toBeNull(),
    );
    // The diagram opens larger.
    await userEvent.click(panel.getByRole('button', { name: text[lang].enlargeDiagram }));
    const body = within(canvasElement.ownerDocument.body);
    const large = await body.findByRole('dialog', { name: text[lang].diagram });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(large).not.toBeInTheDocument());
    // Submit the page: a PNG data URL reaches onSubmit.
    await draw(canvasElement, lang);
    await userEvent.click(platform.getByRole('button', { name: text[lang].submit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    await userEvent.click(platform.getByRole('button', { name: text[lang].minimize }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  };
export const PanelAndSubmit: Story = { play: panelAndSubmit('he') };
export const PanelAndSubmitEn: Story = { ...en, play: panelAndSubmit('en') };

const sending = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const platform = await windowOf(canvasElement, new RegExp(text[lang].title));
    await userEvent.click(platform.getByRole('button', { name: text[lang].submit }));
    const busy = await platform.findByRole('button', { name: text[lang].submitting });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  };
const pending = { onSubmit: fn(() => new Promise<void>(() => undefined)) };
export const Sending: Story = { args: pending, play: sending('he') };
export const SendingEn: Story = { ...en, args: pending, play: sending('en') };

const empty = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const platform = await windowOf(canvasElement, text[lang].title);
    await expect(platform.getByText(text[lang].empty)).toBeVisible();
    await expect(platform.getByRole('button', { name: text[lang].submit })).toBeDisabled();
    await userEvent.click(platform.getByRole('button', { name: text[lang].formulas }));
    await expect(platform.getByText(text[lang].noFormulas)).toBeVisible();
  };
export const NoExercise: Story = { args: { exercise: null }, play: empty('he') };
export const NoExerciseEn: Story = { ...en, args: { exercise: null }, play: empty('en') };
