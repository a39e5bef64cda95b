// What an order copies of the member's address book and invoice titles when it is submitted (the
// checkout module reads it through member-books/public.ts, inside its transaction): the columns of
// the snapshot, of the member's own row not deleted, or undefined.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function addressForOrder(db: Db, memberId: number, addressId: number) {
  return db
    .selectFrom('memberAddress')
    .select(['consignee', 'mobile', 'regionText', 'detail', 'postcode'])
    .where('id', '=', addressId)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function invoiceForOrder(db: Db, memberId: number, invoiceId: number) {
  return db
    .selectFrom('memberInvoice')
    .select(['invoiceType', 'titleType', 'title', 'taxNo', 'regAddress', 'regPhone', 'bankName', 'bankAccount'])
    .where('id', '=', invoiceId)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
