// A member's invoice titles (普票 and 专票), scoped to the member; defaults and deletes via
// member-owned-rows.
import type { Kysely } from 'kysely';
import type { InvoiceBody } from '../../../domain/member-books/book-payloads.ts';
import type { InvoiceRow } from '../../../domain/member-books/book-rows.ts';
import type { Database } from '../../db/schema.ts';
import { clearDefault, countOwned } from './member-owned-row-repository.ts';
import { setDefault, softDelete } from './member-owned-rows.ts';

const COLUMNS = [
  'id', 'invoiceType', 'titleType', 'title', 'taxNo', 'regAddress', 'regPhone', 'bankName', 'bankAccount',
  'receiverName', 'receiverMobile', 'receiverEmail', 'receiverAddress', 'isDefault', 'updatedAt',
] as const;

const live = (db: Kysely<Database>, memberId: number) => db.selectFrom('memberInvoice').where('memberId', '=', memberId).where('deletedAt', 'is', null);

export type InvoiceValues = Omit<InvoiceBody, 'isDefault'>;

function nullable(v: InvoiceValues) {
  return {
    invoiceType: v.invoiceType,
    titleType: v.titleType,
    title: v.title.trim(),
    taxNo: v.taxNo ? v.taxNo.toUpperCase() : null,
    regAddress: v.regAddress ?? null,
    regPhone: v.regPhone ?? null,
    bankName: v.bankName ?? null,
    bankAccount: v.bankAccount ?? null,
    receiverName: v.receiverName ?? null,
    receiverMobile: v.receiverMobile ?? null,
    receiverEmail: v.receiverEmail ?? null,
    receiverAddress: v.receiverAddress ?? null,
  };
}

const asRow = <R extends { updatedAt: Date }>(row: R) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listInvoices(db: Kysely<Database>, memberId: number): Promise<InvoiceRow[]> {
  const rows = await live(db, memberId).select(COLUMNS).orderBy('isDefault', 'desc').orderBy('updatedAt', 'desc').execute();
  return rows.map(asRow);
}

export async function getInvoice(db: Kysely<Database>, memberId: number, id: number): Promise<InvoiceRow | null> {
  const row = await live(db, memberId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? asRow(row) : null;
}

export const countInvoices = (db: Kysely<Database>, memberId: number) => countOwned(db, 'memberInvoice', memberId);

export async function saveInvoice(db: Kysely<Database>, memberId: number, values: InvoiceValues, makeDefault: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const first = (await countInvoices(trx, memberId)) === 0;
    if (makeDefault || first) await clearDefault(trx, 'memberInvoice', memberId);
    const row = await trx
      .insertInto('memberInvoice')
      .values({ memberId, ...nullable(values), isDefault: makeDefault || first })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateInvoice(db: Kysely<Database>, memberId: number, id: number, values: InvoiceValues, makeDefault: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (makeDefault) await clearDefault(trx, 'memberInvoice', memberId, id);
    const res = await trx
      .updateTable('memberInvoice')
      .set({ ...nullable(values), ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where('id', '=', id)
      .where('memberId', '=', memberId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
}

export const setDefaultInvoice = (db: Kysely<Database>, memberId: number, id: number) => setDefault(db, 'memberInvoice', memberId, id);

export const deleteInvoice = (db: Kysely<Database>, memberId: number, id: number) => softDelete(db, 'memberInvoice', memberId, id);
