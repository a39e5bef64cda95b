// The 服务订单 work queue of the staff console (issue 22): the filters of
// POST /api/staff/common/serviceOrder/queue/list (status, service type, service number, the China
// dates the order was placed), its rows (the staff row with the item's service type) and the
// count of each status under the same filters but the status (the queue's tabs).
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { ServiceTypeSchema } from './service-rules.ts';
import { ServiceStatusSchema } from './service-status.ts';
import { ServiceStatusCounts, StaffServiceOrderRow } from './service-views.ts';
import { PageQuery } from '../shared/page-query.ts';

export const SERVICE_NO_QUERY_MAX = 20;

/** The queue's refusals the schema cannot express. */
export const QUEUE_MSG = {
  badDate: (date: string) => `日期不正确：${date}`,
  badDateRange: '截止日期不能早于起始日期',
} as const;

export const ServiceQueueQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(ServiceStatusSchema),
    serviceType: Type.Optional(ServiceTypeSchema),
    serviceNo: Type.Optional(Type.String({ minLength: 1, maxLength: SERVICE_NO_QUERY_MAX, pattern: '^[A-Za-z0-9]+$', description: '服务单号（FW 开头，可只填一部分）' })),
    from: Type.Optional(DateText('下单起始日期（含，北京时间 YYYY-MM-DD）')),
    to: Type.Optional(DateText('下单截止日期（含，北京时间 YYYY-MM-DD）')),
  },
  { additionalProperties: false },
);
export type ServiceQueueQuery = Static<typeof ServiceQueueQuery>;

export const ServiceQueueRow = Type.Object({
  ...StaffServiceOrderRow.properties,
  serviceType: ServiceTypeSchema,
  serviceTypeText: Type.String({ description: '服务类型' }),
  contact: Type.String({ description: '现场联系人' }),
});
export type ServiceQueueRow = Static<typeof ServiceQueueRow>;

export const ServiceQueuePage = Type.Object({
  records: Type.Array(ServiceQueueRow),
  total: Type.Integer({ description: '总条数（按全部筛选条件）' }),
  size: Type.Integer({ description: '每页条数' }),
  current: Type.Integer({ description: '当前页' }),
  pages: Type.Integer({ description: '总页数' }),
  counts: ServiceStatusCounts,
});
export type ServiceQueuePage = Static<typeof ServiceQueuePage>;
