// The webhook events of a company (issue 40 item 3): their names (the contract with ERP and SRM
// developers, never renamed), the Chinese text the admin picks them by, the delivery statuses, and
// the retry schedule (exponential backoff from one minute, capped at one hour, for 24 hours).
export const WEBHOOK_EVENTS = ['order.created', 'order.approved', 'order.shipped', 'order.completed', 'refund.completed', 'quote.sent'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_TEXT: Record<WebhookEventType, string> = {
  'order.created': '订单已提交',
  'order.approved': '订单审批通过',
  'order.shipped': '订单已发货',
  'order.completed': '订单已完成',
  'refund.completed': '售后退款完成',
  'quote.sent': '报价单已发出',
};


export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_TEXT: Record<WebhookDeliveryStatus, string> = {
  pending: '待发送',
  delivered: '已送达',
  failed: '已失败',
};

/** Endpoints one company may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 500;

/** How long a delivery is tried after its event: then it is failed (a resend starts it again). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600 * 1000;
/** The wait before the second try; each later wait doubles, up to WEBHOOK_BACKOFF_CAP_MS. */
export const WEBHOOK_BACKOFF_BASE_MS = 60 * 1000;
export const WEBHOOK_BACKOFF_CAP_MS = 3600 * 1000;
/** One POST waits this long for the answer. */
export const WEBHOOK_TIMEOUT_MS = 10 * 1000;

/**
 * The wait after the `attempts`-th failed try (1 → about 1 min, 2 → 2 min, 3 → 4 min, … at most
 * 1 h), with up to 10% added at random (`jitter` in [0, 1)) so endpoints that failed together are
 * not all retried in the same second.
 */
export function backoffMs(attempts: number, jitter: number): number {
  const base = Math.min(WEBHOOK_BACKOFF_CAP_MS, WEBHOOK_BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
  return Math.round(base * (1 + 0.1 * Math.min(Math.max(jitter, 0), 1)));
}

/** The secret as the list shows it after creation: its first 6 characters and a mask. */
export function maskSecret(secret: string): string {
  return `${secret.slice(0, 6)}••••••••`;
}

/** The `data` of an order event (order.created, order.approved, order.shipped, order.completed, refund.completed). */
export interface OrderEventData {
  orderNo: string;
  poNumber: string | null;
  status: number;
  statusText: string;
  totalFen: number;
  [extra: string]: unknown;
}

/** The order fields every order event carries. */
export function orderEventData(o: { orderNo: string; poNumber: string | null; totalFen: number | string }, status: number, statusText: string): OrderEventData {
  return { orderNo: o.orderNo, poNumber: o.poNumber, status, statusText, totalFen: Number(o.totalFen) };
}

/** The webhook form's own refusals (before anything is sent) and the fallbacks of a call that failed without a sentence. */
export const WEBHOOK_FORM_TEXT = {
  urlEmpty: '请填写接收地址',
  urlNotHttps: '接收地址必须以 https:// 开头',
  noEvents: '请至少选择一个要订阅的事件',
  loadFailed: '读取失败，请重试',
  saveFailed: '保存失败，请重试',
  actionFailed: '操作失败，请重试',
} as const;
