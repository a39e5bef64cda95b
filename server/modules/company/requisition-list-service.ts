// The requisition lists (常购清单, issue 37 item 4): named lists of goods and quantities kept under the
// owner of the shared books (`bookOwnerOf`: a company's lists are every member's, a personal member
// has their own). Every active member reads them; saving and deleting need the `editLists` right,
// adding a list to the cart the `order` right. The cart itself is reached through the injected
// CartPort (cart-port.ts).
import type { Kysely } from 'kysely';
import { maskMobile } from '../../../domain/account/account-rules.ts';
import { LIST_LINES_MAX, LIST_QUANTITY_MAX, LISTS_MAX } from '../../../domain/company/company-limits.ts';
import type { ListPageBody, ListSaveBody } from '../../../domain/company/company-payloads.ts';
import type { ListToCartResult, ListToCartSkip, RequisitionLine, RequisitionListRow } from '../../../domain/company/company-views.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import type { CartPort, CartPortLine } from './cart-port.ts';
import { actingOf, requireRight, type Acting } from './company-context.ts';
import { COMPANY_MSG, LIST_MSG } from './messages.ts';
import {
  countLists, insertList, linesOf, listNameTaken, listOf, listPage, lockListOwner, replaceLines, softDeleteList, updateList,
} from './requisition-list-repository.ts';

type GoodsFacts = Awaited<ReturnType<typeof goodsForPricing>>[number];

/** The caller as a reader of the lists: a disabled company member reads nothing of the company. */
async function readerOf(db: Kysely<Database>, memberId: number): Promise<Acting> {
  const acting = await actingOf(db, memberId);
  if (acting.company && !acting.active) throw forbidden(COMPANY_MSG.memberDisabled);
  return acting;
}

async function goodsById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, GoodsFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await goodsForPricing(db, [...new Set(ids)]);
  return new Map(rows.map((g) => [Number(g.id), g]));
}

/** One page of the caller's (company's) lists with their lines, last changed first. */
export async function requisitionListPage(db: Kysely<Database>, memberId: number, q: ListPageBody): Promise<Page<RequisitionListRow>> {
  const acting = await readerOf(db, memberId);
  const keyword = q.keyword?.trim() || null;
  const { rows, total } = await listPage(db, acting.ownerId, keyword, offsetOf(q), q.size);
  const lines = await linesOf(db, rows.map((r) => r.id));
  const goods = await goodsById(db, lines.map((l) => l.goodsId));
  const byList = new Map<number, RequisitionLine[]>();
  for (const l of lines) {
    const g = goods.get(l.goodsId);
    if (!g) continue;
    const line: RequisitionLine = {
      goodsId: l.goodsId, goodsCode: g.goodsCode, goodsName: g.name, model: g.model, brandName: g.brandName, unit: g.unit, quantity: l.quantity, available: g.status === 1,
    };
    byList.set(l.listId, [...(byList.get(l.listId) ?? []), line]);
  }
  return page(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      note: r.note,
      lineCount: r.lineCount,
      createdByName: r.creatorName ?? r.creatorNickname ?? (r.creatorMobile ? maskMobile(r.creatorMobile) : ''),
      updatedAt: r.updatedAt.toISOString(),
      lines: byList.get(r.id) ?? [],
    })),
    total,
    q.current,
    q.size,
  );
}

/** The lines a save writes: the body's, or the caller's cart (`fromCart`); undefined keeps a list's lines (a rename). */
async function linesToSave(db: Kysely<Database>, cart: CartPort, memberId: number, body: ListSaveBody): Promise<CartPortLine[] | undefined> {
  if (body.fromCart === true) {
    if (body.lines !== undefined) throw badRequest(LIST_MSG.linesAndCart);
    const inCart = await cart.cartLinesOf(db, memberId);
    if (inCart.length === 0) throw badRequest(LIST_MSG.cartEmpty);
    if (inCart.length > LIST_LINES_MAX) throw badRequest(LIST_MSG.tooManyLines(LIST_LINES_MAX));
    return inCart.map((l) => ({ goodsId: l.goodsId, quantity: Math.min(Math.max(1, l.quantity), LIST_QUANTITY_MAX) }));
  }
  if (body.lines === undefined) return undefined;
  const ids = body.lines.map((l) => l.goodsId);
  if (new Set(ids).size !== ids.length) throw badRequest(LIST_MSG.duplicateGoods);
  const known = await goodsById(db, ids);
  if (ids.some((id) => !known.has(id))) throw badRequest(LIST_MSG.goodsMissing);
  return body.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity }));
}

/** Makes a list (no id) or renames it and replaces its lines (id); answers the list's id. */
export async function saveRequisitionList(db: Kysely<Database>, cart: CartPort, memberId: number, body: ListSaveBody, now = new Date()): Promise<number> {
  const acting = await actingOf(db, memberId);
  requireRight(acting, 'editLists');
  const ownerId = acting.ownerId;
  const name = body.name.trim();
  if (!name) throw badRequest(LIST_MSG.nameEmpty);
  const note = body.note?.trim() || null;
  const id = body.id ?? null;
  if (id !== null && !(await listOf(db, ownerId, id))) throw notFound(LIST_MSG.notFound);
  const lines = await linesToSave(db, cart, memberId, body);
  return db.transaction().execute(async (trx) => {
    await lockListOwner(trx, ownerId);
    if (id !== null && !(await listOf(trx, ownerId, id))) throw notFound(LIST_MSG.notFound);
    if (await listNameTaken(trx, ownerId, name, id)) throw conflict(LIST_MSG.nameTaken);
    let listId: number;
    if (id === null) {
      if ((await countLists(trx, ownerId)) >= LISTS_MAX) throw conflict(LIST_MSG.tooMany(LISTS_MAX));
      listId = await insertList(trx, { ownerId, createdBy: memberId, name, note, now });
    } else {
      await updateList(trx, ownerId, id, { name, note, now });
      listId = id;
    }
    if (lines !== undefined) await replaceLines(trx, listId, lines);
    return listId;
  });
}

export async function deleteRequisitionList(db: Kysely<Database>, memberId: number, id: number, now = new Date()): Promise<void> {
  const acting = await actingOf(db, memberId);
  requireRight(acting, 'editLists');
  const done = await db.transaction().execute(async (trx) => {
    await lockListOwner(trx, acting.ownerId);
    return softDeleteList(trx, acting.ownerId, id, now);
  });
  if (!done) throw notFound(LIST_MSG.notFound);
}

/** Adds every line on sale to the caller's own cart in one transaction; answers what was skipped and why. */
export async function requisitionListToCart(db: Kysely<Database>, cart: CartPort, memberId: number, id: number): Promise<ListToCartResult> {
  const acting = await actingOf(db, memberId);
  requireRight(acting, 'order');
  const list = await listOf(db, acting.ownerId, id);
  if (!list) throw notFound(LIST_MSG.notFound);
  const lines = await linesOf(db, [list.id]);
  const goods = await goodsById(db, lines.map((l) => l.goodsId));
  const skipped: ListToCartSkip[] = [];
  const skip = (goodsId: number, reason: string) => {
    const g = goods.get(goodsId);
    skipped.push({ goodsId, goodsCode: g?.goodsCode ?? '', goodsName: g?.name ?? '', reason });
  };
  const onSale: CartPortLine[] = [];
  for (const l of lines) {
    if (goods.get(l.goodsId)?.status === 1) onSale.push({ goodsId: l.goodsId, quantity: l.quantity });
    else skip(l.goodsId, LIST_MSG.offSale);
  }
  const refused = onSale.length === 0 ? [] : await cart.addToCart(db, memberId, onSale);
  for (const r of refused) skip(r.goodsId, r.reason);
  return { added: onSale.length - refused.length, skipped };
}

/** The message a list-to-cart answer carries. */
export function toCartMessage(result: ListToCartResult): string {
  if (result.added === 0) return LIST_MSG.toCartNone;
  return result.skipped.length === 0 ? LIST_MSG.toCart(result.added) : LIST_MSG.toCartPartly(result.added, result.skipped.length);
}

/** The goods and quantities of a list the caller reads (a formal quote asked from it, issue 39); another owner's list answers 404. */
export async function requisitionListLinesForQuote(db: Kysely<Database>, memberId: number, id: number): Promise<{ goodsId: number; num: number }[]> {
  const acting = await readerOf(db, memberId);
  if (!(await listOf(db, acting.ownerId, id))) throw notFound(LIST_MSG.notFound);
  return (await linesOf(db, [id])).map((l) => ({ goodsId: l.goodsId, num: l.quantity }));
}
