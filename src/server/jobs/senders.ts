/**
 * How outbox messages leave: webhooks as a JSON POST to WEBHOOK_URL, emails through SMTP_URL with
 * nodemailer. Without a configured endpoint the message stays in the outbox table (marked as delivered
 * to the log) and the log gets one line saying so. An email's line names its kind, outbox id,
 * recipient and subject only: its text carries signed links (rating, manage, password reset), which
 * are capabilities and never go to a log. A Super Admin reads the text in the back office's outbox.
 */
import { createHmac } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../deps';
import type { EmailPayload } from './emails';

/** How a message left; `outbox` is a request that the job loop turned into messages of its own. */
export type Delivery = { via: 'webhook' | 'smtp' | 'log' | 'push' | 'provider' | 'outbox'; to: string };

/** The error text of a non-2xx answer (the text docs/messages.md gives). */
export const webhookFailure = (status: number) => `Webhook request failed with status: ${status}`;

export async function postWebhook(
  deps: Deps,
  id: number,
  kind: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Delivery> {
  const url = deps.config.webhookUrl;
  if (!url) {
    // the body names the customer: it stays in the outbox (a Super Admin's preview), not in the log
    deps.log.info({ outbox_id: id, kind }, 'webhook kept in the outbox, not sent (WEBHOOK_URL is not set)');
    return { via: 'log', to: 'log' };
  }
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Tress-Webhook/1',
    'x-tress-event': kind,
    // The same id on every attempt, so the receiver can drop the duplicates that at-least-once brings.
    'x-tress-delivery': String(id),
  };
  if (deps.config.webhookSecret) {
    headers['x-tress-signature'] =
      `sha256=${createHmac('sha256', deps.config.webhookSecret).update(json).digest('hex')}`;
  }
  const res = await fetch(url, { method: 'POST', headers, body: json, signal, redirect: 'error' });
  await res.body?.cancel().catch(() => {});
  if (!res.ok) throw new Error(webhookFailure(res.status));
  return { via: 'webhook', to: new URL(url).host };
}

const transports = new Map<string, Transporter>();

/** Nodemailer is loaded with the first email sent, not with the server. */
async function transportFor(smtpUrl: string, timeoutMs: number): Promise<Transporter> {
  let t = transports.get(smtpUrl);
  if (!t) {
    const { default: nodemailer } = await import('nodemailer');
    t = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

export async function sendEmail(
  deps: Deps,
  id: number,
  kind: string,
  mail: EmailPayload,
  timeoutMs: number,
): Promise<Delivery> {
  const smtpUrl = deps.config.smtpUrl;
  if (!smtpUrl) {
    deps.log.info(
      { outbox_id: id, kind, to: mail.to, subject: mail.subject },
      'email kept in the outbox, not sent (SMTP_URL is not set)',
    );
    return { via: 'log', to: mail.to };
  }
  await (await transportFor(smtpUrl, timeoutMs)).sendMail({
    from: deps.config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.ics
      ? [
          {
            filename: mail.ics.filename,
            content: mail.ics.content,
            contentType: `text/calendar; charset=utf-8; method=${mail.ics.method ?? 'PUBLISH'}`,
          },
        ]
      : [],
    headers: { 'X-Tress-Message': `${kind}:${id}` },
  });
  return { via: 'smtp', to: mail.to };
}
