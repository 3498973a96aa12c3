import { useCallback } from 'react';
import { useLearningSpace } from '../learning-space';
import {
  CalculatorWindow,
  ContentPopupWindow,
  ExercisePlatformWindow,
  FocusModeWindow,
  GuidedTestsModal,
  ImageViewerWindow,
  LearningSessionWindow,
  LessonsWindow,
  PracticeWindow,
  TestsWindow,
} from '../windows';

/** The hook API reports its own failures (docs/requirements.md#learning-space-errors); a window that only starts something has nothing to add. */
const reported = () => undefined;

/**
 * The learning space's ten windows, driven by the screen's state (`useLearningSpace()`): the side
 * buttons, the input bar's toggles and the replies open them. Each loads its code the first time it opens.
 */
export function LearningWindows() {
  const space = useLearningSpace();
  const { openWindows, closeWindow, openWindow, course, images, openImages } = space;
  const onClose = useCallback(
    (id: Parameters<typeof closeWindow>[0]) => () => closeWindow(id),
    [closeWindow],
  );
  return (
    <>
      <PracticeWindow
        course={course}
        open={openWindows.has('practice')}
        onClose={onClose('practice')}
        onAskTutor={async (message) => {
          await space.discussProof(message);
        }}
      />
      <TestsWindow course={course} open={openWindows.has('tests')} onClose={onClose('tests')} />
      <LessonsWindow
        course={course}
        open={openWindows.has('lessons')}
        onClose={onClose('lessons')}
        onStartLesson={(lesson) =>
          void space
            .startLesson({ id: lesson.id, title: lesson.title, filename: lesson.filename })
            .catch(reported)
        }
      />
      <GuidedTestsModal
        course={course}
        open={openWindows.has('guidedTests')}
        onClose={onClose('guidedTests')}
        onSelectTest={({ testId, testName, test }) =>
          void space.startTest({ id: testId, name: testName, test }).catch(reported)
        }
      />
      <LearningSessionWindow
        data={space.learningSession?.data ?? null}
        state={space.learningSession?.view ?? 'closed'}
        onStateChange={space.setLearningSessionView}
        onAskQuestion={async (text) => {
          await space.askSlideQuestion(text);
        }}
        onFinishTopic={space.finishTopic}
        exercise={space.exercise}
        onOpenExercise={() => openWindow('exercise')}
      />
      <ExercisePlatformWindow
        exercise={space.exercise}
        open={openWindows.has('exercise')}
        onClose={onClose('exercise')}
        onSubmit={space.submitExercise}
      />
      <ImageViewerWindow
        urls={images?.urls ?? []}
        index={images?.index ?? 0}
        open={images !== null}
        onClose={space.closeImages}
        onIndexChange={(index) => images && openImages(images.urls, index)}
      />
      <ContentPopupWindow
        content={space.content}
        open={openWindows.has('content')}
        onClose={onClose('content')}
      />
      <FocusModeWindow open={openWindows.has('focus')} onClose={onClose('focus')} />
      <CalculatorWindow open={openWindows.has('calculator')} onClose={onClose('calculator')} />
    </>
  );
}
