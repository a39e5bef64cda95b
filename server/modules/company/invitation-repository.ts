// The queries of company invitations (company_invitation): one pending invitation per company and
// mobile; lapsed ones are those past `expires_at` (their status stays pending and is read as 已过期).
import type { Kysely, Transaction } from 'kysely';
import type { CompanyRole } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';
import { COMPANY_AUDIT } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface InvitationRecord {
  id: number;
  companyId: number;
  companyName: string;
  mobile: string;
  name: string;
  role: CompanyRole;
  departmentId: number | null;
  departmentName: string | null;
  status: 'pending' | 'accepted' | 'cancelled';
  invitedBy: number;
  invitedByName: string;
  createdAt: Date;
  expiresAt: Date;
}

function base(db: Db) {
  return db
    .selectFrom('companyInvitation as i')
    .innerJoin('company as c', 'c.id', 'i.companyId')
    .leftJoin('companyDepartment as d', 'd.id', 'i.departmentId')
    .leftJoin('companyMember as by', 'by.memberId', 'i.invitedBy')
    .select([
      'i.id', 'i.companyId', 'c.name as companyName', 'i.mobile', 'i.name', 'i.role', 'i.departmentId', 'd.name as departmentName', 'i.status', 'i.invitedBy', 'by.name as invitedByName', 'i.createdAt', 'i.expiresAt',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toRecord = (r: Raw): InvitationRecord => ({
  ...r,
  id: Number(r.id),
  companyId: Number(r.companyId),
  invitedBy: Number(r.invitedBy),
  invitedByName: r.invitedByName ?? COMPANY_AUDIT.defaultInviter,
  departmentId: r.departmentId === null ? null : Number(r.departmentId),
  role: r.role as CompanyRole,
  status: r.status as InvitationRecord['status'],
});

export async function insertInvitation(trx: Db, row: { companyId: number; mobile: string; name: string; role: CompanyRole; departmentId: number | null; invitedBy: number; now: Date; expiresAt: Date }): Promise<number> {
  const made = await trx
    .insertInto('companyInvitation')
    .values({ companyId: row.companyId, mobile: row.mobile, name: row.name, role: row.role, departmentId: row.departmentId, invitedBy: row.invitedBy, createdAt: row.now, expiresAt: row.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

/** The company's pending invitation of a mobile (lapsed or not), locked for the transaction. */
export async function pendingFor(trx: Db, companyId: number, mobile: string): Promise<{ id: number; expiresAt: Date } | undefined> {
  const row = await trx.selectFrom('companyInvitation').select(['id', 'expiresAt']).where('companyId', '=', companyId).where('mobile', '=', mobile).where('status', '=', 'pending').forUpdate().executeTakeFirst();
  return row ? { id: Number(row.id), expiresAt: row.expiresAt } : undefined;
}

export async function invitationById(db: Db, id: number, opts: { lock?: boolean } = {}): Promise<InvitationRecord | undefined> {
  const row = await base(db).where('i.id', '=', id).$if(opts.lock === true, (q) => q.forUpdate(['i'])).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Invitations still open for a mobile (pending and not lapsed), newest first. */
export async function openInvitationsOf(db: Db, mobile: string, now: Date): Promise<InvitationRecord[]> {
  const rows = await base(db).where('i.mobile', '=', mobile).where('i.status', '=', 'pending').where('i.expiresAt', '>', now).orderBy('i.id', 'desc').execute();
  return rows.map(toRecord);
}

/** The company's invitations, newest first (the last 100). */
export async function invitationsOfCompany(db: Db, companyId: number): Promise<InvitationRecord[]> {
  const rows = await base(db).where('i.companyId', '=', companyId).orderBy('i.id', 'desc').limit(100).execute();
  return rows.map(toRecord);
}

export async function closeInvitation(trx: Db, id: number, row: { status: 'accepted' | 'cancelled'; memberId: number | null; now: Date }): Promise<void> {
  await trx.updateTable('companyInvitation').set({ status: row.status, acceptedMemberId: row.memberId, decidedAt: row.now }).where('id', '=', id).execute();
}
