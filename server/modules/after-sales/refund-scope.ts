// The member's after-sales list and tab counts in 我的 or 全公司 (issue 37 item 5): the scope is
// resolved against the caller's company role (company/public.ts) and applied to refund_order.
import type { Kysely } from 'kysely';
import type { RefundCounts, StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import type { RefundStatus } from '../../../domain/after-sales/refund-status.ts';
import type { CompanyScopeQuery } from '../../../domain/shared/company-scope.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { actingOf, listScope } from '../company/public.ts';
import { AS_MSG } from './messages.ts';
import { memberRefundList, refundCounts } from './refund-read.ts';

export async function myRefundList(
  db: Kysely<Database>,
  memberId: number,
  q: CompanyScopeQuery,
  filter: { statuses: readonly RefundStatus[]; keyword: string | undefined; current: number; size: number },
): Promise<Page<StaffRefundRow>> {
  const acting = await actingOf(db, memberId);
  const scope = await listScope(db, acting, q, AS_MSG.refundsWord);
  return memberRefundList(db, acting, { ...filter, scope });
}

export async function myRefundCounts(db: Kysely<Database>, memberId: number, q: CompanyScopeQuery): Promise<RefundCounts> {
  return refundCounts(db, await listScope(db, await actingOf(db, memberId), q, AS_MSG.refundsWord));
}
