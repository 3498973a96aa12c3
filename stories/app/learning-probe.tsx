/**
 * A stand-in for the windows in the screen stories: it shows the screen state the windows read and
 * calls the hook API they call (startLesson, startTest, askSlideQuestion); the real windows finish topics
 * and submit exercises.
 */
import { useLearningSpace } from '../../app/src/features/learning/learning-space';
import { buildGuidedTest } from '../../mocks/fixtures/content';

export function WindowsProbe() {
  const space = useLearningSpace();
  const ignore = () => undefined;
  const state = {
    mode: space.mode,
    windows: [...space.openWindows].sort(),
    session: space.learningSession?.view ?? 'none',
    exercise: space.exercise?.exercise_id ?? 'none',
    images: space.images ? `${space.images.index}/${space.images.urls.length}` : 'none',
  };
  return (
    <section aria-label="windows probe" className="story-probe">
      <output aria-label="screen state">{JSON.stringify(state)}</output>
      <button
        type="button"
        onClick={() => space.startLesson({ id: 'lesson-1', title: 'פונקציה ריבועית' }).catch(ignore)}
      >
        probe: start lesson
      </button>
      <button
        type="button"
        onClick={() =>
          space
            .startTest({ id: 'guided-quadratics', name: 'מבחן מודרך', test: buildGuidedTest() })
            .catch(ignore)
        }
      >
        probe: start test
      </button>
      <button type="button" onClick={() => space.askSlideQuestion('למה הקודקוד באמצע?').catch(ignore)}>
        probe: ask about the slide
      </button>
    </section>
  );
}
