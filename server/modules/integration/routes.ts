// The integration module's plugins (issue 40): its member-service calls (gateway/member.ts: API
// clients and webhooks), the integration API under the goods and order services, PunchOut (its
// entry points outside /gateway, the ticket exchange under system, the cart return under goods),
// the cXML OrderRequest outside /gateway (mounted by the app), and the guard of every company API client call (app.ts installs it on the
// root app, after the bearer hook).
import type { Routes } from '../../http/schemas.ts';
import { apiClientMemberRoutes } from './api-client-routes.ts';
import { webhookMemberRoutes } from './webhook-routes.ts';

export { installClientCallGuard } from './client-call-guard.ts';
export { integrationGoodsRoutes, integrationOrderRoutes } from './integration-routes.ts';
export { default as cxmlOrderRoutes } from './cxml-order-routes.ts';
export { punchoutGoodsRoutes, punchoutRoutes, punchoutSystemRoutes } from './punchout-routes.ts';

export const integrationMemberRoutes: Routes = async (app) => {
  await app.register(apiClientMemberRoutes);
  await app.register(webhookMemberRoutes);
};

// The operator's emergency calls (scripts/integration.ts); here rather than in public.ts, which
// must not import company/public.ts.
export { apiClientsForStaff, revokeApiClientByStaff } from './api-client-service.ts';
