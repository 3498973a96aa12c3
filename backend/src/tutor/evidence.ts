/**
 * The mastery model's evidence about one student in one course, from two places: the answers the
 * tutor itself judged (practice in chat, AI-guided tests; stored in `learning_evidence`), and the
 * practice and timed-test results the windows saved as progress records. A saved answer is judged
 * again by the shared checker against the course file when it can be (the client's `isCorrect` is only
 * the fallback), and a record whose item the course does not know is not evidence of anything.
 */
import type { ProgressRecord } from '../../contract';
import { checkTestAnswer } from '../../domain/answer';
import type { Evidence } from '../../domain/mastery';
import { savedAnswerCorrect } from '../../domain/practice';
import type { CourseContent } from './course-content';
import { courseMap } from './outline';

/** One answer the tutor judged, before it is stored (the time is the reply's). */
export type EvidenceItem = Omit<Evidence, 'at'>;

type Answer = ProgressRecord['answers'][number];

function studentAnswer(value: Answer[string] | undefined): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function hintsOf(answer: Answer): number {
  const value = answer.hintsUsed ?? answer.hints;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function practiceEvidence(course: CourseContent, record: ProgressRecord): Evidence[] {
  const { topicOfLesson } = courseMap(course);
  const entry = course.problems.find(
    ({ subjectId, problem }) => record.activity_id === `${subjectId}-${problem.id}`,
  );
  const topic = entry ? topicOfLesson(entry.problem.lesson) : null;
  if (!entry || !topic) return [];
  const { problem } = entry;
  return record.answers.flatMap((answer): Evidence[] => {
    const given = studentAnswer(answer.userAnswer);
    // A proof is read again by the proof reader (docs/content.md, "A proof attempt as a result").
    const correct = (given === null ? null : savedAnswerCorrect(problem, given)) ?? answer.isCorrect;
    if (typeof correct !== 'boolean') return [];
    return [
      {
        topic,
        itemId: problem.id,
        correct,
        hintsUsed: hintsOf(answer),
        source: 'practice',
        ...(problem.type === 'multiple-choice' ? { choices: problem.options.length } : {}),
        at: record.created_at,
      },
    ];
  });
}

function testEvidence(course: CourseContent, record: ProgressRecord): Evidence[] {
  const { topicOfLesson } = courseMap(course);
  const entry = course.timedTests.find(
    ({ category, test }) => record.activity_id === `${category}-${test.id}`,
  );
  if (!entry) return [];
  return record.answers.flatMap((answer): Evidence[] => {
    const question = entry.test.questions.find((item) => item.id === answer.questionId);
    const topic = question ? topicOfLesson(question.lesson) : null;
    if (!question || !topic) return [];
    const given = studentAnswer(answer.selectedAnswer);
    const correct =
      given === null ? answer.isCorrect : checkTestAnswer(question, given).verdict === 'correct';
    if (typeof correct !== 'boolean') return [];
    return [
      {
        topic,
        itemId: question.id,
        correct,
        hintsUsed: 0,
        source: 'test',
        choices: question.options.length,
        at: record.created_at,
      },
    ];
  });
}

/** The evidence in a course's progress records (practice and timed tests), oldest first. */
export function evidenceFromProgress(course: CourseContent, records: readonly ProgressRecord[]): Evidence[] {
  return records
    .filter((record) => record.course_id === course.course.id)
    .flatMap((record) =>
      record.activity_type === 'practice' ? practiceEvidence(course, record) : testEvidence(course, record),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Both sources in time order, as the mastery model reads them. */
export function mergeEvidence(...sources: ReadonlyArray<readonly Evidence[]>): Evidence[] {
  return sources.flat().sort((a, b) => a.at.localeCompare(b.at));
}
