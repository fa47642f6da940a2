// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service } from '#shared/contract/catalogue';
import type { Language } from '../../lib/language';
import { answerCalls, ok, renderInApp } from '../../test-support/render';
import { Wizard } from './wizard';
import { initialWizardState, type WizardState } from './wizard-choices';

const MANICURE: Service = {
  id: 5,
  name: 'Gel Manicure',
  name_zh: '凝胶美甲',
  description: '',
  description_zh: null,
  duration_minutes: 60,
  processing_start_minutes: 0,
  processing_minutes: 0,
  buffer_minutes: 0,
  price: 55,
  image_url: null,
  category_id: 2,
  category_name: 'Nails',
  is_active: true,
  protection: null,
};

/** A guest at checkout: a service, a stylist and a time chosen, the contact filled in. */
const atCheckout: WizardState = {
  ...initialWizardState,
  step: 3,
  serviceIds: [MANICURE.id],
  stylist: { id: 2, full_name: 'Aisha Rahman', photo_url: null, prices: { [MANICURE.id]: 55 } },
  date: '2026-12-03',
  slot: { id: 7, start_time: '10:00', display_time: '10:00 AM' },
  contact: { full_name: 'Grace Tan', email: 'grace@example.com', phone_number: '91234567' },
  paymentKeyword: 'card',
};

const WORDS = {
  en: { pay: /^Pay /, agree: /^I agree to the/, note: 'Please agree to both to book.' },
  zh: { pay: /^支付/, agree: /^我已阅读并同意/, note: '请同意以上两项后再预约。' },
} as const;

describe('consent at checkout', () => {
  for (const lang of ['en', 'zh'] as Language[]) {
    const w = WORDS[lang];
    it(`starts with the terms and privacy boxes unticked, and Pay waits for both (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      answerCalls({
        '/api/services/list': () => ok([MANICURE]),
        '/api/payment/methods': () => ok([{ payment_keyword: 'card', name: 'Card', description: '' }]),
      });
      await renderInApp(<Wizard from={atCheckout} />, { lang, path: '/?step=checkout' });
      const boxes = await screen.findAllByRole<HTMLInputElement>('checkbox', { name: w.agree });
      expect(boxes.map((b) => b.checked)).toEqual([false, false]);
      const pay = () => screen.getAllByRole<HTMLButtonElement>('button', { name: w.pay });
      expect(pay().map((b) => b.disabled)).toEqual([true, true]);
      expect(screen.getByText(w.note)).toBeTruthy();

      // either box alone is not enough
      for (const alone of [boxes[1]!, boxes[0]!]) {
        await user.click(alone);
        expect(pay().map((b) => b.disabled)).toEqual([true, true]);
        expect(screen.getByText(w.note)).toBeTruthy();
        if (alone === boxes[1]) await user.click(alone);
      }
      await user.click(boxes[1]!);
      expect(pay().map((b) => b.disabled)).toEqual([false, false]);
      expect(screen.queryByText(w.note)).toBeNull();
    });
  }
});
