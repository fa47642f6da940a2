/** Translation keys are typed from the English files (the source of truth). */
import 'i18next';
import type admin from '../locales/en/admin.json';
import type booking from '../locales/en/booking.json';
import type common from '../locales/en/common.json';
import type manage from '../locales/en/manage.json';
import type pages from '../locales/en/pages.json';
import type waitlist from '../locales/en/waitlist.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      booking: typeof booking;
      pages: typeof pages;
      admin: typeof admin;
      manage: typeof manage;
      waitlist: typeof waitlist;
    };
  }
}
