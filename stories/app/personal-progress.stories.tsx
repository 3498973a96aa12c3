import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LearningPlan } from '../../backend/contract';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import { buildLearningPlanRecord } from '../../mocks/fixtures/plans';
import { buildProgressRecord, buildProgressRecords } from '../../mocks/fixtures/progress';
import { authHandlers, chatHandlers, plansHandlers, progressHandlers } from '../../mocks/handlers';
import { signedInScreen } from './session';
import {
  en,
  findToast,
  page,
  personal,
  personalHandlers,
  PersonalAt,
  pickCourse,
  type Lang,
} from './personal-screen';

const meta = {
  title: 'App/PersonalSpace/LearningProgress',
  component: PersonalAt,
  args: { entry: '/personal?view=learning-progress' },
  ...signedInScreen(personalHandlers),
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 12 February 2026 as each language writes it: he-IL in Hebrew, en-US in English. */
const shortDate = { he: '12.2.2026', en: '2/12/2026' } as const;
/** The mocks' stored plan and activity names, in the request's language as the server writes them. */
const mocked = {
  he: {
    plan: 'תוכנית למידה אישית - מתמטיקה',
    high: 'פונקציה ריבועית',
    low: 'גאומטריה אנליטית',
    test: 'מבחן כניסה: אלגברה בסיסית',
    goals: 'מטרות לשבוע הקרוב',
    lesson: 'נגזרת של פולינום',
    unassessed: 'סדרות',
  },
  en: {
    plan: 'Personal learning plan - Mathematics',
    high: 'Quadratic functions',
    low: 'Analytic geometry',
    test: 'Entry test: basic algebra',
    goals: 'Goals for the coming week',
    lesson: 'Derivative of a polynomial',
    unassessed: 'Sequences',
  },
} as const;
const score = (lang: Lang, value: number) => (lang === 'he' ? `ציון ${value}%` : `Score ${value}%`);
const with_ = (handlers: Record<string, unknown>) => ({
  msw: { handlers: { ...personalHandlers, ...handlers } },
});

const summary = (canvasElement: HTMLElement, lang: Lang) =>
  within(within(canvasElement).getByRole('group', { name: personal[lang].progress.summary.label }));

async function tab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return within(canvas.getByRole('tabpanel', { name }));
}

const picker = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await expect(await canvas.findByRole('heading', { level: 2, name: t.progress.title })).toBeVisible();
    // Only the user's courses, with subject and tutor.
    const math = await canvas.findByRole('button', {
      name: new RegExp(t.courses.catalogue.highSchoolMath.subject),
    });
    await expect(math).toHaveTextContent(
      t.courses.tutor.replace('{{assistant}}', t.courses.catalogue.highSchoolMath.assistant),
    );
    await expect(
      canvas.getByRole('button', { name: new RegExp(t.courses.catalogue.statistics.name) }),
    ).toBeVisible();
  };
export const PickACourse: Story = { play: picker('he') };
export const PickACourseEn: Story = { ...en, play: picker('en') };

const oneCourse = with_({
  auth: [
    http.get('*/api/auth/user/courses', () => HttpResponse.json({ courses: [{ id: 'statistics-2' }] })),
    ...authHandlers.ok,
  ],
});
const offerRule = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].courses.catalogue;
    await expect(await canvas.findByRole('button', { name: new RegExp(t.statistics.name) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(t.highSchoolMath.subject) })).toBeNull();
  };
export const OnlyTheUsersCourses: Story = { parameters: oneCourse, play: offerRule('he') };
export const OnlyTheUsersCoursesEn: Story = { ...en, parameters: oneCourse, play: offerRule('en') };

const noCourses = with_({ auth: [authHandlers.on.userCourses.empty(), ...authHandlers.ok] });
const empty = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(personal[lang].courses.empty)).toBeVisible();
  };
export const NoCourses: Story = { parameters: noCourses, play: empty('he') };
export const NoCoursesEn: Story = { ...en, parameters: noCourses, play: empty('en') };

const summaryAndPlan = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    // Act
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    // Assert: 3 activities, the rounded mean of 80, 0 and 100, 800 s, the newest date in the language's form
    const numbers = await waitFor(() => summary(canvasElement, lang));
    await expect(numbers.getByText(t.progress.summary.activities).nextElementSibling).toHaveTextContent('3');
    await expect(numbers.getByText(t.progress.summary.average).nextElementSibling).toHaveTextContent('60%');
    await expect(numbers.getByText(t.progress.summary.time).nextElementSibling).toHaveTextContent(
      lang === 'he' ? '13 דק׳ 20 שנ׳' : '13 min 20 s',
    );
    await expect(numbers.getByText(t.progress.summary.last).nextElementSibling).toHaveTextContent(
      shortDate[lang],
    );
    // The Learning Plan tab is the default: the stored visual plan with its topic bars.
    await expect(canvas.getByRole('tab', { name: t.progress.tabs.plan })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The plan list is a call of its own: it may answer after the summary.
    await expect(await canvas.findByRole('heading', { level: 3, name: mocked[lang].plan })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: mocked[lang].high })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    await expect(canvas.getByRole('progressbar', { name: mocked[lang].low })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  };
export const SummaryAndPlan: Story = { play: summaryAndPlan('he') };
export const SummaryAndPlanEn: Story = { ...en, play: summaryAndPlan('en') };

const activityTabs = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].progress;
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await within(canvasElement).findByRole('tab', { name: t.tabs.all });
    // All Activities: three rows, newest first, coloured badges
    const all = await tab(canvasElement, t.tabs.all);
    const rows = all.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    // Named by the course files, never by the id
    await expect(rows[0]).toHaveTextContent(mocked[lang].test);
    await expect(all.queryByText(/entry-level-entry-level-1|quadratics-q/)).toBeNull();
    await expect(all.getByText(score(lang, 80))).toHaveAttribute('data-level', 'high');
    await expect(all.getByText(score(lang, 0))).toHaveAttribute('data-level', 'low');
    await expect(rows[0]).toHaveTextContent(shortDate[lang]);
    await expect(rows[0]).toHaveTextContent(lang === 'he' ? '10 דק׳ 10 שנ׳' : '10 min 10 s');
    // Tests: the one test
    const tests = await tab(canvasElement, t.tabs.test);
    await expect(tests.getAllByRole('row').slice(1)).toHaveLength(1);
    await expect(tests.getByRole('cell', { name: t.types.test })).toBeVisible();
    // Practice Problems: the two practice results
    const practice = await tab(canvasElement, t.tabs.practice);
    await expect(practice.getAllByRole('row').slice(1)).toHaveLength(2);
    await expect(practice.queryByRole('cell', { name: t.types.test })).toBeNull();
  };
export const ActivityTabs: Story = { play: activityTabs('he') };
export const ActivityTabsEn: Story = { ...en, play: activityTabs('en') };

const midScore = with_({
  progress: [
    http.get('*/api/auth/progress', () =>
      HttpResponse.json({
        progress: [buildProgressRecord({ id: 9, score: 65, activity_id: 'sequences-q3' })],
      }),
    ),
  ],
});
const amber = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await within(canvasElement).findByRole('tab', { name: personal[lang].progress.tabs.all });
    const all = await tab(canvasElement, personal[lang].progress.tabs.all);
    await expect(all.getByText(score(lang, 65))).toHaveAttribute('data-level', 'mid');
  };
export const AmberScore: Story = { parameters: midScore, play: amber('he') };
export const AmberScoreEn: Story = { ...en, parameters: midScore, play: amber('en') };

const bareArray = with_({
  progress: [http.get('*/api/auth/progress', () => HttpResponse.json(buildProgressRecords()))],
});
const firstArrayField = with_({
  progress: [
    http.get('*/api/auth/progress', () => HttpResponse.json({ ok: true, items: buildProgressRecords() })),
  ],
});
const lenient = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    const numbers = await waitFor(() => summary(canvasElement, lang));
    await expect(
      numbers.getByText(personal[lang].progress.summary.activities).nextElementSibling,
    ).toHaveTextContent('3');
  };
export const BareArrayResponse: Story = { parameters: bareArray, play: lenient('he') };
export const BareArrayResponseEn: Story = { ...en, parameters: bareArray, play: lenient('en') };
export const FirstArrayFieldResponse: Story = { parameters: firstArrayField, play: lenient('he') };
export const FirstArrayFieldResponseEn: Story = { ...en, parameters: firstArrayField, play: lenient('en') };

const noActivities = with_({ progress: progressHandlers.empty() });
const emptyCourse = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].progress;
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    const numbers = await waitFor(() => summary(canvasElement, lang));
    await expect(numbers.getByText(t.summary.average).nextElementSibling).toHaveTextContent('—');
    for (const name of [t.tabs.all, t.tabs.test, t.tabs.practice]) {
      const panel = await tab(canvasElement, name);
      await expect(panel.getByText(t.empty)).toBeVisible();
    }
    if (lang === 'en')
      await expect(within(canvasElement).getByText('No activities found for this course')).toBeVisible();
  };
export const NoActivities: Story = { parameters: noActivities, play: emptyCourse('he') };
export const NoActivitiesEn: Story = { ...en, parameters: noActivities, play: emptyCourse('en') };

const progressDown = with_({ progress: progressHandlers.serverError() });
const progressFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.progress.failed);
    if (lang === 'en') await expect(alert).toHaveTextContent('Failed to load your progress data');
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeEnabled();
  };
export const ProgressFails: Story = { parameters: progressDown, play: progressFails('he') };
export const ProgressFailsEn: Story = { ...en, parameters: progressDown, play: progressFails('en') };

const slowProgress = with_({ progress: [progressHandlers.on.getProgress.slow()] });
const loadingProgress = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await expect(await within(canvasElement).findByText(personal[lang].progress.loading)).toBeVisible();
  };
export const LoadingProgress: Story = { parameters: slowProgress, play: loadingProgress('he') };
export const LoadingProgressEn: Story = { ...en, parameters: slowProgress, play: loadingProgress('en') };

const converted = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    // statistics-2's stored plan is a learning_plan: it is converted for display (docs/requirements.md#accounts-states).
    await pickCourse(canvasElement, lang, 'statistics');
    const heading =
      lang === 'he' ? 'תוכנית למידה אישית - Statistics 2' : 'Personal learning plan - Statistics 2';
    await expect(await canvas.findByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: mocked[lang].goals })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: t.plan.overview })).toBeVisible();
    await expect(canvas.getByText(new RegExp(t.plan.updated.replace('{{date}}', '')))).toBeVisible();
    // A section's next activities are listed by title under its text; their ids are never shown.
    const activities = canvas.getByRole('list', {
      name: lang === 'he' ? 'הפעילויות הבאות' : 'Next activities',
    });
    await expect(within(activities).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(activities).getByText(mocked[lang].lesson)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/lesson-12|der-2|mid-2/);
    // A topic without evidence is "not yet assessed", never a number; each bar reveals its basis.
    await expect(canvas.queryByRole('progressbar', { name: mocked[lang].unassessed })).toBeNull();
    const basis = canvas.getAllByRole('button', {
      name: lang === 'he' ? 'על מה זה מבוסס?' : 'What is this based on?',
    });
    await expect(basis).toHaveLength(4);
    await userEvent.click(basis[0] as HTMLElement);
    await expect(
      canvas.getByText(lang === 'he' ? /מבוסס על 12 תשובות/ : /Based on 12 answers/),
    ).toBeVisible();
  };
export const ConvertedPlan: Story = { play: converted('he') };
export const ConvertedPlanEn: Story = { ...en, play: converted('en') };

const noPlans = with_({ plans: plansHandlers.empty() });
const placeholder = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await expect(await canvas.findByRole('heading', { level: 4, name: t.plan.noPlanTitle })).toBeVisible();
    await expect(canvas.getByText(t.plan.noPlanBody)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvas.getByText(lang === 'he' ? /עדיין אין נתוני התקדמות/ : /No topic progress yet/),
    ).toBeVisible();
  };
export const NoPlanYet: Story = { parameters: noPlans, play: placeholder('he') };
export const NoPlanYetEn: Story = { ...en, parameters: noPlans, play: placeholder('en') };

const plansDown = with_({ plans: plansHandlers.serverError() });
const plansFail = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.plan.failed);
    if (lang === 'en')
      await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your learning plans');
    await expect(canvas.getByRole('heading', { level: 4, name: t.plan.noPlanTitle })).toBeVisible();
  };
export const PlansFail: Story = { parameters: plansDown, play: plansFail('he') };
export const PlansFailEn: Story = { ...en, parameters: plansDown, play: plansFail('en') };

const generates = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    // Act
    await userEvent.click(await canvas.findByRole('button', { name: t.plan.generate }));
    // Assert: the fresh plan (a learning_plan, converted) replaces the stored one
    await findToast(canvasElement, t.plan.generated);
    // the generated plan is written in the interface language (the mock answers Accept-Language)
    const goals = lang === 'he' ? 'מטרות לשבוע הקרוב' : 'Goals for the coming week';
    await expect(await canvas.findByRole('heading', { level: 4, name: goals })).toBeVisible();
    await expect(canvas.getByText(lang === 'he' ? /סדרות/ : /Sequences/)).toBeVisible();
    await expect(
      page(canvasElement).queryByText(
        lang === 'he' ? 'יוצרת תוכנית למידה...' : 'Generating Learning Plan...',
      ),
    ).toBeNull();
  };
export const GeneratesAPlan: Story = { play: generates('he') };
export const GeneratesAPlanEn: Story = { ...en, play: generates('en') };

const slowPlan = with_({ plans: [plansHandlers.on.generatePlan.slow(), ...plansHandlers.ok] });
const overlay = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await userEvent.click(await canvas.findByRole('button', { name: personal[lang].plan.generate }));
    const title = lang === 'he' ? 'יוצרת תוכנית למידה...' : 'Generating Learning Plan...';
    await expect(await page(canvasElement).findByText(title)).toBeVisible();
    await expect(canvas.getByRole('button', { name: personal[lang].plan.generate })).toBeDisabled();
  };
export const GeneratingOverlay: Story = { parameters: slowPlan, play: overlay('he') };
export const GeneratingOverlayEn: Story = { ...en, parameters: slowPlan, play: overlay('en') };

const generationFails = with_({ plans: [plansHandlers.on.generatePlan.serverError(), ...plansHandlers.ok] });
const noThread = with_({ chat: [chatHandlers.on.getCourseThread.serverError(), ...chatHandlers.ok] });
const generateFails = (lang: Lang, message: 'generateFailed' | 'noThread'): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await userEvent.click(await canvas.findByRole('button', { name: personal[lang].plan.generate }));
    await findToast(canvasElement, personal[lang].plan[message]);
    // The stored plan stays.
    // (the plan list loads on its own, after the summary)
    await expect(await canvas.findByRole('heading', { level: 3, name: mocked[lang].plan })).toBeVisible();
  };
export const GenerationFails: Story = {
  parameters: generationFails,
  play: generateFails('he', 'generateFailed'),
};
export const GenerationFailsEn: Story = {
  ...en,
  parameters: generationFails,
  play: generateFails('en', 'generateFailed'),
};
export const NoCourseThread: Story = { parameters: noThread, play: generateFails('he', 'noThread') };
export const NoCourseThreadEn: Story = { ...en, parameters: noThread, play: generateFails('en', 'noThread') };

const changes = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await userEvent.click(canvas.getByRole('button', { name: t.courses.change }));
    // The selection is cleared: the picker again, no summary.
    await expect(
      await canvas.findByRole('button', { name: new RegExp(t.courses.catalogue.statistics.name) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  };
export const ChangeCourse: Story = { play: changes('he') };
export const ChangeCourseEn: Story = { ...en, play: changes('en') };

const many = Array.from({ length: 250 }, (_, index) =>
  buildProgressRecord({
    id: index + 1,
    activity_id: `practice-${index + 1}`,
    score: index % 101,
    created_at: new Date(Date.UTC(2026, 1, 12) - index * 3_600_000).toISOString(),
  }),
);
const manyRecords = with_({
  progress: [http.get('*/api/auth/progress', () => HttpResponse.json({ progress: many }))],
});
const pages = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].progress;
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await within(canvasElement).findByRole('tab', { name: t.tabs.all });
    const all = await tab(canvasElement, t.tabs.all);
    await expect(all.getAllByRole('row')).toHaveLength(101);
    await expect(
      all.getByText(t.shown.replace('{{shown}}', '100').replace('{{total}}', '250')),
    ).toBeVisible();
    await userEvent.click(all.getByRole('button', { name: t.showMore }));
    await expect(all.getAllByRole('row')).toHaveLength(201);
  };
export const ManyActivities: Story = { parameters: manyRecords, play: pages('he') };
export const ManyActivitiesEn: Story = { ...en, parameters: manyRecords, play: pages('en') };

// ── On a phone (390 px): every tab, each row's name and score in view, no sideways scroll ──
const phone: Story['decorators'] = [
  (Story) => (
    <div data-testid="phone" style={{ inlineSize: 390, maxInlineSize: '100%' }}>
      <Story />
    </div>
  ),
];
const phoneList = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].progress;
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('phone').getBoundingClientRect();
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 && box.width > 0;
    };
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    await canvas.findByRole('tab', { name: t.tabs.all });
    // Assert: all four tabs are in view
    for (const tabElement of canvas.getAllByRole('tab')) await expect(inside(tabElement)).toBe(true);
    // Act
    const all = await tab(canvasElement, t.tabs.all);
    // Assert: each row's name and score badge are in view, and the list does not scroll sideways
    for (const row of all.getAllByRole('row').slice(1)) {
      const [name, , scoreCell] = within(row).getAllByRole('cell');
      await expect(inside(name as HTMLElement)).toBe(true);
      await expect(inside(within(scoreCell as HTMLElement).getByText(/\d+%/))).toBe(true);
    }
    const list = canvasElement.querySelector('.personal-activities') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // Each value keeps its column's name beside it
    const first = all.getAllByRole('row')[1] as HTMLElement;
    await expect(
      getComputedStyle(within(first).getAllByRole('cell')[2] as HTMLElement, '::before').content,
    ).toBe(JSON.stringify(t.list.score));
  };
export const PhoneActivityList: Story = { decorators: phone, play: phoneList('he') };
export const PhoneActivityListEn: Story = { ...en, decorators: phone, play: phoneList('en') };

// ── Coming back to the page: new answers show in the list and the plan without a reload ──
const ui = { he: heUi, en: enUi } as const;
/** A plan of the math course whose topic values are `basis` (mastery and answers per topic). */
function buildLearningPlanWithTopics(basis: Record<string, { mastery: number; attempts: number }>) {
  return LearningPlan.parse({
    type: 'learning_plan',
    content: {
      student_plan: [{ type: 'text', text: 'מתחילים מהפונקציה הריבועית.' }],
      topic_progress: Object.fromEntries(Object.entries(basis).map(([name, item]) => [name, item.mastery])),
      topic_basis: Object.fromEntries(
        Object.entries(basis).map(([name, item]) => [
          name,
          { ...item, last_activity: '2026-02-13T09:00:00.000Z' },
        ]),
      ),
    },
    generated_at: '2026-02-12T18:10:00.000Z',
  });
}
let answered = false;
const later = buildProgressRecord({
  id: 4,
  activity_id: 'guided-quadratic',
  activity_type: 'test',
  title: 'מבחן מודרך: הפונקציה הריבועית',
  score: 60,
  created_at: '2026-02-13T09:00:00.000Z',
});
const laterPlan = buildLearningPlanRecord({
  id: 1,
  plan: buildLearningPlanWithTopics({ 'פונקציה ריבועית': { mastery: 0.7, attempts: 1 } }),
});
const returning = with_({
  progress: [
    http.get('*/api/auth/progress', () =>
      HttpResponse.json({ progress: answered ? [later, ...buildProgressRecords()] : buildProgressRecords() }),
    ),
  ],
  plans: [
    http.get('*/api/chat/learning/plans', () =>
      HttpResponse.json({
        success: true,
        learning_plans: [
          answered ? laterPlan : buildLearningPlanRecord({ plan: buildLearningPlanWithTopics({}) }),
        ],
      }),
    ),
  ],
});
const comesBack = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    answered = false;
    const canvas = within(canvasElement);
    const t = personal[lang];
    await pickCourse(canvasElement, lang, 'highSchoolMath');
    const numbers = await waitFor(() => summary(canvasElement, lang));
    await expect(numbers.getByText(t.progress.summary.activities).nextElementSibling).toHaveTextContent('3');
    await expect(await canvas.findByText(ui[lang].learningPlan.noTopics)).toBeVisible();
    // Act: a test is answered elsewhere, then the student comes back to this window
    answered = true;
    window.dispatchEvent(new Event('focus'));
    // Assert: the summary counts it and the plan shows the topic's new value, with no loading state
    await waitFor(() =>
      expect(numbers.getByText(t.progress.summary.activities).nextElementSibling).toHaveTextContent('4'),
    );
    await expect(await canvas.findByRole('progressbar', { name: 'פונקציה ריבועית' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    await expect(canvas.queryByText(t.progress.loading)).toBeNull();
  };
export const RefreshOnReturn: Story = { parameters: returning, play: comesBack('he') };
export const RefreshOnReturnEn: Story = { ...en, parameters: returning, play: comesBack('en') };
