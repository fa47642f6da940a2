/**
 * The Stripe SDK, loaded on the first call to Stripe rather than at start: it is a tenth of a
 * second of a restart's modules, and a salon on the sandbox never needs it.
 */
import type Stripe from 'stripe';

export type StripeSdk = typeof Stripe;

let sdk: Promise<StripeSdk> | null = null;

export function stripeSdk(): Promise<StripeSdk> {
  sdk ??= import('stripe').then((m) => m.default);
  return sdk;
}
