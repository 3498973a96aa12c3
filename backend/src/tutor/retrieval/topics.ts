/**
 * The mastery model's topics are a course's syllabus modules. A practice problem or test question is
 * mapped onto a module by this rule (docs/tutor.md): the module of the lesson whose passage retrieval
 * ranks first for the item's question text, when a quarter of its words match; otherwise the module whose
 * id equals the item's practice subject; otherwise the first module.
 */
import type { SyllabusModule } from '../../../contract/content';
import { searchPassages, type CourseIndex } from './course-index';

/** A problem's wording shares fewer words with the lessons than a question does: a quarter is enough. */
export const MIN_TOPIC_COVERAGE = 0.25;

export type TopicItem = { id: string; text: string; subjectId?: string };

/** Module id of every item, by the rule above. */
export function mapItemsToModules(
  index: CourseIndex,
  modules: readonly Pick<SyllabusModule, 'id' | 'lessons'>[],
  items: readonly TopicItem[],
): Map<string, string> {
  const moduleOfLesson = new Map(
    modules.flatMap((module) => module.lessons.map((lesson) => [lesson, module.id] as const)),
  );
  const fallback = modules[0]?.id ?? '';
  return new Map(
    items.map((item) => {
      const [best] = searchPassages(index, item.text, 1);
      const byLesson =
        best && best.coverage >= MIN_TOPIC_COVERAGE ? moduleOfLesson.get(best.passage.lessonId) : undefined;
      const bySubject = modules.find((module) => module.id === item.subjectId)?.id;
      return [item.id, byLesson ?? bySubject ?? fallback];
    }),
  );
}
