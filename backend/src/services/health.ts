import type { HealthLive, HealthReady } from '../../contract';
import type { Db } from '../db/knex';
import { ServiceUnavailable } from '../errors';
import type { ObjectStore } from '../storage';

/** Whether this node still takes new work; `draining` turns true on SIGTERM (server.ts), before it closes. */
export interface Readiness {
  draining: boolean;
}

/** A readiness check that does not answer within this long has failed: a balancer polls every few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout(work: Promise<unknown>): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  const checked = work.then(
    () => 'ok' as const,
    (error: unknown) => (error instanceof Error ? error.name : 'failed'),
  );
  return Promise.race([checked, late]).finally(() => clearTimeout(timer));
}

export interface HealthService {
  live(): HealthLive;
  /** Throws 503 `not_ready` naming the failed checks (never their error messages: the route is public). */
  ready(): Promise<HealthReady>;
}

export function healthService(deps: {
  db: Db;
  store: ObjectStore;
  node: string;
  readiness: Readiness;
}): HealthService {
  return {
    live: () => ({ status: 'live', node: deps.node }),
    async ready() {
      if (deps.readiness.draining)
        throw new ServiceUnavailable('This node is shutting down.', 'not_ready', { draining: true }, 1);
      const [database, storage] = await Promise.all([
        withinTimeout(deps.db.raw('select 1')),
        withinTimeout(deps.store.check()),
      ]);
      if (database !== 'ok' || storage !== 'ok')
        throw new ServiceUnavailable('A dependency of this node is not available.', 'not_ready', {
          database,
          storage,
        });
      return { status: 'ready', node: deps.node, checks: { database, storage } };
    },
  };
}
