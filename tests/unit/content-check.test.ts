import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CheckName,
  type Failure,
  ISSUE_MINIMUMS,
  type Minimums,
  checkContent,
  formatReport,
} from '../../scripts/lib/content-check';
import type { PracticeProblem } from '../../backend/contract/content';
import { firstHintProblem, lastHintProblem } from '../../scripts/lib/content-check/check-hints';
import { renderFigure } from '../../scripts/lib/content-check/figures';
import { collectFigures, courseFolders, figureFile } from '../../scripts/lib/content-check/figures/collect';
import { scanMath, texProblem } from '../../scripts/lib/content-check/latex';
import { lessonIndexText } from '../../scripts/lib/lesson-index';
import { evaluateExpr, matches, optionValue, plainNumber } from '../../scripts/lib/content-check/numbers';

const FIXTURE = fileURLToPath(new URL('../fixtures/content', import.meta.url));
const COURSE = 'courses/mini-course';
/** The fixture course is tiny, so it is checked against small minimums except where the volume is the point. */
const SMALL: Minimums = {
  lessons: 2,
  lessonsPerFigure: 2,
  subjects: 1,
  problemsPerSubject: 5,
  testsPerCategory: 1,
  questionsPerTest: 2,
  guidedTests: 1,
  exercises: 1,
};

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const DELETE = Symbol('delete');
type Key = string | number;

/** Copies the valid fixture to a temp dir and breaks it. */
function broken(mutate: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  temporary.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  mutate(dir);
  return dir;
}

/** Sets (or deletes) the value at a path inside one of the course's JSON files. */
function editJson(
  relative: string,
  at: Key[],
  value: unknown | typeof DELETE | ((old: unknown) => unknown),
): (dir: string) => void {
  return (dir) => {
    const file = path.join(dir, COURSE, relative);
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const parent = at
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], json) as Record<Key, unknown>;
    const last = at.at(-1) ?? '';
    if (value === DELETE) Reflect.deleteProperty(parent, last);
    else
      parent[last] = typeof value === 'function' ? (value as (old: unknown) => unknown)(parent[last]) : value;
    writeFileSync(file, JSON.stringify(json));
  };
}

function allFailures(dir: string, minimums: Minimums = SMALL): Failure[] {
  const report = checkContent(dir, { minimums });
  return [...report.failures, ...report.courses.flatMap((course) => course.failures)];
}

/** Renders every declared figure of the copy again, as `npm run content:figures` does. */
function rerender(root: string): void {
  for (const courseDir of courseFolders(root))
    for (const { figure } of collectFigures(courseDir))
      writeFileSync(figureFile(courseDir, figure), renderFigure(figure));
}

describe('given the valid fixture course', () => {
  it('should pass every check', () => {
    // Arrange
    const dir = broken(() => undefined);

    // Act
    const report = checkContent(dir, { minimums: SMALL });

    // Assert
    expect(report.courses.flatMap((course) => course.failures)).toEqual([]);
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.courses[0]?.stats).toMatchObject({
      lessons: 2,
      figures: 1,
      problems: 6,
      tests: 3,
      exercises: 1,
    });
    expect(formatReport(report)).toContain('all checks passed');
  });
});

const problems = 'practice-problems/algebra.json';
const entry = 'tests/entry-level.json';

describe('given a deliberately broken copy of the fixture', () => {
  it.each<[string, (dir: string) => void, CheckName, string]>([
    [
      'a lesson that breaks its schema',
      editJson('lessons/lesson_1.json', ['objectives'], ['רק יעד אחד']),
      'schema',
      'Too small',
    ],
    [
      'a file that is not JSON',
      (dir) => writeFileSync(path.join(dir, COURSE, 'exercises/exercises.json'), '{'),
      'json',
      'not valid JSON',
    ],
    [
      'a gap in the lesson files',
      (dir) =>
        renameSync(
          path.join(dir, COURSE, 'lessons/lesson_2.json'),
          path.join(dir, COURSE, 'lessons/lesson_3.json'),
        ),
      'lessons',
      'without gaps',
    ],
    [
      'a lesson edited without writing lessons/index.json again',
      editJson('lessons/lesson_2.json', ['title'], 'כותרת חדשה לשיעור'),
      'lessons',
      'out of date',
    ],
    [
      'no lessons/index.json',
      (dir) => rmSync(path.join(dir, COURSE, 'lessons/index.json')),
      'lessons',
      'content:lessons',
    ],
    [
      'a lesson whose id is not its number',
      editJson('lessons/lesson_2.json', ['id'], 'lesson-5'),
      'lessons',
      'expected "lesson-2"',
    ],
    [
      'LaTeX that KaTeX rejects',
      editJson(problems, ['problems', 0, 'question'], 'חשבו את $\\frac{1}{2$.'),
      'latex',
      'KaTeX error',
    ],
    [
      'an unbalanced $',
      editJson(problems, ['problems', 1, 'hints', 0], 'הציבו $x=1 בביטוי.'),
      'latex',
      'unbalanced "$"',
    ],
    [
      'Hebrew inside math',
      editJson(problems, ['problems', 2, 'explanation'], 'התשובה היא $x=\\text{שלוש}$.'),
      'latex',
      'Hebrew inside math',
    ],
    [
      'a LaTeX command written with one backslash in JSON',
      editJson(problems, ['problems', 3, 'hints', 0], 'חשבו את $\u000crac{1}{2}$.'),
      'latex',
      'one backslash',
    ],
    [
      '\\neq written with one backslash in JSON',
      editJson(problems, ['problems', 3, 'hints', 0], 'שימו לב ש־$x \neq 0$.'),
      'latex',
      'one backslash',
    ],
    [
      'LaTeX outside $…$',
      editJson(problems, ['problems', 0, 'hints', 0], 'זכרו ש־\\frac{1}{2} הוא חצי.'),
      'latex',
      'LaTeX outside',
    ],
    [
      'a raw-LaTeX slide block that KaTeX rejects',
      editJson(
        'lessons/lesson_2.json',
        ['learning_session', 'learning_slides', 0, 'explanation', 1, 'latex'],
        '\\frac{a}{',
      ),
      'latex',
      'KaTeX error',
    ],
    [
      'a | inside math in a markdown table',
      editJson(
        'lessons/lesson_1.json',
        ['content'],
        (old: unknown) => `${String(old)}\n\n| ערך מוחלט | $|x|$ |\n|---|---|`,
      ),
      'latex',
      'ends the cell',
    ],
    [
      'a helper formula in $…$',
      editJson('exercises/exercises.json', ['exercises', 0, 'relevant_formulas', 1], 'סכום השורשים $-b/a$'),
      'latex',
      'helper formulas',
    ],
    [
      'a multiple-choice index out of range',
      editJson(problems, ['problems', 4, 'correctAnswer'], 7),
      'choice',
      'out of range',
    ],
    [
      'duplicate options',
      editJson(entry, ['tests', 0, 'questions', 1, 'options', 2], ' אין פתרונות  ממשיים'),
      'choice',
      'repeats option 0',
    ],
    [
      'a wrong numeric answer',
      editJson(problems, ['problems', 1, 'correctAnswer'], 0.7),
      'answer',
      'check.expr "3/4" = 0.75',
    ],
    [
      'a check that disagrees with the marked option',
      editJson(entry, ['tests', 0, 'questions', 0, 'check', 'expr'], '2 + 4'),
      'answer',
      'but the marked option 0 is 9',
    ],
    [
      'a numeric test question without a check',
      editJson(entry, ['tests', 0, 'questions', 0, 'check'], DELETE),
      'answer',
      'needs check.expr',
    ],
    [
      'a check without its kind',
      editJson(problems, ['problems', 1, 'check', 'kind'], DELETE),
      'schema',
      'expected one of "numeric"|"expression"',
    ],
    [
      'a check whose kind disagrees with the marked option',
      editJson(problems, ['problems', 0, 'check', 'kind'], 'expression'),
      'answer',
      'the marked option "$3$" is a plain number: write "numeric"',
    ],
    [
      'a numeric problem whose check is not numeric',
      editJson(problems, ['problems', 1, 'check', 'kind'], 'expression'),
      'answer',
      'compared as a number: write "numeric"',
    ],
    [
      'a guided-test check that does not evaluate',
      editJson('tests/guided-algebra.json', ['questions', 0, 'check', 'expr'], 'normcdf(1.96)'),
      'answer',
      'mathjs cannot evaluate',
    ],
    [
      'a duplicate problem id',
      editJson(problems, ['problems', 1, 'id'], 'alg-1'),
      'id',
      'duplicate problem id "alg-1"',
    ],
    [
      'a test id repeated across categories',
      editJson('tests/final.json', ['tests', 0, 'id'], 'entry-1'),
      'id',
      'duplicate test id',
    ],
    [
      'exercise sections out of order',
      editJson('exercises/exercises.json', ['exercises', 0, 'sections', 1, 'id'], 'ג'),
      'id',
      'expected "ב"',
    ],
    [
      'a module without lessons',
      editJson('syllabus/syllabus.json', ['modules', 1, 'lessons'], []),
      'syllabus',
      'module "sequences" has no lessons',
    ],
    [
      'a module that lists a missing lesson',
      editJson('syllabus/syllabus.json', ['modules', 1, 'lessons'], ['lesson-2', 'lesson-9']),
      'syllabus',
      '"lesson-9", which has no lesson file',
    ],
    [
      'a lesson in no module',
      editJson('syllabus/syllabus.json', ['modules', 1, 'lessons'], ['lesson-1']),
      'syllabus',
      '"lesson-2" belongs to no module',
    ],
    [
      'a missing image',
      (dir) => rmSync(path.join(dir, COURSE, 'lessons/images/parabola.svg')),
      'image',
      'not found',
    ],
    [
      'an external image',
      editJson('exercises/exercises.json', ['exercises', 0, 'diagram_url'], 'https://example.com/a.svg'),
      'image',
      'runs offline',
    ],
    [
      'missing Hebrew in a title',
      editJson(entry, ['tests', 0, 'title'], 'Entry test'),
      'hebrew',
      'no Hebrew',
    ],
    [
      'an option in English',
      editJson(entry, ['tests', 0, 'questions', 1, 'options', 3], 'None of these'),
      'hebrew',
      'no Hebrew',
    ],
    [
      'a test without passingScore',
      editJson('tests/mid-course.json', ['tests', 0, 'passingScore'], DELETE),
      'count',
      'passingScore is missing',
    ],
    [
      'a catalogue path that points elsewhere',
      (dir) => {
        const file = path.join(dir, 'courses/courses.json');
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace('practice-problems/subjects.json', 'practice/index.json'),
        );
      },
      'path',
      'should be "/data/courses/mini-course/practice-problems/subjects.json"',
    ],
    [
      'a practice problem with a single hint',
      editJson(problems, ['problems', 2, 'hints'], ['היא נותנת את שני השורשים.']),
      'schema',
      'Too small',
    ],
    [
      'a practice problem that names no lesson',
      editJson(problems, ['problems', 0, 'lesson'], DELETE),
      'schema',
      'expected string',
    ],
    [
      'a practice problem that names a lesson the course lacks',
      editJson(problems, ['problems', 0, 'lesson'], 'lesson-7'),
      'lesson',
      '"lesson-7" is not a lesson of this course',
    ],
    [
      'a test question that names a lesson the course lacks',
      editJson(entry, ['tests', 0, 'questions', 1, 'lesson'], 'lesson-3'),
      'lesson',
      '"lesson-3" is not a lesson of this course',
    ],
    [
      'a guided-test question that names a lesson the course lacks',
      editJson('tests/guided-algebra.json', ['questions', 0, 'lesson'], 'lesson-9'),
      'lesson',
      '"lesson-9" is not a lesson of this course',
    ],
    [
      'an exercise that names no lesson',
      editJson('exercises/exercises.json', ['exercises', 0, 'lesson'], DELETE),
      'lesson',
      'names the lesson',
    ],
    [
      'a module without units when the course requires them',
      (dir) => {
        writeFileSync(path.join(dir, COURSE, 'checks.json'), JSON.stringify({ units: true }));
        editJson('syllabus/syllabus.json', ['modules', 1, 'units'], DELETE)(dir);
      },
      'syllabus',
      'module "sequences" does not say its Bagrut level',
    ],
    [
      'a figure whose committed SVG differs from its data',
      (dir) =>
        writeFileSync(
          path.join(dir, COURSE, 'lessons/images/parabola.svg'),
          `${readFileSync(path.join(dir, COURSE, 'lessons/images/parabola.svg'), 'utf8')}<!-- edited by hand -->`,
        ),
      'figure',
      'differs from its data',
    ],
    [
      'an exercise figure drawn for other data than its text (the issue-17 mismatch)',
      editJson('exercises/exercises.json', ['exercises', 0, 'figure', 'functions', 0, 'expr'], 'x^2-5x+6'),
      'figure',
      '"f(x)=x^2-4x+3" does not hold at',
    ],
    [
      'a claim the text does not make',
      editJson('lessons/lesson_1.json', ['figures', 0, 'claims', 0, 'text'], '$x=4$'),
      'figure',
      'does not say "$x=4$"',
    ],
    [
      'a claim whose numbers are not the data',
      editJson('lessons/lesson_1.json', ['figures', 0, 'claims', 1], {
        fact: 'vertex',
        of: 'f',
        text: '$x=3$',
        in: 'content',
      }),
      'figure',
      'but the data gives 2.5, -0.25',
    ],
    [
      'a figure that shows values but makes no claim',
      editJson('lessons/lesson_1.json', ['figures', 0, 'claims'], []),
      'figure',
      'needs at least one claim',
    ],
    [
      'an SVG that no figure declares',
      (dir) =>
        writeFileSync(
          path.join(dir, COURSE, 'lessons/images/hand-drawn.svg'),
          '<svg xmlns="http://www.w3.org/2000/svg"/>',
        ),
      'figure',
      'no figure declares',
    ],
    [
      "an exercise that borrows a lesson's figure",
      editJson(
        'exercises/exercises.json',
        ['exercises', 0, 'diagram_url'],
        '/data/courses/mini-course/lessons/images/parabola.svg',
      ),
      'figure',
      'is not a figure declared here',
    ],
    [
      'a first hint that states the numeric answer',
      editJson(problems, ['problems', 1, 'hints', 0], 'התוצאה היא $0.75$, בדקו בחילוק ארוך.'),
      'hint',
      'the first hint states the answer 0.75',
    ],
    [
      "a first hint that holds the marked option's text",
      editJson(problems, ['problems', 4, 'hints', 0], 'רק $x^2+1=0$ היא ריבועית.'),
      'hint',
      'holds the answer "$x^2+1=0$"',
    ],
    [
      'a first hint that holds an accepted form of the text answer',
      editJson(problems, ['problems', 2, 'hints', 0], 'זו נוסחת השורשים של משוואה ריבועית.'),
      'hint',
      'holds the answer "נוסחת השורשים"',
    ],
    [
      'a text answer whose declared kind judges a common student variant wrong',
      editJson(problems, ['problems', 2, 'answerKind'], 'expression'),
      'answer',
      'the student variant "נוסחת השורשים" is judged unparseable',
    ],
    [
      'an ordered answer that also accepts its letters in another order',
      editJson(problems, ['problems', 2], (old: unknown) => ({
        ...(old as Record<string, unknown>),
        answerKind: 'ordered',
        correctAnswer: 'PQR',
        accept: ['QPR'],
      })),
      'answer',
      'the wrong variant "QPR" is judged correct under answerKind "ordered"',
    ],
    [
      'a decision key that states no decision',
      editJson(problems, ['problems', 2], (old: unknown) => ({
        ...(old as Record<string, unknown>),
        answerKind: 'decision',
        correctAnswer: 'השערת האפס',
        accept: [],
      })),
      'answer',
      'is judged unparseable (expected-unreadable)',
    ],
    [
      'a guided-test hint that states the checked answer',
      editJson('tests/guided-algebra.json', ['questions', 0, 'hints', 0], 'התשובה היא $x=2$.'),
      'hint',
      'the first hint states the answer 2',
    ],
    [
      'a practice problem that repeats a worked example',
      editJson(
        problems,
        ['problems', 0, 'question'],
        'פתרו את המשוואה $x^2-5x+6=0$. מהו השורש החיובי הגדול?',
      ),
      'duplicate',
      'repeats the lesson text at lesson_1.json $.content: both use the expression "x^2-5x+6"',
    ],
    [
      'a practice problem that solves the trigonometric equation a lesson solves',
      (dir) => {
        editJson('lessons/lesson_1.json', ['content'], (old: unknown) =>
          String(old).concat('\n\n**דוגמה:** נפתור $\\sin 2x=\\frac{1}{2}$ בתחום $0\\le x\\le\\pi$.\n'),
        )(dir);
        editJson(
          problems,
          ['problems', 3, 'question'],
          'פתרו את $\\sin 2x=\\frac{1}{2}$ כאשר $0\\le x\\le\\pi$.',
        )(dir);
      },
      'duplicate',
      'repeats the lesson text at lesson_1.json $.content: both use the expression "sin@2x=\\frac{1}{2}"',
    ],
    [
      'a test question that repeats another with the same numbers',
      editJson('tests/final.json', ['tests', 0, 'questions', 1], {
        id: 'final-1-q2',
        question: 'כמה פתרונות יש למשוואה ריבועית שהדיסקרימיננטה שלה שלילית?',
        options: ['אין פתרונות ממשיים', 'פתרון אחד', 'שני פתרונות', 'אינסוף פתרונות'],
        correctAnswer: 0,
        explanation: 'כאשר $\\Delta<0$ אין שורש ממשי.',
        lesson: 'lesson-1',
      }),
      'duplicate',
      'almost the same words and numbers',
    ],
    [
      'a rejected glossary variant in course text',
      editJson(problems, ['problems', 3, 'explanation'], 'ולכן אי-שוויון זה אינו נפתר.'),
      'glossary',
      '"אי-שוויון": write "אי־שוויון"',
    ],
    [
      'a persona name in Latin letters inside Hebrew text',
      editJson('tests/guided-algebra.json', ['instructions'], 'בקשו רמז מ־Athena בכל שלב.'),
      'glossary',
      '"Athena": write "אתנה"',
    ],
    [
      'a rejected variant in the Hebrew locale files',
      (dir) =>
        writeFileSync(
          path.join(dir, 'locales/he/common.json'),
          JSON.stringify({ greeting: 'שלום, אני Athena.' }),
        ),
      'glossary',
      '"Athena": write "אתנה"',
    ],
    [
      'a course without concepts.json',
      (dir) => rmSync(path.join(dir, COURSE, 'concepts.json')),
      'concepts',
      'missing: the tutor finds lessons by the names of their concepts',
    ],
    [
      'a lesson missing from concepts.json',
      editJson('concepts.json', ['lessons'], (old: unknown) => (old as unknown[]).slice(0, 1)),
      'concepts',
      'lesson-2 has no entry',
    ],
    [
      'a concept of a lesson the course lacks',
      editJson('concepts.json', ['lessons', 1, 'lesson'], 'lesson-9'),
      'concepts',
      '"lesson-9" is not a lesson of this course',
    ],
    [
      "a concept's first Hebrew name that its lesson never writes",
      editJson('concepts.json', ['lessons', 1, 'concepts', 0, 'he'], ['סדרה הנדסית']),
      'concepts',
      '"סדרה הנדסית" is not written in lesson-2',
    ],
    [
      'an English word inside the math of an English explanation',
      editJson('concepts.json', ['lessons', 0, 'concepts', 0, 'summary'], 'It is $\\text{roots}=2$.'),
      'hebrew',
      'English word "roots" inside math',
    ],
    [
      'an English word inside a formula',
      editJson(
        'lessons/lesson_2.json',
        ['learning_session', 'learning_slides', 0, 'explanation', 1, 'latex'],
        'a_n=a_1+(n-1)d\\ \\text{for}\\ n\\ge 1',
      ),
      'hebrew',
      'English word "for" inside math',
    ],
    [
      "raw math in an image's alt text",
      editJson(
        'lessons/lesson_1.json',
        ['learning_session', 'learning_slides', 0, 'explanation', 2, 'alt'],
        'הפרבולה y=x²−5x+6',
      ),
      'hebrew',
      "raw math in an image's alt text",
    ],
    [
      'a text answer that needs Latin typed inside Hebrew',
      (dir) => {
        editJson(problems, ['problems', 2, 'correctAnswer'], 'דוחים את H0')(dir);
        editJson(problems, ['problems', 2, 'accept'], ['reject H0'])(dir);
      },
      'hebrew',
      'makes a student type Latin letters inside Hebrew',
    ],
    [
      'an exercise figure that draws the graph a section asks the student to sketch',
      editJson(
        'exercises/exercises.json',
        ['exercises', 0, 'sections', 1, 'question'],
        'שרטטו סקיצה של גרף הפונקציה.',
      ),
      'figure',
      'sections[1].question asks the student to draw the graph, and the figure draws it',
    ],
    [
      'an exercise figure that prints a value the text does not give (the vertex the student must find)',
      editJson(
        'exercises/exercises.json',
        ['exercises', 0, 'figure', 'points'],
        [{ x: 2, on: 'f', label: 'קודקוד', coordinates: true }],
      ),
      'figure',
      "the exercise's text does not give 2",
    ],
    [
      'an exercise that draws a geometric construction on a numbered grid',
      editJson('exercises/exercises.json', ['exercises', 0, 'figure'], (old: unknown) => ({
        ...(old as Record<string, unknown>),
        functions: [],
        circles: [{ id: 'k', center: [2, 2], r: 1 }],
        claims: [{ fact: 'radius', of: 'k', text: 'f(x)=x^2-4x+3' }],
      })),
      'figure',
      'a geometric construction on a numbered grid',
    ],
    [
      'a lesson figure that prints the answer of a test question beside its data',
      (dir) => {
        editJson(
          'lessons/lesson_1.json',
          ['figures', 0, 'points'],
          [{ x: 4, on: 'f', coordinates: true }],
        )(dir);
        editJson('tests/final.json', ['tests', 0, 'questions', 0], (old: unknown) => ({
          ...(old as Record<string, unknown>),
          question: 'מה ערך הפונקציה $f(x)=x^2-5x+6$ בנקודה $x=4$?',
          options: ['$2$', '$6$', '$-1$', '$3$'],
          check: { kind: 'numeric', expr: '4^2 - 5 * 4 + 6' },
        }))(dir);
      },
      'figure',
      'prints the answer: (4, 2) shows the answer 2',
    ],
    [
      'a circle drawn with unequal units on the axes',
      editJson('lessons/lesson_1.json', ['figures', 0], (old: unknown) => ({
        ...(old as Record<string, unknown>),
        height: 300,
        circles: [{ id: 'k', center: [2, 3], r: 1 }],
      })),
      'figure',
      'the axes have unequal units',
    ],
    [
      'a label drawn across a curve',
      editJson('lessons/lesson_1.json', ['figures', 0, 'labels'], [{ at: [2, 0], text: 'שורש' }]),
      'figure',
      'the label "שורש" is crossed by',
    ],
    [
      'a last hint that holds the computation of the answer',
      editJson(problems, ['problems', 1, 'hints', 2], 'חשבו את $3\\cdot 0.25$.'),
      'hint',
      'the last hint holds "3\\cdot 0.25", which evaluates to the answer',
    ],
    [
      'a guided-test last hint that holds the computation of the checked answer',
      editJson(
        'tests/guided-algebra.json',
        ['questions', 0, 'hints'],
        ['מה צריך לעשות כדי ש־$x$ יישאר לבד?', 'העבירו אגפים, ואז חלקו.', 'חשבו את $\\frac{7-3}{2}$.'],
      ),
      'hint',
      'the last hint holds "\\frac{7-3}{2}", which evaluates to the answer',
    ],
    [
      'a last hint that states the marked option',
      editJson(problems, ['problems', 4, 'hints', 2], 'זו $x^2+1=0$.'),
      'hint',
      'the last hint',
    ],
    [
      "a test question that asks a worked example's question the other way round",
      (dir) => {
        editJson('lessons/lesson_2.json', ['content'], (old: unknown) =>
          String(old).concat(
            '\n\n### דוגמה פתורה 1\n\nבסדרה חשבונית האיבר הראשון הוא $12$ וההפרש הוא $7$. מהו האיבר ה־$15$ בסדרה?\n\n**פתרון.** $a_{15}=12+14\\cdot 7=110$.\n',
          ),
        )(dir);
        editJson('tests/final.json', ['tests', 0, 'questions', 0], (old: unknown) => ({
          ...(old as Record<string, unknown>),
          question: 'בסדרה חשבונית האיבר הראשון הוא $12$ והאיבר ה־$15$ בסדרה הוא $110$. מהו ההפרש?',
          options: ['$7$', '$8$', '$6$', '$5$'],
          check: { kind: 'numeric', expr: '(110 - 12) / 14' },
          lesson: 'lesson-2',
        }))(dir);
      },
      'duplicate',
      "repeats the worked example at lesson_2.json $.content (worked example 1): the worked example's numbers",
    ],
    [
      'a proof problem with an empty checklist',
      editJson(problems, ['problems', 5, 'checklist'], []),
      'schema',
      'Too small',
    ],
    [
      'a model proof step that names no checklist item',
      editJson(problems, ['problems', 5, 'proof', 1, 'items'], ['sum', 'product']),
      'proof',
      'names "product", which is not a checklist item',
    ],
    [
      'a checklist item no model step states',
      editJson(problems, ['problems', 5, 'proof', 1, 'items'], ['even']),
      'proof',
      'no step of the model proof states the checklist item "sum"',
    ],
    [
      'a checklist whose reason the model proof never gives',
      editJson(problems, ['problems', 5, 'checklist', 1, 'reasonForms'], ['חוק הפילוג']),
      'proof',
      'reads as "unjustified" for "sum"',
    ],
    [
      'a last hint that holds the whole proof',
      editJson(
        problems,
        ['problems', 5, 'hints', 2],
        '$a=2m$ לפי הגדרת זוגי, ו־$a+b=2(m+t)$ – גורם משותף, זוגי.',
      ),
      'proof',
      'the last hint holds the whole proof',
    ],
    ['a missing sound', (dir) => rmSync(path.join(dir, 'sounds/Study_Mode.mp3')), 'sound', 'missing'],
    [
      'a sound over 500 KB',
      (dir) =>
        writeFileSync(
          path.join(dir, 'sounds/Calm_Mode.mp3'),
          Buffer.concat([Buffer.from('ID3'), Buffer.alloc(600_000)]),
        ),
      'sound',
      'more than 500000',
    ],
  ])('should report %s', (_name, mutate, check, message) => {
    // Arrange
    const dir = broken(mutate);

    // Act
    const failures = allFailures(dir);

    // Assert
    expect(failures).toContainEqual(
      expect.objectContaining({ check, message: expect.stringContaining(message) }),
    );
  });

  it('should say where a failure is: file and JSON path', () => {
    // Arrange
    const dir = broken(editJson(problems, ['problems', 4, 'correctAnswer'], 7));

    // Act
    const failure = allFailures(dir).find((f) => f.check === 'choice');

    // Assert
    expect(failure?.file).toMatch(/mini-course\/practice-problems\/algebra\.json$/);
    expect(failure?.path).toBe('$.problems[4].correctAnswer');
  });
});

const guided = 'tests/guided-algebra.json';
const dropLastHint = (old: unknown) => (old as string[]).slice(0, 2);

describe('given hint ladders of other than three hints', () => {
  it.each<[string, (dir: string) => void, string, string]>([
    [
      'a practice problem with two hints',
      editJson(problems, ['problems', 1, 'hints'], dropLastHint),
      problems,
      '$.problems[1].hints',
    ],
    [
      'a proof problem with two hints',
      editJson(problems, ['problems', 5, 'hints'], dropLastHint),
      problems,
      '$.problems[5].hints',
    ],
    [
      'a practice problem with four hints',
      editJson(problems, ['problems', 3, 'hints'], (old: unknown) => [...(old as string[]), 'ועכשיו סכמו.']),
      problems,
      '$.problems[3].hints',
    ],
    [
      'an AI-guided question with two hints',
      editJson(guided, ['questions', 0, 'hints'], dropLastHint),
      guided,
      '$.questions[0].hints',
    ],
  ])('should report %s once, as a hint failure at its hints', (_name, mutate, file, at) => {
    // Arrange
    const dir = broken(mutate);

    // Act
    const failures = allFailures(dir).filter((f) => f.path === at);

    // Assert
    expect(failures).toEqual([
      expect.objectContaining({
        check: 'hint',
        file: expect.stringContaining(file) as unknown,
        message: expect.stringMatching(
          /^\d hints; a ladder has 3: a nudge, the method, a worked first step$/,
        ) as unknown,
      }),
    ]);
  });

  it('should pass three hints on every practice problem and AI-guided question', () => {
    // Arrange
    const dir = broken(() => undefined);

    // Act
    const failures = allFailures(dir).filter((f) => f.path.endsWith('.hints'));

    // Assert
    expect(failures).toEqual([]);
  });
});

describe('given figures, hints and questions that give nothing away', () => {
  it.each<[string, (dir: string) => void]>([
    [
      'an exercise figure that prints only what its text gives',
      (dir) => {
        editJson(
          'exercises/exercises.json',
          ['exercises', 0, 'figure', 'points'],
          [{ x: 3, on: 'f', label: 'A', coordinates: true }],
        )(dir);
        editJson(
          'exercises/exercises.json',
          ['exercises', 0, 'description'],
          'נתונה הפונקציה $f(x)=x^2-4x+3$, שגרפה עובר בנקודה $A(3,0)$.',
        )(dir);
      },
    ],
    [
      'a circle on axes of equal units (the default height)',
      editJson('lessons/lesson_1.json', ['figures', 0, 'circles'], [{ id: 'k', center: [2, 3], r: 1 }]),
    ],
    [
      'a last hint that is a worked first step',
      editJson(problems, ['problems', 1, 'hints', 2], 'הרחיבו את השבר כך שבמכנה יהיה $100$, וקראו את המונה.'),
    ],
    [
      'a guided-test ladder whose last hint is a worked first step',
      editJson(
        'tests/guided-algebra.json',
        ['questions', 0, 'hints'],
        [
          'מה צריך לעשות כדי ש־$x$ יישאר לבד?',
          'העבירו אגפים, ואז חלקו.',
          'העבירו את $3$ לאגף ימין: $2x=7-3$. מה נשאר לעשות?',
        ],
      ),
    ],
    [
      "a test question on a worked example's topic with its own numbers",
      (dir) => {
        editJson('lessons/lesson_2.json', ['content'], (old: unknown) =>
          String(old).concat(
            '\n\n### דוגמה פתורה 1\n\nבסדרה חשבונית האיבר הראשון הוא $12$ וההפרש הוא $7$. מהו האיבר ה־$15$ בסדרה?\n\n**פתרון.** $a_{15}=12+14\\cdot 7=110$.\n',
          ),
        )(dir);
        editJson('tests/final.json', ['tests', 0, 'questions', 0], (old: unknown) => ({
          ...(old as Record<string, unknown>),
          question: 'בסדרה חשבונית האיבר הראשון הוא $20$ והאיבר ה־$11$ בסדרה הוא $50$. מהו ההפרש?',
          options: ['$3$', '$4$', '$5$', '$2$'],
          check: { kind: 'numeric', expr: '(50 - 20) / 10' },
          lesson: 'lesson-2',
        }))(dir);
      },
    ],
  ])('should accept %s', (_name, mutate) => {
    // Arrange
    const dir = broken((root) => {
      mutate(root);
      // the figure data may have changed: render it again, as `npm run content:figures` would
      rerender(root);
    });

    // Act
    const failures = allFailures(dir).filter((f) => ['figure', 'hint', 'duplicate'].includes(f.check));

    // Assert
    expect(failures).toEqual([]);
  });
});

describe('given items that share only a standard sub-expression', () => {
  it('should not call them duplicates', () => {
    // Arrange: the lesson states an identity with sin 2x, a practice problem differentiates sin(2x) and a test
    // question asks for the period of y = sin 2x: three different questions about one function
    const dir = broken((root) => {
      editJson('lessons/lesson_1.json', ['content'], (old: unknown) =>
        String(old).concat(
          '\n\nלמשל $\\sin 2x=2\\sin x\\cos x$, ולכן $\\sin 2x$ ו־$\\cos 2x$ קשורות זו לזו.\n',
        ),
      )(root);
      editJson(
        problems,
        ['problems', 3, 'question'],
        'הסבירו מדוע הנגזרת של $f(x)=\\sin(2x)$ היא $2\\cos(2x)$.',
      )(root);
      editJson('tests/final.json', ['tests', 0, 'questions', 1], {
        id: 'final-1-q2',
        question: 'מהו המחזור של $y=\\sin 2x$?',
        options: ['$\\pi$', '$2\\pi$', '$\\frac{\\pi}{2}$', '$4\\pi$'],
        correctAnswer: 0,
        explanation: 'המחזור של $\\sin(bx)$ הוא $\\frac{2\\pi}{b}$, כלומר $\\pi$.',
        lesson: 'lesson-1',
      })(root);
      const lessons = path.join(root, COURSE, 'lessons');
      writeFileSync(path.join(lessons, 'index.json'), lessonIndexText(lessons));
    });

    // Act
    const failures = allFailures(dir);

    // Assert
    expect(failures).toEqual([]);
  });
});

describe('given the issue 5 minimums', () => {
  it('should report a course with too few items', () => {
    // Arrange
    const dir = broken(() => undefined);

    // Act
    const failures = allFailures(dir, ISSUE_MINIMUMS).filter((f) => f.check === 'count');

    // Assert
    expect(failures.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        '2 lessons, at least 8 required',
        '1 subjects, at least 4 required',
        '6 problems, at least 10 required',
        '1 tests, at least 2 required',
        '2 questions, at least 5 required',
        '1 AI-guided tests, at least 3 required',
        '1 exercises, at least 6 required',
      ]),
    );
  });

  it('should report a missing problem type', () => {
    // Arrange
    const dir = broken(editJson(problems, ['problems'], (old: unknown) => (old as unknown[]).slice(0, 3)));

    // Act
    const failures = allFailures(dir, { ...SMALL, problemsPerSubject: 1 });

    // Assert
    expect(failures).toContainEqual(
      expect.objectContaining({ check: 'count', message: 'no practice problem of type open-ended' }),
    );
  });
});

describe('given the issue-17 rules of a course (checks.json)', () => {
  const withRules = (on: boolean) => (dir: string) =>
    writeFileSync(
      path.join(dir, COURSE, 'checks.json'),
      JSON.stringify({
        minimums: {
          lessons: { target: 18, on },
          'lesson-words': { target: 1100, on },
          'worked-examples': { target: 3, on },
          'practice-per-lesson': { target: 10, on },
          'exercise-per-lesson': { target: 1, on },
          'tests-per-category': { target: 3, on },
          'final-questions': { target: 10, on },
          'guided-lessons': { target: 6, on },
          'guided-per-lesson': { target: 1, on },
          'timed-per-lesson': { target: 3, on },
        },
      }),
    );

  it('should fail every rule that is on and falls short', () => {
    // Arrange
    const dir = broken(withRules(true));

    // Act
    const messages = allFailures(dir)
      .filter((f) => f.check === 'count')
      .map((f) => f.message);

    // Assert
    expect(messages).toEqual(
      expect.arrayContaining([
        'the course: 2, the course requires at least 18 lessons (lessons)',
        expect.stringMatching(
          /^lesson-1: \d+, the course requires every lesson ≥ 1100 Hebrew words outside math/,
        ),
        'lesson-1: 0, the course requires every lesson ≥ 3 worked examples (### דוגמה פתורה) (worked-examples)',
        'lesson-1: 6, the course requires every lesson topic ≥ 10 practice problems (practice-per-lesson)',
        'lesson-2: 0, the course requires every lesson topic ≥ 10 practice problems (practice-per-lesson)',
        'lesson-2: 0, the course requires every lesson topic ≥ 1 exercise (exercise-per-lesson)',
        'entry-level.json: 1, the course requires every test category ≥ 3 tests (tests-per-category)',
        'final.json final-1: 2, the course requires every final test ≥ 10 questions (final-questions)',
        'the AI-guided tests: 1, the course requires AI-guided tests cover ≥ 6 lesson topics (guided-lessons)',
        'lesson-2: 0, the course requires every lesson topic ≥ 1 AI-guided test question (guided-per-lesson)',
        'lesson-2: 0, the course requires every lesson topic ≥ 3 timed-test questions (timed-per-lesson)',
      ]),
    );
  });

  it('should pass the coverage rules when every lesson has a guided question and 3 timed questions', () => {
    // Arrange
    const question = (id: string, text: string, answer: number, wrong: number[]) => ({
      id,
      question: text,
      options: [answer, ...wrong].map((n) => `$${n}$`),
      correctAnswer: 0,
      check: { kind: 'numeric', expr: String(answer) },
      explanation: 'מציבים באיבר הכללי של סדרה חשבונית.',
      lesson: 'lesson-2',
    });
    const append = (file: string, item: unknown) =>
      editJson(file, ['tests', 0, 'questions'], (old: unknown) => [...(old as unknown[]), item]);
    const dir = broken((d) => {
      writeFileSync(
        path.join(d, COURSE, 'checks.json'),
        JSON.stringify({
          minimums: {
            'guided-per-lesson': { target: 1, on: true },
            'timed-per-lesson': { target: 3, on: true },
          },
        }),
      );
      append(
        entry,
        question('entry-1-q3', 'בסדרה חשבונית האיבר הראשון 6 וההפרש 5. מהו האיבר השמיני?', 41, [46, 36, 40]),
      )(d);
      append(
        'tests/mid-course.json',
        question('mid-1-q3', 'בסדרה חשבונית האיבר הראשון 1 וההפרש 7. מהו האיבר הרביעי?', 22, [29, 15, 28]),
      )(d);
      append(
        'tests/final.json',
        question('final-1-q3', 'בסדרה חשבונית האיבר הראשון 12 וההפרש 4. מהו האיבר השישי?', 32, [36, 28, 24]),
      )(d);
      editJson('tests/guided-algebra.json', ['questions'], (old: unknown) => [
        ...(old as unknown[]),
        {
          id: 'g2',
          question: 'בסדרה חשבונית האיבר הראשון 9 וההפרש 2. מהו האיבר החמישי?',
          expected_answer: '$a_5=17$: ארבעה הפרשים אחרי האיבר הראשון.',
          hints: [
            'כמה הפרשים יש בין האיבר הראשון לחמישי?',
            'כל איבר גדול מקודמו בהפרש: $a_n=a_1+(n-1)d$.',
            'צעד ראשון: בין $a_1$ ל־$a_5$ יש ארבעה הפרשים. הוסיפו אותם ל־$9$.',
          ],
          check: { kind: 'numeric', expr: '9+4*2' },
          lesson: 'lesson-2',
        },
      ])(d);
    });

    // Act
    const failures = allFailures(dir);

    // Assert
    expect(failures).toEqual([]);
  });

  it('should only report the progress of rules that are off', () => {
    // Arrange
    const dir = broken(withRules(false));

    // Act
    const report = checkContent(dir, { minimums: SMALL });

    // Assert
    expect(report.ok).toBe(true);
    expect(formatReport(report)).toContain('off lessons: at least 18 lessons — 1 short (lowest 2)');
  });
});

describe('given text with math', () => {
  it.each<[string, Array<{ tex: string; display: boolean }>, number]>([
    ['אין כאן מתמטיקה', [], 0],
    [
      'נניח $x=1$ ו־$y=2$',
      [
        { tex: 'x=1', display: false },
        { tex: 'y=2', display: false },
      ],
      0,
    ],
    ['$$\n\\frac{1}{2}\n$$', [{ tex: '\n\\frac{1}{2}\n', display: true }], 0],
    ['המחיר 5 \\$ בלבד', [], 0],
    ['נניח $x=1', [], 1],
    ['$$x$', [], 1],
    ['ריק $$$$', [], 1],
  ])('should scan %j', (text, fragments, problems) => {
    // Act
    const result = scanMath(text);

    // Assert
    expect(result.fragments.map(({ tex, display }) => ({ tex, display }))).toEqual(fragments);
    expect(result.problems).toHaveLength(problems);
  });

  it.each<[string, boolean, string | null]>([
    ['\\frac{1}{2}', false, null],
    ['\\binom{5}{2}', true, null],
    ['\\frac{1}{', false, 'KaTeX error'],
    ['\\foo', false, 'KaTeX error'],
    ['x \\text{אם}', false, 'Hebrew inside math'],
    ['a \n eq b', false, null],
    ['a\neq b', false, 'one backslash'],
    ['p = 5%', false, 'LaTeX comment'],
    ['p = 5\\%', false, null],
  ])('should judge %j', (tex, display, expected) => {
    // Act
    const problem = texProblem(tex, display);

    // Assert
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });
});

describe('given answer values', () => {
  it.each<[string, number | null]>([
    ['0.25', 0.25],
    ['$-3$', -3],
    [' $1.5$ ', 1.5],
    ['$\u22122$', -2],
    ['$\\frac{1}{2}$', null],
    ['שלוש', null],
    ['12 ס"מ', null],
  ])('should read %j as the plain number %s', (option, value) => {
    expect(plainNumber(option)).toBe(value);
  });

  it.each<[string, number | null]>([
    ['$\\frac{1}{2}$', 0.5],
    ['$\\dfrac{3}{4}$', 0.75],
    ['$2\\sqrt{9}$', 6],
    ['$2\\cdot\\sqrt{9}$', 6],
    ['$x=2$', null],
  ])('should value the option %j as %s', (option, value) => {
    expect(optionValue(option)).toBe(value);
  });

  it.each<[number, number, number | undefined, boolean]>([
    [0.75, 0.75, undefined, true],
    [1 / 3, 0.3333, undefined, false],
    [1 / 3, 0.3333, 1e-4, true],
    [1e6, 1e6 + 1e-4, undefined, true],
    [0, 1e-8, undefined, false],
  ])('should compare %s with %s (tolerance %s) as %s', (value, answer, tolerance, expected) => {
    expect(matches(value, answer, tolerance)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['combinations(5, 2) / 2^5', true],
    ['0.5 * (1 + erf(1.96 / sqrt(2)))', true],
    ['1 / 0', false],
    ['2 cm', false],
    ['normcdf(1)', false],
  ])('should evaluate %j to a finite number: %s', (expr, ok) => {
    expect(evaluateExpr(expr).ok).toBe(ok);
  });
});

describe('given a hint ladder whose rungs hold numbers', () => {
  /** A numeric problem with this answer whose ladder is a nudge, then `last`. */
  const problem = (answer: number, last: string, first = 'מה נתון בשאלה?'): PracticeProblem => ({
    id: 'p-1',
    type: 'numeric',
    question: 'חשבו.',
    correctAnswer: answer,
    check: { kind: 'numeric', expr: String(answer) },
    hints: [first, last],
    explanation: 'כך.',
    lesson: 'lesson-1',
  });

  it.each<[string, number, string | null]>([
    ['$x=4$', 4, 'states the answer 4'],
    ['התשובה היא 4.', 4, 'states the answer 4'],
    ['$\\frac{1}{2}$', 0.5, 'states the answer 0.5'],
    ['$0.25$', 0.25, 'states the answer 0.25'],
    ['$25\\%$', 0.25, 'states the answer 0.25'],
    ['$2^{10}$', 1024, 'states the answer 1024'],
    ['חשבו את $3\\cdot 0.25$.', 0.75, 'holds "3\\cdot 0.25"'],
    ['$5\\cdot 5^k-1=5\\left(5^k-1\\right)+c$. מצאו את $c$.', 4, null],
    ['כתבו את $5^{k+1}-1$ בעזרת $5^k-1$.', 4, null],
    ['פתחו את $4(x-1)=8$.', 4, null],
    ['הציבו ב־$a_4$ את $x^4$.', 4, null],
  ])('should judge the last hint %j (answer %s)', (hint, answer, expected) => {
    // Act
    const found = lastHintProblem(problem(answer, hint));

    // Assert
    if (expected === null) expect(found).toBeNull();
    else expect(found).toContain(expected);
  });

  it.each<[string, number, string | null]>([
    ['$x=4$', 4, 'states the answer 4'],
    ['כתבו את $5^{k+1}-1$ בעזרת $5^k-1$.', 4, null],
    ['מה קורה ל־$5(5^k-1)+c$ עבור $k=1$?', 4, null],
  ])('should judge the first hint %j (answer %s)', (hint, answer, expected) => {
    // Act
    const found = firstHintProblem(problem(answer, 'הציבו.', hint));

    // Assert
    if (expected === null) expect(found).toBeNull();
    else expect(found).toContain(expected);
  });
});
