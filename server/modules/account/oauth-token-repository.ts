// Revokes every live OAuth token of a staff account (oauth_token is the account module's table;
// the staff module calls this through public.ts when it disables an account, in its transaction).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function revokeStaffTokens(db: Kysely<Database> | Transaction<Database>, staffId: number, at: Date): Promise<void> {
  await db.updateTable('oauthToken').set({ revokedAt: at }).where('staffId', '=', staffId).where('revokedAt', 'is', null).execute();
}

/**
 * Revokes every live token of a company API client (issue 40): the integration module calls this
 * through public.ts when the client's secret is rotated or the client revoked, in its transaction.
 */
export async function revokeClientTokens(db: Kysely<Database> | Transaction<Database>, apiClientId: number, at: Date): Promise<number> {
  const result = await db.updateTable('oauthToken').set({ revokedAt: at }).where('apiClientId', '=', apiClientId).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
