/**
 * What a reply sounds like: markdown marks dropped, niqqud and emoji removed, and every formula
 * turned into words of the reply's language (`\frac{a}{b}` → "a חלקי b"). The words come from
 * content/speech/<language>.json, so a teacher or translator changes them without code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const Templates = z.object({
  frac: z.string(),
  sqrt: z.string(),
  root: z.string(),
  power: z.string(),
  squared: z.string(),
  cubed: z.string(),
  subscript: z.string(),
  abs: z.string(),
  bounds: z.string(),
  lower: z.string(),
  vector: z.string(),
  bar: z.string(),
  hat: z.string(),
  degrees: z.string(),
  percent: z.string(),
});

/** One language's spoken math (content/speech/<language>.json). */
export const SpeechWords = z.object({
  /** the eSpeak NG voice */
  voice: z.string().min(1),
  templates: Templates,
  symbols: z.record(z.string(), z.string()),
  functions: z.record(z.string(), z.string()),
  greek: z.record(z.string(), z.string()),
  /** how a Latin variable letter is said (empty: as it is) */
  letters: z.record(z.string(), z.string()),
  /** a leading minus: "-3" */
  negative: z.string(),
  /** what the voice routes answer when they cannot (the envelope's `details.messages`) */
  messages: z.object({
    transcription_unavailable: z.string(),
    transcription_busy: z.string(),
    transcription_failed: z.string(),
    no_audio: z.string(),
    not_audio: z.string(),
  }),
});
export type SpeechWords = z.infer<typeof SpeechWords>;

export type SpeechLanguage = 'he' | 'en';
export const speechLanguages: readonly SpeechLanguage[] = ['he', 'en'];

/** Reads and checks content/speech/{he,en}.json. */
export function loadSpeechWords(contentDir: string): Record<SpeechLanguage, SpeechWords> {
  const read = (language: SpeechLanguage): SpeechWords =>
    SpeechWords.parse(JSON.parse(readFileSync(path.join(contentDir, 'speech', `${language}.json`), 'utf8')));
  return { he: read('he'), en: read('en') };
}

const fill = (template: string, ...parts: string[]): string =>
  template.replace(/\{(\d)\}/g, (_, index: string) => parts[Number(index)] ?? '');

type Token =
  | { kind: 'command'; name: string }
  | { kind: 'open' | 'close' | 'sup' | 'sub' }
  | { kind: 'number' | 'letter' | 'symbol' | 'text'; text: string };

/** `\text{…}`-like commands whose argument is words, not math. */
const textCommands = new Set(['\\text', '\\textrm', '\\mbox', '\\textbf', '\\textit']);
/** Commands that only size or space things. */
const silentCommands = new Set([
  '\\left',
  '\\right',
  '\\big',
  '\\Big',
  '\\bigg',
  '\\Bigg',
  '\\bigl',
  '\\bigr',
  '\\Bigl',
  '\\Bigr',
  '\\,',
  '\\;',
  '\\:',
  '\\!',
  '\\ ',
  '\\quad',
  '\\qquad',
  '\\displaystyle',
  '\\limits',
]);
const bigOperators = new Set(['\\sum', '\\prod', '\\int', '\\lim']);

function tokenize(latex: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < latex.length) {
    const char = latex[at] as string;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '\\') {
      const name = /^\\(?:[A-Za-z]+|.)/.exec(latex.slice(at))?.[0] ?? '\\';
      at += name.length;
      if (textCommands.has(name)) {
        // Keep the words of \text{…} whole, braces balanced.
        const start = latex.indexOf('{', at);
        if (start !== -1 && latex.slice(at, start).trim() === '') {
          let depth = 0;
          let end = start;
          for (; end < latex.length; end += 1) {
            if (latex[end] === '{') depth += 1;
            if (latex[end] === '}') depth -= 1;
            if (depth === 0) break;
          }
          tokens.push({ kind: 'text', text: latex.slice(start + 1, end) });
          at = end + 1;
          continue;
        }
      }
      tokens.push({ kind: 'command', name });
    } else if (char === '{') {
      tokens.push({ kind: 'open' });
      at += 1;
    } else if (char === '}') {
      tokens.push({ kind: 'close' });
      at += 1;
    } else if (char === '^') {
      tokens.push({ kind: 'sup' });
      at += 1;
    } else if (char === '_') {
      tokens.push({ kind: 'sub' });
      at += 1;
    } else if (/[0-9]/.test(char)) {
      const number = /^\d+(?:\.\d+)?/.exec(latex.slice(at))?.[0] ?? char;
      tokens.push({ kind: 'number', text: number });
      at += number.length;
    } else if (/[A-Za-z]/.test(char)) {
      tokens.push({ kind: 'letter', text: char });
      at += 1;
    } else {
      tokens.push({ kind: 'symbol', text: char });
      at += 1;
    }
  }
  return tokens;
}

const join = (parts: string[]): string =>
  parts
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Turns one formula's LaTeX into words. */
export function latexToWords(latex: string, words: SpeechWords): string {
  const tokens = tokenize(latex);
  let at = 0;
  const { templates } = words;

  const peek = (): Token | undefined => tokens[at];

  /** A braced group, or the next single atom (`x^2`, `\frac12`). */
  function argument(): string {
    const token = tokens[at];
    if (!token) return '';
    if (token.kind === 'open') {
      at += 1;
      return sequence(true);
    }
    // An unbraced argument is one character: \frac12 is one half.
    if (token.kind === 'number' && token.text.length > 1) {
      tokens[at] = { kind: 'number', text: token.text.slice(1) };
      return token.text[0] as string;
    }
    at += 1;
    return atom(token) ?? '';
  }

  /** `\sqrt[n]{x}`: the optional index in square brackets. */
  function optionalIndex(): string | undefined {
    const token = peek();
    if (token?.kind !== 'symbol' || token.text !== '[') return undefined;
    at += 1;
    const parts: string[] = [];
    for (let next = peek(); next && !(next.kind === 'symbol' && next.text === ']'); next = peek()) {
      at += 1;
      parts.push(atom(next) ?? '');
    }
    at += 1;
    return join(parts);
  }

  /** Words of one token (and of the arguments it takes), or null for a silent one. */
  function atom(token: Token): string | null {
    switch (token.kind) {
      case 'open':
        return sequence(true);
      case 'close':
      case 'sup':
      case 'sub':
        return null;
      case 'number':
        return token.text;
      case 'letter':
        return words.letters[token.text] ?? words.letters[token.text.toLowerCase()] ?? token.text;
      case 'text':
        return token.text;
      case 'symbol':
        return words.symbols[token.text] ?? token.text;
      case 'command': {
        const name = token.name;
        if (name === '\\frac' || name === '\\dfrac' || name === '\\tfrac') {
          const top = argument();
          return fill(templates.frac, top, argument());
        }
        if (name === '\\sqrt') {
          const index = optionalIndex();
          const radicand = argument();
          return index ? fill(templates.root, radicand, index) : fill(templates.sqrt, radicand);
        }
        if (name === '\\vec') return fill(templates.vector, argument());
        if (name === '\\overline' || name === '\\bar') return fill(templates.bar, argument());
        if (name === '\\hat') return fill(templates.hat, argument());
        if (silentCommands.has(name)) return null;
        const known = words.functions[name] ?? words.greek[name] ?? words.symbols[name];
        if (known !== undefined) return known;
        // \mathbb{R}, \mathrm{cm}, \operatorname{Var}…: say the argument.
        return peek()?.kind === 'open' ? argument() : null;
      }
    }
  }

  /** A run of atoms until the closing brace (inside a group) or the end. */
  function sequence(inGroup: boolean): string {
    const parts: string[] = [];
    let previousIsOperand = false;
    for (let token = peek(); token; token = peek()) {
      if (token.kind === 'close') {
        at += 1;
        if (inGroup) break;
        continue;
      }
      at += 1;
      if (token.kind === 'sup' || token.kind === 'sub') {
        const base = parts.pop() ?? '';
        parts.push(postfix(base, token.kind));
        previousIsOperand = true;
        continue;
      }
      if (token.kind === 'symbol' && (token.text === '-' || token.text === '−') && !previousIsOperand) {
        parts.push(words.negative);
        continue;
      }
      if (token.kind === 'command' && bigOperators.has(token.name)) {
        parts.push(bigOperator(words.functions[token.name] ?? ''));
        previousIsOperand = false;
        continue;
      }
      const spoken = atom(token);
      if (spoken === null) continue;
      parts.push(spoken);
      previousIsOperand = token.kind !== 'symbol' || [')', ']', '!', "'", '|'].includes(token.text);
      if (token.kind === 'command' && words.symbols[token.name] !== undefined) {
        previousIsOperand = token.name === '\\infty' || token.name === '\\%' || token.name === '\\circ';
      }
    }
    return join(parts);
  }

  function postfix(base: string, kind: 'sup' | 'sub'): string {
    if (kind === 'sub') return fill(templates.subscript, base, argument());
    const next = peek();
    if (next?.kind === 'command' && next.name === '\\circ') {
      at += 1;
      return fill(templates.degrees, base);
    }
    const exponent = argument();
    if (exponent === '2') return fill(templates.squared, base);
    if (exponent === '3') return fill(templates.cubed, base);
    return fill(templates.power, base, exponent);
  }

  /** `\sum_{i=1}^{n}`, `\int_a^b`, `\lim_{x \to 0}`: the bounds in either order. */
  function bigOperator(name: string): string {
    let lower: string | undefined;
    let upper: string | undefined;
    for (let next = peek(); next && (next.kind === 'sub' || next.kind === 'sup'); next = peek()) {
      at += 1;
      if (next.kind === 'sub') lower = argument();
      else upper = argument();
    }
    if (lower !== undefined && upper !== undefined) return fill(templates.bounds, name, lower, upper);
    if (lower !== undefined) return fill(templates.lower, name, lower);
    return name;
  }

  return sequence(false);
}

const hebrewLetter = /[\u05d0-\u05ea]/;

/** Niqqud and cantillation marks, which eSpeak NG would read aloud. */
const hebrewMarks = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g;

/** Markdown marks, emoji and layout turned into plain sentences. */
function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[a-z]*\n?/gi, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/\*{1,3}|_{2,3}|`+|~~/g, '')
      .replace(/\|/g, ' ')
      .replace(hebrewMarks, '')
      .replace(/\u05be/g, '-')
      .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
      // A line break ends a sentence, so the voice pauses there.
      .replace(/([^\s.!?:;,])[ \t]*\n+/g, '$1.\n')
  );
}

/** `$$…$$`, `\[…\]`, `\(…\)` and `$…$` (not `\$`), in the order they appear. */
const mathPattern = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|(?<!\\)\$([^$\n]+?)\$/g;

/** The language a reply is in: Hebrew when its prose holds a Hebrew letter, else English. */
export function languageOf(text: string): SpeechLanguage {
  return hebrewLetter.test(text.replace(mathPattern, ' ')) ? 'he' : 'en';
}

/** The most a reply is read aloud: longer ones stop at the last whole word before it. */
export const maxSpokenChars = 4000;

/** A reply as the voice should say it, in its own language. */
export function toSpokenText(
  text: string,
  all: Record<SpeechLanguage, SpeechWords>,
): { language: SpeechLanguage; spoken: string } {
  const language = languageOf(text);
  const words = all[language];
  let spoken = '';
  let last = 0;
  for (const match of text.matchAll(mathPattern)) {
    const latex = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    spoken += plainText(text.slice(last, match.index));
    // Text containing Hebrew is never math (docs/requirements.md#learning-space-validation): it is said as it is.
    spoken += ` ${hebrewLetter.test(latex) ? plainText(latex) : latexToWords(latex, words)} `;
    last = match.index + match[0].length;
  }
  spoken += plainText(text.slice(last));
  spoken = spoken
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([.,!?;:])/g, '$1')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (spoken.length > maxSpokenChars) {
    const cut = spoken.slice(0, maxSpokenChars);
    spoken = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
  }
  return { language, spoken };
}
