/**
 * Static course data as calls: the files under content/courses/<dataFolder>/, served at /data/courses
 * and /static/data/courses. Their schemas live in content.ts.
 */
import { z } from 'zod';
import {
  GuidedTest,
  GuidedTestIndex,
  Lesson,
  LessonIndex,
  Subject,
  SubjectIndex,
  Syllabus,
  TestCategory,
  TestCategoryFile,
} from './content';
import { defineEndpoint } from './endpoint';

const DataFolder = z.string().regex(/^[\w-]+$/, 'Invalid data folder');
const JsonFile = z.string().regex(/^[\w-]+\.json$/, 'Invalid file name');

export const getSyllabus = defineEndpoint({
  name: 'getSyllabus',
  method: 'GET',
  path: '/data/courses/:dataFolder/syllabus/syllabus.json',
  auth: false,
  summary: 'The syllabus of a course: overview and modules.',
  params: z.object({ dataFolder: DataFolder }),
  response: Syllabus,
  errors: [404],
});

export const getSubjectIndex = defineEndpoint({
  name: 'getSubjectIndex',
  method: 'GET',
  path: '/data/courses/:dataFolder/practice-problems/subjects.json',
  auth: false,
  summary: 'The practice subjects of a course (falls back to subject1..4.json when missing).',
  params: z.object({ dataFolder: DataFolder }),
  response: SubjectIndex,
  errors: [404],
});

export const getSubject = defineEndpoint({
  name: 'getSubject',
  method: 'GET',
  path: '/data/courses/:dataFolder/practice-problems/:file',
  auth: false,
  summary: 'One practice subject file named in subjects.json, with its problems.',
  params: z.object({ dataFolder: DataFolder, file: JsonFile }),
  response: Subject,
  errors: [404],
});

export const getTestCategory = defineEndpoint({
  name: 'getTestCategory',
  method: 'GET',
  path: '/data/courses/:dataFolder/tests/:category.json',
  auth: false,
  summary: 'The timed tests of one category: entry-level, mid-course or final.',
  params: z.object({ dataFolder: DataFolder, category: TestCategory }),
  response: TestCategoryFile,
  errors: [404],
});

export const getLessonIndex = defineEndpoint({
  name: 'getLessonIndex',
  method: 'GET',
  path: '/static/data/courses/:dataFolder/lessons/index.json',
  auth: false,
  summary: 'Every lesson of a course, in order, in one file (the lesson list loads it in one request).',
  params: z.object({ dataFolder: DataFolder }),
  response: LessonIndex,
  errors: [404],
});

export const getLesson = defineEndpoint({
  name: 'getLesson',
  method: 'GET',
  path: '/static/data/courses/:dataFolder/lessons/lesson_:n.json',
  auth: false,
  summary: 'Lesson n (1, 2, …); a client without lessons/index.json loads lessons until the first 404.',
  params: z.object({ dataFolder: DataFolder, n: z.coerce.number().int().positive() }),
  response: Lesson,
  errors: [404],
});

export const getGuidedTestIndex = defineEndpoint({
  name: 'getGuidedTestIndex',
  method: 'GET',
  path: '/static/data/courses/:dataFolder/tests/index.json',
  auth: false,
  summary: 'The AI-guided tests of a course.',
  params: z.object({ dataFolder: DataFolder }),
  response: GuidedTestIndex,
  errors: [404],
});

export const getGuidedTest = defineEndpoint({
  name: 'getGuidedTest',
  method: 'GET',
  path: '/static/data/courses/:dataFolder/tests/:file',
  auth: false,
  summary: 'One AI-guided test file named in tests/index.json.',
  params: z.object({ dataFolder: DataFolder, file: JsonFile }),
  response: GuidedTest,
  errors: [404],
});
