/**
 * Checkout says which cancellation rule applies to the chosen time, on a phone and on a tablet, in
 * English and Chinese: a time days ahead may be cancelled free and rescheduled until the cut-offs;
 * a time that starts inside both cut-offs is locked as soon as it is booked, and checkout says so
 * (with the salon's phone) instead of promising free cancellation. The page's clock is moved, never
 * waited for.
 */

import { slotTimeOf } from '../../../src/shared/domain/slots';
import { api, chooseLastFreeTime, chooseService, chooseStylist, TEXT, tapMain } from '../support/customer';
import { expect, test } from '../support/test';

const CASES = {
  en: {
    locale: 'en-SG',
    service: 'Gel Manicure',
    stylist: 'Aisha Rahman',
    free: /^Free cancellation until 24 h before/,
    locked: /cannot be cancelled or rescheduled online once booked\. To change it, call the salon on/,
  },
  zh: {
    locale: 'zh-CN',
    service: '女士剪发及吹造型',
    stylist: 'Kenji Watanabe',
    free: /^预约开始前 24 小时以前可免费取消/,
    locked: /预约后无法在线取消或改约。如需更改，请致电沙龙/,
  },
} as const;

const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 1180, height: 820 } } as const;

for (const lang of ['en', 'zh'] as const) {
  for (const size of ['phone', 'tablet'] as const) {
    const c = CASES[lang];
    test.describe(`${lang} ${size}`, () => {
      test.use({ locale: c.locale, viewport: SIZES[size] });

      test(`checkout names the rule that applies to the chosen time (${lang}, ${size})`, async ({
        page,
      }, info) => {
        const salon = await api('settings', {});
        await page.clock.install();
        await page.goto('/');
        await chooseService(page, c.service);
        await tapMain(page, TEXT[lang].next);
        await chooseStylist(page, c.stylist);
        await tapMain(page, TEXT[lang].next);
        const { date } = await chooseLastFreeTime(page);
        const slotId = Number(await page.locator('input[name="booking-time"]:checked').getAttribute('value'));
        await tapMain(page, TEXT[lang].next);
        const policy = page.getByTestId('checkout-policy');
        await expect(policy).toHaveAttribute('data-rule', 'policy');
        await expect(policy).toHaveText(c.free);

        // the same time, seen from an hour before it starts: inside both cut-offs
        const start = slotTimeOf(slotId) ?? '';
        expect(start).toMatch(/^\d\d:\d\d/);
        expect(salon.time_zone).toBe('Asia/Singapore');
        await page.clock.setSystemTime(
          new Date(`${date}T${start.slice(0, 5)}:00+08:00`).getTime() - 3600_000,
        );
        await page.goBack();
        await tapMain(page, TEXT[lang].next);
        await expect(policy).toHaveAttribute('data-rule', 'policyLocked');
        await expect(policy).toHaveText(c.locked);
        await expect(policy).toContainText(salon.phone);
        await policy.scrollIntoViewIfNeeded();
        await page.screenshot({ path: info.outputPath(`checkout-locked-${lang}-${size}.png`) });
      });
    });
  }
}
