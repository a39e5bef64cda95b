// A member's delivery addresses, scoped to the member; defaults and deletes via member-owned-rows.
import type { Kysely } from 'kysely';
import type { AddressBody } from '../../../domain/member-books/book-payloads.ts';
import type { AddressRow } from '../../../domain/member-books/book-rows.ts';
import type { Database } from '../../db/schema.ts';
import { clearDefault, countOwned } from './member-owned-row-repository.ts';
import { setDefault, softDelete } from './member-owned-rows.ts';

const COLUMNS = ['id', 'consignee', 'mobile', 'provinceCode', 'cityCode', 'districtCode', 'regionText', 'detail', 'postcode', 'tag', 'isDefault', 'updatedAt'] as const;

const live = (db: Kysely<Database>, memberId: number) =>
  db.selectFrom('memberAddress').where('memberId', '=', memberId).where('deletedAt', 'is', null);

const asRow = <R extends { updatedAt: Date }>(row: R) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listAddresses(db: Kysely<Database>, memberId: number): Promise<AddressRow[]> {
  const rows = await live(db, memberId).select(COLUMNS).orderBy('isDefault', 'desc').orderBy('updatedAt', 'desc').execute();
  return rows.map(asRow);
}

export async function getAddress(db: Kysely<Database>, memberId: number, id: number): Promise<AddressRow | null> {
  const row = await live(db, memberId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? asRow(row) : null;
}

export const countAddresses = (db: Kysely<Database>, memberId: number) => countOwned(db, 'memberAddress', memberId);

type AddressValues = Omit<AddressBody, 'isDefault'> & { regionText: string };

/**
 * The stored columns of an address, named one by one: whatever else the values carry (a field the
 * schema did not stop, such as memberId, id or createdAt) is never written.
 */
function addressColumns(v: AddressValues) {
  return {
    consignee: v.consignee,
    mobile: v.mobile,
    provinceCode: v.provinceCode,
    cityCode: v.cityCode,
    districtCode: v.districtCode,
    regionText: v.regionText,
    detail: v.detail,
    postcode: v.postcode ?? null,
    tag: v.tag ?? null,
  };
}

export async function saveAddress(db: Kysely<Database>, memberId: number, values: AddressValues, makeDefault: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const first = (await countAddresses(trx, memberId)) === 0;
    if (makeDefault || first) await clearDefault(trx, 'memberAddress', memberId);
    const row = await trx
      .insertInto('memberAddress')
      // memberId last and from the caller (the token), never from the values.
      .values({ ...addressColumns(values), isDefault: makeDefault || first, memberId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateAddress(db: Kysely<Database>, memberId: number, id: number, values: AddressValues, makeDefault: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (makeDefault) await clearDefault(trx, 'memberAddress', memberId, id);
    const res = await trx
      .updateTable('memberAddress')
      .set({ ...addressColumns(values), ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where('id', '=', id)
      .where('memberId', '=', memberId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
}

export const setDefaultAddress = (db: Kysely<Database>, memberId: number, id: number) => setDefault(db, 'memberAddress', memberId, id);

export const deleteAddress = (db: Kysely<Database>, memberId: number, id: number) => softDelete(db, 'memberAddress', memberId, id);
