// The points feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';
import type { OrderAddressSnapshot } from './orders.ts';

export interface PointsRecordTable {
  id: Generated<number>;
  memberId: number;
  change: number;
  balance: number;
  reason: string;
  refId: string | null;
  createdAt: DefaultTimestamp;
  /** 0019 (points): what posted the row; unique with sourceId, so one event never posts twice. */
  sourceType: Generated<string>;
  sourceId: string | null;
  /** 0019: when the batch a positive row opens expires (null: the rule applied to createdAt). */
  expiresAt: NullableTimestamp;
  /** 0019: for an order's row, the money kept (fen) the points were earned on. */
  basisFen: number | null;
}

export interface PointsSignInTable {
  memberId: number;
  day: ColumnType<Date, string, string>;
  points: number;
  /** 0019: the day of the streak this sign-in was (1 after a missed day). */
  streak: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface PointsGoodsTable {
  id: Generated<number>;
  name: string;
  imageUrl: string | null;
  pointsCost: number;
  stock: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  /** 0019 (points): safety | tools | supplies | voucher (domain/points/points-rules.ts). */
  category: Generated<string>;
  description: string | null;
  /** 0019: units one member may redeem in all (cancelled ones not counted); 0 = no limit. */
  perMemberLimit: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface PointsOrderTable {
  id: Generated<number>;
  memberId: number;
  pointsGoodsId: number;
  qty: number;
  points: number;
  status: Generated<number>;
  address: Json<OrderAddressSnapshot> | null;
  createdAt: DefaultTimestamp;
  /** 0019 (points): the redemption number, the goods as redeemed, the shipment and its steps. */
  orderNo: string | null;
  goodsName: string | null;
  goodsImageUrl: string | null;
  unitPoints: number | null;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  cancelReason: string | null;
  updatedAt: DefaultTimestamp;
}

/** Every step of a redemption (migration 0019): who, which named transition, from and to. */
export interface PointsOrderLogTable {
  id: Generated<number>;
  pointsOrderId: number;
  actor: string;
  transition: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
  createdAt: DefaultTimestamp;
}
