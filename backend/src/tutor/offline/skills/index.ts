/**
 * The offline tutor's skills, in the order they are asked: the modes first (a test thread is a test
 * whatever the student writes), then free chat, and last the honest fallback. A new skill (the
 * solver, retrieval over lessons, practice with a hint ladder) is one file and one line here.
 */
import type { Skill } from '../skill';
import { pictureReceived, typedFinalAnswer } from './handwriting';
import { cannotHelp, greeting, lessonSuggestion, offerNextSteps, thanks } from './conversation';
import { crisis, feelings } from './feelings';
import { followUp, stop } from './follow-up';
import { homework, pastedQuestion } from './homework';
import { mastery } from './mastery';
import { takeUpOffer } from './offer';
import { guidedTest, introduction, lessonStart, slideQuestion, timeout, topicFinish } from './modes';
import { offTopic } from './off-topic';
import { practice } from './practice';
import { proof } from './proof';
import { conceptQuestion, retrieval } from './retrieval';
import { solver } from './solver';
import { verdict } from './verdict';

export const offlineSkills: readonly Skill[] = [
  crisis,
  introduction,
  timeout,
  pictureReceived,
  guidedTest,
  typedFinalAnswer,
  lessonStart,
  topicFinish,
  feelings,
  proof,
  // "כן" / "לא" to the tutor's last offer (thread state), before an activity reads "כן" as its own next step
  takeUpOffer,
  homework,
  practice,
  stop,
  verdict,
  // "אני רוצה ללמוד על אינטגרלים" names a subject as a concept question does: the lesson is offered first
  lessonSuggestion,
  conceptQuestion,
  pastedQuestion,
  solver,
  slideQuestion,
  greeting,
  thanks,
  offerNextSteps,
  mastery,
  followUp,
  offTopic,
  retrieval,
  cannotHelp,
];
