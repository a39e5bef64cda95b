// The approval calls of the order service (issue 38): the lists of /company/approvals, one
// approval, and the decision. Rights are checked in approval-service.ts against the caller's
// company, role and place in the order's plan.
import { Type } from 'typebox';
import { ApprovalDecideBody, ApprovalListBody } from '../../../domain/approvals/approval-payloads.ts';
import { ApprovalDetail, ApprovalRow } from '../../../domain/approvals/approval-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, Id, PageOf, type Routes } from '../../http/schemas.ts';
import { approvalDetail, decideApproval, listApprovals } from './approval-service.ts';
import { APPROVAL_MSG } from './messages.ts';

const OrderIdParams = Type.Object({ orderId: Id }, { additionalProperties: false });

const approvalOrderRoutes: Routes = async (app) => {
  app.post('/api/ord/approval/list', { schema: { description: '订单审批列表：status=waiting 待我审批（默认），decided 我已审批，requested 我提交的', body: ApprovalListBody, response: Answers(PageOf(ApprovalRow)) } }, async (request) =>
    ok(await listApprovals(app.db, requireMember(request), request.body)));

  app.get('/api/ord/approval/get/:orderId', { schema: { description: '一笔订单的审批：商品行、预算影响、各级审批和历史（下单人、审批人和角色可见范围内的企业成员）', params: OrderIdParams, response: Answers(ApprovalDetail) } }, async (request) =>
    ok(await approvalDetail(app.db, requireMember(request), request.params.orderId)));

  app.post('/api/ord/approval/decide', { schema: { description: '审批订单：approve 同意（最后一级通过后订单进入待付款，账期订单进入待发货），reject 驳回（须填写意见，订单取消并释放库存）；不能审批自己的订单；同一级已被他人审批时 409', body: ApprovalDecideBody, response: Answers(ApprovalDetail) } }, async (request) => {
    const detail = await decideApproval(app.db, requireMember(request), request.body, { sms: app.providers.sms, log: request.log });
    return ok(detail, request.body.decision === 'approve' ? APPROVAL_MSG.approved : APPROVAL_MSG.rejected);
  });
};

export default approvalOrderRoutes;
