/**
 * The readable text inside a JSON reply while it streams: a model asked for `{"type":"teaching",
 * "title":"…","content":"…"}` sends it a few characters at a time, and the student should see the
 * title and content as they come, not braces. Top-level string fields named in `textKeys` are
 * decoded and passed on (separated by a blank line); everything else is held back. An answer that does
 * not start with `{` is markdown and passes through as is.
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
]);

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
  private emittedFields = 0;

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

  private step(char: string): string {
    if (this.inString) return this.stringChar(char);
    if (char === '"') {
      this.inString = true;
      if (this.depth === 1 && !this.expectValue) {
        this.readingKey = true;
        this.key = '';
      } else if (this.depth === 1 && this.expectValue && textKeys.has(this.lastKey)) {
        this.emitting = true;
        this.expectValue = false;
        const separator = this.emittedFields > 0 ? '\n\n' : '';
        this.emittedFields += 1;
        return separator;
      } else {
        this.expectValue = false;
      }
      return '';
    }
    if (char === '{' || char === '[') {
      this.depth += 1;
      this.expectValue = false;
    } else if (char === '}' || char === ']') {
      this.depth -= 1;
    } else if (char === ':' && this.depth === 1) {
      this.expectValue = true;
    } else if (char === ',' && this.depth === 1) {
      this.expectValue = false;
    } else if (!/\s/.test(char) && this.depth === 1) {
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
      this.emitting = false;
      return '';
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
