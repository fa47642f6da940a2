/** HTTP handlers of no-show protection's desk calls: a held fee charged or waived, the balance paid at the salon. */
import { notSignedIn } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { recordBalancePaid } from './balance-paid';
import { chargeFee, waiveFee } from './fee-decisions';

/** The back-office user deciding, as the booking's history names them. */
function staffOf(principal: Principal | null) {
  if (principal?.kind !== 'admin') throw notSignedIn();
  return { id: principal.userId, name: principal.fullName };
}

export const feesHandlers = {
  feesCharge: async ({ deps, body, principal, lang }) =>
    withMessage(await chargeFee(deps, staffOf(principal), body.booking_id, lang), 'fee_charged'),
  feesWaive: async ({ deps, body, principal, lang }) =>
    withMessage(await waiveFee(deps, staffOf(principal), body.booking_id, body.reason, lang), 'fee_waived'),
  balancePaid: async ({ deps, body, principal, lang }) =>
    recordBalancePaid(deps, staffOf(principal), body, lang),
} satisfies Handlers;
