export { LessonBanner } from './lesson-banner';
export type { LessonBannerProps } from './lesson-banner';
