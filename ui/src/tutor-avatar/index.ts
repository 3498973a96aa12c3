export { TutorAvatar, personaFromName } from './tutor-avatar';
export type { TutorAvatarProps, TutorMood, TutorPersona } from './tutor-avatar';
