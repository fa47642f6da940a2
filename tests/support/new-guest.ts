/** Guests that no test has used: a returning client is not asked what a new one is. */
import { guest } from '../../scripts/support/demo-salon';

/** Makes a new guest each call: `<name> <n>`, `<tag><n>@example.com`, a phone from `phonePrefix`. */
export function guestMaker(name: string, tag: string, phonePrefix: string) {
  let n = 0;
  return () => {
    n += 1;
    return {
      ...guest,
      full_name: `${name} ${n}`,
      email: `${tag}${n}@example.com`,
      phone_number: `${phonePrefix}${String(n).padStart(4, '0')}`,
    };
  };
}
