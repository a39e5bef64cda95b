// The queries of the company's departments (company_department): a two-level tree per company,
// with member counts for the list.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface DepartmentRecord {
  id: number;
  name: string;
  code: string | null;
  parentId: number | null;
}

const toRecord = (r: { id: number; name: string; code: string | null; parentId: number | null }): DepartmentRecord => ({
  id: Number(r.id), name: r.name, code: r.code, parentId: r.parentId === null ? null : Number(r.parentId),
});

/** Every department of the company with how many members it has, parents before children, by name. */
export async function departmentsWithCounts(db: Db, companyId: number): Promise<(DepartmentRecord & { memberCount: number })[]> {
  const rows = await db
    .selectFrom('companyDepartment as d')
    .select(['d.id', 'd.name', 'd.code', 'd.parentId'])
    .select((eb) => eb.selectFrom('companyMember as cm').select((e) => e.fn.countAll<string>().as('n')).whereRef('cm.departmentId', '=', 'd.id').as('memberCount'))
    .where('d.companyId', '=', companyId)
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({ ...toRecord(r), memberCount: Number(r.memberCount ?? 0) }));
}

/** One department of the company (another company's id behaves like a missing one). */
export async function departmentOf(db: Db, companyId: number, id: number): Promise<DepartmentRecord | undefined> {
  const row = await db.selectFrom('companyDepartment').select(['id', 'name', 'code', 'parentId']).where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function departmentNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('companyDepartment').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export async function countDepartments(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('companyDepartment').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasChildren(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('companyDepartment').select('id').where('parentId', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/** The department and its sub-departments (an approver's reach). */
export async function departmentWithChildren(db: Db, companyId: number, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('companyDepartment')
    .select('id')
    .where('companyId', '=', companyId)
    .where((eb) => eb.or([eb('id', '=', id), eb('parentId', '=', id)]))
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Whether another department of the company under the same parent has the name, or anywhere the code. */
export async function clashOf(db: Db, companyId: number, row: { id: number | null; name: string; code: string | null; parentId: number | null }): Promise<'name' | 'code' | null> {
  const sameName = await db
    .selectFrom('companyDepartment')
    .select('id')
    .where('companyId', '=', companyId)
    .where('name', '=', row.name)
    .where((eb) => (row.parentId === null ? eb('parentId', 'is', null) : eb('parentId', '=', row.parentId)))
    .$if(row.id !== null, (q) => q.where('id', '!=', row.id as number))
    .executeTakeFirst();
  if (sameName) return 'name';
  if (row.code === null) return null;
  const sameCode = await db
    .selectFrom('companyDepartment')
    .select('id')
    .where('companyId', '=', companyId)
    .where('code', '=', row.code)
    .$if(row.id !== null, (q) => q.where('id', '!=', row.id as number))
    .executeTakeFirst();
  return sameCode ? 'code' : null;
}

export async function insertDepartment(trx: Db, companyId: number, row: { name: string; code: string | null; parentId: number | null; now: Date }): Promise<number> {
  const made = await trx
    .insertInto('companyDepartment')
    .values({ companyId, name: row.name, code: row.code, parentId: row.parentId, createdAt: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function updateDepartment(trx: Db, companyId: number, id: number, row: { name: string; code: string | null; parentId: number | null }): Promise<void> {
  await trx.updateTable('companyDepartment').set({ name: row.name, code: row.code, parentId: row.parentId }).where('companyId', '=', companyId).where('id', '=', id).execute();
}
