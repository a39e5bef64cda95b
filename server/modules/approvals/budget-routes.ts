// The budget calls of the member service (issue 38): budget/save, list and delete/{id}.
import { Type } from 'typebox';
import { BudgetSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import { BudgetRow } from '../../../domain/approvals/approval-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { listBudgets, removeBudget, saveBudget } from './budget-service.ts';
import { APPROVAL_MSG } from './messages.ts';

const budgetRoutes: Routes = async (app) => {
  app.post('/api/company/budget/save', { schema: { description: '设置部门预算（仅企业管理员）：部门、月度或季度（北京时间）、金额、硬性或柔性；同一部门同一周期只有一个预算', body: BudgetSaveBody, response: Answers(Type.Object({ id: Type.Integer() })) } }, async (request) =>
    ok({ id: await saveBudget(app.db, requireMember(request), request.body) }, APPROVAL_MSG.budgetSaved));

  app.get('/api/company/budget/list', { schema: { description: '部门预算：本期已用、剩余和最近几期的已用（管理员、财务、审批人、只读成员看全部部门，采购员只看本部门）', response: Answers(Type.Array(BudgetRow)) } }, async (request) =>
    ok(await listBudgets(app.db, requireMember(request))));

  app.post('/api/company/budget/delete/:id', { schema: { description: '删除部门预算（仅企业管理员）', params: IdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await removeBudget(app.db, requireMember(request), request.params.id);
    return ok(null, APPROVAL_MSG.budgetDeleted);
  });
};

export default budgetRoutes;
