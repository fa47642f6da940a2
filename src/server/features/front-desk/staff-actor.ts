/** The back-office user behind a front-desk call, as the booking history names them. */
import { notSignedIn } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';

export type Staff = { id: number; name: string };

export function staffOf(principal: Principal | null): Staff {
  if (principal?.kind !== 'admin') throw notSignedIn();
  return { id: principal.userId, name: principal.fullName };
}
