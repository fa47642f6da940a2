// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#shared/contract/availability';
import type { Language } from '../../../lib/language';
import { problemWith } from '../../../test-support/fields';
import { answerCalls, ok, renderInApp } from '../../../test-support/render';
import { StylistFormModal } from './stylist-form-modal';

/** The salon's half-hour grid from 09:00 to 18:00. */
const GRID: TimeSlot[] = Array.from({ length: 18 }, (_, i) => {
  const at = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const start = 9 * 60 + i * 30;
  const hour = Math.floor(start / 60);
  return {
    id: i + 1,
    start_time: at(start),
    end_time: at(start + 30),
    display_time: `${hour > 12 ? hour - 12 : hour}:${String(start % 60).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`,
  };
});

/** Add Stylists, with the salon's grid and no services yet; returns the calls made. */
async function openAddForm(lang: Language = 'en') {
  const sent = answerCalls({
    '/api/timeslots/active': () => ok(GRID),
    '/api/services/all': () => ok([]),
  });
  const view = await renderInApp(<StylistFormModal open stylist={null} onClose={() => {}} />, { lang });
  const t = (key: string) => view.i18n.t(`stylists.form.${key}`, { ns: 'admin' });
  const form = within(screen.getByRole('dialog', { name: t('addTitle') }));
  await form.findByLabelText(t('name'));
  const saves = () => sent.filter((c) => c.path.startsWith('/api/stylists'));
  return { user: userEvent.setup({ delay: null }), form, t, saves };
}

describe('the stylist form', () => {
  for (const [lang, required] of [
    ['en', 'This field is required'],
    ['zh', '此项为必填项'],
  ] as const) {
    it(`requires a name, an email, a phone and a specialty (${lang})`, async () => {
      const { user, form, t, saves } = await openAddForm(lang);
      await user.click(form.getByRole('button', { name: t('create') }));
      expect(form.getAllByText(required)).toHaveLength(4);
      for (const field of ['name', 'email', 'phone', 'specialty'])
        expect(problemWith(t(field), form)).toBe(required);
      expect(problemWith(t('experience'), form)).toBeNull();
      expect(saves()).toEqual([]);
    });
  }

  it('refuses a malformed email, a short phone and a day that ends before it starts', async () => {
    const { user, form, saves } = await openAddForm();
    await user.type(form.getByLabelText('Name'), 'Temp Stylist');
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText('Phone number'), '1234');
    await user.type(form.getByLabelText('Speciality'), 'Cuts');
    await user.selectOptions(form.getByRole('combobox', { name: 'Monday: End' }), '9:00 AM');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(problemWith('Email', form)).toBe('Invalid format');
    expect(problemWith('Phone number', form)).toBe('Phone number must be at least 8 digits');
    expect(problemWith('Name', form)).toBeNull();
    const slotsWrong = 'Please select valid start and end slots';
    const hours = within(form.getByRole('group', { name: 'Weekly working hours' }));
    expect(hours.getByRole('alert').textContent).toBe(slotsWrong);
    expect(hours.getByRole('combobox', { name: 'Monday: End' }).getAttribute('aria-invalid')).toBe('true');
    expect(hours.getByRole('combobox', { name: 'Tuesday: End' }).hasAttribute('aria-invalid')).toBe(false);
    // and a toast, shown inside the dialog (the page behind it is inert)
    await waitFor(() => expect(form.getAllByText(slotsWrong)).toHaveLength(2));
    expect(saves()).toEqual([]);
  });
});
