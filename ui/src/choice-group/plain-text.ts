import { splitMath } from '../math/tex';

const symbols: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  theta: 'θ',
  mu: 'μ',
  sigma: 'σ',
  lambda: 'λ',
  Delta: 'Δ',
  to: '→',
  Rightarrow: '⇒',
  degree: '°',
};

/** A formula as readable plain text: fractions as a/b, roots as √, common symbols as characters. */
export function texToPlainText(tex: string): string {
  let text = tex;
  // Innermost first, so nested fractions and roots unwind.
  for (let guard = 0; guard < 20; guard += 1) {
    const next = text
      .replace(
        /\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g,
        (_, a: string, b: string) => `${wrap(a)}/${wrap(b)}`,
      )
      .replace(/\\sqrt\s*\[([^\]]*)\]\s*\{([^{}]*)\}/g, (_, n: string, x: string) => `${n}√${wrap(x)}`)
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_, x: string) => `√${wrap(x)}`)
      .replace(/\\(?:text|mathrm|mathbf|operatorname)\s*\{([^{}]*)\}/g, '$1');
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\\(left|right|,|;|!|quad|qquad)/g, ' ')
    .replace(/\\([A-Za-z]+)/g, (whole, name: string) => symbols[name] ?? name)
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function wrap(part: string): string {
  const trimmed = part.trim();
  return /^(\d+(\.\d+)?|[A-Za-z])$/.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** Text with `$…$` math as plain text, for accessible names (the typeset formula has none a label can use). */
export function mathToPlainText(text: string): string {
  return splitMath(text)
    .map((segment) => (segment.kind === 'math' ? texToPlainText(segment.value) : segment.value))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
