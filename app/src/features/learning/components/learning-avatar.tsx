// The learning space's avatar, in a module of its own so the screen loads it (and framer-motion) on demand.
export { TutorAvatar } from '@havruta/ui';
