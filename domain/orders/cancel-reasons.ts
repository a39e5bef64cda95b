// The reasons a buyer may give for cancelling an order (取消订单), and how a reason and its note are joined.

/** The reasons offered; the last one needs a note. */
export const CANCEL_REASONS = ['不想买了', '商品信息填写错误', '收货地址或发票信息有误', '需要重新下单', '付款遇到问题', '其他原因'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reason that needs a note. */
export const OTHER_REASON: CancelReason = '其他原因';

/** Between the chosen reason and the buyer's note in the reason sent to the server (a full-width colon). */
export const CANCEL_NOTE_SEPARATOR = '：';
