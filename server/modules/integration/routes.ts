// The integration module's routes (issue 40), as the gateways register them. Member service: the
// company admin's webhook calls (webhook-routes.ts) and the webhook sender beside the server.
export { webhookMemberRoutes } from './webhook-routes.ts';
