// The approvals module's plugins as the gateways register them (outside server/modules a module is
// reached only through public.ts or routes.ts): the member service's rule and budget calls, and
// the order service's approval calls.
import type { Routes } from '../../http/schemas.ts';
import approvalOrderRoutes from './order-routes.ts';

export { approvalsMemberRoutes } from './member-routes.ts';

export const approvalsOrderRoutes: Routes = async (app) => {
  await app.register(approvalOrderRoutes);
};
