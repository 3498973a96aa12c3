import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { createApp } from '../../backend/src/app';
import { createLogger } from '../../backend/src/logger';
import { mailQueueRepository, mailRepository } from '../../backend/src/repositories/mail';
import { mailWorker, type MailRetry } from '../../backend/src/services/mail-outbox';
import { resetMail } from '../../backend/src/services/mail-templates';
import { mailTransport, type MailTransport } from '../../backend/src/services/mailer';
import { migrate } from '../../backend/src/db/knex';
import { demoAccountsFor, type DemoAccounts } from '../../backend/src/db/seeds/demo';
import { seed } from '../../backend/src/db/seeds/index';
import { openTestDb, startTestApp, type TestApp, type TestDb } from './helpers/app';
import { call, data, registration } from './helpers/client';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from './helpers/smtp-server';

/** Undoes quoted-printable: soft line breaks and =XX bytes, read back as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every MIME part's body, decoded from base64 or quoted-printable. */
function decodedBodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

let smtp: SmtpTestServer;
let smtpUrl: string;
let received: ReceivedMail[];
let mailTo: SmtpTestServer['mailTo'];
/** Answers the next mails to a recipient with these SMTP errors, one each (a server that defers mail). */
const refusals = new Map<string, number[]>();
let app: TestApp;
/** While set, the SMTP server keeps every mail at the DATA stage until the gate opens. */
let gate: Promise<void> | undefined;
let openGate: () => void = () => undefined;

beforeAll(async () => {
  smtp = await startSmtpServer({
    async before(to) {
      await gate;
      return to.map((address) => refusals.get(address)?.shift()).find((code) => code !== undefined);
    },
  });
  ({ url: smtpUrl, received, mailTo } = smtp);
  app = await startTestApp({
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://havruta.example.org',
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('given SMTP_URL pointing at a real SMTP server', () => {
  it('should deliver a bilingual verification mail with an absolute link from PUBLIC_URL', async () => {
    // Arrange
    const body = registration({ first_name: 'יעל' });
    // Act
    data(await call(app, endpoints.register, { body }));
    // Assert: the mail worker sends it after the answer
    const mail = await mailTo(body.email);
    const text = decodedBodies(mail.raw);
    expect(text).toMatch(/https:\/\/havruta\.example\.org\/#\/verify-email\?token=[\w-]{43}/);
    expect(text).toContain('שלום יעל');
    expect(text).toContain('Please verify your email address');
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.raw).toContain('text/html');
  });

  it('should keep nothing in the outbox', async () => {
    const { mails } = data(await call(app, endpoints.listDevMail));
    expect(mails).toEqual([]);
  });
});

describe('given forgot-password and resend-verification (issue 18, item 9)', () => {
  it.each([
    ['forgot-password', endpoints.forgotPassword],
    ['resend-verification', endpoints.resendVerification],
  ])(
    'should answer %s for an existing account before the mail goes out, as for an unknown one',
    async (_, endpoint) => {
      // Arrange: an unverified account, and an SMTP server that holds every mail until released
      const body = registration();
      data(await call(app, endpoints.register, { body }));
      await mailTo(body.email);
      gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      const before = received.length;
      try {
        // Act: with the mail held, both answers must still come
        const known = await call(app, endpoint, { body: { email: body.email } });
        const unknown = await call(app, endpoint, { body: { email: `nobody.${Date.now()}@example.com` } });
        // Assert
        expect(data(known)).toEqual(data(unknown));
        expect(received.length).toBe(before);
      } finally {
        openGate();
        gate = undefined;
      }
      // ... and the mail still goes out afterwards
      expect((await mailTo(body.email, 2)).to).toEqual([body.email]);
    },
    10_000,
  );
});

const silent = createLogger(process.env.MAIL_TEST_LOG ? 'info' : 'silent');
const quickRetry: MailRetry = { baseDelayMs: 20, maxDelayMs: 100, maxAttempts: 5 };

/**
 * A database of its own for the nodes below (the test app's worker would otherwise send their mail too),
 * seeded with the demo accounts.
 */
let shared: TestDb;
let demo: DemoAccounts;
beforeAll(async () => {
  shared = await openTestDb();
  demo = demoAccountsFor(shared.dataDir);
  await migrate(shared.db);
  await seed(shared.db, { demoAccounts: demo });
});
afterAll(async () => {
  await shared.drop();
});

/**
 * The mail worker of "another node" on that database, sending to the test's SMTP server; the app
 * around it writes the mail of queued requests (reset links), as a node's does.
 */
function node(transport: MailTransport = smtpTransport(), retry: MailRetry = quickRetry) {
  const worker = mailWorker({ queue: mailQueueRepository(shared.db), transport, logger: silent, retry });
  createApp({ config: app.config, db: shared.db, logger: silent, mail: worker });
  return worker;
}
function smtpTransport(): MailTransport {
  return mailTransport({ smtpUrl, outbox: mailRepository(shared.db), logger: silent });
}
const queued = (recipient: string) =>
  shared.db('mail_queue').where('recipients', 'like', `%${recipient}%`).first<Record<string, unknown>>();

describe('given the durable mail outbox (issue 30, item 6)', () => {
  it('should retry a mail the SMTP server defers, with growing delays, until it is accepted', async () => {
    // Arrange: the server answers 451 twice, then accepts
    const worker = node();
    const to = `deferred.${Date.now()}@example.com`;
    refusals.set(to, [451, 451]);
    try {
      // Act
      await worker.outbox.send(to, resetMail('https://havruta.example.org', 'נועה', 'token-1'));
      const mail = await mailTo(to);
      await worker.flush();
      // Assert: one mail arrived, after three attempts, and the row is marked sent
      expect(received.filter((candidate) => candidate.to.includes(to))).toHaveLength(1);
      expect(decodedBodies(mail.raw)).toContain('token-1');
      const row = await queued(to);
      expect(Number(row?.attempts)).toBe(3);
      expect(row?.sent_at).not.toBeNull();
      expect(row?.last_error).toBeNull();
    } finally {
      await worker.stop();
    }
  });

  it('should send a reset mail queued by a node that died after its answer, from another node', async () => {
    // Arrange: node A answers forgot-password and dies before its worker runs
    const { email } = demo.student;
    const nodeA = node();
    await nodeA.stop();
    await nodeA.outbox.request('reset_password', email);
    const nodeB = node();
    try {
      // Act: another node's worker looks for due mail
      await nodeB.flush();
      // Assert: the reset mail arrived with a link that works
      const mails = received.filter((candidate) => candidate.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(decodedBodies(mails[0]?.raw ?? '')).toMatch(/#\/reset-password\?token=[\w-]{43}/);
    } finally {
      await nodeB.stop();
    }
  });

  it('should take over a mail whose node died while sending it, once that node’s lease has passed', async () => {
    // Arrange: node A claims the mail and hangs in SMTP (then dies: its lease is left to run out)
    const to = `orphan.${Date.now()}@example.com`;
    let claimed: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const nodeA = node({ deliver: () => (claimed(), new Promise<void>(() => undefined)) });
    await nodeA.outbox.send(to, resetMail('https://havruta.example.org', 'דנה', 'token-2'));
    await hung;
    const nodeB = node();
    try {
      // Act: while the lease holds, node B leaves the mail alone; after it, B sends it
      await nodeB.flush();
      const whileLeased = received.filter((candidate) => candidate.to.includes(to)).length;
      await shared
        .db('mail_queue')
        .where('recipients', to)
        .update({ claimed_until: new Date(0).toISOString() });
      await nodeB.flush();
      // Assert
      expect(whileLeased).toBe(0);
      expect(received.filter((candidate) => candidate.to.includes(to))).toHaveLength(1);
      expect((await queued(to))?.sent_at).not.toBeNull();
    } finally {
      await nodeB.stop();
    }
  });

  it('should send each of many queued mails once when two nodes drain the queue together', async () => {
    // Arrange: 30 mails queued by a node that died, and two live nodes
    const dead = node();
    await dead.stop();
    const tag = `pair.${Date.now()}`;
    const recipients = Array.from({ length: 30 }, (_, index) => `${tag}.${index}@example.com`);
    for (const to of recipients)
      await dead.outbox.send(to, resetMail('https://havruta.example.org', 'רון', to));
    const [first, second] = [node(), node()];
    try {
      // Act
      await Promise.all([first.flush(), second.flush()]);
      // Assert
      const arrived = received.filter((mail) => mail.to.some((to) => to.startsWith(tag)));
      expect(arrived).toHaveLength(30);
      expect(new Set(arrived.map((mail) => mail.to[0])).size).toBe(30);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
