// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalonProfile } from '#shared/contract/back-office';
import type { Language } from '../../../lib/language';
import { renderInApp } from '../../../test-support/render';
import { PolicyLine } from './policy-line';

const salon = SalonProfile.parse({
  name: 'Tress Studio',
  phone: '+65 6123 4567',
  address: '12 Ann Siang Road',
  time_zone: 'Asia/Singapore',
  cancel_cutoff_hours: 24,
  reschedule_cutoff_hours: 12,
  max_reschedules: 2,
});
const now = new Date('2026-12-01T01:00:00Z'); // 09:00 on 1 December in Singapore

async function lineFor(lang: Language, date: string, time: string) {
  await renderInApp(<PolicyLine salon={salon} date={date} time={time} now={now} />, { lang });
  const p = screen.getByTestId('checkout-policy');
  return { rule: p.getAttribute('data-rule'), text: p.textContent ?? '' };
}

describe('checkout policy line', () => {
  it('promises free cancellation only for a time outside the cut-off', async () => {
    expect(await lineFor('en', '2026-12-03', '10:00')).toEqual({
      rule: 'policy',
      text: 'Free cancellation until 24 h before; up to 2 reschedules until 12 h before.',
    });
  });

  it('says a time inside the cancel cut-off cannot be cancelled online once booked', async () => {
    const { rule, text } = await lineFor('en', '2026-12-02', '08:00'); // 23 h ahead
    expect(rule).toBe('policyNoCancel');
    expect(text).toContain('cannot be cancelled online once booked');
    expect(text).not.toContain('Free cancellation');
  });

  it('says a time inside both cut-offs cannot be changed online, and whom to call', async () => {
    const { rule, text } = await lineFor('en', '2026-12-01', '15:00'); // 6 h ahead
    expect(rule).toBe('policyLocked');
    expect(text).toContain('+65 6123 4567');
  });

  it('says the same in Chinese, with Chinese punctuation', async () => {
    const { rule, text } = await lineFor('zh', '2026-12-01', '15:00');
    expect(rule).toBe('policyLocked');
    expect(text).toContain('无法在线取消或改约');
    expect(text).not.toMatch(/[,;:] /);
  });
});
