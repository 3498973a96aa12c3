import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Button, LearningPlan, type LearningPlanBlock, type LearningPlanTopic } from '@havruta/ui';
import { tokenRgb } from './token-colour';
import { expect, userEvent, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';

const blocks: LearningPlanBlock[] = [
  { component: 'heading', text: 'תוכנית למידה אישית - מתמטיקה' },
  { component: 'card', title: 'חוזקות', body: 'שליטה טובה בפונקציות ריבועיות ובמציאת קודקוד.' },
  { component: 'card', title: 'לחיזוק', body: 'כדאי לתרגל גזירת פולינומים ומציאת משיק.' },
  { component: 'footer', text: 'עודכן לאחרונה: 12 בפברואר 2026' },
];
const topics: LearningPlanTopic[] = [
  { name: 'פונקציה ריבועית', mastery: 0.9, basis: { attempts: 12, lastActivity: '12 בפברואר 2026' } },
  { name: 'נגזרות', mastery: 0.55, basis: { attempts: 1, lastActivity: '11 בפברואר 2026' } },
  { name: 'גאומטריה אנליטית', mastery: 0.3 },
  { name: 'סדרות', mastery: null, basis: { attempts: 0, lastActivity: null } },
];

const meta = {
  title: 'UI/LearningPlan',
  component: LearningPlan,
  args: { blocks, topics },
} satisfies Meta<typeof LearningPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = heUi.learningPlan;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange: heading, cards and footer in order
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'תוכנית למידה אישית - מתמטיקה' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'חוזקות' })).toBeVisible();
    await expect(canvas.getByText('עודכן לאחרונה: 12 בפברואר 2026')).toBeVisible();
    // Assert: the bands (≥ 0.85 green, ≥ 0.5 yellow, else red)
    const fill = (name: string) => canvas.getByRole('progressbar', { name }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill('פונקציה ריבועית')).backgroundColor).toBe(tokenRgb('--hv-topic-high'));
    await expect(getComputedStyle(fill('נגזרות')).backgroundColor).toBe(tokenRgb('--hv-topic-mid'));
    await expect(getComputedStyle(fill('גאומטריה אנליטית')).backgroundColor).toBe(tokenRgb('--hv-topic-low'));
    // An unassessed topic has no bar and no number.
    await expect(canvas.queryByRole('progressbar', { name: 'סדרות' })).toBeNull();
    await expect(canvas.getByText(t.notAssessed)).toBeVisible();
  },
};

export const RevealsBasis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, unassessed] = canvas.getAllByRole('button', { name: t.showBasis });
    // Act
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await userEvent.click(unassessed as HTMLElement);
    // Assert
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/מבוסס על 12 תשובות · פעילות אחרונה: 12 בפברואר 2026/)).toBeVisible();
    await expect(canvas.getByText(/מבוסס על תשובה אחת/)).toBeVisible();
    await expect(canvas.getByText(t.noEvidence)).toBeVisible();
    // A topic with no basis offers none.
    await expect(canvas.getAllByRole('button', { name: t.showBasis })).toHaveLength(3);
  },
};

export const NoTopics: Story = {
  args: { topics: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noTopics)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { actions: <Button size="sm">יצירת תוכנית חדשה</Button>, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: /תוכנית למידה אישית/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'יצירת תוכנית חדשה' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 4, name: t.topicsTitle })).toBeVisible();
  },
};

export const LongHebrewText: Story = {
  args: {
    blocks: [
      { component: 'heading', text: 'תוכנית למידה אישית - מתמטיקה' },
      {
        component: 'card',
        title: 'סקירה כללית',
        body: 'בשבועיים האחרונים פתרת ארבעים ושניים תרגילים בפונקציה הריבועית ובנגזרות, ורוב התשובות היו נכונות כבר בניסיון הראשון.\nכדאי להמשיך לתרגל בעיות קיצון מילוליות, שבהן עדיין יש טעויות בתרגום הבעיה למשוואה, ולחזור על משפט הסינוסים לפני המבחן.',
      },
      { component: 'footer', text: 'התוכנית נבנתה על סמך הנתונים שלך' },
    ],
    topics: [{ name: 'בעיות קיצון מילוליות בחשבון דיפרנציאלי ואינטגרלי', mastery: 0.42 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two paragraphs from one body with a line break.
    await expect(canvas.getByText(/ארבעים ושניים תרגילים/).tagName).toBe('P');
    await expect(canvas.getByText(/משפט הסינוסים/).tagName).toBe('P');
    await expect(
      canvas.getByRole('progressbar', { name: 'בעיות קיצון מילוליות בחשבון דיפרנציאלי ואינטגרלי' }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: [
      { component: 'heading', text: 'Personal learning plan - Mathematics' },
      { component: 'card', title: 'Overview', body: 'Steady progress: keep practising at a regular pace.' },
      { component: 'footer', text: 'Last updated: February 12, 2026' },
    ],
    topics: [
      { name: 'Derivatives', mastery: 1.3, basis: { attempts: 4, lastActivity: 'February 11, 2026' } },
      { name: 'Sequences', mastery: null, basis: { attempts: 0, lastActivity: null } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Clamped to 0–1.
    await expect(canvas.getByRole('progressbar', { name: 'Derivatives' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('Not yet assessed')).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'What is this based on?' })[0] as HTMLElement,
    );
    await expect(canvas.getByText('Based on 4 answers · Last activity: February 11, 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Progress by topic' })).toBeVisible();
  },
};

// Three wrong answers leave a topic near the model's starting point: counted, but no number.
const notEnoughTopics: LearningPlanTopic[] = [
  { name: 'פונקציה ריבועית', mastery: 0.66, basis: { attempts: 1, lastActivity: '27.11.2026' } },
  { name: 'נגזרות', mastery: null, basis: { attempts: 3, lastActivity: '27.11.2026' } },
  { name: 'סדרות', mastery: null, basis: { attempts: 0, lastActivity: null } },
];
const notEnough =
  (strings: typeof heUi.learningPlan, answers: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Assert: the starting point said plainly, once
    await expect(canvas.getByText(strings.priorNote.replace('{prior}', '20'))).toBeVisible();
    // Assert: answers that did not move the topic give no number, and a badge of their own
    await expect(canvas.queryByRole('progressbar', { name: 'נגזרות' })).toBeNull();
    await expect(canvas.getByText(strings.notEnough)).toBeVisible();
    await expect(canvas.getByText(strings.notAssessed)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'פונקציה ריבועית' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    // Act: its basis still counts the answers
    await userEvent.click(canvas.getAllByRole('button', { name: strings.showBasis })[1] as HTMLElement);
    // Assert
    await expect(canvas.getByText(answers)).toBeVisible();
  };
export const NotEnoughEvidence: Story = {
  args: { topics: notEnoughTopics, prior: 0.2 },
  play: notEnough(t, /מבוסס על 3 תשובות/),
};
export const NotEnoughEvidenceEnglish: Story = {
  globals: { locale: 'en' },
  args: { topics: notEnoughTopics, prior: 0.2 },
  play: notEnough(enUi.learningPlan, /Based on 3 answers/),
};

const activitySections: LearningPlanBlock[] = [
  { component: 'heading', text: 'תוכנית למידה אישית - מתמטיקה' },
  {
    component: 'card',
    title: 'אינדוקציה מתמטית',
    body: 'עוד לא נבדק. שיעור: „אינדוקציה מתמטית”. תרגול: שאלות בנושא „סדרות” בחלון התרגילים. מבחן: „מבחן מסכם: חזרה כללית לבגרות”.',
    activities: [
      { kind: 'lesson', title: 'אינדוקציה מתמטית' },
      { kind: 'practice', title: '„סדרות”, תרגיל 1' },
      { kind: 'practice', title: '„סדרות”, תרגיל 2' },
      { kind: 'test', title: 'מבחן מסכם: חזרה כללית לבגרות' },
    ],
  },
  { component: 'card', title: 'חוזקות', body: 'שליטה טובה בפונקציות ריבועיות ובמציאת קודקוד.' },
  { component: 'footer', text: 'עודכן לאחרונה: 12 בפברואר 2026' },
];

export const WithActivities: Story = {
  args: { blocks: activitySections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange: the section's card, and the card without activities
    const list = canvas.getByRole('list', { name: t.activities });
    const items = within(list).getAllByRole('listitem');
    // Assert: the titles in order, each after its kind; no id anywhere, and only one list
    await expect(items.map((item) => item.textContent)).toEqual([
      `${t.activityLesson} אינדוקציה מתמטית`,
      `${t.activityPractice} „סדרות”, תרגיל 1`,
      `${t.activityPractice} „סדרות”, תרגיל 2`,
      `${t.activityTest} מבחן מסכם: חזרה כללית לבגרות`,
    ]);
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: t.activities })).toHaveLength(1);
    await expect(canvasElement.textContent).not.toMatch(/[a-z]+-\d+/);
    await expect(list.closest('article')).toHaveAttribute('dir', 'rtl');
  },
};

export const WithActivitiesEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: [
      { component: 'heading', text: 'Personal learning plan - Mathematics' },
      {
        component: 'card',
        title: 'אינדוקציה מתמטית',
        body: 'Not yet assessed. Lesson: “אינדוקציה מתמטית”. Practice: questions on “סדרות” in the practice window.',
        activities: [
          { kind: 'lesson', title: 'אינדוקציה מתמטית' },
          { kind: 'practice', title: '“סדרות”, problem 1' },
          { kind: 'test', title: 'מבחן מסכם: חזרה כללית לבגרות' },
        ],
      },
      { component: 'footer', text: 'Last updated: February 12, 2026' },
    ],
    topics: [{ name: 'אינדוקציה מתמטית', mastery: null, basis: { attempts: 0, lastActivity: null } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Assert: the English kinds, the course's Hebrew titles isolated in their own direction
    const list = canvas.getByRole('list', { name: 'Next activities' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Lesson אינדוקציה מתמטית',
      'Practice “סדרות”, problem 1',
      'Test מבחן מסכם: חזרה כללית לבגרות',
    ]);
    await expect(items[0]?.querySelector('bdi')?.textContent).toBe('אינדוקציה מתמטית');
    await expect(items[1]?.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    // The card follows its English text, not its Hebrew title.
    await expect(list.closest('article')).toHaveAttribute('dir', 'ltr');
  },
};
