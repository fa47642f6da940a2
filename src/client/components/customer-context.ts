/**
 * What every customer page may need from the customer shell: the salon profile, the signed-in
 * customer and a way to open the sign-in dialog. The shell (features/customer-shell) provides it;
 * booking and ratings read it, so those features never import each other.
 */
import { createContext, useContext } from 'react';
import type { SalonProfile } from '#shared/contract/back-office';
import type { StoredCustomer } from '../lib/session';

export type CustomerContextValue = {
  /** The salon profile, once loaded. */
  salon: SalonProfile | undefined;
  /** The signed-in customer, or null for a guest. */
  customer: StoredCustomer | null;
  /** Opens the sign-in dialog (e.g. from the ratings list). */
  requestSignIn: (mode?: 'login' | 'register') => void;
};

export const CustomerContext = createContext<CustomerContextValue>({
  salon: undefined,
  customer: null,
  requestSignIn: () => {},
});

export const useCustomerContext = (): CustomerContextValue => useContext(CustomerContext);
