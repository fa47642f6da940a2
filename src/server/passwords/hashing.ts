/** Passwords are argon2id, hashed and checked one at a time for the whole process. */
import argon2 from 'argon2';
import { type PasswordLane, PasswordLine } from '../limits/password-line';

/**
 * argon2 work for the whole process, one at a time: each hash already runs its four lanes on
 * threads of their own, and libuv's pool, the event loop and static files need the rest of the
 * machine. Anonymous attempts wait in a short open line and are refused past it
 * (limits/password-line.ts); work for signed-in users and the server itself is trusted.
 */
export const OPEN_PASSWORD_CHECKS_WAITING = 8;
export const passwordLine = new PasswordLine(1, OPEN_PASSWORD_CHECKS_WAITING);

export const hashPassword = (password: string, lane: PasswordLane = 'trusted') =>
  passwordLine.run(lane, () => argon2.hash(password, { type: argon2.argon2id }));

/** Throws `PasswordLineFull` when an open-lane check cannot even wait its turn. */
export async function verifyPassword(
  hash: string,
  password: string,
  lane: PasswordLane = 'trusted',
): Promise<boolean> {
  return passwordLine.run(lane, async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** A fixed hash to verify against when the username is unknown, so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string, lane: PasswordLane): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password, lane);
}
