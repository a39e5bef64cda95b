// What other modules may use of the integration module (issue 40): the only file of it they import.
// Kept low: nothing here imports another module, so orders, approvals and the account's token
// endpoint can call it without a cycle.
export { authenticateApiClient } from './api-client-credentials.ts';
// The webhook outbox (issue 40 item 3): called inside the transaction of each reported change.
export { recordCompanyEvent } from './webhook-outbox.ts';
// The sender and the deliveries page, for `npm run webhooks` (both import only the webhook tables).
export { sendDueWebhooks } from './webhook-sender.ts';
export { companyDeliveryPage } from './webhook-delivery-page.ts';
// The webhook backlog, for /metrics (server/http/metrics-sources.ts; issue 41).
export { webhookBacklog } from './webhook-backlog-repository.ts';
