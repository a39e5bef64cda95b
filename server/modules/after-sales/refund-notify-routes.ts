// POST /open/pay/refundNotify/:provider (common service): the payment gateway's signed refund
// notification. Verified by the provider, applied once (idempotent on the gateway's refund id);
// answers the plain word "success" so the gateway stops retrying.
import { Type } from 'typebox';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Routes } from '../../http/schemas.ts';
import { AS_MSG } from './messages.ts';
import { applyRefundNotification } from './refund-money.ts';

const NotifyBody = Type.Record(Type.String(), Type.String({ maxLength: 2000 }), { maxProperties: 50, description: '支付网关的退款通知字段（均参与签名）' });
const NotifyParams = Type.Object({ provider: Type.String({ maxLength: 30, description: '支付渠道' }) }, { additionalProperties: false });

function textFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  return out;
}

const refundNotifyRoutes: Routes = async (app) => {
  app.post(
    '/open/pay/refundNotify/:provider',
    {
      attachValidation: true,
      schema: {
        description: '支付网关的退款异步通知（验签后入账，按网关退款流水号幂等）；成功时回答纯文本 success',
        params: NotifyParams,
        body: NotifyBody,
        response: { 200: { description: '纯文本 success', content: { 'text/plain': { schema: Type.Literal('success') } } } },
      },
    },
    async (request, reply) => {
      const provider = app.providers.payment;
      if (request.params.provider !== provider.name) throw notFound();
      const n = provider.verifyRefundNotification(textFields(request.body));
      if (!n) {
        request.log.warn({ body: request.body }, 'refund notification with a bad signature refused');
        throw badRequest(AS_MSG.notifyBadSign);
      }
      const outcome = await applyRefundNotification(app.db, provider.name, n);
      request.log.info({ outcome, refundPaymentId: n.refundPaymentId, providerRef: n.providerRef }, 'refund notification applied');
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
};

export default refundNotifyRoutes;
