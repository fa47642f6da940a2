/**
 * No-show protection on a phone, in English and Chinese: the Keratin Treatment asks a deposit of
 * its own (the salon's policy: 30%, late cancellation 10%, no-show 30%), so checkout says the policy
 * in plain words with the amounts, the terms box names the fees, Pay charges the deposit only, and
 * the success page shows what was paid and what is due at the salon.
 */
import type { Page } from '@playwright/test';
import {
  adminToken,
  agreeToTerms,
  api,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  giveServiceProtection,
  type Lang,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

/** The salon's fees and deposit, and the Keratin Treatment's own protection: a deposit. */
async function keratinAsksDeposit() {
  const token = await adminToken();
  const settings = await api('settings', {});
  await api(
    'settingsUpdate',
    {
      ...settings,
      deposit_percent: 30,
      deposit_fixed: null,
      late_cancel_fee_percent: 10,
      no_show_fee_percent: 30,
    },
    { token },
  );
  await giveServiceProtection('Keratin Treatment', 'deposit', token);
}

const WORDS = {
  en: {
    service: 'Keratin Treatment',
    review: 'Review and pay',
    notice:
      'A deposit of S$54.00 is paid now to hold your booking; the remaining S$126.00 is paid at the salon.',
    fees: /including the deposit of S\$54\.00 and the late cancellation fee of S\$18\.00 and the no-show fee of S\$54\.00/,
    pay: /^Pay deposit S\$54\.00/,
    paid: 'Payment successful',
    continue: 'Continue to booking',
    confirmed: 'Booking Confirmed',
    booked: 'Deposit paid: S$54.00. Due at the salon: S$126.00.',
  },
  zh: {
    service: '角蛋白护理',
    review: '核对并支付',
    notice: '现在支付定金 S$54.00 以保留预约；其余 S$126.00 到店支付。',
    fees: /包括定金 S\$54\.00和逾期取消费 S\$18\.00和未到店费 S\$54\.00/,
    pay: /^支付定金 S\$54\.00/,
    paid: '支付成功',
    continue: '查看预约',
    confirmed: '预约成功',
    booked: '已付定金：S$54.00。到店需付：S$126.00。',
  },
} as const;

async function bookWithDeposit(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await keratinAsksDeposit();
  await page.goto('/');
  await chooseService(page, w.service);
  await tapMain(page, TEXT[lang].next);
  await chooseStylist(page, 'Mei Lin');
  await tapMain(page, TEXT[lang].next);
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT[lang].next);
  await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
  const notice = page.getByTestId('protection-notice');
  await expect(notice).toContainText(w.notice);
  await fillGuestDetails(
    page,
    {
      name: lang === 'en' ? 'Dana Deposit' : '邓定金',
      email: `deposit.${lang}@example.com`,
      phone: '91239876',
    },
    lang,
  );
  await expect(page.getByRole('checkbox', { name: w.fees })).toBeVisible();
  await agreeToTerms(page, lang);
  await shot(page, `checkout-${lang}`, notice);
  await tapMain(page, w.pay);
  await page.waitForURL(/\/sandbox-pay\//);
  // the provider's page charges the deposit, never the total
  await expect(page.getByText('S$54.00').first()).toBeVisible();
  await payByCard(page);
  await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.getByRole('heading', { name: w.confirmed })).toBeVisible();
  await expect(page.getByTestId('booked-policy')).toContainText(w.booked);
  await shot(page, `success-${lang}`, page.getByTestId('booked-policy'));
}

/** With TRESS_SHOT_DIR set, a screenshot of the screen for a person to look at. */
async function shot(page: Page, name: string, near: ReturnType<Page['getByTestId']>) {
  const dir = process.env.TRESS_SHOT_DIR;
  if (!dir) return;
  await near.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}.png` });
}

test('a guest books a treatment with a deposit, sees the policy and pays the deposit only', async ({
  page,
}) => {
  await bookWithDeposit(page, 'en');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('访客预约需付定金的护理，查看政策并只支付定金', async ({ page }) => {
    await bookWithDeposit(page, 'zh');
  });
});
