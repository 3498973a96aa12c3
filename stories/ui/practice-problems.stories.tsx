import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import {
  PracticeProblems,
  type PracticeAttempt,
  type PracticeCheck,
  type PracticeProblemItem,
  type PracticeProblemsProps,
  type PracticeSubjectView,
} from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import enLearning from '../../content/locales/en/learning.json';
import heLearning from '../../content/locales/he/learning.json';
import { expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import { fill, windowNamed } from './window-story';

const text = { he: heUi.practiceProblems, en: enUi.practiceProblems };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const subjects = [
  { id: 'quadratics', name: 'משוואות ריבועיות', description: 'פתרון בנוסחת השורשים ובפירוק לגורמים.' },
  { id: 'derivatives', name: 'נגזרות', description: 'כללי גזירה ושיפוע המשיק.' },
];

const problems: PracticeProblemItem[] = [
  {
    id: 'q1',
    kind: 'multiple-choice',
    question: 'מהם הפתרונות של המשוואה $x^2 - 5x + 6 = 0$?',
    options: ['$x = 2, 3$', '$x = -2, -3$', '$x = 1, 6$'],
    hints: ['חפשו שני מספרים שמכפלתם 6.', 'וסכומם 5.'],
    explanation: 'פירוק לגורמים: $(x-2)(x-3) = 0$.',
  },
  {
    id: 'q2',
    kind: 'numeric',
    question: 'מהו שיעור ה־x של קודקוד הפרבולה $y = x^2 - 8x + 1$?',
    hints: ['השתמשו בנוסחה $x_v = -\\frac{b}{2a}$.', 'כאן $a = 1$ ו־$b = -8$.'],
    explanation: '$x_v = -\\frac{-8}{2} = 4$.',
  },
  {
    id: 'q3',
    kind: 'open-ended',
    question: 'הסבירו במילים מתי לפרבולה אין נקודות חיתוך עם ציר ה־x.',
    hints: [],
    explanation: 'כשהדיסקרימיננטה שלילית: $b^2 - 4ac < 0$.',
  },
];

/** Correct for option 0, the number 4, and any explanation that mentions the discriminant. */
const check = fn(async ({ answer }: PracticeAttempt): Promise<PracticeCheck> => {
  if (answer === 'abc') return { verdict: 'unparseable' };
  const right =
    answer === 0 || answer === '4' || (typeof answer === 'string' && answer.includes('דיסקרימיננטה'));
  return { verdict: right ? 'correct' : 'incorrect' };
});

/** Holds the open subject as the app's container does. */
function Stateful(props: PracticeProblemsProps) {
  const [open, setOpen] = useState<string | null>(props.subject?.id ?? null);
  const subject: PracticeSubjectView | null =
    open === null
      ? null
      : {
          id: open,
          name:
            props.subject?.id === open
              ? props.subject.name
              : (subjects.find((item) => item.id === open)?.name ?? ''),
          problems: props.subject?.problems ?? { status: 'ready', data: problems },
        };
  return (
    <PracticeProblems
      {...props}
      subject={subject}
      onSelectSubject={(id) => {
        setOpen(id);
        props.onSelectSubject(id);
      }}
      onBackToSubjects={() => {
        setOpen(null);
        props.onBackToSubjects();
      }}
    />
  );
}

const meta = {
  title: 'UI/PracticeProblems',
  component: PracticeProblems,
  render: (args) => <Stateful {...args} />,
  args: {
    onClose: fn(),
    subjects: { status: 'ready', data: subjects },
    subject: null,
    onSelectSubject: fn(),
    onBackToSubjects: fn(),
    onAnswer: check,
    onFinish: fn(),
    defaultPosition: { x: 40, y: 24 },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PracticeProblems>;
export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = (canvasElement: HTMLElement, lang: Lang) => windowNamed(canvasElement, text[lang].title);

const subjectsList = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await expect(dialog.getByRole('heading', { name: text[lang].selectSubject })).toBeVisible();
    const cards = dialog.getAllByRole('button', { name: /משוואות|נגזרות/ });
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('פתרון בנוסחת השורשים');
    // Back to Subjects on the list closes the window.
    await userEvent.click(dialog.getByRole('button', { name: text[lang].backToSubjects }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  };
export const Subjects: Story = { play: subjectsList('he') };
export const SubjectsEn: Story = { ...en, play: subjectsList('en') };

const correct = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.click(dialog.getByRole('button', { name: /משוואות ריבועיות/ }));
    await expect(args.onSelectSubject).toHaveBeenCalledWith('quadratics');
    await expect(dialog.getByText(fill(text[lang].problemOf, { n: 1, total: 3 }))).toBeVisible();
    await expect(dialog.getByText('משוואות ריבועיות')).toBeVisible();
    // Nothing to navigate or finish before an answer.
    await expect(dialog.queryByRole('button', { name: text[lang].next })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: text[lang].finish })).not.toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: text[lang].submit });
    await expect(submit).toBeDisabled();
    // Act: pick the first option and check it.
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(submit);
    // Assert: the 2 s popup with the exact text, then the explanation, the locked answer and Next.
    await expect(await dialog.findByText(text[lang].correct)).toBeVisible();
    await expect(args.onAnswer).toHaveBeenCalledWith(expect.objectContaining({ problemIndex: 0, answer: 0 }));
    await expect(
      await dialog.findByRole('heading', { name: text[lang].explanation }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(dialog.queryByText(text[lang].correct)).not.toBeInTheDocument();
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: text[lang].previous })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: text[lang].finish })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].next }));
    await expect(dialog.getByText(fill(text[lang].problemOf, { n: 2, total: 3 }))).toBeVisible();
    // A new problem starts afresh: empty field, no explanation, no navigation until answered.
    await expect(dialog.getByRole('textbox', { name: text[lang].answerLabel })).toHaveValue('');
    await expect(dialog.queryByRole('button', { name: text[lang].previous })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].finish }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  };
export const CorrectAnswer: Story = { play: correct('he') };
export const CorrectAnswerEn: Story = { ...en, play: correct('en') };

const incorrect = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.click(dialog.getByRole('button', { name: /משוואות ריבועיות/ }));
    await userEvent.click(dialog.getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(text[lang].incorrect)).toBeVisible();
    await expect(
      await dialog.findByRole('heading', { name: text[lang].explanation }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(dialog.getAllByRole('radio')[1]?.closest('label')).toHaveAttribute('data-mark', 'incorrect');
  };
export const IncorrectAnswer: Story = { play: incorrect('he') };
export const IncorrectAnswerEn: Story = { ...en, play: incorrect('en') };

const hintsAndRules = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.click(dialog.getByRole('button', { name: /משוואות ריבועיות/ }));
    await userEvent.click(dialog.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await userEvent.click(await dialog.findByRole('button', { name: text[lang].next }, { timeout: 4000 }));
    // The hint ladder: one hint per press, then the button goes.
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showHint }));
    await expect(dialog.getByText(fill(text[lang].hintOf, { n: 1, total: 2 }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].nextHint }));
    await expect(dialog.getByText(fill(text[lang].hintOf, { n: 2, total: 2 }))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: text[lang].nextHint })).not.toBeInTheDocument();
    // Spaces are not an answer (docs/requirements.md#learning-space-validation); a number is.
    const field = dialog.getByRole('textbox', { name: text[lang].answerLabel });
    await userEvent.type(field, '4');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(text[lang].correct)).toBeVisible();
    // Previous shows on the second problem, Next too; on the last, Next is hidden.
    await expect(
      await dialog.findByRole('button', { name: text[lang].previous }, { timeout: 4000 }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].next }));
    const essay = dialog.getByRole('textbox', { name: text[lang].answerLabel });
    await userEvent.type(essay, '   ');
    await expect(dialog.getByRole('button', { name: text[lang].submit })).toBeDisabled();
    await userEvent.type(essay, 'כשהדיסקרימיננטה שלילית');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(
      await dialog.findByRole('button', { name: text[lang].previous }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: text[lang].next })).not.toBeInTheDocument();
    // Back to Subjects returns to the list.
    await userEvent.click(dialog.getByRole('button', { name: text[lang].backToSubjects }));
    await expect(dialog.getByRole('heading', { name: text[lang].selectSubject })).toBeVisible();
  };
export const HintsAndNavigation: Story = { play: hintsAndRules('he') };
export const HintsAndNavigationEn: Story = { ...en, play: hintsAndRules('en') };

const unparseable = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.type(dialog.getByRole('textbox', { name: text[lang].answerLabel }), 'abc');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text[lang].unparseable);
    // Not locked: the learner can correct the answer.
    await expect(dialog.getByRole('textbox', { name: text[lang].answerLabel })).toBeEnabled();
    await expect(dialog.queryByRole('heading', { name: text[lang].explanation })).not.toBeInTheDocument();
  };
const typedProblem: PracticeProblemItem = { ...(problems[1] as PracticeProblemItem), id: 'x', kind: 'text' };
const typedOnly: Pick<PracticeProblemsProps, 'subject'> = {
  subject: {
    id: 'quadratics',
    name: 'משוואות ריבועיות',
    problems: { status: 'ready', data: [typedProblem] },
  },
};
export const Unparseable: Story = { args: typedOnly, play: unparseable('he') };
export const UnparseableEn: Story = { ...en, args: typedOnly, play: unparseable('en') };

/** An answer whose letter order is the answer (△PQR): the field says so, and reads the note with it. */
const orderMatters = {
  he: heLearning.windows.practice.orderMatters,
  en: enLearning.windows.practice.orderMatters,
};
const orderedOnly = (lang: Lang): Pick<PracticeProblemsProps, 'subject'> => ({
  subject: {
    id: 'geometry',
    name: 'גאומטריה',
    problems: {
      status: 'ready',
      data: [
        {
          id: 'geo-15',
          kind: 'text',
          question: 'השלימו את הדמיון $\\triangle PST\\sim\\triangle\\,?$',
          hints: ['איזה קודקוד משותף לשני המשולשים?'],
          explanation: '$\\triangle PST\\sim\\triangle PQR$.',
          note: orderMatters[lang],
        },
      ],
    },
  },
});
const orderedNote = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    const field = dialog.getByRole('textbox', { name: text[lang].answerLabel });
    await expect(dialog.getByText(orderMatters[lang])).toBeVisible();
    await expect(field).toHaveAccessibleDescription(orderMatters[lang]);
  };
export const OrderedAnswerNote: Story = { args: orderedOnly('he'), play: orderedNote('he') };
export const OrderedAnswerNoteEn: Story = { ...en, args: orderedOnly('en'), play: orderedNote('en') };

export const LoadingSubjects: Story = {
  args: { subjects: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getByRole('status')).toHaveTextContent(text.he.loadingSubjects);
  },
};

export const EmptySubjectsEn: Story = {
  ...en,
  args: { subjects: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'en');
    await expect(dialog.getByText(text.en.noSubjects)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    subjects: { status: 'error', message: 'לא הצלחנו לטעון את שאלות התרגול. נסו שוב.' },
    onRetrySubjects: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getByRole('alert')).toHaveTextContent('לא הצלחנו לטעון את שאלות התרגול');
    await userEvent.click(dialog.getByRole('button', { name: heUi.loadState.retry }));
    await expect(args.onRetrySubjects).toHaveBeenCalledOnce();
  },
};

export const LongHebrewText: Story = {
  args: {
    subject: {
      id: 'long',
      name: 'בעיות מילוליות ארוכות במיוחד עם הרבה טקסט',
      problems: {
        status: 'ready',
        data: [
          {
            id: 'long-1',
            kind: 'multiple-choice',
            question:
              'רוכב אופניים יצא מתל אביב לירושלים במהירות קבועה של $v_1 = 18$ קמ״ש, ושעה אחריו יצאה מכונית באותו מסלול במהירות $v_2 = 72$ קמ״ש. כעבור כמה זמן מרגע יציאת המכונית היא תשיג את רוכב האופניים, בהנחה ששניהם נוסעים ללא עצירות?',
            options: ['$\\frac{1}{3}$ שעה', 'עשרים דקות בדיוק, כלומר שליש שעה', '$\\frac{1}{2}$ שעה', 'שעה'],
            hints: ['כתבו את המרחק של כל אחד כפונקציה של הזמן.'],
            explanation: 'המכונית סוגרת פער של $18$ ק״מ במהירות יחסית של $54$ קמ״ש.',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getAllByRole('radio')).toHaveLength(4);
    await waitFor(() => expect(dialog.getByText(/רוכב אופניים/)).toBeVisible());
  },
};

/** A proof problem: the learner writes the proof, sends it to the tutor, then reads the model proof and checklist. */
const proofProblem: PracticeProblemItem = {
  id: 'geo-20',
  kind: 'proof',
  question: 'הקטעים $AB$ ו־$CD$ נחתכים בנקודה $O$, ו־$O$ היא אמצע של שניהם. הוכיחו ש־$AC=BD$.',
  hints: [
    'אילו שני משולשים נוצרים ליד $O$?',
    'הוכיחו חפיפה לפי צ.ז.צ: מה ידוע על הזוויות שב־$O$?',
    'צעד ראשון: $AO=BO$ – $O$ אמצע $AB$.',
  ],
  explanation: 'הרעיון: המשולשים $AOC$ ו־$BOD$ חופפים לפי צ.ז.צ, ולכן $AC=BD$.',
  proof: {
    steps: [
      '$AO=BO$ – $O$ אמצע $AB$.',
      '$CO=DO$ – $O$ אמצע $CD$.',
      '$\\angle AOC=\\angle BOD$ – זוויות קודקודיות.',
      '$\\triangle AOC\\cong\\triangle BOD$ – לפי צ.ז.צ.',
      '$AC=BD$ – צלעות מתאימות במשולשים חופפים.',
    ],
    checklist: [
      { statement: '$AO=BO$', reason: '$O$ אמצע $AB$' },
      { statement: '$CO=DO$', reason: '$O$ אמצע $CD$' },
      { statement: '$\\angle AOC=\\angle BOD$', reason: 'זוויות קודקודיות' },
      { statement: '$\\triangle AOC\\cong\\triangle BOD$', reason: 'צ.ז.צ' },
      { statement: '$AC=BD$', reason: 'צלעות מתאימות במשולשים חופפים' },
    ],
  },
};
const proofOnly = {
  subject: { id: 'geometry', name: 'גאומטריה', problems: { status: 'ready', data: [proofProblem] } },
  onDiscuss: fn(async () => undefined),
  // As the app does: no key judges a proof, so the answer shows without a verdict.
  onAnswer: fn(async (_attempt: PracticeAttempt): Promise<PracticeCheck> => ({ verdict: 'unjudged' })),
} satisfies Pick<PracticeProblemsProps, 'subject' | 'onDiscuss' | 'onAnswer'>;
const studentProof = 'AO=BO כי O אמצע AB{enter}CO=DO כי O אמצע CD';

/** Writes a proof, sends it to the tutor, then shows the model proof and the checklist. */
const proofWritten = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    const field = dialog.getByRole('textbox', { name: text[lang].proofLabel });
    const discuss = dialog.getByRole('button', { name: text[lang].discuss });
    // Nothing to send yet; the model proof may be read at any time.
    await expect(discuss).toBeDisabled();
    await expect(dialog.getByRole('button', { name: text[lang].showProof })).toBeEnabled();

    await userEvent.type(field, studentProof);
    await userEvent.click(discuss);
    await waitFor(() =>
      expect(args.onDiscuss).toHaveBeenCalledWith({
        problemIndex: 0,
        proof: 'AO=BO כי O אמצע AB\nCO=DO כי O אמצע CD',
      }),
    );
    await expect(await dialog.findByText(text[lang].discussSent)).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: text[lang].showProof }));
    await expect(await dialog.findByRole('heading', { name: text[lang].modelProof })).toBeVisible();
    await expect(dialog.getByText(text[lang].proofUnjudged)).toBeVisible();
    const table = dialog.getByRole('table', { name: text[lang].checklist });
    await expect(within(table).getAllByRole('row')).toHaveLength(
      (proofProblem.proof?.checklist.length ?? 0) + 1,
    );
    await expect(within(table).getByRole('columnheader', { name: text[lang].checklistReason })).toBeVisible();
    await expect(within(table).getByText('זוויות קודקודיות')).toBeVisible();
    // No verdict: a proof is not judged by a key.
    await expect(dialog.queryByText(text[lang].answeredCorrect)).not.toBeInTheDocument();
    // The written proof stays, and can still be sent.
    await expect(field).toHaveValue('AO=BO כי O אמצע AB\nCO=DO כי O אמצע CD');
    await expect(discuss).toBeEnabled();
  };
export const ProofWritten: Story = { args: proofOnly, play: proofWritten('he') };
export const ProofWrittenEn: Story = { ...en, args: proofOnly, play: proofWritten('en') };

/** Sending fails: the window says so and the proof can be sent again. */
const proofSendFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.type(dialog.getByRole('textbox', { name: text[lang].proofLabel }), 'AO=BO');
    await userEvent.click(dialog.getByRole('button', { name: text[lang].discuss }));
    await expect(await dialog.findByText(text[lang].discussFailed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: text[lang].discuss })).toBeEnabled();
  };
const failingDiscuss = {
  ...proofOnly,
  onDiscuss: fn(async () => {
    throw new Error('offline');
  }),
};
export const ProofSendFails: Story = { args: failingDiscuss, play: proofSendFails('he') };
export const ProofSendFailsEn: Story = { ...en, args: failingDiscuss, play: proofSendFails('en') };

/** On a phone: the proof box, the send button, the model proof and the checklist fit the 390 px sheet. */
const proofOnPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.type(dialog.getByRole('textbox', { name: text[lang].proofLabel }), studentProof);
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showProof }));
    const table = await dialog.findByRole('table', { name: text[lang].checklist });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: text[lang].title });
    await expectPhoneSheet(sheet, lang);
  };
export const ProofPhone: Story = { ...phoneHe, args: proofOnly, play: proofOnPhone('he') };
export const ProofPhoneEn: Story = { ...phoneEn, args: proofOnly, play: proofOnPhone('en') };

/** The app's reading of the proof (its message) shows in place of "no automatic check", still without a verdict. */
const finding = {
  he: 'בהוכחה שלך 1 מתוך 3 הטענות מופיעות עם הנימוק שלהן.',
  en: 'Your proof states 1 of 3 statements with their reasons.',
};
const proofWithFinding = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Arrange
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.type(dialog.getByRole('textbox', { name: text[lang].proofLabel }), studentProof);
    // Act
    await userEvent.click(dialog.getByRole('button', { name: text[lang].showProof }));
    // Assert
    await expect(await dialog.findByText(finding[lang])).toBeVisible();
    await expect(dialog.queryByText(text[lang].proofUnjudged)).toBeNull();
    await expect(dialog.queryByText(text[lang].answeredCorrect)).toBeNull();
    await expect(dialog.queryByText(text[lang].answeredIncorrect)).toBeNull();
  };
const withFinding = (lang: Lang) => ({
  ...proofOnly,
  onAnswer: fn(async (_attempt: PracticeAttempt): Promise<PracticeCheck> => ({
    verdict: 'unjudged',
    message: finding[lang],
  })),
});
export const ProofWithFinding: Story = { args: withFinding('he'), play: proofWithFinding('he') };
export const ProofWithFindingEn: Story = { ...en, args: withFinding('en'), play: proofWithFinding('en') };
