/**
 * The e2e run's mail relay: an SMTP server on 127.0.0.1 (`smtp-server`) that the server under test
 * sends to through its ordinary SMTP path (SMTP_URL, nodemailer), as it would to a salon's relay.
 * Every message is parsed (`mailparser`) and appended as one JSON line to `<DATA_DIR>/mail.jsonl`,
 * which the test workers read (tests/e2e/support/mailbox.ts): the workers are other processes.
 * Each test worker starts its own, beside its own server (salon-server.ts), on a free port.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  /** Every recipient address, lower case. */
  to: string[];
  subject: string;
  text: string;
  /** The server's `X-Tress-Message: <kind>:<outbox id>` header. */
  tress: string;
  at: string;
};

export const MAIL_FILE = 'mail.jsonl';

export type MailCatcher = { port: number; stop: () => Promise<void> };

/** Listens on a free port of 127.0.0.1 and writes what it catches into `dataDir`. */
export async function startMailCatcher(dataDir: string): Promise<MailCatcher> {
  const file = join(dataDir, MAIL_FILE);
  const server = new SMTPServer({
    // plain SMTP on the loopback: no TLS to negotiate and no account to sign in with
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          const caught: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            tress: String(mail.headers.get('x-tress-message') ?? ''),
            at: new Date().toISOString(),
          };
          // one write per message: a reader sees whole lines (or, at worst, an unfinished last one)
          appendFileSync(file, `${JSON.stringify(caught)}\n`);
          done();
        })
        .catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
