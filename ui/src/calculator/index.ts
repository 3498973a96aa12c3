export { Calculator } from './calculator';
export type { CalculatorMode, CalculatorProps } from './calculator';
export {
  calculatorReducer,
  expressionFor,
  formatNumber,
  initialCalculatorState,
  intentOf,
  runKeys,
} from './keys';
export type { CalculatorAction, CalculatorKey, CalculatorState, EvaluationIntent } from './keys';
export { EVALUATION_TIMEOUT_MS } from './engine';
export { MAX_EXPRESSION_LENGTH, MAX_NESTING, checkExpression, normalizeExpression } from './limits';
