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
  // A problem's place in its subject's file (course.problems keeps file order), 1-based.
  const positions = new Map<string, number>();
  const outline: CourseOutline = {
    modules,
    lessons: course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    practice: course.problems.flatMap(({ subjectId, problem }) => {
      const position = (positions.get(subjectId) ?? 0) + 1;
      positions.set(subjectId, position);
      const topic = topicOfLesson(problem.lesson);
      const subject = course.practice.find((entry) => entry.subjectId === subjectId);
      return topic && subject ? [{ id: problem.id, topic, subject: subject.subjectName, position }] : [];
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
