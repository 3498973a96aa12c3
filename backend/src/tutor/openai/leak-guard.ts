/**
 * Holds back the end of a streamed answer until it is clear that no piece of the system prompt is in
 * it: the canary and the opening words of each rule. Once one appears, nothing more is shown and the
 * reply is replaced by the persona's refusal.
 */
export class LeakGuard {
  private readonly fragments: string[];
  private readonly holdback: number;
  private shown = '';
  private pending = '';
  leaked = false;

  constructor(fragments: readonly string[]) {
    this.fragments = fragments.filter(Boolean);
    this.holdback = Math.max(1, ...this.fragments.map((fragment) => fragment.length));
  }

  private check(text: string): boolean {
    return this.fragments.some((fragment) => text.includes(fragment));
  }

  /** The part of `piece` (with what was held back) that is safe to show now. */
  push(piece: string): string {
    if (this.leaked) return '';
    this.pending += piece;
    if (this.check(this.shown.slice(-this.holdback) + this.pending)) {
      this.leaked = true;
      return '';
    }
    const release = this.pending.slice(0, Math.max(0, this.pending.length - this.holdback));
    this.pending = this.pending.slice(release.length);
    this.shown += release;
    return release;
  }

  /** The rest, at the end of the answer. */
  flush(): string {
    if (this.leaked || this.check(this.shown.slice(-this.holdback) + this.pending)) {
      this.leaked = true;
      return '';
    }
    const rest = this.pending;
    this.shown += rest;
    this.pending = '';
    return rest;
  }

  /** Whether a whole text holds a fragment. */
  holds(text: string): boolean {
    return this.check(text);
  }
}
