/**
 * The server's messages in English and Chinese. Each feature keeps its own messages in a file of its
 * own (`messages/*.ts`) and they meet here; a test checks that every key has both languages.
 */
import { adminMessages } from './messages/admin';
import { bookingMessages } from './messages/booking';
import { commonMessages } from './messages/common';
import { frontDeskMessages } from './messages/front-desk';
import { manageMessages } from './messages/manage';
import { paymentMessages } from './messages/payments';
import { pushMessages } from './messages/push';
import { securityMessages } from './messages/security';

export type Lang = 'en' | 'zh';
export type MessageTable = Record<string, { en: string; zh: string }>;

export const messages: MessageTable = {
  ...commonMessages,
  ...bookingMessages,
  ...adminMessages,
  ...paymentMessages,
  ...pushMessages,
  ...frontDeskMessages,
  ...manageMessages,
  ...securityMessages,
};

/** `zh` when Accept-Language starts with zh, else `en`. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return (acceptLanguage ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * A message in a language, with `{name}` placeholders filled. Unknown keys come back as the key.
 * Plurals as in the client's i18next: with `count` 1, a `<key>_one` message is used when there is
 * one ("1 booking"), else `<key>` ("2 bookings").
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = (params.count === 1 ? messages[`${key}_one`] : undefined) ?? messages[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
