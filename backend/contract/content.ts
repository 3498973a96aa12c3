/**
 * Static course data: the files under content/courses/<dataFolder>/, served at /data/courses and
 * /static/data/courses. content:check, the mocks and the backend all parse with these schemas.
 */
import { z } from 'zod';
import { Figure } from './figures';

export * from './figures';

const nonEmpty = z.string().trim().min(1);

/** The lesson an item practises, `lesson-N`; the content check requires the lesson to exist in the course. */
export const LessonRef = z.string().regex(/^lesson-\d+$/);

/**
 * How the answer a `check` recomputes is written, so nothing guesses it from the text (docs/content.md,
 * "Checks"): `numeric` a plain number (a numeric problem, a guided question's final value, a marked
 * option such as `$0.25$`), `expression` LaTeX arithmetic whose value is compared (`$\frac{4}{15}$`,
 * `$5\sqrt{2}$`, `$-\pi$`).
 */
export const CheckKind = z.enum(['numeric', 'expression']);
export type CheckKind = z.infer<typeof CheckKind>;

/** A mathjs expression whose value is the right answer, compared within a tolerance. */
export const AnswerCheck = z.object({
  kind: CheckKind,
  expr: nonEmpty,
  tolerance: z.number().nonnegative().optional(),
});
export type AnswerCheck = z.infer<typeof AnswerCheck>;

// ---------- syllabus ----------
export const SyllabusModule = z.object({
  id: nonEmpty,
  title: nonEmpty,
  description: nonEmpty,
  /** ids of the lessons (`lesson-N`) that teach this module */
  lessons: z.array(LessonRef).min(1),
  /**
   * the Bagrut levels (3, 4 and/or 5 study units) whose programme examines this module; math only. A module
   * of the 3-unit programme alone ([3]) is background for a 4–5-unit student (docs/content.md, "Unit tags and
   * their sources")
   */
  units: z
    .array(z.union([z.literal(3), z.literal(4), z.literal(5)]))
    .min(1)
    .optional(),
});
export const Syllabus = z.object({
  /**
   * The course's name in Hebrew, for the Hebrew texts that name it (the tutor's greeting, plan and
   * system prompt); the catalogue's `name` stays the English one. Optional: without it, `name` is used.
   */
  title: nonEmpty.optional(),
  overview: nonEmpty,
  modules: z.array(SyllabusModule).min(1),
});
export type Syllabus = z.infer<typeof Syllabus>;
export type SyllabusModule = z.infer<typeof SyllabusModule>;

// ---------- learning session (slides) ----------
export const SlideBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: nonEmpty }),
  z.object({ type: z.literal('math_block'), latex: nonEmpty }),
  z.object({ type: z.literal('image_url'), url: nonEmpty, alt: z.string().optional() }),
]);
export type SlideBlock = z.infer<typeof SlideBlock>;

export const LearningSlide = z.object({
  slide_id: nonEmpty,
  title: nonEmpty,
  explanation: z.array(SlideBlock).min(1),
});
export const GuidedExample = z.object({
  question: nonEmpty,
  explanation: z.array(SlideBlock).min(1),
});
export const LearningSessionData = z.object({
  topic_id: nonEmpty,
  title: nonEmpty,
  learning_slides: z.array(LearningSlide).min(1),
  guided_example: GuidedExample,
});
export type LearningSlide = z.infer<typeof LearningSlide>;
export type LearningSessionData = z.infer<typeof LearningSessionData>;

// ---------- lessons ----------
export const Lesson = z.object({
  id: z.string().regex(/^lesson-\d+$/),
  title: nonEmpty,
  order: z.number().int().positive(),
  filename: z.string().regex(/^lesson_\d+\.json$/),
  objectives: z.array(nonEmpty).min(3).max(6),
  /** Hebrew markdown with $…$ and $$…$$ LaTeX; images as ![alt](images/x.svg) */
  content: nonEmpty,
  /** the slide deck the tutor serves in lesson mode */
  learning_session: LearningSessionData,
  /** figures drawn from data; each is rendered to lessons/images/<id>.svg and shown by this lesson */
  figures: z.array(Figure).optional(),
});
export type Lesson = z.infer<typeof Lesson>;
/**
 * Every lesson of a course in one file (lessons/index.json, written from lesson_1 … lesson_N by
 * `npm run content:lessons` and kept in step by the content check), so the lesson list is one request.
 */
export const LessonIndex = z.object({ lessons: z.array(Lesson) });
export type LessonIndex = z.infer<typeof LessonIndex>;

// ---------- practice problems ----------
const problemBase = {
  id: nonEmpty,
  question: nonEmpty,
  /**
   * a hint ladder, from a nudge to a worked first step; the first never gives the answer away. Content has three
   * (the content check's rule, docs/content.md "Hints"); the schema's floor stays two, since a file it refuses is
   * left out whole.
   */
  hints: z.array(nonEmpty).min(2),
  explanation: nonEmpty,
  /** the lesson whose topic the problem practises */
  lesson: LessonRef,
};
/**
 * How a text answer is compared: as math (`expression`, `equation`, `set`, `interval`, `point`, `numeric`),
 * as a decision about H₀ in any wording (`decision`), as a name whose letter order is the answer
 * (`ordered`, △PQR), or as words in any order (`words`).
 */
export const TextAnswerKind = z.enum([
  'numeric',
  'expression',
  'equation',
  'set',
  'interval',
  'point',
  'decision',
  'ordered',
  'words',
]);
export type TextAnswerKind = z.infer<typeof TextAnswerKind>;

/**
 * One statement a proof must make and the reason it holds ("$AD=CB$" because "צלעות נגדיות במקבילית"),
 * with the forms the tutor looks for in a student's proof: `statementForms` as math or words
 * (`AD=CB`; a segment equation matches either way round and with either letter order), `reasonForms`
 * as Hebrew or English words (a Hebrew prefix letter and a plural ending still match).
 */
export const ProofCheckItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  statement: nonEmpty,
  reason: nonEmpty,
  statementForms: z.array(nonEmpty).min(1),
  reasonForms: z.array(nonEmpty).min(1),
});
export type ProofCheckItem = z.infer<typeof ProofCheckItem>;

/** One line of a model proof and the checklist items (by id) it states. */
export const ProofStep = z.object({ text: nonEmpty, items: z.array(nonEmpty).min(1) });
export type ProofStep = z.infer<typeof ProofStep>;

export const PracticeProblem = z.discriminatedUnion('type', [
  z.object({
    ...problemBase,
    type: z.literal('multiple-choice'),
    options: z.array(nonEmpty).min(2),
    correctAnswer: z.number().int().nonnegative(),
    check: AnswerCheck.optional(),
  }),
  z.object({
    ...problemBase,
    type: z.literal('numeric'),
    correctAnswer: z.number(),
    check: AnswerCheck,
  }),
  z.object({
    ...problemBase,
    type: z.literal('text'),
    /** how the answer checker compares it (docs/content.md); never guessed from the key */
    answerKind: TextAnswerKind,
    correctAnswer: nonEmpty,
    /** other forms of the answer a student may type: "דוחים את H₀", "reject H0" */
    accept: z.array(nonEmpty).optional(),
  }),
  z.object({ ...problemBase, type: z.literal('open-ended'), correctAnswer: nonEmpty }),
  z.object({
    ...problemBase,
    type: z.literal('proof'),
    /** the model proof, in order; each step names the checklist items it states */
    proof: z.array(ProofStep).min(2),
    /** what a complete proof states and why; the tutor checks a student's proof against it */
    checklist: z.array(ProofCheckItem).min(1),
  }),
]);
export type PracticeProblem = z.infer<typeof PracticeProblem>;

export const SubjectIndexEntry = z.object({
  subjectId: nonEmpty,
  subjectName: nonEmpty,
  description: nonEmpty,
  file: z.string().regex(/^[\w-]+\.json$/),
});
export const SubjectIndex = z.object({ subjects: z.array(SubjectIndexEntry).min(1) });
export const Subject = z.object({
  subjectId: nonEmpty,
  subjectName: nonEmpty,
  problems: z.array(PracticeProblem).min(1),
});
export type SubjectIndexEntry = z.infer<typeof SubjectIndexEntry>;
export type SubjectIndex = z.infer<typeof SubjectIndex>;
export type Subject = z.infer<typeof Subject>;

// ---------- timed tests ----------
export const TestCategory = z.enum(['entry-level', 'mid-course', 'final']);
export type TestCategory = z.infer<typeof TestCategory>;

export const TestQuestion = z.object({
  id: nonEmpty,
  question: nonEmpty,
  options: z.array(nonEmpty).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: nonEmpty,
  /** required when the options are numbers: recomputes the marked option */
  check: AnswerCheck.optional(),
  /** the lesson whose topic the question tests */
  lesson: LessonRef,
});
export const TimedTest = z.object({
  id: nonEmpty,
  title: nonEmpty,
  description: nonEmpty,
  /** minutes; 0 means no countdown */
  timeLimit: z.number().int().nonnegative(),
  passingScore: z.number().int().min(0).max(100).default(70),
  questions: z.array(TestQuestion).min(1),
});
export const TestCategoryFile = z.object({ tests: z.array(TimedTest) });
export type TestQuestion = z.infer<typeof TestQuestion>;
export type TimedTest = z.infer<typeof TimedTest>;
export type TestCategoryFile = z.infer<typeof TestCategoryFile>;

// ---------- AI-guided tests ----------
export const GuidedTestIndexEntry = z.object({
  id: nonEmpty,
  name: nonEmpty,
  description: nonEmpty,
  file: z.string().regex(/^[\w-]+\.json$/),
});
export const GuidedTestIndex = z.object({ tests: z.array(GuidedTestIndexEntry) });
export const GuidedTestQuestion = z.object({
  id: nonEmpty,
  question: nonEmpty,
  /** what the tutor looks for in the student's answer */
  expected_answer: nonEmpty,
  /** hints the tutor may give, in order (three in content: the content check's rule, as a practice problem's) */
  hints: z.array(nonEmpty).min(1),
  check: AnswerCheck.optional(),
  /** the lesson whose topic the question tests */
  lesson: LessonRef,
});
export const GuidedTest = z.object({
  testName: nonEmpty,
  description: nonEmpty,
  instructions: nonEmpty,
  questions: z.array(GuidedTestQuestion).min(1),
});
export type GuidedTestIndexEntry = z.infer<typeof GuidedTestIndexEntry>;
export type GuidedTestIndex = z.infer<typeof GuidedTestIndex>;
export type GuidedTest = z.infer<typeof GuidedTest>;

// ---------- exercise platform ----------
export const ExerciseSection = z.object({
  /** a lettered id: א, ב, ג … */
  id: z.string().regex(/^[\u05D0-\u05EA]$/),
  question: nonEmpty,
  equation: z.string().optional(),
});
export const ExerciseData = z.object({
  exercise_id: nonEmpty,
  topic: nonEmpty,
  description: nonEmpty,
  equations: z.array(z.string()),
  sections: z.array(ExerciseSection).min(1),
  relevant_formulas: z.array(nonEmpty),
  diagram_url: z.string().nullable(),
  /** the lesson whose topic the exercise practises (course files always name it) */
  lesson: LessonRef.optional(),
  /** the exercise's own figure, drawn from its data; diagram_url then points at lessons/images/<id>.svg */
  figure: Figure.optional(),
});
export const ExerciseFile = z.object({ exercises: z.array(ExerciseData) });
export type ExerciseSection = z.infer<typeof ExerciseSection>;
export type ExerciseData = z.infer<typeof ExerciseData>;
export type ExerciseFile = z.infer<typeof ExerciseFile>;

// ---------- course catalogue ----------
export const Course = z.object({
  id: nonEmpty,
  assistantId: nonEmpty,
  name: nonEmpty,
  subject: nonEmpty,
  assistantName: nonEmpty,
  dataFolder: nonEmpty,
  practiceProblemsPath: nonEmpty,
  testsPath: z.string().optional(),
  description: z.string().optional(),
  syllabus: z.string().optional(),
});
export const CourseCatalogue = z.object({ courses: z.array(Course).min(1) });
export type Course = z.infer<typeof Course>;
export type CourseCatalogue = z.infer<typeof CourseCatalogue>;

// ---------- concepts: content/courses/<dataFolder>/concepts.json (docs/content.md, "Concepts") ----------
/** One concept a lesson teaches: how students name it in Hebrew and English, and an English explanation. */
export const Concept = z.object({
  /** Hebrew names: the first as the lesson writes it, then the ways students say it */
  he: z.array(nonEmpty).min(1),
  /** English names and phrasings */
  en: z.array(nonEmpty).min(1),
  /** what the tutor answers an English question with: one or two sentences, math in $…$ */
  summary: nonEmpty,
});
export const LessonConcepts = z.object({
  lesson: LessonRef,
  /** the lesson's title in English */
  title: nonEmpty,
  /** the lesson in one or two English sentences */
  summary: nonEmpty,
  concepts: z.array(Concept).min(1),
});
export const ConceptMap = z.object({
  description: z.string().optional(),
  lessons: z.array(LessonConcepts).min(1),
});
export type Concept = z.infer<typeof Concept>;
export type LessonConcepts = z.infer<typeof LessonConcepts>;
export type ConceptMap = z.infer<typeof ConceptMap>;
