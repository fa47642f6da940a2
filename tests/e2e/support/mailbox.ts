/**
 * What the server under test emailed, as the mail catcher received it over SMTP (mail-catcher.ts):
 * the tests read rating, manage and password reset links from the messages, as a customer would.
 * Each worker has its own mail catcher; each wait looks for its own booking's or address's message,
 * so one test never takes another's mail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CaughtMail, MAIL_FILE } from './mail-catcher';

function caught(): CaughtMail[] {
  const dir = process.env.TRESS_E2E_DATA_DIR;
  if (!dir) throw new Error('TRESS_E2E_DATA_DIR is not set (run through tests/playwright.config.ts)');
  let raw = '';
  try {
    raw = readFileSync(join(dir, MAIL_FILE), 'utf8');
  } catch {
    return [];
  }
  const mails: CaughtMail[] = [];
  for (const line of raw.split('\n')) {
    if (!line) continue;
    try {
      mails.push(JSON.parse(line) as CaughtMail);
    } catch {
      // the line being written right now: read again on the next poll
    }
  }
  return mails;
}

/** Waits for the first caught message whose text matches `re` (and goes to `to`, when given). */
export async function waitForMailMatch(
  re: RegExp,
  opts: { to?: string; timeoutMs?: number; what: string },
): Promise<{ mail: CaughtMail; match: RegExpExecArray }> {
  const until = Date.now() + (opts.timeoutMs ?? 20_000);
  const to = opts.to?.toLowerCase();
  while (Date.now() < until) {
    for (const mail of caught()) {
      if (to && !mail.to.includes(to)) continue;
      const match = re.exec(mail.text);
      if (match) return { mail, match };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email with ${opts.what} reached the mail catcher`);
}
