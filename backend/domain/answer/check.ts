/**
 * The answer checker: is the student's answer mathematically the expected one? Pure, synchronous,
 * bounded (limits.ts) and total: every input, however hostile, ends in a verdict and never a throw.
 */
import {
  closeEnough,
  compareExpressions,
  DEFAULT_RELATIVE_TOLERANCE,
  valueOf,
  type Tolerance,
} from './compare';
import { compareEquations, solveFor, type Equation } from './equations';
import { screenBrackets, variables, type Budget, type Expr } from './expr';
import { MAX_INPUT_LENGTH, MAX_WORK } from './limits';
import { foldFinalLetters, hasHebrew, normalizeAnswer, stripMarks } from './normalize';
import {
  readEquation,
  readIntervals,
  readList,
  readPoint,
  readSingle,
  listSeparatorsToCommas,
  splitLabel,
  type Interval,
  type ListItem,
} from './read';
import { correct, incorrect, quote, unparseable, type Verdict } from './verdict';
import { readDecision, readOrdered, sameWords } from './words';

/**
 * What an answer is, so the checker knows how to compare it. `decision` is a decision about H₀ in any
 * wording, `ordered` a name whose letter order is the answer (△PQR), `text` words in any order.
 */
export const answerKinds = [
  'numeric',
  'expression',
  'equation',
  'set',
  'interval',
  'point',
  'choice',
  'decision',
  'ordered',
  'text',
] as const;
export type AnswerKind = (typeof answerKinds)[number];

/** What the student's answer is compared with. */
export interface AnswerSpec {
  /** The right answer: a value, expression, equation, list, interval or text; for `choice`, the right option (0-based index, letter or text). */
  expected: string | number;
  /**
   * How to compare. The course files always state it (a problem's type, a text problem's `answerKind`, a
   * check's `kind`); it is inferred from `expected` (inferKind) only for an answer no file describes: the
   * solver's own result in the tutor's handwriting mode.
   */
  kind?: AnswerKind;
  /** The options of a multiple-choice question, in order. */
  options?: readonly string[];
  /** Absolute tolerance from the problem (`check.tolerance`, stated rounding). */
  tolerance?: number;
  /** Relative tolerance when there is no absolute one; default 1e-6. */
  relativeTolerance?: number;
}

const LIST_WORDS = /(?<![\u05D0-\u05EA])(?:או|וגם)(?![\u05D0-\u05EA])|אין פתרון|אין פתרונות/;
const RELATIONS = /<|>|\binf\b/;

/** The kind an expected answer implies, when the caller does not say. */
export function inferKind(expected: string | number): AnswerKind {
  if (typeof expected === 'number') return 'numeric';
  const text = normalizeAnswer(expected);
  const withoutListWords = text.replace(new RegExp(LIST_WORDS.source, 'g'), ',');
  if (hasHebrew(withoutListWords)) return 'text';
  if (RELATIONS.test(text) || /^\[.*[\])]$|^\(.*\]$/.test(text) || /\su\s/.test(text)) return 'interval';
  if (/^\(.*,.*\)$/.test(text)) return 'point';
  if (withoutListWords !== text || /[,;±{}]|\bor\b/.test(text)) return 'set';
  if (/(?<![<>!])=/.test(text)) {
    const labelled = splitLabel(text);
    return labelled &&
      /^[a-z](?:_?\d+)?$/.test(labelled.label) &&
      !/[a-z]/.test(labelled.body.replace(/pi|sqrt|e/g, ''))
      ? 'set'
      : 'equation';
  }
  const single = readSingle(text, text);
  if (!single.ok) return 'text';
  return variables(single.value).size > 0 ? 'expression' : 'numeric';
}

function tolerance(spec: AnswerSpec): Tolerance {
  return spec.tolerance === undefined
    ? { relative: spec.relativeTolerance ?? DEFAULT_RELATIVE_TOLERANCE }
    : { absolute: spec.tolerance, relative: spec.relativeTolerance ?? DEFAULT_RELATIVE_TOLERANCE };
}

/** Length, emptiness and bracket checks on the raw text, before any other work. */
function screen(raw: string): Verdict | null {
  if (raw.trim().length === 0) return unparseable('empty', { input: '' });
  if (raw.length > MAX_INPUT_LENGTH)
    return unparseable('too-long', { input: quote(raw), length: raw.length });
  const brackets = screenBrackets(raw.replace(/\\[{}]/g, ''));
  return brackets ? unparseable(brackets, { input: quote(raw) }) : null;
}

/** Checks a student's answer. Never throws; every outcome is a verdict with a reason code. */
export function checkAnswer(spec: AnswerSpec, student: string | number): Verdict {
  try {
    const kind = spec.kind ?? inferKind(spec.expected);
    if (kind === 'choice') return checkChoice(spec, student);
    const raw = String(student);
    const refused = screen(raw);
    if (refused) return refused;
    const expectedRaw = String(spec.expected);
    if (screen(expectedRaw)) return unparseable('expected-unreadable', { input: quote(expectedRaw) });
    const studentText = normalizeAnswer(raw);
    const expectedText = normalizeAnswer(expectedRaw);
    const budget: Budget = { left: MAX_WORK };
    const context: Context = {
      raw,
      studentText,
      expectedText,
      expectedRaw,
      tolerance: tolerance(spec),
      budget,
    };
    switch (kind) {
      case 'numeric':
        return checkNumeric(context);
      case 'expression':
        return checkExpression(context);
      case 'equation':
        return checkEquation(context);
      case 'set':
        return checkSet(context);
      case 'point':
        return checkPoint(context);
      case 'interval':
        return checkInterval(context);
      case 'decision':
        return checkDecision(context);
      case 'ordered':
        return checkOrdered(context);
      case 'text':
        return checkText(context, spec);
    }
  } catch {
    // Defence in depth: the readers do not throw, but a verdict must come out whatever happens.
    return unparseable('syntax', { input: quote(String(student)) });
  }
}

type Context = {
  raw: string;
  studentText: string;
  expectedText: string;
  expectedRaw: string;
  tolerance: Tolerance;
  budget: Budget;
};

function expectedUnreadable(context: Context): Verdict {
  return unparseable('expected-unreadable', { input: quote(context.expectedRaw) });
}

function studentHasHebrew(context: Context): Verdict | null {
  return hasHebrew(context.studentText) ? unparseable('hebrew-in-math', { input: quote(context.raw) }) : null;
}

/** Why two numbers differ, when a common slip explains it. */
function numericMiss(actual: number, expected: number, tolerance: Tolerance): Verdict {
  if (expected !== 0 && closeEnough(-actual, expected, tolerance)) return incorrect('sign');
  if (
    expected !== 0 &&
    (closeEnough(actual / 100, expected, tolerance) || closeEnough(actual * 100, expected, tolerance))
  ) {
    return incorrect('percent-scale');
  }
  if (Math.abs(actual - expected) <= 0.01 * Math.abs(expected)) return incorrect('rounding');
  return incorrect('different-value');
}

function checkNumeric(context: Context): Verdict {
  const expected = readSingle(context.expectedText, context.expectedRaw);
  if (!expected.ok) return expectedUnreadable(context);
  const expectedValue = valueOf(expected.value, context.budget);
  if (!Number.isFinite(expectedValue)) return expectedUnreadable(context);
  const hebrew = studentHasHebrew(context);
  if (hebrew) return hebrew;
  const student = readSingle(context.studentText, context.raw);
  if (!student.ok) return unparseable(student.code, student.params);
  if (variables(student.value).size > 0) {
    // sin²x + cos²x where 1 is asked: a constant function is that number.
    const agreement = compareExpressions(student.value, expected.value, context.budget);
    return agreement.result === 'equal'
      ? correct('equivalent', { method: agreement.method })
      : incorrect('different-value');
  }
  const value = valueOf(student.value, context.budget);
  if (!Number.isFinite(value)) return unparseable('not-finite', { input: quote(context.raw) });
  if (closeEnough(value, expectedValue, context.tolerance)) return correct('equal-value');
  // "50%" where 50 (in percent) is asked is right too.
  if (context.studentText.includes('%') && closeEnough(value * 100, expectedValue, context.tolerance)) {
    return correct('equal-value');
  }
  return numericMiss(value, expectedValue, context.tolerance);
}

function checkExpression(context: Context): Verdict {
  const expected = readSingle(context.expectedText, context.expectedRaw);
  if (!expected.ok) return expectedUnreadable(context);
  const hebrew = studentHasHebrew(context);
  if (hebrew) return hebrew;
  const student = readSingle(context.studentText, context.raw);
  if (!student.ok) return unparseable(student.code, student.params);
  if (variables(student.value).size === 0 && !Number.isFinite(valueOf(student.value, context.budget))) {
    return unparseable('not-finite', { input: quote(context.raw) });
  }
  return expressionVerdict(compareExpressions(student.value, expected.value, context.budget), context);
}

function expressionVerdict(agreement: ReturnType<typeof compareExpressions>, context: Context): Verdict {
  if (agreement.result === 'equal') return correct('equivalent', { method: agreement.method });
  if (agreement.result === 'different') return incorrect('different-expression');
  return unparseable('undecidable', { input: quote(context.raw) });
}

function checkEquation(context: Context): Verdict {
  if (hasHebrew(listSeparatorsToCommas(context.studentText))) {
    return unparseable('hebrew-in-math', { input: quote(context.raw) });
  }
  const expectedLabel = splitLabel(context.expectedText);
  const studentLabel = splitLabel(context.studentText);
  const studentIsBare = !/(?<![<>!])=/.test(context.studentText);
  // y = 3x − 2 against 3x − 2, or f'(x) = 3x² against f'(x) = 3·x²: compare what the label names.
  if (expectedLabel && (studentIsBare || studentLabel?.label === expectedLabel.label)) {
    const expected = readSingle(expectedLabel.body, context.expectedRaw);
    if (!expected.ok) return expectedUnreadable(context);
    const student = readSingle(studentLabel ? studentLabel.body : context.studentText, context.raw);
    if (!student.ok) return unparseable(student.code, student.params);
    const agreement = compareExpressions(student.value, expected.value, context.budget);
    if (agreement.result !== 'different' || studentIsBare) return expressionVerdict(agreement, context);
  }
  const expected = readEquation(context.expectedText, context.expectedRaw);
  if (!expected?.ok) return expected ? expectedUnreadable(context) : checkExpression(context);
  const student = readEquation(context.studentText, context.raw);
  if (!student) {
    // The solutions instead of the equation: `x=2 או x=3` against `x^2-5x+6=0`.
    const list = readList(context.studentText, context.raw);
    const values = list.ok ? listValues(list.value, context.budget) : null;
    if (!values || values.length === 0) return incorrect('different-equation');
    return (
      equationAgainstValues(expected.value, values, 'student-values', context) ??
      incorrect('different-equation')
    );
  }
  if (!student.ok) return unparseable(student.code, student.params);
  const agreement = compareEquations(student.value, expected.value, context.budget);
  if (agreement.result === 'equal') return correct('equivalent', { method: agreement.method });
  if (agreement.result === 'different') return incorrect('different-equation');
  return unparseable('undecidable', { input: quote(context.raw) });
}

/** Values of a list without variables; labelled items of a system (`x=4, y=3`) keep their labels. */
function listValues(
  items: ListItem[],
  budget: Budget,
): Array<{ label: string | null; value: number }> | null {
  const values = items.map((item) => ({ label: item.label, value: valueOf(item.expr, budget) }));
  return values.every((item) => Number.isFinite(item.value)) ? values : null;
}

function distinct(values: number[], tolerance: Tolerance): number[] {
  const kept: number[] = [];
  for (const value of values)
    if (!kept.some((other) => closeEnough(value, other, tolerance))) kept.push(value);
  return kept;
}

function checkSet(context: Context): Verdict {
  const expectedList = readList(context.expectedText, context.expectedRaw);
  if (!expectedList.ok) return expectedUnreadable(context);
  const expected = listValues(expectedList.value, context.budget);
  if (!expected) return expectedUnreadable(context);
  if (hasHebrew(listSeparatorsToCommas(context.studentText).replace(/אין\s+פתרו[נן]\S*/g, ''))) {
    return unparseable('hebrew-in-math', { input: quote(context.raw) });
  }
  const studentList = readList(context.studentText, context.raw);
  if (!studentList.ok) {
    // An equation for its solutions: `x^2=4` against `x=2 או x=-2`.
    const equation = readEquation(context.studentText, context.raw);
    if (equation?.ok) {
      return (
        equationAgainstValues(equation.value, expected, 'expected-values', context) ??
        incorrect('different-value')
      );
    }
    return unparseable(studentList.code, studentList.params);
  }
  const student = listValues(studentList.value, context.budget);
  if (!student) return incorrect('different-value');
  const labels = new Set(expected.map((item) => item.label).filter((label) => label !== null));
  // A system's solution (x=4, y=3): the values must go with their variables.
  if (labels.size > 1 && labels.size === expected.length) {
    const byLabel = new Map(student.map((item) => [item.label, item.value]));
    const ordered = student.every((item) => item.label === null) && student.length === expected.length;
    const sorted = [...expected].sort((a, b) => (a.label ?? '').localeCompare(b.label ?? ''));
    const right = sorted.every((item, index) =>
      closeEnough(
        ordered ? (student[index]?.value ?? Number.NaN) : (byLabel.get(item.label) ?? Number.NaN),
        item.value,
        context.tolerance,
      ),
    );
    return right && student.length === expected.length
      ? correct('same-solutions')
      : incorrect('different-value');
  }
  return compareValueSets(
    expected.map((item) => item.value),
    student.map((item) => item.value),
    context.tolerance,
  );
}

/**
 * An equation in one variable against a list of values, as solution sets (`values` are the expected
 * ones or the student's). Null when the equation has more variables or cannot be solved in the budget.
 */
function equationAgainstValues(
  equation: Equation,
  values: Array<{ label: string | null; value: number }>,
  whose: 'expected-values' | 'student-values',
  context: Context,
): Verdict | null {
  const solved = solveFor(
    equation,
    values.map((item) => item.value),
  );
  if (!solved) return null;
  const labels = new Set(values.map((item) => item.label).filter((label) => label !== null));
  if (solved.all || (solved.name !== null && [...labels].some((label) => label !== solved.name))) {
    return whose === 'expected-values' ? incorrect('different-value') : incorrect('different-equation');
  }
  const listed = values.map((item) => item.value);
  return whose === 'expected-values'
    ? compareValueSets(listed, solved.values, context.tolerance)
    : compareValueSets(solved.values, listed, context.tolerance);
}

/** Two sets of values: the same, or which are missing and which are extra. */
function compareValueSets(expected: number[], student: number[], tolerance: Tolerance): Verdict {
  const wanted = distinct(expected, tolerance);
  const given = distinct(student, tolerance);
  const missing = wanted.filter(
    (value) => !given.some((other) => closeEnough(other, value, tolerance)),
  ).length;
  const extra = given.filter((value) => !wanted.some((other) => closeEnough(value, other, tolerance))).length;
  if (missing === 0 && extra === 0) return correct('same-solutions');
  if (wanted.length === 1 && given.length === 1) {
    return numericMiss(given[0] ?? Number.NaN, wanted[0] ?? Number.NaN, tolerance);
  }
  if (missing > 0 && extra === 0) return incorrect('missing-solutions', { missing });
  return extra > 0 && missing === 0
    ? incorrect('extra-solutions', { extra })
    : incorrect('missing-solutions', { missing, extra });
}

/** A point's name before its coordinates (`D(3,3,3)`): the coordinates are the answer. */
function withoutPointName(text: string): string {
  return text.replace(/^[a-z]\s*(?=\()/, '');
}

function checkPoint(context: Context): Verdict {
  const expectedPoint = readPoint(withoutPointName(context.expectedText), context.expectedRaw);
  if (!expectedPoint.ok) return expectedUnreadable(context);
  const expected = listValues(expectedPoint.value, context.budget);
  if (!expected) return expectedUnreadable(context);
  const hebrew = studentHasHebrew(context);
  if (hebrew) return hebrew;
  const studentPoint = readPoint(withoutPointName(context.studentText), context.raw);
  if (!studentPoint.ok) return unparseable(studentPoint.code, studentPoint.params);
  const student = listValues(studentPoint.value, context.budget);
  if (!student || student.length !== expected.length) return incorrect('different-point');
  const same = expected.every((item, index) =>
    closeEnough(student[index]?.value ?? Number.NaN, item.value, context.tolerance),
  );
  return same ? correct('same-point') : incorrect('different-point');
}

function sameBound(a: number, b: number, tolerance: Tolerance): boolean {
  return a === b || closeEnough(a, b, tolerance);
}

function checkInterval(context: Context): Verdict {
  const evaluateValue = (expr: Expr) => valueOf(expr, context.budget);
  const expected = readIntervals(context.expectedText, context.expectedRaw, evaluateValue);
  if (!expected.ok) return expectedUnreadable(context);
  if (hasHebrew(listSeparatorsToCommas(context.studentText).replace(/אין\s+פתרו[נן]\S*|לכל|כל/g, ''))) {
    return unparseable('hebrew-in-math', { input: quote(context.raw) });
  }
  const student = readIntervals(context.studentText, context.raw, evaluateValue);
  if (!student.ok) return unparseable(student.code, student.params);
  return compareIntervals(student.value, expected.value, context.tolerance);
}

function compareIntervals(student: Interval[], expected: Interval[], tolerance: Tolerance): Verdict {
  if (student.length !== expected.length) return incorrect('different-interval');
  let closednessOnly = false;
  for (const [index, want] of expected.entries()) {
    const got = student[index];
    if (!got) return incorrect('different-interval');
    if (
      !sameBound(got.low.value, want.low.value, tolerance) ||
      !sameBound(got.high.value, want.high.value, tolerance)
    ) {
      return incorrect('different-interval');
    }
    if (got.low.closed !== want.low.closed || got.high.closed !== want.high.closed) closednessOnly = true;
  }
  return closednessOnly ? incorrect('endpoints') : correct('same-interval');
}

/** Words compared after niqqud, final letters, punctuation, spacing and case are folded. */
export function normalizeWords(text: string): string {
  return foldFinalLetters(stripMarks(text))
    .toLowerCase()
    .replace(/\$/g, '')
    .replace(/h[_\s]*(?:\{?0\}?|₀)/g, 'h0')
    .replace(/[–—−]/g, '-')
    .replace(/[.,!?;:"'׳״()[\]{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `text` problem: read as math when the key is math (`x>6`, `(2,-5)`, `a_n=5n-3`), words as the last fallback. */
function checkText(context: Context, spec: AnswerSpec): Verdict {
  const mathKind = inferKind(spec.expected);
  if (mathKind !== 'text') {
    const verdict = checkAnswer({ ...spec, kind: mathKind }, context.raw);
    if (verdict.verdict !== 'unparseable') return verdict;
  }
  return normalizeWords(context.raw) === normalizeWords(context.expectedRaw) ||
    sameWords(context.raw, context.expectedRaw)
    ? correct('same-text')
    : incorrect('different-text');
}

/** A decision about H₀: reject or do not reject, however it is worded. */
function checkDecision(context: Context): Verdict {
  const expected = readDecision(context.expectedRaw);
  if (expected === null) return expectedUnreadable(context);
  const student = readDecision(context.raw);
  if (student === null) return unparseable('no-decision', { input: quote(context.raw) });
  return student === expected ? correct('same-decision') : incorrect('opposite-decision');
}

/** A name whose order is the answer: the same letters in another order is wrong, and says so. */
function checkOrdered(context: Context): Verdict {
  const expected = readOrdered(context.expectedRaw);
  if (expected === null) return expectedUnreadable(context);
  const student = readOrdered(context.raw);
  if (student === null) return incorrect('different-text');
  if (student === expected) return correct('same-order');
  const sorted = (letters: string) => [...letters].sort().join('');
  return sorted(student) === sorted(expected) ? incorrect('different-order') : incorrect('different-text');
}

const HEBREW_LETTERS = 'אבגדהוזחטי';
const LATIN_LETTERS = 'abcdefghij';

/** A multiple-choice answer: the option's letter (א/ב/ג/ד, a/b/c/d), its number (1-based), its text or value. */
function checkChoice(spec: AnswerSpec, student: string | number): Verdict {
  const options = spec.options ?? [];
  const right = choiceIndex(spec.expected, options);
  if (right === null) return unparseable('expected-unreadable', { input: quote(String(spec.expected)) });
  const chosen = typeof student === 'number' ? { index: student } : readChoice(student, options);
  if ('verdict' in chosen) return chosen;
  if (chosen.index < 0 || (options.length > 0 && chosen.index >= options.length)) {
    return unparseable('no-such-option', { input: quote(String(student)), option: chosen.index + 1 });
  }
  return chosen.index === right
    ? correct('chosen-option', { option: right })
    : incorrect('wrong-option', { option: chosen.index });
}

/** The expected option: a 0-based index as in the course files, or its letter or text. */
function choiceIndex(expected: string | number, options: readonly string[]): number | null {
  if (typeof expected === 'number') return Number.isInteger(expected) ? expected : null;
  if (/^\s*\d+\s*$/.test(expected)) return Number(expected);
  const read = readChoice(expected, options);
  return 'verdict' in read ? null : read.index;
}

function readChoice(student: string, options: readonly string[]): { index: number } | Verdict {
  if (student.trim().length === 0) return unparseable('empty', { input: '' });
  if (student.length > MAX_INPUT_LENGTH)
    return unparseable('too-long', { input: quote(student), length: student.length });
  const text = stripMarks(student)
    .toLowerCase()
    .replace(/^(?:תשובה|answer|option|אפשרות)\s*:?\s*/, '');
  const letter = /^\(?([\u05D0-\u05D9]|[a-j])\s*['׳"’]?\s*[).]?$/.exec(text)?.[1];
  if (letter) {
    const index = HEBREW_LETTERS.includes(letter)
      ? HEBREW_LETTERS.indexOf(letter)
      : LATIN_LETTERS.indexOf(letter);
    return { index };
  }
  // An option's own text or value wins over a position, so "2" picks the option "2" when there is one.
  const byText = options.findIndex((option) => normalizeWords(option) === normalizeWords(text));
  if (byText >= 0) return { index: byText };
  const byValue = options.findIndex((option) => {
    const kind = inferKind(option);
    return (
      kind !== 'text' &&
      kind !== 'choice' &&
      checkAnswer({ expected: option, kind }, student).verdict === 'correct'
    );
  });
  if (byValue >= 0) return { index: byValue };
  const number = /^\(?(\d{1,2})\s*[).]?$/.exec(text)?.[1];
  if (number) return { index: Number(number) - 1 };
  return unparseable('not-a-choice', { input: quote(student) });
}
