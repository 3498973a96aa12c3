/**
 * Right or wrong, and why: a student's answer against the tutor's own verified result (a solver
 * `Solution`), judged by the shared checker (backend/domain/answer). The diagnosis names what is wrong
 * without giving the answer away: which offered root is not a solution (by substituting it), a sign
 * error, a missing solution, a constant factor, the rounding, an interval's endpoint.
 */
import { evaluate } from 'mathjs';
import { checkAnswer, toleranceFromText, type AnswerSpec, type Verdict } from '../../../domain/answer';
import type { Solution } from '../solver';

/** One sentence of the diagnosis: a key of content/tutor/<lang>/verdict.json (or answer.json) and its values. */
export interface Finding {
  file: 'verdict' | 'answer';
  key: string;
  params?: Record<string, string | number>;
}

export interface Diagnosis {
  verdict: Verdict['verdict'];
  /** the checker's reason */
  code: Verdict['reason']['code'];
  findings: Finding[];
}

/** A number as a student reads it: at most six significant digits, no trailing zeros. */
export function shortNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(6)));
}

/** The tolerance the digits the student wrote imply (104.1 for 104.11), or the problem's own. */
function tolerance(problem: string, answer: string): number | undefined {
  const decimals = /[.,](\d+)\s*%?\s*$/.exec(answer.trim())?.[1]?.length ?? 0;
  const stated = toleranceFromText(problem) ?? 0;
  const implied = decimals > 0 ? 0.5 * 10 ** -decimals : 0;
  const value = Math.max(stated, implied);
  return value > 0 ? value : undefined;
}

const isRootKey = (key: string) => /^root\d*$|^x\d*$/.test(key);

/** The verified solution's roots, when it solved an equation (an empty list: no real solution). */
function rootsOf(solution: Solution): number[] | undefined {
  if (!/equation/.test(solution.kind)) return undefined;
  return Object.entries(solution.values)
    .filter(([key]) => isRootKey(key))
    .map(([, value]) => value);
}

/** The pieces of a list answer ("x=2 ו-x=-3", "2, -3", "x1=2 or x2=-3"), labels removed. */
export function answerPieces(answer: string): string[] {
  return answer
    .replace(/\$/g, ' ')
    .split(/\s*(?:,|;|(?<=\s|^)(?:או|וגם)(?=\s|$)|\bor\b|\band\b|\s+ו[-־]?(?=\s*[a-zA-Z\d-]))\s*/u)
    .map((piece) =>
      piece
        .replace(/^[a-zA-Z](?:_?\{?\d\}?|[₀-₉])?\s*=\s*/u, '')
        .replace(/[.]$/, '')
        .trim(),
    )
    .filter((piece) => piece !== '');
}

/** The equation the problem states ("x^2+x-6=0"), in mathjs syntax, or undefined. */
function equationOf(problem: string): { left: string; right: string; variable: string } | undefined {
  const math = problem
    .replace(/\$/g, ' ')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/[−–]/g, '-')
    .replace(/[·×]/g, '*')
    .replace(/\\cdot/g, '*')
    .replace(/\{\s*([a-z])\s*\}/g, '$1')
    .replace(/\\left|\\right/g, '');
  const words = math
    .replace(/[\u05D0-\u05EA]+/g, ' ')
    .replace(/\b(?!(?:sin|cos|tan|ln|log|sqrt|exp)\b)[a-z]{2,}\b/gi, ' ');
  const match = /([-+*/^().\w\s]+)=([-+*/^().\w\s]+)/.exec(words);
  if (!match?.[1] || !match[2]) return undefined;
  const left = match[1].trim();
  const right = match[2].trim();
  const variable = /(?:^|[^a-z])([a-z])(?![a-z])/.exec(`${left} ${right}`)?.[1];
  return variable ? { left, right, variable } : undefined;
}

function valueAt(source: string, variable: string, value: number): number | undefined {
  try {
    const result = Number(evaluate(explicitProducts(source), { [variable]: value }));
    return Number.isFinite(result) ? result : undefined;
  } catch {
    return undefined;
  }
}

/** The value of one piece of the student's answer ("-3", "1/2", "√2"), through the checker's reader. */
function pieceMatches(piece: string, value: number): boolean {
  return checkAnswer({ kind: 'numeric', expected: value }, piece).verdict === 'correct';
}

/** Which offered roots are right and which not, with a substitution for each wrong one. */
function rootFindings(problem: string, answer: string, roots: number[]): Finding[] {
  const pieces = answerPieces(answer);
  const wrong = pieces.filter((piece) => !roots.some((root) => pieceMatches(piece, root)));
  const right = pieces.filter((piece) => !wrong.includes(piece));
  const missing = roots.filter((root) => !pieces.some((piece) => pieceMatches(piece, root)));
  const findings: Finding[] = [];
  const negated = (piece: string) => missing.some((root) => pieceMatches(`-(${piece})`, root));
  if (wrong.length > 0 && wrong.length === missing.length && wrong.every(negated)) {
    findings.push({ file: 'verdict', key: wrong.length > 1 ? 'roots_sign_all' : 'roots_sign_one' });
  }
  const equation = equationOf(problem);
  for (const piece of wrong) {
    const value = checkAnswerValue(piece);
    const left =
      equation && value !== undefined ? valueAt(equation.left, equation.variable, value) : undefined;
    const right =
      equation && value !== undefined ? valueAt(equation.right, equation.variable, value) : undefined;
    findings.push(
      equation && left !== undefined && right !== undefined
        ? {
            file: 'verdict',
            key: 'root_substituted',
            params: {
              root: `$${equation.variable}=${piece}$`,
              left: `$${shortNumber(left)}$`,
              right: `$${shortNumber(right)}$`,
            },
          }
        : { file: 'verdict', key: 'root_not_solution', params: { root: `$${piece}$` } },
    );
  }
  if (right.length > 0 && wrong.length > 0) {
    findings.push({
      file: 'verdict',
      key: 'roots_right',
      params: {
        roots: right.map((piece) => `$${equation ? `${equation.variable}=` : ''}${piece}$`).join(', '),
      },
    });
  }
  if (missing.length > 0 && wrong.length === 0) {
    findings.push({ file: 'verdict', key: 'roots_missing', params: { count: roots.length } });
  }
  return findings;
}

/** A piece's numeric value (the checker reads it; mathjs evaluates what it read), or undefined. */
function checkAnswerValue(piece: string): number | undefined {
  const normalized = piece.replace(/√\s*\(?([\d.]+)\)?/g, 'sqrt($1)').replace(/[−–]/g, '-');
  try {
    const value = Number(evaluate(normalized));
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `x(x+1)` and `2(x+1)` as products for mathjs (which reads `x(…)` as a call); `sin(…)` stays a call. */
function explicitProducts(source: string): string {
  return source.replace(/(?<![a-z])([a-z])\s*\(/gi, '$1*(').replace(/([\d)])\s*\(/g, '$1*(');
}

/** The student's expression is the right one times a constant (a chain rule's inner derivative missed). */
function constantFactor(expected: string, answer: string): number | undefined {
  const student = answer.replace(/^[^=]*=/, '');
  const points = [0.7, 1.3, 2.1, -0.6];
  let ratio: number | undefined;
  for (const x of points) {
    const right = valueAt(expected, 'x', x);
    let mine: number | undefined;
    try {
      mine = Number(evaluate(explicitProducts(student), { x }));
    } catch {
      return undefined;
    }
    if (right === undefined || !Number.isFinite(mine) || Math.abs(right) < 1e-9) return undefined;
    const next = mine / right;
    if (ratio !== undefined && Math.abs(next - ratio) > 1e-6 * Math.max(1, Math.abs(ratio))) return undefined;
    ratio = next;
  }
  return ratio !== undefined && Math.abs(ratio - 1) > 1e-6 && Math.abs(ratio + 1) > 1e-6 ? ratio : undefined;
}

/** Words that name one of several verified values ("the median", "סטיית התקן"), and the values' keys. */
const measures: ReadonlyArray<{ words: RegExp; keys: readonly string[] }> = [
  { words: /ממוצע|\bmean\b|average|x̄|\\bar\{?x/i, keys: ['mean'] },
  { words: /חציון|median/i, keys: ['median'] },
  { words: /סטיי?ת(?: ה)?תקן|standard deviation|\bsd\b|\bs\.d\b|σ/i, keys: ['populationSd', 'sampleSd'] },
  { words: /שונות|variance/i, keys: ['populationVariance', 'sampleVariance'] },
];

/** The verified values the student's answer is about: those a measure word names, else all of them. */
function namedValues(problem: string, answer: string, values: Solution['values']): number[] {
  const text = `${problem} ${answer}`;
  const named = measures
    .filter((measure) => measure.words.test(text))
    .flatMap((measure) => measure.keys.filter((key) => key in values).map((key) => values[key] ?? NaN));
  return named.length > 0 ? named : Object.values(values);
}

/** What the checker compares the answer with: the symbolic result, the roots, the system's values, or the one value. */
function specOf(problem: string, answer: string, solution: Solution): AnswerSpec[] {
  if (solution.result) return [{ expected: solution.result, kind: 'expression' }];
  const roots = rootsOf(solution);
  if (roots) {
    return [
      {
        kind: 'set',
        expected: roots.length > 0 ? roots.map((root) => `x=${root}`).join(' או ') : 'אין פתרון',
      },
    ];
  }
  if (solution.kind === 'linear-system') {
    const entries = Object.entries(solution.values).map(([name, value]) => `${name}=${value}`);
    return [{ kind: 'set', expected: entries.join(', ') }];
  }
  const within = tolerance(problem, answer);
  return namedValues(problem, answer, solution.values).map((value) => ({
    kind: 'numeric' as const,
    expected: value,
    ...(within === undefined ? {} : { tolerance: within }),
  }));
}

const rank: Record<Verdict['verdict'], number> = { correct: 0, incorrect: 1, unparseable: 2 };

/**
 * The student's answer to `problem` against the verified `solution`. Several verified values (the
 * measures of a data set) accept an answer equal to any one of them; the closest miss is diagnosed.
 */
export function diagnose(problem: string, answer: string, solution: Solution): Diagnosis {
  const specs = specOf(problem, answer, solution);
  const verdicts = specs
    .map((spec) => checkAnswer(spec, answer))
    .sort((a, b) => rank[a.verdict] - rank[b.verdict]);
  const best = verdicts.find((verdict) => verdict.verdict === 'correct') ??
    verdicts.find((verdict) => verdict.reason.code !== 'different-value') ??
    verdicts[0] ?? { verdict: 'unparseable' as const, reason: { code: 'syntax' as const } };
  const findings: Finding[] = [];
  const params = best.reason.params ? { ...best.reason.params } : undefined;
  if (best.verdict === 'incorrect') {
    const roots = rootsOf(solution);
    if (roots && roots.length > 0) findings.push(...rootFindings(problem, answer, roots));
    const factor = solution.result ? constantFactor(solution.result, answer) : undefined;
    if (factor !== undefined) {
      findings.push({ file: 'verdict', key: 'constant_factor', params: { factor: shortNumber(factor) } });
    }
  }
  if (findings.length === 0)
    findings.push({ file: 'answer', key: best.reason.code, ...(params ? { params } : {}) });
  return { verdict: best.verdict, code: best.reason.code, findings };
}
