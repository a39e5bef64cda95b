// The reads and writes of the client-credentials grant (issue 40): the client a token request
// names, and the mark of its last use.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface GrantClientRow {
  id: number;
  clientId: string;
  secretHash: string;
  companyId: number;
  memberId: number;
  scopes: string[];
  ipRanges: string[];
  status: string;
}

export async function clientForGrant(db: Kysely<Database>, clientId: string): Promise<GrantClientRow | undefined> {
  const row = await db
    .selectFrom('apiClient')
    .select(['id', 'clientId', 'secretHash', 'companyId', 'memberId', 'scopes', 'ipRanges', 'status'])
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), companyId: Number(row.companyId), memberId: Number(row.memberId) } : undefined;
}

/** Records when and from where the client was last used (the admin's list shows it). */
export async function markClientUsed(db: Kysely<Database>, id: number, ip: string, now: Date): Promise<void> {
  await db.updateTable('apiClient').set({ lastUsedAt: now, lastUsedIp: ip.slice(0, 64) }).where('id', '=', id).execute();
}
