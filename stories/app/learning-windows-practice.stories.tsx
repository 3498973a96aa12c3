import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PracticeWindow, type CheckAnswer } from '../../app/src/features/learning/windows';
import type { Course } from '../../backend/contract';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import type { PracticeProblem } from '../../backend/contract';
import {
  buildHalfProblem,
  buildOpenEndedProblem,
  buildProofProblem,
  buildSubject,
} from '../../mocks/fixtures/content';
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
  he: { ...heUi.practiceProblems, ...heLearning.windows.practice, noCourse: heLearning.windows.noCourse },
  en: { ...enUi.practiceProblems, ...enLearning.windows.practice, noCourse: enLearning.windows.noCourse },
};
type Lang = keyof typeof text;

/** The popup texts are the spec's, word for word (docs/requirements.md#learning-space-errors). */
const popup = {
  en: {
    correct: "Correct! Well done! Let's see the explanation.",
    incorrect: "Not quite right. Let's see the explanation to understand why.",
  },
  he: { correct: heUi.practiceProblems.correct, incorrect: heUi.practiceProblems.incorrect },
};

const progress = createProgressMock(() => []);

function PracticeScreen({
  course: chosen = course,
  checkAnswer,
  onAskTutor,
}: {
  course?: Course | null;
  checkAnswer?: CheckAnswer;
  onAskTutor?: (message: string) => Promise<void>;
}) {
  return (
    <Opener>
      {(open, close) => (
        <PracticeWindow
          course={chosen}
          open={open}
          onClose={close}
          checkAnswer={checkAnswer}
          onAskTutor={onAskTutor}
        />
      )}
    </Opener>
  );
}

const meta = {
  title: 'App/LearningWindows/Practice',
  component: PracticeScreen,
  ...savingProgress(progress),
} satisfies Meta<typeof PracticeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const problemOf = (lang: Lang, n: number, total: number) =>
  text[lang].problemOf.replace('{n}', String(n)).replace('{total}', String(total));

async function openSubject(canvasElement: HTMLElement, lang: Lang, total = 3) {
  const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));
  await userEvent.click(await dialog.findByRole('button', { name: /משוואות ריבועיות/ }));
  await dialog.findByText(problemOf(lang, 1, total));
  return dialog;
}

const correctAndSaved = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openSubject(canvasElement, lang);
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await expect(
      await dialog.findByRole('heading', { name: text[lang].explanation }, { timeout: 4000 }),
    ).toBeVisible();
    // The answer is saved as practice progress with the docs/requirements.md#learning-space-calls id, and reads back over the API.
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    const [record] = await readProgress('practice');
    await expect(record).toMatchObject({
      course_id: 'high-school-math',
      activity_type: 'practice',
      activity_id: 'quadratics-q1',
      score: 100,
      answers: [{ userAnswer: 0, correctAnswer: 0, isCorrect: true }],
    });
  };
export const CorrectAndSaved: Story = { play: correctAndSaved('he') };
export const CorrectAndSavedEn: Story = { ...en, play: correctAndSaved('en') };

const incorrectAndSaved = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openSubject(canvasElement, lang);
    await userEvent.click(dialog.getAllByRole('radio')[2] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(popup[lang].incorrect)).toBeVisible();
    // Assert: once the 2 s popup is gone, the answer stays marked wrong in words (#27).
    await dialog.findByRole('heading', { name: text[lang].explanation }, { timeout: 4000 });
    await expect(dialog.queryByText(popup[lang].incorrect)).not.toBeInTheDocument();
    await expect(dialog.getByText(text[lang].answeredIncorrect)).toBeVisible();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    const [record] = await readProgress('practice');
    await expect(record).toMatchObject({
      activity_id: 'quadratics-q1',
      score: 0,
      answers: [{ userAnswer: 2, isCorrect: false }],
    });
    // Finish Practice closes the window.
    await userEvent.click(await dialog.findByRole('button', { name: text[lang].finish }, { timeout: 4000 }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  };
export const IncorrectAndSaved: Story = { play: incorrectAndSaved('he') };
export const IncorrectAndSavedEn: Story = { ...en, play: incorrectAndSaved('en') };

/** A checker the screen passes instead of the shared one: it reads only a/b fractions. */
const fractions: CheckAnswer = (problem, answer) => {
  if (problem.type !== 'numeric')
    return {
      verdict: 'correctAnswer' in problem && answer === problem.correctAnswer ? 'correct' : 'incorrect',
    };
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(String(answer));
  if (!match) return { verdict: 'unparseable', reason: text.he.unparseable };
  const value = Number(match[1]) / Number(match[2] ?? 1);
  return { verdict: Math.abs(value - problem.correctAnswer) < 1e-9 ? 'correct' : 'incorrect' };
};

const checker = { checkAnswer: fn(fractions) };

const injectedChecker = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openSubject(canvasElement, lang);
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await userEvent.click(await dialog.findByRole('button', { name: text[lang].next }, { timeout: 4000 }));
    // The window asks the checker it was given, with the problem and the typed text.
    const field = dialog.getByRole('textbox', { name: text[lang].answerLabel });
    await userEvent.type(field, '8/2');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    const [problem, given] = checker.checkAnswer.mock.lastCall ?? [];
    await expect(problem?.id).toBe('q2');
    await expect(given).toBe('8/2');
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(2));
    const records = await readProgress('practice');
    await expect(records.map((record) => record.activity_id).sort()).toEqual([
      'quadratics-q1',
      'quadratics-q2',
    ]);
  };
export const InjectedChecker: Story = { args: checker, play: injectedChecker('he') };
export const InjectedCheckerEn: Story = { ...en, args: checker, play: injectedChecker('en') };

const saveFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openSubject(canvasElement, lang);
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    // The verdict still shows; the failed save says so (docs/requirements.md#learning-space-errors).
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await expectToast(canvasElement, text[lang].saveFailed, saveFailureToastMs);
  };
const saveBroken = {
  msw: {
    handlers: {
      progress: [progress.handlers.on.saveProgress.serverError(), ...progress.handlers.ok],
    },
  },
};
export const SaveFailed: Story = { parameters: saveBroken, play: saveFailed('he') };
export const SaveFailedEn: Story = { ...en, parameters: saveBroken, play: saveFailed('en') };

const fallbackSubjects = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));
    // subjects.json is missing: subject1..4.json are tried and subject2.json is there.
    const card = await dialog.findByRole('button', { name: 'גאומטריה אנליטית' });
    await expect(dialog.getAllByRole('button', { name: /גאומטריה|משוואות/ })).toHaveLength(1);
    await userEvent.click(card);
    await expect(await dialog.findByText('גאומטריה אנליטית')).toBeVisible();
    await expect(dialog.getByText(problemOf(lang, 1, 3))).toBeVisible();
  };
const noIndex = {
  msw: {
    handlers: {
      staticData: [
        staticDataHandlers.on.getSubjectIndex.error(404, 'Not found'),
        http.get('*/data/courses/:folder/practice-problems/subject2.json', () =>
          HttpResponse.json(
            buildSubject({ subjectId: 'analytic-geometry', subjectName: 'גאומטריה אנליטית' }),
          ),
        ),
        ...staticDataHandlers.ok,
      ],
    },
  },
};
export const SubjectsFallback: Story = { parameters: noIndex, play: fallbackSubjects('he') };
export const SubjectsFallbackEn: Story = { ...en, parameters: noIndex, play: fallbackSubjects('en') };

const loadFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      text[lang].loadFailed,
    );
    await expect(
      dialog.getByRole('button', { name: (lang === 'he' ? heUi : enUi).loadState.retry }),
    ).toBeVisible();
  };
const broken = { msw: { handlers: { staticData: staticDataHandlers.serverError() } } };
export const LoadFailed: Story = { parameters: broken, play: loadFailed('he') };
export const LoadFailedEn: Story = { ...en, parameters: broken, play: loadFailed('en') };

export const Loading: Story = {
  parameters: { msw: { handlers: { staticData: staticDataHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text.he.title }));
    await expect(await dialog.findByText(text.he.loadingSubjects)).toBeVisible();
  },
};

const noCourse = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text[lang].noCourse);
  };
export const NoCourse: Story = { args: { course: null }, play: noCourse('he') };
export const NoCourseEn: Story = { ...en, args: { course: null }, play: noCourse('en') };

const [, vertex, decision] = buildSubject().problems as [PracticeProblem, PracticeProblem, PracticeProblem];
const half = buildHalfProblem();

/** The quadratics subject served with these problems only. */
function serving(...problems: PracticeProblem[]) {
  return {
    msw: {
      handlers: {
        staticData: [
          http.get('*/data/courses/:folder/practice-problems/quadratics.json', () =>
            HttpResponse.json(buildSubject({ problems })),
          ),
          ...staticDataHandlers.ok,
        ],
      },
    },
  };
}

async function answerTyped(dialog: ReturnType<typeof within>, lang: Lang, answer: string) {
  const field = dialog.getByRole('textbox', { name: text[lang].answerLabel });
  await userEvent.clear(field);
  await userEvent.type(field, answer);
  await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
}

const equivalentForms = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 2);
    // Act: 1/2 where the key is 0.5, then x=4 where it is 4 (the shared answer checker).
    await answerTyped(dialog, lang, '1/2');
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: text[lang].next }, { timeout: 4000 }));
    await dialog.findByText(problemOf(lang, 2, 2));
    await answerTyped(dialog, lang, 'x=4');
    // Assert
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(2));
    const records = await readProgress('practice');
    const byId = Object.fromEntries(records.map((record) => [record.activity_id, record]));
    await expect(byId['quadratics-half']).toMatchObject({
      score: 100,
      answers: [{ userAnswer: '1/2', correctAnswer: 0.5, isCorrect: true }],
    });
    await expect(byId['quadratics-q2']).toMatchObject({
      score: 100,
      answers: [{ userAnswer: 'x=4', correctAnswer: 4, isCorrect: true }],
    });
  };
export const EquivalentForms: Story = { parameters: serving(half, vertex), play: equivalentForms('he') };
export const EquivalentFormsEn: Story = {
  ...en,
  parameters: serving(half, vertex),
  play: equivalentForms('en'),
};

const acceptedForm = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    // Act: one of the text problem's `accept` forms instead of its Hebrew key.
    await answerTyped(dialog, lang, 'reject H0');
    // Assert
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    const [record] = await readProgress('practice');
    await expect(record).toMatchObject({ activity_id: 'quadratics-q3', score: 100 });
  };
export const AcceptedForm: Story = { parameters: serving(decision), play: acceptedForm('he') };
export const AcceptedFormEn: Story = { ...en, parameters: serving(decision), play: acceptedForm('en') };

const reasons = { he: heLearning.windows.answer, en: enLearning.windows.answer };
/** The learner's text inside a left-to-right isolate, as the reason quotes it. */
const quoted = (input: string) => `\u2066${input}\u2069`;

const unparseableAnswer = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    // Act: an expression that does not parse
    await answerTyped(dialog, lang, '2x+');
    // Assert: its reason, no popup, the answer still open
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      reasons[lang].syntax.replace('{{input}}', quoted('2x+')),
    );
    await expect(dialog.queryByText(popup[lang].incorrect)).not.toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: text[lang].answerLabel });
    await expect(field).toBeEnabled();
    // Act: words where a number is asked
    await answerTyped(dialog, lang, 'ארבע');
    // Assert
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      reasons[lang].hebrewInMath.replace('{{input}}', quoted('ארבע')),
    );
    // Nothing unreadable was counted: no record, and the right answer still counts as right.
    await expect(await readProgress('practice')).toHaveLength(0);
    await answerTyped(dialog, lang, '4');
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    const [record] = await readProgress('practice');
    await expect(record).toMatchObject({ activity_id: 'quadratics-q2', score: 100 });
  };
export const UnparseableAnswer: Story = { parameters: serving(vertex), play: unparseableAnswer('he') };
export const UnparseableAnswerEn: Story = {
  ...en,
  parameters: serving(vertex),
  play: unparseableAnswer('en'),
};

const hintLadder = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    const hintOf = (n: number) => text[lang].hintOf.replace('{n}', String(n)).replace('{total}', '2');
    await expect(dialog.queryByText(hintOf(1))).not.toBeInTheDocument();
    // Act: the nudge first
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showHint }));
    // Assert
    await expect(await dialog.findByText(hintOf(1))).toBeVisible();
    await expect(dialog.queryByText(hintOf(2))).not.toBeInTheDocument();
    // Act: then the next rung
    await userEvent.click(dialog.getByRole('button', { name: text[lang].nextHint }));
    // Assert: both rungs in order, and no button past the last one
    await expect(await dialog.findByText(hintOf(2))).toBeVisible();
    const rungs = dialog.getAllByRole('listitem');
    await expect(rungs[0]).toHaveTextContent(hintOf(1));
    await expect(rungs[1]).toHaveTextContent(hintOf(2));
    await expect(dialog.queryByRole('button', { name: text[lang].nextHint })).not.toBeInTheDocument();
    // Hints are not answers: nothing is saved.
    await expect(await readProgress('practice')).toHaveLength(0);
  };
export const HintLadder: Story = { parameters: serving(vertex), play: hintLadder('he') };
export const HintLadderEn: Story = { ...en, parameters: serving(vertex), play: hintLadder('en') };

/** Attempt ids the server saw (the play empties it); the first save's reply is lost on the way. */
const seenAttemptIds: string[] = [];
const lostOnce = {
  msw: {
    handlers: {
      progress: [
        http.post('*/api/auth/progress', async ({ request }) => {
          const body = (await request.clone().json()) as { client_id?: string };
          seenAttemptIds.push(body.client_id ?? '');
          // The first try fails on the network; later ones go on to the progress mock.
          return seenAttemptIds.length === 1 ? HttpResponse.error() : undefined;
        }),
        ...progress.handlers.ok,
      ],
    },
  },
};

const saveRetried = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    seenAttemptIds.length = 0;
    const dialog = await openSubject(canvasElement, lang);
    // Act
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
    // Assert: the client tried again by itself with the same attempt id, and one record is stored.
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1), { timeout: 4000 });
    await expect(seenAttemptIds).toHaveLength(2);
    await expect(seenAttemptIds[1]).toBe(seenAttemptIds[0]);
    await expect(pageOf(canvasElement).queryByText(text[lang].saveFailed)).not.toBeInTheDocument();
  };
export const SaveRetried: Story = { parameters: lostOnce, play: saveRetried('he') };
export const SaveRetriedEn: Story = { ...en, parameters: lostOnce, play: saveRetried('en') };

const essay = buildOpenEndedProblem();

const openQuestion = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    // Act
    await answerTyped(dialog, lang, 'כמה עולה הישר בכל צעד ימינה');
    // Assert: no verdict for an open question, its explanation at once, and no score saved
    await expect(await dialog.findByRole('heading', { name: text[lang].explanation })).toBeVisible();
    await expect(dialog.getByText(text[lang].unjudged)).toBeVisible();
    await expect(dialog.queryByText(popup[lang].correct)).not.toBeInTheDocument();
    await expect(dialog.queryByText(popup[lang].incorrect)).not.toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: text[lang].answerLabel })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: text[lang].finish })).toBeVisible();
    await expect(await readProgress('practice')).toHaveLength(0);
  };
export const OpenQuestion: Story = { parameters: serving(essay), play: openQuestion('he') };
export const OpenQuestionEn: Story = { ...en, parameters: serving(essay), play: openQuestion('en') };

/** On a phone the window is a sheet: the subjects, then a problem's choices and its check button fit (#27). */
const onPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title });
    await within(sheet).findByRole('button', { name: /משוואות ריבועיות/ });
    await expectPhoneSheet(sheet, lang);
    const dialog = await openSubject(canvasElement, lang);
    await expectControlsInViewport(sheet);
    // Act: answer and check, still on the phone.
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(popup[lang].correct)).toBeVisible();
  };
export const Phone: Story = { ...phoneHe, play: onPhone('he') };
export const PhoneEn: Story = { ...phoneEn, play: onPhone('en') };

/** Enter on a subject opens it and focus stays in the window, not on the page's body (#27). */
const enterKeepsFocus = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title });
    const subject = await within(sheet).findByRole('button', { name: /משוואות ריבועיות/ });
    // Act
    subject.focus();
    await userEvent.keyboard('{Enter}');
    await within(sheet).findByText(problemOf(lang, 1, 3));
    // Assert
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
    await expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  };
export const EnterKeepsFocus: Story = { play: enterKeepsFocus('he') };
export const EnterKeepsFocusEn: Story = { ...en, play: enterKeepsFocus('en') };

const proof = buildProofProblem();

/**
 * A proof problem from the course files: sent to the tutor under a first line naming it, then the model proof,
 * with what the proof reader found, saved as the attempt's progress.
 */
const proofToTutor = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    // Act
    await userEvent.type(dialog.getByRole('textbox', { name: text[lang].proofLabel }), 'AO=BO כי O אמצע');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].discuss }));
    // Assert: the message names the problem, so the tutor checks it against that checklist
    const message = text[lang].discussMessage
      .replace('{{id}}', proof.id)
      .replace('{{proof}}', 'AO=BO כי O אמצע');
    await waitFor(() => expect(args.onAskTutor).toHaveBeenCalledWith(message));
    await expect(await dialog.findByText(text[lang].discussSent)).toBeVisible();
    // Act: the model proof and its checklist, from the contract's proof and checklist
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showProof }));
    await expect(await dialog.findByRole('heading', { name: text[lang].modelProof })).toBeVisible();
    await expect(dialog.getByRole('table', { name: text[lang].checklist })).toBeVisible();
    await expect(dialog.getByText('זוויות קודקודיות', { selector: 'td *, td' })).toBeVisible();
    // The proof reader found one of the three items with its reason: said in the window, saved as the attempt
    const found = text[lang].proofRead.replace('{{justified}}', '1').replace('{{total}}', '3');
    await expect(dialog.getByText(found)).toBeVisible();
    await expect(dialog.queryByText(text[lang].proofUnjudged)).toBeNull();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    await expect((await readProgress('practice'))[0]).toMatchObject({
      activity_id: `quadratics-${proof.id}`,
      score: 33,
      answers: [{ userAnswer: 'AO=BO כי O אמצע', isCorrect: false }],
    });
  };
const askTutor = { onAskTutor: fn(async () => undefined) };
export const ProofToTutor: Story = { args: askTutor, parameters: serving(proof), play: proofToTutor('he') };
export const ProofToTutorEn: Story = {
  ...en,
  args: askTutor,
  parameters: serving(proof),
  play: proofToTutor('en'),
};

/** A proof that states every checklist item with its reason is saved as a correct attempt, and said so. */
const proofComplete = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await openSubject(canvasElement, lang, 1);
    await userEvent.type(
      dialog.getByRole('textbox', { name: text[lang].proofLabel }),
      'AO=BO כי O אמצע AB{Enter}∠AOC=∠BOD כי זוויות קודקודיות{Enter}AC=BD כי צלעות מתאימות',
    );
    // Act
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showProof }));
    // Assert
    await expect(await dialog.findByText(text[lang].proofComplete.replace('{{total}}', '3'))).toBeVisible();
    await waitFor(async () => expect(await readProgress('practice')).toHaveLength(1));
    await expect((await readProgress('practice'))[0]).toMatchObject({
      activity_id: `quadratics-${proof.id}`,
      score: 100,
      answers: [{ isCorrect: true }],
    });
  };
export const ProofComplete: Story = { parameters: serving(proof), play: proofComplete('he') };
export const ProofCompleteEn: Story = { ...en, parameters: serving(proof), play: proofComplete('en') };
