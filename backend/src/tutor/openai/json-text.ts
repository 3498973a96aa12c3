/**
 * The readable text inside a JSON reply while it streams: a model asked for `{"type":"teaching",
 * "title":"…","content":"…"}` sends it a few characters at a time, and the student should see the
 * title and content as they come, not braces. Top-level string fields named in `textKeys` are
 * decoded and passed on (separated by a blank line), a `latex` field as a display formula, and a worked
 * solution's `steps` as they come — each step's description, numbered, and its formula — so the
 * formulas stream with the words (the final reply only confirms them). Everything else is held back. An
 * answer that does not start with `{` is markdown and passes through as is.
 */
export const textKeys = new Set([
  'title',
  'problem',
  'question',
  'text',
  'content',
  'summary',
  'message',
  'feedback',
  'answer',
]);
/** Fields shown as a display formula (`$$…$$`): at the top level and in a step. */
const mathKeys = new Set(['latex']);
/** The top-level list whose objects are shown as numbered steps, and their text fields. */
const stepsKey = 'steps';
const stepTextKeys = new Set(['description']);

const escapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '',
  b: '',
  f: '',
  '"': '"',
  '\\': '\\',
  '/': '/',
};

export class JsonTextStream {
  private mode: 'start' | 'json' | 'markdown' = 'start';
  private depth = 0;
  private inString = false;
  private escape = false;
  private unicode: string | null = null;
  /** inside a depth-1 string that is a key, and its text so far */
  private readingKey = false;
  private key = '';
  private lastKey = '';
  /** after a depth-1 colon: the next value belongs to lastKey */
  private expectValue = false;
  private emitting = false;
  /** the field being shown is a formula: `$$` closes it */
  private emittingMath = false;
  private emittedFields = 0;
  /** the top-level key whose list or object the parser is inside (`steps`), and the steps begun */
  private container = '';
  private stepCount = 0;

  /** Takes the next chunk of the answer and returns the text to show from it. */
  push(chunk: string): string {
    let out = '';
    for (const char of chunk) {
      if (this.mode === 'start') {
        if (/\s/.test(char)) continue;
        this.mode = char === '{' ? 'json' : 'markdown';
      }
      if (this.mode === 'markdown') {
        out += char;
        continue;
      }
      out += this.step(char);
    }
    return out;
  }

  /** True where keys are read: the top-level object, and a step object inside `steps`. */
  private keyed(): boolean {
    return this.depth === 1 || (this.depth === 3 && this.container === stepsKey);
  }

  /** What a string value of `lastKey` is shown as at this depth, if at all. */
  private shownAs(): 'text' | 'math' | undefined {
    if (mathKeys.has(this.lastKey)) return 'math';
    if (this.depth === 1) return textKeys.has(this.lastKey) ? 'text' : undefined;
    return stepTextKeys.has(this.lastKey) ? 'text' : undefined;
  }

  private step(char: string): string {
    if (this.inString) return this.stringChar(char);
    if (char === '"') {
      this.inString = true;
      if (this.keyed() && !this.expectValue) {
        this.readingKey = true;
        this.key = '';
        return '';
      }
      const shown = this.keyed() && this.expectValue ? this.shownAs() : undefined;
      this.expectValue = false;
      if (!shown) return '';
      this.emitting = true;
      this.emittingMath = shown === 'math';
      const separator = this.emittedFields > 0 ? '\n\n' : '';
      this.emittedFields += 1;
      const number = this.depth === 3 && this.lastKey === 'description' ? `${this.stepCount}. ` : '';
      return `${separator}${number}${this.emittingMath ? '$$\n' : ''}`;
    }
    if (char === '{' || char === '[') {
      if (this.depth === 1 && this.expectValue) this.container = this.lastKey;
      if (this.depth === 2 && char === '{' && this.container === stepsKey) this.stepCount += 1;
      this.depth += 1;
      this.expectValue = false;
    } else if (char === '}' || char === ']') {
      this.depth -= 1;
      if (this.depth === 1) this.container = '';
    } else if (char === ':' && this.keyed()) {
      this.expectValue = true;
    } else if (char === ',' && this.keyed()) {
      this.expectValue = false;
    } else if (!/\s/.test(char) && this.keyed()) {
      this.expectValue = false; // a number, true, false or null
    }
    return '';
  }

  private stringChar(char: string): string {
    let text = '';
    if (this.unicode !== null) {
      this.unicode += char;
      if (this.unicode.length < 4) return '';
      text = String.fromCharCode(Number.parseInt(this.unicode, 16) || 0xfffd);
      this.unicode = null;
    } else if (this.escape) {
      this.escape = false;
      if (char === 'u') {
        this.unicode = '';
        return '';
      }
      text = escapes[char] ?? char;
    } else if (char === '\\') {
      this.escape = true;
      return '';
    } else if (char === '"') {
      this.inString = false;
      if (this.readingKey) {
        this.readingKey = false;
        this.lastKey = this.key;
      }
      const close = this.emitting && this.emittingMath ? '\n$$' : '';
      this.emitting = false;
      this.emittingMath = false;
      return close;
    } else {
      text = char;
    }
    if (this.readingKey) {
      this.key += text;
      return '';
    }
    return this.emitting ? text : '';
  }
}
