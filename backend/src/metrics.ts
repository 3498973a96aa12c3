/**
 * What a node counts for Prometheus (`GET /metrics`, docs/backend.md "Health and metrics"): requests by route
 * and status, their latency, tutor turns, open event streams, the database pool and the process itself. One
 * registry per app, so several apps in one process (the tests) do not share counters.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/knex';

export interface Metrics {
  registry: Registry;
  /** one answered request; `route` is the matched pattern (`/api/chat/threads/:id`), never the raw path */
  request(method: string, route: string, status: number, seconds: number): void;
  /** one tutor turn, from the question to the reply or the failure */
  tutorTurn(outcome: 'ok' | 'error', seconds: number): void;
  /** an event stream opened (+1) or ended (−1) */
  streams(change: 1 | -1): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const TUTOR_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60];

interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export function createMetrics(options: { db: Db; node: string }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ node: options.node });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'havruta_http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'havruta_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer (an event stream: its whole length), by method and matched route',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const tutor = new Histogram({
    name: 'havruta_tutor_turn_duration_seconds',
    help: 'Time of one tutor turn, from the question to the whole reply, by outcome',
    labelNames: ['outcome'],
    buckets: TUTOR_BUCKETS,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'havruta_sse_streams',
    help: 'Event streams open now',
    registers: [registry],
  });
  // Read at scrape time from the pool itself; nothing updates it in between.
  new Gauge({
    name: 'havruta_db_pool_connections',
    help: 'Database pool connections by state (used, free, pending acquires, max)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const tarn = (options.db.client as { pool?: TarnPool }).pool;
      if (!tarn) return;
      this.set({ state: 'used' }, tarn.numUsed());
      this.set({ state: 'free' }, tarn.numFree());
      this.set({ state: 'pending' }, tarn.numPendingAcquires());
      this.set({ state: 'max' }, tarn.max);
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    tutorTurn(outcome, seconds) {
      tutor.observe({ outcome }, seconds);
    },
    streams(change) {
      streams.inc(change);
    },
  };
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * `GET /metrics` in Prometheus's text format. With METRICS_TOKEN set, for `Authorization: Bearer <token>` only;
 * without it, for a scraper on the node's own machine only (the socket's peer is loopback), so a balancer in front
 * never publishes it. Anything else gets a plain 404, as if there were no such path.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Middleware {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const allowed = (req: IncomingMessage): boolean =>
    expected
      ? timingSafeEqual(digest(req.headers.authorization ?? ''), expected)
      : LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET') return next();
    if (!allowed(ctx.req)) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
}

declare module 'koa' {
  interface DefaultContext {
    /** this app's metrics (createApp sets them); event streams count themselves here */
    metrics?: Metrics;
  }
}
