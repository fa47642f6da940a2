/** HTTP handlers of the users feature: the back office's staff accounts. */
import { notSignedIn } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { addUser, deleteUser, listUsers, updateUser } from './service';

/** The signed-in back-office user's id (the route table already refused everyone else). */
function actorId(principal: Principal | null): number {
  if (principal?.kind !== 'admin') throw notSignedIn();
  return principal.userId;
}

export const usersHandlers = {
  usersList: async ({ deps, body }) => listUsers(deps.db, body),
  usersAdd: async ({ deps, body }) => withMessage(await addUser(deps.db, body), 'user_created'),
  usersUpdate: async ({ deps, body, principal }) =>
    withMessage(await updateUser(deps.db, actorId(principal), body), 'user_updated'),
  usersDelete: async ({ deps, body, principal }) => {
    await deleteUser(deps.db, actorId(principal), body.id);
    return withMessage(null, 'user_deleted');
  },
} satisfies Handlers;
