/**
 * Issue 28, item 6: one client address cannot take every connection slot. A client that opens many
 * connections and never finishes their headers holds at most `maxConnectionsPerAddress` of them;
 * another client still gets its answers, and the half-sent headers are cut off at the headers
 * timeout. The limits are set low here (the defaults are in docs/backend.md, Security model).
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../backend/src/app';
import { createLogger } from '../../../backend/src/logger';
import { createHttpServer } from '../../../backend/src/server';
import { startTestApp, type TestApp } from '../helpers/app';

const limits = {
  headersTimeoutMs: 2_000,
  requestTimeoutMs: 30_000,
  maxConnections: 40,
  maxConnectionsPerAddress: 10,
};

let app: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  app = await startTestApp();
  // The same app behind the server npm start runs, with the limits above.
  server = createHttpServer(
    createApp({ config: app.config, db: app.db, logger: createLogger('silent') }).callback(),
    limits,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
});

/** A connection from `from` that sends half a request's headers, and what comes back until it closes. */
function halfSent(from: string): { socket: Socket; connected: Promise<void>; closed: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write('GET /api/config HTTP/1.1\r\nHost: havruta.test\r\nX-Slow: ');
      resolve();
    }),
  );
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
  return { socket, connected, closed };
}

/** A whole request from `from` on a connection of its own: the status, or 0 when it was dropped. */
function request(from: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('connect', () =>
      socket.write('GET /api/config HTTP/1.1\r\nHost: havruta.test\r\nConnection: close\r\n\r\n'),
    );
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      resolve(status ? Number(status) : 0);
    });
  });
}

const openConnections = () =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/** Resolves once the server has seen every connection close (a bounded number of short waits). */
async function allClosed(): Promise<void> {
  for (let wait = 0; wait < 200 && (await openConnections()) > 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('given one address that opens more half-sent header connections than the server allows', () => {
  it('should keep at most its share open and still answer another address', async () => {
    // Arrange: 127.0.0.1 opens as many as the whole server allows, and more
    const attack = Array.from({ length: limits.maxConnections + 5 }, () => halfSent('127.0.0.1'));
    try {
      await Promise.all(attack.map((held) => held.connected));
      // Act
      const other = await request('127.0.0.2');
      const open = await new Promise<number>((resolve) =>
        server.getConnections((_e, count) => resolve(count)),
      );
      // Assert
      expect(other).toBe(200);
      expect(open).toBeLessThanOrEqual(limits.maxConnectionsPerAddress);
    } finally {
      for (const held of attack) held.socket.destroy();
      await allClosed();
    }
  });

  it('should cut off headers that never end at the headers timeout', async () => {
    // Arrange
    const held = halfSent('127.0.0.3');
    await held.connected;
    // Act
    const answer = await held.closed;
    // Assert
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('should answer the attacking address again once its connections are closed', async () => {
    // Act
    const statuses = await Promise.all(Array.from({ length: 3 }, () => request('127.0.0.1')));
    // Assert
    expect(statuses).toEqual([200, 200, 200]);
  });
});
