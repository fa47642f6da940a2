// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Service } from '#shared/contract/catalogue';
import type { Language } from '../../lib/language';
import { answerCalls, ok, renderInApp } from '../../test-support/render';
import { WizardStart } from './wizard-start';

const service = (id: number, name: string, name_zh: string, price: number, minutes: number): Service => ({
  id,
  name,
  name_zh,
  description: '',
  description_zh: null,
  duration_minutes: minutes,
  processing_start_minutes: 0,
  processing_minutes: 0,
  buffer_minutes: 0,
  price,
  image_url: null,
  category_id: 1,
  category_name: 'Hair',
  is_active: true,
  protection: null,
});
const CUT = service(1, "Women's Cut & Blow-dry", '女士剪发及吹造型', 85, 60);
const BALAYAGE = service(2, 'Balayage', '手刷挑染', 220, 150);
const PEDICURE = service(3, 'Classic Pedicure', '经典足部护理', 55, 45);

/** The salon's catalogue; `stylistsFor` says who does a choice of services (none: nobody does them all). */
function salon(stylistsFor: (ids: number[]) => unknown[] = () => [{}]) {
  return answerCalls({
    '/api/services/list': () => ok([CUT, BALAYAGE, PEDICURE]),
    '/api/categories': () => ok([{ id: 1, name: 'Hair', name_en: 'Hair', name_zh: '美发' }]),
    '/api/stylists/listbyserviceids': (body) => {
      const found = stylistsFor((body as { service_ids: number[] }).service_ids);
      return found.length
        ? ok(found)
        : { status: 404, body: { success: false, message: 'No stylists found', code: 'no_stylists' } };
    },
  });
}

async function openFirstStep(lang: Language = 'en', onNext = vi.fn()) {
  const view = await renderInApp(
    <WizardStart onNext={onNext} handingOver={false} onNextPossible={() => {}} />,
    {
      lang,
    },
  );
  await screen.findAllByRole('checkbox');
  return view;
}

/** Both of the step's Next buttons: the phone's bottom bar and the wide screen's side panel. */
const nextButtons = (name = 'Next') => screen.getAllByRole<HTMLButtonElement>('button', { name });
const service_ = (name: string) => screen.getByRole('checkbox', { name });

describe("the booking wizard's first step", () => {
  it('keeps Next disabled until a service is chosen, and again once none is', async () => {
    const user = userEvent.setup({ delay: null });
    const onNext = vi.fn();
    salon();
    await openFirstStep('en', onNext);
    expect(nextButtons().map((b) => b.disabled)).toEqual([true, true]);
    await user.click(nextButtons()[0]!);
    expect(onNext).not.toHaveBeenCalled();

    await user.click(service_(CUT.name));
    expect(nextButtons().map((b) => b.disabled)).toEqual([false, false]);
    await user.click(service_(CUT.name));
    expect(nextButtons().map((b) => b.disabled)).toEqual([true, true]);
  });

  it('hands the chosen services to the next step on Next', async () => {
    const user = userEvent.setup({ delay: null });
    const onNext = vi.fn();
    salon();
    await openFirstStep('en', onNext);
    await user.click(service_(CUT.name));
    await user.click(nextButtons()[0]!);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext.mock.calls[0]![0]).toMatchObject({ serviceIds: [CUT.id], step: 1 });
  });

  for (const [lang, words] of [
    [
      'en',
      {
        empty: 'Choose your services',
        one: 'S$85.00',
        oneSub: '1 service · 1 h',
        two: 'S$305.00',
        twoSub: '2 services · 3 h 30 min',
      },
    ],
    [
      'zh',
      {
        empty: '请选择服务项目',
        one: 'S$85.00',
        oneSub: '1 项服务 · 1 小时',
        two: 'S$305.00',
        twoSub: '2 项服务 · 3 小时 30 分钟',
      },
    ],
  ] as const) {
    it(`keeps the running cart's total, count and length in the bottom bar (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      salon();
      await openFirstStep(lang);
      // the durations are written with no-break spaces
      const cart = () =>
        screen
          .getByRole('button', { name: new RegExp(`^(${words.empty}|S\\$)`) })
          .textContent?.replace(/\s/g, ' ');
      expect(cart()).toBe(words.empty);
      await user.click(service_(lang === 'en' ? CUT.name : CUT.name_zh!));
      expect(cart()).toBe(`${words.one}${words.oneSub}`);
      await user.click(service_(lang === 'en' ? BALAYAGE.name : BALAYAGE.name_zh!));
      expect(cart()).toBe(`${words.two}${words.twoSub}`);
    });
  }

  for (const [lang, noOne, names] of [
    ['en', 'No one stylist offers all of these together.', [BALAYAGE.name, PEDICURE.name]],
    ['zh', '没有一位发型师能同时提供这些服务。', [BALAYAGE.name_zh, PEDICURE.name_zh]],
  ] as const) {
    it(`says when no one stylist does every chosen service, until one is taken away (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      salon((ids) => (ids.includes(BALAYAGE.id) && ids.includes(PEDICURE.id) ? [] : [{}]));
      await openFirstStep(lang);
      const note = () => screen.queryAllByRole('status').find((s) => s.textContent?.includes(noOne));
      await user.click(service_(names[0]!));
      await user.click(service_(names[1]!));
      await waitFor(() => expect(note()).toBeTruthy());
      await user.click(service_(names[1]!));
      await waitFor(() => expect(note()).toBeUndefined());
    });
  }
});
