// The payloads of arrival notices (到货通知) and staff stock receipts (入库), docs/api/stock.md.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { STOCK_IN_MAX, STOCK_NOTE_MAX, STOCK_REF_MAX, STOCK_REF_PATTERN } from './buy-rule.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });

/** arrivalNotice/subscribe and arrivalNotice/cancel. */
export const ArrivalNoticeBody = Type.Object({ goodsId: Id }, closed);
export type ArrivalNoticeBody = Static<typeof ArrivalNoticeBody>;

/** arrivalNotice/list: the member's notices, newest first. */
export const ArrivalNoticeQuery = Type.Object({ ...PageQuery.properties }, closed);
export type ArrivalNoticeQuery = Static<typeof ArrivalNoticeQuery>;

/**
 * Staff stock receipt (入库). `refNo` (入库单号) is the idempotency key: the same number sent again
 * answers the first receipt and adds nothing.
 */
export const StockInBody = Type.Object(
  {
    goodsId: Id,
    warehouseId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '仓库编号（不填为该商品库存最多的仓库）' })),
    num: Type.Integer({ minimum: 1, maximum: STOCK_IN_MAX, description: '入库数量' }),
    refNo: Type.String({ minLength: 1, maxLength: STOCK_REF_MAX, pattern: STOCK_REF_PATTERN, description: '入库单号（字母、数字、-、_；重复提交同一单号只入库一次）' }),
    note: Type.Optional(Type.String({ maxLength: STOCK_NOTE_MAX, description: '备注' })),
  },
  closed,
);
export type StockInBody = Static<typeof StockInBody>;
