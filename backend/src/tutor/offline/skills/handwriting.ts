/** Pictures of written work: the offline tutor cannot read them, so it asks for the typed answer and checks that. */
import { askForTypedAnswer, checkTypedAnswer } from '../../modes/handwriting';
import type { Skill } from '../skill';

/** A message with images (an upload, a drawing, an exercise submission). */
export const pictureReceived: Skill = {
  name: 'picture-received',
  answer: (turn) => (turn.ctx.message.images.length > 0 ? askForTypedAnswer(turn) : undefined),
};

/** The final answer typed after `pictureReceived` asked for it. */
export const typedFinalAnswer: Skill = {
  name: 'typed-final-answer',
  answer: checkTypedAnswer,
};
