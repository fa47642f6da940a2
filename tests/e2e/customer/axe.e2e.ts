import { expectNoSeriousViolations } from '../support/axe';
import {
  agreeToTerms,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  completedVisit,
  ratingLinkFor,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

for (const locale of ['en-SG', 'zh-CN'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    const T = locale === 'en-SG' ? TEXT.en : TEXT.zh;

    test('the booking wizard, its dialogs and the checkout', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
      await expectNoSeriousViolations(page, 'services');
      await chooseService(page, locale === 'en-SG' ? "Men's Cut" : '男士剪发');
      await page.getByRole('button', { name: /S\$38\.00/ }).click();
      // the sheet's code loads on this first tap: Escape before it opens would close nothing
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'summary sheet');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await tapMain(page, T.next);
      await page.getByRole('radio').first().waitFor({ state: 'attached' });
      await expectNoSeriousViolations(page, 'stylists');
      await chooseStylist(page, 'Daniel Tan');
      await tapMain(page, T.next);
      await chooseFirstFreeTime(page);
      await expectNoSeriousViolations(page, 'date and time');
      await tapMain(page, T.next);
      await agreeToTerms(page, locale === 'en-SG' ? 'en' : 'zh');
      await tapMain(page, T.pay); // shows the contact errors
      await expectNoSeriousViolations(page, 'checkout');
      await page
        .getByRole('banner')
        .getByRole('button', { name: locale === 'en-SG' ? 'Log in' : '登录' })
        .click();
      await expectNoSeriousViolations(page, 'login dialog');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: locale === 'en-SG' ? 'Create account' : '注册' })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: locale === 'en-SG' ? 'Create account' : '创建账号' })
        .last()
        .click();
      await expectNoSeriousViolations(page, 'registration dialog');
    });

    test('the result, static and rating pages', async ({ page }) => {
      const { booking } = await completedVisit({ service: "Women's Cut & Blow-dry", stylist: 'Daniel Tan' });
      const link = await ratingLinkFor(booking.id, 0);
      await page.goto('/payment-redirect?resultCode=0005&resultDesc=Declined&orderId=none');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // the page's toast fades in: its colours are judged once it has (mid-fade it was 4.36:1)
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      await expectNoSeriousViolations(page, 'payment failed');
      await page.evaluate(() =>
        localStorage.setItem(
          'paymentSuccessData',
          JSON.stringify({
            booking_id: 1,
            stylist_name: 'Mei Lin',
            appointment_date: '2030-01-02',
            appointment_start_time: '10:00',
            services: [{ name: 'Cut', description: '', duration_minutes: 60, price: 68 }],
            subtotal: 68,
            discount_amount: 0,
            promo_code: null,
            total_amount: 68,
            paid: true,
            payment_reference_no: 'R1',
            confirmed: false,
            savedAt: Date.now(),
          }),
        ),
      );
      for (const path of [
        '/booking-success',
        '/booking-cancelled',
        '/terms',
        '/privacy',
        '/ratings',
        link,
        '/no-such-page',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
        await expectNoSeriousViolations(page, path);
      }
    });
  });
}
