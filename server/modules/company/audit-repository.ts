// The company's own audit log (company_audit): who changed what in the company, readable by its
// admin. Written in the transaction of the change it records.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { COMPANY_AUDIT } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who made a change: a member of the company, or a staff member (运营) acting on its request. */
export type CompanyAuditActor = { memberId: number } | { staffId: number };

export async function insertCompanyAudit(trx: Db, row: { companyId: number; actor: CompanyAuditActor; action: string; summary: string; now: Date }): Promise<void> {
  await trx
    .insertInto('companyAudit')
    .values({
      companyId: row.companyId,
      actorMemberId: 'memberId' in row.actor ? row.actor.memberId : null,
      actorStaffId: 'staffId' in row.actor ? row.actor.staffId : null,
      action: row.action,
      summary: row.summary.slice(0, 300),
      createdAt: row.now,
    })
    .execute();
}

export interface AuditRecord {
  id: number;
  actorName: string;
  byStaff: boolean;
  action: string;
  summary: string;
  createdAt: Date;
}

/** One page of the company's audit log, newest first. */
export async function auditPage(db: Db, companyId: number, offset: number, size: number): Promise<{ rows: AuditRecord[]; total: number }> {
  const base = db.selectFrom('companyAudit as a').where('a.companyId', '=', companyId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('companyMember as cm', 'cm.memberId', 'a.actorMemberId')
      // reads staff_user of staff: the display name of the 运营 who acted (staff imports nothing of company, but its public.ts exposes no name reader for rows)
      .leftJoin('staffUser as s', 's.id', 'a.actorStaffId')
      .select(['a.id', 'a.action', 'a.summary', 'a.createdAt', 'a.actorStaffId', 'cm.name as memberName', 's.displayName as staffName'])
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      actorName: r.actorStaffId !== null ? COMPANY_AUDIT.staffActor(r.staffName) : (r.memberName ?? COMPANY_AUDIT.formerMember),
      byStaff: r.actorStaffId !== null,
      action: r.action,
      summary: r.summary,
      createdAt: r.createdAt,
    })),
    total: Number(count.n),
  };
}
