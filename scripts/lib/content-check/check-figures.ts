/**
 * Figures from data: every declared figure renders, its committed SVG is exactly what its data renders to, its
 * claims hold, the lesson or exercise that declares it shows it, and every SVG of the course is a declared figure.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CourseContext } from './context';
import { checkClaim, dataProblems, ownerTexts, renderFigure } from './figures';
import { figureFile } from './figures/collect';
import { labelCollisions } from './figures/layout';
import { equalScaleReason, plotUnits } from './figures/plot';

export function checkFigures(ctx: CourseContext): void {
  const byId = new Map<string, string>();
  const declaredFiles = new Set<string>();
  for (const { figure, file, at, owner } of ctx.declared) {
    const first = byId.get(figure.id);
    if (first) ctx.fail('figure', file, `${at}.id`, `duplicate figure id "${figure.id}" (first in ${first})`);
    else byId.set(figure.id, path.basename(file));
    const target = figureFile(ctx.courseDir, figure);
    declaredFiles.add(target);
    for (const problem of dataProblems(figure)) ctx.fail('figure', file, at, problem);
    ctx.alt(file, `${at}.alt`, figure.alt);
    if (figure.caption) ctx.text(file, `${at}.caption`, figure.caption, 'prose');
    let svg: string | undefined;
    try {
      svg = renderFigure(figure);
    } catch (error) {
      ctx.fail('figure', file, at, `cannot draw the figure: ${(error as Error).message}`);
    }
    const relative = path.relative(process.cwd(), target) || target;
    if (svg !== undefined)
      for (const collision of labelCollisions(svg))
        ctx.fail('figure', file, at, `${collision}: move the label (place, labelAt, at) or the element`);
    if (figure.kind === 'plot') {
      const reason = equalScaleReason(figure);
      const [xUnit, yUnit] = plotUnits(figure);
      if (reason !== null && Math.abs(xUnit / yUnit - 1) > 0.01)
        ctx.fail(
          'figure',
          file,
          `${at}.height`,
          `the axes have unequal units (${(xUnit / yUnit).toFixed(2)}:1) but shape matters, because ${reason}: leave "height" out or make the units equal`,
        );
    }
    if (svg !== undefined) {
      if (!existsSync(target))
        ctx.fail('figure', file, at, `${relative} is missing: run npm run content:figures`);
      else if (readFileSync(target, 'utf8') !== svg)
        ctx.fail(
          'figure',
          file,
          at,
          `${relative} differs from its data: run npm run content:figures and look at it`,
        );
    }
    if (figure.claims.length === 0 && figure.illustrative !== true)
      ctx.fail(
        'figure',
        file,
        `${at}.claims`,
        'a figure that shows values needs at least one claim tying it to its text (or "illustrative": true)',
      );
    const texts = ownerTexts(owner);
    figure.claims.forEach((claim, index) => {
      const problem = checkClaim(figure, claim, texts);
      if (problem) ctx.fail('figure', file, `${at}.claims[${index}]`, problem);
    });
    // shown by its own lesson or exercise
    const exerciseId =
      typeof owner === 'object' && owner !== null && 'exercise_id' in owner
        ? String(owner.exercise_id)
        : null;
    const ownerKey = exerciseId === null ? file : `${file}#${exerciseId}`;
    if (!ctx.shown.some((shown) => shown.owner === ownerKey && shown.target === target))
      ctx.fail(
        'figure',
        file,
        at,
        exerciseId === null
          ? `the lesson declares "${figure.id}" but does not show it (images/${figure.id}.svg)`
          : `diagram_url must be /static/data/courses/${path.basename(ctx.courseDir)}/lessons/images/${figure.id}.svg`,
      );
  }
  // every SVG shown belongs to a figure declared by whoever shows it
  for (const shown of ctx.shown) {
    if (!shown.target.endsWith('.svg')) continue;
    const declaredHere = ctx.declared.some(
      (d) =>
        figureFile(ctx.courseDir, d.figure) === shown.target &&
        (shown.owner === d.file ||
          (typeof d.owner === 'object' &&
            d.owner !== null &&
            'exercise_id' in d.owner &&
            shown.owner === `${d.file}#${String(d.owner.exercise_id)}`)),
    );
    if (!declaredHere)
      ctx.fail(
        'figure',
        shown.file,
        shown.at,
        `${path.basename(shown.target)} is not a figure declared here: declare it (from data) beside this text`,
      );
  }
  const imagesDir = ctx.file('lessons/images');
  if (existsSync(imagesDir))
    for (const name of readdirSync(imagesDir).filter((n) => n.endsWith('.svg'))) {
      const target = path.join(imagesDir, name);
      if (!declaredFiles.has(target))
        ctx.fail(
          'figure',
          target,
          '$',
          'an SVG that no figure declares: figures are rendered from data, not drawn by hand',
        );
    }
}
