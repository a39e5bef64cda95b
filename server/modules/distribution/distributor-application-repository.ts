// The queries of distributor applications (distributor_application): the member's latest and
// pending one, the write of a new one, the staff list, the row lock and the review, the count of
// those waiting. Writes run inside the caller's transaction.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, DistributorApplicationTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's latest application, or undefined. */
export async function latestApplication(db: Db, memberId: number) {
  return db.selectFrom('distributorApplication').selectAll().where('memberId', '=', memberId).orderBy('id', 'desc').executeTakeFirst();
}

/** The member's application in `status` (pending), or undefined. */
export async function applicationInStatus(db: Db, memberId: number, status: number) {
  return db.selectFrom('distributorApplication').select('id').where('memberId', '=', memberId).where('status', '=', status).executeTakeFirst();
}

export async function insertApplication(trx: Transaction<Database>, values: Insertable<DistributorApplicationTable>): Promise<number> {
  const row = await trx.insertInto('distributorApplication').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One page of applications (newest first, optionally of one status) with the member's mobile, and how many there are. */
export async function applicationPage(db: Db, status: number | undefined, current: number, size: number) {
  // reads member of account: the applicant's mobile beside each application of a page, in one query
  let base = db.selectFrom('distributorApplication').innerJoin('member', 'member.id', 'distributorApplication.memberId');
  if (status !== undefined) base = base.where('distributorApplication.status', '=', status);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base.selectAll('distributorApplication').select('member.mobile').orderBy('distributorApplication.id', 'desc').limit(size).offset((current - 1) * size).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** The application locked FOR UPDATE, or undefined. */
export async function lockApplication(db: Db, id: number) {
  return db.selectFrom('distributorApplication').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateApplication(trx: Db, id: number, set: Updateable<DistributorApplicationTable>): Promise<void> {
  await trx.updateTable('distributorApplication').set(set).where('id', '=', id).execute();
}

/** Applications in `status`. */
export async function countApplications(db: Db, status: number): Promise<number> {
  const row = await db.selectFrom('distributorApplication').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
  return Number(row.n);
}
