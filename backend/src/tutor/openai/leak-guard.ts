/**
 * Holds back the end of a streamed answer only while it could be the start of a piece of the system
 * prompt (the canary, the opening words of each rule), so ordinary text goes out at once. Once a
 * whole piece appears, nothing more is shown and the reply is replaced by the persona's refusal.
 */
export class LeakGuard {
  private readonly fragments: string[];
  private readonly longest: number;
  /** the last characters shown, enough to catch a piece split across chunks */
  private tail = '';
  private pending = '';
  leaked = false;

  constructor(fragments: readonly string[]) {
    this.fragments = fragments.filter(Boolean);
    this.longest = Math.max(1, ...this.fragments.map((fragment) => fragment.length));
  }

  /** Whether a whole text holds a piece. */
  holds(text: string): boolean {
    return this.fragments.some((fragment) => text.includes(fragment));
  }

  /** How many characters at the end of `text` could begin a piece. */
  private unsafeEnd(text: string): number {
    let keep = 0;
    for (const fragment of this.fragments) {
      for (let length = Math.min(fragment.length - 1, text.length); length > keep; length -= 1) {
        if (text.endsWith(fragment.slice(0, length))) {
          keep = length;
          break;
        }
      }
    }
    return keep;
  }

  private release(count: number): string {
    const out = this.pending.slice(0, count);
    this.pending = this.pending.slice(count);
    this.tail = (this.tail + out).slice(-this.longest);
    return out;
  }

  /** The part of `piece` (with what was held back) that is safe to show now. */
  push(piece: string): string {
    if (this.leaked) return '';
    this.pending += piece;
    if (this.holds(this.tail + this.pending)) {
      this.leaked = true;
      return '';
    }
    return this.release(this.pending.length - this.unsafeEnd(this.pending));
  }

  /** The rest, at the end of the answer. */
  flush(): string {
    if (this.leaked || this.holds(this.tail + this.pending)) {
      this.leaked = true;
      return '';
    }
    return this.release(this.pending.length);
  }
}
