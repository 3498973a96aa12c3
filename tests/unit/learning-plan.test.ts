import { describe, expect, it } from 'vitest';
import { LearningPlan, type LearningPlanRecord } from '../../backend/contract';
import {
  courseLabel,
  planForCourse,
  planTopics,
  toVisualPlan,
  type VisualPlanStrings,
} from '../../app/src/lib/learning-plan/visual-plan';
import he from '../../content/locales/he/personal.json';
import { masteryPercent, paragraphs, textDirection } from '../../ui/src/learning-plan/topics';

/** The Hebrew strings exactly as the screen passes them (content/locales/he/personal.json). */
const strings: VisualPlanStrings = {
  heading: (label) => he.plan.heading.replace('{{label}}', label),
  mathematics: he.plan.mathematics,
  physics: he.plan.physics,
  overview: he.plan.overview,
  updated: (date) => he.plan.updated.replace('{{date}}', date),
  builtFromData: he.plan.builtFromData,
  noPlanTitle: he.plan.noPlanTitle,
  noPlanBody: he.plan.noPlanBody,
};
const hebrewDate = (date: Date) =>
  date.toLocaleDateString('he-IL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function record(plan: unknown, overrides: Partial<LearningPlanRecord> = {}): LearningPlanRecord {
  return {
    id: 1,
    course_id: 'high-school-math',
    plan: LearningPlan.parse(plan),
    created_at: '2026-02-10T12:00:00.000Z',
    updated_at: '2026-02-11T12:00:00.000Z',
    ...overrides,
  };
}

const learningPlan = (studentPlan: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'learning_plan',
  content: { student_plan: studentPlan, ...extra },
  generated_at: '2026-02-12T12:00:00.000Z',
});

describe('given the spec strings of docs/requirements.md#accounts-states', () => {
  it('should use the exact Hebrew heading, overview title and footer wording', () => {
    expect(strings.heading('מתמטיקה')).toBe('תוכנית למידה אישית - מתמטיקה');
    expect(strings.overview).toBe('סקירה כללית');
  });
});

describe('given a course id (the label of the heading)', () => {
  it.each([
    ['high-school-math', 'מתמטיקה'],
    ['Mathematics-101', 'מתמטיקה'],
    ['physics-1', 'פיזיקה'],
    ['statistics-2', 'Statistics 2'],
    ['linear_algebra', 'Linear Algebra'],
  ])('should label %s as %s', (courseId, expected) => {
    expect(courseLabel(courseId, strings)).toBe(expected);
  });
});

describe('given a learning_plan (converted to a visual plan)', () => {
  it.each([
    [
      'a section becomes a card',
      [{ type: 'section', title: 'מטרות לשבוע', text: 'לפתור עשרה תרגילי נגזרות.' }],
      [{ component: 'card', title: 'מטרות לשבוע', body: 'לפתור עשרה תרגילי נגזרות.' }],
    ],
    [
      'a text item longer than 20 characters becomes an Overview card',
      [{ type: 'text', text: 'התקדמות יפה! ממשיכים לתרגל בקצב קבוע.' }],
      [{ component: 'card', title: 'סקירה כללית', body: 'התקדמות יפה! ממשיכים לתרגל בקצב קבוע.' }],
    ],
    ['a text item of exactly 20 characters is dropped', [{ type: 'text', text: 'a'.repeat(20) }], []],
    [
      'a text item of 21 characters is kept',
      [{ type: 'text', text: 'a'.repeat(21) }],
      [{ component: 'card', title: 'סקירה כללית', body: 'a'.repeat(21) }],
    ],
    ['white space does not count towards the 20', [{ type: 'text', text: `  ${'b'.repeat(20)}   ` }], []],
    [
      'sections and texts keep their order',
      [
        { type: 'text', text: 'סיכום קצר של השבוע האחרון בקורס.' },
        { type: 'section', title: 'א', text: 'ראשון' },
        { type: 'section', title: 'ב', text: 'שני' },
      ],
      [
        { component: 'card', title: 'סקירה כללית', body: 'סיכום קצר של השבוע האחרון בקורס.' },
        { component: 'card', title: 'א', body: 'ראשון' },
        { component: 'card', title: 'ב', body: 'שני' },
      ],
    ],
    ['an empty plan has only heading and footer', [], []],
    [
      'a section lists its next activities on its card, and an empty list is no list',
      [
        {
          type: 'section',
          title: 'אינדוקציה',
          text: 'עוד לא נבדק.',
          activities: [
            { kind: 'lesson', id: 'lesson-20', title: 'אינדוקציה מתמטית' },
            { kind: 'test', id: 'final-2', title: 'מבחן מסכם' },
          ],
        },
        { type: 'section', title: 'סדרות', text: 'עוד לא נבדק.', activities: [] },
      ],
      [
        {
          component: 'card',
          title: 'אינדוקציה',
          body: 'עוד לא נבדק.',
          activities: [
            { kind: 'lesson', id: 'lesson-20', title: 'אינדוקציה מתמטית' },
            { kind: 'test', id: 'final-2', title: 'מבחן מסכם' },
          ],
        },
        { component: 'card', title: 'סדרות', body: 'עוד לא נבדק.' },
      ],
    ],
  ])('should convert when %s', (_case, studentPlan, cards) => {
    // Act
    const visual = toVisualPlan(record(learningPlan(studentPlan)), 'high-school-math', strings, hebrewDate);
    // Assert
    expect(visual.blocks).toEqual([
      { component: 'heading', text: 'תוכנית למידה אישית - מתמטיקה' },
      ...cards,
      { component: 'footer', text: `עודכן לאחרונה: ${hebrewDate(new Date('2026-02-12T12:00:00Z'))}` },
    ]);
  });

  it.each([
    ['generated_at', '2026-02-12T12:00:00.000Z', '2026-02-10T12:00:00.000Z', '2026-02-11T12:00:00.000Z', 12],
    [
      'created_at when generated_at is missing',
      undefined,
      '2026-02-10T12:00:00.000Z',
      '2026-02-11T12:00:00.000Z',
      10,
    ],
    ['updated_at when the others are unusable', undefined, 'not a date', '2026-02-11T12:00:00.000Z', 11],
  ])('should date the footer from %s', (_case, generatedAt, createdAt, updatedAt, day) => {
    // Arrange
    const plan = { ...learningPlan([]), generated_at: generatedAt };
    // Act
    const visual = toVisualPlan(
      record(plan, { created_at: createdAt, updated_at: updatedAt }),
      'high-school-math',
      strings,
      hebrewDate,
    );
    // Assert
    expect(visual.blocks.at(-1)).toEqual({
      component: 'footer',
      text: `עודכן לאחרונה: ${hebrewDate(new Date(Date.UTC(2026, 1, day, 12)))}`,
    });
    expect(visual.blocks.at(-1)).toMatchObject({ text: expect.stringContaining('בפברואר 2026') });
  });

  it('should say the plan was built from the learner’s data when no date is usable', () => {
    const plan = { ...learningPlan([]), generated_at: undefined };
    const visual = toVisualPlan(
      record(plan, { created_at: '', updated_at: 'garbage' }),
      'high-school-math',
      strings,
      hebrewDate,
    );
    expect(visual.blocks.at(-1)).toEqual({ component: 'footer', text: he.plan.builtFromData });
  });

  it('should show no topics, never sample values, when the plan has no topic progress', () => {
    const visual = toVisualPlan(record(learningPlan([])), 'high-school-math', strings, hebrewDate);
    expect(visual.topics).toEqual([]);
  });

  it('should list assessed topics with their basis and unassessed ones as null', () => {
    // Arrange
    const plan = learningPlan([], {
      topic_progress: { נגזרות: 0.55 },
      topic_basis: {
        נגזרות: { mastery: 0.55, attempts: 6, last_activity: '2026-02-11T16:05:00.000Z' },
        סדרות: { mastery: null, attempts: 0, last_activity: null },
      },
    });
    // Act
    const { topics } = toVisualPlan(record(plan), 'high-school-math', strings, hebrewDate);
    // Assert
    expect(topics).toEqual([
      { name: 'נגזרות', mastery: 0.55, attempts: 6, lastActivity: '2026-02-11T16:05:00.000Z' },
      { name: 'סדרות', mastery: null, attempts: 0, lastActivity: null },
    ]);
  });
});

describe('given topic values (docs/requirements.md#accounts-validation: clamped to 0–1)', () => {
  it.each([
    [1.4, 1],
    [-0.2, 0],
    [0.5, 0.5],
    [Number.NaN, 0],
  ])('should clamp %s to %s', (value, expected) => {
    expect(planTopics({ topic: value }, undefined)[0]?.mastery).toBe(expected);
  });

  it('should keep a topic known only from its basis with its own mastery', () => {
    expect(planTopics(undefined, { א: { mastery: 0.9, attempts: 3, last_activity: null } })).toEqual([
      { name: 'א', mastery: 0.9, attempts: 3, lastActivity: null },
    ]);
  });

  it.each([
    [0.855, 86],
    [null, null],
    [2, 100],
  ])('should show mastery %s as percent %s', (mastery, percent) => {
    expect(masteryPercent(mastery)).toBe(percent);
  });
});

describe('given a visual_plan', () => {
  it('should keep its own blocks and read its topic progress', () => {
    // Arrange
    const blocks = [
      { component: 'heading', text: 'כותרת' },
      { component: 'card', title: 'חוזקות', body: 'שליטה טובה.' },
      { component: 'footer', text: 'עודכן' },
    ];
    const plan = { type: 'visual_plan', content: { blocks, topic_progress: { ריבועית: 0.9 } } };
    // Act
    const visual = toVisualPlan(record(plan), 'high-school-math', strings, hebrewDate);
    // Assert
    expect(visual.blocks).toEqual(blocks);
    expect(visual.topics).toEqual([{ name: 'ריבועית', mastery: 0.9, attempts: null, lastActivity: null }]);
  });
});

describe('given the legacy student_plan shape (docs/requirements.md#learning-space-entities)', () => {
  it('should read the summary as an Overview card and each section as a card', () => {
    // Arrange
    const plan = {
      type: 'student_plan',
      content: {
        title: 'תוכנית למידה',
        summary: 'סיכום קצר של ההתקדמות בקורס הזה.',
        sections: [{ title: 'המשך', content: 'לתרגל בעיות מילוליות.' }],
      },
    };
    // Act
    const visual = toVisualPlan(
      record(plan, { course_id: 'statistics-2' }),
      'statistics-2',
      strings,
      hebrewDate,
    );
    // Assert
    expect(visual.blocks).toEqual([
      { component: 'heading', text: 'תוכנית למידה אישית - Statistics 2' },
      { component: 'card', title: 'סקירה כללית', body: 'סיכום קצר של ההתקדמות בקורס הזה.' },
      { component: 'card', title: 'המשך', body: 'לתרגל בעיות מילוליות.' },
      { component: 'footer', text: `עודכן לאחרונה: ${hebrewDate(new Date('2026-02-10T12:00:00Z'))}` },
    ]);
    expect(visual.topics).toEqual([]);
  });
});

describe('given no plan for the course', () => {
  it('should give the placeholder plan with the no-information card', () => {
    const visual = toVisualPlan(undefined, 'physics-1', strings, hebrewDate);
    expect(visual).toEqual({
      blocks: [
        { component: 'heading', text: 'תוכנית למידה אישית - פיזיקה' },
        { component: 'card', title: he.plan.noPlanTitle, body: he.plan.noPlanBody },
      ],
      topics: [],
    });
  });

  it('should pick the newest plan of the course from the list', () => {
    const plans = [
      { id: 3, course_id: 'statistics-2' },
      { id: 2, course_id: 'high-school-math' },
      { id: 1, course_id: 'high-school-math' },
    ];
    expect(planForCourse(plans, 'high-school-math')?.id).toBe(2);
    expect(planForCourse(plans, 'physics-1')).toBeUndefined();
  });
});

describe('given a card body with line breaks', () => {
  it('should split it into paragraphs and drop empty lines', () => {
    expect(paragraphs('שורה ראשונה\n\n  שורה שנייה \n')).toEqual(['שורה ראשונה', 'שורה שנייה']);
  });
});

describe('given a card body (its direction sets the card’s)', () => {
  it.each([
    ['Hebrew', 'עוד לא נבדק. שיעור: „אינדוקציה מתמטית”.', 'rtl'],
    ['English that names Hebrew titles', 'Not yet assessed. Lesson: “אינדוקציה מתמטית”.', 'ltr'],
    ['Hebrew after a number', '55% שליטה בנושא', 'rtl'],
    ['no letters at all', '55% · 12', undefined],
  ] as const)('should read %s as %s', (_case, text, direction) => {
    // Act
    const result = textDirection(text);

    // Assert
    expect(result).toBe(direction);
  });
});
