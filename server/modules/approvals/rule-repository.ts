// company_approval_rule: a company's approval rules (issue 38).
import type { Kysely, Transaction } from 'kysely';
import type { ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RuleRecord {
  id: number;
  name: string;
  departmentId: number | null;
  minAmountFen: number;
  categoryIds: number[];
  levels: ApprovalDecider[];
  updatedAt: Date;
}

/** The company's rules, oldest first. */
export async function companyRules(db: Db, companyId: number): Promise<RuleRecord[]> {
  const rows = await db
    .selectFrom('companyApprovalRule')
    .select(['id', 'name', 'departmentId', 'minAmountFen', 'categoryIds', 'levels', 'updatedAt'])
    .where('companyId', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), departmentId: r.departmentId === null ? null : Number(r.departmentId), minAmountFen: Number(r.minAmountFen), levels: r.levels as ApprovalDecider[] }));
}

/** One rule of the company (another company's id behaves like a missing one). */
export async function ruleOf(db: Db, companyId: number, id: number): Promise<RuleRecord | undefined> {
  return (await companyRules(db, companyId)).find((r) => r.id === id);
}

export async function countRules(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('companyApprovalRule').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface RuleWrite {
  name: string;
  departmentId: number | null;
  minAmountFen: number;
  categoryIds: number[];
  levels: ApprovalDecider[];
  now: Date;
}

export async function insertRule(trx: Db, companyId: number, row: RuleWrite): Promise<number> {
  const made = await trx
    .insertInto('companyApprovalRule')
    .values({ companyId, name: row.name, departmentId: row.departmentId, minAmountFen: row.minAmountFen, categoryIds: row.categoryIds, levels: row.levels, createdAt: row.now, updatedAt: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function updateRule(trx: Db, companyId: number, id: number, row: RuleWrite): Promise<void> {
  await trx
    .updateTable('companyApprovalRule')
    .set({ name: row.name, departmentId: row.departmentId, minAmountFen: row.minAmountFen, categoryIds: row.categoryIds, levels: row.levels, updatedAt: row.now })
    .where('companyId', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteRule(trx: Db, companyId: number, id: number): Promise<void> {
  await trx.deleteFrom('companyApprovalRule').where('companyId', '=', companyId).where('id', '=', id).execute();
}

/** The names of existing goods categories among `ids` (a missing id has none). */
export async function categoryNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads category of catalogue: a rule names goods categories; their names and existence are the catalogue's, read for the rule list and its check
  const rows = await db.selectFrom('category').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
