// The webhook sender (issue 40 item 3): claims due deliveries (webhook-repository.ts claimDue: FOR
// UPDATE SKIP LOCKED, committed with a lease before anything is sent), POSTs each one signed with
// its endpoint's secret, and records the answer: a 2xx is delivered; anything else (a status, a
// timeout, a refused or unreachable address) is tried again after an exponential backoff (1 min,
// 2, 4, … at most 1 h, with jitter) until 24 hours after the event, then failed. Delivery is at
// least once: a process killed after the POST and before recording its answer sends it again after
// the lease, with the same event id and delivery id, which the receiver uses to ignore a repeat.
// It runs beside the server every WEBHOOK_SEND_SECONDS, and from `npm run webhooks -- send-due`.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { backoffMs, WEBHOOK_TIMEOUT_MS } from '../../../domain/integration/webhook-events.ts';
import type { Database } from '../../db/schema.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';
import { AddressRefused, guardedLookup, parseWebhookUrl, type LookupAll } from './webhook-address.ts';
import { WEBHOOK_MSG } from './messages.ts';
import { claimDue, recordAttempt, type AttemptOutcome, type ClaimedDelivery } from './webhook-repository.ts';

/** The answer's body kept on the delivery, at most this many characters. */
const RESPONSE_EXCERPT = 1024;
/** A claim's lease: well past the POST's timeout, so a live sender records before it ends. */
const LEASE_MS = 60_000;
const BATCH = 50;
/** POSTs under way at once in one run. */
const PARALLEL = 8;

export interface SenderOptions {
  allowPrivate: boolean;
  /** The clock (tests move it); the default is the wall clock. */
  now?: () => Date;
  timeoutMs?: number;
  /** In [0, 1): the backoff's jitter (tests fix it). */
  random?: () => number;
  lookup?: LookupAll;
  /** Most deliveries one run claims (it claims batch after batch until none is due, up to this). */
  max?: number;
}

export interface SendSummary {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

/** The body of an event: `{id, type, createdAt, companyId, data}` (the same bytes on every try). */
export function webhookBody(d: Pick<ClaimedDelivery, 'eventId' | 'type' | 'eventCreatedAt' | 'companyId' | 'payload'>): string {
  return JSON.stringify({ id: `evt_${d.eventId}`, type: d.type, createdAt: new Date(d.eventCreatedAt).toISOString(), companyId: d.companyId, data: d.payload });
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

interface Answer {
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

/** One POST: resolves with the status and the start of the body, or the error (never rejects). */
function post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number, allowPrivate: boolean, lookup: LookupAll | undefined): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(a);
    };
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(allowPrivate, lookup),
      agent: false,
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < RESPONSE_EXCERPT) text += chunk;
        if (text.length >= RESPONSE_EXCERPT) {
          done({ statusCode: res.statusCode ?? null, response: text.slice(0, RESPONSE_EXCERPT), error: null });
          res.destroy();
        }
      });
      res.on('end', () => done({ statusCode: res.statusCode ?? null, response: text.slice(0, RESPONSE_EXCERPT), error: null }));
      res.on('error', (err) => done({ statusCode: res.statusCode ?? null, response: text.slice(0, RESPONSE_EXCERPT), error: WEBHOOK_MSG.network(err.message) }));
    });
    const timer = setTimeout(() => {
      done({ statusCode: null, response: null, error: WEBHOOK_MSG.timeout(Math.round(timeoutMs / 1000)) });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => done({ statusCode: null, response: null, error: err instanceof AddressRefused ? err.message : WEBHOOK_MSG.network(err.message) }));
    req.end(body);
  });
}

/** Sends one claimed delivery and records its answer. */
async function deliver(db: Kysely<Database>, d: ClaimedDelivery, o: Required<Pick<SenderOptions, 'now' | 'timeoutMs' | 'random'>> & SenderOptions): Promise<AttemptOutcome['status']> {
  const started = performance.now();
  const body = webhookBody(d);
  const sentAt = o.now();
  const url = parseWebhookUrl(d.url, o.allowPrivate);
  const answer: Answer = typeof url === 'string'
    ? { statusCode: null, response: null, error: url }
    : await post(url, {
        'content-type': 'application/json',
        'user-agent': 'aibeike-webhooks/1',
        'x-abk-event': d.type,
        'x-abk-delivery': String(d.id),
        'x-abk-signature': signatureHeader(d.secret, body, Math.floor(sentAt.getTime() / 1000)),
      }, body, o.timeoutMs, o.allowPrivate, o.lookup);
  const durationMs = Math.round(performance.now() - started);
  const now = o.now();
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const next = new Date(now.getTime() + backoffMs(d.attempts, o.random()));
  const status: AttemptOutcome['status'] = ok ? 'delivered' : next.getTime() > new Date(d.retryUntil).getTime() ? 'failed' : 'pending';
  const error = ok ? null : status === 'failed' ? `${answer.error ?? `HTTP ${answer.statusCode}`}${WEBHOOK_MSG.join}${WEBHOOK_MSG.windowOver}` : answer.error;
  await recordAttempt(db, d.id, d.attempts, {
    status, statusCode: answer.statusCode, response: answer.response, error, durationMs,
    nextAttemptAt: ok || status === 'failed' ? now : next, deliveredAt: ok ? now : null,
  });
  return status;
}

/** One run: claims and sends every due delivery (batch after batch, at most `max`); answers the counts. */
export async function sendDueWebhooks(db: Kysely<Database>, options: SenderOptions): Promise<SendSummary> {
  const o = { timeoutMs: WEBHOOK_TIMEOUT_MS, random: Math.random, now: () => new Date(), ...options };
  const summary: SendSummary = { claimed: 0, delivered: 0, retried: 0, failed: 0 };
  const max = options.max ?? 1000;
  while (summary.claimed < max) {
    const now = o.now();
    const claimed = await claimDue(db, now, new Date(now.getTime() + LEASE_MS), Math.min(BATCH, max - summary.claimed));
    if (claimed.length === 0) break;
    summary.claimed += claimed.length;
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      const results = await Promise.all(claimed.slice(i, i + PARALLEL).map((d) => deliver(db, d, o)));
      for (const r of results) {
        if (r === 'delivered') summary.delivered++;
        else if (r === 'failed') summary.failed++;
        else summary.retried++;
      }
    }
  }
  return summary;
}

/** Starts the sender beside the server (WEBHOOK_SEND_SECONDS > 0); returns its tick (a resend runs it at once). */
export function startWebhookSender(app: FastifyInstance): (() => Promise<void>) | null {
  const seconds = app.config.webhooks.sendSeconds;
  if (!(seconds > 0)) return null;
  if (app.config.webhooks.allowPrivate) app.log.warn('WEBHOOK_ALLOW_PRIVATE=1: webhooks may be sent to private and loopback addresses (tests only)');
  return schedulePeriodic(app, {
    name: 'webhook sender',
    everyMs: seconds * 1000,
    run: async () => {
      const s = await sendDueWebhooks(app.db, { allowPrivate: app.config.webhooks.allowPrivate });
      if (s.claimed > 0) app.log.info(s, `webhook sender: ${s.delivered} delivered, ${s.retried} to retry, ${s.failed} failed`);
    },
  });
}
