/**
 * Sessions, as spec section 4 keeps them: the customer's token per browser session
 * (sessionStorage), the current customer and a logged-in flag in localStorage; the admin token,
 * admin user and admin logged-in flag in localStorage. Restored on load; cleared when invalid.
 */
import type { AdminSession, CustomerSession } from '../../shared/contract/auth';

const KEYS = {
  customerToken: 'tress.customer.token',
  customer: 'tress.customer',
  customerFlag: 'tress.customer.loggedIn',
  adminToken: 'tress.admin.token',
  admin: 'tress.admin.user',
  adminFlag: 'tress.admin.loggedIn',
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

export const customerToken = (): string | null => sessionStorage.getItem(KEYS.customerToken);
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
  sessionStorage.setItem(KEYS.customerToken, auth_token);
  localStorage.setItem(KEYS.customer, JSON.stringify(customer));
  localStorage.setItem(KEYS.customerFlag, 'true');
}

export function clearCustomerSession(): void {
  sessionStorage.removeItem(KEYS.customerToken);
  localStorage.removeItem(KEYS.customer);
  localStorage.removeItem(KEYS.customerFlag);
}

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
