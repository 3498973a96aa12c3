/**
 * Rule `concepts`: content/courses/<folder>/concepts.json (docs/content.md, "Concepts") exists, parses,
 * covers every lesson of the course once and no other, and each concept's first Hebrew name is written in
 * its lesson — so the tutor, which answers a question naming the concept from that lesson, lands there.
 * The English explanations' math must render.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConceptMap, Lesson } from '../../../backend/contract/content';
import { processTerm, tokenize } from '../../../backend/src/tutor/retrieval/hebrew';
import type { CourseContext } from './context';

export const CONCEPTS_FILE = 'concepts.json';

function forms(text: string): string[][] {
  return tokenize(text)
    .map((token) => processTerm(token))
    .filter((list): list is string[] => list !== null && list.length > 0);
}

/** Every searchable form of a lesson's words: its content, slides and guided example. */
function lessonForms(ctx: CourseContext, lessonId: string): Set<string> | undefined {
  const file = ctx.file(path.join('lessons', `lesson_${lessonId.slice('lesson-'.length)}.json`));
  if (!existsSync(file)) return undefined;
  const parsed = Lesson.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return undefined;
  return new Set(forms(JSON.stringify(parsed.data)).flat());
}

export function checkConcepts(ctx: CourseContext): void {
  const file = ctx.file(CONCEPTS_FILE);
  if (!existsSync(file)) {
    ctx.fail(
      'concepts',
      file,
      '$',
      'missing: the tutor finds lessons by the names of their concepts and answers English questions from it',
    );
    return;
  }
  const loaded = ctx.load(file, ConceptMap);
  if (!loaded) return;
  const seen = new Set<string>();
  loaded.data.lessons.forEach((entry, index) => {
    const at = `$.lessons[${index}]`;
    if (!ctx.lessonIds.has(entry.lesson)) {
      ctx.fail('concepts', file, `${at}.lesson`, `"${entry.lesson}" is not a lesson of this course`);
      return;
    }
    if (seen.has(entry.lesson))
      ctx.fail('concepts', file, `${at}.lesson`, `"${entry.lesson}" is listed twice; merge its concepts`);
    seen.add(entry.lesson);
    const written = lessonForms(ctx, entry.lesson);
    entry.concepts.forEach((concept, position) => {
      const where = `${at}.concepts[${position}]`;
      ctx.text(file, `${where}.summary`, concept.summary, 'answer');
      const name = concept.he[0] ?? '';
      const missing = forms(name).filter((word) => !word.some((form) => written?.has(form)));
      if (written && missing.length > 0)
        ctx.fail(
          'concepts',
          file,
          `${where}.he[0]`,
          `"${name}" is not written in ${entry.lesson}: the first Hebrew name is the lesson's own term`,
        );
    });
  });
  for (const lesson of ctx.lessonIds)
    if (!seen.has(lesson))
      ctx.fail('concepts', file, '$.lessons', `${lesson} has no entry: every lesson needs its concepts`);
}
