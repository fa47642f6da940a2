/** Every abuse limit of one running app, on the store that fits its database. */
import type { Pool } from 'pg';
import type { Config } from '../config';
import { AddressLimits } from './address-limits';
import { LoginGuard } from './login-guard';
import { PasswordChangeGuard } from './password-change-guard';
import { counterFactory } from './store';

export type Limits = {
  customerLogin: LoginGuard;
  staffLogin: LoginGuard;
  passwordChange: PasswordChangeGuard;
  address: AddressLimits;
};

export function createLimits(config: Config, pool: Pool | null): Limits {
  const make = counterFactory(pool);
  return {
    customerLogin: new LoginGuard(make, 'customer'),
    staffLogin: new LoginGuard(make, 'staff'),
    passwordChange: new PasswordChangeGuard(make),
    address: new AddressLimits(make, config.rateLimitScale),
  };
}
