import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LessonsWindow } from '../../app/src/features/learning/windows';
import type { Course, Lesson } from '../../backend/contract';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { buildLesson } from '../../mocks/fixtures/content';
import { authHandlers, staticDataHandlers } from '../../mocks/handlers';
import { expectControlsInViewport, expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import { signedInScreen } from './session';
import { figureHandlers } from './windows-mocks';
import { Opener, course, en, expectToast, pageOf } from './windows-harness';

const text = {
  he: { ...heUi.lessonsWindow, ...heLearning.windows.lessons, noCourse: heLearning.windows.noCourse },
  en: { ...enUi.lessonsWindow, ...enLearning.windows.lessons, noCourse: enLearning.windows.noCourse },
};
type Lang = keyof typeof text;

/** The docs/requirements.md#learning-space-errors English wording, asserted literally. */
const spec = {
  samples: "Couldn't load lesson files. Using sample content instead.",
  failedToast: 'Failed to load lessons',
  failed: 'Failed to load lessons. Please try again later.',
  noCourse: 'No course selected',
};

function LessonsScreen({
  course: chosen = course,
  onStartLesson,
}: {
  course?: Course | null;
  onStartLesson: (lesson: Lesson) => void;
}) {
  return (
    <Opener>
      {(open, close) => (
        <LessonsWindow course={chosen} open={open} onClose={close} onStartLesson={onStartLesson} />
      )}
    </Opener>
  );
}

const meta = {
  title: 'App/LearningWindows/Lessons',
  component: LessonsScreen,
  args: { onStartLesson: fn() },
  ...signedInScreen({ auth: authHandlers.ok, staticData: staticDataHandlers.ok, figures: figureHandlers }),
} satisfies Meta<typeof LessonsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = async (canvasElement: HTMLElement, lang: Lang) =>
  within(await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title }));

const listAndStart = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    // Both lessons of the course come in one request (lessons/index.json).
    const first = await dialog.findByRole('button', { name: /פונקציה ריבועית וקודקוד הפרבולה/ });
    const second = dialog.getByRole('button', { name: /מבוא לנגזרת/ });
    await expect(first).toHaveTextContent(lang === 'he' ? '...ועוד יעד אחד' : '...and 1 more objective');
    await expect(second).toHaveTextContent(lang === 'he' ? '...ועוד שני יעדים' : '...and 2 more objectives');
    await userEvent.click(first);
    // The detail: markdown with math, and the lesson's figure served from its lessons folder.
    await expect(dialog.getByRole('heading', { name: 'פונקציה ריבועית', level: 2 })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.hv-lessons .katex')).not.toBeNull(),
    );
    const figure = await dialog.findByRole('img', { name: 'פרבולה' });
    await expect(figure).toHaveAttribute(
      'src',
      '/static/data/courses/high-school-math/lessons/images/parabola.svg',
    );
    await userEvent.click(dialog.getByRole('button', { name: text[lang].start }));
    await expect(args.onStartLesson).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lesson-1', filename: 'lesson_1.json' }),
    );
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  };
const withFigure = {
  msw: {
    handlers: {
      staticData: [
        http.get('*/static/data/courses/:folder/lessons/index.json', () =>
          HttpResponse.json({
            lessons: [
              buildLesson(1, {
                content: `${buildLesson(1).content}\n\n![פרבולה](images/parabola.svg)`,
              }),
              buildLesson(2),
            ],
          }),
        ),
        ...staticDataHandlers.ok,
      ],
    },
  },
};
export const ListAndStart: Story = { parameters: withFigure, play: listAndStart('he') };
export const ListAndStartEn: Story = { ...en, parameters: withFigure, play: listAndStart('en') };

const detail = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.click(await dialog.findByRole('button', { name: /מבוא לנגזרת/ }));
    await expect(dialog.getByRole('heading', { name: 'מבוא לנגזרת', level: 3 })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text[lang].objectives, level: 4 })).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelectorAll('.hv-lessons .katex').length).toBeGreaterThan(2),
    );
    await expect(dialog.getByRole('button', { name: text[lang].back })).toBeVisible();
  };
export const LessonDetail: Story = { play: detail('he') };
export const LessonDetailEn: Story = { ...en, play: detail('en') };

const samples = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await expectToast(canvasElement, lang === 'en' ? spec.samples : text.he.samples);
    // Four built-in lessons, with every plural form of '...ועוד N יעדים'.
    const cards = await dialog.findAllByRole('button', { name: /שיעור|Lesson/ });
    await expect(cards).toHaveLength(4);
    const more =
      lang === 'he'
        ? ['...ועוד שני יעדים', '...ועוד יעד אחד', '...ועוד שני יעדים', '...ועוד 3 יעדים']
        : [
            '...and 2 more objectives',
            '...and 1 more objective',
            '...and 2 more objectives',
            '...and 3 more objectives',
          ];
    for (const [index, label] of more.entries()) await expect(cards[index]).toHaveTextContent(label);
  };
const noFiles = {
  msw: {
    handlers: {
      staticData: [
        staticDataHandlers.on.getLessonIndex.empty(),
        staticDataHandlers.on.getLesson.empty(),
        ...staticDataHandlers.ok,
      ],
    },
  },
};
export const SampleLessons: Story = { parameters: noFiles, play: samples('he') };
export const SampleLessonsEn: Story = { ...en, parameters: noFiles, play: samples('en') };

const failed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await expectToast(canvasElement, lang === 'en' ? spec.failedToast : text.he.failedToast);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      lang === 'en' ? spec.failed : text.he.failed,
    );
    // One sample lesson stands in.
    await expect(dialog.getAllByRole('button', { name: /שיעור 1|Lesson 1/ })).toHaveLength(1);
    await expect(dialog.queryByRole('button', { name: /שיעור 2|Lesson 2/ })).not.toBeInTheDocument();
  };
const offline = {
  msw: {
    handlers: {
      staticData: [staticDataHandlers.on.getLessonIndex.networkError(), ...staticDataHandlers.ok],
    },
  },
};
export const FailedToLoad: Story = { parameters: offline, play: failed('he') };
export const FailedToLoadEn: Story = { ...en, parameters: offline, play: failed('en') };

const noCourse = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      lang === 'en' ? spec.noCourse : text.he.noCourse,
    );
    await expectToast(canvasElement, lang === 'en' ? spec.noCourse : text.he.noCourse);
  };
export const NoCourse: Story = { args: { course: null }, play: noCourse('he') };
export const NoCourseEn: Story = { ...en, args: { course: null }, play: noCourse('en') };

export const Loading: Story = {
  parameters: { msw: { handlers: { staticData: staticDataHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(await dialog.findByText(text.he.loading)).toBeVisible();
  },
};

/** On a phone the window is a sheet: the list, then a lesson's detail and its start button fit (#27). */
const onPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: text[lang].title });
    const dialog = within(sheet);
    await dialog.findByRole('button', { name: /מבוא לנגזרת/ });
    await expectPhoneSheet(sheet, lang);
    await userEvent.click(dialog.getByRole('button', { name: /מבוא לנגזרת/ }));
    await expect(dialog.getByRole('button', { name: text[lang].start })).toBeVisible();
    await expectControlsInViewport(sheet);
  };
export const Phone: Story = { ...phoneHe, play: onPhone('he') };
export const PhoneEn: Story = { ...phoneEn, play: onPhone('en') };
