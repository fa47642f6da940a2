/** Stylist specialties are bilingual like service names: an optional Chinese list beside the English one. */
import { describe, expect, it } from 'vitest';
import { SERVICE, STYLIST } from '../../scripts/support/demo-salon';
import type { Stylist } from '../../src/shared/contract/stylists';
import { callMultipart } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

const stylistFields = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Lin Bilingual',
  email: 'lin.bilingual@example.com',
  phone_number: '81230077',
  speciality: 'Perms, Colour',
  experience_years: '3',
  is_active: 'true',
  ...extra,
});

describe('bilingual specialties', () => {
  it('gives customers both lists for the demo stylists, so each reader sees their language', async () => {
    const res = await server.call('stylistsByServices', { service_ids: [SERVICE.womensCut] });
    const mei = res.body.data!.find((s) => s.id === STYLIST.mei)!;
    expect(mei).toMatchObject({
      specialties: ['Colour', 'Balayage', 'Cuts'],
      speciality_zh: '染发、手刷挑染、剪发',
      specialties_zh: ['染发', '手刷挑染', '剪发'],
    });
  });

  it('saves the Chinese specialties from the back-office form, and keeps them when an update leaves them out', async () => {
    const add = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      stylistFields({ speciality_zh: '烫发，染发' }),
      {
        token: t.admin,
      },
    );
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ speciality_zh: '烫发，染发', specialties_zh: ['烫发', '染发'] });
    const id = add.body.data!.id;

    const kept = await callMultipart<Stylist>(
      server,
      'stylistsUpdate',
      stylistFields({ id, speciality: 'Perms' }),
      {
        token: t.admin,
      },
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ speciality: 'Perms', speciality_zh: '烫发，染发' });

    const cleared = await callMultipart<Stylist>(
      server,
      'stylistsUpdate',
      stylistFields({ id, speciality_zh: '' }),
      {
        token: t.admin,
      },
    );
    expect(cleared.body.data).toMatchObject({ speciality_zh: '', specialties_zh: [] });
  });

  it('refuses a Chinese specialty longer than 200 characters', async () => {
    const res = await callMultipart(
      server,
      'stylistsAdd',
      stylistFields({ speciality_zh: '长'.repeat(201) }),
      {
        token: t.admin,
      },
    );
    expect(res.status).toBe(400);
  });
});
