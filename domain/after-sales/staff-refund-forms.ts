// The after-sales queue's form rules in the staff console (issue 22): the quantities 仓库 types when
// returned goods arrive (whole numbers, 0 to the returned quantity; damaged no more than received;
// something received), the reason a rejection needs, and the transfer reference a bank-transfer
// order's refund needs. Chinese messages; the server checks the same again.
import { REFUSE_REASON_MAX, TRACKING_NO_PATTERN } from './refund-rules.ts';
import type { ReceivedLine } from './refund-payloads.ts';
import type { RefundLineView } from './refund-views.ts';

export interface QtyDraft {
  received: string;
  damaged: string;
}

export type QtyErrors = Record<number, { received?: string; damaged?: string }>;

export const AS_FORM_MSG = {
  qtyRequired: '请填写数量',
  qtyWhole: '请填写整数',
  receivedTooMany: (num: number) => `不能超过退回的 ${num} 件`,
  damagedTooMany: '损坏数量不能超过收到数量',
  nothingReceived: '至少要收到 1 件；一件都没收到请拒收',
  reasonRequired: '请填写拒绝原因',
  reasonTooLong: `原因不能超过 ${REFUSE_REASON_MAX} 个字`,
  transferRequired: '对公转账订单请填写退款转账流水号',
  transferFormat: '流水号为 6 到 40 位字母、数字或短横线',
} as const;

/** The default draft of each line: everything came back, nothing damaged. */
export function fullReceipt(lines: readonly RefundLineView[]): Record<number, QtyDraft> {
  return Object.fromEntries(lines.map((l) => [l.orderLineId, { received: String(l.num), damaged: '0' }]));
}

function wholeError(text: string): string | null {
  const t = text.trim();
  if (!t) return AS_FORM_MSG.qtyRequired;
  if (!/^\d{1,7}$/.test(t)) return AS_FORM_MSG.qtyWhole;
  return null;
}

/** The errors of each line's quantities, and a form-wide one (nothing received); empty when the form can be sent. */
export function receiveErrors(lines: readonly RefundLineView[], drafts: Record<number, QtyDraft>): { lines: QtyErrors; form: string | null } {
  const out: QtyErrors = {};
  let received = 0;
  for (const l of lines) {
    const d = drafts[l.orderLineId] ?? { received: '', damaged: '' };
    const e: { received?: string; damaged?: string } = {};
    const r = wholeError(d.received);
    const g = wholeError(d.damaged);
    if (r) e.received = r;
    else if (Number(d.received) > l.num) e.received = AS_FORM_MSG.receivedTooMany(l.num);
    if (g) e.damaged = g;
    else if (!r && Number(d.damaged) > Number(d.received)) e.damaged = AS_FORM_MSG.damagedTooMany;
    if (e.received || e.damaged) out[l.orderLineId] = e;
    else received += Number(d.received);
  }
  const form = Object.keys(out).length === 0 && received === 0 ? AS_FORM_MSG.nothingReceived : null;
  return { lines: out, form };
}

export function receiveLinesOf(lines: readonly RefundLineView[], drafts: Record<number, QtyDraft>): ReceivedLine[] {
  return lines.map((l) => ({ orderLineId: l.orderLineId, receivedNum: Number(drafts[l.orderLineId]?.received.trim()), damagedNum: Number(drafts[l.orderLineId]?.damaged.trim()) }));
}

export function reasonError(reason: string): string | null {
  const t = reason.trim();
  if (!t) return AS_FORM_MSG.reasonRequired;
  if (t.length > REFUSE_REASON_MAX) return AS_FORM_MSG.reasonTooLong;
  return null;
}

const transferRe = new RegExp(TRACKING_NO_PATTERN);

export function transferError(ref: string, needed: boolean): string | null {
  const t = ref.trim();
  if (!needed) return null;
  if (!t) return AS_FORM_MSG.transferRequired;
  if (!transferRe.test(t)) return AS_FORM_MSG.transferFormat;
  return null;
}
