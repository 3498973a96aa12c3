import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  checkGuidedAnswer,
  checkPracticeAnswer,
  checkTestAnswer,
  finalValue,
  inferKind,
  toleranceFromText,
  type AnswerKind,
  type ReasonCode,
} from '../../backend/domain/answer';

type Row = [
  expected: string,
  student: string,
  kind: AnswerKind | undefined,
  verdict: string,
  code: ReasonCode,
];

const numbers: Row[] = [
  ['0.5', '0.5', undefined, 'correct', 'equal-value'],
  ['0.5', '.5', undefined, 'correct', 'equal-value'],
  ['0.5', '1/2', undefined, 'correct', 'equal-value'],
  ['0.5', '0,5', undefined, 'correct', 'equal-value'],
  ['0.5', '50%', undefined, 'correct', 'equal-value'],
  ['50', '50%', 'numeric', 'correct', 'equal-value'],
  ['-0.5', '−0.5', undefined, 'correct', 'equal-value'],
  ['-0.5', '–1/2', undefined, 'correct', 'equal-value'],
  ['6', '2·3', undefined, 'correct', 'equal-value'],
  ['6', '2×3', undefined, 'correct', 'equal-value'],
  ['6', '2*3', undefined, 'correct', 'equal-value'],
  ['2', '6÷3', undefined, 'correct', 'equal-value'],
  ['1.4142135623730951', '√2', undefined, 'correct', 'equal-value'],
  ['1.4142135623730951', 'sqrt(2)', undefined, 'correct', 'equal-value'],
  ['3.141592653589793', 'π', undefined, 'correct', 'equal-value'],
  ['3.141592653589793', 'pi', undefined, 'correct', 'equal-value'],
  ['6.283185307179586', '2π', undefined, 'correct', 'equal-value'],
  ['0.5', '\\frac{1}{2}', undefined, 'correct', 'equal-value'],
  ['0.5', '$\\frac{1}{2}$', undefined, 'correct', 'equal-value'],
  ['0.75', '\\dfrac{3}{4}', undefined, 'correct', 'equal-value'],
  ['2', '\\sqrt{4}', undefined, 'correct', 'equal-value'],
  ['3', '\\sqrt[3]{27}', undefined, 'correct', 'equal-value'],
  ['12', '3\\cdot 4', undefined, 'correct', 'equal-value'],
  ['12', '3 \\times 4', undefined, 'correct', 'equal-value'],
  ['9', '3²', undefined, 'correct', 'equal-value'],
  ['1000', '1,000', undefined, 'correct', 'equal-value'],
  ['1500', '1500', undefined, 'correct', 'equal-value'],
  ['2.5', '2,5', undefined, 'correct', 'equal-value'],
  ['0.875', '7/8', undefined, 'correct', 'equal-value'],
  ['0.875', '87.5%', undefined, 'correct', 'equal-value'],
  ['120', '5!', undefined, 'correct', 'equal-value'],
  ['4', 'x=4', undefined, 'correct', 'equal-value'],
  ['0.25', '¼', undefined, 'correct', 'equal-value'],
  ['0.5', '½', undefined, 'correct', 'equal-value'],
  ['1', 'sin^2 x + cos^2 x', undefined, 'correct', 'equivalent'],
  ['0.5', 'sin(pi/6)', undefined, 'correct', 'equal-value'],
  ['0.5', 'sin 30°', undefined, 'correct', 'equal-value'],
  ['2', 'log(100)', undefined, 'correct', 'equal-value'],
  ['2', 'log10(100)', undefined, 'correct', 'equal-value'],
  ['2', 'lg(100)', undefined, 'correct', 'equal-value'],
  ['3', 'log_2(8)', undefined, 'correct', 'equal-value'],
  ['3', 'log_{2}(8)', undefined, 'correct', 'equal-value'],
  ['3', 'log_2 8', undefined, 'correct', 'equal-value'],
  ['3', '\\log_2 8', undefined, 'correct', 'equal-value'],
  ['3', '\\log_{2}(8)', undefined, 'correct', 'equal-value'],
  ['2', 'log₂4', undefined, 'correct', 'equal-value'],
  ['-3', 'log_2(1/8)', undefined, 'correct', 'equal-value'],
  ['4', '1+log_3(27)', undefined, 'correct', 'equal-value'],
  ['3', '1+log_3(27)', undefined, 'incorrect', 'different-value'],
  ['1', 'ln(e)', undefined, 'correct', 'equal-value'],
  ['0.3', '0.1+0.2', undefined, 'correct', 'equal-value'],
  ['12', '\u200F12', undefined, 'correct', 'equal-value'],
  ['0.5', '0.6', undefined, 'incorrect', 'different-value'],
  ['0.5', '-0.5', undefined, 'incorrect', 'sign'],
  ['0.25', '25', undefined, 'incorrect', 'percent-scale'],
  ['0.3333', '0.333', undefined, 'incorrect', 'rounding'],
  ['4', 'x', undefined, 'incorrect', 'different-value'],
  ['7', '7.0000001', undefined, 'correct', 'equal-value'],
  ['7', '7.001', undefined, 'incorrect', 'rounding'],
];

const expressions: Row[] = [
  ['x^2+2x+1', '(x+1)^2', undefined, 'correct', 'equivalent'],
  ['x^2', 'x^2+0x+0', undefined, 'correct', 'equivalent'],
  ['(x+1)^2', 'x^2+2x+1', undefined, 'correct', 'equivalent'],
  ['2x', 'x*2', undefined, 'correct', 'equivalent'],
  ['2x', '2·x', undefined, 'correct', 'equivalent'],
  ['x^2-1', '(x-1)(x+1)', undefined, 'correct', 'equivalent'],
  ['x^2-5x+6', '(x-2)(x-3)', undefined, 'correct', 'equivalent'],
  ['3x^2', '3x²', undefined, 'correct', 'equivalent'],
  ['3x^2', '3·x^{2}', undefined, 'correct', 'equivalent'],
  ['\\frac{x}{2}', 'x/2', undefined, 'correct', 'equivalent'],
  ['\\frac{x}{2}', '0.5x', undefined, 'correct', 'equivalent'],
  ['\\frac{x}{2}', '0,5x', undefined, 'correct', 'equivalent'],
  ['\\sqrt{x}', 'x^(1/2)', undefined, 'correct', 'equivalent'],
  ['\\sqrt{x}', '√x', undefined, 'correct', 'equivalent'],
  ['e^{2x}', 'exp(2x)', undefined, 'correct', 'equivalent'],
  ['e^{2x}', '(e^x)^2', undefined, 'correct', 'equivalent'],
  ['\\ln(x^2)', '2ln(x)', undefined, 'correct', 'equivalent'],
  ['3x^2\\sin x + x^3\\cos x', 'x^3 cos x + 3x^2 sin x', undefined, 'correct', 'equivalent'],
  ['2\\sin x\\cos x', 'sin(2x)', undefined, 'correct', 'equivalent'],
  ['\\frac{1}{x}', 'x^{-1}', undefined, 'correct', 'equivalent'],
  ['xy', 'yx', undefined, 'correct', 'equivalent'],
  ['x(x+1)', 'x^2+x', undefined, 'correct', 'equivalent'],
  ['\\frac{x^2-1}{x-1}', 'x+1', undefined, 'correct', 'equivalent'],
  ['|x|', 'abs(x)', 'expression', 'correct', 'equivalent'],
  ['\\tan x', '\\frac{\\sin x}{\\cos x}', undefined, 'correct', 'equivalent'],
  ['x+1', 'x-1', undefined, 'incorrect', 'different-expression'],
  ['x^2+2x+1', 'x^2+1', undefined, 'incorrect', 'different-expression'],
  ['2x', 'x^2', undefined, 'incorrect', 'different-expression'],
  ['3x^2', '3x', undefined, 'incorrect', 'different-expression'],
  ['\\sin x', '\\cos x', undefined, 'incorrect', 'different-expression'],
  ['x^2', 't^2', undefined, 'incorrect', 'different-expression'],
  ['x^2', '2', undefined, 'incorrect', 'different-expression'],
  ['\\sqrt{x-20}', 'sqrt(x-20)', undefined, 'correct', 'equivalent'],
  // A variable before a bracket is a product; the power belongs to the bracket it touches (issue 26).
  ['6x^5+12x^3+6x', '6x(x^2+1)^2', undefined, 'correct', 'equivalent'],
  ['x^3+2x^2+x', 'x(x+1)^2', undefined, 'correct', 'equivalent'],
  ['x^2(x+1)^2', 'x(x+1)^2', undefined, 'incorrect', 'different-expression'],
  ['x(x+1)^2', 'x^3+2x^2+x', undefined, 'correct', 'equivalent'],
  ['x(x+1)!', 'x*(x+1)!', undefined, 'correct', 'equivalent'],
  ['sin(x)^2', '1-cos(x)^2', undefined, 'correct', 'equivalent'],
  ['sin(x)^2', 'sin(x^2)', undefined, 'incorrect', 'different-expression'],
  // Huge exponents are compared by sign and size, never equal because both overflow or underflow.
  ['(x-a)^5999', '(x-a)^6000', undefined, 'incorrect', 'different-expression'],
  ['(x-a)^6000', '(a-x)^6000', undefined, 'correct', 'equivalent'],
  ['(x-a)^5999', '(a-x)^5999', undefined, 'incorrect', 'different-expression'],
  ['x^3(x^4+1)^399', '258552x^7(81x^8+1)^398', undefined, 'incorrect', 'different-expression'],
  // Factorials of a variable have values between whole numbers (Γ).
  ['(n+1)!', '(n+1)n!', undefined, 'correct', 'equivalent'],
  ['1/(n-1)!', 'n/n!', undefined, 'correct', 'equivalent'],
  ['1/(n+1)!', 'n/n!', undefined, 'incorrect', 'different-expression'],
];

const equations: Row[] = [
  ['x=4', '4', 'equation', 'correct', 'equivalent'],
  ['x=4', 'x=4', 'equation', 'correct', 'equivalent'],
  ['x=4', '2x=8', 'equation', 'correct', 'equivalent'],
  ['x=4', 'x=5', 'equation', 'incorrect', 'different-equation'],
  ['y=3x-2', '3x-2', undefined, 'correct', 'equivalent'],
  ['y=3x-2', 'y = -2 + 3x', undefined, 'correct', 'equivalent'],
  ['y=3x-2', '3x-y=2', undefined, 'correct', 'equivalent'],
  ['y=3x-2', 'y-3x+2=0', undefined, 'correct', 'equivalent'],
  ['y=3x-2', 'y=3x+2', undefined, 'incorrect', 'different-equation'],
  ['y=-0.75x+8.75', 'y=-\\frac{3}{4}x+\\frac{35}{4}', undefined, 'correct', 'equivalent'],
  ["f'(x)=3x^2", '3x^2', undefined, 'correct', 'equivalent'],
  ["f'(x)=3x^2", "f'(x)=3·x²", undefined, 'correct', 'equivalent'],
  ['(x-2)^2+(y+5)^2=16', 'x^2-4x+y^2+10y+13=0', undefined, 'correct', 'equivalent'],
  ['(x-2)^2+(y+5)^2=16', '(x-2)^2+(y-5)^2=16', undefined, 'incorrect', 'different-equation'],
  // Either way round, and as solution sets (issue 26).
  ['x=1', '1=x', undefined, 'correct', 'same-solutions'],
  ['1=x', 'x=1', undefined, 'correct', 'same-solutions'],
  ['x=1', '1=x', 'equation', 'correct', 'equivalent'],
  ['x=1', '2=x', 'equation', 'incorrect', 'different-equation'],
  ['y=1-x', '1-x=y', undefined, 'correct', 'equivalent'],
  ['(x-y)(x+y)=0', '|x|=|y|', undefined, 'correct', 'equivalent'],
  ['x^2=y^2', 'abs(x)=abs(y)', undefined, 'correct', 'equivalent'],
  ['x=y', 'abs(x)=abs(y)', undefined, 'incorrect', 'different-equation'],
  ['x^2=4', 'x=2', undefined, 'incorrect', 'different-equation'],
  ['x=2', 'x^2=4', undefined, 'incorrect', 'extra-solutions'],
  ['x=2', 'x^2=4', 'equation', 'incorrect', 'different-equation'],
  ['x=2 או x=-2', 'x^2=4', undefined, 'correct', 'same-solutions'],
  ['x^2-5x+6=0', 'x=2 או x=3', undefined, 'correct', 'same-solutions'],
  ['x^2-5x+6=0', 'x=2', undefined, 'incorrect', 'different-equation'],
  ['x=2', '(x-2)^2=0', 'equation', 'incorrect', 'different-equation'],
  ['y=x/(2x-1)', '1/x+1/y=2', undefined, 'correct', 'equivalent'],
  ['x^2+y^2=1', 'y=sqrt(1-x^2)', undefined, 'incorrect', 'different-equation'],
  ['y=(x-a)^5999', 'y=(a-x)^5999', undefined, 'incorrect', 'different-equation'],
  ['x^5999(1-x+x^2)=0', 'x^6000-x^6001=x^5999', undefined, 'correct', 'equivalent'],
  ['1=4', '2=3', undefined, 'correct', 'equivalent'],
  ['x=x', 'y=y', undefined, 'correct', 'equivalent'],
];

const sets: Row[] = [
  ['x=4', '4', undefined, 'correct', 'same-solutions'],
  ['x=2 או x=-3', '2, -3', undefined, 'correct', 'same-solutions'],
  ['x=2 או x=-3', '-3, 2', undefined, 'correct', 'same-solutions'],
  ['2,-3', 'x=-3 או x=2', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', 'x=2 או x=-3', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', '{2; -3}', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', 'x_1=2, x_2=-3', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', 'x₁=2, x₂=-3', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', '2 ו-−3', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', 'x=2 or x=-3', undefined, 'correct', 'same-solutions'],
  ['{-3,2}', '$x=-3$ או $x=2$', undefined, 'correct', 'same-solutions'],
  ['x=\\pm 3', '3, -3', undefined, 'correct', 'same-solutions'],
  ['3, -3', 'x=±3', undefined, 'correct', 'same-solutions'],
  ['x=1\\pm\\sqrt{2}', '1+√2, 1−√2', undefined, 'correct', 'same-solutions'],
  ['2, 3', '2, 3, 3', undefined, 'correct', 'same-solutions'],
  ['2, 3', '2', undefined, 'incorrect', 'missing-solutions'],
  ['2, 3', '2, 3, 4', undefined, 'incorrect', 'extra-solutions'],
  ['2, 3', '2, 4', undefined, 'incorrect', 'missing-solutions'],
  ['x=4, y=3', 'x=4, y=3', undefined, 'correct', 'same-solutions'],
  ['x=4, y=3', 'y=3 וגם x=4', undefined, 'correct', 'same-solutions'],
  ['x=4, y=3', '4, 3', undefined, 'correct', 'same-solutions'],
  ['x=4, y=3', 'x=3, y=4', undefined, 'incorrect', 'different-value'],
  ['אין פתרון', 'אין פתרון', 'set', 'correct', 'same-solutions'],
  ['אין פתרון', '∅', 'set', 'correct', 'same-solutions'],
  ['אין פתרון', 'no solution', 'set', 'correct', 'same-solutions'],
  ['אין פתרון', 'x=1', 'set', 'incorrect', 'extra-solutions'],
  ['x=6', '1, 6', 'set', 'incorrect', 'extra-solutions'],
];

const points: Row[] = [
  ['(2,-5)', '(2, -5)', undefined, 'correct', 'same-point'],
  ['(2,-5)', '(2,−5)', undefined, 'correct', 'same-point'],
  ['(2,-5)', '2, -5', 'point', 'correct', 'same-point'],
  ['(2,-5)', 'x=2, y=-5', 'point', 'correct', 'same-point'],
  ['(2,-5)', '(-5, 2)', undefined, 'incorrect', 'different-point'],
  ['(2,-5)', '(2, -5, 1)', undefined, 'incorrect', 'different-point'],
  ['(0.5, 1)', '(\\frac{1}{2}, 1)', undefined, 'correct', 'same-point'],
];

const intervals: Row[] = [
  ['x>6', 'x>6', undefined, 'correct', 'same-interval'],
  ['x>6', '6<x', undefined, 'correct', 'same-interval'],
  ['x>6', '(6, ∞)', undefined, 'correct', 'same-interval'],
  ['x>6', '(6,\\infty)', undefined, 'correct', 'same-interval'],
  ['x>6', 'x ≥ 6', undefined, 'incorrect', 'endpoints'],
  ['x>6', 'x<6', undefined, 'incorrect', 'different-interval'],
  ['x>6', 'x>7', undefined, 'incorrect', 'different-interval'],
  ['1<x<5', '1<x<5', undefined, 'correct', 'same-interval'],
  ['1<x<5', '(1,5)', 'interval', 'correct', 'same-interval'],
  ['1<x<5', '5>x>1', undefined, 'correct', 'same-interval'],
  ['1<x<5', '[1,5]', undefined, 'incorrect', 'endpoints'],
  ['4<x<5', '(6, 5)', 'interval', 'incorrect', 'different-interval'],
  ['-3<x<3', '-3<x<3', undefined, 'correct', 'same-interval'],
  ['-3<x<3', '|x|<3', undefined, 'correct', 'same-interval'],
  // An inequality is solved for its set (issue 26): its roots, poles and domain edges.
  ['x>1', '2<2x', undefined, 'correct', 'same-interval'],
  ['x>1', '-2>-2x', undefined, 'correct', 'same-interval'],
  ['x<-2 או x>2', 'x^2>4', undefined, 'correct', 'same-interval'],
  ['-2<x<2', 'x^2<4', undefined, 'correct', 'same-interval'],
  ['-2<x<2', 'x^2<6', undefined, 'incorrect', 'different-interval'],
  ['-2\\le x\\le 2', 'x^2<4', undefined, 'incorrect', 'endpoints'],
  ['0<x<1', 'ln(x)<0', undefined, 'correct', 'same-interval'],
  ['x>0', '1/x>0', undefined, 'correct', 'same-interval'],
  ['x>=1', '(x-1)^3>=0', undefined, 'correct', 'same-interval'],
  ['x<-3 או x>3', '(-∞,-3) ∪ (3,∞)', undefined, 'correct', 'same-interval'],
  ['x<-3 או x>3', 'x>3 or x<-3', undefined, 'correct', 'same-interval'],
  ['x<-3 או x>3', '-3<x<3', undefined, 'incorrect', 'different-interval'],
  ['[2,5)', '2\\le x<5', undefined, 'correct', 'same-interval'],
  ['[2,5)', '2 ≤ x < 5', undefined, 'correct', 'same-interval'],
  ['x\\le 3', 'x<=3', undefined, 'correct', 'same-interval'],
  ['x\\le 3', '(-inf, 3]', undefined, 'correct', 'same-interval'],
  ['x<3', 'x<3', undefined, 'correct', 'same-interval'],
];

const text: Row[] = [
  ['הנדסית', 'הנדסית', 'text', 'correct', 'same-text'],
  ['הנדסית', 'הַנְּדָסִית', 'text', 'correct', 'same-text'],
  ['הנדסית', ' הנדסית. ', 'text', 'correct', 'same-text'],
  ['הנדסית', 'חשבונית', 'text', 'incorrect', 'different-text'],
  ['דוחים את H0', 'דוחים את H_0', 'text', 'correct', 'same-text'],
  ['דוחים את H0', 'דוחים את $H_0$', 'text', 'correct', 'same-text'],
  ['לא דוחים את H0', 'דוחים את H0', 'text', 'incorrect', 'different-text'],
  ['התפלגות t', 'התפלגות T', 'text', 'correct', 'same-text'],
  ['x>6', '6<x', 'text', 'correct', 'same-interval'],
  ['x>6', 'x>5', 'text', 'incorrect', 'different-interval'],
  ['6', '6.0', 'text', 'correct', 'equal-value'],
  ['2', '2', 'text', 'correct', 'equal-value'],
  ['לא דוחים את H0', 'לא דוחים את $H_{0}$', 'text', 'correct', 'same-text'],
  ['(2,-5)', '(2,-5)', 'text', 'correct', 'same-point'],
  ['(2,-5)', '(2, -5)', 'text', 'correct', 'same-point'],
  ['1<x<5', '(1,5)', 'text', 'correct', 'same-interval'],
  ['(2,-5)', '(2,5)', 'text', 'incorrect', 'different-point'],
  ['F(x)=2x^3+3', '2x^3+3', 'text', 'correct', 'equivalent'],
  ['F(x)=2x^3+3', 'F(x) = 3 + 2x³', 'text', 'correct', 'equivalent'],
  ['F(x)=2x^3+3', '2x^3+5', 'text', 'incorrect', 'different-expression'],
  ['a_n=5n-3', '5n-3', 'text', 'correct', 'equivalent'],
  ['a_n=5n-3', 'a_n = 5n − 3', 'text', 'correct', 'equivalent'],
  ['a_n=5n-3', '2+5(n-1)', 'text', 'correct', 'equivalent'],
  ['x<3', 'x<3', 'text', 'correct', 'same-interval'],
];

const hostile: Row[] = [
  ['1', '', undefined, 'unparseable', 'empty'],
  ['1', '   ', undefined, 'unparseable', 'empty'],
  ['1', 'x'.repeat(20_000), undefined, 'unparseable', 'too-long'],
  ['x^2', '1+'.repeat(10_000), undefined, 'unparseable', 'too-long'],
  ['x^2', 'x^x^x^x^x^x', undefined, 'unparseable', 'too-complex'],
  ['1', '1e308^1e308', undefined, 'unparseable', 'not-finite'],
  ['1', '10^400', undefined, 'unparseable', 'not-finite'],
  ['1', '((1+2)', undefined, 'unparseable', 'unbalanced'],
  ['1', '(1+2))', undefined, 'unparseable', 'unbalanced'],
  ['1', '('.repeat(50) + '1' + ')'.repeat(50), undefined, 'unparseable', 'too-deep'],
  ['1', '\\frac{1}{2} שלום', undefined, 'unparseable', 'hebrew-in-math'],
  ['x^2', '\\frac{x}{2} ועוד', undefined, 'unparseable', 'hebrew-in-math'],
  ['x^2', '2x+', undefined, 'unparseable', 'syntax'],
  ['1', '1/', undefined, 'unparseable', 'syntax'],
  ['1', '*', undefined, 'unparseable', 'syntax'],
  ['1', 'hello', undefined, 'unparseable', 'unknown-word'],
  ['1', '\\foo{1}', undefined, 'unparseable', 'unknown-word'],
  ['1', '1 @ 2', undefined, 'unparseable', 'bad-character'],
  ['1', '999999999999999999999999999', undefined, 'unparseable', 'too-complex'],
  ['1', '1/0', undefined, 'unparseable', 'not-finite'],
  ['1', '171!', undefined, 'unparseable', 'not-finite'],
  ['1', '1000000!', undefined, 'unparseable', 'not-finite'],
  ['1', 'sqrt(-1)', undefined, 'unparseable', 'not-finite'],
  ['x', '1/0', 'expression', 'unparseable', 'not-finite'],
  ['x^2', '[1,2]', undefined, 'unparseable', 'syntax'],
  ['x^2', 'x ~ 2', undefined, 'unparseable', 'bad-character'],
  ['x^2', 'x = = 2', undefined, 'unparseable', 'syntax'],
  ['x^2', 'ln(-x^2-1)', undefined, 'unparseable', 'undecidable'],
  ['1+', '1', 'numeric', 'unparseable', 'expected-unreadable'],
];

describe('given an expected answer and what a student typed', () => {
  it.each([...numbers, ...expressions, ...equations, ...sets, ...points, ...intervals, ...text, ...hostile])(
    'should judge %j against %j (kind %s) as %s (%s)',
    (expected, student, kind, verdict, code) => {
      // Arrange
      const spec = kind ? { expected, kind } : { expected };

      // Act
      const result = checkAnswer(spec, student);

      // Assert
      expect(result.verdict).toBe(verdict);
      expect(result.reason.code).toBe(code);
    },
  );

  it('should quote the unreadable input in the reason, cut to one short line', () => {
    // Arrange
    const student = `2x+${' '.repeat(3)}\n${'1'.repeat(60)}+`;

    // Act
    const result = checkAnswer({ expected: 'x^2' }, student);

    // Assert
    expect(result.verdict).toBe('unparseable');
    expect(String(result.reason.params?.input)).toMatch(/^2x\+ 1+…$/);
    expect(String(result.reason.params?.input).length).toBe(40);
  });

  it('should count the missing solutions', () => {
    // Act
    const result = checkAnswer({ expected: '1, 2, 3' }, '1');

    // Assert
    expect(result.reason).toEqual({ code: 'missing-solutions', params: { missing: 2 } });
  });
});

describe('given an absolute tolerance from the problem', () => {
  it.each([
    [0.784, '0.78', 0.005, 'correct'],
    [0.784, '0.79', 0.005, 'incorrect'],
    [2.064, '2.06', 0.01, 'correct'],
    [2.064, '2.1', 0.01, 'incorrect'],
    [1067.1, '1067', 0.5, 'correct'],
  ] as const)('should judge %s against %j within %s as %s', (expected, student, tolerance, verdict) => {
    // Act
    const result = checkAnswer({ expected, tolerance }, student);

    // Assert
    expect(result.verdict).toBe(verdict);
  });
});

describe('given a question that asks for rounding', () => {
  it.each([
    ['בנו רווח סמך. עגלו לשלוש ספרות אחרי הנקודה.', 0.0005],
    ['חשבו את הזווית. עגלו לעשירית מעלה.', 0.05],
    ['עגלו למאית הקרובה.', 0.005],
    ['תנו תשובה בדיוק של 2 ספרות אחרי הנקודה העשרונית.', 0.005],
    ['Round to two decimal places.', 0.005],
    ['Give the answer to the nearest integer.', 0.5],
    ['מהו $x$?', undefined],
  ])('should read %j as tolerance %s', (question, tolerance) => {
    // Act
    const result = toleranceFromText(question);

    // Assert
    if (tolerance === undefined) expect(result).toBeUndefined();
    else expect(result).toBeCloseTo(tolerance, 12);
  });
});

const options = ['$x=1$ או $x=6$', '$x=-2$ או $x=-3$', '$x=2$ או $x=3$', '$x=-1$ או $x=6$'];

describe('given a multiple-choice question whose third option is right', () => {
  it.each([
    ['ג', 'correct'],
    ["ג'", 'correct'],
    ['(ג)', 'correct'],
    ['ג.', 'correct'],
    ['c', 'correct'],
    ['C)', 'correct'],
    ['3', 'correct'],
    ['x=3 או x=2', 'correct'],
    ['$x=2$ או $x=3$', 'correct'],
    ['א', 'incorrect'],
    ['b', 'incorrect'],
    ['1', 'incorrect'],
    ['x=1, x=6', 'incorrect'],
    ['ה', 'unparseable'],
    ['7', 'unparseable'],
    ['לא יודע', 'unparseable'],
  ])('should judge %j as %s', (student, verdict) => {
    // Act
    const result = checkAnswer({ kind: 'choice', expected: 2, options }, student);

    // Assert
    expect(result.verdict).toBe(verdict);
  });

  it('should take a number from the window as the 0-based index of the clicked option', () => {
    // Act
    const right = checkAnswer({ kind: 'choice', expected: 2, options }, 2);
    const wrong = checkAnswer({ kind: 'choice', expected: 2, options }, 0);

    // Assert
    expect(right.verdict).toBe('correct');
    expect(wrong.reason).toEqual({ code: 'wrong-option', params: { option: 0 } });
  });

  it('should prefer an option whose value is the typed number over the option at that position', () => {
    // Arrange
    const numeric = ['$3$', '$-2$', '$2$', '$-3$'];

    // Act
    const result = checkAnswer({ kind: 'choice', expected: 2, options: numeric }, '2');

    // Assert
    expect(result.verdict).toBe('correct');
  });
});

describe('given the expected answer alone', () => {
  it.each([
    ['4', 'numeric'],
    ['\\frac{1}{2}', 'numeric'],
    ['x^2+1', 'expression'],
    ['y=3x-2', 'equation'],
    ['x=4', 'set'],
    ['x=2 או x=3', 'set'],
    ['{1,2}', 'set'],
    ['x>6', 'interval'],
    ['[2,5)', 'interval'],
    ['(2,-5)', 'point'],
    ['הנדסית', 'text'],
  ])('should infer that %j is %s', (expected, kind) => {
    // Act
    const result = inferKind(expected);

    // Assert
    expect(result).toBe(kind);
  });
});

describe('given course-file questions', () => {
  it('should check each practice type the way its file says', () => {
    // Arrange
    const base = {
      id: 'p',
      question: 'שאלה',
      hints: ['רמז', 'רמז נוסף'],
      explanation: 'הסבר',
      lesson: 'lesson-1',
    };

    // Act
    const choice = checkPracticeAnswer({ ...base, type: 'multiple-choice', options, correctAnswer: 2 }, 'ג');
    const numeric = checkPracticeAnswer(
      {
        ...base,
        type: 'numeric',
        correctAnswer: 0.875,
        check: { kind: 'numeric' as const, expr: '1 - 0.5^3' },
      },
      '7/8',
    );
    const text = checkPracticeAnswer(
      { ...base, type: 'text', answerKind: 'interval', correctAnswer: 'x>6' },
      '6<x',
    );
    const open = checkPracticeAnswer({ ...base, type: 'open-ended', correctAnswer: 'הסבר' }, 'משהו');

    // Assert
    expect([choice?.verdict, numeric?.verdict, text?.verdict, open]).toEqual([
      'correct',
      'correct',
      'correct',
      null,
    ]);
  });

  it.each([
    ['דוחים את H₀', 'correct'],
    ['reject H0', 'correct'],
    ['לדחות את השערת האפס', 'correct'],
    ['לא דוחים את H0', 'incorrect'],
  ])('should accept the other forms a text problem lists: %s', (student, verdict) => {
    // Arrange
    const problem = {
      id: 'p',
      type: 'text' as const,
      answerKind: 'decision' as const,
      question: 'מה ההחלטה?',
      hints: ['רמז', 'רמז נוסף'],
      explanation: 'הסבר',
      lesson: 'lesson-1',
      correctAnswer: 'דוחים את H0',
      accept: ['reject H0', 'לדחות את השערת האפס'],
    };

    // Act
    const result = checkPracticeAnswer(problem, student);

    // Assert
    expect(result?.verdict).toBe(verdict);
  });

  it('should use the rounding a numeric question asks for', () => {
    // Arrange
    const problem = {
      id: 'p',
      type: 'numeric' as const,
      question: 'חשבו. עגלו לשלוש ספרות אחרי הנקודה.',
      hints: ['רמז', 'רמז נוסף'],
      explanation: 'הסבר',
      lesson: 'lesson-1',
      correctAnswer: 0.54772,
      check: { kind: 'numeric' as const, expr: 'sqrt(0.3)' },
    };

    // Act
    const result = checkPracticeAnswer(problem, '0.548');

    // Assert
    expect(result?.verdict).toBe('correct');
  });

  it('should check a timed-test answer by option', () => {
    // Arrange
    const question = {
      id: 'q',
      question: 'שאלה',
      options: ['$4$', '$7$', '$-4$', '$5.5$'],
      correctAnswer: 0,
      explanation: 'הסבר',
      lesson: 'lesson-1',
    };

    // Act
    const result = checkTestAnswer(question, 'א');

    // Assert
    expect(result.verdict).toBe('correct');
  });

  it('should check the final value of a guided answer against the key value', () => {
    // Arrange
    const question = {
      id: 'q1',
      question: "גזרו את $f(x)=x^3$ וחשבו $f'(2)$.",
      expected_answer: 'ההסבר',
      hints: ['רמז'],
      check: { kind: 'numeric' as const, expr: '3 * 2^2' },
      lesson: 'lesson-8',
    };

    // Act
    const right = checkGuidedAnswer(question, 12, "הנגזרת היא $f'(x)=3x^2$ ולכן $f'(2)=12$");
    const wrong = checkGuidedAnswer(question, 12, 'יצא לי 6');

    // Assert
    expect(right?.verdict).toBe('correct');
    expect(wrong?.verdict).toBe('incorrect');
  });

  it.each([
    ["ולכן $f'(2)=12$", '12'],
    ['התשובה היא 0.875', '0.875'],
    ['בלי מספרים', null],
  ])('should find the final value of %j', (text, value) => {
    // Act
    const result = finalValue(text);

    // Assert
    expect(result).toBe(value);
  });
});
