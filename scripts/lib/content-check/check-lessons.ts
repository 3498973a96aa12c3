import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Lesson, Syllabus, type SlideBlock } from '../../../backend/contract/content';
import { type CourseContext, duplicates, readJson } from './context';
import type { CourseSettings } from './settings';

function blocks(ctx: CourseContext, file: string, at: string, list: SlideBlock[]): void {
  list.forEach((block, index) => {
    const here = `${at}[${index}]`;
    if (block.type === 'text') ctx.text(file, `${here}.text`, block.text, 'short');
    else if (block.type === 'math_block') ctx.text(file, `${here}.latex`, block.latex, 'latex');
    else {
      ctx.image(file, `${here}.url`, block.url, { figure: true });
      if (block.alt) ctx.text(file, `${here}.alt`, block.alt, 'short');
    }
  });
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

  ctx.text(file, '$.title', lesson.title, 'prose');
  lesson.objectives.forEach((objective, index) =>
    ctx.text(file, `$.objectives[${index}]`, objective, 'prose'),
  );
  ctx.text(file, '$.content', lesson.content, 'markdown');
  for (const match of lesson.content.matchAll(MARKDOWN_IMAGE)) {
    ctx.image(file, '$.content', match[2] ?? '', { relativeTo: path.dirname(file), figure: true });
    if (match[1]) ctx.text(file, '$.content (image alt)', match[1], 'short');
  }

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
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
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
  return ids;
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
          `module "${module.id}" does not say its Bagrut level: add "units": [4, 5], [5] or [4] (checks.json sets "units": true)`,
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
    for (const lesson of [...lessonIds].sort((a, b) => Number(a.slice(7)) - Number(b.slice(7))))
      if (!taught.has(lesson)) ctx.fail('syllabus', file, '$.modules', `"${lesson}" belongs to no module`);
}
