import { pino, type Logger } from 'pino';

/** JSON lines; every line names the service and the node (NODE_ID), so the logs of many nodes can be merged. */
export function createLogger(level: string, node?: string): Logger {
  return pino({ level, base: node ? { service: 'havruta', node } : { service: 'havruta' } });
}
export type { Logger };
