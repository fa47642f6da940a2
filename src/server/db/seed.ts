/**
 * Seeding. `seedBase` gives every database the fixed reference data (the grid, categories, a salon
 * profile); `seedDemo` adds the demo salon once: staff, a customer, services, stylists with photos,
 * prices, hours and four weeks of published slots, and a few past and upcoming visits.
 */

import { addDays, format } from 'date-fns';
import {
  displayTime,
  gridTimes,
  minutesToTime,
  SLOT_LATTICE_MINUTES,
  SLOT_MINUTES,
  slotIdOf,
  timeToMinutes,
} from '#shared/domain/slots';
import { salonToday } from '#shared/salon-time';
import type { Config } from '../config';
import { publishSlots } from '../domain/availability/publish';
import { hashPassword } from '../passwords/hashing';
import type { Db } from './connect';
import { seedDemoDay } from './demo-day';
import { DEMO_PROMOTIONS, DEMO_SALON, demoServices, demoStylists } from './demo-salon';
import { seedDemoVisits } from './demo-visits';
import {
  appSecrets,
  categories,
  customers,
  promotions,
  salonSettings,
  services,
  stylistServices,
  stylists,
  timeSlots,
  users,
  weeklyHours,
} from './schema';

export const CATEGORY_ROWS = [
  { id: 1, nameEn: 'Hair', nameZh: '美发', sortOrder: 1 },
  { id: 2, nameEn: 'Nails', nameZh: '美甲', sortOrder: 2 },
  { id: 3, nameEn: 'Skincare', nameZh: '护肤', sortOrder: 3 },
  { id: 4, nameEn: 'Beauty', nameZh: '美容', sortOrder: 4 },
  { id: 5, nameEn: 'Spa', nameZh: '水疗', sortOrder: 5 },
  { id: 10, nameEn: 'General', nameZh: '综合', sortOrder: 10 },
];

export async function seedBase(db: Db, config: Config): Promise<void> {
  await db.insert(categories).values(CATEGORY_ROWS).onConflictDoNothing();
  // every time of day a slot may start, by its lasting id (migration 0017 adds the same rows)
  const grid = gridTimes('00:00', '23:55', SLOT_LATTICE_MINUTES).map((t) => ({
    id: slotIdOf(t),
    startTime: t,
    endTime: minutesToTime((timeToMinutes(t) + SLOT_MINUTES) % (24 * 60)),
    displayTime: displayTime(t),
  }));
  // a restart finds them all: reading 288 ids is cheaper than offering 288 rows to ON CONFLICT
  const present = new Set((await db.select({ id: timeSlots.id }).from(timeSlots)).map((r) => r.id));
  const missing = grid.filter((row) => !present.has(row.id));
  if (missing.length > 0) await db.insert(timeSlots).values(missing).onConflictDoNothing();
  await db
    .insert(salonSettings)
    .values({ id: 1, ...DEMO_SALON, timeZone: config.salonTz })
    .onConflictDoNothing();
}

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' };
export const DEMO_CUSTOMER = { username: 'demo', password: 'demo1234' };
export const DEMO_STAFF = { username: 'frontdesk', password: 'frontdesk123' };

/** Mon-Fri 09:00-17:00, Sat 10:00-16:00, Sun off: slot ids of the 09:00-based grid. */
export function defaultWeeklyHours(slotIdOf: (time: string) => number) {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    if (weekday === 0) return { weekday, startSlotId: null, endSlotId: null, available: false };
    if (weekday === 6)
      return { weekday, startSlotId: slotIdOf('10:00'), endSlotId: slotIdOf('16:00'), available: true };
    return { weekday, startSlotId: slotIdOf('09:00'), endSlotId: slotIdOf('17:00'), available: true };
  });
}

export async function seedDemo(db: Db, config: Config): Promise<void> {
  const claimed = await db
    .insert(appSecrets)
    .values({ key: 'demo_seeded', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return; // already seeded
  await db
    .insert(users)
    .values([
      {
        fullName: 'Grace Lim',
        username: DEMO_ADMIN.username,
        email: 'admin@tress.salon',
        phoneNumber: '61234567',
        passwordHash: await hashPassword(DEMO_ADMIN.password),
        roleId: 1,
      },
      {
        fullName: 'Rachel Ong',
        username: DEMO_STAFF.username,
        email: 'frontdesk@tress.salon',
        phoneNumber: '61234568',
        passwordHash: await hashPassword(DEMO_STAFF.password),
        roleId: 2,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(customers)
    .values({
      fullName: 'Olivia Chen',
      username: DEMO_CUSTOMER.username,
      email: 'olivia@example.com',
      phoneNumber: '91234567',
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      gender: 2,
      dateOfBirth: '1994-05-12',
    })
    .onConflictDoNothing();

  const serviceIds = new Map<string, number>();
  for (const s of demoServices) {
    const [row] = await db
      .insert(services)
      .values({
        name: s.name,
        nameZh: s.nameZh,
        description: s.description,
        descriptionZh: s.descriptionZh,
        durationMinutes: s.duration,
        price: s.price,
        imageUrl: `/demo/services/${s.slug}.jpg`,
        categoryId: s.categoryId,
      })
      .returning({ id: services.id });
    serviceIds.set(s.slug, row!.id);
  }
  const grid = await db.select().from(timeSlots);
  const slotIdOf = (time: string) => grid.find((g) => g.startTime === time)!.id;
  const today = salonToday(config.salonTz);
  const until = format(addDays(new Date(`${today}T00:00:00Z`), 27), 'yyyy-MM-dd');
  for (const st of demoStylists) {
    const [row] = await db
      .insert(stylists)
      .values({
        fullName: st.name,
        email: st.email,
        phoneNumber: st.phone,
        specialty: st.specialty,
        specialtyZh: st.specialtyZh,
        experienceYears: st.years,
        photoUrl: `/demo/stylists/${st.slug}.jpg`,
        shiftStartSlotId: slotIdOf('09:00'),
        shiftEndSlotId: slotIdOf('17:00'),
      })
      .returning({ id: stylists.id });
    const id = row!.id;
    await db.insert(stylistServices).values(
      st.services.map(([slug, delta]) => {
        const base = demoServices.find((s) => s.slug === slug)!;
        return { stylistId: id, serviceId: serviceIds.get(slug)!, price: base.price + delta };
      }),
    );
    await db.insert(weeklyHours).values(defaultWeeklyHours(slotIdOf).map((h) => ({ stylistId: id, ...h })));
    await publishSlots(db, id, today, until);
  }
  await db
    .insert(promotions)
    .values(DEMO_PROMOTIONS.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await seedDemoVisits(db, config);
  if (config.seedDemoDay) await seedDemoDay(db);
}
