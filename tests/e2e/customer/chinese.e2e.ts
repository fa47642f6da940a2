/** The whole booking once in Chinese: a phone whose browser language is Chinese gets 中文 throughout. */

import {
  agreeToTerms,
  applyPromo,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test.use({ locale: 'zh-CN' });

test('一位访客用中文完成预约并付款', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '选择服务项目' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh');

  await chooseService(page, '女士剪发及吹造型');
  await tapMain(page, TEXT.zh.next);
  await expect(page.getByRole('heading', { name: '选择发型师' })).toBeFocused();
  await expect(page.getByText(/^（\d+ 条评价）$/).first()).toBeVisible();
  await chooseStylist(page, 'Kenji Watanabe');
  await tapMain(page, TEXT.zh.next);
  await expect(page.getByRole('heading', { name: '选择日期和时间' })).toBeFocused();
  await expect(page.getByText('今天')).toBeVisible();
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.zh.next);

  await expect(page.getByRole('heading', { name: '核对并支付' })).toBeFocused();
  await fillGuestDetails(page, { name: '王小美', email: 'xiaomei@example.com', phone: '91237777' }, 'zh');
  await applyPromo(page, 'welcome10', 'zh');
  await expect(page.getByText('WELCOME10 · 减 10%')).toBeVisible();
  // Kenji: 68 + 20 = 88, 10% off
  await agreeToTerms(page, 'zh');
  await tapMain(page, /^支付 S\$79\.20/);
  await payByCard(page);

  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('button', { name: '查看预约' }).click();
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText('S$79.20');
  await expect(page.getByRole('link', { name: '添加到日历' })).toBeVisible();
});
