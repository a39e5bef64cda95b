// The cart feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

export interface FavouriteTable {
  memberId: number;
  goodsId: number;
  createdAt: DefaultTimestamp;
}

export interface CartItemTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  vendorId: Generated<number>;
  num: number;
  selected: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
