export { personaFromName } from './persona';
export type { TutorMood, TutorPersona } from './persona';
export { TutorAvatar } from './tutor-avatar';
export type { TutorAvatarProps } from './tutor-avatar';
