/**
 * A stylist's weekly hours, all seven days (0 Sunday ... 6 Saturday). The form's days replace the
 * stored ones; days it leaves out keep what is stored, or the salon defaults for a new stylist
 * (Mon-Fri 09:00-17:00, Sat 10:00-16:00, Sun off). A working day must run from a grid slot to a
 * later grid slot ('Please select valid start and end slots').
 */
import { eq } from 'drizzle-orm';
import type { StylistForm, WorkingHours } from '#shared/contract/stylists';
import { slotIdOf } from '#shared/domain/slots';
import type { Tx } from '../../db/connect';
import { weeklyHours } from '../../db/schema';
import { defaultWeeklyHours } from '../../db/seed';
import type { GridCell } from '../../domain/availability/working-cells';
import { invalid } from '../../domain/domain-error';

export type Day = {
  weekday: number;
  startSlotId: number | null;
  endSlotId: number | null;
  available: boolean;
};

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/** True when both slots are on the grid and the start comes first. */
export function isValidRange(
  grid: readonly GridCell[],
  startSlotId: number | null | undefined,
  endSlotId: number | null | undefined,
): boolean {
  const start = grid.find((c) => c.id === startSlotId);
  const end = grid.find((c) => c.id === endSlotId);
  return Boolean(start && end && start.startTime < end.startTime);
}

/** The default days by their times' lasting ids, on the grid or not: publishing keeps them within the salon's hours. */
function defaults(): Day[] {
  return defaultWeeklyHours(slotIdOf);
}

/** The seven days to store: stored (or default) days, overlaid with what the form sent. */
export function resolveWeek(
  grid: readonly GridCell[],
  form: StylistForm,
  stored: readonly Day[] | null,
): Day[] {
  if (form.shift_start_slot_id !== undefined || form.shift_end_slot_id !== undefined) {
    if (!isValidRange(grid, form.shift_start_slot_id, form.shift_end_slot_id))
      throw invalid('invalid_start_end_slots');
  }
  const week = new Map(defaults().map((d) => [d.weekday, d]));
  for (const d of stored ?? []) week.set(d.weekday, d);
  if (!stored && !form.working_hours && form.shift_start_slot_id && form.shift_end_slot_id) {
    for (const weekday of MONDAY_TO_FRIDAY)
      week.set(weekday, {
        weekday,
        startSlotId: form.shift_start_slot_id,
        endSlotId: form.shift_end_slot_id,
        available: true,
      });
  }
  const sent = form.working_hours ?? [];
  if (new Set(sent.map((d) => d.weekday)).size !== sent.length) throw invalid('weekday_repeated');
  for (const d of sent) week.set(d.weekday, fromForm(grid, d));
  return [...week.values()].sort((a, b) => a.weekday - b.weekday);
}

function fromForm(grid: readonly GridCell[], d: WorkingHours): Day {
  const valid = isValidRange(grid, d.start_slot_id, d.end_slot_id);
  if (d.available && !valid) throw invalid('invalid_start_end_slots');
  return valid
    ? { weekday: d.weekday, startSlotId: d.start_slot_id, endSlotId: d.end_slot_id, available: d.available }
    : { weekday: d.weekday, startSlotId: null, endSlotId: null, available: false };
}

export async function readWeek(tx: Tx, stylistId: number): Promise<Day[]> {
  const rows = await tx.select().from(weeklyHours).where(eq(weeklyHours.stylistId, stylistId));
  return rows.map((r) => ({
    weekday: r.weekday,
    startSlotId: r.startSlotId,
    endSlotId: r.endSlotId,
    available: r.available,
  }));
}

/** Replaces the stored week with `week`. */
export async function writeWeek(tx: Tx, stylistId: number, week: readonly Day[]): Promise<void> {
  await tx.delete(weeklyHours).where(eq(weeklyHours.stylistId, stylistId));
  await tx.insert(weeklyHours).values(week.map((d) => ({ stylistId, ...d })));
}

export const toWorkingHours = (d: Day): WorkingHours => ({
  weekday: d.weekday,
  start_slot_id: d.startSlotId,
  end_slot_id: d.endSlotId,
  available: d.available,
});
