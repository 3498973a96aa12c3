/**
 * An indefinite integral offered for checking ("∫(3x^2+2x)dx, יצא לי x^3+x^2"): the student's
 * antiderivative is verified by differentiating it with the solver (whose derivative is itself checked
 * numerically) and comparing with the integrand through the shared checker. Right up to the constant
 * but without `+C` is the classic slip, named as such.
 */
import { checkAnswer } from '../../../domain/answer';
import { solve, type Language } from '../solver';
import type { Diagnosis } from './diagnose';

const integralWord = /אינטגרל|integral|∫|\\int|פונקציה קדומה|קדומה|antiderivative|primitive/i;
/** Bounds make it definite: the solver computes those. */
const bounds = /בין|מ[-־]?\s*-?\d+\s*עד|from\s+-?\d|between|_\{?-?\d|\\int_|∫_|[₀-₉]/i;
const constant = /\s*\+\s*(?:c|k|const(?:ant)?)\s*$/i;

/** The integrand of an indefinite-integral problem, or undefined when the problem is not one. */
export function indefiniteIntegrand(problem: string): string | undefined {
  if (!integralWord.test(problem) || bounds.test(problem)) return undefined;
  const integrand = problem
    .replace(/\$/g, ' ')
    .replace(/\\int|∫|\\,/g, ' ')
    .replace(/\bd\s*x\b|\\mathrm\{d\}x|\\,dx/g, ' ')
    .replace(/(?:[\u05D0-\u05EA"'\u05F3\u05F4]+[\u05BE-]?)/g, ' ')
    .replace(
      /\b(?:the|of|find|compute|calculate|indefinite|integral|antiderivative|primitive|function|an?|what|is)\b/gi,
      ' ',
    )
    .replace(/[?:!,]+/g, ' ')
    .replace(/^\s*[a-z]\s*\(\s*x\s*\)\s*=/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z\d]/i.test(integrand) ? integrand : undefined;
}

/** The student's antiderivative without its `F(x)=` label. */
function withoutLabel(answer: string): string {
  return answer
    .replace(/\$/g, '')
    .replace(/^\s*(?:F\s*\(\s*x\s*\)|y|∫[^=]*)\s*=\s*/i, '')
    .trim();
}

/**
 * The diagnosis of an offered antiderivative, or undefined when the solver cannot differentiate it
 * (then no verdict is claimed).
 */
export async function diagnoseIntegral(
  integrand: string,
  answer: string,
  language: Language,
): Promise<Diagnosis | undefined> {
  const offered = withoutLabel(answer);
  const hasConstant = constant.test(offered);
  const body = offered.replace(constant, '');
  const derived = await solve(`${language === 'he' ? 'הנגזרת של' : 'derivative of'} ${body}`, { language });
  if (derived.status !== 'solved' || !derived.solution.result) return undefined;
  const check = checkAnswer({ expected: integrand, kind: 'expression' }, derived.solution.result);
  if (check.verdict === 'unparseable') return undefined;
  if (check.verdict === 'correct') {
    return hasConstant
      ? { verdict: 'correct', code: 'equivalent', findings: [{ file: 'verdict', key: 'integral_right' }] }
      : {
          verdict: 'incorrect',
          code: 'different-expression',
          findings: [{ file: 'verdict', key: 'missing_constant' }],
        };
  }
  return {
    verdict: 'incorrect',
    code: 'different-expression',
    findings: [
      {
        file: 'verdict',
        key: 'integral_derivative_differs',
        params: { derivative: derived.solution.reply.answer ?? '', integrand: `$${integrand}$` },
      },
    ],
  };
}
