/** The volume issue 5 asks of every course. Tests pass smaller minimums to check a tiny fixture course. */
export interface Minimums {
  lessons: number;
  /** one figure (a distinct SVG shown by the lessons) for every this many lessons, rounded up */
  lessonsPerFigure: number;
  subjects: number;
  problemsPerSubject: number;
  testsPerCategory: number;
  questionsPerTest: number;
  guidedTests: number;
  exercises: number;
}

export const ISSUE_MINIMUMS: Minimums = {
  lessons: 8,
  lessonsPerFigure: 2,
  subjects: 4,
  problemsPerSubject: 10,
  testsPerCategory: 2,
  questionsPerTest: 5,
  guidedTests: 3,
  exercises: 6,
};

/** The practice problem types every course covers. */
export const PROBLEM_TYPES = ['multiple-choice', 'numeric', 'text', 'open-ended'] as const;

/** Focus-mode loops under content/sounds and their size limit in bytes (500 KB, counted as 500 000). */
export const SOUNDS = ['Calm_Mode.mp3', 'Study_Mode.mp3', 'Creativity_Mode.mp3'] as const;
export const MAX_SOUND_BYTES = 500_000;
