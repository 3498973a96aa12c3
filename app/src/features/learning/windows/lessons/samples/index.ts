/**
 * The four built-in sample lessons (docs/requirements.md#learning-space-errors, #learning-space-limits) that stand in when a course's lesson files
 * cannot be loaded. Hebrew, like every course's lessons; parsed with the contract's Lesson schema.
 */
import { Lesson } from '../../../../../../../backend/contract';
import lesson1 from './lesson_1.json';
import lesson2 from './lesson_2.json';
import lesson3 from './lesson_3.json';
import lesson4 from './lesson_4.json';

export const sampleLessons: readonly Lesson[] = [lesson1, lesson2, lesson3, lesson4].map((lesson) =>
  Lesson.parse(lesson),
);
