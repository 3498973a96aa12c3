/**
 * What a node does between SIGTERM and its exit (docs/backend.md, "Drain"): readiness answers 503 at once
 * (services/health.ts), open event streams may finish until the drain deadline (`DRAIN_TIMEOUT_MS`), and
 * each stream still open then is ended with an `error` event `server_restarting` (retryable: the
 * student's message is kept and the client sends it again, to another node) and its turn is stopped,
 * what it produced kept incomplete.
 */
import { chatMessages, errorCodes, type ErrorEnvelope } from '../../contract';
import type { Readiness } from './health';

/** An open stream: how to end it when the drain deadline passes. */
export type OpenStream = (envelope: ErrorEnvelope) => void;

export interface Drain extends Readiness {
  /** keeps `stream` until it ends; returns the function that forgets it */
  open(stream: OpenStream): () => void;
  /** streams open now */
  readonly streams: number;
  /**
   * Turns `draining` on, waits until every open stream has ended or `deadlineMs` passed, then ends those
   * left with `server_restarting` and waits for them to finish.
   */
  drain(deadlineMs: number): Promise<void>;
}

/** The envelope a stream ends with when its node shuts down: retryable after a second, on another node. */
export const serverRestarting: ErrorEnvelope = {
  error: chatMessages.serverRestarting,
  message: chatMessages.serverRestarting,
  code: errorCodes.server_restarting,
  details: { retry_after_seconds: 1 },
};

export function createDrain(): Drain {
  const open = new Set<OpenStream>();
  let idle: (() => void) | undefined;
  const state = {
    draining: false,
    open(stream: OpenStream) {
      open.add(stream);
      return () => {
        open.delete(stream);
        if (open.size === 0) idle?.();
      };
    },
    get streams() {
      return open.size;
    },
    async drain(deadlineMs: number) {
      state.draining = true;
      const ended = new Promise<void>((resolve) => {
        idle = resolve;
        if (open.size === 0) resolve();
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      const outcome = await Promise.race([ended, late]);
      clearTimeout(timer);
      if (outcome !== 'late') return;
      for (const stream of [...open]) stream(serverRestarting);
      await ended;
    },
  };
  return state;
}

declare module 'koa' {
  interface DefaultContext {
    /** this node's drain (createApp sets it); event streams register themselves here */
    drain?: Drain;
  }
}
