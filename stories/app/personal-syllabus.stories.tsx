import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildSyllabus } from '../../mocks/fixtures/content';
import { staticDataHandlers } from '../../mocks/handlers';
import { signedInScreen } from './session';
import { en, personal, personalHandlers, PersonalAt, pickCourse, type Lang } from './personal-screen';

const meta = {
  title: 'App/PersonalSpace/Syllabus',
  component: PersonalAt,
  args: { entry: '/personal?view=syllabus' },
  ...signedInScreen(personalHandlers),
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const with_ = (handlers: Record<string, unknown>) => ({
  msw: { handlers: { ...personalHandlers, ...handlers } },
});
const syllabus = buildSyllabus();

const expands = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].syllabus;
    // The view is a lazy chunk: on a loaded machine it can take longer than findBy's default second.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    // Assert: the overview and the modules, closed
    await expect(await canvas.findByText(syllabus.overview)).toBeVisible();
    const [first, second] = syllabus.modules;
    const toggle = canvas.getByRole('button', { name: first?.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(first?.description ?? '')).not.toBeVisible();
    // Act: open the first module
    await userEvent.click(toggle);
    // Assert: its description shows; the second stays closed
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(first?.description ?? '')).toBeVisible();
    await expect(canvas.getByRole('button', { name: second?.title })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Keyboard: Enter closes it again
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  };
export const ModulesExpand: Story = { play: expands('he') };
export const ModulesExpandEn: Story = { ...en, play: expands('en') };

const failing = with_({
  staticData: [staticDataHandlers.on.getSyllabus.error(404, 'Not found', 'not_found')],
});
const placeholder = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].syllabus;
    await pickCourse(canvasElement, lang, 'statistics');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.failed);
    await expect(canvas.getByText(t.unavailable)).toBeVisible();
    await expect(canvas.getByText(t.noModules)).toBeVisible();
    if (lang === 'en') {
      await expect(canvas.getByText('Syllabus content not available at this time')).toBeVisible();
      await expect(canvas.getByText('No modules available')).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load course syllabus');
    }
  };
export const SyllabusFails: Story = { parameters: failing, play: placeholder('he') };
export const SyllabusFailsEn: Story = { ...en, parameters: failing, play: placeholder('en') };

const unusable = with_({ staticData: [staticDataHandlers.on.getSyllabus.invalidJson()] });
const unusableFile = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].syllabus;
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.error);
    await expect(canvas.getByText(t.unavailable)).toBeVisible();
    // Retry asks again.
    await userEvent.click(canvas.getByRole('button', { name: personal[lang].retry }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.error);
  };
export const UnusableSyllabus: Story = { parameters: unusable, play: unusableFile('he') };
export const UnusableSyllabusEn: Story = { ...en, parameters: unusable, play: unusableFile('en') };

const slow = with_({ staticData: [staticDataHandlers.on.getSyllabus.slow()] });
const loading = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await expect(await within(canvasElement).findByText(personal[lang].syllabus.loading)).toBeVisible();
  };
export const Loading: Story = { parameters: slow, play: loading('he') };
export const LoadingEn: Story = { ...en, parameters: slow, play: loading('en') };
