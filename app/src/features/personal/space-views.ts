/** The views of the personal space; the space's own dashboard is the absence of one. */
export const spaceViews = ['learning-progress', 'syllabus', 'user-info', 'introduction'] as const;
export type SpaceView = (typeof spaceViews)[number];
