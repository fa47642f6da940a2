/**
 * Loaded with `--import` into an e2e server whose clock must read another time: every `Date` the
 * server makes, and the embedded database's clock (its WebAssembly reads `Date.now()`), is shifted
 * by TRESS_E2E_CLOCK_SHIFT_MS. A booking made on a server shifted a week back is, once the same data
 * is served with the real clock, a visit of last week: the only way a browser test reaches a past
 * booking that was booked, and protected, the way a customer books one.
 */
const shift = Number(process.env.TRESS_E2E_CLOCK_SHIFT_MS ?? '0');

if (!Number.isSafeInteger(shift))
  throw new Error('TRESS_E2E_CLOCK_SHIFT_MS must be a whole number of milliseconds');

if (shift !== 0) {
  const RealDate = Date;
  // a function, not a subclass: `Date()` called without `new` must keep answering a string
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + shift).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + shift) : new RealDate(...args);
  }
  // the same prototype, so `instanceof Date` holds for every date, made before or after
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + shift;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
