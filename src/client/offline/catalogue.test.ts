import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StylistOption } from '#shared/contract/stylists';
import { loadSaved, saveSnapshot, stylistsFromSaved, stylistsKey } from './catalogue';

const stylist = (id: number, name: string, prices: Record<number, number>): StylistOption => ({
  id,
  full_name: name,
  speciality: '',
  specialties: [],
  speciality_zh: '',
  specialties_zh: [],
  experience_years: 3,
  photo_url: null,
  ratings: 4.5,
  reviews_count: 10,
  price: Object.values(prices).reduce((a, b) => a + b, 0),
  duration_minutes: 0,
  services: Object.entries(prices).map(([id, price]) => ({ service_id: Number(id), price })),
});

const services = [
  { id: 1, duration_minutes: 45 },
  { id: 2, duration_minutes: 60 },
  { id: 3, duration_minutes: 30 },
];

describe('stylists from the saved catalogue', () => {
  const lists = [
    { serviceIds: [1], data: [stylist(10, 'Mei', { 1: 40 }), stylist(11, 'Ana', { 1: 35 })], savedAt: 100 },
    { serviceIds: [2], data: [stylist(10, 'Mei', { 2: 80.5 })], savedAt: 200 },
    { serviceIds: [3], data: [], savedAt: 300 },
  ];

  it('lists those who do every chosen service, with their summed price and the services’ duration', () => {
    expect(stylistsFromSaved(lists, [2, 1], services)).toEqual({
      savedAt: 100,
      data: [
        expect.objectContaining({
          id: 10,
          price: 120.5,
          duration_minutes: 105,
          services: [
            { service_id: 1, price: 40 },
            { service_id: 2, price: 80.5 },
          ],
        }),
      ],
    });
  });

  it('says no one when every service is known and no saved stylist does them all', () => {
    expect(stylistsFromSaved(lists, [1, 3], services)).toEqual({ data: [], savedAt: 100 });
  });

  it('tells nothing about a service no saved list covers', () => {
    expect(stylistsFromSaved(lists, [1, 4], services)).toBeNull();
    expect(stylistsFromSaved(lists, [], services)).toBeNull();
  });

  it('uses the newest saved price of a stylist', () => {
    const newer = { serviceIds: [1, 2], data: [stylist(10, 'Mei', { 1: 45, 2: 90 })], savedAt: 500 };
    expect(stylistsFromSaved([...lists, newer], [1], services)?.data.find((s) => s.id === 10)?.price).toBe(
      45,
    );
  });
});

describe('the saved catalogue in IndexedDB', () => {
  it('gives back what was saved, with its time', async () => {
    await saveSnapshot('categories', [{ id: 1 }], 1234);
    expect(await loadSaved('categories')).toEqual({ data: [{ id: 1 }], savedAt: 1234 });
    expect(await loadSaved('nothing')).toBeNull();
  });

  it('answers a set of services never asked for from the saved lists of each service', async () => {
    await saveSnapshot(stylistsKey([1]), [stylist(10, 'Mei', { 1: 40 })], 10);
    await saveSnapshot(stylistsKey([2]), [stylist(10, 'Mei', { 2: 60 })], 20);
    const saved = await loadSaved<StylistOption[]>(stylistsKey([2, 1]));
    expect(saved?.data.map((s) => [s.id, s.price])).toEqual([[10, 100]]);
    expect(stylistsKey([2, 1, 2])).toBe('stylists:1,2');
  });
});
