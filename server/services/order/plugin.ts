// The order service: temporary and sales orders, payment receipts, refunds, distributor reports.
// Its calls arrive with the checkout issue; the prefix is mounted now so the gateway is complete
// and unknown order paths already answer with the envelope (404, or 401 on /api paths).
import type { FastifyInstance } from 'fastify';

export default async function orderService(_app: FastifyInstance) {}
