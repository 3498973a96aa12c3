/** Finds the figures a course declares: every lesson's `figures` and every exercise's `figure`. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CourseCatalogue, ExerciseFile, type Figure, Lesson } from '../../../../backend/contract/content';

export interface DeclaredFigure {
  figure: Figure;
  /** the lesson or exercise file */
  file: string;
  /** JSON path of the declaration */
  at: string;
  /** the lesson or the exercise that declares it */
  owner: unknown;
}

/** The SVG a figure renders to. */
export function figureFile(courseDir: string, figure: Figure): string {
  return path.join(courseDir, 'lessons', 'images', `${figure.id}.svg`);
}

/** Figures of one course folder; files that do not parse are skipped (the content check reports them). */
export function collectFigures(courseDir: string): DeclaredFigure[] {
  const out: DeclaredFigure[] = [];
  const lessonsDir = path.join(courseDir, 'lessons');
  if (existsSync(lessonsDir))
    for (const name of readdirSync(lessonsDir)
      .filter((n) => /^lesson_\d+\.json$/.test(n))
      .sort()) {
      const file = path.join(lessonsDir, name);
      const parsed = Lesson.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) continue;
      (parsed.data.figures ?? []).forEach((figure, i) =>
        out.push({ figure, file, at: `$.figures[${i}]`, owner: parsed.data }),
      );
    }
  const exercisesFile = path.join(courseDir, 'exercises', 'exercises.json');
  if (existsSync(exercisesFile)) {
    const parsed = ExerciseFile.safeParse(JSON.parse(readFileSync(exercisesFile, 'utf8')));
    if (parsed.success)
      parsed.data.exercises.forEach((exercise, i) => {
        if (exercise.figure)
          out.push({
            figure: exercise.figure,
            file: exercisesFile,
            at: `$.exercises[${i}].figure`,
            owner: exercise,
          });
      });
  }
  return out;
}

/** The course folders of a content tree, from its catalogue. */
export function courseFolders(contentDir: string): string[] {
  const catalogue = CourseCatalogue.parse(
    JSON.parse(readFileSync(path.join(contentDir, 'courses', 'courses.json'), 'utf8')),
  );
  return catalogue.courses.map((course) => path.join(contentDir, 'courses', course.dataFolder));
}
