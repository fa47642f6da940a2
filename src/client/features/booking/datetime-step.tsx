/**
 * The date and time step: a strip of the salon's booking window (14 days unless it chose another)
 * with their weekdays (today first, in the salon's time zone), then the free start times of the
 * chosen day grouped Morning / Afternoon / Evening. For the chosen stylist, or for any stylist in
 * the date-and-time-first order. The strip opens on the first day with a free time and marks the
 * days without one (one call for the whole window): "Closed" when the salon is (with the closure's
 * reason), "Full" when it is open and every stylist's time is taken.
 */

import { useQuery } from '@tanstack/react-query';
import { type Dispatch, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeDate } from '#shared/contract/availability';
import { bookableDates } from '#shared/domain/window';
import {
  clockTime,
  DEFAULT_SALON_TZ,
  dayOfMonth,
  longDate,
  monthShort,
  weekdayShort,
} from '#shared/salon-time';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { langOf } from '../../components/format';
import { CalendarIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { Skeleton } from '../../components/skeleton';
import { useAnnounceChange } from '../../lib/use-announce-change';
import styles from './datetime-step.module.css';
import { firstOpenDate } from './free-dates';
import { freeDatesQuery, slotsQuery } from './later-step-queries';
import { freeTimeGroups } from './slot-groups';
import { JoinWaitlist } from './waitlist/join-waitlist';
import { ANY_STYLIST, type ChosenSlot, type WizardAction, type WizardState } from './wizard-state';

type BookingT = ReturnType<typeof useTranslation<'booking'>>['t'];

type Props = { state: WizardState; dispatch: Dispatch<WizardAction>; timeZone?: string };

/** Whose free times are shown: the chosen stylist's, or any stylist's in the time-first order. */
const stylistOf = (state: WizardState) =>
  state.flow === 'stylist' ? (state.stylist?.id ?? ANY_STYLIST) : ANY_STYLIST;

export function DateTimeStep({ state, dispatch, timeZone }: Props) {
  const { t, i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const strip = useRef<HTMLDivElement>(null);
  const free = useQuery(freeDatesQuery(stylistOf(state), state.serviceIds));
  // the server's list is the salon's window; until it is known (or offline), the default one
  const dates = useMemo(
    () => free.data?.map((d) => d.date) ?? bookableDates(timeZone ?? DEFAULT_SALON_TZ),
    [free.data, timeZone],
  );
  const full = useMemo(
    () => new Set((free.data ?? []).filter((d) => !d.has_free_times).map((d) => d.date)),
    [free.data],
  );
  const closed = useMemo(() => closedDays(free.data), [free.data]);

  // opens on the first day with a free time (today when that is unknown, e.g. offline)
  useEffect(() => {
    if (state.date && dates.includes(state.date)) return;
    if (free.isPending && free.fetchStatus !== 'paused') return;
    dispatch({ type: 'chooseDate', date: firstOpenDate(dates, free.data) });
  }, [state.date, dates, dispatch, free.isPending, free.fetchStatus, free.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls the chosen day (e.g. the first free one) into view whenever it changes
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[data-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [state.date]);

  const dayLabel = (iso: string, i: number) => (i === 0 ? t('datetime.today') : weekdayShort(lang, iso));

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('datetime.dateLegend')}</legend>
        <div className={styles.dates} ref={strip}>
          {dates.map((iso, i) => {
            const selected = state.date === iso;
            const none = full.has(iso);
            const shut = closed.has(iso);
            return (
              <label
                key={iso}
                className={`${styles.date} ${selected ? styles.dateSelected : ''} ${none ? styles.dateFull : ''}`}
                data-selected={selected}
                data-full={none && !shut}
                data-closed={shut}
                title={closed.get(iso) ?? undefined}
              >
                <input
                  type="radio"
                  name="booking-date"
                  className="visually-hidden"
                  value={iso}
                  checked={selected}
                  onChange={() => dispatch({ type: 'chooseDate', date: iso })}
                  aria-label={dayAriaLabel(t, longDate(lang, iso), none, closed, iso)}
                />
                <span className={styles.weekday} aria-hidden="true">
                  {dayLabel(iso, i)}
                </span>
                <span className={styles.day} aria-hidden="true">
                  {dayOfMonth(iso)}
                </span>
                <span className={styles.month} aria-hidden="true">
                  {shut ? t('datetime.closed') : none ? t('datetime.full') : monthShort(lang, iso)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {state.date ? (
        <Slots state={state} dispatch={dispatch} dates={dates} full={full} closed={closed} />
      ) : null}
    </>
  );
}

/** The closed days of the window, each with its closure's reason (null for a weekday it does not open). */
function closedDays(free: readonly FreeDate[] | undefined): Map<string, string | null> {
  return new Map((free ?? []).filter((d) => d.closed).map((d) => [d.date, d.closed_reason]));
}

function dayAriaLabel(
  t: BookingT,
  date: string,
  none: boolean,
  closed: ReadonlyMap<string, string | null>,
  iso: string,
): string {
  if (closed.has(iso)) {
    const reason = closed.get(iso);
    return reason ? t('datetime.dayClosedFor', { date, reason }) : t('datetime.dayClosed', { date });
  }
  return none ? t('datetime.dayFull', { date }) : date;
}

function Slots({
  state,
  dispatch,
  dates,
  full,
  closed,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  dates: string[];
  full: ReadonlySet<string>;
  closed: ReadonlyMap<string, string | null>;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const date = state.date!;
  const stylistId = stylistOf(state);
  const query = useQuery(slotsQuery(date, stylistId, state.serviceIds));
  const groups = useMemo(() => (query.data ? freeTimeGroups(query.data) : []), [query.data]);
  const freeCount = groups.reduce((n, g) => n + g.slots.length, 0);
  // another day changes the list of times: how many are free is heard once they are in
  useAnnounceChange(
    query.isSuccess ? date : null,
    freeCount ? t('datetime.timesShown', { count: freeCount }) : t('datetime.noneTitle'),
  );
  const gone = useTimeGone(state, dispatch, query.isSuccess ? groups : null);
  const goneText = gone ? t('datetime.timeGone', { time: clockTime(lang, gone.start_time) }) : '';
  // a dropped time is heard once (a note inserted with its text is not reliably read)
  useAnnounceChange(gone ? `${date} ${gone.id}` : '', goneText);
  const goneNote = gone ? (
    <p className={styles.goneNote} data-testid="time-gone">
      {goneText}
    </p>
  ) : null;

  // without a connection the free times wait for it (the wizard's offline note says why)
  if (query.isPending && query.fetchStatus === 'paused')
    return <EmptyState icon={<CalendarIcon size={40} />} title={t('offline.timesLater')} />;
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('datetime.loading')}
        </p>
        <Skeleton width={90} height={16} />
        <div className={styles.skeletonSlots} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={48} radius={999} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) return <QueryFailed query={query} />;
  // the salon's open days of the window may be asked for on the waitlist
  const waitlist = {
    serviceIds: state.serviceIds,
    stylistId,
    date,
    dates: dates.filter((d) => !closed.has(d)),
  };

  if (groups.length === 0) {
    const next = dates.slice(dates.indexOf(date) + 1).find((d) => !full.has(d));
    return (
      <>
        {goneNote}
        <EmptyState
          icon={<CalendarIcon size={40} />}
          title={closed.has(date) ? t('datetime.closedTitle') : t('datetime.noneTitle')}
          text={closedText(t, longDate(lang, date), closed, date)}
          action={
            next ? (
              <Button variant="secondary" onClick={() => dispatch({ type: 'chooseDate', date: next })}>
                {t('datetime.nextDay')}
              </Button>
            ) : null
          }
        />
        {closed.has(date) ? null : <JoinWaitlist {...waitlist} prominent />}
      </>
    );
  }
  return (
    <div>
      {goneNote}
      {groups.map((group) => (
        <fieldset key={group.part} className={styles.part}>
          <legend className={styles.partLegend}>
            {t(`datetime.parts.${group.part}`)}
            <span className={styles.partCount}>
              · {t('datetime.slotCount', { count: group.slots.length })}
            </span>
          </legend>
          <div className={styles.slots}>
            {group.slots.map((slot) => {
              const selected = state.slot?.id === slot.id;
              return (
                <label key={slot.id} className={`${styles.slot} ${selected ? styles.slotSelected : ''}`}>
                  <input
                    type="radio"
                    name="booking-time"
                    className="visually-hidden"
                    value={slot.id}
                    checked={selected}
                    onChange={() =>
                      dispatch({
                        type: 'chooseSlot',
                        slot: { id: slot.id, start_time: slot.start_time, display_time: slot.display_time },
                      })
                    }
                  />
                  {clockTime(lang, slot.start_time)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <JoinWaitlist {...waitlist} prominent={false} />
    </div>
  );
}

/**
 * A chosen time that is no longer among the free ones (another booking took it, or it passed) is
 * dropped, so Next and Review are off until the customer chooses again; the dropped time is
 * returned, to be named above the list until then.
 */
function useTimeGone(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  free: ReturnType<typeof freeTimeGroups> | null,
): ChosenSlot | null {
  const [gone, setGone] = useState<{ slot: ChosenSlot; date: string | null } | null>(null);
  const chosen = state.slot;
  const stillFree = !chosen || !free || free.some((g) => g.slots.some((s) => s.id === chosen.id));
  useEffect(() => {
    if (stillFree || !chosen) return;
    setGone({ slot: chosen, date: state.date });
    dispatch({ type: 'dropSlot' });
  }, [stillFree, chosen, state.date, dispatch]);
  // a new choice, or another day, puts the note away
  return gone && !chosen && gone.date === state.date ? gone.slot : null;
}

function closedText(
  t: BookingT,
  date: string,
  closed: ReadonlyMap<string, string | null>,
  iso: string,
): string {
  if (!closed.has(iso)) return t('datetime.noneText', { date });
  const reason = closed.get(iso);
  return reason ? t('datetime.closedFor', { date, reason }) : t('datetime.closedText', { date });
}
