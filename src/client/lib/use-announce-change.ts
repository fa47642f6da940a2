import { useEffect, useRef } from 'react';
import { announce } from './announce';

/**
 * Speaks `message` through the polite live region whenever `key` changes, never for the first
 * value (what is on screen on arrival is read with the page). A `null` key means "not ready yet"
 * (e.g. the list is loading): nothing is said and the last key is kept, so the message follows
 * once the new list is there.
 */
export function useAnnounceChange(key: string | null, message: string): void {
  const last = useRef<string | null>(null);
  const text = useRef(message);
  text.current = message;
  useEffect(() => {
    if (key === null) return;
    const before = last.current;
    last.current = key;
    if (before !== null && before !== key) announce(text.current);
  }, [key]);
}
