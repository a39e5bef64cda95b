// The queries of the audit log (staff_audit and its chain head staff_audit_head): the append's
// steps inside writeAudit's transaction (head locked FOR UPDATE, next id and the database's time,
// insert, head moved), the verification's reads in id order, and the admin's filtered page.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditListBody } from '../../../domain/staff/staff-payloads.ts';
import type { Database } from '../../db/schema.ts';
import type { ChainedFields } from './audit-chain.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The chain's head row, locked: every other append (in this process or another) waits here until the transaction ends. */
export function lockAuditHead(trx: Transaction<Database>) {
  return trx.selectFrom('staffAuditHead').select(['lastId', 'hash']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
}

/** The next row id and the database's time to the millisecond (the hash covers it); taken under the head's lock. */
export async function nextAuditIdAndTime(trx: Transaction<Database>): Promise<{ id: number; at: Date }> {
  const next = await sql<{ id: number; at: Date }>`select nextval(pg_get_serial_sequence('staff_audit', 'id')) as id, date_trunc('milliseconds', now()) as at`.execute(trx);
  return next.rows[0]!;
}

/** A row as stored: the fields its hash covers, the jsonb columns as JSON text (or null), and the two hashes. */
type AuditInsert = Omit<ChainedFields, 'beforeData' | 'afterData' | 'requestData'> & {
  beforeData: string | null;
  afterData: string | null;
  requestData: string | null;
  prevHash: string;
  hash: string;
};

export async function insertAuditRow(trx: Transaction<Database>, r: AuditInsert): Promise<void> {
  await trx
    .insertInto('staffAudit')
    .values({
      id: r.id, createdAt: r.createdAt, staffId: r.staffId, staffName: r.staffName, staffRole: r.staffRole, method: r.method, route: r.route,
      action: r.action, targetKind: r.targetKind, targetId: r.targetId, beforeData: r.beforeData, afterData: r.afterData, requestData: r.requestData,
      requestId: r.requestId, ip: r.ip, outcome: r.outcome, reason: r.reason, prevHash: r.prevHash, hash: r.hash,
    })
    .execute();
}

/** Moves the head (locked by lockAuditHead) to the row just inserted. */
export async function moveAuditHead(trx: Transaction<Database>, lastId: number, hash: string): Promise<void> {
  await trx.updateTable('staffAuditHead').set({ lastId, hash }).where('id', '=', 1).execute();
}

/** The chain's head, not locked, or undefined. */
export function auditHead(db: Db) {
  return db.selectFrom('staffAuditHead').select(['lastId', 'hash']).where('id', '=', 1).executeTakeFirst();
}

/** At most `limit` rows after `afterId` up to `lastId`, in id order. */
export function auditRowsAfter(db: Db, afterId: number, lastId: number, limit: number) {
  return db.selectFrom('staffAudit').selectAll().where('id', '>', afterId).where('id', '<=', lastId).orderBy('id').limit(limit).execute();
}

interface AuditFilter {
  staffId?: number | undefined;
  role?: string | undefined;
  action?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  outcome?: string | undefined;
  /** Created at or after. */
  from: Date | null;
  /** Created before. */
  to: Date | null;
}

/** The count of the rows the filter keeps, then one page of them in the list's order. */
export async function auditPage(db: Db, f: AuditFilter, order: { sort: AuditListBody['sort']; dir: 'asc' | 'desc' }, limit: number, offset: number) {
  let base = db.selectFrom('staffAudit');
  if (f.staffId !== undefined) base = base.where('staffId', '=', f.staffId);
  if (f.role) base = base.where('staffRole', '=', f.role);
  if (f.action) base = base.where('action', '=', f.action);
  if (f.targetKind) base = base.where('targetKind', '=', f.targetKind);
  if (f.targetId) base = base.where('targetId', '=', f.targetId);
  if (f.outcome) base = base.where('outcome', '=', f.outcome);
  if (f.from) base = base.where('createdAt', '>=', f.from);
  if (f.to) base = base.where('createdAt', '<', f.to);
  const { sort, dir } = order;
  const counted = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = base.selectAll();
  // Text sorts by code point (collate "C"): the same order on every database's locale.
  if (sort === 'staffName') rows = rows.orderBy(sql`staff_name collate "C"`, dir);
  else if (sort === 'action') rows = rows.orderBy(sql`action collate "C"`, dir);
  else if (sort === 'target') rows = rows.orderBy('targetKind', dir).orderBy(sql`target_id collate "C"`, dir);
  rows = rows.orderBy('createdAt', sort === undefined || sort === 'createdAt' ? dir : 'desc').orderBy('id', sort === undefined || sort === 'createdAt' ? dir : 'desc');
  const records = await rows.limit(limit).offset(offset).execute();
  return { total: Number(counted.n), records };
}
