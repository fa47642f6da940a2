import { describe, expect, it } from 'vitest';
import { INDEXEDDB_ROOTS, PERSISTED_ROOTS, storeOf } from './storage-policy';

describe('storage policy', () => {
  it('keeps each kind of data in one store, never both', () => {
    expect(INDEXEDDB_ROOTS.filter((r) => (PERSISTED_ROOTS as readonly string[]).includes(r))).toEqual([]);
  });

  it('keeps the catalogue in IndexedDB', () => {
    expect(storeOf(['services', 0])).toBe('indexedDB');
    expect(storeOf(['categories'])).toBe('indexedDB');
    expect(storeOf(['stylists', [1, 2], 0])).toBe('indexedDB');
  });

  it('persists the salon profile, payment methods and the customer’s own pages in localStorage', () => {
    expect(storeOf(['settings'])).toBe('localStorage');
    expect(storeOf(['payment-methods'])).toBe('localStorage');
    expect(storeOf(['ratings-pending', 4])).toBe('localStorage');
    expect(storeOf(['rating', 12, 3, 'token', null])).toBe('localStorage');
  });

  it('never keeps availability or the back office’s data', () => {
    expect(storeOf(['slots', '2025-05-12', 3, [1]])).toBe('none');
    expect(storeOf(['stylists-available', '2025-05-12', 9, [1]])).toBe('none');
    expect(storeOf(['admin', 'users'])).toBe('none');
  });
});
