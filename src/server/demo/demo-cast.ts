/**
 * What the demo salon's past visits (demo-visits.ts) and its working day (demo-day.ts) are drawn
 * from, and the once-per-database claim both seeds make before they draw anything.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { readSalonProfile } from '../db/salon-settings';
import { appSecrets, customers, services, stylistServices, stylists, timeSlots } from '../db/schema';

/**
 * Claims the seed named `key`: true once per database, so that of several instances starting on
 * one database (or of one restarted) only one seeds it.
 */
export async function claimDemoSeed(db: Db, key: string): Promise<boolean> {
  const claimed = await db
    .insert(appSecrets)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  return claimed.length > 0;
}

/** The salon's time zone, its team, who offers what (by stylist, then service id), its grid and the demo customer. */
export async function readDemoCast(db: Db) {
  const tz = (await readSalonProfile(db)).time_zone;
  const team = await db.select().from(stylists).orderBy(asc(stylists.id));
  const offered = await db
    .select({ stylistId: stylistServices.stylistId, price: stylistServices.price, service: services })
    .from(stylistServices)
    .innerJoin(services, eq(services.id, stylistServices.serviceId))
    .orderBy(asc(stylistServices.stylistId), asc(services.id));
  const grid = await db.select().from(timeSlots);
  const [demo] = await db.select().from(customers).where(sql`lower(${customers.username}) = 'demo'`).limit(1);
  return {
    tz,
    team,
    grid,
    /** The `n`th stylist of the team (wrapping round a smaller team) and the services they offer. */
    stylistAt(n: number) {
      const stylist = team[n % team.length]!;
      return { stylist, menu: offered.filter((o) => o.stylistId === stylist.id) };
    },
    /** The demo customer (demo / demo1234) as a booking names its customer, if the salon has one. */
    demoCustomer: demo
      ? { id: demo.id, name: demo.fullName, email: demo.email, phone: demo.phoneNumber }
      : undefined,
  };
}
