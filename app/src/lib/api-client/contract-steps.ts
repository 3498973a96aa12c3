/**
 * The contract's schemas built in slices. Building every zod schema of backend/contract at once is one long
 * task (about 50–100 ms here, four times that on a slow phone), so the build (and `npm run dev`) moves each
 * contract module's top-level statements into steps queued here, in the order the modules evaluate
 * (scripts/vite/contract-steps.ts), and `contractReady()` runs them a few milliseconds at a time.
 * Until then the contract's exports are undefined: the app calls the API only from screens whose route
 * waits for `contractReady()` (app/src/routes) and through loaders that wait for it.
 * Without that step (Storybook, tests) the queue stays empty and the contract is built as its modules load.
 */
export const contractSteps: Array<() => void> = [];

/** Milliseconds of steps per task: a slice stays well under a long task (50 ms) on a 4× slower CPU. */
export const contractSliceMs = 5;

/** Lets the browser run other tasks (input, rendering, network) before the next slice. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let running: Promise<void> | undefined;

/**
 * Runs the queued steps in order, `contractSliceMs` at a time with a task between slices, until the queue is
 * empty; callers during a run share it.
 */
export function drainContractSteps(): Promise<void> {
  running ??= (async () => {
    while (contractSteps.length > 0) {
      const sliceEnd = performance.now() + contractSliceMs;
      let done = 0;
      do {
        contractSteps[done]?.();
        done += 1;
      } while (done < contractSteps.length && performance.now() < sliceEnd);
      contractSteps.splice(0, done);
      if (contractSteps.length > 0) await nextTask();
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

let ready: Promise<void> | undefined;

/**
 * Resolves once the contract is built: loads its modules (which queue their steps in the production build)
 * and runs the queue in slices. Starts at most once; a failed load is tried again on the next call.
 */
export function contractReady(): Promise<void> {
  ready ??= import('../../../../backend/contract').then(drainContractSteps, (error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
