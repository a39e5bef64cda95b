// The approvals module's plugins as the gateways register them (outside server/modules a module is
// reached only through public.ts or routes.ts): the member service's rule and budget calls.
export { approvalsMemberRoutes } from './member-routes.ts';
