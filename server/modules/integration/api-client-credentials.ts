// The client-credentials grant's check (issue 40): the HTTP Basic client id and secret of a
// company's API client, the client active, the caller's address within its allowed ranges. Only
// the secret's SHA-256 is stored; the comparison is timing-safe.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { tokenHash } from '../../http/auth.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import { clientForGrant, markClientUsed } from './api-client-grant-repository.ts';
import { addressAllowed } from './ip-ranges.ts';
import { INTEGRATION_MSG } from './messages.ts';

/** SHA-256 (hex) of a client secret: the same digest as a token's (a 256-bit random secret needs no slow hash). */
export const secretHash = tokenHash;

/** A company API client's public id: `abk_` and 16 hex digits. */
export const CLIENT_ID = /^abk_[0-9a-f]{16}$/;

/** What a token of the client carries. */
export interface ClientGrant {
  apiClientId: number;
  companyId: number;
  memberId: number;
  scopes: string[];
}

/**
 * Checks a company API client's id and secret (also used by PunchOut, whose requests carry them in
 * their own fields) and the caller's address; refuses with 401 (wrong or unknown), 403 (revoked, or
 * an address outside the client's ranges). Marks the client used.
 */
export async function authenticateApiClient(db: Kysely<Database>, id: string, secret: string, ip: string, now = new Date()): Promise<ClientGrant> {
  const row = CLIENT_ID.test(id) ? await clientForGrant(db, id) : undefined;
  const given = Buffer.from(secretHash(secret), 'hex');
  const stored = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored)) throw unauthorized(INTEGRATION_MSG.clientCredentialsWrong);
  if (row.status !== 'active') throw new AppError(403, INTEGRATION_MSG.clientRevoked);
  if (!addressAllowed(ip, row.ipRanges)) throw forbidden(INTEGRATION_MSG.addressNotAllowed(ip));
  await markClientUsed(db, row.id, ip, now);
  return { apiClientId: row.id, companyId: row.companyId, memberId: row.memberId, scopes: row.scopes };
}
