// The queries of formal quotes (issue 39): the quote and quote_line tables, written by named
// columns in the caller's transaction; dates are read as text (yyyy-mm-dd, China). A list's scope
// (the member's own, or the company's as far as the caller's role reaches) is a QuoteScope.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { QuoteSource, QuoteStatus } from '../../../domain/quotes/quote-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface QuoteRecord {
  id: number;
  quoteNo: string;
  memberId: number;
  companyId: number | null;
  source: QuoteSource;
  sourceId: number | null;
  message: string;
  wantedDate: string | null;
  status: QuoteStatus;
  validUntil: string | null;
  terms: string;
  staffNote: string;
  quotedBy: number | null;
  quotedAt: Date | null;
  acceptedAt: Date | null;
  draftId: number | null;
  version: number;
  createdAt: Date;
}

export interface QuoteLineRecord {
  quoteId: number;
  lineNo: number;
  goodsId: number;
  num: number;
  askedPriceFen: number;
  askedPriceSource: string;
  priceFen: number | null;
  leadDays: number | null;
  remark: string;
}

/**
 * Which quotes a list shows: the member's own (personal ones, and those of the company they are in
 * now), or the company's: all of them, or those of members in some departments (now) and the caller's own.
 */
export type QuoteScope =
  | { kind: 'member'; memberId: number; companyId: number | null }
  | { kind: 'company'; companyId: number; departmentIds: number[] | null; alsoMemberId: number | null }
  | { kind: 'all' };

const QUOTE_COLUMNS = [
  'q.id', 'q.quoteNo', 'q.memberId', 'q.companyId', 'q.source', 'q.sourceId', 'q.message', 'q.status', 'q.terms', 'q.staffNote',
  'q.quotedBy', 'q.quotedAt', 'q.acceptedAt', 'q.draftId', 'q.version', 'q.createdAt',
] as const;

function toRecord(r: Record<string, unknown>): QuoteRecord {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id), quoteNo: String(r.quoteNo), memberId: Number(r.memberId), companyId: n(r.companyId), source: r.source as QuoteSource, sourceId: n(r.sourceId),
    message: String(r.message), wantedDate: (r.wantedDate as string | null) ?? null, status: r.status as QuoteStatus, validUntil: (r.validUntil as string | null) ?? null,
    terms: String(r.terms), staffNote: String(r.staffNote), quotedBy: n(r.quotedBy), quotedAt: (r.quotedAt as Date | null) ?? null, acceptedAt: (r.acceptedAt as Date | null) ?? null,
    draftId: n(r.draftId), version: Number(r.version), createdAt: r.createdAt as Date,
  };
}

function selectQuotes(db: Db) {
  return db
    .selectFrom('quote as q')
    .select([...QUOTE_COLUMNS, sql<string | null>`q.wanted_date::text`.as('wantedDate'), sql<string | null>`q.valid_until::text`.as('validUntil')]);
}

/** One quote by id (locked FOR UPDATE in the caller's transaction when `lock`). */
export async function findQuote(db: Db, id: number, lock = false): Promise<QuoteRecord | undefined> {
  let q = selectQuotes(db).where('q.id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function quoteIdByNo(db: Db, quoteNo: string): Promise<number | undefined> {
  const row = await db.selectFrom('quote').select('id').where('quoteNo', '=', quoteNo).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The lines of the given quotes, each quote's in line order. */
export async function linesOfQuotes(db: Db, quoteIds: readonly number[]): Promise<QuoteLineRecord[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .selectFrom('quoteLine')
    .select(['quoteId', 'lineNo', 'goodsId', 'num', 'askedPriceFen', 'askedPriceSource', 'priceFen', 'leadDays', 'remark'])
    .where('quoteId', 'in', [...new Set(quoteIds)])
    .orderBy('quoteId')
    .orderBy('lineNo')
    .execute();
  return rows.map((r) => ({
    quoteId: Number(r.quoteId), lineNo: r.lineNo, goodsId: Number(r.goodsId), num: r.num, askedPriceFen: Number(r.askedPriceFen), askedPriceSource: r.askedPriceSource,
    priceFen: r.priceFen === null ? null : Number(r.priceFen), leadDays: r.leadDays, remark: r.remark,
  }));
}

export async function insertQuote(
  trx: Transaction<Database>,
  row: { quoteNo: string; memberId: number; companyId: number | null; source: QuoteSource; sourceId: number | null; message: string; wantedDate: string | null; now: Date },
): Promise<number> {
  const r = await trx
    .insertInto('quote')
    .values({ quoteNo: row.quoteNo, memberId: row.memberId, companyId: row.companyId, source: row.source, sourceId: row.sourceId, message: row.message, wantedDate: row.wantedDate, createdAt: row.now, updatedAt: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function insertQuoteLines(
  trx: Transaction<Database>,
  quoteId: number,
  lines: readonly { goodsId: number; num: number; askedPriceFen: number; askedPriceSource: string }[],
): Promise<void> {
  await trx
    .insertInto('quoteLine')
    .values(lines.map((l, i) => ({ quoteId, lineNo: i + 1, goodsId: l.goodsId, num: l.num, askedPriceFen: l.askedPriceFen, askedPriceSource: l.askedPriceSource })))
    .execute();
}

/** 客服's price of one line. */
export async function priceQuoteLine(trx: Transaction<Database>, quoteId: number, line: { lineNo: number; priceFen: number; leadDays: number; remark: string }): Promise<void> {
  await trx
    .updateTable('quoteLine')
    .set({ priceFen: line.priceFen, leadDays: line.leadDays, remark: line.remark })
    .where('quoteId', '=', quoteId)
    .where('lineNo', '=', line.lineNo)
    .execute();
}

export async function markQuoted(
  trx: Transaction<Database>,
  id: number,
  row: { validUntil: string; terms: string; staffNote: string; quotedBy: number | null; now: Date },
): Promise<void> {
  await trx
    .updateTable('quote')
    .set((eb) => ({ status: 'quoted', validUntil: row.validUntil, terms: row.terms, staffNote: row.staffNote, quotedBy: row.quotedBy, quotedAt: row.now, updatedAt: row.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markAccepted(trx: Transaction<Database>, id: number, row: { acceptedBy: number; draftId: number; now: Date }): Promise<void> {
  await trx
    .updateTable('quote')
    .set((eb) => ({ status: 'accepted', acceptedBy: row.acceptedBy, acceptedAt: row.now, draftId: row.draftId, updatedAt: row.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markExpired(trx: Transaction<Database>, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('quote')
    .set((eb) => ({ status: 'expired', expiredAt: now, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markWithdrawn(trx: Transaction<Database>, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('quote')
    .set((eb) => ({ status: 'withdrawn', withdrawnAt: now, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Ids of quoted quotes whose last valid day is before `today`, after `afterId`, `limit` at a time. */
export async function dueQuoteIds(db: Db, today: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quote')
    .select('id')
    .where('status', '=', 'quoted')
    .where(sql<SqlBool>`valid_until < ${today}::date`)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

function scopeWhere(eb: ExpressionBuilder<Database & { q: Database['quote'] }, 'q'>, scope: QuoteScope): Expression<SqlBool> {
  void eb;
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'member') {
    const ofCompany = scope.companyId === null ? sql<SqlBool>`q.company_id is null` : sql<SqlBool>`(q.company_id is null or q.company_id = ${scope.companyId})`;
    return sql<SqlBool>`(q.member_id = ${scope.memberId} and ${ofCompany})`;
  }
  if (scope.departmentIds === null) return sql<SqlBool>`q.company_id = ${scope.companyId}`;
  // reads company_member of company: the requester's department now (a quote names no department; an approver reaches the quotes of the members in their departments)
  const inDepts = scope.departmentIds.length > 0
    ? sql<SqlBool>`q.member_id in (select cm.member_id from company_member cm where cm.company_id = ${scope.companyId} and cm.department_id in (${sql.join(scope.departmentIds)}))`
    : sql<SqlBool>`false`;
  const own = scope.alsoMemberId !== null ? sql<SqlBool>` or q.member_id = ${scope.alsoMemberId}` : sql``;
  return sql<SqlBool>`(q.company_id = ${scope.companyId} and (${inDepts}${own}))`;
}

function keywordWhere(keyword: string | null, staff: boolean): Expression<SqlBool> {
  if (!keyword) return sql<SqlBool>`true`;
  const like = likePattern(keyword);
  // reads goods of catalogue: a quote found by a line's model (one exists-subquery, no second round trip)
  const byModel = sql<SqlBool>`exists (select 1 from quote_line ql join goods g on g.id = ql.goods_id where ql.quote_id = q.id and g.model ilike ${like})`;
  if (!staff) return sql<SqlBool>`(q.quote_no ilike ${like} or ${byModel})`;
  // reads company of company and member of account: the desk finds a quote by the company's name or the requester's mobile
  return sql<SqlBool>`(q.quote_no ilike ${like} or ${byModel} or exists (select 1 from company c where c.id = q.company_id and c.name ilike ${like}) or exists (select 1 from member m where m.id = q.member_id and m.mobile ilike ${like}))`;
}

/** One page of quotes in scope (newest first), with the count of each status in scope (the keyword applied, not the status). */
export async function quotePage(
  db: Db,
  scope: QuoteScope,
  filter: { status: QuoteStatus | null; keyword: string | null; staff: boolean; offset: number; size: number },
): Promise<{ rows: QuoteRecord[]; total: number; counts: Record<string, number> }> {
  const base = () => db.selectFrom('quote as q').where((eb) => scopeWhere(eb, scope)).where(keywordWhere(filter.keyword, filter.staff));
  const statusOf = <T extends ReturnType<typeof base>>(q: T): T => (filter.status ? (q.where('q.status', '=', filter.status) as T) : q);
  const [rows, total, counts] = await Promise.all([
    statusOf(base())
      .select([...QUOTE_COLUMNS, sql<string | null>`q.wanted_date::text`.as('wantedDate'), sql<string | null>`q.valid_until::text`.as('validUntil')])
      .orderBy('q.createdAt', 'desc')
      .orderBy('q.id', 'desc')
      .limit(filter.size)
      .offset(filter.offset)
      .execute(),
    statusOf(base()).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base().select(['q.status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('q.status').execute(),
  ]);
  return { rows: rows.map(toRecord), total: Number(total.n), counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) };
}

/** Each quote's line count and quoted total (null while a line has no price). */
export async function lineCounts(db: Db, quoteIds: readonly number[]): Promise<Map<number, { lines: number; totalFen: number | null }>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quoteLine')
    .select([
      'quoteId',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string | null>`case when count(price_fen) = count(*) then sum(price_fen * num) else null end`.as('total'),
    ])
    .where('quoteId', 'in', [...new Set(quoteIds)])
    .groupBy('quoteId')
    .execute();
  return new Map(rows.map((r) => [Number(r.quoteId), { lines: Number(r.n), totalFen: r.total === null ? null : Number(r.total) }]));
}

/** The requester's company name (as the company is named now) and mobile, for the views and the PDF. */
export async function requesterFacts(db: Db, memberId: number, companyId: number | null): Promise<{ companyName: string | null; mobile: string | null }> {
  // reads member of account: the requester's mobile on the quote's PDF (account imports company, so its public.ts would be a cycle)
  const m = await db.selectFrom('member').select('mobile').where('id', '=', memberId).executeTakeFirst();
  // reads company of company: the company's name on the quote's header
  const c = companyId === null ? undefined : await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst();
  return { companyName: c?.name ?? null, mobile: m?.mobile ?? null };
}

/** The company names of these companies, by id (the desk's list). */
export async function companyNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  // reads company of company: the desk's rows name the company
  const rows = await db.selectFrom('company').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
