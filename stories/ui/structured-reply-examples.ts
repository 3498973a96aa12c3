/** English examples of every structured reply type, beside the Hebrew fixtures, for the English stories. */
import type { StructuredReplyKind, StructuredReplyView } from '@havruta/ui';
import { buildExerciseData, buildLearningSessionData } from '../../mocks/fixtures/content';

const steps = [
  { description: 'Identify the coefficients: a = 1, b = -4, c = 3.' },
  { description: 'Substitute into the vertex formula.', latex: 'x_v = -\\frac{-4}{2} = 2' },
];

export const englishReplies: { [K in StructuredReplyKind]: Extract<StructuredReplyView, { type: K }> } = {
  math_explanation: {
    type: 'math_explanation',
    text: 'The x of the vertex:',
    latex: 'x_v = -\\frac{b}{2a}',
    steps,
  },
  feedback: {
    type: 'feedback',
    correctness: 'partially_correct',
    steps: [
      { description: 'Coefficients', correct: true, explanation: 'You found a, b and c correctly.' },
      {
        description: 'Substitution',
        correct: false,
        explanation: 'The minus sign before the fraction is missing.',
      },
    ],
    improvement_suggestions: ['Watch the signs when you substitute.'],
    next_steps: ['Try a similar exercise with a negative a.'],
  },
  document_explanation: {
    type: 'document_explanation',
    title: 'Worksheet: quadratic functions',
    summary: 'The sheet is about the vertex and the intercepts.',
    sections: [{ title: 'Question 1', content: 'Finding the vertex with the formula.' }],
  },
  conversation: { type: 'conversation', text: 'Gladly! Which topic would you like to talk about?' },
  teaching: {
    type: 'teaching',
    title: 'Derivative of a power',
    content: 'The derivative of $x^n$ is $nx^{n-1}$.',
    examples: ["$(x^3)' = 3x^2$"],
    check_question: 'What is the derivative of $x^5$?',
  },
  problem_walkthrough: {
    type: 'problem_walkthrough',
    problem: 'Find the vertex of $y = x^2 - 4x + 3$.',
    steps,
    answer: '(2, -1)',
  },
  open_practice: {
    type: 'open_practice',
    question: 'Solve $x^2 - 7x + 12 = 0$.',
    hints: ['Find two numbers whose product is 12.'],
  },
  wrapup: {
    type: 'wrapup',
    summary: 'Today we learned to find the vertex of a parabola.',
    key_points: ['The vertex formula', 'Substituting back into the function'],
    next_steps: ['More practice in the exercise window'],
  },
  explanation: {
    type: 'explanation',
    title: 'Why does it work?',
    content: 'A parabola is symmetric about its vertex.',
  },
  text: { type: 'text', text: 'Excellent, exactly right!' },
  image: {
    type: 'image',
    url: '/api/chat/images/parabola.png',
    alt: 'A parabola',
    caption: 'The parabola and its vertex',
  },
  exercise_session: {
    type: 'exercise_session',
    message: 'Here is an exercise. Write your solution on the board.',
    exercise_data: buildExerciseData(),
  },
  exercise_session_result: {
    type: 'exercise_session_result',
    exercise_id: 'quadratic-1',
    correctness: 'correct',
    feedback: 'A complete and accurate solution!',
    sections: [
      { id: 'א', correct: true, comment: 'Correct.' },
      { id: 'ב', correct: true, comment: 'Correct.' },
    ],
  },
  learning_session: {
    type: 'learning_session',
    message: "Let's start with a short presentation on the vertex.",
    learning_session_data: buildLearningSessionData(),
  },
  learning_session_result: {
    type: 'learning_session_result',
    topic_id: 'quadratic-vertex',
    completed: true,
    message: 'Well done, you finished the topic!',
  },
  introduction_summary: {
    type: 'introduction_summary',
    summary: 'An 11th-grade student who likes geometry and wants to get stronger at derivatives.',
    goals: ['A 90 in the matriculation exam'],
  },
  learning_session_error: {
    type: 'learning_session_error',
    message: 'I could not prepare the presentation. Please try again.',
    topic_id: 'quadratic-vertex',
  },
  introduction: {
    type: 'introduction',
    message: "Hello! I'm Athena and I'll guide you through your studies.",
  },
  content: {
    type: 'content',
    paragraphs: ['A parabola is the graph of a quadratic function.'],
    image_urls: ['/api/chat/images/parabola.png'],
    audio_urls: [],
  },
};
