// The webhook calls of the member service (issue 40 item 3): endpoints (list, save, delete), the
// deliveries page and resend. Refusals reach the machine as ApiError with the server's sentence
// (silent: the section shows it where it belongs).
import type { WebhookDeliveryPageBody, WebhookSaveBody } from '../../../domain/integration/webhook-payloads.ts';
import type { WebhookDeliveryView, WebhookEndpointView, WebhookSaved } from '../../../domain/integration/webhook-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { post } from '../../lib/client.ts';

const BASE = '/member/api/company/webhook';

export function fetchWebhooks(): Promise<WebhookEndpointView[]> {
  return post<WebhookEndpointView[]>(`${BASE}/list`, undefined, { silent: true });
}

export function saveWebhook(body: WebhookSaveBody): Promise<WebhookSaved> {
  return post<WebhookSaved>(`${BASE}/save`, body, { silent: true });
}

export function deleteWebhook(id: number): Promise<unknown> {
  return post<unknown>(`${BASE}/delete/${id}`, undefined, { silent: true });
}

export function fetchDeliveries(body: WebhookDeliveryPageBody): Promise<Page<WebhookDeliveryView>> {
  return post<Page<WebhookDeliveryView>>(`${BASE}/deliveries`, body, { silent: true });
}

export function resendDelivery(id: number): Promise<WebhookDeliveryView> {
  return post<WebhookDeliveryView>(`${BASE}/resend/${id}`, undefined, { silent: true });
}
