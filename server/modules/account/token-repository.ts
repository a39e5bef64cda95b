// Issue, refresh and revoke opaque OAuth tokens (only their hashes are stored).
import type { Kysely } from 'kysely';
import type { IssuedToken } from '../../../domain/account/account-answers.ts';
import type { Database } from '../../db/schema.ts';
import { newOpaqueToken, tokenHash } from '../../http/auth.ts';

export type { IssuedToken };

export interface TokenOwner {
  memberId?: number;
  staffId?: number;
}

export interface TokenLifetimes {
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export async function issueToken(
  db: Kysely<Database>,
  owner: TokenOwner,
  clientId: string,
  ttl: TokenLifetimes,
  ip: string | null,
): Promise<IssuedToken> {
  const access = newOpaqueToken();
  const refresh = newOpaqueToken();
  const now = Date.now();
  await db
    .insertInto('oauthToken')
    .values({
      accessHash: tokenHash(access),
      refreshHash: tokenHash(refresh),
      clientId,
      memberId: owner.memberId ?? null,
      staffId: owner.staffId ?? null,
      expiresAt: new Date(now + ttl.accessTokenTtl * 1000),
      refreshExpiresAt: new Date(now + ttl.refreshTokenTtl * 1000),
      createdIp: ip,
    })
    .execute();
  return { access_token: access, token_type: 'bearer', expires_in: ttl.accessTokenTtl, refresh_token: refresh };
}

/** What a company API client's token answers (issue 40): no refresh token; the client asks again. */
export interface IssuedClientToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

/**
 * Issues a token to a company API client (client-credentials grant): it acts as the client's member
 * within the client's scopes. Its refresh half is a random hash already expired, never handed out.
 */
export async function issueClientToken(
  db: Kysely<Database>,
  client: { apiClientId: number; memberId: number; scopes: string[] },
  clientId: string,
  ttlSeconds: number,
  ip: string | null,
): Promise<IssuedClientToken> {
  const access = newOpaqueToken();
  const now = Date.now();
  await db
    .insertInto('oauthToken')
    .values({
      accessHash: tokenHash(access),
      refreshHash: tokenHash(newOpaqueToken()),
      clientId,
      memberId: client.memberId,
      staffId: null,
      expiresAt: new Date(now + ttlSeconds * 1000),
      refreshExpiresAt: new Date(now),
      createdIp: ip,
      apiClientId: client.apiClientId,
      scopes: JSON.stringify(client.scopes),
    })
    .execute();
  return { access_token: access, token_type: 'bearer', expires_in: ttlSeconds, scope: client.scopes.join(' ') };
}

/** Trades a live refresh token for a new pair, revoking the old pair in the same transaction. */
export async function refreshToken(
  db: Kysely<Database>,
  refresh: string,
  clientId: string,
  ttl: TokenLifetimes,
  ip: string | null,
): Promise<IssuedToken | null> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .updateTable('oauthToken')
      .set({ revokedAt: new Date() })
      .where('refreshHash', '=', tokenHash(refresh))
      .where('clientId', '=', clientId)
      .where('revokedAt', 'is', null)
      .where('refreshExpiresAt', '>', new Date())
      .returning(['memberId', 'staffId'])
      .executeTakeFirst();
    if (!old) return null;
    return issueToken(
      trx,
      { ...(old.memberId !== null ? { memberId: old.memberId } : {}), ...(old.staffId !== null ? { staffId: old.staffId } : {}) },
      clientId,
      ttl,
      ip,
    );
  });
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('oauthToken').set({ revokedAt: new Date() }).where('id', '=', tokenId).where('revokedAt', 'is', null).execute();
}

/** Revokes every live token of a member except `keepTokenId` (after a password change). */
export async function revokeMemberTokens(db: Kysely<Database>, memberId: number, keepTokenId?: number): Promise<number> {
  let q = db.updateTable('oauthToken').set({ revokedAt: new Date() }).where('memberId', '=', memberId).where('revokedAt', 'is', null);
  if (keepTokenId !== undefined) q = q.where('id', '!=', keepTokenId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A PunchOut session's member token (issue 40): no refresh half handed out; its id ties the session to it. */
export interface IssuedPunchoutToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  tokenId: number;
}

/**
 * Issues a short member token to the acting member of a company API client for one PunchOut visit
 * (the buyer shops in the browser as that member). It is a person's token, not a client token (no
 * api_client_id, so it reaches the storefront's member calls), labelled with the client's id; its
 * refresh half is a random hash already expired.
 */
export async function issuePunchoutToken(db: Kysely<Database>, memberId: number, clientId: string, ttlSeconds: number, ip: string | null): Promise<IssuedPunchoutToken> {
  const access = newOpaqueToken();
  const now = Date.now();
  const row = await db
    .insertInto('oauthToken')
    .values({
      accessHash: tokenHash(access),
      refreshHash: tokenHash(newOpaqueToken()),
      clientId,
      memberId,
      staffId: null,
      expiresAt: new Date(now + ttlSeconds * 1000),
      refreshExpiresAt: new Date(now),
      createdIp: ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { access_token: access, token_type: 'bearer', expires_in: ttlSeconds, tokenId: Number(row.id) };
}
