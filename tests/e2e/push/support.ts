/** Helpers for the notification tests: a signed-in customer on the success page of their booking. */
import type { BrowserContext, Page } from '@playwright/test';
import { api, completedVisit, openLive } from '../support/customer';

/** Signs the demo customer in on this context and puts a booking of theirs on the success page. */
export async function successPageOfCustomer(context: BrowserContext, page: Page): Promise<number> {
  const session = await api('login', { username: 'demo', password: 'demo1234' });
  const { booking } = await completedVisit({
    service: 'Brow Shaping',
    stylist: 'Aisha Rahman',
    customer: { token: session.auth_token, id: session.customer_id },
  });
  const { auth_token, ...customer } = session;
  const success = {
    booking_id: booking.id,
    stylist_name: booking.stylist_name,
    appointment_date: booking.appointment_date,
    appointment_start_time: booking.appointment_start_time,
    services: booking.appointment_services,
    subtotal: null,
    discount_amount: null,
    promo_code: null,
    total_amount: booking.total_amount,
    paid: false,
    payment_reference_no: null,
    confirmed: true,
    savedAt: Date.now(),
  };
  await context.addInitScript(
    ([token, who, data]) => {
      sessionStorage.setItem('tress.customer.token', token);
      localStorage.setItem('tress.customer', who);
      localStorage.setItem('tress.customer.loggedIn', 'true');
      localStorage.setItem('paymentSuccessData', data);
    },
    [auth_token, JSON.stringify(customer), JSON.stringify(success)] as const,
  );
  await openLive(page, '/booking-success');
  return booking.id;
}

/** Counts the page's calls of Notification.requestPermission (the permission prompt). */
export async function countPermissionPrompts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.__prompts++;
      return original(...args);
    };
  });
}

export const promptsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);
