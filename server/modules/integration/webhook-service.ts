// The company admin's webhook calls (issue 40 item 3): save (create or change an endpoint; the
// secret is made here and answered once, on creation or with rotateSecret), list, delete, the
// deliveries page and resend. Only an active company member whose role has the `integrate` right
// (the admin) may; a personal member is refused (403); another company's ids are not found (404).
// The URL is checked against the SSRF rule (webhook-address.ts) before it is stored. Each change
// is written to the company's audit log.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maskSecret, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TEXT, WEBHOOK_EVENTS, WEBHOOK_RETRY_WINDOW_MS, type WebhookEventType } from '../../../domain/integration/webhook-events.ts';
import type { WebhookDeliveryPageBody, WebhookSaveBody } from '../../../domain/integration/webhook-payloads.ts';
import type { WebhookDeliveryView, WebhookEndpointView, WebhookSaved } from '../../../domain/integration/webhook-views.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { actingOf, insertCompanyAudit, requireRight } from '../company/public.ts';
import { webhookUrlRefusal, type LookupAll } from './webhook-address.ts';
import { companyDeliveryPage, deliveryView } from './webhook-delivery-page.ts';
import { WEBHOOK_MSG } from './messages.ts';
import {
  countEndpoints, deleteEndpoint, deliveryRows, endpointsOf, insertEndpoint, lockEndpoint, resendDelivery, updateEndpoint,
} from './webhook-repository.ts';

export interface WebhookCallOptions {
  allowPrivate: boolean;
  lookup?: LookupAll;
  now?: Date;
}


/** The company the member manages webhooks of (403 for a personal member or a role without `integrate`). */
export async function webhookCompanyOf(db: Kysely<Database>, memberId: number): Promise<number> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(WEBHOOK_MSG.notCompany);
  requireRight(acting, 'integrate');
  return acting.company.companyId;
}

/** A new signing secret: `whsec_` and 48 hex digits (24 random bytes). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('hex')}`;
}

function iso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

function eventsOf(raw: unknown): WebhookEventType[] {
  const list = Array.isArray(raw) ? raw : [];
  return WEBHOOK_EVENTS.filter((e) => list.includes(e));
}

function endpointView(r: Awaited<ReturnType<typeof endpointsOf>>[number]): WebhookEndpointView {
  return { id: r.id, url: r.url, events: eventsOf(r.events), secretMasked: maskSecret(r.secret), createdAt: iso(r.createdAt)!, pending: r.pending, failed: r.failed };
}

export async function listWebhooks(db: Kysely<Database>, memberId: number): Promise<WebhookEndpointView[]> {
  const companyId = await webhookCompanyOf(db, memberId);
  return (await endpointsOf(db, companyId)).map(endpointView);
}

export async function saveWebhook(db: Kysely<Database>, memberId: number, body: WebhookSaveBody, o: WebhookCallOptions): Promise<{ saved: WebhookSaved; message: string }> {
  const companyId = await webhookCompanyOf(db, memberId);
  const events = eventsOf(body.events);
  if (events.length === 0) throw badRequest(WEBHOOK_MSG.noEvents);
  const url = body.url.trim();
  const refusal = await webhookUrlRefusal(url, o.allowPrivate, o.lookup);
  if (refusal) throw badRequest(refusal);
  const now = o.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const summary = (what: string) => WEBHOOK_MSG.auditSummary(what, url, events.map((e) => WEBHOOK_EVENT_TEXT[e]));
    if (body.id === undefined) {
      if ((await countEndpoints(trx, companyId)) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(WEBHOOK_MSG.tooMany(WEBHOOK_ENDPOINTS_MAX));
      const secret = newWebhookSecret();
      const id = await insertEndpoint(trx, { companyId, url, secret, events, createdBy: memberId });
      await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: WEBHOOK_MSG.auditSaved, summary: summary(WEBHOOK_MSG.auditAdded), now });
      return { id, secret, message: WEBHOOK_MSG.created };
    }
    const found = await lockEndpoint(trx, companyId, body.id);
    if (!found) throw notFound(WEBHOOK_MSG.endpointNotFound);
    const secret = body.rotateSecret ? newWebhookSecret() : null;
    await updateEndpoint(trx, found.id, { url, events, ...(secret ? { secret } : {}) });
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: secret ? WEBHOOK_MSG.auditRotated : WEBHOOK_MSG.auditSaved, summary: summary(WEBHOOK_MSG.auditChanged), now });
    return { id: Number(found.id), secret, message: secret ? WEBHOOK_MSG.rotated : WEBHOOK_MSG.saved };
  });
  const endpoint = (await endpointsOf(db, companyId)).find((e) => e.id === result.id)!;
  return { saved: { endpoint: endpointView(endpoint), secret: result.secret }, message: result.message };
}

export async function removeWebhook(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<void> {
  const companyId = await webhookCompanyOf(db, memberId);
  await db.transaction().execute(async (trx) => {
    const found = await lockEndpoint(trx, companyId, id);
    if (!found) throw notFound(WEBHOOK_MSG.endpointNotFound);
    await deleteEndpoint(trx, found.id);
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: WEBHOOK_MSG.auditDeleted, summary: WEBHOOK_MSG.auditDeletedSummary(found.url), now });
  });
}

export async function webhookDeliveryPage(db: Kysely<Database>, memberId: number, q: WebhookDeliveryPageBody) {
  return companyDeliveryPage(db, await webhookCompanyOf(db, memberId), q);
}

/** A new try now (idempotent for a pending one); answers the delivery as it now stands. */
export async function resendWebhookDelivery(db: Kysely<Database>, memberId: number, deliveryId: number, now: Date = new Date()): Promise<WebhookDeliveryView> {
  const companyId = await webhookCompanyOf(db, memberId);
  const found = await resendDelivery(db, companyId, deliveryId, now, new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS));
  if (!found) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  const [row] = await deliveryRows(db, { companyId, deliveryId }, 1, 0);
  return deliveryView(row!);
}
