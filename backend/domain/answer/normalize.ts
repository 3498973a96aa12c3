/**
 * From what a student types (Unicode math signs, LaTeX, Hebrew connectors, decimal commas) to the plain
 * ASCII syntax the parser reads. Pure string work with no recursion deeper than the bracket limit.
 */

const MARKS = /[\u0591-\u05C7\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g; // niqqud, cantillation, bidi controls
const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const FINAL_LETTERS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** Niqqud, cantillation and bidi controls removed, maqaf made a hyphen, spaces collapsed. */
export function stripMarks(text: string): string {
  return text
    .replace(/\u05BE/g, '-') // maqaf, before MARKS removes it (it sits inside the niqqud range)
    .replace(MARKS, '')
    .replace(/[\u00A0\u2000-\u200B\u202F\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Hebrew letters with final forms folded (ם → מ), for word comparison. */
export function foldFinalLetters(text: string): string {
  return text.replace(/[ךםןףץ]/g, (letter) => FINAL_LETTERS[letter] ?? letter);
}

export function hasHebrew(text: string): boolean {
  return HEBREW_LETTER.test(text);
}

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const SUBSCRIPTS: Readonly<Record<string, string>> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
};
const SYMBOLS: ReadonlyArray<[RegExp, string]> = [
  [/[−–—‐‑]/g, '-'],
  [/[×·⋅∙•✕]/g, '*'],
  [/[÷∕]/g, '/'],
  [/∓/g, '-+'],
  [/√/g, 'sqrt'],
  [/∛/g, 'cbrt'],
  [/π/g, 'pi'],
  [/∞/g, 'inf'],
  [/[≤⩽]/g, '<='],
  [/[≥⩾]/g, '>='],
  [/≠/g, '!='],
  [/≈/g, '='],
  [/∪/g, ' U '],
  [/∈/g, ' in '],
  [/∅/g, '{}'],
  [/∨/g, ' or '],
  [/½/g, '(1/2)'],
  [/⅓/g, '(1/3)'],
  [/⅔/g, '(2/3)'],
  [/¼/g, '(1/4)'],
  [/¾/g, '(3/4)'],
  [/[′’ʹ‘`´]/g, "'"],
  [/[，、]/g, ','],
  [/；/g, ';'],
  [/[［]/g, '['],
  [/[］]/g, ']'],
];

/** Unicode math signs spelled the parser's way: `2×3` → `2*3`, `x²` → `x^(2)`, `√2` → `sqrt2`. */
export function unicodeToPlain(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SYMBOLS) out = out.replace(pattern, replacement);
  out = out.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c] ?? '').join('')})`);
  // `log₂8`: the subscript is the base, kept apart from the argument.
  out = out.replace(
    /log\s*([₀-₉]+)/g,
    (_match, run: string) => `log_(${[...run].map((c) => SUBSCRIPTS[c] ?? '').join('')})`,
  );
  out = out.replace(/[₀-₉]+/g, (run) => `_${[...run].map((c) => SUBSCRIPTS[c] ?? '').join('')}`);
  return out;
}

const LATEX_WORDS: Readonly<Record<string, string>> = {
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  pm: '±',
  mp: '-+',
  pi: 'pi',
  infty: 'inf',
  infin: 'inf',
  le: '<=',
  leq: '<=',
  leqslant: '<=',
  ge: '>=',
  geq: '>=',
  geqslant: '>=',
  lt: '<',
  gt: '>',
  ne: '!=',
  neq: '!=',
  approx: '=',
  cup: ' U ',
  lor: ' or ',
  vee: ' or ',
  land: ' and ',
  wedge: ' and ',
  in: ' in ',
  emptyset: '{}',
  varnothing: '{}',
  circ: '°',
  degree: '°',
  displaystyle: '',
  left: '',
  right: '',
  big: '',
  Big: '',
  bigg: '',
  Bigg: '',
  quad: ' ',
  qquad: ' ',
  '%': '%',
  '{': '{',
  '}': '}',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  ' ': ' ',
  '|': '|',
  vert: '|',
  lvert: '|',
  rvert: '|',
  mid: '|',
  lbrace: '{',
  rbrace: '}',
  lbrack: '[',
  rbrack: ']',
  langle: '(',
  rangle: ')',
  to: ' ',
  Rightarrow: ' ',
  implies: ' ',
  therefore: ' ',
};
const LATEX_FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'arcsin',
  'arccos',
  'arctan',
  'ln',
  'log',
  'exp',
  'sqrt',
]);
const TEXT_COMMANDS = new Set(['text', 'mathrm', 'textrm', 'mathit', 'operatorname', 'mathbf', 'boldsymbol']);

/** Reads a `{…}` group (or one character) at `start`; returns its inside and the index after it. */
function readGroup(text: string, start: number): { inside: string; end: number } {
  let index = start;
  while (text[index] === ' ') index += 1;
  if (text[index] !== '{') {
    const char = text[index] ?? '';
    if (char === '\\') {
      const match = /^\\([a-zA-Z]+|.)/.exec(text.slice(index));
      const command = match?.[0] ?? '\\';
      return { inside: command, end: index + command.length };
    }
    return { inside: char, end: index + 1 };
  }
  let depth = 0;
  for (let i = index; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) return { inside: text.slice(index + 1, i), end: i + 1 };
  }
  return { inside: text.slice(index + 1), end: text.length };
}

/** LaTeX as a student or an answer key writes it, in plain syntax: `\frac{1}{2}` → `((1)/(2))`. */
export function latexToPlain(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if ((char === '^' || char === '_') && /^\s*\{/.test(text.slice(index + 1))) {
      const group = readGroup(text, index + 1);
      const inside = latexToPlain(group.inside);
      out += char === '^' ? `^(${inside})` : `_${inside.replace(/[^0-9a-zA-Z]/g, '')}`;
      index = group.end;
      continue;
    }
    if (char !== '\\') {
      out += char;
      index += 1;
      continue;
    }
    const match = /^\\([a-zA-Z]+|.)/.exec(text.slice(index));
    const name = match?.[1] ?? '';
    index += (match?.[0] ?? '\\').length;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const top = readGroup(text, index);
      const bottom = readGroup(text, top.end);
      out += `((${latexToPlain(top.inside)})/(${latexToPlain(bottom.inside)}))`;
      index = bottom.end;
    } else if (name === 'sqrt') {
      let degree: string | null = null;
      if (text[index] === '[') {
        const close = text.indexOf(']', index);
        if (close > index) {
          degree = latexToPlain(text.slice(index + 1, close));
          index = close + 1;
        }
      }
      const radicand = readGroup(text, index);
      const inside = latexToPlain(radicand.inside);
      out += degree === null ? `sqrt(${inside})` : `((${inside})^(1/(${degree})))`;
      index = radicand.end;
    } else if (TEXT_COMMANDS.has(name)) {
      const group = readGroup(text, index);
      out += ` ${group.inside} `;
      index = group.end;
    } else if (LATEX_FUNCTIONS.has(name)) {
      out += ` ${name.replace(/^arc/, 'a')} `;
    } else if (name in LATEX_WORDS) {
      out += LATEX_WORDS[name];
    } else {
      // An unknown command stays visible so the parser refuses it by name.
      out += `\\${name}`;
    }
  }
  return out;
}

/**
 * Decimal commas in a single value: `0,5` → `0.5`, `1,000` → `1000` (a comma before exactly three digits
 * after a non-zero group is a thousands separator). Only for answers that are one value, never for lists.
 */
export function decimalCommas(text: string): string {
  return text
    .replace(
      /(^|[^\d.])([1-9]\d{0,2}(?:,\d{3})+)(?![\d,])/g,
      (_match, before: string, number: string) => `${before}${number.replace(/,/g, '')}`,
    )
    .replace(/(\d),(\d)/g, '$1.$2');
}

/** The whole pipeline up to (not including) kind-specific splitting: marks, LaTeX, Unicode, case. */
export function normalizeAnswer(text: string): string {
  const plain = unicodeToPlain(
    latexToPlain(
      stripMarks(text)
        .replace(/\$+/g, ' ')
        .replace(/\\[()[\]]/g, ' '),
    ),
  );
  return (
    plain
      .replace(/\|([^|]+)\|/g, 'abs($1)')
      .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
      .replace(/\s+/g, ' ')
      .trim()
      // a sentence's full stop after the answer ("x>6."), never a decimal point or an ellipsis
      .replace(/(?<!\.)\.$/, '')
      .trim()
  );
}
