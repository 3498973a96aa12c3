import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuidedTestsModal, type SelectedGuidedTest } from '../../app/src/features/learning/windows';
import type { Course } from '../../backend/contract';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { authHandlers, staticDataHandlers } from '../../mocks/handlers';
import { signedInScreen } from './session';
import { Opener, course, en, expectToast, pageOf } from './windows-harness';

const text = {
  he: { ...heUi.guidedTests, ...heLearning.windows.guidedTests, noCourse: heLearning.windows.noCourse },
  en: { ...enUi.guidedTests, ...enLearning.windows.guidedTests, noCourse: enLearning.windows.noCourse },
};
type Lang = keyof typeof text;
const testName = 'מבחן מודרך: פונקציה ריבועית';

function GuidedScreen({
  course: chosen = course,
  onSelectTest,
}: {
  course?: Course | null;
  onSelectTest: (test: SelectedGuidedTest) => void;
}) {
  return (
    <Opener>
      {(open, close) => (
        <GuidedTestsModal course={chosen} open={open} onClose={close} onSelectTest={onSelectTest} />
      )}
    </Opener>
  );
}

const meta = {
  title: 'App/LearningWindows/GuidedTests',
  component: GuidedScreen,
  args: { onSelectTest: fn() },
  ...signedInScreen({ auth: authHandlers.ok, staticData: staticDataHandlers.ok }),
} satisfies Meta<typeof GuidedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function modalOf(canvasElement: HTMLElement, lang: Lang) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
}

const select = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const modal = await modalOf(canvasElement, lang);
    await userEvent.click(await modal.findByRole('button', { name: new RegExp(testName) }));
    await expectToast(canvasElement, text[lang].selected.replace('{{name}}', testName));
    await expect(args.onSelectTest).toHaveBeenCalledWith(
      expect.objectContaining({
        testId: 'guided-quadratics',
        testName,
        test: expect.objectContaining({ testName }),
      }),
    );
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  };
export const SelectATest: Story = { play: select('he') };
export const SelectATestEn: Story = { ...en, play: select('en') };

/** No tests index: the default entry; its file is missing too, so picking it fails with 'Failed to load test data'. */
const defaultEntry = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const modal = await modalOf(canvasElement, lang);
    const entry = await modal.findByRole('button', {
      name: new RegExp(text[lang].defaultName.replace(/[()]/g, '\\$&')),
    });
    await userEvent.click(entry);
    await expectToast(canvasElement, text[lang].testFailed);
    await expect(args.onSelectTest).not.toHaveBeenCalled();
    await expect(
      modal.getByRole('button', { name: new RegExp(text[lang].defaultName.replace(/[()]/g, '\\$&')) }),
    ).toBeEnabled();
  };
const noIndex = {
  msw: {
    handlers: {
      staticData: [
        staticDataHandlers.on.getGuidedTestIndex.error(404, 'Not found'),
        ...staticDataHandlers.ok,
      ],
    },
  },
};
export const DefaultEntry: Story = { parameters: noIndex, play: defaultEntry('he') };
export const DefaultEntryEn: Story = { ...en, parameters: noIndex, play: defaultEntry('en') };

const empty = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const modal = await modalOf(canvasElement, lang);
    await expect(await modal.findByText(text[lang].empty)).toBeVisible();
    await expect(modal.getByText(text[lang].footer)).toBeVisible();
  };
const none = {
  msw: {
    handlers: { staticData: [staticDataHandlers.on.getGuidedTestIndex.empty(), ...staticDataHandlers.ok] },
  },
};
export const NoTests: Story = { parameters: none, play: empty('he') };
export const NoTestsEn: Story = { ...en, parameters: none, play: empty('en') };

const loadFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const modal = await modalOf(canvasElement, lang);
    await expect(await modal.findByRole('alert')).toHaveTextContent(text[lang].loadFailed);
    await expectToast(canvasElement, text[lang].loadFailed);
  };
const broken = {
  msw: {
    handlers: {
      staticData: [staticDataHandlers.on.getGuidedTestIndex.serverError(), ...staticDataHandlers.ok],
    },
  },
};
export const LoadFailed: Story = { parameters: broken, play: loadFailed('he') };
export const LoadFailedEn: Story = { ...en, parameters: broken, play: loadFailed('en') };

export const NoCourseEn: Story = {
  ...en,
  args: { course: null },
  play: async ({ canvasElement }) => {
    const modal = await modalOf(canvasElement, 'en');
    await expect(await modal.findByRole('alert')).toHaveTextContent('No course selected');
    await expectToast(canvasElement, 'No course selected');
  },
};
