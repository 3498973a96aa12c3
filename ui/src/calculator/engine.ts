/**
 * Loads the calculator's engine on first use: a Web Worker holding mathjs when workers exist, else
 * a lazily imported main-thread module. Input is checked before it is sent, and an evaluation that
 * takes longer than EVALUATION_TIMEOUT_MS ends as an error while the worker is replaced.
 */
import type { Evaluation } from './evaluate';
import { checkExpression, normalizeExpression } from './limits';

/**
 * An evaluation that takes longer than this fails and its worker is replaced. Input limits already bound
 * the work of any accepted expression to well under 100 ms; this is the guard against a hang, with room for
 * a busy device (at 100 ms a loaded machine turned plain sums into errors).
 */
export const EVALUATION_TIMEOUT_MS = 1000;

/** A message to the worker. */
export interface EngineRequest {
  id: number;
  expression: string;
  ans: number;
}

/** A message from the worker. */
export type EngineResponse = { type: 'ready' } | { type: 'result'; id: number; outcome: Evaluation };

/** Evaluates calculator expressions asynchronously. */
export interface CalculatorEngine {
  /** resolves once mathjs is loaded */
  ready: Promise<void>;
  evaluate: (expression: string, ans: number) => Promise<Evaluation>;
}

function createMainThreadEngine(): CalculatorEngine {
  const module = import('./evaluate');
  return {
    ready: module.then(() => undefined),
    evaluate: async (expression, ans) => (await module).evaluateExpression(expression, ans),
  };
}

function createWorkerEngine(): CalculatorEngine {
  let worker: Worker;
  let ready: Promise<void>;
  let nextId = 0;
  // Set when the worker script cannot load (for example a strict CSP): evaluation moves in-thread.
  let fallback: CalculatorEngine | null = null;
  const pending = new Map<number, (outcome: Evaluation) => void>();

  const spawn = () => {
    worker = new Worker(new URL('./evaluate.worker.ts', import.meta.url), { type: 'module' });
    ready = new Promise<void>((resolve) => {
      worker.addEventListener('error', () => {
        fallback ??= createMainThreadEngine();
        void fallback.ready.then(resolve);
      });
      worker.addEventListener('message', (event: MessageEvent<EngineResponse>) => {
        const message = event.data;
        if (message.type === 'ready') {
          resolve();
          return;
        }
        pending.get(message.id)?.(message.outcome);
        pending.delete(message.id);
      });
    });
  };
  spawn();

  const engine: CalculatorEngine = {
    get ready() {
      return ready;
    },
    evaluate: async (expression, ans) => {
      await ready;
      if (fallback) return fallback.evaluate(expression, ans);
      nextId += 1;
      const id = nextId;
      return new Promise<Evaluation>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          worker.terminate();
          // Anything still queued on the dead worker fails too; a fresh one takes later requests.
          for (const settle of pending.values()) settle({ ok: false, reason: 'timeout' });
          pending.clear();
          spawn();
          resolve({ ok: false, reason: 'timeout' });
        }, EVALUATION_TIMEOUT_MS);
        pending.set(id, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
        worker.postMessage({ id, expression, ans } satisfies EngineRequest);
      });
    },
  };
  return engine;
}

let shared: CalculatorEngine | null = null;

/** The shared engine, created (and mathjs fetched) on the first call. */
export function getCalculatorEngine(): CalculatorEngine {
  if (!shared) {
    const inner = typeof Worker === 'function' ? createWorkerEngine() : createMainThreadEngine();
    shared = {
      ready: inner.ready,
      evaluate: (expression, ans) => {
        // Hostile input is refused here, before it costs a message or a parse.
        const refused = checkExpression(normalizeExpression(expression));
        if (refused) return Promise.resolve({ ok: false, reason: refused });
        return inner.evaluate(expression, ans);
      },
    };
  }
  return shared;
}
