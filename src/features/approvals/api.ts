// Approval calls of the order service (issue 38 item 4): the list of one view with the count of
// each view, one order's approval detail, and a decision. Refusals reach the machines as ApiError
// (409 already decided, 403 not the caller's, 400 a rejection without a comment).
import type { ApprovalDecideBody, ApprovalListBody } from '../../../domain/approvals/approval-payloads.ts';
import { APPROVAL_LIST_VIEWS } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalDetail, ApprovalRow } from '../../../domain/approvals/approval-views.ts';
import type { ApprovalCounts, ApprovalListAnswer, ApprovalListQuery } from '../../../machines/approvals/approval-list.ts';
import { get, post, type CallOptions, type Page } from '../../lib/client.ts';

const BASE = '/order/api/ord/approval';

function fetchPage(body: ApprovalListBody, options?: CallOptions): Promise<Page<ApprovalRow>> {
  return post<Page<ApprovalRow>>(`${BASE}/list`, body, options);
}

/** The page of the view shown, and the total of each view (the others read one row each, in the background). */
export async function fetchApprovalList(query: ApprovalListQuery): Promise<ApprovalListAnswer> {
  const pages = await Promise.all(
    APPROVAL_LIST_VIEWS.map((status) =>
      status === query.view ? fetchPage({ current: query.current, size: query.size, status }) : fetchPage({ current: 1, size: 1, status }, { background: true }),
    ),
  );
  const counts = Object.fromEntries(APPROVAL_LIST_VIEWS.map((status, i) => [status, pages[i]!.total])) as ApprovalCounts;
  return { page: pages[APPROVAL_LIST_VIEWS.indexOf(query.view)]!, counts };
}

/** One order's approval (404 for an order the caller may not see: the machine's `missing`). */
export function fetchApprovalDetail(orderId: number): Promise<ApprovalDetail> {
  return get<ApprovalDetail>(`${BASE}/get/${orderId}`, undefined, { silent: true });
}

/** Silent: the panel shows the refusal's sentence where the approver decides. */
export function decideApproval(body: ApprovalDecideBody): Promise<ApprovalDetail> {
  return post<ApprovalDetail>(`${BASE}/decide`, body, { silent: true });
}
