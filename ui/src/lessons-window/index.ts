export { LessonsWindow } from './lessons-window';
export type { LessonItem, LessonsWindowProps } from './lessons-window';
export { OBJECTIVES_SHOWN, objectivesPreview } from './objectives';
