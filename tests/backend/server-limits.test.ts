/**
 * Issue 18, item 14: a body trickled one byte at a time must not hold its connection for minutes, and
 * one server keeps a bounded number of connections open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config';
import { createHttpServer, startServer, type Running, type ServerLimits } from '../../backend/src/server';
import { openTestDb, type TestDb } from './helpers/app';

let testDb: TestDb;
let running: Running;
beforeAll(async () => {
  testDb = await openTestDb();
  running = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'silent',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    }),
  );
});
afterAll(async () => {
  running.server.closeAllConnections();
  await running.close();
  await testDb.drop();
});

/** A handler that reads the whole body before it answers, as the API's JSON routes do. */
const readThenAnswer = (request: IncomingMessage, response: ServerResponse) => {
  request.on('end', () => response.end('ok'));
  request.resume();
};

/** A server with `limits` around `readThenAnswer` on a free loopback port, and how to stop it. */
async function listening(limits: ServerLimits): Promise<{ port: number; stop(): Promise<void> }> {
  const server = createHttpServer(readThenAnswer, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Opens a raw TCP connection to the server and collects what comes back until it closes. */
function open(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

describe('given the server npm start runs', () => {
  it('should bound the time for headers and for a whole request, and the open connections', () => {
    // Assert: the numbers of docs/backend.md, Security model
    expect(running.server.headersTimeout).toBe(5_000);
    expect(running.server.requestTimeout).toBe(30_000);
    expect(running.server.maxConnections).toBe(1_000);
  });

  it('should close a connection whose body trickles in past the request timeout with 408', async () => {
    // Arrange: a server with a 1 s request timeout instead of 30 s
    const quick = await listening({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 1_000,
      maxConnections: 10,
      maxConnectionsPerAddress: 0,
    });
    try {
      const { socket, closed } = open(quick.port);
      // Act: headers announce 100 bytes, one arrives, the rest never does
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
      socket.write('Content-Length: 100\r\n\r\n{');
      // Assert
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await quick.stop();
    }
  });

  it('should drop connections beyond its maximum', async () => {
    // Arrange
    const small = await listening({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      maxConnections: 2,
      maxConnectionsPerAddress: 0,
    });
    const held = [open(small.port), open(small.port)];
    try {
      await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
      // Act
      const third = open(small.port);
      third.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      // Assert: closed without an answer
      expect(await third.closed).toBe('');
    } finally {
      for (const { socket } of held) socket.destroy();
      await small.stop();
    }
  });
});
