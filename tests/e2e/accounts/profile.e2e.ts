/**
 * Registration asks the gender and date of birth as optional (no gender chosen for the customer),
 * and a customer edits their own details from the account menu; on a phone and a tablet, in
 * English and Chinese.
 */
import { openLive } from '../support/customer';
import { onPhoneAndTablet } from '../support/phone-and-tablet';
import { expect, test } from '../support/test';

const W = {
  en: {
    logIn: 'Log in',
    welcome: 'Welcome back',
    register: 'Create your account',
    create: 'Create account',
    tab: 'Create account',
    fullName: 'Full name',
    username: 'Username',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    gender: 'Gender (optional)',
    birth: 'Date of birth (optional)',
    notGiven: 'Not given',
    female: 'Female',
    account: (name: string) => `Account: ${name}`,
    details: 'My details',
    save: 'Save',
    saved: 'Your details are saved',
  },
  zh: {
    logIn: '登录',
    welcome: '欢迎回来',
    register: '创建账号',
    create: '创建账号',
    tab: '注册',
    fullName: '姓名',
    username: '用户名',
    email: '电子邮箱',
    phone: '电话号码',
    password: '密码',
    confirm: '确认密码',
    gender: '性别（选填）',
    birth: '出生日期（选填）',
    notGiven: '不填写',
    female: '女',
    account: (name: string) => `账户：${name}`,
    details: '我的资料',
    save: '保存',
    saved: '您的资料已保存',
  },
} as const;

onPhoneAndTablet('registration and profile', (lang, size) => {
  test('registers without gender or date of birth, then edits the profile', async ({ page }) => {
    const w = W[lang];
    const stamp = `${lang}${size.name}${Date.now().toString(36)}`;
    await openLive(page);
    await page.getByRole('banner').getByRole('button', { name: w.logIn }).click();
    await page.getByRole('dialog', { name: w.welcome }).getByRole('button', { name: w.tab }).first().click();
    const register = page.getByRole('dialog', { name: w.register });
    await expect(register.getByLabel(w.gender)).toHaveValue('');
    await expect(register.getByLabel(w.gender).locator('option:checked')).toHaveText(w.notGiven);
    await expect(register.getByLabel(w.birth)).toHaveValue('');
    await register.getByLabel(w.fullName).fill('Olive Option');
    await register.getByLabel(w.username).fill(`olive${stamp}`);
    await register.getByLabel(w.email).fill(`olive${stamp}@example.com`);
    await register.getByLabel(w.phone).fill('91234567');
    await register.getByLabel(w.password, { exact: true }).fill('copper-comb-4821');
    await register.getByLabel(w.confirm).fill('copper-comb-4821');
    await register.getByRole('button', { name: w.create }).last().click();
    await expect(register).toBeHidden();

    await page.getByRole('button', { name: w.account('Olive Option') }).click();
    await page.getByRole('button', { name: w.details }).click();
    const dialog = page.getByRole('dialog', { name: w.details });
    await expect(dialog.getByLabel(w.fullName)).toHaveValue('Olive Option');
    await expect(dialog.getByLabel(w.gender)).toHaveValue('');
    await dialog.getByLabel(w.fullName).fill('Olive Edited');
    await dialog.getByLabel(w.gender).selectOption({ label: w.female });
    await dialog.getByLabel(w.birth).fill('1994-07-08');
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(w.saved).first()).toBeVisible();
    // the header shows the new name at once, and the details read back as saved
    await page.getByRole('button', { name: w.account('Olive Edited') }).click();
    await page.getByRole('button', { name: w.details }).click();
    await expect(dialog.getByLabel(w.gender)).toHaveValue('2');
    await expect(dialog.getByLabel(w.birth)).toHaveValue('1994-07-08');
  });
});
