/** The salon profile (docs/decisions.md): read by anyone, changed by a Super Admin only, validated. */
import { describe, expect, it } from 'vitest';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

const current = async () => (await server.call('settings', {})).body.data!;

describe('reading the salon profile', () => {
  it('is public: the customer header gets name, tagline, phone and address without signing in', async () => {
    const res = await server.call('settings', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Tress Studio',
      phone: '+65 6123 4567',
      time_zone: 'Asia/Singapore',
      currency: 'S$',
    });
    expect(res.body.data!.tagline).not.toBe('');
    expect(res.body.data!.address).toMatch(/Singapore/);
  });
});

describe('changing the salon profile', () => {
  it('is for a Super Admin only: 401 without a token, 403 for a customer and for Staff', async () => {
    const profile = await current();
    expect((await server.call('settingsUpdate', profile)).status).toBe(401);
    expect((await server.call('settingsUpdate', profile, { token: t.customer })).status).toBe(403);
    expect((await server.call('settingsUpdate', profile, { token: t.staff })).status).toBe(403);
  });

  it('saves every field and everyone reads the new profile', async () => {
    const profile = await current();
    const next = {
      ...profile,
      name: 'Tress Tanjong Pagar',
      tagline: 'New tagline',
      phone: '+65 6000 0000',
      time_zone: 'Asia/Kuala_Lumpur',
      allow_pay_at_salon: true,
      payment_hold_minutes: 20,
      reminder_lead_minutes: 120,
    };
    const res = await server.call('settingsUpdate', next, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved');
    expect(res.body.data).toEqual(next);
    expect(await current()).toEqual(next);
    const zh = await server.call('settingsUpdate', profile, { token: t.admin, lang: 'zh' });
    expect(zh.body.message).toBe('设置已保存');
  });

  it('refuses a time zone outside the IANA list, hold and reminder minutes out of bounds, and an empty name', async () => {
    const profile = await current();
    const res = await server.call(
      'settingsUpdate',
      {
        ...profile,
        name: '',
        time_zone: 'Mars/Olympus_Mons',
        payment_hold_minutes: 1,
        reminder_lead_minutes: 5,
      },
      { token: t.admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining(['name: This field is required', 'time_zone: Unknown time zone']),
    );
    expect(res.body.errors.some((e) => e.startsWith('payment_hold_minutes:'))).toBe(true);
    expect(res.body.errors.some((e) => e.startsWith('reminder_lead_minutes:'))).toBe(true);
    expect(await current()).toEqual(profile);
  });
});
