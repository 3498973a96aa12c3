import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../ui/src/calculator/evaluate';
import { runKeys, type CalculatorKey } from '../../ui/src/calculator/keys';
import { checkExpression, normalizeExpression } from '../../ui/src/calculator/limits';

function shown(expression: string): string {
  const state = runKeys([{ type: 'type', value: expression }, { type: 'equals' }], evaluateExpression);
  return state.error ? 'Error' : state.display;
}

const typeIn = (text: string): CalculatorKey => ({ type: 'type', value: text });
const key = (text: string): CalculatorKey => ({ type: 'insert', text });
const equals: CalculatorKey = { type: 'equals' };

describe('given an expression typed into the calculator', () => {
  it.each([
    // trigonometry in degrees
    ['sin(30)', '0.5'],
    ['cos(60)', '0.5'],
    ['tan(45)', '1'],
    ['sin(90)', '1'],
    ['cos(90)', '0'],
    ['sin(180)', '0'],
    ['sin(-30)', '-0.5'],
    ['asin(0.5)', '30'],
    ['acos(0)', '90'],
    ['atan(1)', '45'],
    ['tan(90)', 'Error'],
    ['sin(30)^2 + cos(30)^2', '1'],
    // precedence and grouping
    ['2+3*4', '14'],
    ['(2+3)*4', '20'],
    ['2^3^2', '512'],
    ['-2^2', '-4'],
    ['10-4-3', '3'],
    ['8/4/2', '1'],
    ['2(3+4)', '14'],
    ['0.1+0.2', '0.3'],
    ['1/3', '0.333333333333'],
    ['7×6', '42'],
    ['9÷3', '3'],
    ['5−8', '-3'],
    // roots, powers, logs, constants
    ['√(16)', '4'],
    ['sqrt(2)^2', '2'],
    ['∛(27)', '3'],
    ['3²', '9'],
    ['log(1000)', '3'],
    ['ln(e)', '1'],
    ['π', '3.14159265359'],
    ['2π', '6.28318530718'],
    ['5!', '120'],
    ['0!', '1'],
    ['1e3+1', '1001'],
    ['SIN(30)', '0.5'],
    // errors
    ['1/0', 'Error'],
    ['0/0', 'Error'],
    ['sqrt(-1)', 'Error'],
    ['log(0)', 'Error'],
    ['ln(-1)', 'Error'],
    ['2+', 'Error'],
    ['(1+2', 'Error'],
    ['1+2)', 'Error'],
    ['', 'Error'],
    ['foo(3)', 'Error'],
    ['x=5', 'Error'],
    ['[1,2]', 'Error'],
    ['"text"', 'Error'],
    ['1:1000000000', 'Error'],
    // hostile input
    ['9^9^9^9', 'Error'],
    ['10^400', 'Error'],
    ['1e999', 'Error'],
    ['171!', 'Error'],
    ['99999999!', 'Error'],
    ['3!!!!', 'Error'],
    ['('.repeat(500) + '1' + ')'.repeat(500), 'Error'],
    ['1+'.repeat(300) + '1', 'Error'],
    ['9'.repeat(40), 'Error'],
  ])('should show %s as %s', (expression, expected) => {
    // Arrange/Act
    const result = shown(expression);
    // Assert
    expect(result).toBe(expected);
  });
});

describe('given a sequence of key presses', () => {
  it.each<[string, CalculatorKey[], string, number]>([
    ['M+ stores the evaluated expression', [typeIn('2+3'), { type: 'memory-add' }], '5', 5],
    [
      'M+ twice accumulates',
      [typeIn('4'), { type: 'memory-add' }, typeIn('6'), { type: 'memory-add' }],
      '6',
      10,
    ],
    [
      'M- subtracts from memory',
      [typeIn('10'), { type: 'memory-add' }, typeIn('3'), { type: 'memory-subtract' }],
      '3',
      7,
    ],
    [
      'MR inserts memory into a new expression',
      [typeIn('12'), { type: 'memory-add' }, { type: 'clear' }, { type: 'memory-recall' }, key('×2'), equals],
      '24',
      12,
    ],
    [
      'MC clears memory',
      [typeIn('9'), { type: 'memory-add' }, { type: 'memory-clear' }, { type: 'memory-recall' }, equals],
      '0',
      0,
    ],
    ['M+ after equals adds the answer', [typeIn('6*7'), equals, { type: 'memory-add' }], '42', 42],
    [
      'ANS reuses the previous answer',
      [typeIn('6*7'), equals, { type: 'clear' }, key('ANS'), key('+1'), equals],
      '43',
      0,
    ],
    [
      'an operator after a result continues from ANS',
      [typeIn('2+3'), equals, key('×'), key('4'), equals],
      '20',
      0,
    ],
    ['a digit after a result starts afresh', [typeIn('2+3'), equals, key('7'), equals], '7', 0],
    [
      'typing an operator after a result continues from ANS',
      [typeIn('2+3'), equals, typeIn('2+3*2'), equals],
      '10',
      0,
    ],
    [
      'backspace removes the last character',
      [key('1'), key('2'), key('3'), { type: 'backspace' }, equals],
      '12',
      0,
    ],
    ['clear empties the expression', [key('1'), key('2'), { type: 'clear' }, key('5'), equals], '5', 0],
    [
      'keypad keys build a scientific expression',
      [key('√('), key('8'), key('1'), key(')'), key('+'), key('π'), key('−'), key('π'), equals],
      '9',
      0,
    ],
  ])('should handle: %s', (_name, keys, display, memory) => {
    // Arrange/Act
    const state = runKeys(keys, evaluateExpression);
    // Assert
    expect(state.error).toBe(false);
    expect(state.display).toBe(display);
    expect(state.memory).toBe(memory);
  });

  it('should flag an error and keep memory when M+ fails', () => {
    // Arrange
    const keys: CalculatorKey[] = [
      typeIn('5'),
      { type: 'memory-add' },
      typeIn('1/0'),
      { type: 'memory-add' },
    ];
    // Act
    const state = runKeys(keys, evaluateExpression);
    // Assert
    expect(state.error).toBe(true);
    expect(state.memory).toBe(5);
  });
});

describe('given the input limits', () => {
  it.each([
    ['2×3÷4−1', '2*3/4-1'],
    ['√(π)', 'sqrt(pi)'],
    ['ANS+1', 'ans+1'],
  ])('should normalise %s to %s', (input, expected) => {
    expect(normalizeExpression(input)).toBe(expected);
  });

  it.each([
    ['1+1', null],
    ['alert(1)', 'unknown-word'],
    ['1;2', 'bad-character'],
    ['(((((((((((((((((((((1)))))))))))))))))))))', 'too-deep'],
  ])('should check %s as %s', (input, expected) => {
    expect(checkExpression(normalizeExpression(input))).toBe(expected);
  });
});
