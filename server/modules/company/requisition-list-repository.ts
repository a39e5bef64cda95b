// The queries of the requisition lists (常购清单: requisition_list, requisition_list_line), kept
// under the owner of the shared books (the company's certified account, or a personal member).
// A deleted list keeps its row with deleted_at set and is never read again.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListRecord {
  id: number;
  name: string;
  note: string | null;
  createdBy: number;
}

export interface ListPageRecord extends ListRecord {
  creatorName: string | null;
  creatorNickname: string | null;
  creatorMobile: string | null;
  lineCount: number;
  updatedAt: Date;
}

export interface ListLineRecord {
  listId: number;
  goodsId: number;
  quantity: number;
}

/** Locks the owner's row, so two writes to one owner's lists (the count cap, the name check) queue. */
export async function lockListOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  // reads member of account: the owner's row locked (FOR NO KEY UPDATE) in the list write's transaction (account imports company, so its public.ts would be a cycle)
  await trx.selectFrom('member').select('id').where('id', '=', ownerId).forNoKeyUpdate().executeTakeFirst();
}

/** One live list of the owner (another owner's id, or a deleted list, behaves like a missing one). */
export async function listOf(db: Db, ownerId: number, id: number): Promise<ListRecord | undefined> {
  const row = await db
    .selectFrom('requisitionList')
    .select(['id', 'name', 'note', 'createdBy'])
    .where('id', '=', id)
    .where('ownerMemberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, note: row.note, createdBy: Number(row.createdBy) } : undefined;
}

export async function countLists(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('requisitionList')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ownerMemberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another live list of the owner has the name. */
export async function listNameTaken(db: Db, ownerId: number, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('requisitionList')
    .select('id')
    .where('ownerMemberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('name', '=', name)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertList(trx: Transaction<Database>, row: { ownerId: number; createdBy: number; name: string; note: string | null; now: Date }): Promise<number> {
  const made = await trx
    .insertInto('requisitionList')
    .values({ ownerMemberId: row.ownerId, createdBy: row.createdBy, name: row.name, note: row.note, createdAt: row.now, updatedAt: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function updateList(trx: Transaction<Database>, ownerId: number, id: number, row: { name: string; note: string | null; now: Date }): Promise<void> {
  await trx
    .updateTable('requisitionList')
    .set({ name: row.name, note: row.note, updatedAt: row.now })
    .where('id', '=', id)
    .where('ownerMemberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Replaces the list's lines with `lines`, in their order. */
export async function replaceLines(trx: Transaction<Database>, listId: number, lines: readonly { goodsId: number; quantity: number }[]): Promise<void> {
  await trx.deleteFrom('requisitionListLine').where('listId', '=', listId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('requisitionListLine')
    .values(lines.map((l, sort) => ({ listId, goodsId: l.goodsId, quantity: l.quantity, sort })))
    .execute();
}

/** Marks the owner's live list deleted; false when there is none. */
export async function softDeleteList(trx: Transaction<Database>, ownerId: number, id: number, now: Date): Promise<boolean> {
  const done = await trx
    .updateTable('requisitionList')
    .set({ deletedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('ownerMemberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** One page of the owner's live lists, last changed first, with the creator's name and the line count. */
export async function listPage(db: Db, ownerId: number, keyword: string | null, offset: number, size: number): Promise<{ rows: ListPageRecord[]; total: number }> {
  const base = db
    .selectFrom('requisitionList as rl')
    .where('rl.ownerMemberId', '=', ownerId)
    .where('rl.deletedAt', 'is', null)
    .$if(keyword !== null, (q) => q.where('rl.name', 'ilike', likePattern(keyword as string)));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('companyMember as cm', 'cm.memberId', 'rl.createdBy')
      // reads member of account: the creator's nickname and mobile beside the list, in the one join (account imports company, so its public.ts would be a cycle)
      .leftJoin('member as m', 'm.id', 'rl.createdBy')
      .select(['rl.id', 'rl.name', 'rl.note', 'rl.createdBy', 'rl.updatedAt', 'cm.name as creatorName', 'm.nickname as creatorNickname', 'm.mobile as creatorMobile'])
      .select((eb) => eb.selectFrom('requisitionListLine as l').select((e) => e.fn.countAll<string>().as('n')).whereRef('l.listId', '=', 'rl.id').as('lineCount'))
      .orderBy('rl.updatedAt', 'desc')
      .orderBy('rl.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      note: r.note,
      createdBy: Number(r.createdBy),
      updatedAt: r.updatedAt,
      creatorName: r.creatorName,
      creatorNickname: r.creatorNickname,
      creatorMobile: r.creatorMobile,
      lineCount: Number(r.lineCount ?? 0),
    })),
    total: Number(count.n),
  };
}

/** The lines of the given lists, each list's in its order. */
export async function linesOf(db: Db, listIds: readonly number[]): Promise<ListLineRecord[]> {
  if (listIds.length === 0) return [];
  const rows = await db
    .selectFrom('requisitionListLine')
    .select(['listId', 'goodsId', 'quantity'])
    .where('listId', 'in', [...new Set(listIds)])
    .orderBy('listId')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ listId: Number(r.listId), goodsId: Number(r.goodsId), quantity: r.quantity }));
}
