import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data, registration } from './helpers/client';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

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

let smtp: SMTPServer;
const received: Received[] = [];
let app: TestApp;
/** While set, the SMTP server keeps every mail at the DATA stage until the gate opens. */
let gate: Promise<void> | undefined;
let openGate: () => void = () => undefined;
let mailArrived: () => void = () => undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await gate;
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        mailArrived();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://havruta.example.org',
  });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('given SMTP_URL pointing at a real SMTP server', () => {
  it('should deliver a bilingual verification mail with an absolute link from PUBLIC_URL', async () => {
    // Arrange
    const body = registration({ first_name: 'יעל' });
    // Act
    data(await call(app, endpoints.register, { body }));
    // Assert
    const mail = received.find((candidate) => candidate.to.includes(body.email));
    expect(mail).toBeDefined();
    const text = decodedBodies(mail?.raw ?? '');
    expect(text).toMatch(/https:\/\/havruta\.example\.org\/#\/verify-email\?token=[\w-]{43}/);
    expect(text).toContain('שלום יעל');
    expect(text).toContain('Please verify your email address');
    expect(mail?.raw).toMatch(/^Subject: /m);
    expect(mail?.raw).toContain('text/html');
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
      gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        mailArrived = resolve;
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
      await arrived;
      expect(received.at(-1)?.to).toEqual([body.email]);
    },
    10_000,
  );
});
