/**
 * A guest leaves the waitlist by their email's link, on a phone: they join from the date and time
 * step, the "You're on the waitlist" email (as the mail catcher received it) carries the leave link,
 * its page shows what they wait for, and Leave (confirmed) takes them off. A link with a changed
 * token says it is not valid.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseService, chooseStylist, openBooking, TEXT, tapMain } from '../support/customer';
import { waitForMailMatch } from '../support/mailbox';
import { capture } from '../support/screens';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };

const WORDS = {
  en: {
    locale: 'en-SG',
    service: "Men's Cut",
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    joined: /the email has|emailed you/,
    title: 'Your place on the waitlist',
    leave: 'Leave the waitlist',
    left: 'You have left the waitlist',
    forged: 'This link is not valid',
  },
  zh: {
    locale: 'zh-CN',
    service: '男士剪发',
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    joined: /退出候补名单的链接/,
    title: '您的候补记录',
    leave: '退出候补名单',
    left: '您已退出候补名单',
    forged: '此链接无效',
  },
} as const;

/** Screenshots for a person to look at, when a folder is given (TRESS_SHOTS_DIR). */
async function shot(page: Page, name: string) {
  const dir = process.env.TRESS_SHOTS_DIR;
  if (dir) await capture(page, join(dir, `${name}.png`), { fullPage: true });
}

for (const lang of ['en', 'zh'] as const) {
  const w = WORDS[lang];
  test.describe(`in ${lang}`, () => {
    test.use({ locale: w.locale, viewport: PHONE });

    test("a guest joins the waitlist, opens the email's leave link and leaves", async ({ page }) => {
      test.setTimeout(90_000);
      const email = `leaving.${lang}.${Date.now().toString(36)}@example.com`;

      await openBooking(page);
      await chooseService(page, w.service);
      await tapMain(page, TEXT[lang].next);
      await chooseStylist(page, 'Daniel Tan');
      await tapMain(page, TEXT[lang].next);
      await page.getByTestId('join-waitlist').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.name, { exact: true }).fill(lang === 'en' ? 'Lena Leaving' : '李离开');
      await dialog.getByLabel(w.phone, { exact: true }).fill('91113333');
      await dialog.getByLabel(w.email, { exact: true }).fill(email);
      await dialog.getByTestId('join-waitlist-submit').click();
      // the guest is told where the way out is
      await expect(page.getByText(w.joined).first()).toBeVisible();

      const { match } = await waitForMailMatch(/\/waitlist\/leave\/(\d+)\?t=([A-Za-z0-9_-]{43})/, {
        to: email,
        what: 'the waitlist leave link',
      });
      const [path, , token] = match;

      // a changed token is not this guest's link
      await page.goto(path!.replace(token!, `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`));
      await expect(page.getByRole('heading', { name: w.forged })).toBeVisible();

      await page.goto(path!);
      await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
      await expect(page.getByText(w.service).first()).toBeVisible();
      await expect(page.getByText('Daniel Tan')).toBeVisible();
      await shot(page, `waitlist-leave-${lang}`);
      await expectNoSeriousViolations(page, `leave the waitlist (${lang})`);
      await page.setViewportSize(TABLET);
      await shot(page, `waitlist-leave-tablet-${lang}`);
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: w.leave }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await shot(page, `waitlist-leave-confirm-${lang}`);
      await confirm.getByRole('button', { name: w.leave }).click();
      await expect(page.getByRole('heading', { name: w.left })).toBeVisible();
      await shot(page, `waitlist-left-${lang}`);

      // opened again, the link says the guest has left
      await page.reload();
      await expect(page.getByRole('heading', { name: w.left })).toBeVisible();
    });
  });
}
