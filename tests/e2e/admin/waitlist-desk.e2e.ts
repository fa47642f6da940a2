/**
 * The desk's waitlist on a tablet, in English and Chinese: the dashboard counts who waits for a
 * day, the calendar's Waitlist panel lists them, and a tapped free cell offers its time to one of
 * them, whose offer email arrives and whose state the panel then shows. axe finds nothing serious.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMailMatch } from '../support/mailbox';
import { capture } from '../support/screens';
import { expect, test } from '../support/test';
import { addDays, api, bookAsGuest, freeSlot, salonToday, TABLET, useAdminSession } from './support';

const DANIEL = 2;
const MENS_CUT = 2;

const WORDS = {
  en: {
    waitlist: /^Waitlist/,
    waiting: /1 waiting for/,
    fits: 'Waiting for this day',
    offer: 'Offer this time',
    sent: /Offer sent/,
    newBooking: 'New booking',
  },
  zh: {
    waitlist: /^候补名单/,
    waiting: /有 1 位候补/,
    fits: '候补这一天的客人',
    offer: '提供这个时间',
    sent: /已发送空档/,
    newBooking: '新建预约',
  },
} as const;

async function shot(page: Page, name: string) {
  const dir = process.env.TRESS_SHOTS_DIR;
  if (dir) await capture(page, join(dir, `${name}.png`), { fullPage: true });
}

test.use(TABLET);

for (const lang of ['en', 'zh'] as const) {
  const w = WORDS[lang];
  test(`the desk sees who waits and offers a free time (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    // a day of Daniel's whose 10:00 is taken, where a guest waits for exactly that half hour
    const slot = await freeSlot(DANIEL, [MENS_CUT], addDays(salonToday(), lang === 'en' ? 2 : 4));
    const taken = await api('slotsByStylist', {
      booking_date: slot.date,
      selected_service_ids: [MENS_CUT],
      stylist_id: DANIEL,
    });
    const first = taken.find((s) => s.available)!;
    await bookAsGuest({
      stylistId: DANIEL,
      serviceIds: [MENS_CUT],
      date: slot.date,
      slotId: first.id,
      name: 'Taken Early',
    });
    const email = `desk.waitlist.${lang}.${Date.now().toString(36)}@example.com`;
    const name = lang === 'en' ? 'Desmond Waits' : '李候补';
    await api(
      'waitlistJoin',
      {
        service_ids: [MENS_CUT],
        stylist_id: DANIEL,
        preferences: [
          { date: slot.date, from_time: first.start_time, to_time: addMinutes(first.start_time, 30) },
        ],
        full_name: name,
        phone_number: '93334444',
        email,
      },
      { lang },
    );

    await useAdminSession(page, 'admin', 'admin123', lang);
    await page.goto('/admin');
    await expect(page.locator(`a[href="/admin/calendar?date=${slot.date}&view=day"]`).last()).toHaveText(
      w.waiting,
    );
    await shot(page, `desk-dashboard-${lang}`);

    await page.goto(`/admin/calendar?date=${slot.date}&personnel=${DANIEL}`);
    await page.getByTestId('waitlist-button').click();
    const panel = page.getByRole('dialog', { name: w.waitlist });
    await expect(panel.getByText(name)).toBeVisible();
    await expectNoSeriousViolations(page, `waitlist panel (${lang})`);
    await shot(page, `desk-panel-${lang}`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // a free cell later that day: the guest waits for this day, so the sheet offers it to them
    const free = taken.filter((s) => s.available && s.id !== first.id).at(-1)!;
    await page.locator(`button[data-cell-time="${free.start_time}"]`).first().click();
    const sheet = page.getByRole('dialog', { name: w.newBooking });
    await expect(sheet.getByRole('heading', { name: w.fits })).toBeVisible();
    await expectNoSeriousViolations(page, `waitlist in the new-booking sheet (${lang})`);
    await shot(page, `desk-cell-fits-${lang}`);
    await sheet.getByRole('button', { name: new RegExp(name) }).click();
    await waitForMailMatch(/\/waitlist\/offer\/\d+\?t=/, { to: email, what: 'the desk offer' });
    await page.keyboard.press('Escape');
    await page.getByTestId('waitlist-button').click();
    await expect(
      page.getByRole('dialog', { name: w.waitlist }).getByTestId('waitlist-offer-state'),
    ).toHaveText(w.sent);
  });
}

function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

for (const lang of ['en', 'zh'] as const) {
  test(`Settings chooses how freed time goes to the waitlist (${lang})`, async ({ page }) => {
    await useAdminSession(page, 'admin', 'admin123', lang);
    await page.goto('/admin/settings');
    const mode = page.getByLabel(lang === 'en' ? 'Who is offered freed time' : '空出的时间通知谁');
    await expect(mode).toHaveValue('first_in_line');
    await expectNoSeriousViolations(page, `settings with the waitlist (${lang})`);
    await mode.scrollIntoViewIfNeeded();
    await shot(page, `desk-settings-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/calendar');
    await page.getByTestId('waitlist-button').click();
    await expect(page.getByRole('dialog', { name: lang === 'en' ? /^Waitlist/ : /^候补名单/ })).toBeVisible();
    await shot(page, `desk-panel-phone-${lang}`);
  });
}
