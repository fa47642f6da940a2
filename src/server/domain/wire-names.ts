/**
 * Where the wire's words become the code's (docs/glossary.md). The API keeps the names its first
 * clients were given: a booking is an "appointment" (`appointment_date`, `appointment_start_time`)
 * and a stylist is "personnel" (`personnel_id`); the code says booking and stylist. Every answer
 * that names a booking's time or its stylist in the wire's words is built from these, and every
 * request field in them is read through them, so the two vocabularies meet in this one file.
 */
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';

/** A booking's day and start (and, given its length, its end) as the wire names them. */
export function appointmentTimes(
  date: string,
  startTime: string,
): {
  appointment_date: string;
  appointment_start_time: string;
};
export function appointmentTimes(
  date: string,
  startTime: string,
  minutes: number,
): { appointment_date: string; appointment_start_time: string; appointment_end_time: string };
export function appointmentTimes(date: string, startTime: string, minutes?: number) {
  return {
    appointment_date: date,
    appointment_start_time: startTime,
    ...(minutes === undefined
      ? {}
      : { appointment_end_time: minutesToTime(timeToMinutes(startTime) + minutes) }),
  };
}

/** A booking's day and start in a list (the dashboard's and the reports' rows). */
export const appointmentListed = (date: string, startTime: string) => ({
  appointment_date: date,
  appointment_time: startTime,
});

/** A stylist as the wire names them. */
export const personnelOf = (stylistId: number) => ({ personnel_id: stylistId });

/** The stylist a request names as personnel (0 or none: every stylist). */
export const stylistOfPersonnel = (wire: { personnel_id?: number | null | undefined }): number | null =>
  wire.personnel_id ? wire.personnel_id : null;
