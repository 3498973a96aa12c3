/**
 * The offline tutor's skills, in the order they are asked: the modes first (a test thread is a test
 * whatever the student writes), then free chat, and last the honest fallback. A new skill (the
 * solver, retrieval over lessons, practice with a hint ladder) is one file and one line here.
 */
import type { Skill } from '../skill';
import { cannotHelp, greeting, lessonSuggestion, offerNextSteps, thanks } from './conversation';
import { guidedTest, introduction, lessonStart, slideQuestion, timeout, topicFinish } from './modes';

export const offlineSkills: readonly Skill[] = [
  introduction,
  timeout,
  guidedTest,
  lessonStart,
  topicFinish,
  slideQuestion,
  greeting,
  thanks,
  offerNextSteps,
  lessonSuggestion,
  cannotHelp,
];
