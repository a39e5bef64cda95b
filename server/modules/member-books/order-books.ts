// The address and invoice title a member may order with (checkout, points, after-sales): a live
// row of the member's books, which for an active company member are the company's (issue 37: a
// buyer orders to the company's address). Reading needs no right; the row's columns come from
// order-snapshot-repository.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookOwnerOf } from '../company/public.ts';
import { addressSnapshotOf, invoiceSnapshotOf } from './order-snapshot-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The snapshot columns of an address of the member's books, or undefined (another book's id behaves as a missing one). */
export async function addressForOrder(db: Db, memberId: number, addressId: number) {
  return addressSnapshotOf(db, await bookOwnerOf(db, memberId), addressId);
}

/** The snapshot columns of an invoice title of the member's books, or undefined. */
export async function invoiceForOrder(db: Db, memberId: number, invoiceId: number) {
  return invoiceSnapshotOf(db, await bookOwnerOf(db, memberId), invoiceId);
}
