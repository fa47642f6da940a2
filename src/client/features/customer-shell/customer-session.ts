/**
 * The signed-in customer as React state: a small store over lib/session (token, customer and
 * logged-in flag in localStorage, kept across launches; docs/decisions.md, "Sessions"), so the header, checkout
 * and rating pages change together when someone signs in or out, here, in another tab, or when the
 * server refuses the token.
 */
import { useSyncExternalStore } from 'react';
import type { CustomerSession } from '#shared/contract/auth';
import { ApiCallError, call } from '../../lib/api';
import {
  clearCustomerSession,
  customerToken,
  isCustomerSessionKey,
  keepToRevoke,
  onCustomerSessionEnded,
  revoked,
  type StoredCustomer,
  saveCustomerSession,
  storedCustomer,
  tokenToRevoke,
} from '../../lib/session';

const listeners = new Set<() => void>();
let snapshot: StoredCustomer | null | undefined;

function read(): StoredCustomer | null {
  if (typeof window === 'undefined') return null;
  try {
    // a stored customer without a stored token is not signed in
    return customerToken() ? storedCustomer() : null;
  } catch {
    return null;
  }
}

function emit(): void {
  snapshot = read();
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent): void {
  if (isCustomerSessionKey(e.key)) emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// a refused token (any call's 401) ends the session in the UI too
if (typeof window !== 'undefined') onCustomerSessionEnded(() => queueMicrotask(emit));

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
  void revokeLeftover();
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

/**
 * Signs out: the server revokes the token; without a connection the app signs out anyway and the
 * token is revoked on the next start.
 */
export async function logOut(): Promise<void> {
  const token = customerToken();
  try {
    await call('logout', {});
  } catch (e) {
    if (token && e instanceof ApiCallError && e.isNetwork) keepToRevoke(token);
  }
  signedOut();
}

/** Revokes a token whose sign-out could not reach the server. */
async function revokeLeftover(): Promise<void> {
  const token = tokenToRevoke();
  if (!token) return;
  try {
    await call('logout', {}, { token });
    revoked();
  } catch (e) {
    if (e instanceof ApiCallError && !e.isNetwork) revoked();
  }
}
