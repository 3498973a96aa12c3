/** A real SMTP server (`smtp-server`) on loopback that keeps what it receives, for the mail and cluster tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL */
  url: string;
  /** every accepted mail, in order */
  received: ReceivedMail[];
  /** the `nth` mail to `to` (from 1), now or when it arrives */
  mailTo(to: string, nth?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * `before` runs when a mail's data has arrived, before the answer: it may hold the mail (a slow server) and
 * return an SMTP error code to refuse it (451: try again later).
 */
export async function startSmtpServer(
  options: { before?: (to: string[]) => Promise<number | undefined> } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: () => void }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const refusal = await options.before?.(to);
        if (refusal !== undefined) {
          callback(Object.assign(new Error('try again later'), { responseCode: refusal }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const waiter of waiting.filter((candidate) => to.includes(candidate.to))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    async mailTo(to, nth = 1) {
      for (;;) {
        const mail = received.filter((candidate) => candidate.to.includes(to))[nth - 1];
        if (mail) return mail;
        await new Promise<void>((resolve) => waiting.push({ to, resolve }));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
