/**
 * The stylist step prices what a stylist would charge: before one is chosen the total reads "From"
 * the cheapest stylist's (never the services' list prices, which match nobody), and "Any stylist"
 * is offered in the stylist-first order too, at that "from" price, made exact once a time is
 * chosen: the cheapest stylist free then, which is what the Pay button shows and the payment page
 * charges. On a phone and a tablet, in English and Chinese.
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../../../src/shared/domain/money';
import {
  agreeToTerms,
  api,
  chooseLastFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  openBooking,
  TEXT,
  tapMain,
} from '../support/customer';
import { onPhoneAndTablet } from '../support/phone-and-tablet';
import { expect, test } from '../support/test';

const WORDS = {
  en: {
    services: ["Women's Cut & Blow-dry", 'Full Colour'],
    any: 'Any stylist',
    from: (amount: string) => `From ${amount}`,
    anyFrom: (amount: string) => `from ${amount}`,
  },
  zh: {
    services: ['女士剪发及吹造型', '全头染发'],
    any: '不指定发型师',
    from: (amount: string) => `${amount} 起`,
    anyFrom: (amount: string) => `${amount} 起`,
  },
} as const;

const cheapest = (stylists: { price: number }[]) =>
  formatMoney(Math.min(...stylists.map((s) => s.price)), 'S$');

async function serviceIds(names: readonly string[]): Promise<number[]> {
  const all = await api('servicesList', { category_id: 0 });
  return names.map((n) => {
    const found = all.find((s) => s.name === n || s.name_zh === n);
    if (!found) throw new Error(`no service ${n}`);
    return found.id;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

onPhoneAndTablet('Any stylist, stylist first', (lang) => {
  test('the step prices "from" the cheapest stylist, and Any stylist pays the cheapest free one', async ({
    page,
  }) => {
    const w = WORDS[lang];
    const ids = await serviceIds(w.services);
    const from = cheapest(await api('stylistsByServices', { service_ids: ids }));
    await openBooking(page);
    for (const name of w.services) await chooseService(page, name);
    await tapMain(page, TEXT[lang].next);

    const any = page.getByRole('radio', { name: w.any, exact: true });
    await expect(any).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(w.anyFrom(from))}$`));
    await expect(visibleText(page, w.from(from)).first()).toBeVisible();
    await chooseStylist(page, w.any);
    await tapMain(page, TEXT[lang].next);

    await chooseLastFreeTime(page);
    const date = (await page.locator('input[name="booking-date"]:checked').getAttribute('value')) ?? '';
    const slot = Number(await page.locator('input[name="booking-time"]:checked').getAttribute('value'));
    const free = cheapest(
      await api('stylistsAvailable', {
        booking_date: date,
        start_slot_id: slot,
        selected_service_ids: ids,
      }),
    );
    await expect(visibleText(page, w.from(from))).toHaveCount(0);
    await expect(visibleText(page, free).first()).toBeVisible();

    await tapMain(page, TEXT[lang].next);
    await fillGuestDetails(page, { name: 'Ana Any', email: 'ana@example.com', phone: '81113333' }, lang);
    await agreeToTerms(page, lang);
    const pay = page.getByRole('button', { name: TEXT[lang].pay }).filter({ visible: true });
    await expect(pay).toContainText(free);
    await pay.click();
    await page.waitForURL(/\/sandbox-pay\//);
    await expect(page.locator('.total dd')).toHaveText(free);
  });
});
