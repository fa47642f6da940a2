/**
 * The server's messages in English and Chinese. Each feature keeps its own messages in a file of its
 * own (`messages/*.ts`) and they meet here; a test checks that every key has both languages.
 */
import i18next from 'i18next';
import type { MessageTable } from './message-table';
import { adminMessages } from './messages/admin';
import { bookingMessages } from './messages/booking';
import { commonMessages } from './messages/common';
import { frontDeskMessages } from './messages/front-desk';
import { manageMessages } from './messages/manage';
import { operationsMessages } from './messages/operations';
import { paymentMessages } from './messages/payments';
import { privacyMessages } from './messages/privacy';
import { promotionMessages } from './messages/promotions';
import { protectionMessages } from './messages/protection';
import { pushMessages } from './messages/push';
import { securityMessages } from './messages/security';
import { waitlistMessages } from './messages/waitlist';

export type Lang = 'en' | 'zh';

export const messages = {
  ...commonMessages,
  ...bookingMessages,
  ...adminMessages,
  ...paymentMessages,
  ...pushMessages,
  ...promotionMessages,
  ...frontDeskMessages,
  ...manageMessages,
  ...securityMessages,
  ...operationsMessages,
  ...protectionMessages,
  ...privacyMessages,
  ...waitlistMessages,
} satisfies MessageTable;

type Key = keyof typeof messages;
/** `stylist_has_bookings_one` -> `stylist_has_bookings` (but `too_many` stays: no `too` key). */
type Singular<K> = K extends `${infer Base}_one` | `${infer Base}_other` ? (Base extends Key ? Base : K) : K;

/**
 * A key of the server's messages, checked by the compiler against the message files. A plural's
 * forms (`<key>_one`, ...) are asked for by their base key and a `count`.
 */
export type MessageKey = Singular<Key>;
export type MessageParams = Record<string, string | number>;

/** Whether a string from outside the compiler's sight (a zod issue's message) is a message key. */
/** `zh` when Accept-Language starts with zh, else `en`. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return (acceptLanguage ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function resources(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(messages as MessageTable).map(([key, m]) => [key, m[lang]]));
}

// The client's i18next, here with the server's messages: the same plural rules (Intl.PluralRules:
// `<key>_one` for one in English, one form in Chinese; the base key for every other count) and
// `{name}` placeholders (one without a value stays as written). Built once, synchronously: the resources are in memory.
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { translation: resources('en') }, zh: { translation: resources('zh') } },
  lng: 'en',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: {
    prefix: '{',
    suffix: '}',
    escapeValue: false, // the HTML of emails and payment pages escapes its own text
  },
});

// The client's typed resources (react-i18next's declaration) are not the server's: keys are checked
// by MessageKey above.
const t = i18n.t as unknown as (key: string, options: MessageParams & { lng: Lang }) => string;

/** A message in a language, with `{name}` placeholders filled and plurals chosen by `count`. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return t(key, { ...params, lng: lang });
}
