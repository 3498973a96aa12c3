/**
 * A helper formula renders as LaTeX only when it contains a backslash, caret, underscore or brace;
 * otherwise it is plain text (docs/requirements.md#learning-space-validation).
 */
export function isLatexFormula(formula: string): boolean {
  return /[\\^_{}]/.test(formula);
}
