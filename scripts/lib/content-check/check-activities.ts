/**
 * Practice problems, timed tests, AI-guided tests and exercises: their text, their answer keys and their ids.
 */
import path from 'node:path';
import {
  type AnswerCheck,
  ExerciseFile,
  GuidedTest,
  GuidedTestIndex,
  Subject,
  SubjectIndex,
  TestCategory,
  TestCategoryFile,
} from '../../../backend/contract/content';
import { type CourseContext, duplicates } from './context';
import { checkGuidedHints, checkHint } from './check-hints';
import { checkProof } from './check-proofs';
import { checkTextAnswer } from './check-text-answers';
import { HEBREW_LETTER } from './latex';
import { evaluateExpr, matches, optionValue, plainNumber } from './numbers';
import type { Minimums } from './minimums';

/** A check whose answer is compared as a number (a numeric problem, a guided question) says so. */
function numericKind(ctx: CourseContext, file: string, at: string, check: AnswerCheck): void {
  if (check.kind !== 'numeric')
    ctx.fail(
      'answer',
      file,
      `${at}.check.kind`,
      `check.kind is "${check.kind}", but the answer is compared as a number: write "numeric"`,
    );
}

/** Index, distinctness and numeric key of one multiple-choice question. */
function checkChoice(
  ctx: CourseContext,
  file: string,
  at: string,
  question: { options: string[]; correctAnswer: number; check?: AnswerCheck },
): void {
  const { options, correctAnswer, check } = question;
  options.forEach((option, index) => ctx.text(file, `${at}.options[${index}]`, option, 'short'));
  if (correctAnswer < 0 || correctAnswer >= options.length)
    ctx.fail(
      'choice',
      file,
      `${at}.correctAnswer`,
      `correctAnswer ${correctAnswer} is out of range: there are ${options.length} options (0–${options.length - 1})`,
    );
  const normalised = options.map((option) => option.replace(/\s+/g, ' ').trim());
  const numbers = options.map(plainNumber);
  for (let i = 0; i < options.length; i += 1)
    for (let j = 0; j < i; j += 1) {
      const a = numbers[i];
      const b = numbers[j];
      if (normalised[i] === normalised[j] || (a != null && b != null && a === b))
        ctx.fail('choice', file, `${at}.options[${i}]`, `option ${i} repeats option ${j}: "${options[i]}"`);
    }

  const allNumeric = numbers.every((value) => value !== null);
  if (!check) {
    if (allNumeric)
      ctx.fail(
        'answer',
        file,
        `${at}.check`,
        'every option is a number, so the question needs check.expr to recompute the marked option',
      );
    return;
  }
  ctx.stats.numericChecks += 1;
  const result = evaluateExpr(check.expr);
  if (!result.ok) return ctx.fail('answer', file, `${at}.check.expr`, result.reason);
  const values = options.map(optionValue);
  const marked = values[correctAnswer];
  if (marked === undefined) return;
  const written = plainNumber(options[correctAnswer] ?? '') === null ? 'expression' : 'numeric';
  if (check.kind !== written)
    ctx.fail(
      'answer',
      file,
      `${at}.check.kind`,
      `check.kind is "${check.kind}", but the marked option "${options[correctAnswer]}" is ${written === 'numeric' ? 'a plain number' : 'not a plain number'}: write "${written}"`,
    );
  if (marked === null)
    return ctx.fail(
      'answer',
      file,
      `${at}.options[${correctAnswer}]`,
      `the marked option "${options[correctAnswer]}" has no numeric value to compare with check.expr`,
    );
  if (!matches(result.value, marked, check.tolerance))
    ctx.fail(
      'answer',
      file,
      `${at}.correctAnswer`,
      `check.expr "${check.expr}" = ${result.value}, but the marked option ${correctAnswer} is ${marked}`,
    );
  values.forEach((value, index) => {
    if (index !== correctAnswer && value !== null && matches(result.value, value, check.tolerance))
      ctx.fail(
        'answer',
        file,
        `${at}.options[${index}]`,
        `option ${index} (${value}) also matches check.expr = ${result.value}`,
      );
  });
}

export function checkPractice(ctx: CourseContext, minimums: Minimums): Set<string> {
  const types = new Set<string>();
  const indexFile = ctx.file('practice-problems/subjects.json');
  const index = ctx.load(indexFile, SubjectIndex);
  if (!index) return types;
  const subjects = index.data.subjects;
  ctx.stats.subjects = subjects.length;
  for (const dup of duplicates(
    subjects.map((s, i) => ({ value: s.subjectId, at: `$.subjects[${i}].subjectId` })),
  ))
    ctx.fail('id', indexFile, dup.at, `duplicate subjectId "${dup.value}"`);
  for (const dup of duplicates(subjects.map((s, i) => ({ value: s.file, at: `$.subjects[${i}].file` }))))
    ctx.fail('id', indexFile, dup.at, `file "${dup.value}" is listed twice`);

  const problemIds: Array<{ value: string; at: string; file: string }> = [];
  subjects.forEach((entry, subjectIndex) => {
    const at = `$.subjects[${subjectIndex}]`;
    ctx.text(indexFile, `${at}.subjectName`, entry.subjectName, 'prose');
    ctx.text(indexFile, `${at}.description`, entry.description, 'prose');
    const file = path.join(path.dirname(indexFile), entry.file);
    const loaded = ctx.load(file, Subject);
    if (!loaded) return;
    const subject = loaded.data;
    if (subject.subjectId !== entry.subjectId)
      ctx.fail(
        'id',
        file,
        '$.subjectId',
        `subjectId "${subject.subjectId}" differs from the index's "${entry.subjectId}"`,
      );
    ctx.text(file, '$.subjectName', subject.subjectName, 'prose');
    if (subject.problems.length < minimums.problemsPerSubject)
      ctx.fail(
        'count',
        file,
        '$.problems',
        `${subject.problems.length} problems, at least ${minimums.problemsPerSubject} required`,
      );
    ctx.stats.problems += subject.problems.length;
    subject.problems.forEach((problem, problemIndex) => {
      const here = `$.problems[${problemIndex}]`;
      types.add(problem.type);
      problemIds.push({ value: problem.id, at: `${here}.id`, file });
      ctx.text(file, `${here}.question`, problem.question, 'prose');
      problem.hints.forEach((hint, hintIndex) =>
        ctx.text(file, `${here}.hints[${hintIndex}]`, hint, 'prose'),
      );
      checkHint(ctx, file, here, problem);
      checkTextAnswer(ctx, file, here, problem);
      ctx.text(file, `${here}.explanation`, problem.explanation, 'prose');
      ctx.item({
        kind: 'practice',
        lesson: problem.lesson,
        text: problem.question,
        file,
        at: here,
        group: `${file}#${problem.id}`,
        hints: problem.hints.length,
      });
      if (problem.type === 'multiple-choice') checkChoice(ctx, file, here, problem);
      else if (problem.type === 'numeric') {
        ctx.stats.numericChecks += 1;
        numericKind(ctx, file, here, problem.check);
        const result = evaluateExpr(problem.check.expr);
        if (!result.ok) ctx.fail('answer', file, `${here}.check.expr`, result.reason);
        else if (!matches(result.value, problem.correctAnswer, problem.check.tolerance))
          ctx.fail(
            'answer',
            file,
            `${here}.correctAnswer`,
            `correctAnswer is ${problem.correctAnswer}, but check.expr "${problem.check.expr}" = ${result.value}` +
              (problem.check.tolerance === undefined ? '' : ` (tolerance ${problem.check.tolerance})`),
          );
      } else if (problem.type === 'text') {
        ctx.text(file, `${here}.correctAnswer`, problem.correctAnswer, 'answer');
        (problem.accept ?? []).forEach((form, formIndex) =>
          ctx.text(file, `${here}.accept[${formIndex}]`, form, 'answer'),
        );
        const latin = (text: string) => /[A-Za-z]/.test(text.replace(/\$[^$]*\$/g, ''));
        if (HEBREW_LETTER.test(problem.correctAnswer) && latin(problem.correctAnswer)) {
          const forms = [problem.correctAnswer, ...(problem.accept ?? [])];
          if (!forms.some((form) => !latin(form)))
            ctx.fail(
              'hebrew',
              file,
              `${here}.correctAnswer`,
              `"${problem.correctAnswer}" makes a student type Latin letters inside Hebrew: key it in Hebrew (or symbols) and list the mixed form in accept`,
            );
        }
      } else if (problem.type === 'proof') checkProof(ctx, file, here, problem);
      else ctx.text(file, `${here}.correctAnswer`, problem.correctAnswer, 'prose');
    });
  });
  const seen = new Map<string, string>();
  for (const { value, at, file } of problemIds) {
    const first = seen.get(value);
    if (first) ctx.fail('id', file, at, `duplicate problem id "${value}" (first in ${first})`);
    else seen.set(value, path.basename(file));
  }
  return types;
}

export function checkTests(ctx: CourseContext, minimums: Minimums): void {
  const seen = new Map<string, string>();
  for (const category of TestCategory.options) {
    const file = ctx.file(`tests/${category}.json`);
    const loaded = ctx.load(file, TestCategoryFile);
    if (!loaded) continue;
    const rawTests = (loaded.raw as { tests: Array<Record<string, unknown>> }).tests;
    const tests = loaded.data.tests;
    ctx.stats.tests += tests.length;
    ctx.testQuestions.set(
      category,
      tests.map((test) => ({ id: test.id, questions: test.questions.length })),
    );
    if (tests.length < minimums.testsPerCategory)
      ctx.fail(
        'count',
        file,
        '$.tests',
        `${tests.length} tests, at least ${minimums.testsPerCategory} required`,
      );
    tests.forEach((test, testIndex) => {
      const at = `$.tests[${testIndex}]`;
      const first = seen.get(test.id);
      if (first) ctx.fail('id', file, `${at}.id`, `duplicate test id "${test.id}" (first in ${first})`);
      else seen.set(test.id, `${category}.json`);
      ctx.text(file, `${at}.title`, test.title, 'prose');
      ctx.text(file, `${at}.description`, test.description, 'prose');
      if (test.timeLimit <= 0)
        ctx.fail('count', file, `${at}.timeLimit`, 'a timed test needs a timeLimit of at least 1 minute');
      if (rawTests[testIndex]?.passingScore === undefined)
        ctx.fail(
          'count',
          file,
          `${at}.passingScore`,
          'passingScore is missing (state it, even when it is 70)',
        );
      if (test.questions.length < minimums.questionsPerTest)
        ctx.fail(
          'count',
          file,
          `${at}.questions`,
          `${test.questions.length} questions, at least ${minimums.questionsPerTest} required`,
        );
      ctx.stats.testQuestions += test.questions.length;
      for (const dup of duplicates(
        test.questions.map((q, i) => ({ value: q.id, at: `${at}.questions[${i}].id` })),
      ))
        ctx.fail('id', file, dup.at, `duplicate question id "${dup.value}" in test "${test.id}"`);
      test.questions.forEach((question, questionIndex) => {
        const here = `${at}.questions[${questionIndex}]`;
        ctx.text(file, `${here}.question`, question.question, 'prose');
        ctx.text(file, `${here}.explanation`, question.explanation, 'prose');
        checkChoice(ctx, file, here, question);
        ctx.item({
          kind: 'test',
          lesson: question.lesson,
          text: question.question,
          file,
          at: here,
          group: `${file}#${test.id}#${question.id}`,
          answer: question.options[question.correctAnswer],
        });
      });
    });
  }
}

export function checkGuidedTests(ctx: CourseContext): void {
  const indexFile = ctx.file('tests/index.json');
  const index = ctx.load(indexFile, GuidedTestIndex);
  if (!index) return;
  const entries = index.data.tests;
  ctx.stats.guidedTests = entries.length;
  for (const dup of duplicates(entries.map((t, i) => ({ value: t.id, at: `$.tests[${i}].id` }))))
    ctx.fail('id', indexFile, dup.at, `duplicate guided test id "${dup.value}"`);
  for (const dup of duplicates(entries.map((t, i) => ({ value: t.file, at: `$.tests[${i}].file` }))))
    ctx.fail('id', indexFile, dup.at, `file "${dup.value}" is listed twice`);
  entries.forEach((entry, entryIndex) => {
    ctx.text(indexFile, `$.tests[${entryIndex}].name`, entry.name, 'prose');
    ctx.text(indexFile, `$.tests[${entryIndex}].description`, entry.description, 'prose');
    const file = path.join(path.dirname(indexFile), entry.file);
    if (TestCategory.options.some((category) => entry.file === `${category}.json`))
      return ctx.fail(
        'path',
        indexFile,
        `$.tests[${entryIndex}].file`,
        `"${entry.file}" is a timed-test file`,
      );
    const loaded = ctx.load(file, GuidedTest);
    if (!loaded) return;
    const test = loaded.data;
    ctx.text(file, '$.testName', test.testName, 'prose');
    ctx.text(file, '$.description', test.description, 'prose');
    ctx.text(file, '$.instructions', test.instructions, 'prose');
    for (const dup of duplicates(test.questions.map((q, i) => ({ value: q.id, at: `$.questions[${i}].id` }))))
      ctx.fail('id', file, dup.at, `duplicate question id "${dup.value}"`);
    test.questions.forEach((question, questionIndex) => {
      const at = `$.questions[${questionIndex}]`;
      ctx.text(file, `${at}.question`, question.question, 'prose');
      ctx.text(file, `${at}.expected_answer`, question.expected_answer, 'prose');
      question.hints.forEach((hint, hintIndex) => ctx.text(file, `${at}.hints[${hintIndex}]`, hint, 'prose'));
      checkGuidedHints(ctx, file, at, question);
      ctx.item({
        kind: 'guided',
        lesson: question.lesson,
        text: question.question,
        file,
        at,
        group: file,
        test: entry.id,
      });
      if (question.check) {
        ctx.stats.numericChecks += 1;
        numericKind(ctx, file, at, question.check);
        const result = evaluateExpr(question.check.expr);
        if (!result.ok) ctx.fail('answer', file, `${at}.check.expr`, result.reason);
      }
    });
  });
}

/** Section ids run א, ב, ג, … in order. */
const LETTERS = 'אבגדהוזחטיכלמנסעפצקרשת';

export function checkExercises(ctx: CourseContext): void {
  const file = ctx.file('exercises/exercises.json');
  const loaded = ctx.load(file, ExerciseFile);
  if (!loaded) return;
  const exercises = loaded.data.exercises;
  ctx.stats.exercises = exercises.length;
  for (const dup of duplicates(
    exercises.map((e, i) => ({ value: e.exercise_id, at: `$.exercises[${i}].exercise_id` })),
  ))
    ctx.fail('id', file, dup.at, `duplicate exercise_id "${dup.value}"`);
  exercises.forEach((exercise, exerciseIndex) => {
    const at = `$.exercises[${exerciseIndex}]`;
    if (exercise.lesson === undefined)
      ctx.fail('lesson', file, `${at}.lesson`, 'an exercise names the lesson whose topic it practises');
    ctx.item({
      kind: 'exercise',
      lesson: exercise.lesson,
      text: [exercise.description, ...exercise.sections.map((section) => section.question)].join('\n'),
      file,
      at,
      group: `${file}#${exercise.exercise_id}`,
    });
    ctx.text(file, `${at}.topic`, exercise.topic, 'prose');
    ctx.text(file, `${at}.description`, exercise.description, 'prose');
    exercise.equations.forEach((equation, index) =>
      ctx.text(file, `${at}.equations[${index}]`, equation, 'latex'),
    );
    exercise.relevant_formulas.forEach((formula, index) =>
      ctx.text(file, `${at}.relevant_formulas[${index}]`, formula, 'formula'),
    );
    if (exercise.relevant_formulas.length === 0)
      ctx.fail('count', file, `${at}.relevant_formulas`, 'an exercise needs at least one relevant formula');
    for (const dup of duplicates(
      exercise.sections.map((s, i) => ({ value: s.id, at: `${at}.sections[${i}].id` })),
    ))
      ctx.fail(
        'id',
        file,
        dup.at,
        `duplicate section id "${dup.value}" in exercise "${exercise.exercise_id}"`,
      );
    exercise.sections.forEach((section, sectionIndex) => {
      const here = `${at}.sections[${sectionIndex}]`;
      const letter = LETTERS[sectionIndex];
      if (letter && section.id !== letter)
        ctx.fail(
          'id',
          file,
          `${here}.id`,
          `section ${sectionIndex + 1} has id "${section.id}", expected "${letter}"`,
        );
      ctx.text(file, `${here}.question`, section.question, 'prose');
      if (section.equation && section.equation.trim() !== '')
        ctx.text(file, `${here}.equation`, section.equation, 'latex');
    });
    if (exercise.figure)
      ctx.declared.push({ figure: exercise.figure, file, at: `${at}.figure`, owner: exercise });
    if (exercise.diagram_url !== null)
      ctx.image(file, `${at}.diagram_url`, exercise.diagram_url, {
        owner: `${file}#${exercise.exercise_id}`,
      });
  });
}
