import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract/replies';
import {
  answerFromLessons,
  buildCourseIndex,
  buildRetrieval,
  defaultCoursesDir,
  loadLessons,
  mapItemsToModules,
  processTerm,
  relevantPassage,
  tokenize,
} from '../../backend/src/tutor/retrieval';
import { answeredOffTopic, measureAccuracy } from '../../backend/src/tutor/retrieval/accuracy';
import { courseTestSets, offTopicQuestions } from '../fixtures/retrieval/sets';

const indexes = buildRetrieval();
const sets = courseTestSets();

describe('given Hebrew text', () => {
  it.each([
    ['ובמדגם', ['ובמדגמ', 'במדגמ', 'מדגמ', 'דגמ']],
    ['רווחים', ['רווחימ', 'רווח']],
    ['הַשְׁעָרוֹת', ['השערות', 'שערות', 'ערות', 'השערה', 'השער', 'שערה', 'שער', 'ערוה', 'ערו']],
    ['רמת', ['רמת']],
    ['בדיקת', ['בדיקת', 'דיקת', 'בדיקה', 'דיקה', 'בדיק', 'דיק']],
    ['של', null],
    ['Variance', ['variance']],
  ])('should give %j the searchable forms %j', (word, forms) => {
    // Act
    const result = processTerm(word);

    // Assert
    if (forms === null) expect(result).toBeNull();
    else expect(result?.slice().sort()).toEqual([...forms].sort());
  });

  it('should split words at a maqaf or hyphen and drop LaTeX commands and images', () => {
    // Act
    const tokens = tokenize('למה מחלקים ב־$n-1$ ולא ב-\\frac{1}{n}? ![איור](images/x.svg)');

    // Assert
    expect(tokens).toEqual(['למה', 'מחלקים', 'ב', 'n', '1', 'ולא', 'ב', '1', 'n']);
  });
});

describe.each(sets)('given the retrieval test set of $course', (set) => {
  it(`should find the right lesson in the top 3 for at least 90 % of ${set.questions.length} questions and answer at least 90 %, and refuse the unanswerable`, () => {
    // Arrange
    const index = indexes.get(set.course);
    if (!index) throw new Error(`no index for ${set.course}`);

    // Act
    const accuracy = measureAccuracy(index, set);
    console.info(
      `${set.course}: top-1 ${accuracy.top1}/${accuracy.questions}, top-3 ${accuracy.top3}/${accuracy.questions}`,
    );

    // Assert
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    expect(accuracy.top3 / accuracy.questions).toBeGreaterThanOrEqual(0.9);
    expect(accuracy.answered / accuracy.questions).toBeGreaterThanOrEqual(0.9);
    expect(accuracy.refused).toBe(accuracy.unanswerable);
  });
});

const offTopic = offTopicQuestions();

describe.each(sets)('given the off-topic questions asked of $course', (set) => {
  it(`should answer none of the ${offTopic.length} with a passage`, () => {
    // Arrange
    const index = indexes.get(set.course);
    if (!index) throw new Error(`no index for ${set.course}`);

    // Act
    const answered = answeredOffTopic(index, offTopic);

    // Assert
    expect(answered).toEqual([]);
  });
});

describe('given an off-topic question that shares only a verb or a common word with a lesson', () => {
  it.each([
    ['high-school-math', 'מי כתב את המחזה המלט?'],
    ['high-school-math', 'מה שם הבירה של צרפת?'],
    ['high-school-math', 'איך עובדת פוטוסינתזה?'],
    ['statistics-2', 'מה שם הבירה של צרפת?'],
  ])('should give %s no passage for %j, only the honest "no good match"', (course, question) => {
    // Arrange
    const index = indexes.get(course);
    if (!index) throw new Error(`no index for ${course}`);

    // Act
    const answer = answerFromLessons(index, question);

    // Assert
    expect(answer.status).toBe('no-match');
    expect(relevantPassage(index, question)).toBeUndefined();
  });
});

describe('given a concept question', () => {
  it('should answer with a teaching reply quoting the lesson, naming it, with a check question', () => {
    // Arrange
    const index = indexes.get('statistics-2');
    if (!index) throw new Error('no statistics index');

    // Act
    const answer = answerFromLessons(index, 'מה זה רווח סמך?');

    // Assert
    expect(answer.status).toBe('found');
    const reply = StructuredReply.parse(answer.reply);
    expect(reply.type === 'teaching' && reply.title).toBe('משיעור 2: רווחי סמך');
    expect(reply.type === 'teaching' && reply.content.length).toBeLessThanOrEqual(760);
    expect(reply.type === 'teaching' && reply.check_question).toMatch(/^שאלה לבדיקה: נסו ל/);
  });

  it('should say in English that nothing fits when nothing fits', () => {
    // Arrange
    const index = indexes.get('high-school-math');
    if (!index) throw new Error('no math index');

    // Act
    const answer = answerFromLessons(index, 'Who won the game yesterday?', 'en');

    // Assert
    expect(answer).toEqual({
      status: 'no-match',
      reply: { type: 'text', text: expect.stringContaining('will not guess') },
    });
  });

  it('should index any number of lessons, a course with one lesson or with lessons added', () => {
    // Arrange
    const lessons = loadLessons(defaultCoursesDir, 'statistics-2');
    const lastOnly = lessons.slice(-1);

    // Act
    const small = buildCourseIndex('small', lastOnly);
    const grown = buildCourseIndex('grown', [
      ...lessons,
      ...loadLessons(defaultCoursesDir, 'high-school-math').map((lesson) => ({
        ...lesson,
        id: `lesson-${lesson.order + 100}`,
        order: lesson.order + 100,
      })),
    ]);

    // Assert
    expect(answerFromLessons(small, 'מה זה מבחן הסימן?').status).toBe('found');
    expect(answerFromLessons(grown, 'מהי משוואת מעגל?').status).toBe('found');
  });
});

describe('given practice problems to map onto syllabus modules', () => {
  it('should map each problem to the module of the lesson it matches, and fall back to its subject', () => {
    // Arrange
    const index = indexes.get('high-school-math');
    if (!index) throw new Error('no math index');
    const modules = [
      { id: 'algebra', lessons: ['lesson-1'] },
      { id: 'functions', lessons: ['lesson-2', 'lesson-3', 'lesson-4'] },
      { id: 'probability', lessons: ['lesson-7'] },
    ];

    // Act
    const topics = mapItemsToModules(index, modules, [
      {
        id: 'alg-8',
        subjectId: 'algebra',
        text: 'מטילים מטבע הוגן 3 פעמים. מהי ההסתברות לקבל "עץ" לפחות פעם אחת?',
      },
      { id: 'alg-1', subjectId: 'algebra', text: 'מהם הפתרונות של המשוואה הריבועית $x^2-5x+6=0$?' },
      { id: 'x', subjectId: 'algebra', text: 'שאלה בלי שום קשר לקורס' },
    ]);

    // Assert
    expect(Object.fromEntries(topics)).toEqual({ 'alg-8': 'probability', 'alg-1': 'algebra', x: 'algebra' });
  });
});
