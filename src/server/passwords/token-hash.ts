/**
 * A bearer token or a reset link's token is kept only as its SHA-256 hash: it is 32 random bytes,
 * so a fast hash is enough (a password, chosen by a person, gets argon2 in hashing.ts). A module of
 * its own so that http/ (sessions) and jobs/ (reset links) hash alike without importing each other.
 */
import { createHash } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
