// The queries of the staff console's certification queue (issue 22): the ids of a page of
// applications under the status, keyword (company name or credit code) and China date filters,
// newest first; the count of each status under the keyword and dates; the count of applications
// waiting for review (the dashboard); and the company registry's record of an application's company
// (by credit code first, else by exact name).
import { sql, type Kysely } from 'kysely';
import { CERTIFICATION_STATUS } from '../../../domain/certification/certification-status.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';

export interface QueueFilters {
  status: number | null;
  keyword: string | null;
  from: string | null;
  to: string | null;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, f: Omit<QueueFilters, 'status'>) {
  let q = db.selectFrom('enterpriseCert');
  if (f.keyword !== null) {
    const like = likeOf(f.keyword);
    q = q.where((eb) => eb.or([eb('enterpriseCert.companyName', 'ilike', like), eb('enterpriseCert.creditCode', 'ilike', like)]));
  }
  if (f.from !== null) q = q.where('enterpriseCert.createdAt', '>=', chinaMidnightUtc(f.from));
  if (f.to !== null) q = q.where('enterpriseCert.createdAt', '<', chinaMidnightUtc(f.to, 1));
  return q;
}

/** The ids of one page (newest first) and the total under the filters. */
export async function queueIds(db: Kysely<Database>, f: QueueFilters, current: number, size: number): Promise<{ ids: number[]; total: number }> {
  let base = filtered(db, f);
  if (f.status !== null) base = base.where('enterpriseCert.status', '=', f.status);
  const page = Math.min(current, PAGE_MAX);
  const [rows, total] = await Promise.all([
    base.select('enterpriseCert.id').orderBy('enterpriseCert.createdAt', 'desc').orderBy('enterpriseCert.id', 'desc').limit(size).offset((page - 1) * size).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(total.total) };
}

/** How many applications of each stored status there are under the keyword and dates. */
export async function statusCounts(db: Kysely<Database>, f: Omit<QueueFilters, 'status'>): Promise<Map<number, number>> {
  const rows = await filtered(db, f).select(['enterpriseCert.status', sql<string>`count(*)`.as('n')]).groupBy('enterpriseCert.status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** The registry's row of the company: by credit code, else by exact name; undefined when it has none. */
export async function registryRecordOf(db: Kysely<Database>, creditCode: string, companyName: string) {
  const cols = ['companyName', 'creditCode', 'legalPerson', 'regAddress', 'source'] as const;
  // reads company_registry of account: the record staff compare an application with, two lookups by key
  // Approved entries only: a member's pending entry is what the member typed, not a record to compare with.
  const byCode = await db.selectFrom('companyRegistry').select(cols).where('creditCode', '=', creditCode).where('approval', '=', 'approved').orderBy('id').executeTakeFirst();
  if (byCode) return { ...byCode, foundBy: 'creditCode' as const };
  const byName = await db.selectFrom('companyRegistry').select(cols).where('companyName', '=', companyName).where('approval', '=', 'approved').orderBy('id').executeTakeFirst();
  return byName ? { ...byName, foundBy: 'companyName' as const } : undefined;
}

/** The enterprise certifications waiting for review (the 企业认证审核 queue's count on the staff dashboard, issue 22 item 5): one count on enterprise_cert_status_idx. */
export async function certificationsPending(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('enterpriseCert').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', CERTIFICATION_STATUS.pending).executeTakeFirstOrThrow();
  return Number(row.n);
}
