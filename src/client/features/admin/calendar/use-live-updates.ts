/**
 * Live calendar: listens to the server's event stream (`GET /api/events`, read with a streaming
 * fetch because EventSource cannot send the Authorization header) and refetches the day that
 * changed, so a booking made on a phone or another tablet shows within a second or two. It
 * reconnects after a dropped connection, a little later each time (up to 30 s). Whatever changed
 * while it was not listening (before the first connection, or while one was down) is not told
 * again: each connection first refetches the days already shown.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminToken } from '../../../lib/session';
import { adminKeys } from '../lib/admin-api';

/** Splits a server-sent event stream into events; returns the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const events = parts.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/** The calendar's reads that loaded before `since`: they may have missed a change. */
function refetchLoadedBefore(queryClient: QueryClient, since: number) {
  const before = (q: { state: { dataUpdatedAt: number } }) =>
    q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt <= since;
  void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'], predicate: before });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar-extras'], predicate: before });
}

function refresh(queryClient: QueryClient, event: string, data: string) {
  if (event === 'bookings') {
    const { date } = JSON.parse(data) as { date?: string };
    if (!date) return;
    void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar', date] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar-extras', date] });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    // an offer's state shows on the waitlist panel (offers change the day's bookings too)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] });
  } else if (event === 'catalogue') {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'stylists'] });
  }
}

export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let controller: AbortController | null = null;
    let delay = 1000;
    let timer: number | undefined;
    const connect = async () => {
      const token = adminToken();
      if (stopped || !token) return;
      controller = new AbortController();
      try {
        const res = await fetch('/api/events', {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        delay = 1000;
        // the server listens from its answer's headers on: what was read before may be stale
        refetchLoadedBefore(queryClient, Date.now());
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const e of parsed.events) refresh(queryClient, e.event, e.data);
        }
      } catch {
        // dropped, refused or offline: try again below
      }
      if (stopped) return;
      timer = window.setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [queryClient]);
}
