/**
 * Lesson mode (docs/requirements.md#learning-space-states): a start-lesson message answers the lesson's slides and guided
 * example from the course files; finishing the topic answers the result and the course's exercise for
 * it when one exists. The slides and exercises are content, served as written, by every provider.
 */
import type { ExerciseData, Lesson } from '../../../contract';
import { findLesson, type CourseContent } from '../course-content';
import { containsPhrase, overlap, topicWords } from '../language';
import { fill } from '../texts';
import type { TutorReply } from '../types';
import { practisedOf, withPractised, type LessonState } from '../state';
import type { Turn } from './turn';

/** The lesson this turn is about: the one the client names, else the thread's. */
export function currentLesson(turn: Turn): Lesson | undefined {
  const { course, mode, thread } = turn.ctx;
  if (!course) return undefined;
  const state = thread.state?.mode === 'lesson' ? thread.state : null;
  const id = mode.lessonId ?? state?.lesson_id ?? thread.lessonId;
  return id ? findLesson(course, id) : undefined;
}

/**
 * A start-lesson message: lesson mode with a lesson this thread has not started yet. A practice problem or
 * a homework walk-through opened inside the lesson keeps it as its `resume`: the client sends the lesson's
 * mode with every message, and an answer to the problem does not start the lesson again.
 */
export function isLessonStart(turn: Turn): boolean {
  const { mode, thread } = turn.ctx;
  if (!mode.lessonMode || !mode.lessonId) return false;
  const lesson = currentLesson(turn);
  const state = thread.state;
  const started =
    state?.mode === 'lesson'
      ? state
      : state?.mode === 'practice' || state?.mode === 'homework'
        ? state.resume
        : null;
  return lesson !== undefined && started?.lesson_id !== lesson.id;
}

export function isTopicFinish(turn: Turn): boolean {
  return (
    turn.ctx.thread.state?.mode === 'lesson' &&
    containsPhrase(turn.ctx.message.text, turn.texts.lesson.finishPhrases)
  );
}

export function startLesson(turn: Turn, lesson: Lesson): TutorReply {
  // what the thread practised stays with it, so a problem given before this lesson is not given again
  const state: LessonState = withPractised(
    { mode: 'lesson', lesson_id: lesson.id, finished: false },
    practisedOf(turn.ctx.thread.state),
  );
  return {
    bot: {
      type: 'learning_session',
      message: fill(turn.texts.lesson.start, { title: lesson.title }),
      learning_session_data: lesson.learning_session,
    },
    learningSession: lesson.learning_session,
    state,
  };
}

/**
 * The course's exercise for a lesson: the one that names the lesson (`lesson`, as the course files
 * do). An exercise without the field is matched the old way: its topic sharing the most distinct words
 * with a lesson's title (Hebrew prefixes and plural endings aside), a tie going to the earlier lesson.
 */
export function exerciseForLesson(course: CourseContent, lesson: Lesson): ExerciseData | null {
  const named = course.exercises.find((exercise) => exercise.lesson === lesson.id);
  if (named) return named;
  const titleOf = (candidate: Lesson) => `${candidate.title} ${candidate.learning_session.title}`;
  for (const exercise of course.exercises) {
    if (exercise.lesson !== undefined) continue;
    const scores = course.lessons.map((candidate) => overlap(exercise.topic, titleOf(candidate)));
    const best = Math.max(0, ...scores);
    if (best > 0 && course.lessons[scores.indexOf(best)]?.id === lesson.id) return exercise;
  }
  return null;
}

export function finishTopic(turn: Turn, lesson: Lesson): TutorReply {
  const { texts } = turn;
  const course = turn.ctx.course;
  const exercise = course ? exerciseForLesson(course, lesson) : null;
  const message = [
    fill(texts.lesson.finished, { title: lesson.title }),
    exercise ? texts.lesson.exercise : texts.lesson.noExercise,
  ].join(' ');
  return {
    bot: {
      type: 'learning_session_result',
      topic_id: lesson.learning_session.topic_id,
      completed: true,
      message,
    },
    exercise,
    state: withPractised(
      { mode: 'lesson', lesson_id: lesson.id, finished: true },
      practisedOf(turn.ctx.thread.state),
    ),
  };
}

/** The text of a slide's blocks, formulas kept as $$…$$. */
function slideText(blocks: Lesson['learning_session']['learning_slides'][number]['explanation']): string {
  return blocks
    .map((block) =>
      block.type === 'text' ? block.text : block.type === 'math_block' ? `$$${block.latex}$$` : '',
    )
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A question about the lesson answered from its own slides (and guided example): the slide that shares
 * the most words with the question, or an honest "not in the slides".
 */
export function answerFromSlides(turn: Turn, lesson: Lesson): TutorReply {
  const { texts } = turn;
  const session = lesson.learning_session;
  const slides = [
    ...session.learning_slides.map((slide) => ({ title: slide.title, text: slideText(slide.explanation) })),
    { title: session.guided_example.question, text: slideText(session.guided_example.explanation) },
  ];
  const question = turn.ctx.message.text;
  const asked = topicWords(question).length;
  let best: { title: string; text: string } | undefined;
  let bestScore = 0;
  for (const slide of slides) {
    const score = overlap(question, `${slide.title} ${slide.title} ${slide.text}`);
    if (score > bestScore) {
      best = slide;
      bestScore = score;
    }
  }
  if (!best || bestScore < Math.min(2, asked)) {
    return { bot: fill(texts.lesson.noSlideMatch, { title: lesson.title }) };
  }
  return {
    bot: {
      type: 'teaching',
      title: fill(texts.lesson.slideAnswer, { title: best.title }),
      content: best.text,
      check_question: texts.lesson.slideFollowUp,
    },
  };
}
