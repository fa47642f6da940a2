/**
 * Reset links as the job loop makes them: "forgot password" only queues a request, which the outbox
 * turns into links and their emails. The API tests run without the job loop, so they hand the
 * requests to the outbox's own delivery step and read the link from the queued email, before a
 * sender drops its text.
 */
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { OUTBOX_KIND } from '../../src/server/jobs/outbox-kinds';
import { attempt } from '../../src/server/jobs/outbox-runner';
import type { TestServer } from './test-server';

/** Delivers every waiting reset request: each becomes a link and an email per account. */
export async function makeResetLinks(server: TestServer): Promise<void> {
  const requests = await server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, OUTBOX_KIND.passwordResetRequest), eq(outbox.state, 'pending')));
  for (const row of requests) {
    if (!(await attempt(server.deps, row, new AbortController().signal)))
      throw new Error(`reset request ${row.id} failed: see the outbox`);
  }
}

/** The token of the newest reset link emailed to `email`. */
export async function resetLinkFor(server: TestServer, email: string): Promise<string> {
  await makeResetLinks(server);
  const rows = await server.deps.db.select().from(outbox).where(eq(outbox.kind, OUTBOX_KIND.passwordReset));
  const mail = rows
    .sort((a, b) => a.id - b.id)
    .map((r) => r.payload as { to: string; text?: string })
    .findLast((p) => p.to === email);
  const token = /reset-password\?t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}
