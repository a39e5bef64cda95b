// Service and testing orders (服务与检测, issue 18): the statuses of a service order. The single
// definition the services feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/service_status). Flow: 待确认 -> (staff) 已报价 -> (member) accept ->
// 已排期 -> 服务中 -> 待验收 -> (member) 已完成; cancel (已取消) until 已排期.
import { IntEnum } from '../shared/int-enum.ts';

/** The stored number of each status (service_order.status). */
export const SERVICE_STATUS = {
  awaitingConfirmation: 0,
  quoted: 1,
  scheduled: 2,
  inService: 3,
  awaitingAcceptance: 4,
  completed: 5,
  cancelled: 6,
} as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

export const SERVICE_STATUS_TEXT: Record<ServiceStatus, string> = {
  0: '待确认',
  1: '已报价',
  2: '已排期',
  3: '服务中',
  4: '待验收',
  5: '已完成',
  6: '已取消',
};

export const SERVICE_STATUSES: readonly ServiceStatus[] = [0, 1, 2, 3, 4, 5, 6];
export const ServiceStatusSchema = IntEnum<ServiceStatus>([0, 1, 2, 3, 4, 5, 6], '服务订单状态（0 待确认，1 已报价，2 已排期，3 服务中，4 待验收，5 已完成，6 已取消）');

/**
 * The named transitions. quote (staff, 报价后确定 items) and confirm (staff, priced items: the list
 * price times the quantity) both answer with a price and a date; the member's acceptance of the
 * quote is recorded on the order (accepted_at) and is required before schedule; cancel is allowed
 * until the order is scheduled; deliver uploads the certificates; complete is the member's
 * acceptance of the work.
 */
export const SERVICE_TRANSITIONS = {
  0: { quote: 1, confirm: 1, cancel: 6 },
  1: { schedule: 2, cancel: 6 },
  2: { start: 3 },
  3: { deliver: 4 },
  4: { complete: 5 },
  5: {},
  6: {},
} as const satisfies Record<ServiceStatus, Partial<Record<ServiceTransition, ServiceStatus>>>;
export type ServiceTransition = 'quote' | 'confirm' | 'schedule' | 'start' | 'deliver' | 'complete' | 'cancel';

/** The status `transition` leads to from `from`, or null when it is not allowed. */
export function serviceMove(from: ServiceStatus, transition: ServiceTransition): ServiceStatus | null {
  const moves: Partial<Record<ServiceTransition, ServiceStatus>> = SERVICE_TRANSITIONS[from];
  return moves[transition] ?? null;
}

/** Whether the order may still be cancelled (before it is scheduled). */
export const mayCancelService = (status: ServiceStatus) => serviceMove(status, 'cancel') !== null;
