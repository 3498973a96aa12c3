import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lesson, Syllabus, type SlideBlock } from '../../../backend/contract/content';
import { lessonIndexName, lessonIndexText } from '../lesson-index';
import { type CourseContext, duplicates, readJson, sortedLessons } from './context';
import { HEBREW_LETTER, blankCode, scanMath } from './latex';
import type { CourseSettings } from './settings';

function blocks(ctx: CourseContext, file: string, at: string, list: SlideBlock[]): void {
  // the owner of a slide image is the lesson file
  list.forEach((block, index) => {
    const here = `${at}[${index}]`;
    if (block.type === 'text') ctx.text(file, `${here}.text`, block.text, 'short');
    else if (block.type === 'math_block') ctx.text(file, `${here}.latex`, block.latex, 'latex');
    else {
      ctx.image(file, `${here}.url`, block.url, { figure: true, owner: file });
      if (block.alt) ctx.alt(file, `${here}.alt`, block.alt);
    }
  });
}

/**
 * A worked example is a `### דוגמה פתורה N` section; its question is its first paragraph (up to a blank line or
 * the line that starts `**פתרון`).
 */
export const WORKED_EXAMPLE = /^#{2,4}\s*דוגמה פתורה(?:\s.*)?$/;

export function workedExamples(markdown: string): string[] {
  const lines = markdown.split('\n');
  const out: string[] = [];
  lines.forEach((line, index) => {
    if (!WORKED_EXAMPLE.test(line)) return;
    const question: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (/^\s*\*\*פתרון/.test(next) || /^#{1,4}\s/.test(next)) break;
      // a blank line ends the first paragraph, unless it is inside a $$…$$ block or the paragraph ends with ":"
      const filled = question.filter((l) => l.trim() !== '');
      const insideDisplayMath = question.join('\n').split('$$').length % 2 === 0;
      const introduces = (filled.at(-1) ?? '').trim().endsWith(':');
      if (next.trim() === '' && filled.length > 0 && !insideDisplayMath && !introduces) break;
      question.push(next);
    }
    out.push(question.join('\n').trim());
  });
  return out;
}

/** Each `### דוגמה פתורה N` section whole, its solution included, up to the next heading. */
export function workedExampleSections(markdown: string): string[] {
  const lines = markdown.split('\n');
  const out: string[] = [];
  lines.forEach((line, index) => {
    if (!WORKED_EXAMPLE.test(line)) return;
    const rest = lines.slice(index + 1);
    const end = rest.findIndex((next) => /^#{1,4}\s/.test(next));
    out.push(rest.slice(0, end < 0 ? undefined : end).join('\n'));
  });
  return out;
}

/** Hebrew words outside math and code: tokens with a Hebrew letter (image alt texts and markdown syntax aside). */
export function hebrewWords(markdown: string): number {
  const prose = scanMath(blankCode(markdown.replace(MARKDOWN_IMAGE, ' '))).prose;
  return (prose.match(/\S+/g) ?? []).filter((token) => HEBREW_LETTER.test(token)).length;
}

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function checkLesson(ctx: CourseContext, file: string, order: number, lesson: Lesson): void {
  const expected = { id: `lesson-${order}`, order, filename: `lesson_${order}.json` };
  if (lesson.id !== expected.id)
    ctx.fail('lessons', file, '$.id', `id is "${lesson.id}", expected "${expected.id}"`);
  if (lesson.order !== order)
    ctx.fail('lessons', file, '$.order', `order is ${lesson.order}, expected ${order} (the file number)`);
  if (lesson.filename !== expected.filename)
    ctx.fail(
      'lessons',
      file,
      '$.filename',
      `filename is "${lesson.filename}", expected "${expected.filename}"`,
    );

  (lesson.figures ?? []).forEach((figure, index) =>
    ctx.declared.push({ figure, file, at: `$.figures[${index}]`, owner: lesson }),
  );
  ctx.text(file, '$.title', lesson.title, 'prose');
  lesson.objectives.forEach((objective, index) =>
    ctx.text(file, `$.objectives[${index}]`, objective, 'prose'),
  );
  ctx.text(file, '$.content', lesson.content, 'markdown');
  for (const match of lesson.content.matchAll(MARKDOWN_IMAGE)) {
    ctx.image(file, '$.content', match[2] ?? '', {
      relativeTo: path.dirname(file),
      figure: true,
      owner: file,
    });
    if (match[1]) ctx.alt(file, '$.content (image alt)', match[1]);
  }

  ctx.lessonWords.set(lesson.id, hebrewWords(lesson.content));
  const examples = workedExamples(lesson.content);
  const sections = workedExampleSections(lesson.content);
  ctx.examples.set(lesson.id, examples.length);
  examples.forEach((question, index) =>
    ctx.item({
      kind: 'example',
      lesson: lesson.id,
      text: question,
      file,
      at: `$.content (worked example ${index + 1})`,
      group: `${file}#example-${index + 1}`,
      section: sections[index],
    }),
  );
  // the lesson's running text: an item that repeats one of its expressions repeats the lesson
  ctx.item({
    kind: 'lesson',
    lesson: lesson.id,
    text: lesson.content,
    file,
    at: '$.content',
    group: `${file}#text`,
  });
  ctx.item({
    kind: 'guided-example',
    lesson: lesson.id,
    text: lesson.learning_session.guided_example.question,
    file,
    at: '$.learning_session.guided_example.question',
    group: `${file}#guided-example`,
  });
  const session = lesson.learning_session;
  ctx.text(file, '$.learning_session.title', session.title, 'prose');
  session.learning_slides.forEach((slide, index) => {
    const at = `$.learning_session.learning_slides[${index}]`;
    ctx.text(file, `${at}.title`, slide.title, 'prose');
    blocks(ctx, file, `${at}.explanation`, slide.explanation);
  });
  for (const dup of duplicates(
    session.learning_slides.map((slide, index) => ({
      value: slide.slide_id,
      at: `$.learning_session.learning_slides[${index}].slide_id`,
    })),
  ))
    ctx.fail('id', file, dup.at, `duplicate slide_id "${dup.value}"`);
  ctx.text(file, '$.learning_session.guided_example.question', session.guided_example.question, 'prose');
  blocks(ctx, file, '$.learning_session.guided_example.explanation', session.guided_example.explanation);
}

/** Checks lessons/lesson_1.json … lesson_N.json and returns the ids of the lessons that exist. */
export function checkLessons(ctx: CourseContext): Set<string> {
  const dir = ctx.file('lessons');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== lessonIndexName);
  } catch {
    ctx.fail('lessons', dir, '$', 'the lessons folder is missing');
  }
  const numbers: number[] = [];
  for (const name of names) {
    const match = /^lesson_([1-9]\d*)\.json$/.exec(name);
    if (match) numbers.push(Number(match[1]));
    else
      ctx.fail(
        'lessons',
        path.join(dir, name),
        '$',
        'not named lesson_N.json, so the app never loads it (it reads lesson_1, lesson_2, … until the first gap)',
      );
  }
  numbers.sort((a, b) => a - b);
  const last = numbers.at(-1) ?? 0;
  const present = new Set(numbers);
  for (let order = 1; order <= last; order += 1)
    if (!present.has(order))
      ctx.fail(
        'lessons',
        path.join(dir, `lesson_${order}.json`),
        '$',
        `missing: lessons must run lesson_1 … lesson_${last} without gaps, because the app stops at the first missing file`,
      );

  const ids = ctx.lessonIds;
  for (const order of numbers) ids.add(`lesson-${order}`);
  for (const order of numbers) {
    const file = path.join(dir, `lesson_${order}.json`);
    const loaded = ctx.load(file, Lesson);
    if (loaded) checkLesson(ctx, file, order, loaded.data);
  }
  ctx.stats.lessons = numbers.length;
  if (numbers.length > 0) checkLessonIndex(ctx, dir);
  return ids;
}

/** lessons/index.json must hold exactly the lesson files: the app lists lessons from it alone. */
function checkLessonIndex(ctx: CourseContext, dir: string): void {
  const file = path.join(dir, lessonIndexName);
  const fix = 'run `npm run content:lessons` to write it again';
  if (!existsSync(file)) {
    ctx.fail('lessons', file, '$', `missing: the lesson list loads every lesson from it; ${fix}`);
    return;
  }
  if (readFileSync(file, 'utf8') !== lessonIndexText(dir))
    ctx.fail('lessons', file, '$', `out of date: it differs from the lesson_N.json files; ${fix}`);
}

/**
 * Checks syllabus/syllabus.json. Module membership is checked even when the file fails its schema, so that a
 * module without lessons is reported as such and not only as a schema error.
 */
export function checkSyllabus(ctx: CourseContext, lessonIds: Set<string>, settings: CourseSettings): void {
  const file = ctx.file('syllabus/syllabus.json');
  const loaded = ctx.load(file, Syllabus);
  if (loaded) {
    ctx.text(file, '$.overview', loaded.data.overview, 'prose');
    loaded.data.modules.forEach((module, index) => {
      ctx.text(file, `$.modules[${index}].title`, module.title, 'prose');
      ctx.text(file, `$.modules[${index}].description`, module.description, 'prose');
      if (settings.units && module.units === undefined)
        ctx.fail(
          'syllabus',
          file,
          `$.modules[${index}].units`,
          `module "${module.id}" does not say its Bagrut level: add "units": [4, 5], [5], [4] or [3] (checks.json sets "units": true)`,
        );
    });
  }
  const raw = loaded?.raw ?? readJson(file, () => undefined);
  const modules =
    typeof raw === 'object' && raw !== null && 'modules' in raw && Array.isArray(raw.modules)
      ? (raw.modules as unknown[])
      : [];
  const moduleIds: Array<{ value: string; at: string }> = [];
  const taught = new Set<string>();
  modules.forEach((module, index) => {
    const at = `$.modules[${index}]`;
    const record = typeof module === 'object' && module !== null ? (module as Record<string, unknown>) : {};
    const id = typeof record.id === 'string' ? record.id : `#${index + 1}`;
    moduleIds.push({ value: id, at: `${at}.id` });
    const lessons = Array.isArray(record.lessons)
      ? record.lessons.filter((lesson): lesson is string => typeof lesson === 'string')
      : [];
    if (lessons.length === 0) ctx.fail('syllabus', file, `${at}.lessons`, `module "${id}" has no lessons`);
    lessons.forEach((lesson, lessonIndex) => {
      taught.add(lesson);
      if (!lessonIds.has(lesson))
        ctx.fail(
          'syllabus',
          file,
          `${at}.lessons[${lessonIndex}]`,
          `module "${id}" lists "${lesson}", which has no lesson file`,
        );
    });
  });
  for (const dup of duplicates(moduleIds)) ctx.fail('id', file, dup.at, `duplicate module id "${dup.value}"`);
  if (modules.length > 0)
    for (const lesson of sortedLessons(lessonIds))
      if (!taught.has(lesson)) ctx.fail('syllabus', file, '$.modules', `"${lesson}" belongs to no module`);
}
