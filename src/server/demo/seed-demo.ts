/**
 * The demo salon, added once per database: staff, a customer, services, stylists with photos,
 * prices, hours and four weeks of published slots (through the domain, as a stylist's saved hours
 * are), then its past visits and its working day.
 */
import { addDays, format } from 'date-fns';
import { salonToday } from '#shared/salon-time';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { DEMO_PROMOTIONS, demoServices, demoStylists } from '../db/demo-salon';
import {
  appSecrets,
  customers,
  promotions,
  services,
  stylistServices,
  stylists,
  timeSlots,
  users,
  weeklyHours,
} from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_STAFF, defaultWeeklyHours } from '../db/seed';
import { publishSlots } from '../domain/availability/publish';
import { hashPassword } from '../passwords/hashing';
import { seedDemoDay } from './demo-day';
import { seedDemoVisits } from './demo-visits';

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
