/**
 * The signed-in customer as React state: a small store over lib/session (the token per browser
 * session, the customer and the logged-in flag in localStorage, spec section 4), so the header,
 * checkout and rating pages change together when someone signs in or out.
 */
import { useSyncExternalStore } from 'react';
import type { CustomerSession } from '../../../shared/contract/auth';
import { ApiCallError, call } from '../../lib/api';
import {
  clearCustomerSession,
  customerToken,
  type StoredCustomer,
  saveCustomerSession,
  storedCustomer,
} from '../../lib/session';

const listeners = new Set<() => void>();
let snapshot: StoredCustomer | null | undefined;

function read(): StoredCustomer | null {
  if (typeof window === 'undefined') return null;
  try {
    // a stored customer without a token in this browser session is not signed in
    return customerToken() ? storedCustomer() : null;
  } catch {
    return null;
  }
}

function emit(): void {
  snapshot = read();
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): StoredCustomer | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

/** The signed-in customer, or null. */
export function useCustomer(): StoredCustomer | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

export function signedIn(session: CustomerSession): void {
  saveCustomerSession(session);
  emit();
}

export function signedOut(): void {
  clearCustomerSession();
  emit();
}

/**
 * Restores the session on load: a stored customer without a token, or a token the server no longer
 * knows, clears the stored customer and the flag. Network failures keep the session as it is.
 */
export async function restoreSession(): Promise<void> {
  if (typeof window === 'undefined') return;
  if (!customerToken()) {
    if (storedCustomer()) signedOut();
    else clearCustomerSession();
    return;
  }
  try {
    const me = await call('me');
    if (me.kind !== 'customer') return signedOut();
    signedIn({ ...me.customer, auth_token: customerToken() ?? '' });
  } catch (e) {
    if (e instanceof ApiCallError && (e.status === 401 || e.status === 403)) signedOut();
  }
}

/** Signs out on the server (best effort) and locally. */
export async function logOut(): Promise<void> {
  try {
    await call('logout', {});
  } catch {
    // the local session ends anyway
  }
  signedOut();
}
