/**
 * The calculator's state machine: editing, memory (MC, MR, M+, M-), ANS and results. Pure and free
 * of mathjs; evaluation happens elsewhere and comes back as a `result` action.
 */
import type { Evaluation } from './evaluate';

/** A key press or an edit of the expression field. */
export type CalculatorKey =
  | { type: 'insert'; text: string }
  | { type: 'type'; value: string }
  | { type: 'clear' }
  | { type: 'backspace' }
  | { type: 'equals' }
  | { type: 'memory-clear' }
  | { type: 'memory-recall' }
  | { type: 'memory-add' }
  | { type: 'memory-subtract' };

/** What an evaluation was for. */
export type EvaluationIntent = 'equals' | 'memory-add' | 'memory-subtract';

/** Everything the reducer understands. */
export type CalculatorAction =
  CalculatorKey | { type: 'result'; intent: EvaluationIntent; outcome: Evaluation };

/** The calculator's state. */
export interface CalculatorState {
  /** what is being typed */
  expression: string;
  /** the last result as shown, '' before the first */
  display: string;
  /** true when the last evaluation failed; the UI shows 'Error' */
  error: boolean;
  /** the previous answer (ANS) */
  ans: number;
  /** the memory register */
  memory: number;
  /** true right after a result: an operator continues from ANS, anything else starts afresh */
  fresh: boolean;
}

/** The state of a calculator that was just opened. */
export const initialCalculatorState: CalculatorState = {
  expression: '',
  display: '',
  error: false,
  ans: 0,
  memory: 0,
  fresh: false,
};

const continuesFromAnswer = /^[+\-*/^!×÷−²³]/;

/** Formats a number for the display and for re-insertion into an expression. */
export function formatNumber(value: number): string {
  const rounded = Number.parseFloat(value.toPrecision(12));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function insert(state: CalculatorState, text: string): CalculatorState {
  if (state.fresh) {
    const expression = continuesFromAnswer.test(text) ? `ans${text}` : text;
    return { ...state, expression, fresh: false, error: false };
  }
  return { ...state, expression: state.expression + text, error: false };
}

/** Which evaluation a key asks for, if any. */
export function intentOf(action: CalculatorAction): EvaluationIntent | null {
  if (action.type === 'equals' || action.type === 'memory-add' || action.type === 'memory-subtract') {
    return action.type;
  }
  return null;
}

/** The expression an evaluation for this intent should run: M± without input use the last answer. */
export function expressionFor(state: CalculatorState, intent: EvaluationIntent): string {
  if (intent !== 'equals' && (state.fresh || state.expression.trim() === '')) return 'ans';
  return state.expression;
}

/** The calculator's reducer. */
export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'insert':
      return insert(state, action.text);
    case 'type': {
      // Typing right after a result behaves like the keypad: "+2" continues from ANS.
      if (state.fresh && action.value.startsWith(state.expression)) {
        const typed = action.value.slice(state.expression.length);
        if (typed !== '') return insert(state, typed);
      }
      return { ...state, expression: action.value, fresh: false, error: false };
    }
    case 'clear':
      return { ...state, expression: '', display: '', error: false, fresh: false };
    case 'backspace':
      return { ...state, expression: state.expression.slice(0, -1), fresh: false, error: false };
    case 'memory-clear':
      return { ...state, memory: 0 };
    case 'memory-recall':
      return insert(state, formatNumber(state.memory));
    case 'equals':
    case 'memory-add':
    case 'memory-subtract':
      // The evaluation result arrives as a separate action.
      return state;
    case 'result': {
      if (!action.outcome.ok) return { ...state, display: '', error: true, fresh: false };
      const value = action.outcome.value;
      const display = formatNumber(value);
      if (action.intent === 'equals') return { ...state, display, error: false, ans: value, fresh: true };
      const memory = state.memory + (action.intent === 'memory-add' ? value : -value);
      return { ...state, memory, display, error: false, ans: value, fresh: true };
    }
  }
}

/** Runs keys through the reducer with a synchronous evaluator (tests and the main-thread fallback). */
export function runKeys(
  keys: readonly CalculatorKey[],
  evaluate: (expression: string, ans: number) => Evaluation,
  start: CalculatorState = initialCalculatorState,
): CalculatorState {
  let state = start;
  for (const key of keys) {
    state = calculatorReducer(state, key);
    const intent = intentOf(key);
    if (intent) {
      const outcome = evaluate(expressionFor(state, intent), state.ans);
      state = calculatorReducer(state, { type: 'result', intent, outcome });
    }
  }
  return state;
}
