// Service and testing orders (服务与检测, issue 18): the statuses of a service order. The single
// definition the services feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/service_status). Flow: 待确认 -> (staff) 已报价 -> (member) accept ->
// 已排期 -> 服务中 -> 待验收 -> (member) 已完成; cancel (已取消) until 已排期.

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
