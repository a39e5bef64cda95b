// Revokes every live OAuth token of a staff account (oauth_token is the account module's table;
// the staff module calls this through public.ts when it disables an account, in its transaction).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function revokeStaffTokens(db: Kysely<Database> | Transaction<Database>, staffId: number, at: Date): Promise<void> {
  await db.updateTable('oauthToken').set({ revokedAt: at }).where('staffId', '=', staffId).where('revokedAt', 'is', null).execute();
}
