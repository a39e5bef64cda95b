// The queries of staff accounts (staff_user): one account, the list, a new account, the rows
// locked for a change of role or a disable (the target, then the other enabled admins in id
// order), the role and status written, the id of a login name and the name shown in the audit log.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffRecord {
  id: number;
  username: string;
  displayName: string;
  role: string;
  status: number;
  createdAt: Date | string;
}

const COLUMNS = ['id', 'username', 'displayName', 'role', 'status', 'createdAt'] as const;

export function staffRecordById(db: Db, id: number): Promise<StaffRecord | undefined> {
  return db.selectFrom('staffUser').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every account in id order, of one role and/or enabled state when given. */
export function staffRecords(db: Db, q: { role?: string | undefined; enabled?: boolean | undefined }): Promise<StaffRecord[]> {
  let query = db.selectFrom('staffUser').select(COLUMNS).orderBy('id');
  if (q.role) query = query.where('role', '=', q.role);
  if (q.enabled !== undefined) query = query.where('status', q.enabled ? '=' : '<>', 1);
  return query.execute();
}

/** The new account, or undefined when the login name is taken. */
export function insertStaffUser(db: Db, u: { username: string; displayName: string; role: string; passwordHash: string }): Promise<StaffRecord | undefined> {
  return db
    .insertInto('staffUser')
    .values({ username: u.username, displayName: u.displayName, role: u.role, passwordHash: u.passwordHash })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The account locked for a change, or undefined. */
export function lockStaffRecord(trx: Transaction<Database>, id: number): Promise<StaffRecord | undefined> {
  return trx.selectFrom('staffUser').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The enabled admins but this one, locked in id order. */
export function lockOtherEnabledAdmins(trx: Transaction<Database>, id: number): Promise<{ id: number }[]> {
  return trx.selectFrom('staffUser').select('id').where('role', '=', 'admin').where('status', '=', 1).where('id', '<>', id).orderBy('id').forUpdate().execute();
}

export async function setStaffRole(trx: Transaction<Database>, id: number, role: string, at: Date): Promise<void> {
  await trx.updateTable('staffUser').set({ role, updatedAt: at }).where('id', '=', id).execute();
}

export async function disableStaffUser(trx: Transaction<Database>, id: number, at: Date): Promise<void> {
  await trx.updateTable('staffUser').set({ status: 0, updatedAt: at }).where('id', '=', id).execute();
}

/** The id of a login name, or undefined. */
export async function staffIdOfUsername(db: Db, username: string): Promise<number | undefined> {
  const r = await db.selectFrom('staffUser').select('id').where('username', '=', username).executeTakeFirst();
  return r ? Number(r.id) : undefined;
}

/** The account's display name, or undefined when there is no such account. */
export async function staffDisplayName(db: Db, id: number): Promise<string | undefined> {
  const me = await db.selectFrom('staffUser').select('displayName').where('id', '=', id).executeTakeFirst();
  return me?.displayName;
}
