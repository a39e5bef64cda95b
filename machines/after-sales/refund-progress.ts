// The progress bar of one after-sales request (/afterSaleDetail/{id}, issue 34 item 4): the steps
// of its kind (仅退款: 提交申请 商家审核 退款 完成; 退货退款: 提交申请 商家审核 寄回商品 商家收货 退款 完成)
// and the mark of each for every status. Once the goods are sent back (已寄回) 寄回商品 is ticked and
// 商家收货 is the current step; 已退款 ticks every step, 完成 included. A request closed on the way
// (已拒绝, 拒收, 已取消) ticks what happened and ends with its status in place of the rest.
import { REFUND_STATUS, REFUND_TYPE, type RefundStatus, type RefundType } from '../../domain/after-sales/refund-status.ts';

export type RefundStepKey = 'apply' | 'review' | 'shipBack' | 'receive' | 'refund' | 'done';
/** done: ticked; current: where the request stands; todo: still to come; ended: the request closed here. */
export type RefundStepMark = 'done' | 'current' | 'todo' | 'ended';
/** A step of the bar; `closed` is the closing status (its text is the request's statusText). */
export interface RefundStep {
  key: RefundStepKey | 'closed';
  mark: RefundStepMark;
}

export const REFUND_ONLY_STEPS: readonly RefundStepKey[] = ['apply', 'review', 'refund', 'done'];
export const RETURN_STEPS: readonly RefundStepKey[] = ['apply', 'review', 'shipBack', 'receive', 'refund', 'done'];

/** Every step before `current` ticked, `current` marked, the rest to come; past the end every step is ticked. */
function upTo(steps: readonly RefundStepKey[], current: RefundStepKey | null): RefundStep[] {
  const at = current === null ? steps.length : steps.indexOf(current);
  return steps.map((key, i) => ({ key, mark: i < at ? 'done' : i === at ? 'current' : 'todo' }));
}

/** The steps ticked before a request closed, then the closing status. */
function closedAfter(done: readonly RefundStepKey[]): RefundStep[] {
  return [...done.map((key): RefundStep => ({ key, mark: 'done' })), { key: 'closed', mark: 'ended' }];
}

export function refundProgress(request: { status: RefundStatus; refundType: RefundType }): RefundStep[] {
  const isReturn = request.refundType === REFUND_TYPE.returnAndRefund;
  const steps = isReturn ? RETURN_STEPS : REFUND_ONLY_STEPS;
  switch (request.status) {
    case REFUND_STATUS.applying:
      return upTo(steps, 'review');
    case REFUND_STATUS.agreed:
      return upTo(steps, isReturn ? 'shipBack' : 'refund');
    case REFUND_STATUS.awaitingReturn:
      // Only a return is sent back; a 仅退款 request never gets here, and would stand at 退款.
      return upTo(steps, isReturn ? 'receive' : 'refund');
    case REFUND_STATUS.received:
    case REFUND_STATUS.refunding:
      return upTo(steps, 'refund');
    case REFUND_STATUS.refunded:
      return upTo(steps, null);
    case REFUND_STATUS.refused:
      return closedAfter(['apply', 'review']);
    case REFUND_STATUS.returnRefused:
      return closedAfter(['apply', 'review', 'shipBack']);
    case REFUND_STATUS.cancelled:
      // Cancelled while waiting for review or after it was agreed (before anything was sent back).
      return closedAfter(['apply']);
  }
}
