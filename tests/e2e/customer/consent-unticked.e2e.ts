/**
 * Consent is given, not assumed: at checkout the terms and the privacy boxes start unticked, Pay
 * waits for both, and a note says why; on a phone and on a tablet, in English and Chinese.
 */
import type { Page } from '@playwright/test';
import {
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  openBooking,
  TEXT,
  tapMain,
} from '../support/customer';
import { onPhoneAndTablet } from '../support/phone-and-tablet';
import { expect, test } from '../support/test';

const WORDS = {
  en: {
    service: 'Gel Manicure',
    review: 'Review and pay',
    agree: /^I agree to the/,
    note: 'Please agree to both to book.',
  },
  zh: {
    service: '凝胶美甲',
    review: '核对并支付',
    agree: /^我已阅读并同意/,
    note: '请同意以上两项后再预约。',
  },
} as const;

async function toCheckout(page: Page, lang: 'en' | 'zh') {
  await openBooking(page);
  await chooseService(page, WORDS[lang].service);
  await tapMain(page, TEXT[lang].next);
  await chooseStylist(page, 'Aisha Rahman');
  await tapMain(page, TEXT[lang].next);
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT[lang].next);
  await expect(page.getByRole('heading', { name: WORDS[lang].review })).toBeFocused();
}

onPhoneAndTablet('checkout consent', (lang) => {
  test('the terms and privacy boxes start unticked and Pay waits for both', async ({ page }) => {
    await toCheckout(page, lang);
    const boxes = page.getByRole('checkbox', { name: WORDS[lang].agree });
    await expect(boxes).toHaveCount(2);
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(boxes.nth(1)).not.toBeChecked();
    const pay = page.getByRole('button', { name: TEXT[lang].pay }).filter({ visible: true });
    await expect(pay).toBeDisabled();
    await expect(page.getByText(WORDS[lang].note)).toBeVisible();

    await boxes.nth(0).check();
    await expect(pay).toBeDisabled();
    await boxes.nth(1).check();
    await expect(pay).toBeEnabled();
    await expect(page.getByText(WORDS[lang].note)).toHaveCount(0);
  });
});
