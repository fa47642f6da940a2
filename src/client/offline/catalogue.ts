/**
 * The saved catalogue in IndexedDB (device-store/db.ts, table `catalogue`): the last answer of each
 * catalogue read, and what can be told from them when a read was never saved. While the customer
 * looks at the services, the stylists of each service are fetched once in the background (at most
 * every 12 hours) and the catalogue's photos handed to the service worker, so that after one
 * online visit the whole wizard up to the time step works offline, for any choice of services.
 */

import type { Service } from '#shared/contract/catalogue';
import type { StylistOption } from '#shared/contract/stylists';
import { tressDb } from '../../device-store/db';
import { call } from '../lib/api';
import { whenIdle } from '../lib/browser-turns';

export const SERVICES_KEY = 'services';
export const CATEGORIES_KEY = 'categories';
const STYLISTS = 'stylists:';
const WARM_AGAIN_AFTER_MS = 12 * 60 * 60_000;

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
export const stylistsKey = (serviceIds: readonly number[]) => `${STYLISTS}${sortedIds(serviceIds).join(',')}`;
const idsOfKey = (key: string) => key.slice(STYLISTS.length).split(',').map(Number);

export type Saved<T> = { data: T; savedAt: number };

export async function saveSnapshot(key: string, data: unknown, savedAt = Date.now()): Promise<void> {
  try {
    await tressDb().catalogue.put({ key, data, savedAt });
    if (key === SERVICES_KEY) scheduleWarmUp(data as Service[]);
  } catch {
    // storage full or blocked: the app works online all the same
  }
}

/** The saved answer of a read; for a set of services never asked for, what the saved lists tell. */
export async function loadSaved<T>(key: string): Promise<Saved<T> | null> {
  const db = tressDb();
  const exact = await db.catalogue.get(key);
  if (exact) return { data: exact.data as T, savedAt: exact.savedAt };
  if (!key.startsWith(STYLISTS)) return null;
  const lists = await db.catalogue.where('key').startsWith(STYLISTS).toArray();
  const services = (await db.catalogue.get(SERVICES_KEY))?.data as Service[] | undefined;
  const derived = stylistsFromSaved(
    lists.map((l) => ({ serviceIds: idsOfKey(l.key), data: l.data as StylistOption[], savedAt: l.savedAt })),
    idsOfKey(key),
    services ?? [],
  );
  return derived as Saved<T> | null;
}

type SavedList = { serviceIds: number[]; data: StylistOption[]; savedAt: number };

/**
 * The stylists who do every one of `serviceIds`, from saved lists of other sets of services: a
 * stylist in the list of a set does each service of that set, at the price the list gives. Null
 * when some service appears in no saved list (nothing can be told about it); an empty list when
 * every service is known and no one saved does them all.
 */
export function stylistsFromSaved(
  lists: readonly SavedList[],
  serviceIds: readonly number[],
  services: readonly Pick<Service, 'id' | 'duration_minutes'>[],
): Saved<StylistOption[]> | null {
  const wanted = sortedIds(serviceIds);
  if (!wanted.length) return null;
  const newestFirst = [...lists].sort((a, b) => b.savedAt - a.savedAt);
  let oldest = Number.POSITIVE_INFINITY;
  const prices = new Map<number, Map<number, number>>(); // stylist -> service -> price
  const profile = new Map<number, StylistOption>();
  for (const id of wanted) {
    const covering = newestFirst.filter((l) => l.serviceIds.includes(id));
    if (!covering.length) return null;
    oldest = Math.min(oldest, ...covering.map((l) => l.savedAt));
    for (const list of covering)
      for (const s of list.data) {
        if (!profile.has(s.id)) profile.set(s.id, s);
        const byService = prices.get(s.id) ?? new Map<number, number>();
        const price = s.services.find((x) => x.service_id === id)?.price;
        if (price !== undefined && !byService.has(id)) byService.set(id, price);
        prices.set(s.id, byService);
      }
  }
  const duration = wanted.reduce(
    (sum, id) => sum + (services.find((s) => s.id === id)?.duration_minutes ?? 0),
    0,
  );
  const data: StylistOption[] = [];
  for (const [stylistId, byService] of prices) {
    if (!wanted.every((id) => byService.has(id))) continue;
    const own = wanted.map((id) => ({ service_id: id, price: byService.get(id)! }));
    data.push({
      ...profile.get(stylistId)!,
      services: own,
      price: Math.round(own.reduce((sum, s) => sum + s.price * 100, 0)) / 100,
      duration_minutes: duration,
    });
  }
  data.sort((a, b) => a.full_name.localeCompare(b.full_name));
  return { data, savedAt: oldest };
}

let warmed = false;

/** Once per visit, in the background: each service's stylists, and the photos for offline use. */
function scheduleWarmUp(services: readonly Service[]): void {
  if (warmed || typeof window === 'undefined') return;
  warmed = true;
  whenIdle(() => void warmUp(services), { timeout: 10_000, otherwiseAfter: 1500 });
}

async function warmUp(services: readonly Service[]): Promise<void> {
  const db = tressDb();
  const photos = new Set(services.flatMap((s) => (s.image_url ? [s.image_url] : [])));
  const lists = await db.catalogue.where('key').startsWith(STYLISTS).toArray();
  const fresh = lists.filter((l) => Date.now() - l.savedAt < WARM_AGAIN_AFTER_MS);
  for (const l of lists) for (const s of l.data as StylistOption[]) if (s.photo_url) photos.add(s.photo_url);
  for (const service of services) {
    if (!navigator.onLine) break;
    if (fresh.some((l) => idsOfKey(l.key).includes(service.id))) continue;
    try {
      const stylists = await call('stylistsByServices', { service_ids: [service.id] });
      await db.catalogue.put({ key: stylistsKey([service.id]), data: stylists, savedAt: Date.now() });
      for (const s of stylists) if (s.photo_url) photos.add(s.photo_url);
    } catch {
      break;
    }
  }
  const { warmImages } = await import('../lib/sw-bridge');
  warmImages([...photos]);
}
