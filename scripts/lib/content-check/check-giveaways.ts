/**
 * Figures that give the answer away. A figure beside a question draws what the question gives, never what it
 * asks: an exercise's figure prints no number that its text does not give, draws no numbered grid under a
 * geometric construction (the asked lengths could be read off it), and is not the drawing a section asks the
 * student to make (a tree, a graph); a timed-test question's answer is not printed in a figure of its lesson
 * beside the question's own data (the point (15, 10) for "how much is left after 15 years").
 */
import path from 'node:path';
import type { Figure } from '../../../backend/contract/figures';
import type { ContentItem, CourseContext } from './context';
import { renderFigure } from './figures';
import { type StatedNumber, agrees, statedNumbers } from './figures/expressions';
import { labelsOf } from './figures/layout';
import { ownerTexts } from './figures';

/** What a section asks the student to draw, by figure kind: the nouns that name that drawing. */
const DRAWINGS: Partial<Record<Figure['kind'], RegExp>> = {
  tree: /עץ/,
  plot: /גרף|סקיצה/,
  scatter: /דיאגרמת פיזור/,
  histogram: /היסטוגרמה/,
  boxplot: /דיאגרמת קופסה|דיאגרמות קופסה/,
  'number-line': /ציר המספרים|על ציר/,
};
const DRAW = /שרטטו|סרטטו|ציירו/;

/** The numbers printed as annotations (tick numbers are the scale, not data), each with its label. */
export function printedNumbers(svg: string): Array<{ label: string; numbers: StatedNumber[] }> {
  return labelsOf(svg)
    .filter((label) => !label.tick)
    .map((label) => ({ label: label.content, numbers: statedNumbers(label.content) }))
    .filter((entry) => entry.numbers.length > 0);
}

/** The numbers of a text: each piece of math on its own, and a full stop after a number ends the sentence. */
function numbersIn(text: string): StatedNumber[] {
  return text
    .replace(/(\d)\.(?!\d)/g, '$1 ')
    .split('$')
    .flatMap((piece) => statedNumbers(piece));
}

const same = (a: StatedNumber, b: StatedNumber): boolean => agrees(a, b.value) || agrees(b, a.value);
const trivial = (n: StatedNumber): boolean =>
  Math.abs(n.value) < 1e-12 || Math.abs(Math.abs(n.value) - 1) < 1e-12;

/** Why an exercise's figure gives an answer away, or an empty list. */
export function exerciseGiveaways(figure: Figure, exercise: unknown, svg: string): string[] {
  const problems: string[] = [];
  const texts = ownerTexts(exercise);
  const sections = texts.filter((t) => /^sections\[\d+\]\.question$/.test(t.path));
  const drawing = DRAWINGS[figure.kind];
  // a plot draws the asked graph when it draws the exercise's own function (its `function` claim), not another
  // one such as the derivative
  const drawsData = figure.kind !== 'plot' || figure.claims.some((claim) => claim.fact === 'function');
  for (const section of sections)
    if (drawing && drawsData && DRAW.test(section.text) && drawing.test(section.text))
      problems.push(
        `${section.path} asks the student to draw ${figure.kind === 'plot' ? 'the graph' : `the ${figure.kind}`}, and the figure draws it: leave the figure out or draw only what the question gives`,
      );
  if (
    figure.kind === 'plot' &&
    figure.grid !== false &&
    figure.illustrative !== true &&
    figure.functions.length === 0 &&
    (figure.circles.length > 0 || figure.segments.length > 0)
  )
    problems.push(
      'a geometric construction on a numbered grid: the lengths the question asks can be read off it ("grid": false)',
    );
  // a value given is given with either sign (the critical values ±t of a two-sided test)
  const given = texts.flatMap((t) => numbersIn(t.text).flatMap((n) => [n, { ...n, value: -n.value }]));
  for (const { label, numbers } of printedNumbers(svg))
    for (const n of numbers)
      if (!trivial(n) && !given.some((g) => same(n, g)))
        problems.push(
          `the figure prints ${label.trim()}, and the exercise's text does not give ${n.value}: a value the student must find?`,
        );
  return problems;
}

/**
 * Why a lesson figure prints a test question's answer, or null: a label holding the answer's value (not 0 or 1)
 * beside a number of the question, or alone when the answer is no round number (three significant digits).
 */
export function testGiveaway(item: ContentItem, svg: string): string | null {
  const stated = numbersIn(item.answer ?? '');
  // a point or a list is given away only whole; a single value when it is not 0 or 1
  const answers = stated.length > 1 ? stated : stated.filter((n) => !trivial(n));
  if (answers.length === 0) return null;
  const asked = numbersIn(item.text).filter((n) => !trivial(n));
  for (const { label, numbers } of printedNumbers(svg)) {
    if (answers.length > 1) {
      const whole = numbers.some((_, start) =>
        answers.every((a, i) => {
          const n = numbers[start + i];
          return n !== undefined && same(n, a);
        }),
      );
      if (whole) return `${label.trim()} shows the answer`;
      continue;
    }
    const answer = answers[0];
    if (!answer) continue;
    const at = numbers.findIndex((n) => same(n, answer));
    if (at < 0) continue;
    const beside = numbers.some((n, i) => i !== at && asked.some((q) => same(n, q)));
    const precise = answer.decimals >= 2 && answer.value.toPrecision(3) !== String(Math.round(answer.value));
    if (beside || (numbers.length === 1 && precise))
      return `${label.trim()} shows the answer ${answer.value}`;
  }
  return null;
}

export function checkGiveaways(ctx: CourseContext): void {
  const rendered = new Map<Figure, string>();
  const svgOf = (figure: Figure): string | null => {
    const cached = rendered.get(figure);
    if (cached !== undefined) return cached;
    try {
      const svg = renderFigure(figure);
      rendered.set(figure, svg);
      return svg;
    } catch {
      return null; // the figure check reports it
    }
  };
  for (const { figure, file, at, owner } of ctx.declared) {
    if (typeof owner !== 'object' || owner === null || !('exercise_id' in owner)) continue;
    const svg = svgOf(figure);
    if (svg === null) continue;
    for (const problem of exerciseGiveaways(figure, owner, svg)) ctx.fail('figure', file, at, problem);
  }
  for (const item of ctx.items) {
    if (item.kind !== 'test' || item.lesson === undefined) continue;
    const lessonFile = `lesson_${item.lesson.replace(/^lesson-/, '')}.json`;
    for (const { figure, file } of ctx.declared) {
      if (path.basename(file) !== lessonFile || path.basename(path.dirname(file)) !== 'lessons') continue;
      const svg = svgOf(figure);
      const found = svg === null ? null : testGiveaway(item, svg);
      if (found)
        ctx.fail(
          'figure',
          item.file,
          item.at,
          `the figure "${figure.id}" of ${item.lesson} prints the answer: ${found}. Ask with other numbers`,
        );
    }
  }
}
