// `npm run services -- queue`: the console's 服务订单 work queue in a terminal (the same function as
// POST /api/staff/common/serviceOrder/queue/list): the filters checked as the route checks them, the
// count of each status, then one page of orders.
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { ServiceQueueQuery } from '../domain/services/staff-service-queue-payloads.ts';
import { formatPrice } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import { serviceQueue } from '../server/modules/services/public.ts';
import { china, int, UsageError, type CliResult } from './staff-cli.ts';

interface QueueFlags {
  status?: string | undefined;
  type?: string | undefined;
  'service-no'?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: string | undefined;
  size?: string | undefined;
}

export async function queueCommand(db: Kysely<Database>, values: QueueFlags): Promise<CliResult> {
  const query: Record<string, unknown> = { current: int(values.page, '--page ', 1), size: int(values.size, '--size ', 20) };
  if (values.status !== undefined) query.status = Number(values.status);
  if (values.type !== undefined) query.serviceType = Number(values.type);
  if (values['service-no'] !== undefined) query.serviceNo = values['service-no'];
  if (values.from !== undefined) query.from = values.from;
  if (values.to !== undefined) query.to = values.to;
  if (!Value.Check(ServiceQueueQuery, query)) {
    throw new UsageError('筛选条件不正确：--status 0 至 6，--type 1 至 4，--service-no 字母和数字，--from/--to yyyy-mm-dd，--size 不超过 100');
  }
  const page = await serviceQueue(db, query as ServiceQueueQuery);
  const tabs = page.counts.counts.map((c) => `${c.statusText} ${c.count}`).join('  ');
  const out = [`全部 ${page.counts.total}  ${tabs}`];
  if (page.total === 0) return { code: 0, out: [...out, '没有符合条件的服务订单'] };
  out.push(`共 ${page.total} 个（第 ${page.current}/${page.pages} 页）：`);
  for (const r of page.records) {
    out.push(`#${r.id} ${r.serviceNo}  ${r.statusText}  ${r.serviceTypeText}  ${r.itemName}  数量 ${r.totalQty}  金额 ${r.amountFen === null ? '—' : formatPrice(r.amountFen)}  会员 ${r.memberMobile}  下单 ${china(r.createdAt)}`);
  }
  return { code: 0, out };
}
