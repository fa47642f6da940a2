/**
 * Sessions. The customer's token, the customer and a logged-in flag live in localStorage, so an
 * installed app keeps its customer signed in across launches and tabs (docs/decisions.md,
 * Sessions: not a per-tab token, since an app that forgets its user on every launch is worse). The
 * token is the server's revocable, expiring session: sign-out revokes it on the server, and a
 * token the server refuses (revoked, expired) signs the app out. The admin token, admin user and
 * admin logged-in flag are in localStorage too. Restored on load; cleared when invalid.
 */
import type { AdminSession, CustomerSession } from '#shared/contract/auth';

const KEYS = {
  customerToken: 'tress.customer.token',
  customer: 'tress.customer',
  customerFlag: 'tress.customer.loggedIn',
  adminToken: 'tress.admin.token',
  admin: 'tress.admin.user',
  adminFlag: 'tress.admin.loggedIn',
  /** A token whose sign-out could not reach the server; revoked on the next start. */
  customerRevoke: 'tress.customer.revoke',
} as const;

export type StoredCustomer = Omit<CustomerSession, 'auth_token'>;
export type StoredAdmin = Omit<AdminSession, 'auth_token'>;

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The customer's token; one left in sessionStorage by an earlier version moves to localStorage. */
export function customerToken(): string | null {
  const kept = localStorage.getItem(KEYS.customerToken);
  if (kept) return kept;
  try {
    const old = sessionStorage.getItem(KEYS.customerToken);
    if (old) {
      localStorage.setItem(KEYS.customerToken, old);
      sessionStorage.removeItem(KEYS.customerToken);
    }
    return old;
  } catch {
    return null;
  }
}
export const adminToken = (): string | null => localStorage.getItem(KEYS.adminToken);

export function storedCustomer(): StoredCustomer | null {
  if (localStorage.getItem(KEYS.customerFlag) !== 'true') return null;
  return read<StoredCustomer>(localStorage, KEYS.customer);
}

export function storedAdmin(): StoredAdmin | null {
  if (localStorage.getItem(KEYS.adminFlag) !== 'true') return null;
  return read<StoredAdmin>(localStorage, KEYS.admin);
}

export function saveCustomerSession({ auth_token, ...customer }: CustomerSession): void {
  localStorage.setItem(KEYS.customerToken, auth_token);
  localStorage.setItem(KEYS.customer, JSON.stringify(customer));
  localStorage.setItem(KEYS.customerFlag, 'true');
}

export function clearCustomerSession(): void {
  localStorage.removeItem(KEYS.customerToken);
  localStorage.removeItem(KEYS.customer);
  localStorage.removeItem(KEYS.customerFlag);
  for (const l of endedListeners) l();
}

const endedListeners = new Set<() => void>();

/** Called whenever the customer's session ends here (sign-out, or a token the server refused). */
export function onCustomerSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Whether a storage event (another tab of this app) changed the customer's session. */
export const isCustomerSessionKey = (key: string | null) =>
  key === null || key === KEYS.customerToken || key === KEYS.customerFlag;

/** Keeps a token whose sign-out did not reach the server, to revoke it later. */
export function keepToRevoke(token: string): void {
  localStorage.setItem(KEYS.customerRevoke, token);
}
export const tokenToRevoke = (): string | null => localStorage.getItem(KEYS.customerRevoke);
export const revoked = (): void => localStorage.removeItem(KEYS.customerRevoke);

export function saveAdminSession({ auth_token, ...user }: AdminSession): void {
  localStorage.setItem(KEYS.adminToken, auth_token);
  localStorage.setItem(KEYS.admin, JSON.stringify(user));
  localStorage.setItem(KEYS.adminFlag, 'true');
}

export function clearAdminSession(): void {
  localStorage.removeItem(KEYS.adminToken);
  localStorage.removeItem(KEYS.admin);
  localStorage.removeItem(KEYS.adminFlag);
  // the calendar's offline copy (features/admin/calendar/calendar-cache.ts) holds client details
  localStorage.removeItem('tress.admin.calendarCopy');
}
