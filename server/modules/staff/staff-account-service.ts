// Staff accounts (issue 22): who is signed in (/api/staff/me), and the admin's list, add, change
// of role and disable; `npm run staff` calls the same functions. A disabled account's tokens are
// revoked in the same transaction, and a changed role applies from the next call (the role is
// read with the token on every request). At least one enabled admin always remains.
import type { Kysely, Transaction } from 'kysely';
import type { AddStaffBody, ChangeRoleBody, StaffAccountQuery, StaffAccountRow, StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { isStaffRole, permissionsOf, ROLE_TEXT, type StaffRole } from '../../../domain/staff/staff-roles.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { hashPassword } from '../../security/password.ts';
import { revokeStaffTokens } from '../account/public.ts';
import { STAFF_MSG } from './messages.ts';
import {
  disableStaffUser, insertStaffUser, lockOtherEnabledAdmins, lockStaffRecord, setStaffRole, staffIdOfUsername, staffRecordById, staffRecords, type StaffRecord,
} from './staff-account-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who acts on an account: a staff member, or the command line (staffId null). */
export interface AccountActor {
  staffId: number | null;
}
export const CLI_ACCOUNT_ACTOR: AccountActor = { staffId: null };

function roleOf(role: string): StaffRole {
  // The check constraint of 0025 keeps the column to the five roles.
  return isStaffRole(role) ? role : 'service';
}

function rowOf(r: StaffRecord): StaffAccountRow {
  const role = roleOf(r.role);
  return {
    id: Number(r.id), username: r.username, displayName: r.displayName, role, roleText: ROLE_TEXT[role],
    enabled: r.status === 1, createdAt: new Date(r.createdAt).toISOString(),
  };
}

export async function staffAccountRow(db: Db, id: number): Promise<StaffAccountRow> {
  const r = await staffRecordById(db, id);
  if (!r) throw notFound(STAFF_MSG.staffNotFound);
  return rowOf(r);
}

/** Who is signed in; the route adds the session's CSRF token. */
export async function staffMe(db: Db, id: number): Promise<Omit<StaffMe, 'csrfToken'>> {
  const row = await staffAccountRow(db, id);
  return { id: row.id, username: row.username, displayName: row.displayName, role: row.role, roleText: row.roleText, permissions: permissionsOf(row.role) };
}

export async function listStaffAccounts(db: Db, q: StaffAccountQuery = {}): Promise<StaffAccountRow[]> {
  return (await staffRecords(db, { role: q.role, enabled: q.enabled })).map(rowOf);
}

export async function addStaffAccount(db: Kysely<Database>, body: AddStaffBody): Promise<StaffAccountRow> {
  const passwordHash = await hashPassword(body.password);
  const displayName = body.displayName.trim();
  if (!displayName) throw badRequest(STAFF_MSG.displayNameBlank);
  const row = await insertStaffUser(db, { username: body.username, displayName, role: body.role, passwordHash });
  if (!row) throw conflict(STAFF_MSG.usernameTaken(body.username));
  return rowOf(row);
}

async function lockStaff(trx: Transaction<Database>, id: number): Promise<StaffRecord> {
  const r = await lockStaffRecord(trx, id);
  if (!r) throw notFound(STAFF_MSG.staffNotFound);
  return r;
}

/** Refuses a change that would leave no enabled admin (admin rows locked in id order). */
async function keepOneAdmin(trx: Transaction<Database>, target: StaffRecord): Promise<void> {
  if (target.role !== 'admin' || target.status !== 1) return;
  const others = await lockOtherEnabledAdmins(trx, target.id);
  if (others.length === 0) throw conflict(STAFF_MSG.lastAdmin);
}

export async function changeStaffRole(db: Kysely<Database>, actor: AccountActor, body: ChangeRoleBody): Promise<StaffAccountRow> {
  if (actor.staffId !== null && actor.staffId === body.id) throw forbidden(STAFF_MSG.selfRole);
  return db.transaction().execute(async (trx) => {
    const target = await lockStaff(trx, body.id);
    if (target.role === body.role) throw conflict(STAFF_MSG.sameRole(ROLE_TEXT[body.role]));
    if (body.role !== 'admin') await keepOneAdmin(trx, target);
    await setStaffRole(trx, body.id, body.role, new Date());
    return staffAccountRow(trx, body.id);
  });
}

export async function disableStaffAccount(db: Kysely<Database>, actor: AccountActor, id: number): Promise<StaffAccountRow> {
  if (actor.staffId !== null && actor.staffId === id) throw forbidden(STAFF_MSG.selfDisable);
  return db.transaction().execute(async (trx) => {
    const target = await lockStaff(trx, id);
    if (target.status !== 1) throw conflict(STAFF_MSG.alreadyDisabled);
    await keepOneAdmin(trx, target);
    const now = new Date();
    await disableStaffUser(trx, id, now);
    await revokeStaffTokens(trx, id, now);
    return staffAccountRow(trx, id);
  });
}

/** The account of a login name (the CLI takes names), or 404. */
export async function staffIdByUsername(db: Db, username: string): Promise<number> {
  const id = await staffIdOfUsername(db, username);
  if (id === undefined) throw notFound(STAFF_MSG.staffNotFound);
  return id;
}
