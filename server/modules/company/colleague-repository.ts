// What approvals (issue 38) reads of a company: its active members with their roles, departments
// and mobiles (who may decide a level, whom to tell), and whether it requires a PO number.
import type { Kysely, Transaction } from 'kysely';
import type { CompanyRole } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Colleague {
  memberId: number;
  name: string;
  role: CompanyRole;
  departmentId: number | null;
  mobile: string | null;
}

/** The company's active members, by member id. */
export async function activeColleagues(db: Db, companyId: number): Promise<Colleague[]> {
  const rows = await db
    .selectFrom('companyMember as cm')
    // reads member of account: the mobile an approver's SMS goes to (account imports company, so its public.ts would be a cycle)
    .innerJoin('member as m', 'm.id', 'cm.memberId')
    .select(['cm.memberId', 'cm.name', 'cm.role', 'cm.departmentId', 'm.mobile'])
    .where('cm.companyId', '=', companyId)
    .where('cm.status', '=', 'active')
    .orderBy('cm.memberId')
    .execute();
  return rows.map((r) => ({ memberId: Number(r.memberId), name: r.name, role: r.role as CompanyRole, departmentId: r.departmentId === null ? null : Number(r.departmentId), mobile: r.mobile }));
}

/** Whether the company requires a PO number on every order. */
export async function companyPoRequired(db: Db, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('company').select('poRequired').where('id', '=', companyId).executeTakeFirst();
  return row?.poRequired === true;
}
