/** Read-aloud bookkeeping (docs/requirements.md#learning-space-validation, #learning-space-limits): the three most recent clips, and messages that failed. Pure. */

/** How many spoken clips are kept. */
export const TTS_CACHE_SIZE = 3;

/**
 * The most recent clips by message id, oldest first; adding a fourth drops the oldest. A clip is an
 * object URL of audio read with the bearer token: `onDrop` gets each URL the cache lets go of (to
 * revoke it).
 */
export class ClipCache {
  readonly #clips = new Map<string, string>();

  constructor(
    private readonly size = TTS_CACHE_SIZE,
    private readonly onDrop: (url: string) => void = () => undefined,
  ) {}

  get(messageId: string): string | undefined {
    const url = this.#clips.get(messageId);
    if (url !== undefined) {
      // A clip played again is the most recent one.
      this.#clips.delete(messageId);
      this.#clips.set(messageId, url);
    }
    return url;
  }

  set(messageId: string, url: string): void {
    const before = this.#clips.get(messageId);
    if (before !== undefined && before !== url) this.onDrop(before);
    this.#clips.delete(messageId);
    this.#clips.set(messageId, url);
    while (this.#clips.size > this.size) {
      const oldest = this.#clips.entries().next();
      if (oldest.done) break;
      this.#clips.delete(oldest.value[0]);
      this.onDrop(oldest.value[1]);
    }
  }

  /** Lets go of every clip. */
  clear(): void {
    for (const url of this.#clips.values()) this.onDrop(url);
    this.#clips.clear();
  }

  /** The cached message ids, oldest first. */
  keys(): string[] {
    return [...this.#clips.keys()];
  }
}

/** Why a message is not spoken, or null when it may be (docs/requirements.md#learning-space-validation: only assistant messages with an id and text). */
export function ttsSkipReason(input: {
  role: string;
  messageId: string | undefined;
  text: string;
  hasToken: boolean;
  failedBefore: boolean;
}): 'role' | 'id' | 'text' | 'token' | 'failed' | null {
  if (input.role !== 'assistant') return 'role';
  if (!input.messageId) return 'id';
  if (input.text.trim() === '') return 'text';
  if (!input.hasToken) return 'token';
  if (input.failedBefore) return 'failed';
  return null;
}
