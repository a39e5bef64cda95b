// The queries of the admin's API client calls (issue 40): a company's clients, one of them (locked
// for a change), a new client, its changed settings, a new secret hash and its revocation. The
// secret hash is written here and never read back by these calls.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ApiClientRecord {
  id: number;
  clientId: string;
  companyId: number;
  name: string;
  memberId: number;
  scopes: string[];
  ipRanges: string[];
  status: string;
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
}

const COLUMNS = ['id', 'clientId', 'companyId', 'name', 'memberId', 'scopes', 'ipRanges', 'status', 'createdAt', 'rotatedAt', 'revokedAt', 'lastUsedAt', 'lastUsedIp'] as const;

type Row = Omit<ApiClientRecord, 'id' | 'companyId' | 'memberId'> & { id: number | string; companyId: number | string; memberId: number | string };

const record = (r: Row): ApiClientRecord => ({ ...r, id: Number(r.id), companyId: Number(r.companyId), memberId: Number(r.memberId) });

/** The company's clients, active first, newest first. */
export async function companyApiClients(db: Db, companyId: number): Promise<ApiClientRecord[]> {
  const rows = await db.selectFrom('apiClient').select(COLUMNS).where('companyId', '=', companyId).orderBy('status', 'asc').orderBy('id', 'desc').execute();
  return rows.map(record);
}

/** One client by its internal id (locked for update when asked); any company. */
export async function apiClientById(db: Db, id: number, opts: { lock?: boolean } = {}): Promise<ApiClientRecord | undefined> {
  let q = db.selectFrom('apiClient').select(COLUMNS).where('id', '=', id);
  if (opts.lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? record(row) : undefined;
}

/** One client by its public id (`abk_…`); any company. */
export async function apiClientByClientId(db: Db, clientId: string): Promise<ApiClientRecord | undefined> {
  const row = await db.selectFrom('apiClient').select(COLUMNS).where('clientId', '=', clientId).executeTakeFirst();
  return row ? record(row) : undefined;
}

export async function countActiveApiClients(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('apiClient').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).where('status', '=', 'active').executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertApiClient(
  trx: Db,
  row: { clientId: string; secretHash: string; companyId: number; name: string; memberId: number; scopes: string[]; ipRanges: string[]; createdBy: number; now: Date },
): Promise<number> {
  const made = await trx
    .insertInto('apiClient')
    .values({
      clientId: row.clientId, secretHash: row.secretHash, companyId: row.companyId, name: row.name, memberId: row.memberId,
      scopes: JSON.stringify(row.scopes), ipRanges: JSON.stringify(row.ipRanges), createdBy: row.createdBy, createdAt: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function updateApiClientSettings(trx: Db, id: number, row: { name: string; memberId: number; scopes: string[]; ipRanges: string[] }): Promise<void> {
  await trx
    .updateTable('apiClient')
    .set({ name: row.name, memberId: row.memberId, scopes: JSON.stringify(row.scopes), ipRanges: JSON.stringify(row.ipRanges) })
    .where('id', '=', id)
    .execute();
}

export async function setApiClientSecret(trx: Db, id: number, secretHash: string, now: Date): Promise<void> {
  await trx.updateTable('apiClient').set({ secretHash, rotatedAt: now }).where('id', '=', id).execute();
}

/** Marks the client revoked (idempotent: a revoked client keeps its first revocation time). */
export async function revokeApiClientRow(trx: Db, id: number, now: Date): Promise<boolean> {
  const result = await trx.updateTable('apiClient').set({ status: 'revoked', revokedAt: now }).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

