/** Whether a message holds mathematics: a formula (plain, calculator or LaTeX), data, or a distribution. */

const patterns: readonly RegExp[] = [
  // an operator between operands: 2x+3, x^2, n-1, 3/4, a=5, x<2 (a one-letter variable or a number each side)
  /(?:\d|(?<![a-z])[a-z](?![a-z])|[)\]|])\s*[-+*/^=<>≤≥−×÷·]\s*(?:\d|(?<![a-z])[a-z](?![a-z])|[([|√\\-])/iu,
  // LaTeX and functions applied: \frac, sqrt(…), sin(2x), log_2, ln x
  /\\(?:frac|dfrac|sqrt|int|sum|lim|sin|cos|tan|log|ln|cdot|le|ge|pi|bar|sigma|mu)\b/u,
  /\b(?:sin|cos|tan|cot|log|ln|sqrt|exp|abs|lim)\s*(?:_\s*\{?\d|\(|\s[a-z\d])/iu,
  // symbols that only mathematics uses
  /[√∫∑∏π²³≤≥±∞÷×≠⋅μσχ]|\u0304/u,
  // f(x), P(X=3), B(10,0.3), N(50,4)
  /\b[a-zA-Z]\s*\(\s*[a-zA-Z\d.]+(?:\s*[,=<>≤≥]\s*[a-zA-Z\d.]+)*\s*\)/u,
  // data: three numbers in a row
  /-?\d+(?:\.\d+)?(?:\s*[,;]\s*|\s+)-?\d+(?:\.\d+)?(?:\s*[,;]\s*|\s+)-?\d+(?:\.\d+)?/u,
];

/** Up to this many characters from each end are searched: a formula is near the request. */
const WINDOW = 4_000;

export function hasMath(text: string): boolean {
  const window = text.length > 2 * WINDOW ? `${text.slice(0, WINDOW)}\n${text.slice(-WINDOW)}` : text;
  return patterns.some((pattern) => pattern.test(window));
}

/** How many numbers the text names (digits). */
export function numberCount(text: string): number {
  return (text.slice(0, 2 * WINDOW).match(/\d+(?:[.,]\d+)?/g) ?? []).length;
}
