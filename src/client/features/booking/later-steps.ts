/**
 * The wizard's later steps, the booking's sending and the motion library, fetched ahead while the
 * customer is still choosing services; on a slow connection or with Data Saver, each loads when
 * its step opens (lib/fetch-ahead.ts). The motion library is kept here once it has arrived, so
 * that the first step change after that slides.
 */
import { useEffect } from 'react';
import { inIdleTurns, pageSettled } from '../../lib/browser-turns';
import { mayFetchAhead } from '../../lib/fetch-ahead';

type MotionModule = typeof import('./step-motion');

/** The motion library, once loaded: the first step change after that slides. */
let motionLoaded: MotionModule | null = null;

/** The motion library if it has arrived, else null (the steps then change without motion). */
export function loadedMotion(): MotionModule | null {
  return motionLoaded;
}

/** Fetches the later steps ahead, unless the connection is slow or Data Saver is on. */
export function preloadLaterSteps(): void {
  if (!mayFetchAhead()) return;
  // one per idle period, so that fetching and running them never adds up to a long task while the
  // customer makes the first choices
  inIdleTurns([
    () => void import('./stylist-step'),
    () => void import('./datetime-step'),
    () =>
      void import('./step-motion').then((m) => {
        motionLoaded = m;
      }),
    () => void import('./checkout-step'),
    () => void import('./submit-booking'),
    () => void import('../../components/modal'),
  ]);
}

/** The later steps arrive while the customer is still choosing services, once the page has settled. */
export function useLaterStepsAhead(): void {
  useEffect(() => {
    let current = true;
    void pageSettled().then(() => current && preloadLaterSteps());
    return () => {
      current = false;
    };
  }, []);
}
