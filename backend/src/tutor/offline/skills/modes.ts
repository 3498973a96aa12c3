/** The skills of the modes: introduction, Time-Out, AI-guided test and lesson. */
import { checkOnlyJudge, currentTest, testTurn } from '../../modes/guided-test';
import { introductionTurn, openIntroduction } from '../../modes/introduction';
import {
  answerFromSlides,
  currentLesson,
  finishTopic,
  isLessonStart,
  isTopicFinish,
  startLesson,
} from '../../modes/lesson';
import { openTimeout, timeoutTurn } from '../../modes/timeout';
import type { Skill } from '../skill';

export const introduction: Skill = {
  name: 'introduction',
  answer: (turn) => {
    if (turn.ctx.thread.kind !== 'introduction') return undefined;
    return turn.ctx.opening ? openIntroduction(turn) : introductionTurn(turn);
  },
};

export const timeout: Skill = {
  name: 'timeout',
  answer: (turn) => {
    if (turn.ctx.thread.kind !== 'timeout') return undefined;
    return turn.ctx.opening ? openTimeout(turn) : timeoutTurn(turn);
  },
};

export const guidedTest: Skill = {
  name: 'guided-test',
  answer: (turn) => {
    if (turn.ctx.thread.kind !== 'test') return undefined;
    const entry = currentTest(turn);
    return entry ? testTurn(turn, entry, checkOnlyJudge) : undefined;
  },
};

export const lessonStart: Skill = {
  name: 'lesson-start',
  answer: (turn) => {
    const lesson = currentLesson(turn);
    return lesson && isLessonStart(turn) ? startLesson(turn, lesson) : undefined;
  },
};

export const topicFinish: Skill = {
  name: 'topic-finish',
  answer: (turn) => {
    const lesson = currentLesson(turn);
    return lesson && isTopicFinish(turn) ? finishTopic(turn, lesson) : undefined;
  },
};

/** A question in a lesson thread, answered from the lesson's slides. */
export const slideQuestion: Skill = {
  name: 'slide-question',
  answer: (turn) => {
    if (turn.ctx.thread.state?.mode !== 'lesson') return undefined;
    const lesson = currentLesson(turn);
    return lesson ? answerFromSlides(turn, lesson) : undefined;
  },
};
