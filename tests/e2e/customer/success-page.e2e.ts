/**
 * The success page's "What happens next" list reads as sentences: each item's text flows beside
 * its number (the third, a link and its sentence, once rendered one word to a line), on a phone
 * and on a tablet, in English and Chinese. Add to calendar gives the email's event (.ics), Google and
 * Outlook.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { BOOKING_ALARM_MINUTES } from '../../../src/shared/calendar-event';
import { openLive, paidBookingSaved } from '../support/customer';
import { onPhoneAndTablet } from '../support/phone-and-tablet';
import { expect, test } from '../support/test';

const WORDS = {
  en: { next: 'What happens next', manage: 'See or change your booking' },
  zh: { next: '接下来', manage: '查看或更改预约' },
} as const;

async function openSuccess(page: Page) {
  await page.addInitScript(
    (saved) => localStorage.setItem('paymentSuccessData', JSON.stringify(saved)),
    paidBookingSaved({
      services: [{ name: "Men's Cut", description: '', duration_minutes: 30, price: 38 }],
      subtotal: 38,
      discount_amount: null,
      promo_code: null,
      total_amount: 38,
    }),
  );
  await openLive(page, '/booking-success');
}

/** How many lines an element's text takes. */
const linesOf = (item: Locator) =>
  item.evaluate((li) => {
    const range = document.createRange();
    range.selectNodeContents(li);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });

onPhoneAndTablet('success page', (lang) => {
  test('Add to calendar: the .ics as the email has it, and Google and Outlook links', async ({ page }) => {
    await openSuccess(page);
    const title = lang === 'en' ? "Men's Cut at Tress Studio" : "Tress 美发沙龙：Men's Cut";
    const google = page.getByRole('link', { name: lang === 'en' ? /^Google Calendar/ : /^Google 日历/ });
    const outlook = page.getByRole('link', {
      name: lang === 'en' ? /^Outlook Calendar/ : /^Outlook 日历/,
    });
    await expect(google).toBeVisible();
    await expect(outlook).toBeVisible();
    expect(new URL((await google.getAttribute('href'))!).searchParams.get('text')).toBe(title);
    expect(new URL((await outlook.getAttribute('href'))!).searchParams.get('subject')).toBe(title);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: lang === 'en' ? 'Add to calendar' : '添加到日历' }).click();
    const file = await (await download).path();
    const ics = (await readFile(file, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`TRIGGER:-PT${BOOKING_ALARM_MINUTES}M`);
    expect(ics).toContain(`SUMMARY:${title}`);
  });

  test('"What happens next" items read as sentences, the third with its link', async ({ page }) => {
    await openSuccess(page);
    const list = page.getByRole('region', { name: WORDS[lang].next }).getByRole('listitem');
    await expect(list).toHaveCount(3);
    await expect(list.nth(2).getByRole('link', { name: WORDS[lang].manage })).toBeVisible();
    // one word to a line took 18 lines; the longest sentence takes five on a phone
    for (let n = 0; n < 3; n++) {
      expect(await linesOf(list.nth(n)), `item ${n + 1}`).toBeLessThanOrEqual(6);
    }
  });
});
