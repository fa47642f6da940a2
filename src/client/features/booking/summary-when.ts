/**
 * The summary's date and time as the customer reads them. Written by the steps that choose them
 * (and checkout), not by the summary itself: on the first step there is no date yet, so the home
 * page's first load carries no date formatting.
 */
import { clockTime, longDate } from '#shared/salon-time';
import type { ChosenSlot } from './wizard-state';

/** Null where nothing is chosen yet. */
export type When = { date: string | null; time: string | null };

export function summaryWhen(lang: string, date: string | null, slot: ChosenSlot | null): When {
  return { date: date ? longDate(lang, date) : null, time: slot ? clockTime(lang, slot.start_time) : null };
}
