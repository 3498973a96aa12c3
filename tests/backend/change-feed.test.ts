import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { createApp } from '../../backend/src/app';
import { changeFeedFor, type ChangeFeed } from '../../backend/src/db/change-feed';
import { createDb, type Db } from '../../backend/src/db/knex';
import { createLogger } from '../../backend/src/logger';
import { startTestApp, testDatabase, type TestApp } from './helpers/app';
import { call, data, tokenFromMail, until } from './helpers/client';

/** A second node on the first one's database: its own pool, its own listener, its own caches. */
interface SecondNode {
  app: TestApp;
  close(): Promise<void>;
}

let first: TestApp | undefined;
let second: SecondNode | undefined;
afterEach(async () => {
  await second?.close();
  await first?.close();
  first = undefined;
  second = undefined;
});

async function startSecondNode(of: TestApp): Promise<SecondNode> {
  const logger = createLogger('silent');
  const db: Db = createDb({ databaseUrl: of.config.databaseUrl, dataDir: of.config.dataDir });
  const changes: ChangeFeed = changeFeedFor(of.config.databaseUrl, logger);
  const server: Server = createServer(createApp({ config: of.config, db, logger, changes }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app: { ...of, url },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes.close();
      await db.destroy();
    },
  };
}

// Several nodes share PostgreSQL only (NODES > 1 refuses SQLite): there the change feed crosses nodes; on SQLite
// the one node's own writes drop its copies at once.
if (testDatabase === 'pg') {
  describe(`given two nodes on one ${testDatabase} database, each caching user rows`, () => {
    it('should refuse a token on the other node within a second of the account being unapproved by hand, 10 times', async () => {
      // Arrange
      first = await startTestApp();
      const running = first;
      second = await startSecondNode(running);
      const other = second.app;
      const { access_token: token, user } = data(
        await call(running, endpoints.login, { body: running.credentials('student') }),
      );
      const validOn = async (app: TestApp) => (await call(app, endpoints.validate, { token })).status;
      for (let round = 0; round < 10; round += 1) {
        await running.db('users').where({ id: user.id }).update({ approved_at: new Date().toISOString() });
        expect(await until(async () => (await validOn(other)) === 200, 1_000)).toBe(true);
        // both nodes have the row cached now
        expect(await validOn(other)).toBe(200);
        // Act: an administrator's SQL, through neither node's repository
        await running.db('users').where({ id: user.id }).update({ approved_at: null });
        // Assert
        expect(await until(async () => (await validOn(other)) === 401, 1_000)).toBe(true);
      }
    });

    it('should refuse old tokens on the other node within a second of a password reset on the first', async () => {
      // Arrange
      first = await startTestApp();
      const running = first;
      second = await startSecondNode(running);
      const other = second.app;
      const { access_token: token } = data(
        await call(running, endpoints.login, { body: running.credentials('student') }),
      );
      expect((await call(other, endpoints.validate, { token })).status).toBe(200);
      // Act: a password change through the first node's repository (the reset flow's write)
      await running
        .db('users')
        .where({ email: running.demo.student.email })
        .update({ token_version: running.db.raw('token_version + 1') });
      // Assert
      expect(
        await until(async () => (await call(other, endpoints.validate, { token })).status === 401, 1_000),
      ).toBe(true);
    });
  });

  describe('given a node whose listening connection is cut', () => {
    it('should stop caching until it listens again, then cache again', async () => {
      // Arrange
      first = await startTestApp();
      const running = first;
      const feed = changeFeedFor(running.config.databaseUrl, createLogger('silent'));
      try {
        expect(await until(() => Promise.resolve(feed.live), 2_000)).toBe(true);
        const heard: string[] = [];
        feed.subscribe((change) => heard.push(change));
        // Act: the database ends the listener's session, as a failover or a restart would
        await running.db.raw(
          "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()",
        );
        // Assert
        expect(await until(() => Promise.resolve(!feed.live), 2_000)).toBe(true);
        expect(await until(() => Promise.resolve(feed.live), 5_000)).toBe(true);
        expect(heard).toContain('*');
      } finally {
        await feed.close();
      }
    });
  });
} else {
  describe('given one node on SQLite that cached a user row', () => {
    it('should refuse the old token at once after a password reset through it', async () => {
      // Arrange
      first = await startTestApp();
      const running = first;
      const { email } = running.demo.student;
      const { access_token: token } = data(
        await call(running, endpoints.login, { body: running.credentials('student') }),
      );
      expect((await call(running, endpoints.validate, { token })).status).toBe(200);
      data(await call(running, endpoints.forgotPassword, { body: { email } }));
      const resetToken = await tokenFromMail(running, email, '/#/reset-password');
      // Act
      data(
        await call(running, endpoints.resetPassword, {
          body: { token: resetToken, password: 'a brand new password' },
        }),
      );
      // Assert
      expect((await call(running, endpoints.validate, { token })).status).toBe(401);
    });
  });
}
