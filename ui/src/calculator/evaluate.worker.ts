/** Runs calculator evaluations off the main thread; the UI terminates it if one takes too long. */
import { evaluateExpression } from './evaluate';
import type { EngineRequest, EngineResponse } from './engine';

function reply(message: EngineResponse): void {
  self.postMessage(message);
}

self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
  const { id, expression, ans } = event.data;
  reply({ type: 'result', id, outcome: evaluateExpression(expression, ans) });
});

// One evaluation before "ready": mathjs builds its parser and the engine compiles on first use, which
// on a slow or busy device can take longer than the time limit of a real evaluation.
evaluateExpression('1+1', 0);
reply({ type: 'ready' });
