/** The intent layer: what a student's message asks, read once per turn (docs/tutor.md, "The intent layer"). */
export { intents, readMessage, type Intent, type Reading } from './classify';
export { readPaste, reference } from './extract';
export { offeredAnswer, type OfferedAnswer } from './offered';
