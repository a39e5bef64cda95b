// The company's departments as rules and budgets name them (issue 38).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The names of the company's departments by id (another company's departments are not there). */
export async function companyDepartmentNames(db: Db, companyId: number): Promise<Map<number, string>> {
  // reads company_department of company: a rule or budget must name one of the caller's departments, and the lists show its name
  const rows = await db.selectFrom('companyDepartment').select(['id', 'name']).where('companyId', '=', companyId).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
