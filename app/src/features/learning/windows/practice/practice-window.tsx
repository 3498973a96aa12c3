import {
  PracticeProblems,
  useToast,
  type PracticeAttempt,
  type PracticeCheck,
  type PracticeDiscussion,
  type PracticeProblemItem,
  type PracticeSubjectView,
} from '@havruta/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Course, PracticeProblem, SubjectIndexEntry } from '../../../../../../backend/contract';
import { staticDataApi } from '../../../../lib/api-client/static-data';
import { progressSaver, saveActivity, type ActivityToSave } from '../shared/save-progress';
import { useTranslation } from 'react-i18next';
import { courseContentLang } from '../shared/strings';
import { useLoad } from '../shared/use-load';
import { useUnparseableReason } from './answer-reason';
import { sharedCheckAnswer, type CheckAnswer } from './check-answer';
import { loadPracticeSubjects } from './load-subjects';
import { practiceActivity, proofActivity } from './practice-progress';

export interface PracticeWindowProps {
  /** the course whose practice subjects to show; null shows 'No course selected' */
  course: Course | null;
  /** whether the window is shown */
  open: boolean;
  /** closes the window (close button, Escape, Finish Practice, Back to Subjects on the list) */
  onClose: () => void;
  /** checks one answer; default: the shared answer checker (backend/domain/answer), as the tutor judges */
  checkAnswer?: CheckAnswer;
  /**
   * sends a message to the tutor (a written proof, under a first line naming the problem: the tutor's proof
   * skill reads it, docs/tutor.md); without it proof problems have no send button
   */
  onAskTutor?: (message: string) => Promise<void>;
}

/** The window's view of a problem; an answer whose letter order is the answer says so under its field. */
function toItem(problem: PracticeProblem, orderMatters: string): PracticeProblemItem {
  return {
    id: problem.id,
    kind: problem.type,
    question: problem.question,
    options: problem.type === 'multiple-choice' ? problem.options : undefined,
    hints: problem.hints,
    explanation: problem.explanation,
    note: problem.type === 'text' && problem.answerKind === 'ordered' ? orderMatters : undefined,
    proof:
      problem.type === 'proof'
        ? {
            steps: problem.proof.map((step) => step.text),
            checklist: problem.checklist.map(({ statement, reason }) => ({ statement, reason })),
          }
        : undefined,
  };
}

/**
 * The practice problems window: loads the subjects (subjects.json, else subject1..4.json) and a subject's
 * problems, checks each answer through `checkAnswer`, and saves every checked answer as a practice
 * progress record (docs/requirements.md#learning-space-calls activity id), with 'Failed to save your answer' when that fails.
 */
export function PracticeWindow({
  course,
  open,
  onClose,
  checkAnswer = sharedCheckAnswer,
  onAskTutor,
}: PracticeWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const unparseableReason = useUnparseableReason();
  const [entry, setEntry] = useState<SubjectIndexEntry | null>(null);
  const dataFolder = course?.dataFolder ?? null;

  const loadSubjects = useCallback(
    (signal: AbortSignal) =>
      dataFolder ? loadPracticeSubjects(dataFolder, signal) : Promise.reject(new Error('no course')),
    [dataFolder],
  );
  const subjects = useLoad(open ? loadSubjects : null, () =>
    dataFolder ? t('windows.practice.loadFailed') : t('windows.noCourse'),
  );
  const loaded = subjects.state.status === 'ready' ? subjects.state.data.loaded : null;

  const loadProblems = useCallback(
    (signal: AbortSignal) => {
      const known = entry && loaded?.get(entry.file);
      if (known) return Promise.resolve(known.problems);
      if (!dataFolder || !entry) return Promise.reject(new Error('no subject'));
      return staticDataApi.subject(dataFolder, entry.file, signal).then((subject) => subject.problems);
    },
    [dataFolder, entry, loaded],
  );
  const problems = useLoad(open && entry ? loadProblems : null, () => t('windows.practice.loadFailed'));

  const subjectView = useMemo((): PracticeSubjectView | null => {
    if (!entry) return null;
    const state = problems.state;
    return {
      id: entry.subjectId,
      name: entry.subjectName,
      problems:
        state.status === 'ready'
          ? {
              status: 'ready',
              data: state.data.map((problem) => toItem(problem, t('windows.practice.orderMatters'))),
            }
          : state,
    };
  }, [entry, problems.state, t]);

  // Saves that failed earlier get another try (same attempt ids) when the window opens.
  useEffect(() => {
    if (open) void progressSaver.retryPending();
  }, [open]);

  const onAnswer = async ({
    problemIndex,
    answer,
    timeSpentSeconds,
  }: PracticeAttempt): Promise<PracticeCheck> => {
    const list = problems.state.status === 'ready' ? problems.state.data : [];
    const problem = list[problemIndex];
    if (!problem || !entry || !course) throw new Error('no problem to check');
    const result = await checkAnswer(problem, answer);
    if (result.verdict === 'unparseable') {
      return {
        verdict: 'unparseable',
        message: unparseableReason(result.reason),
      };
    }
    const attempt = { courseId: course.id, subjectId: entry.subjectId, problem, index: problemIndex };
    // The verdict shows at once; the save runs behind it and only a failure is reported (docs/requirements.md#learning-space-errors).
    const save = (activity: ActivityToSave) =>
      saveActivity(activity).catch((error: unknown) => {
        console.warn('practice answer not saved', error);
        toast.error(t('windows.practice.saveFailed'));
      });
    if (result.verdict === 'unjudged') {
      // A proof is recorded as the proof reader finds it, and the window says what it found; an open
      // question has no score to save: its answer is the learner's to compare with the explanation.
      const proof =
        typeof answer === 'string' ? proofActivity({ ...attempt, answer, timeSpentSeconds }) : null;
      if (!proof) return { verdict: 'unjudged' };
      void save(proof.activity);
      const { justified, total } = proof.result;
      return {
        verdict: 'unjudged',
        message: t(proof.result.correct ? 'windows.practice.proofComplete' : 'windows.practice.proofRead', {
          justified,
          total,
        }),
      };
    }
    void save(practiceActivity({ ...attempt, answer, verdict: result.verdict, timeSpentSeconds }));
    return { verdict: result.verdict };
  };

  // The first line names the problem, so the tutor checks the proof against that problem's checklist.
  const onDiscuss =
    onAskTutor &&
    (async ({ problemIndex, proof }: PracticeDiscussion) => {
      const list = problems.state.status === 'ready' ? problems.state.data : [];
      const problem = list[problemIndex];
      if (!problem) throw new Error('no problem to discuss');
      await onAskTutor(t('windows.practice.discussMessage', { id: problem.id, proof }));
    });

  const close = () => {
    setEntry(null);
    onClose();
  };

  const subjectList =
    subjects.state.status === 'ready'
      ? {
          status: 'ready' as const,
          data: subjects.state.data.subjects.map((subject) => ({
            id: subject.subjectId,
            name: subject.subjectName,
            description: subject.description,
          })),
        }
      : subjects.state;

  return (
    <PracticeProblems
      open={open}
      onClose={close}
      subjects={subjectList}
      onRetrySubjects={dataFolder ? subjects.retry : undefined}
      subject={subjectView}
      onRetryProblems={problems.retry}
      onSelectSubject={(id) => {
        const list = subjects.state.status === 'ready' ? subjects.state.data.subjects : [];
        setEntry(list.find((subject) => subject.subjectId === id) ?? null);
      }}
      onBackToSubjects={() => setEntry(null)}
      onAnswer={onAnswer}
      onFinish={close}
      onDiscuss={onDiscuss}
      contentLang={courseContentLang}
    />
  );
}
