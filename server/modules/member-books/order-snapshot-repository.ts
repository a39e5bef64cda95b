// What an order copies of the address book and invoice titles when it is submitted (the checkout
// module reads it through order-books.ts and member-books/public.ts, inside its transaction): the
// columns of the snapshot, of a live row of the book's owner (the member, or their company's
// certified account: book-owner.ts), or undefined.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function addressSnapshotOf(db: Db, ownerId: number, addressId: number) {
  return db
    .selectFrom('memberAddress')
    .select(['consignee', 'mobile', 'regionText', 'detail', 'postcode'])
    .where('id', '=', addressId)
    .where('memberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function invoiceSnapshotOf(db: Db, ownerId: number, invoiceId: number) {
  return db
    .selectFrom('memberInvoice')
    .select(['invoiceType', 'titleType', 'title', 'taxNo', 'regAddress', 'regPhone', 'bankName', 'bankAccount'])
    .where('id', '=', invoiceId)
    .where('memberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
