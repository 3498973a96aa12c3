/**
 * The course files the tutor teaches from (content/courses/<dataFolder>/), read once per course and
 * validated with the contract's schemas: lessons with their slides, AI-guided tests, exercises, the
 * syllabus and the practice subjects. A file that does not parse is left out and logged, never half-used.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Language } from './language';
import {
  ConceptMap,
  CourseCatalogue,
  ExerciseFile,
  GuidedTest,
  GuidedTestIndex,
  Lesson,
  SubjectIndex,
  Subject,
  Syllabus,
  TestCategory,
  TestCategoryFile,
  type Course,
  type ExerciseData,
  type GuidedTestIndexEntry,
  type PracticeProblem,
  type SubjectIndexEntry,
  type TimedTest,
} from '../../contract';

export type PersonaId = 'athena' | 'clio';
export type SubjectKind = 'math' | 'statistics';

export interface LoadedGuidedTest extends GuidedTestIndexEntry {
  test: GuidedTest;
}

export interface CourseContent {
  course: Course;
  persona: PersonaId;
  subject: SubjectKind;
  /** in teaching order */
  lessons: Lesson[];
  guidedTests: LoadedGuidedTest[];
  exercises: ExerciseData[];
  syllabus: Syllabus | null;
  practice: SubjectIndexEntry[];
  /** every practice problem of the course's subjects, with its subject */
  problems: Array<{ subjectId: string; problem: PracticeProblem }>;
  /** the timed tests of tests/<category>.json */
  timedTests: Array<{ category: TestCategory; test: TimedTest }>;
  /** concepts.json: the lessons' concepts in Hebrew and English (retrieval), or null without the file */
  concepts: ConceptMap | null;
}

/** The course's name for a text in `language`: the syllabus's Hebrew title, or the catalogue's (English) name. */
export function courseName(course: CourseContent, language: Language): string {
  return (language === 'he' ? course.syllabus?.title : undefined) ?? course.course.name;
}

export interface CourseLibrary {
  /** The course's content, or undefined for an id outside the catalogue. */
  get(courseId: string): Promise<CourseContent | undefined>;
  /** The catalogue's course ids (warming the tutor at start reads every course). */
  ids(): Promise<string[]>;
}

type Warn = (details: Record<string, unknown>, message: string) => void;

async function readJson<S extends z.ZodType>(
  file: string,
  schema: S,
  warn: Warn,
): Promise<z.infer<S> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as z.infer<S>;
    warn({ file, issue: parsed.error.issues[0]?.message }, 'course file does not match its schema');
  } catch {
    warn({ file }, 'course file is not JSON');
  }
  return undefined;
}

async function loadLessons(folder: string, warn: Warn): Promise<Lesson[]> {
  let names: string[];
  try {
    names = (await readdir(path.join(folder, 'lessons'))).filter((name) => /^lesson_\d+\.json$/.test(name));
  } catch {
    return [];
  }
  const lessons = await Promise.all(
    names.map((name) => readJson(path.join(folder, 'lessons', name), Lesson, warn)),
  );
  return lessons.filter((lesson): lesson is Lesson => lesson !== undefined).sort((a, b) => a.order - b.order);
}

async function loadGuidedTests(folder: string, warn: Warn): Promise<LoadedGuidedTest[]> {
  const index = await readJson(path.join(folder, 'tests', 'index.json'), GuidedTestIndex, warn);
  if (!index) return [];
  const loaded = await Promise.all(
    index.tests.map(async (entry) => {
      const test = await readJson(path.join(folder, 'tests', entry.file), GuidedTest, warn);
      return test ? { ...entry, test } : undefined;
    }),
  );
  return loaded.filter((entry): entry is LoadedGuidedTest => entry !== undefined);
}

async function loadProblems(
  folder: string,
  subjects: readonly SubjectIndexEntry[],
  warn: Warn,
): Promise<CourseContent['problems']> {
  const files = await Promise.all(
    subjects.map((entry) => readJson(path.join(folder, 'practice-problems', entry.file), Subject, warn)),
  );
  return files.flatMap((file, position) =>
    (file?.problems ?? []).map((problem) => ({
      subjectId: subjects[position]?.subjectId ?? '',
      problem,
    })),
  );
}

async function loadTimedTests(folder: string, warn: Warn): Promise<CourseContent['timedTests']> {
  const files = await Promise.all(
    TestCategory.options.map((category) =>
      readJson(path.join(folder, 'tests', `${category}.json`), TestCategoryFile, warn),
    ),
  );
  return files.flatMap((file, position) =>
    (file?.tests ?? []).map((test) => ({ category: TestCategory.options[position] ?? 'final', test })),
  );
}

async function loadCourse(coursesDir: string, course: Course, warn: Warn): Promise<CourseContent> {
  const folder = path.join(coursesDir, course.dataFolder);
  const [lessons, guidedTests, exercises, syllabus, practice, timedTests] = await Promise.all([
    loadLessons(folder, warn),
    loadGuidedTests(folder, warn),
    readJson(path.join(folder, 'exercises', 'exercises.json'), ExerciseFile, warn),
    readJson(path.join(folder, 'syllabus', 'syllabus.json'), Syllabus, warn),
    readJson(path.join(folder, 'practice-problems', 'subjects.json'), SubjectIndex, warn),
    loadTimedTests(folder, warn),
  ]);
  const concepts = await readJson(path.join(folder, 'concepts.json'), ConceptMap, warn);
  const problems = await loadProblems(folder, practice?.subjects ?? [], warn);
  return {
    course,
    persona: /clio/i.test(course.assistantName) ? 'clio' : 'athena',
    subject: /statist/i.test(course.subject) ? 'statistics' : 'math',
    lessons,
    guidedTests,
    exercises: exercises?.exercises ?? [],
    syllabus: syllabus ?? null,
    practice: practice?.subjects ?? [],
    problems,
    timedTests,
    concepts: concepts ?? null,
  };
}

/** The catalogue (content/courses/courses.json) and each course's files, loaded on first use. */
export function courseLibrary(contentDir: string, warn: Warn = () => undefined): CourseLibrary {
  const coursesDir = path.join(contentDir, 'courses');
  let catalogue: Promise<Map<string, Course>> | undefined;
  const loaded = new Map<string, Promise<CourseContent>>();
  const readCatalogue = async () => {
    const file = await readJson(path.join(coursesDir, 'courses.json'), CourseCatalogue, warn);
    return new Map((file?.courses ?? []).map((course) => [course.id, course]));
  };
  return {
    async get(courseId) {
      catalogue ??= readCatalogue();
      const course = (await catalogue).get(courseId);
      if (!course) return undefined;
      let content = loaded.get(courseId);
      if (!content) {
        content = loadCourse(coursesDir, course, warn);
        loaded.set(courseId, content);
      }
      return content;
    },
    async ids() {
      catalogue ??= readCatalogue();
      return [...(await catalogue).keys()];
    },
  };
}

/** A lesson by the ids a client may use: `lesson-3`, `lesson_3.json`, `lesson_3` or `3`. */
export function findLesson(content: CourseContent, id: string): Lesson | undefined {
  const number = /^(?:lesson[-_])?(\d+)(?:\.json)?$/i.exec(id.trim())?.[1];
  if (number === undefined) return content.lessons.find((lesson) => lesson.learning_session.topic_id === id);
  return content.lessons.find((lesson) => lesson.id === `lesson-${Number(number)}`);
}

/** An AI-guided test by its index id, or by its file name. */
export function findGuidedTest(content: CourseContent, id: string): LoadedGuidedTest | undefined {
  const key = id.trim();
  return content.guidedTests.find(
    (entry) => entry.id === key || entry.file === key || entry.file === `${key}.json`,
  );
}
