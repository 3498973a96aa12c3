export { ExerciseCanvas } from './exercise-canvas';
export type { ExerciseCanvasHandle, ExerciseCanvasProps } from './exercise-canvas';
