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

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
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
