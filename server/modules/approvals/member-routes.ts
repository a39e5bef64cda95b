// The approvals module's calls of the member service (gateway/member.ts): the company's approval
// rules and departments' budgets (issue 38).
import type { Routes } from '../../http/schemas.ts';
import budgetRoutes from './budget-routes.ts';
import ruleRoutes from './rule-routes.ts';

export const approvalsMemberRoutes: Routes = async (app) => {
  await app.register(ruleRoutes);
  await app.register(budgetRoutes);
};
