/**
 * Whether code may be fetched before anyone asks for it (the booking wizard's later steps while the
 * customer is still choosing services). Never when the phone saves data (Data Saver: `saveData`)
 * or its connection is slow (`effectiveType` 3g or worse): there those bytes are the customer's
 * own, and would compete with what the page is showing. Browsers without the Network Information
 * API (Safari, Firefox) say nothing of either, and are taken to be on a fast connection.
 */
type Connection = { saveData?: boolean; effectiveType?: string };

const SLOW = new Set(['slow-2g', '2g', '3g']);

const phoneConnection = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection;

export function mayFetchAhead(connection: Connection | undefined = phoneConnection()): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW.has(connection.effectiveType ?? '');
}
