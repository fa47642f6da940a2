/**
 * A stylist's own length of a service, checked against the service: with processing time, the
 * length must leave the stylist a finishing part after it (shared/domain/service-time.ts).
 */
import { inArray } from 'drizzle-orm';
import { stylistMinutesProblem } from '#shared/domain/service-time';
import type { Db, Tx } from '../../db/connect';
import { services } from '../../db/schema';
import { invalidFields } from '../../domain/domain-error';
import { problemText } from '../../domain/field-refusal';
import type { Lang } from '../../i18n/catalogue';

/** 400 on `field` when a length leaves its service no finishing part; nulls pass. */
export async function assertStylistMinutes(
  db: Db | Tx,
  wanted: readonly { serviceId: number; minutes: number | null | undefined; field: string }[],
  lang: Lang,
): Promise<void> {
  const set = wanted.filter((w) => typeof w.minutes === 'number');
  if (set.length === 0) return;
  const rows = await db
    .select()
    .from(services)
    .where(
      inArray(
        services.id,
        set.map((w) => w.serviceId),
      ),
    );
  const problems: Record<string, string> = {};
  for (const w of set) {
    const s = rows.find((r) => r.id === w.serviceId);
    if (s && stylistMinutesProblem(s, w.minutes!))
      problems[w.field] = problemText({ code: 'no_finishing_part' }, lang);
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
}
