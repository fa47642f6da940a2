// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/language';
import { problemWith } from '../../../test-support/fields';
import { answerCalls, ok, renderInApp } from '../../../test-support/render';
import { ServiceFormModal } from './service-form-modal';

/** Add Service, with the salon's categories; returns the calls made. */
async function openAddForm(lang: Language = 'en') {
  const sent = answerCalls({
    '/api/categories': () => ok([{ id: 10, name: 'General', name_en: 'General', name_zh: '综合' }]),
  });
  const view = await renderInApp(<ServiceFormModal open service={null} onClose={() => {}} />, { lang });
  const t = (key: string) => view.i18n.t(key, { ns: 'admin' });
  const form = within(screen.getByRole('dialog', { name: t('services.form.addTitle') }));
  const saves = () => sent.filter((c) => c.path.startsWith('/api/services'));
  return { user: userEvent.setup({ delay: null }), form, t, saves };
}

describe('the service form', () => {
  for (const [lang, required] of [
    ['en', 'This field is required'],
    ['zh', '此项为必填项'],
  ] as const) {
    it(`requires a name, a price and a duration, and sends nothing without them (${lang})`, async () => {
      const { user, form, t, saves } = await openAddForm(lang);
      await user.clear(form.getByLabelText(t('services.form.price')));
      await user.clear(form.getByLabelText(t('services.form.duration')));
      await user.click(form.getByRole('button', { name: t('common.create') }));
      for (const field of ['name', 'price', 'duration'])
        expect(problemWith(t(`services.form.${field}`), form)).toBe(required);
      expect(problemWith(t('services.form.nameZh'), form)).toBeNull();
      expect(saves()).toEqual([]);
    });
  }

  it('refuses processing time that runs past the end of the service, under the processing field', async () => {
    const { user, form, saves } = await openAddForm();
    await user.type(form.getByLabelText('Name (English)'), 'Full Colour');
    await user.clear(form.getByLabelText('Duration (minutes)'));
    await user.type(form.getByLabelText('Duration (minutes)'), '60');
    await user.clear(form.getByLabelText('Stylist free from minute'));
    await user.type(form.getByLabelText('Stylist free from minute'), '30');
    await user.clear(form.getByLabelText('Processing (minutes)'));
    await user.type(form.getByLabelText('Processing (minutes)'), '40');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(problemWith('Processing (minutes)', form)).toBe(
      'Processing time starts after the first part and ends before the service does',
    );
    expect(problemWith('Name (English)', form)).toBeNull();
    expect(saves()).toEqual([]);
  });
});
