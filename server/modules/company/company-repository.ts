// The queries of the company and its members (company, company_member). The member's mobile and
// nickname are read from the account module's member table with marked reads: account imports
// company (registration joins the invited company), so account/public.ts would be an import cycle.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompanyMemberStatus, CompanyRole } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CompanyRow {
  id: number;
  name: string;
  creditCode: string;
  holderMemberId: number;
  createdAt: Date;
}

export interface MembershipRow {
  memberId: number;
  companyId: number;
  companyName: string;
  creditCode: string;
  holderMemberId: number;
  name: string;
  role: CompanyRole;
  departmentId: number | null;
  status: CompanyMemberStatus;
  joinedAt: Date;
  companyCreatedAt: Date;
}

/** The company of a credit code, created with its holder when there is none (answers its id and whether it is new). */
export async function insertCompany(trx: Db, row: { name: string; creditCode: string; holderMemberId: number; certId: number | null; now: Date }): Promise<{ id: number; created: boolean }> {
  const existing = await trx.selectFrom('company').select(['id']).where('creditCode', '=', row.creditCode).forUpdate().executeTakeFirst();
  if (existing) {
    await trx.updateTable('company').set({ name: row.name, updatedAt: row.now }).where('id', '=', existing.id).execute();
    return { id: Number(existing.id), created: false };
  }
  const made = await trx
    .insertInto('company')
    .values({ name: row.name, creditCode: row.creditCode, holderMemberId: row.holderMemberId, certId: row.certId, createdAt: row.now, updatedAt: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(made.id), created: true };
}

/** The company's registration after its holder certified again (a renamed company, or a new credit code when no other company holds it). */
export async function updateRegistration(trx: Db, id: number, row: { name: string; creditCode: string; certId: number | null; now: Date }): Promise<void> {
  const taken = await trx.selectFrom('company').select('id').where('creditCode', '=', row.creditCode).where('id', '!=', id).executeTakeFirst();
  await trx
    .updateTable('company')
    .set({ name: row.name, ...(taken ? {} : { creditCode: row.creditCode }), certId: row.certId, updatedAt: row.now })
    .where('id', '=', id)
    .execute();
}

export async function companyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const row = await db.selectFrom('company').select(['id', 'name', 'creditCode', 'holderMemberId', 'createdAt']).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id), holderMemberId: Number(row.holderMemberId) } : undefined;
}

/** Locks the company row: every change of its members takes it first, so two admins' changes take turns. */
export async function lockCompanyRow(trx: Db, id: number): Promise<boolean> {
  return (await trx.selectFrom('company').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

const membershipColumns = [
  'cm.memberId', 'cm.companyId', 'c.name as companyName', 'c.creditCode', 'c.holderMemberId', 'cm.name', 'cm.role', 'cm.departmentId', 'cm.status', 'cm.joinedAt', 'c.createdAt as companyCreatedAt',
] as const;

function membershipOf(row: { memberId: number; companyId: number; holderMemberId: number; departmentId: number | null; role: string; status: string } & Omit<MembershipRow, 'memberId' | 'companyId' | 'holderMemberId' | 'departmentId' | 'role' | 'status'>): MembershipRow {
  return {
    ...row,
    memberId: Number(row.memberId),
    companyId: Number(row.companyId),
    holderMemberId: Number(row.holderMemberId),
    departmentId: row.departmentId === null ? null : Number(row.departmentId),
    role: row.role as CompanyRole,
    status: row.status as CompanyMemberStatus,
  };
}

/** The member's place in a company (any status), or undefined for a personal member. */
export async function membershipRow(db: Db, memberId: number, opts: { lock?: boolean } = {}): Promise<MembershipRow | undefined> {
  const row = await db
    .selectFrom('companyMember as cm')
    .innerJoin('company as c', 'c.id', 'cm.companyId')
    .select(membershipColumns)
    .where('cm.memberId', '=', memberId)
    .$if(opts.lock === true, (q) => q.forUpdate(['cm']))
    .executeTakeFirst();
  return row ? membershipOf(row) : undefined;
}


export async function insertMembership(trx: Db, row: { memberId: number; companyId: number; name: string; role: CompanyRole; departmentId: number | null; now: Date }): Promise<void> {
  await trx
    .insertInto('companyMember')
    .values({ memberId: row.memberId, companyId: row.companyId, name: row.name, role: row.role, departmentId: row.departmentId, status: 'active', joinedAt: row.now, updatedAt: row.now })
    .execute();
}

export async function updateMembership(trx: Db, memberId: number, patch: { role?: CompanyRole; departmentId?: number | null; status?: CompanyMemberStatus; now: Date }): Promise<void> {
  const { now, ...rest } = patch;
  await trx.updateTable('companyMember').set({ ...rest, updatedAt: now }).where('memberId', '=', memberId).execute();
}

export async function deleteMembership(trx: Db, memberId: number): Promise<void> {
  await trx.deleteFrom('companyMember').where('memberId', '=', memberId).execute();
}

/** Active admins of the company other than `except` (read after the company lock). */
export async function otherActiveAdmins(trx: Db, companyId: number, except: number): Promise<number> {
  const row = await trx
    .selectFrom('companyMember')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('companyId', '=', companyId)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('memberId', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function memberCounts(db: Db, companyId: number): Promise<{ members: number; admins: number }> {
  const row = await db
    .selectFrom('companyMember')
    .select((eb) => [
      eb.fn.countAll<string>().as('members'),
      eb.fn.sum<string>(sql<number>`case when role = 'admin' and status = 'active' then 1 else 0 end`).as('admins'),
    ])
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), admins: Number(row.admins ?? 0) };
}

export interface MemberListRow {
  memberId: number;
  name: string;
  mobile: string | null;
  role: CompanyRole;
  departmentId: number | null;
  departmentName: string | null;
  status: CompanyMemberStatus;
  joinedAt: Date;
}

/** One page of the company's members: admins first, then by joining time. */
export async function memberPage(db: Db, companyId: number, offset: number, size: number): Promise<{ rows: MemberListRow[]; total: number }> {
  const base = db.selectFrom('companyMember as cm').where('cm.companyId', '=', companyId);
  const [rows, count] = await Promise.all([
    base
      // reads member of account: the member's mobile beside the company row (account imports company, so its public.ts would be a cycle)
      .innerJoin('member as m', 'm.id', 'cm.memberId')
      .leftJoin('companyDepartment as d', 'd.id', 'cm.departmentId')
      .select(['cm.memberId', 'cm.name', 'm.mobile', 'cm.role', 'cm.departmentId', 'd.name as departmentName', 'cm.status', 'cm.joinedAt'])
      .orderBy(sql`case when cm.role = 'admin' then 0 else 1 end`)
      .orderBy('cm.joinedAt')
      .orderBy('cm.memberId')
      .limit(size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, memberId: Number(r.memberId), departmentId: r.departmentId === null ? null : Number(r.departmentId), role: r.role as CompanyRole, status: r.status as CompanyMemberStatus })),
    total: Number(count.n),
  };
}


/** A member's id, nickname and mobile by mobile (an invitation names a mobile), or undefined. */
export async function memberByMobile(db: Db, mobile: string): Promise<{ id: number; nickname: string | null } | undefined> {
  // reads member of account: an invitation is addressed by mobile (account imports company, so its public.ts would be a cycle)
  const row = await db.selectFrom('member').select(['id', 'nickname']).where('mobile', '=', mobile).executeTakeFirst();
  return row ? { id: Number(row.id), nickname: row.nickname } : undefined;
}

/** A member's mobile (the invitation accepted must name it). */
export async function mobileOfMember(db: Db, memberId: number): Promise<string | null> {
  // reads member of account: the accepting member's mobile (account imports company, so its public.ts would be a cycle)
  const row = await db.selectFrom('member').select('mobile').where('id', '=', memberId).executeTakeFirst();
  return row?.mobile ?? null;
}

/** The companies for the console: name, credit code, holder and member count, newest first. */
export async function companyPage(db: Db, keyword: string | null, offset: number, size: number): Promise<{ rows: (CompanyRow & { memberCount: number })[]; total: number }> {
  let base = db.selectFrom('company as c');
  if (keyword) base = base.where((eb) => eb.or([eb('c.name', 'like', `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`), eb('c.creditCode', '=', keyword.toUpperCase())]));
  const [rows, count] = await Promise.all([
    base
      .select(['c.id', 'c.name', 'c.creditCode', 'c.holderMemberId', 'c.createdAt'])
      .select((eb) => eb.selectFrom('companyMember as cm').select((e) => e.fn.countAll<string>().as('n')).whereRef('cm.companyId', '=', 'c.id').as('memberCount'))
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), holderMemberId: Number(r.holderMemberId), memberCount: Number(r.memberCount ?? 0) })), total: Number(count.n) };
}

/** The company's ordering settings (issue 38): whether a PO number is required on its orders. */
export async function companySettings(db: Db, id: number): Promise<{ poRequired: boolean }> {
  const row = await db.selectFrom('company').select('poRequired').where('id', '=', id).executeTakeFirst();
  return { poRequired: row?.poRequired ?? false };
}

export async function updateCompanySettings(trx: Db, id: number, row: { poRequired: boolean; now: Date }): Promise<void> {
  await trx.updateTable('company').set({ poRequired: row.poRequired, updatedAt: row.now }).where('id', '=', id).execute();
}
