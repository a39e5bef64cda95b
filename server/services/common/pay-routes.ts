// Online payment (docs/api/payments.md):
// - POST /api/pay: start paying an online order; answers PayStart with the gateway page URL.
// - GET /open/pay/sandbox: the sandbox gateway's page for a signed checkout link.
// - POST /open/pay/sandbox/decide: the buyer's choice; the sandbox signs a notification, delivers
//   it to the notify handler in-process (the very route a real gateway calls), then 303s back.
// - POST /open/pay/notify/:provider: the gateway's signed notification; answers text "success".
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Value } from 'typebox/value';
import { PAYMENT_STATUS } from '../../../domain/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/order-status.ts';
import { PayBody } from '../../../domain/schemas/order-payloads.ts';
import { SandboxCheckoutFields, SandboxDecisionBody } from '../../../domain/schemas/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { SANDBOX_PAGE, SandboxPaymentProvider } from '../../providers/payment/sandbox-payment-provider.ts';
import { PAY_MSG } from '../order/payment-messages.ts';
import { applyNotification, startOnlinePayment } from '../order/payment-service.ts';
import { sandboxErrorPage, sandboxPayPage } from './sandbox-page.ts';

export const NOTIFY_PATH = '/gateway/common/open/pay/notify';
const CHECKOUT_KEYS = ['paymentId', 'orderNo', 'amountFen', 'subject', 'returnUrl', 'sign'] as const;

/** Every value of a form or JSON body as text (signatures are over text). */
function textFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** The return path with the outcome added (?paid=1 or ?paid=0). */
export function returnWithOutcome(returnUrl: string, paid: boolean): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}paid=${paid ? 1 : 0}`;
}

export default async function payRoutes(app: FastifyInstance) {
  app.post('/api/pay', { schema: { body: PayBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as PayBody;
    if (body.channel && body.channel !== app.providers.payment.name) throw badRequest('不支持的支付渠道');
    const start = await startOnlinePayment(app.db, app.providers.payment, { orderId: body.orderId, memberId, returnPath: body.returnPath });
    return ok(start, '请在支付页面完成付款');
  });

  const sandbox = () => {
    const provider = app.providers.payment;
    if (!(provider instanceof SandboxPaymentProvider)) throw notFound();
    return provider;
  };

  /** The checkout link's fields when signed by us and still payable, else the refusal page. */
  async function checkLink(raw: Record<string, string>): Promise<{ fields: SandboxCheckoutFields } | { status: number; message: string; back: string | null }> {
    const provider = sandbox();
    const fields = Object.fromEntries(CHECKOUT_KEYS.filter((k) => k in raw).map((k) => [k, raw[k]!]));
    if (!Value.Check(SandboxCheckoutFields, fields) || !provider.verifyCheckout(fields)) {
      return { status: 400, message: '支付链接无效或已被篡改（签名校验失败），请返回订单重新发起支付。', back: null };
    }
    const payment = await app.db
      .selectFrom('orderPayment')
      .innerJoin('saleOrder', 'saleOrder.id', 'orderPayment.orderId')
      .select(['orderPayment.amountFen', 'orderPayment.status', 'orderPayment.provider', 'saleOrder.orderNo', 'saleOrder.status as orderStatus'])
      .where('orderPayment.id', '=', Number(fields.paymentId))
      .executeTakeFirst();
    if (!payment || payment.provider !== provider.name || payment.orderNo !== fields.orderNo || payment.amountFen !== Number(fields.amountFen)) {
      return { status: 400, message: '支付单不存在或与链接不符，请返回订单重新发起支付。', back: fields.returnUrl };
    }
    if (payment.status !== PAYMENT_STATUS.pending) {
      const text = payment.status === PAYMENT_STATUS.succeeded ? '该支付单已支付成功，请勿重复付款。' : '该支付单已失效，请返回订单重新发起支付。';
      return { status: 409, message: text, back: fields.returnUrl };
    }
    if (payment.orderStatus !== ORDER_STATUS.awaitingPayment) {
      return { status: 409, message: `订单当前状态为「${ORDER_STATUS_TEXT[payment.orderStatus as OrderStatus]}」，无需付款。`, back: fields.returnUrl };
    }
    return { fields };
  }

  app.get('/open/pay/sandbox', async (request, reply) => {
    const checked = await checkLink(textFields(request.query));
    if (!('fields' in checked)) return html(reply, checked.status, sandboxErrorPage(checked.message, checked.back));
    return html(reply, 200, sandboxPayPage(checked.fields, `${SANDBOX_PAGE}/decide`));
  });

  app.post('/open/pay/sandbox/decide', async (request, reply) => {
    const provider = sandbox();
    const body = textFields(request.body);
    const checked = await checkLink(body);
    if (!('fields' in checked)) return html(reply, checked.status, sandboxErrorPage(checked.message, checked.back));
    if (!Value.Check(SandboxDecisionBody, body)) return html(reply, 400, sandboxErrorPage('请选择确认支付或取消支付。', checked.fields.returnUrl));
    const f = checked.fields;
    const paid = body.decision === 'paid';
    const notification = provider.notification(Number(f.paymentId), f.orderNo, Number(f.amountFen), paid ? 'paid' : 'failed');
    const res = await app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${provider.name}`, payload: notification });
    if (res.statusCode !== 200 || res.body !== 'success') {
      request.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
      let msg = '支付通知处理失败';
      try {
        msg = (res.json() as { msg?: string }).msg ?? msg;
      } catch {
        // not an envelope: keep the generic text
      }
      return html(reply, res.statusCode >= 400 ? res.statusCode : 500, sandboxErrorPage(msg, f.returnUrl));
    }
    return reply.redirect(returnWithOutcome(f.returnUrl, paid), 303);
  });

  app.post('/open/pay/notify/:provider', async (request, reply) => {
    const provider = app.providers.payment;
    if ((request.params as { provider: string }).provider !== provider.name) throw notFound();
    const notification = provider.verifyNotification(textFields(request.body));
    if (!notification) {
      request.log.warn({ body: request.body }, 'payment notification with a bad signature refused');
      throw badRequest(PAY_MSG.notifyBadSign);
    }
    const result = await applyNotification(app.db, provider.name, notification, request.log);
    request.log.info({ ...result, providerRef: notification.providerRef }, 'payment notification applied');
    // What gateways expect on success: the plain word, so they stop retrying.
    return reply.type('text/plain; charset=utf-8').send('success');
  });
}
