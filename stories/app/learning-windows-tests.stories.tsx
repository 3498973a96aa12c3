import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestsWindow } from '../../app/src/features/learning/windows';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { createProgressMock, staticDataHandlers } from '../../mocks/handlers';
import { expectControlsInViewport, expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import {
  Opener,
  course,
  en,
  expectToast,
  pageOf,
  readProgress,
  saveFailureToastMs,
  savingProgress,
} from './windows-harness';

const text = {
  he: { ...heUi.testsWindow, ...heLearning.windows.tests, retry: heUi.loadState.retry },
  en: { ...enUi.testsWindow, ...enLearning.windows.tests, retry: enUi.loadState.retry },
};
type Lang = keyof typeof text;
const title = 'מבחן כניסה: יסודות האלגברה';

const progress = createProgressMock(() => []);

/** `speed` runs the clock faster, so a 15-minute test runs out in seconds. */
function TestsScreen({ speed = 1 }: { speed?: number }) {
  const [now] = useState(() => {
    const start = Date.now();
    return () => start + (Date.now() - start) * speed;
  });
  return (
    <Opener>{(open, close) => <TestsWindow course={course} open={open} onClose={close} now={now} />}</Opener>
  );
}

const meta = {
  title: 'App/LearningWindows/Tests',
  component: TestsScreen,
  ...savingProgress(progress),
} satisfies Meta<typeof TestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openEntryLevel(canvasElement: HTMLElement, lang: Lang) {
  const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(text[lang].entryLevel) }));
  return dialog;
}

async function answer(dialog: ReturnType<typeof within>, lang: Lang, choices: number[]) {
  await userEvent.click(await dialog.findByRole('button', { name: `${text[lang].startTest}: ${title}` }));
  for (const choice of choices) {
    await userEvent.click(dialog.getAllByRole('radio')[choice] as HTMLElement);
    const next = dialog.queryByRole('button', { name: text[lang].next });
    if (next) await userEvent.click(next);
  }
  await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
}

const passAndSave = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await expect(await dialog.findByText(text[lang].timeLimit.replace('{n}', '15'))).toBeVisible();
    await answer(dialog, lang, [1, 2]);
    await expect(await dialog.findByRole('heading', { name: text[lang].resultsTitle })).toBeVisible();
    await expect(dialog.getByText(text[lang].passed)).toBeVisible();
    // Saved once as test progress `category-testId` (docs/requirements.md#learning-space-calls), read back over the API.
    await waitFor(async () => expect(await readProgress('test')).toHaveLength(1));
    const [record] = await readProgress('test');
    await expect(record).toMatchObject({
      activity_type: 'test',
      activity_id: 'entry-level-entry-level-1',
      score: 100,
      completed: true,
      answers: [
        { questionId: 'q1', selectedAnswer: 1, isCorrect: true },
        { questionId: 'q2', selectedAnswer: 2, isCorrect: true },
      ],
    });
    await userEvent.click(dialog.getByRole('button', { name: text[lang].finishTest }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  };
export const PassAndSave: Story = { play: passAndSave('he') };
export const PassAndSaveEn: Story = { ...en, play: passAndSave('en') };

const failAndSave = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await answer(dialog, lang, [0, 2]);
    await expect(await dialog.findByText(text[lang].failed)).toBeVisible();
    await waitFor(async () => expect(await readProgress('test')).toHaveLength(1));
    await expect((await readProgress('test'))[0]).toMatchObject({ score: 50 });
    // Back to Tests returns to the category's list.
    await userEvent.click(dialog.getByRole('button', { name: text[lang].backToTests }));
    await expect(
      await dialog.findByRole('button', { name: `${text[lang].startTest}: ${title}` }),
    ).toBeVisible();
  };
export const FailAndSave: Story = { play: failAndSave('he') };
export const FailAndSaveEn: Story = { ...en, play: failAndSave('en') };

/** 300× faster: the 15-minute test runs out in three seconds and is submitted, and saved, exactly once. */
const timerRunsOut = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await userEvent.click(await dialog.findByRole('button', { name: `${text[lang].startTest}: ${title}` }));
    await userEvent.click(dialog.getAllByRole('radio')[1] as HTMLElement);
    await expect(dialog.getByRole('timer', { name: text[lang].timeLeft })).toBeVisible();
    await expect(await dialog.findByText(text[lang].timeUp, {}, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const records = await readProgress('test');
    await expect(records).toHaveLength(1);
    await expect(records[0]).toMatchObject({
      score: 50,
      answers: [
        { questionId: 'q1', selectedAnswer: 1, isCorrect: true },
        { questionId: 'q2', selectedAnswer: -1, isCorrect: false },
      ],
    });
  };
export const TimerRunsOut: Story = { args: { speed: 300 }, play: timerRunsOut('he') };
export const TimerRunsOutEn: Story = { ...en, args: { speed: 300 }, play: timerRunsOut('en') };

const saveFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await answer(dialog, lang, [1, 2]);
    await expect(await dialog.findByRole('heading', { name: text[lang].resultsTitle })).toBeVisible();
    await expectToast(canvasElement, text[lang].saveFailed, saveFailureToastMs);
  };
const saveBroken = {
  msw: { handlers: { progress: [progress.handlers.on.saveProgress.serverError(), ...progress.handlers.ok] } },
};
export const SaveFailed: Story = { parameters: saveBroken, play: saveFailed('he') };
export const SaveFailedEn: Story = { ...en, parameters: saveBroken, play: saveFailed('en') };

const loadFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text[lang].loadFailed);
    await expect(dialog.getByRole('button', { name: text[lang].retry })).toBeVisible();
  };
const broken = {
  msw: {
    handlers: { staticData: [staticDataHandlers.on.getTestCategory.serverError(), ...staticDataHandlers.ok] },
  },
};
export const LoadFailed: Story = { parameters: broken, play: loadFailed('he') };
export const LoadFailedEn: Story = { ...en, parameters: broken, play: loadFailed('en') };

const emptyCategory = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openEntryLevel(canvasElement, lang);
    await expect(await dialog.findByText(text[lang].noTests)).toBeVisible();
  };
const empty = {
  msw: {
    handlers: { staticData: [staticDataHandlers.on.getTestCategory.empty(), ...staticDataHandlers.ok] },
  },
};
export const EmptyCategory: Story = { parameters: empty, play: emptyCategory('he') };
export const EmptyCategoryEn: Story = { ...en, parameters: empty, play: emptyCategory('en') };

/** On a phone the window is a sheet: every category, then every answer of a question, is on screen (#27). */
const onPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = pageOf(canvasElement);
    const sheet = await page.findByRole('dialog', { name: text[lang].title });
    await within(sheet).findByRole('button', { name: new RegExp(text[lang].entryLevel) });
    await expectPhoneSheet(sheet, lang);
    // Act: a category, its test, its first question.
    const dialog = await openEntryLevel(canvasElement, lang);
    await userEvent.click(await dialog.findByRole('button', { name: `${text[lang].startTest}: ${title}` }));
    await dialog.findAllByRole('radio');
    // Assert: the answers and the test's buttons are all on screen too.
    await expectControlsInViewport(sheet);
  };
export const Phone: Story = { ...phoneHe, play: onPhone('he') };
export const PhoneEn: Story = { ...phoneEn, play: onPhone('en') };
