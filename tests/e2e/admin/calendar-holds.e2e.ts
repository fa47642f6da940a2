/**
 * A time only held for a payment is drawn as such on the salon tablet: hatched, with Held, what it
 * waits for and until when, in English and Chinese.
 */

import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookFirstFree,
  salonToday,
  TABLET,
  unique,
  useAdminSession,
} from './support';

test.use(TABLET);

const TEXT = {
  en: { held: 'Held', waits: /Awaiting online payment until \d\d:\d\d/ },
  zh: { held: '保留中', waits: /等待在线付款，保留至 \d\d:\d\d/ },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`a booking waiting for its online payment is drawn as held (${lang})`, async ({ page }, info) => {
    const token = await adminToken();
    const aisha = (
      await api('stylistsGet', { search_text: 'Aisha', page_number: 1, page_size: 5 }, { token })
    ).stylists[0]!;
    const serviceId =
      aisha.services.find((s) => s.service.duration_minutes >= 60)?.service_id ??
      aisha.services[0]!.service_id;
    const name = unique(lang === 'en' ? 'Held Guest' : '保留客人');
    const booking = await bookFirstFree(aisha.id, [serviceId], addDays(salonToday(), 3), name);
    await useAdminSession(page, 'admin', 'admin123', lang);
    await page.goto(`/admin/calendar?date=${booking.date}&personnel=${aisha.id}`);
    const block = page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(block).toHaveAttribute('data-held', 'online_payment');
    await expect(block).toContainText(TEXT[lang].held);
    await expect(block).toContainText(TEXT[lang].waits);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`calendar-hold-${lang}.png`) });
  });
}
