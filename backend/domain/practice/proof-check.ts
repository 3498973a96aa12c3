/**
 * A student's proof read against a proof problem's checklist (docs/content.md, "Proof problems"): for each
 * item, whether the proof states it, and whether the reason stands beside it (on the same line or sentence,
 * or the next one). The tutor's proof skill and the content check (which runs every model proof through it)
 * share this reading. It finds statements and reasons; it does not judge that the logic between them holds.
 */
import type { ProofCheckItem } from '../../contract/content';

/** `justified`: statement and reason; `unjustified`: the statement without its reason; `missing`: no statement. */
export type ProofItemStatus = 'justified' | 'unjustified' | 'missing';

export interface ProofItemResult {
  id: string;
  status: ProofItemStatus;
}

export interface ProofReading {
  items: ProofItemResult[];
  /** every item is justified */
  complete: boolean;
}

const HEBREW = /[\u05D0-\u05EA]/;
const PREFIXES = new Set(['ו', 'ה', 'ב', 'ל', 'כ', 'ש', 'מ']);
const FINALS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** One line or sentence of a proof, as math tokens and folded words. */
interface Segment {
  tokens: string[];
  words: string[];
}

/** LaTeX and typed math to one plain form: `\frac{1}{2}` and `1/2`, `\angle A` and `∠A`, no spaces around signs. */
export function plainMath(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\$/g, ' ')
    .replace(/\\left|\\right|\\[,;!]|\\quad/g, '')
    .replace(/\^\{\\circ\}/g, '')
    .replace(/\^\{([^{}]*)\}/g, (_all, power: string) => (/^\w+$/.test(power) ? `^${power}` : `^(${power})`))
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (_all, top: string, bottom: string) =>
      [top, bottom].map((part) => (/^\w+$/.test(part) ? part : `(${part})`)).join('/'),
    )
    .replace(/\\angle|∢|∡/g, '∠')
    .replace(/\\triangle|\\bigtriangleup/g, '△')
    .replace(/\\cong/g, '≅')
    .replace(/\\parallel/g, '∥')
    .replace(/\\perp/g, '⊥')
    .replace(/\\cdot|\\times|·|×/g, '*')
    .replace(/\^\{?\\circ\}?|\\circ|°/g, '')
    .replace(/\\neq|\\ne\b/g, '≠')
    .replace(/\\geq?|>=/g, '≥')
    .replace(/\\leq?|<=/g, '≤')
    .replace(/−/g, '-')
    .replace(/[{}]/g, '')
    .replace(/\s*([=+\-*/^<>≠≤≥≅∥⊥()∠△])\s*/g, '$1')
    .replace(/([=+\-*/^(])\s+/g, '$1');
}

/** Words, lower case, Hebrew final letters folded. */
function foldWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u05BE\u05C0\u05C3]/g, ' ')
    .replace(/[\u0591-\u05C7]/g, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (letter) => FINALS[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stems a Hebrew word may stand for (itself, without one or two prefix letters), cut to four letters. */
function stems(word: string): string[] {
  const forms = [word];
  if (HEBREW.test(word)) {
    for (let cut = 1; cut <= 2 && word.length - cut >= 2 && PREFIXES.has(word[cut - 1] ?? ''); cut += 1)
      forms.push(word.slice(cut));
    return forms.map((form) => form.slice(0, 4));
  }
  return forms;
}

function sameWord(student: string, wanted: string): boolean {
  const target = HEBREW.test(wanted) ? wanted.slice(0, 4) : wanted;
  return stems(student).some((stem) => stem === target);
}

/** A proof's lines and sentences ("צ.ז.צ" stays whole: a sentence ends at a full stop before a space). */
function segments(text: string): Segment[] {
  return text
    .split(/\n|;|\.(?=\s)|\.$/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({
      tokens: plainMath(part)
        .split(/[\s,:!?\u05D0-\u05EA\u05BE"'״׳–—]+/)
        // a dash or an opening bracket at a token's edge belongs to the prose around it
        .map((token) =>
          token.replace(/^[.=+\-*/^)]+|[.=+\-*/^(]+$/g, '').replace(/^\((?=[^)]*$)|^([^(]*)\)$/, '$1'),
        )
        .filter(Boolean),
      words: foldWords(part),
    }));
}

/** The ways an equation may be written: either side first, a segment's letters either way round. */
function sides(form: string): string[][] | null {
  const parts = form.split('=');
  if (parts.length !== 2) return null;
  return parts.map((side) => (/^[A-Za-z]{2}$/.test(side) ? [side, [...side].reverse().join('')] : [side]));
}

function holds(segment: Segment, form: string): boolean {
  if (HEBREW.test(form) || /[A-Za-z]{3,}/.test(form.replace(/\\[a-z]+/g, ''))) {
    const wanted = foldWords(form);
    return wanted.length > 0 && wanted.every((word) => segment.words.some((own) => sameWord(own, word)));
  }
  const plain = plainMath(form).replace(/\s+/g, '');
  const equation = sides(plain);
  if (equation) {
    const [left = [], right = []] = equation.map((options) => options.map((side) => side.toLowerCase()));
    // A chain `AE=½AB=½CD=CF` states AE=CF: any two of its sides.
    return segment.tokens.some((token) => {
      const chain = token.toLowerCase().split('=');
      return chain.some((a, i) => chain.some((b, j) => i !== j && left.includes(a) && right.includes(b)));
    });
  }
  const needle = plain.toLowerCase();
  return segment.tokens.some((token) => token.toLowerCase().includes(needle));
}

/** Whether any form holds in a segment. */
function anyForm(segment: Segment | undefined, forms: readonly string[]): boolean {
  return segment !== undefined && forms.some((form) => holds(segment, form));
}

/** A segment with an equation or a congruence in it. */
function statesSomething(segment: Segment | undefined): boolean {
  return segment !== undefined && segment.tokens.some((token) => /[=≅≥≤≠]/.test(token));
}

/** Reads a proof against a checklist, item by item. */
export function readProof(checklist: readonly ProofCheckItem[], proof: string): ProofReading {
  const parts = segments(proof);
  const items = checklist.map((item): ProofItemResult => {
    const found = parts.flatMap((segment, index) => (anyForm(segment, item.statementForms) ? [index] : []));
    if (found.length === 0) return { id: item.id, status: 'missing' };
    // The next line counts when it is a reason alone ("כי …"), not a statement with its own reason.
    const reasoned = found.some(
      (index) =>
        anyForm(parts[index], item.reasonForms) ||
        (!statesSomething(parts[index + 1]) && anyForm(parts[index + 1], item.reasonForms)),
    );
    return { id: item.id, status: reasoned ? 'justified' : 'unjustified' };
  });
  return { items, complete: items.every((item) => item.status === 'justified') };
}
