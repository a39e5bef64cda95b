// The approval-rule calls of the member service (issue 38): approvalRule/save, list and delete/{id}.
import { Type } from 'typebox';
import { ApprovalRuleSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import { ApprovalRuleRow } from '../../../domain/approvals/approval-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { APPROVAL_MSG } from './messages.ts';
import { listRules, removeRule, saveRule } from './rule-service.ts';

const ruleRoutes: Routes = async (app) => {
  app.post('/api/company/approvalRule/save', { schema: { description: '新建或修改审批规则（仅企业管理员）：名称、部门（不填为全部部门）、起始金额、分类、一到两级审批人', body: ApprovalRuleSaveBody, response: Answers(Type.Object({ id: Type.Integer() })) } }, async (request) =>
    ok({ id: await saveRule(app.db, requireMember(request), request.body) }, APPROVAL_MSG.ruleSaved));

  app.get('/api/company/approvalRule/list', { schema: { description: '企业的审批规则（企业成员可查看，先建的在前）', response: Answers(Type.Array(ApprovalRuleRow)) } }, async (request) =>
    ok(await listRules(app.db, requireMember(request))));

  app.post('/api/company/approvalRule/delete/:id', { schema: { description: '删除审批规则（仅企业管理员；已在审批中的订单不受影响）', params: IdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await removeRule(app.db, requireMember(request), request.params.id);
    return ok(null, APPROVAL_MSG.ruleDeleted);
  });
};

export default ruleRoutes;
