/**
 * The waitlist end to end, in English and Chinese: a guest on a phone finds a full day and joins
 * the waitlist; the front desk cancels a booking of that day on a tablet; the offer's email (as the
 * mail catcher received it) leads to the one-tap page, and the guest books the time and pays.
 */
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { addDays, bookAsGuest, salonToday, useAdminSession as seedAdminSession } from '../admin/support';
import { expectNoSeriousViolations } from '../support/axe';
import {
  api,
  cardOf,
  chooseService,
  chooseStylist,
  logInWithDialog,
  openBooking,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { waitForMailMatch } from '../support/mailbox';
import { capture } from '../support/screens';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const DANIEL = 2;
const MENS_CUT = 2;

const WORDS = {
  en: {
    locale: 'en-SG',
    service: "Men's Cut",
    join: 'Join the waitlist',
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    joined: /on the waitlist/,
    offerTitle: 'A time came free for you',
    book: 'Book this time',
  },
  zh: {
    locale: 'zh-CN',
    service: '男士剪发',
    join: '加入候补名单',
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    joined: /已加入候补名单/,
    offerTitle: '为您空出了一个时间',
    book: '预约这个时间',
  },
} as const;

/** Screenshots for a person to look at, when a folder is given (TRESS_SHOTS_DIR). */
async function shot(page: Page, name: string) {
  const dir = process.env.TRESS_SHOTS_DIR;
  if (dir) await capture(page, join(dir, `${name}.png`), { fullPage: true });
}

/** Books every free time of Daniel's on the first open day from `from` on; returns the day and its bookings. */
async function fillDaniel(fromDays: number) {
  for (let d = fromDays; d < 14; d++) {
    const date = addDays(salonToday(), d);
    const free = (
      await api('slotsByStylist', {
        booking_date: date,
        selected_service_ids: [MENS_CUT],
        stylist_id: DANIEL,
      })
    ).filter((s) => s.available);
    if (free.length < 4) continue;
    const booked = [];
    for (const s of free)
      booked.push(
        await bookAsGuest({
          stylistId: DANIEL,
          serviceIds: [MENS_CUT],
          date,
          slotId: s.id,
          name: `Full Day ${s.start_time.replace(':', '')}`,
        }),
      );
    return { date, booked };
  }
  throw new Error('no open day for Daniel');
}

async function cancelAtTheDesk(browser: Browser, date: string, bookingId: number) {
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const desk = await context.newPage();
  await seedAdminSession(desk);
  await desk.goto(`/admin/calendar?date=${date}&personnel=${DANIEL}`);
  await desk.locator(`[data-booking-id="${bookingId}"]`).first().tap();
  const details = desk.getByRole('dialog', { name: 'Booking details' });
  await details.getByLabel('Status').selectOption('cancelled');
  await details.getByRole('button', { name: 'Save status' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Booking status updated' }).first()).toBeVisible();
  await shot(desk, `desk-cancelled-${date}`);
  await context.close();
}

for (const lang of ['en', 'zh'] as const) {
  const w = WORDS[lang];
  test.describe(`in ${lang}`, () => {
    test.use({ locale: w.locale, viewport: PHONE });

    test('a guest joins on a full day, the desk cancels, the offer link books the time', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const full = await fillDaniel(lang === 'en' ? 7 : 10);
      const email = `waitlist.${lang}.${Date.now().toString(36)}@example.com`;

      await openBooking(page);
      await chooseService(page, w.service);
      await tapMain(page, TEXT[lang].next);
      await chooseStylist(page, 'Daniel Tan');
      await tapMain(page, TEXT[lang].next);
      const day = page.locator(`input[name="booking-date"][value="${full.date}"]`);
      await cardOf(page, day).click();
      await expect(day).toBeChecked();
      await expect(page.locator('input[name="booking-time"]')).toHaveCount(0);
      await page.getByRole('button', { name: w.join }).click();
      const dialog = page.getByRole('dialog', { name: w.join });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(w.name, { exact: true }).fill(lang === 'en' ? 'Wanda Waiting' : '王候补');
      await dialog.getByLabel(w.phone, { exact: true }).fill('91112222');
      await dialog.getByLabel(w.email, { exact: true }).fill(email);
      await shot(page, `join-${lang}`);
      await expectNoSeriousViolations(page, `join the waitlist (${lang})`);
      await dialog.getByTestId('join-waitlist-submit').click();
      await expect(page.getByText(w.joined).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      // the desk cancels one booking of the full day: the time goes to the guest
      const freed = full.booked[Math.floor(full.booked.length / 2)]!;
      await cancelAtTheDesk(browser, full.date, freed.id);
      const { match } = await waitForMailMatch(/\/waitlist\/offer\/(\d+)\?t=([A-Za-z0-9_-]+)/, {
        to: email,
        what: 'the waitlist offer',
        timeoutMs: 30_000,
      });

      await page.goto(`/waitlist/offer/${match[1]}?t=${match[2]}`);
      await expect(page.getByRole('heading', { name: w.offerTitle })).toBeVisible();
      await shot(page, `offer-${lang}`);
      await expectNoSeriousViolations(page, `waitlist offer (${lang})`);
      await page.getByRole('button', { name: w.book }).click();
      await page.waitForURL(/\/manage\/\d+\?t=/);
      const bookingId = Number(/\/manage\/(\d+)/.exec(page.url())![1]);
      await page.getByTestId('pay-booking').click();
      await payByCard(page);
      await expect
        .poll(async () => {
          const token = (await api('adminLogin', { username: 'admin', password: 'admin123' })).auth_token;
          const day = await api('calendar', { date: full.date, personnel_id: DANIEL }, { token });
          return day.find((b) => b.id === bookingId)?.status;
        })
        .toBe('confirmed');
    });
  });
}

test.describe('a signed-in customer', () => {
  test.use({ viewport: PHONE });

  test('joins from the date and time step and leaves from My bookings', async ({ page }) => {
    const full = await fillDaniel(12);
    await openBooking(page);
    await logInWithDialog(page, 'demo', 'demo1234');
    await chooseService(page, "Men's Cut");
    await tapMain(page, TEXT.en.next);
    await chooseStylist(page, 'Daniel Tan');
    await tapMain(page, TEXT.en.next);
    // a day with free times offers the waitlist too, quietly, within the phone's width
    await expect(page.getByRole('button', { name: 'No time suits? Join the waitlist' })).toBeVisible();
    await shot(page, 'datetime-secondary-en');
    const day = page.locator(`input[name="booking-date"][value="${full.date}"]`);
    await cardOf(page, day).click();
    await shot(page, 'datetime-full-day-en');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    // signed in: no contact fields, the account's are used
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add another day' }).click();
    await dialog.getByLabel('When').first().selectOption('morning');
    await dialog.getByTestId('join-waitlist-submit').click();
    await expect(dialog).toBeHidden();

    await page.goto('/bookings');
    const entry = page.getByTestId('waitlist-entry').first();
    await expect(entry).toContainText("Men's Cut");
    // the day added (the first of the window) may have had a free time: offered at once
    await expect(entry).toContainText(/Waiting|Offer sent/);
    await expect(entry).toContainText('Morning (before 12:00)');
    await expectNoSeriousViolations(page, 'my bookings with the waitlist');
    await shot(page, 'my-bookings-waitlist-en');
    await entry.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByText('You have left the waitlist').first()).toBeVisible();
    await expect(page.getByTestId('waitlist-entry')).toHaveCount(0);
  });
});
