/**
 * "You're on the waitlist": the email a guest gets on joining, in the entry's language, with what
 * the entry waits for and its "Leave the waitlist" link (the entry's signed token is the guest's
 * only proof, and the join's answer alone is lost once the page closes). Queued in the join's
 * transaction, so an entry is never made without it; its dedupe key sends it once.
 */
import { WAITLIST_WINDOWS, type WaitlistWindow } from '#shared/constants';
import { clockTime, longDate } from '#shared/salon-time';
import type { Tx } from '../db/connect';
import type { waitlistEntries } from '../db/schema';
import type { Deps } from '../deps';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import { waitlistLeavePath } from '../links/waitlist-links';
import { bookingLanguage } from './booking-events';
import { type EmailPayload, escapeHtml, type Line } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';

type Joined = {
  entry: typeof waitlistEntries.$inferSelect;
  serviceNames: string[];
  stylistName: string | null;
  salon: { name: string; name_zh: string | null };
};

const WINDOWS = Object.keys(WAITLIST_WINDOWS) as WaitlistWindow[];

/** A preferred day as the wizard named it: "Tuesday, 2 December · morning", or its own times. */
function dayText(lang: Lang, p: { date: string; from_time: string; to_time: string }): string {
  const named = WINDOWS.find(
    (w) => WAITLIST_WINDOWS[w].from_time === p.from_time && WAITLIST_WINDOWS[w].to_time === p.to_time,
  );
  const window = named
    ? translate(lang, `waitlist_window_${named}`)
    : `${clockTime(lang, p.from_time)}–${clockTime(lang, p.to_time)}`;
  return `${longDate(lang, p.date)} · ${window}`;
}

function joinedEmail(j: Joined, lang: Lang, link: string): EmailPayload {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const salon = lang === 'zh' && j.salon.name_zh ? j.salon.name_zh : j.salon.name;
  const lines: Line[] = [
    [t('mail_label_services'), j.serviceNames.join(', ')],
    [t('mail_label_stylist'), j.stylistName ?? t('waitlist_any_stylist')],
    [t('waitlist_joined_mail_days'), j.entry.preferences.map((p) => dayText(lang, p)).join('; ')],
    [t('waitlist_joined_mail_until'), longDate(lang, j.entry.expiresOn)],
  ];
  const greeting = t('mail_greeting', { name: j.entry.fullName });
  const intro = t('waitlist_joined_mail_intro', { salon });
  const leave = t('waitlist_mail_leave', { link });
  const signature = t('mail_signature', { salon });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([l, v]) => `${l}: ${v}`),
    '',
    leave,
    '',
    signature,
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4">${lines.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(leave).replace(href, `<a href="${href}">${href}</a>`)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return {
    lang,
    to: j.entry.email,
    subject: t('waitlist_joined_mail_subject', { salon }),
    text,
    html,
  };
}

/** Queues the joined email of a guest's entry (an entry without an email gets none). */
export async function queueJoinedEmail(tx: Tx, deps: Deps, j: Joined): Promise<void> {
  if (!j.entry.email) return;
  const lang = bookingLanguage(j.entry.language);
  const link = `${deps.config.publicUrl}${waitlistLeavePath(deps.secrets.manage, j.entry.id)}`;
  await enqueue(tx, deps.now(), {
    kind: OUTBOX_KIND.waitlistJoinedEmail,
    bookingId: null,
    dedupeKey: `${OUTBOX_KIND.waitlistJoinedEmail}:${j.entry.id}`,
    payload: joinedEmail(j, lang, link),
  });
}
