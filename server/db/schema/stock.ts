// The stock feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

export interface WarehouseTable {
  id: number;
  code: string;
  name: string;
  city: string;
}

export interface GoodsStockTable {
  goodsId: number;
  warehouseId: number;
  qty: Generated<number>;
  reserved: Generated<number>;
}

export interface StockReceiptTable {
  id: Generated<number>;
  refNo: string;
  goodsId: number;
  warehouseId: number;
  num: number;
  note: string | null;
  actor: string;
  staffId: number | null;
  notified: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface ArrivalNoticeTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  createdAt: DefaultTimestamp;
  notifiedAt: NullableTimestamp;
}

/** A staff stock correction (0027): set or adjust one warehouse's count, once per request key. */
export interface StockAdjustmentTable {
  id: Generated<number>;
  requestKey: string;
  goodsId: number;
  warehouseId: number;
  mode: 'set' | 'adjust';
  qtyBefore: number;
  qtyAfter: number;
  reason: string;
  actor: string;
  staffId: number | null;
  createdAt: DefaultTimestamp;
}
