/**
 * The amount on the Pay button is the amount the payment page charges, for "Any stylist" too.
 * Women's cut: Daniel S$68, Mei S$78, Kenji S$88. "Any stylist" shows the cheapest free total;
 * when that stylist is taken meanwhile, the salon asks before charging the next price.
 */
import type { Page } from '@playwright/test';
import { slotId, weekday } from '../../../scripts/support/demo-salon';
import {
  agreeToTerms,
  api,
  cardOf,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  type Lang,
  openBooking,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

const WORDS = {
  en: { service: "Women's Cut & Blow-dry", any: 'Any stylist', review: 'Review and pay' },
  zh: { service: '女士剪发及吹造型', any: '不指定发型师', review: '核对并支付' },
} as const;

async function toReview(page: Page, lang: Lang, date: string, time: string) {
  const w = WORDS[lang];
  await openBooking(page);
  await chooseService(page, w.service);
  await tapMain(page, TEXT[lang].next);
  await page.getByRole('button', { name: TEXT[lang].timeFirst }).click();
  const day = page.locator(`input[name="booking-date"][value="${date}"]`);
  await cardOf(page, day).click();
  await expect(day).toBeChecked();
  const slot = page.locator(`input[name="booking-time"][value="${slotId(time)}"]`);
  await cardOf(page, slot).click();
  await tapMain(page, TEXT[lang].next);
  await chooseStylist(page, w.any);
  await tapMain(page, TEXT[lang].next);
  await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
  await fillGuestDetails(page, { name: 'Ana Any', email: 'ana@example.com', phone: '81113333' }, lang);
}

async function payButtonAmount(page: Page, lang: Lang): Promise<string> {
  const text = (await page.getByRole('button', { name: TEXT[lang].pay }).first().textContent()) ?? '';
  return /S\$[\d,.]+/.exec(text)?.[0] ?? '';
}

async function chargedAmount(page: Page): Promise<string> {
  await page.waitForURL(/\/sandbox-pay\//);
  return ((await page.locator('.total dd').textContent()) ?? '').trim();
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`Any stylist (${lang})`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG' });
    // each language on a day of its own, late in the window, away from the days other tests book
    // (the third weekday's 11:00 was sometimes taken with Mei by an earlier test of the worker)
    const date = weekday(lang === 'en' ? 9 : 8);

    test('the Pay button shows what the payment page charges', async ({ page }) => {
      await toReview(page, lang, date, lang === 'en' ? '14:00' : '16:00');
      const shown = await payButtonAmount(page, lang);
      expect(shown).toBe('S$68.00');
      await agreeToTerms(page, lang);
      await tapMain(page, TEXT[lang].pay);
      expect(await chargedAmount(page)).toBe(shown);
    });

    test('a changed price is confirmed before paying, and the new amount is charged', async ({ page }) => {
      const time = lang === 'en' ? '11:00' : '09:00';
      await toReview(page, lang, date, time);
      expect(await payButtonAmount(page, lang)).toBe('S$68.00');
      // meanwhile someone else books Daniel, the S$68 stylist, at that time
      await api('book', {
        customer_id: 0,
        full_name: 'Other Guest',
        email: 'other@example.com',
        phone_number: '81119999',
        selected_service_ids: [1],
        stylist_id: 2,
        booking_date: date,
        start_slot_id: slotId(time),
        end_slot_id: 0,
        Notes: '',
        payment_keyword: 'card',
      });
      await agreeToTerms(page, lang);
      await tapMain(page, TEXT[lang].pay);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(
        lang === 'en' ? 'The price is now S$78.00. Continue?' : '价格现在是 S$78.00。是否继续？',
      );
      expect(await payButtonAmount(page, lang)).toBe('S$78.00');
      await dialog.getByRole('button', { name: lang === 'en' ? 'Continue' : '继续' }).click();
      expect(await chargedAmount(page)).toBe('S$78.00');
    });
  });
}
