// The queries of price agreements (issue 39): price_agreement and price_agreement_item, owned by
// this module, and the reads of other modules' tables the agreement views need (each marked).
// Dates are selected as text (yyyy-mm-dd): a date column reads as a Date otherwise.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AgreementShownStatus, AgreementStatus } from '../../../domain/pricing/agreement-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface AgreementRecord {
  id: number;
  agreementNo: string;
  companyId: number;
  name: string;
  note: string;
  validFrom: string;
  validTo: string;
  status: AgreementStatus;
  createdBy: number;
  submittedAt: Date | null;
  confirmedBy: number | null;
  confirmedAt: Date | null;
  rejectedReason: string | null;
  revokedBy: number | null;
  revokedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const HEAD = [
  'a.id', 'a.agreementNo', 'a.companyId', 'a.name', 'a.note', 'a.status', 'a.createdBy', 'a.submittedAt', 'a.confirmedBy', 'a.confirmedAt',
  'a.rejectedReason', 'a.revokedBy', 'a.revokedAt', 'a.version', 'a.createdAt', 'a.updatedAt',
] as const;

type HeadRow = Omit<AgreementRecord, 'id' | 'companyId' | 'createdBy' | 'confirmedBy' | 'revokedBy' | 'status' | 'validFrom' | 'validTo'> & {
  id: number | string; companyId: number | string; createdBy: number | string; confirmedBy: number | string | null; revokedBy: number | string | null;
  status: string; validFrom: string; validTo: string;
};

const nid = (v: number | string | null): number | null => (v === null ? null : Number(v));

function record(r: HeadRow): AgreementRecord {
  return {
    ...r, id: Number(r.id), companyId: Number(r.companyId), createdBy: Number(r.createdBy), confirmedBy: nid(r.confirmedBy), revokedBy: nid(r.revokedBy),
    status: r.status as AgreementStatus,
  };
}

function selectHead(db: Db) {
  return db
    .selectFrom('priceAgreement as a')
    .select(HEAD)
    .select([sql<string>`a.valid_from::text`.as('validFrom'), sql<string>`a.valid_to::text`.as('validTo')]);
}

export async function agreementById(db: Db, id: number): Promise<AgreementRecord | undefined> {
  const row = await selectHead(db).where('a.id', '=', id).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** The agreement's row, locked for the rest of the transaction. */
export async function lockAgreement(trx: Transaction<Database>, id: number): Promise<AgreementRecord | undefined> {
  const row = await selectHead(trx).where('a.id', '=', id).forUpdate().executeTakeFirst();
  return row ? record(row) : undefined;
}

/** A new agreement's id, drawn before the insert so its number can carry it. */
export async function nextAgreementId(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`select nextval('price_agreement_id_seq') as id`.execute(trx);
  return Number(rows[0]!.id);
}

export async function insertAgreement(
  trx: Transaction<Database>,
  a: { id: number; agreementNo: string; companyId: number; name: string; note: string; validFrom: string; validTo: string; createdBy: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('priceAgreement')
    .values({ id: a.id, agreementNo: a.agreementNo, companyId: a.companyId, name: a.name, note: a.note, validFrom: a.validFrom, validTo: a.validTo, status: 'draft', createdBy: a.createdBy, createdAt: a.now, updatedAt: a.now })
    .execute();
}

/** The head's editable fields (the caller checked the version under the lock); the version moves on. */
export async function updateAgreementHead(
  trx: Transaction<Database>,
  id: number,
  h: { companyId: number; name: string; note: string; validFrom: string; validTo: string; status: AgreementStatus; now: Date },
): Promise<void> {
  await trx
    .updateTable('priceAgreement')
    .set({ companyId: h.companyId, name: h.name, note: h.note, validFrom: h.validFrom, validTo: h.validTo, status: h.status, rejectedReason: null, updatedAt: h.now, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Moves the agreement's status with what the step records; the version moves on. */
export async function writeAgreementStep(
  trx: Transaction<Database>,
  id: number,
  step:
    | { status: 'pending'; submittedAt: Date }
    | { status: 'active'; confirmedBy: number; confirmedAt: Date }
    | { status: 'rejected'; rejectedReason: string }
    | { status: 'revoked'; revokedBy: number; revokedAt: Date },
  now: Date,
): Promise<void> {
  const base = { updatedAt: now, version: sql<number>`version + 1` };
  const q = trx.updateTable('priceAgreement').where('id', '=', id);
  switch (step.status) {
    case 'pending':
      await q.set({ ...base, status: 'pending', submittedAt: step.submittedAt, rejectedReason: null }).execute();
      return;
    case 'active':
      await q.set({ ...base, status: 'active', confirmedBy: step.confirmedBy, confirmedAt: step.confirmedAt }).execute();
      return;
    case 'rejected':
      await q.set({ ...base, status: 'rejected', rejectedReason: step.rejectedReason }).execute();
      return;
    case 'revoked':
      await q.set({ ...base, status: 'revoked', revokedBy: step.revokedBy, revokedAt: step.revokedAt }).execute();
  }
}

export interface ItemRows {
  goods: { goodsId: number; priceFen: number }[];
  brands: { brandId: number; rateBp: number }[];
  categories: { categoryId: number; rateBp: number }[];
}

/** Replaces every term of the agreement with `items`. */
export async function replaceItems(trx: Transaction<Database>, agreementId: number, items: ItemRows): Promise<void> {
  await trx.deleteFrom('priceAgreementItem').where('agreementId', '=', agreementId).execute();
  await insertGoodsItems(trx, agreementId, items.goods);
  const rates = [
    ...items.brands.map((b) => ({ agreementId, kind: 'brand', goodsId: null, brandId: b.brandId, categoryId: null, priceFen: null, rateBp: b.rateBp })),
    ...items.categories.map((c) => ({ agreementId, kind: 'category', goodsId: null, brandId: null, categoryId: c.categoryId, priceFen: null, rateBp: c.rateBp })),
  ];
  if (rates.length > 0) await trx.insertInto('priceAgreementItem').values(rates).execute();
}

/** Removes the fixed prices of `goodsIds` (all of them when null). */
export async function deleteGoodsItems(trx: Transaction<Database>, agreementId: number, goodsIds: readonly number[] | null): Promise<void> {
  let q = trx.deleteFrom('priceAgreementItem').where('agreementId', '=', agreementId).where('kind', '=', 'goods');
  if (goodsIds !== null) {
    if (goodsIds.length === 0) return;
    q = q.where('goodsId', 'in', goodsIds);
  }
  await q.execute();
}

export async function insertGoodsItems(trx: Transaction<Database>, agreementId: number, goods: ItemRows['goods']): Promise<void> {
  for (let i = 0; i < goods.length; i += 500) {
    const chunk = goods.slice(i, i + 500).map((g) => ({ agreementId, kind: 'goods', goodsId: g.goodsId, brandId: null, categoryId: null, priceFen: g.priceFen, rateBp: null }));
    await trx.insertInto('priceAgreementItem').values(chunk).execute();
  }
}

export async function goodsItemCount(db: Db, agreementId: number): Promise<number> {
  const row = await db.selectFrom('priceAgreementItem').select((eb) => eb.fn.countAll<string>().as('n')).where('agreementId', '=', agreementId).where('kind', '=', 'goods').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The agreement's terms with what the console shows of each goods, brand and category. */
export async function itemsOf(db: Db, agreementId: number) {
  const goods = await db
    .selectFrom('priceAgreementItem as i')
    // reads goods and brand of catalogue: the code, model, name and prices shown beside each fixed price
    .innerJoin('goods as g', 'g.id', 'i.goodsId')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select(['g.id as goodsId', 'g.goodsCode', 'g.model', 'g.name', 'b.name as brandName', 'g.unit', 'g.listPriceFen', 'g.memberPriceFen', 'i.priceFen'])
    .where('i.agreementId', '=', agreementId)
    .where('i.kind', '=', 'goods')
    .orderBy('i.id')
    .execute();
  const brands = await db
    .selectFrom('priceAgreementItem as i')
    // reads brand of catalogue: the brand's name
    .innerJoin('brand as b', 'b.id', 'i.brandId')
    .select(['b.id as brandId', 'b.name as brandName', 'i.rateBp'])
    .where('i.agreementId', '=', agreementId)
    .where('i.kind', '=', 'brand')
    .orderBy('i.id')
    .execute();
  const categories = await db
    .selectFrom('priceAgreementItem as i')
    .select(['i.categoryId', 'i.rateBp'])
    .where('i.agreementId', '=', agreementId)
    .where('i.kind', '=', 'category')
    .orderBy('i.id')
    .execute();
  return {
    goods: goods.map((g) => ({ ...g, goodsId: Number(g.goodsId), listPriceFen: Number(g.listPriceFen), memberPriceFen: Number(g.memberPriceFen), priceFen: Number(g.priceFen) })),
    brands: brands.map((b) => ({ brandId: Number(b.brandId), brandName: b.brandName, rateBp: Number(b.rateBp) })),
    categories: categories.map((c) => ({ categoryId: Number(c.categoryId), rateBp: Number(c.rateBp) })),
  };
}

export interface AgreementFilter {
  companyId: number | null;
  status: AgreementShownStatus | null;
  keyword: string | null;
  today: string;
}

/** One page of agreements, newest first, with their company's name and term counts. */
export async function agreementPage(db: Db, f: AgreementFilter, offset: number, limit: number) {
  let q = db
    .selectFrom('priceAgreement as a')
    // reads company of company: the company's name in the list and its keyword search
    .innerJoin('company as c', 'c.id', 'a.companyId');
  if (f.companyId !== null) q = q.where('a.companyId', '=', f.companyId);
  if (f.status === 'expired') q = q.where('a.status', '=', 'active').where(sql<boolean>`a.valid_to < ${f.today}::date`);
  else if (f.status === 'active') q = q.where('a.status', '=', 'active').where(sql<boolean>`a.valid_to >= ${f.today}::date`);
  else if (f.status !== null) q = q.where('a.status', '=', f.status);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) => eb.or([eb('a.agreementNo', 'ilike', like), eb('a.name', 'ilike', like), eb('c.name', 'ilike', like)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await q
    .select(HEAD)
    .select([sql<string>`a.valid_from::text`.as('validFrom'), sql<string>`a.valid_to::text`.as('validTo'), 'c.name as companyName'])
    .orderBy('a.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...record(r), companyName: r.companyName })) };
}

/** For each agreement: how many goods, brand and category terms it holds. */
export async function termCounts(db: Db, ids: readonly number[]): Promise<Map<number, { goods: number; brand: number; category: number }>> {
  const out = new Map<number, { goods: number; brand: number; category: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('priceAgreementItem')
    .select(['agreementId', 'kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('agreementId', 'in', ids)
    .groupBy(['agreementId', 'kind'])
    .execute();
  for (const r of rows) {
    const id = Number(r.agreementId);
    const c = out.get(id) ?? { goods: 0, brand: 0, category: 0 };
    c[r.kind as 'goods' | 'brand' | 'category'] = Number(r.n);
    out.set(id, c);
  }
  return out;
}

/** The company's name, or undefined when there is none of that id. */
export async function companyNameOf(db: Db, companyId: number): Promise<string | undefined> {
  // reads company of company: the name an agreement is for (company/public.ts has no lookup by id without its members)
  const row = await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name;
}

/** A staff member's name, role and whether the account is enabled. */
export async function staffOf(db: Db, staffId: number): Promise<{ id: number; displayName: string; role: string; enabled: boolean } | undefined> {
  // reads staff_user of staff: who drafts and confirms (the two-person rule), by name in the views
  const row = await db.selectFrom('staffUser').select(['id', 'displayName', 'role', 'status']).where('id', '=', staffId).executeTakeFirst();
  return row ? { id: Number(row.id), displayName: row.displayName, role: row.role, enabled: Number(row.status) === 1 } : undefined;
}

export async function staffNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads staff_user of staff: the names of who drafted, confirmed and revoked
  const rows = await db.selectFrom('staffUser').select(['id', 'displayName']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.displayName]));
}

/** The staff audit log's successful writes on the agreement, oldest first. */
export async function auditTrail(db: Db, agreementId: number) {
  // reads staff_audit of staff: the agreement's audit trail (who did what, when) on its detail page
  return db
    .selectFrom('staffAudit')
    .select(['staffName', 'action', 'createdAt', 'requestData'])
    .where('targetKind', '=', 'priceAgreement')
    .where('targetId', '=', String(agreementId))
    .where('outcome', '=', 'success')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Which of `ids` are goods, with what the checks need. */
export async function goodsFacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  // reads goods of catalogue: the goods an agreement names exist, their labels and member prices
  const rows = await db.selectFrom('goods').select(['id', 'goodsCode', 'model', 'memberPriceFen']).where('id', 'in', [...ids]).execute();
  return rows.map((r) => ({ id: Number(r.id), goodsCode: r.goodsCode, model: r.model, memberPriceFen: Number(r.memberPriceFen) }));
}

/** Goods by code (exact, upper case) or by model key, for the sheet import. */
export async function goodsForSheet(db: Db, codes: readonly string[], modelKeys: readonly string[]) {
  if (codes.length === 0 && modelKeys.length === 0) return [];
  // reads goods and brand of catalogue: the sheet's rows name goods by code or model (and brand)
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select(['g.id', 'g.goodsCode', 'g.model', 'g.modelKey', 'b.name as brandName', 'b.nameCn as brandNameCn'])
    .where((eb) => {
      const ors = [];
      if (codes.length > 0) ors.push(eb(sql<string>`upper(g.goods_code)`, 'in', [...codes]));
      if (modelKeys.length > 0) ors.push(eb('g.modelKey', 'in', [...modelKeys]));
      return eb.or(ors);
    })
    .execute();
  return rows.map((r) => ({ id: Number(r.id), goodsCode: r.goodsCode, model: r.model, modelKey: r.modelKey, brandName: r.brandName, brandNameCn: r.brandNameCn }));
}

export async function brandsById(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads brand of catalogue: the brands an agreement names exist
  const rows = await db.selectFrom('brand').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Every category with its parent, to name a category by its path. */
export async function allCategories(db: Db): Promise<{ id: number; parentId: number | null; name: string; level: number; sort: number }[]> {
  // reads category of catalogue: category rates name a category by its path
  const rows = await db.selectFrom('category').select(['id', 'parentId', 'name', 'level', 'sort']).orderBy('level').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId), name: r.name, level: r.level, sort: r.sort }));
}

export async function allBrands(db: Db): Promise<{ id: number; name: string }[]> {
  // reads brand of catalogue: the brands a rate may name (the editor's picker)
  const rows = await db.selectFrom('brand').select(['id', 'name']).orderBy('sort').orderBy('name').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function agreementIdByNo(db: Db, agreementNo: string): Promise<number | undefined> {
  const row = await db.selectFrom('priceAgreement').select('id').where('agreementNo', '=', agreementNo.trim().toUpperCase()).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** After its terms changed outside a save (the sheet import): the status the edit moves to, a new version. */
export async function touchAgreement(trx: Transaction<Database>, id: number, status: AgreementStatus, now: Date): Promise<void> {
  await trx.updateTable('priceAgreement').set({ status, rejectedReason: null, updatedAt: now, version: sql<number>`version + 1` }).where('id', '=', id).execute();
}
