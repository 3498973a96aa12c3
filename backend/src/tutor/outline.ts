/**
 * A course as the mastery model sees it: its topics are the syllabus modules, and every practice
 * problem, timed-test question and AI-guided question belongs to the module that teaches its lesson
 * (the course files name the lesson of each item). Computed once per loaded course.
 */
import type { CourseOutline } from '../../domain/mastery';
import type { CourseContent } from './course-content';

export interface CourseMap {
  outline: CourseOutline;
  /** the module (topic) of a lesson id, `lesson-N` */
  topicOfLesson(lessonId: string): string | null;
}

const maps = new WeakMap<CourseContent, CourseMap>();

/** The topics of a course without a syllabus: one per lesson. */
function modulesOf(course: CourseContent): CourseOutline['modules'] {
  if (course.syllabus) return course.syllabus.modules;
  return course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, lessons: [lesson.id] }));
}

export function courseMap(course: CourseContent): CourseMap {
  const cached = maps.get(course);
  if (cached) return cached;
  const modules = modulesOf(course);
  const byLesson = new Map<string, string>();
  for (const module of modules) {
    for (const lesson of module.lessons) if (!byLesson.has(lesson)) byLesson.set(lesson, module.id);
  }
  const topicOfLesson = (lessonId: string) => byLesson.get(lessonId) ?? null;
  const outline: CourseOutline = {
    modules,
    lessons: course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    practice: course.problems.flatMap(({ problem }) => {
      const topic = topicOfLesson(problem.lesson);
      return topic ? [{ id: problem.id, topic }] : [];
    }),
    tests: course.timedTests.map(({ category, test }) => ({
      id: test.id,
      title: test.title,
      category,
      topics: [...new Set(test.questions.flatMap((question) => topicOfLesson(question.lesson) ?? []))],
    })),
  };
  const map = { outline, topicOfLesson };
  maps.set(course, map);
  return map;
}
