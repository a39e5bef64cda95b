// The faults case's webhook receiver (issue 40): an HTTP server on 127.0.0.1 that checks each
// delivery's signature (the three lines of docs/api/integration.md (part 3)), answers 200 and
// counts what it got by event id, so the case can tell every order.created event arrived exactly
// once although a server process was killed with SIGKILL mid-load.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceiver {
  url: string;
  /** Times each event id (`evt_<n>`) was received. */
  byEvent: Map<string, number>;
  /** Delivery ids (X-Abk-Delivery) of every request, in order. */
  deliveries: string[];
  badSignatures: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const byEvent = new Map<string, number>();
  const deliveries: string[] = [];
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers['x-abk-signature'] ?? '')) ?? [];
      const expected = crypto.createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
      const verified = v1 !== undefined && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
      if (!verified) {
        receiver.badSignatures = ++badSignatures;
        res.writeHead(401).end('bad signature');
        return;
      }
      const id = String((JSON.parse(raw) as { id: string }).id);
      byEvent.set(id, (byEvent.get(id) ?? 0) + 1);
      deliveries.push(String(req.headers['x-abk-delivery']));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/abk/hooks`,
    byEvent,
    deliveries,
    badSignatures,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
