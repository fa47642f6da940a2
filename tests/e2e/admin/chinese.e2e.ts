/**
 * The back office once in Chinese: the login page switched with the language menu, the header and
 * dashboard, the calendar's `EEE dd/MM` headers, a status change and a validation message.
 */
import { expect, test } from '../support/test';
import { addDays, adminToken, api, bookFirstFree, salonToday, TABLET, toast, unique } from './support';

test.use(TABLET);

test('front desk works the day in Chinese', async ({ page }) => {
  const token = await adminToken();
  const daniel = (
    await api('stylistsGet', { search_text: 'Daniel', page_number: 1, page_size: 5 }, { token })
  ).stylists[0]!;
  const name = unique('陈美玲');
  const booking = await bookFirstFree(
    daniel.id,
    [daniel.services[0]!.service_id],
    addDays(salonToday(), 1),
    name,
  );

  await page.goto('/login');
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { name: '后台登录' })).toBeVisible();
  await expect(page.getByRole('region', { name: '演示账号' })).toContainText('admin / admin123');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await expect(page.getByRole('alert').filter({ hasText: '管理员账号或密码错误' })).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '仪表盘' })).toBeVisible();
  for (const label of ['今日预约', '本月营业额', '本月预约', '今日营业额', '最近预约', '快捷操作']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: /^菜单/ }).tap();
  await page.getByRole('link', { name: '预约日历', exact: true }).tap();
  await page.getByRole('button', { name: '周', exact: true }).tap();
  await expect(page.locator('[class*="colHead"]').first()).toContainText('周一');
  await page.getByRole('button', { name: '日', exact: true }).tap();
  await page.getByLabel('日期', { exact: true }).fill(booking.date);
  await page.getByLabel('人员').selectOption({ label: daniel.full_name });
  const block = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(block).toContainText(name);
  await expect(block).toContainText('待确认');
  await block.tap();
  const details = page.getByRole('dialog', { name: '预约详情' });
  await details.getByRole('combobox', { name: '状态' }).selectOption('confirmed');
  await details.getByRole('button', { name: '保存状态' }).tap();
  await expect(toast(page, '预约状态已更新')).toBeVisible();
  await expect(block).toContainText('已确认');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '添加时间段' }).tap();
  const slots = page.getByRole('dialog', { name: '添加时间段' });
  await expect(slots.getByLabel('发型师')).toHaveValue(String(daniel.id)); // the calendar's filter carries over
  await slots.getByLabel('发型师').selectOption('0');
  await slots.getByRole('button', { name: '添加时间段' }).tap();
  await expect(slots.getByText('请选择发型师')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^菜单/ }).tap();
  await page.getByRole('link', { name: '人员管理', exact: true }).tap();
  await expect(page.getByRole('button', { name: '添加人员' })).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: '删除' }).tap();
  const confirm = page.getByRole('dialog', { name: '删除人员' });
  await expect(confirm).toContainText('确定要删除该人员吗？此操作无法撤销。');
  await confirm.getByRole('button', { name: '取消' }).tap();
  await expect(confirm).toBeHidden();
});
