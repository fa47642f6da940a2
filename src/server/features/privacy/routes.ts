/** HTTP handlers of personal data on request: a customer's export and deletion, the desk's erasure. */
import { notSignedIn } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { deleteOwnAccount, eraseClient } from './erase';
import { exportAccount } from './export';

function customerOf(principal: Principal | null) {
  if (principal?.kind !== 'customer') throw notSignedIn();
  return principal;
}

export const privacyHandlers = {
  accountExport: async ({ deps, principal }) =>
    exportAccount(deps.db, customerOf(principal).customerId, deps.now()),
  accountDelete: async ({ deps, principal, body, reply, req }) => {
    const { customerId, tokenHash } = customerOf(principal);
    await deleteOwnAccount(deps, { customerId, tokenHash, reply, ip: req.ip }, body.password);
    return withMessage(null, 'account_deleted');
  },
  clientsErase: async ({ deps, body, principal }) => {
    if (principal?.kind !== 'admin') throw notSignedIn();
    const staff = { id: principal.userId, name: principal.fullName };
    return withMessage(await eraseClient(deps, body, staff), 'client_erased');
  },
} satisfies Handlers;
