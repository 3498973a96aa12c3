/** Hard limits that keep hostile answers cheap: checked before and after parsing, never by timing. */

/** Longest answer read at all (characters, before normalisation). */
export const MAX_INPUT_LENGTH = 400;
/** Deepest bracket nesting accepted. */
export const MAX_NESTING = 12;
/** Most nodes in one parsed expression. */
export const MAX_NODES = 120;
/** Deepest chain of powers (`a^b^c^d` has depth 3). */
export const MAX_POWER_DEPTH = 2;
/** Longest run of digits in one number literal. */
export const MAX_DIGITS = 20;
/** Most values in one solution set or union of intervals. */
export const MAX_ITEMS = 12;
/** Node evaluations one check may spend (points × nodes, over every comparison it makes). */
export const MAX_WORK = 40_000;
/** Largest factorial argument evaluated. */
export const MAX_FACTORIAL = 170;
/** Characters of the student's input quoted back in a reason. */
export const QUOTE_LENGTH = 40;
/** Largest log size (ln|value|) compared: beyond it a double cannot tell e^L from e^(L+1e-6). */
export const MAX_LOG_SIZE = 1e9;
/** Largest factorial argument of an expression compared by its values (a variable's n!, via Γ). */
export const MAX_FACTORIAL_WIDE = 1e7;
/** Node evaluations one equation comparison may spend finding roots (its own budget, besides MAX_WORK). */
export const MAX_SOLVE_WORK = 200_000;
/** Variables whose lines are searched for roots when two equations are compared by solution set. */
export const MAX_SOLVE_VARIABLES = 3;
