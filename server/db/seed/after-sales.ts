// After-sales seed (issue 16): the shop's return address (site setting `returnAddress`), shown on
// /afterSaleDetail/{id} once a return is agreed. Written once; an operator changes the setting.
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

export const RETURN_ADDRESS = {
  consignee: '爱备客售后部',
  mobile: '021-62881234',
  address: '上海市闵行区虹梅南路 1755 号 3 号仓库 售后收货组',
};

export async function seedAfterSales(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('siteSetting')
    .values({ key: 'returnAddress', value: JSON.stringify(RETURN_ADDRESS), updatedAt: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
