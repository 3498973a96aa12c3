export { ExercisePlatform } from './exercise-platform';
export type { ExerciseItem, ExercisePart, ExercisePlatformProps } from './exercise-platform';
export { isLatexFormula } from './formulas';
