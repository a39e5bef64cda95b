// Online payment (docs/api/payments.md):
// - POST /api/pay: start paying an online order; answers PayStart with the gateway page URL.
// - GET /open/pay/sandbox: the sandbox gateway's page for a signed checkout link.
// - POST /open/pay/sandbox/decide: the buyer's choice; the sandbox signs a notification, delivers
//   it to the notify handler in-process (the very route a real gateway calls), then 303s back.
// - POST /open/pay/notify/:provider: the gateway's signed notification; answers text "success".
//   A trade number starting VP is a 688 year (the certification module applies it), SV a service
//   order (the services module applies it), any other an order.
// The sandbox and notify routes declare their schemas with attachValidation: a link or a
// notification that does not fit is answered by the handler's own refusal (the HTML page, or the
// bad-signature envelope), exactly as a tampered one is.
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { PayBody } from '../../../domain/orders/order-payloads.ts';
import { PayStart } from '../../../domain/orders/orders.ts';
import { isVipTradeNo, VIP_GRANT_STATUS } from '../../../domain/certification/vip-rules.ts';
import { SandboxCheckoutFields, SandboxDecisionBody } from '../../../domain/payments/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { SANDBOX_PAGE, SandboxPaymentProvider } from '../../providers/payment/sandbox-payment-provider.ts';
import { applyVip688Notification, vip688Link } from '../certification/public.ts';
import { applyServicePaymentNotification, serviceTradeLink } from '../services/public.ts';
import { isServiceTradeNo, SERVICE_PAYMENT_STATUS } from '../../../domain/services/service-rules.ts';
import { PAY_MSG } from './messages.ts';
import { findLinkPayment } from '../orders/public.ts';
import { applyNotification, startOnlinePayment } from './payment-service.ts';
import { sandboxErrorPage, sandboxPayPage } from './sandbox-page.ts';

export const NOTIFY_PATH = '/gateway/common/open/pay/notify';
const CHECKOUT_KEYS = ['paymentId', 'orderNo', 'amountFen', 'subject', 'returnUrl', 'sign'] as const;

/** An HTML page (the sandbox gateway's pages and refusals). */
const HtmlPage = ({ description }: { description: string }) => ({ description, content: { 'text/html': { schema: Type.String({ description }) } } });

/** A gateway's notification: its own text fields, every one of them signed. */
const NotifyBody = Type.Record(Type.String(), Type.String({ maxLength: 2000 }), { maxProperties: 50, description: '支付网关的通知字段（均参与签名）' });
const NotifyParams = Type.Object({ provider: Type.String({ maxLength: 30, description: '支付渠道' }) }, { additionalProperties: false });

/** Every value of a form or JSON body as text (signatures are over text). */
function textFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
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

/** The `msg` of an envelope answered by the notify route, or null. */
function envelopeMsg(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'msg' in parsed && typeof parsed.msg === 'string') return parsed.msg;
  } catch {
    // not an envelope
  }
  return null;
}

const payRoutes: Routes = async (app) => {
  app.post('/api/pay', { schema: { description: '发起在线支付：返回支付页面地址', body: PayBody, response: Answers(PayStart) } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body;
    if (body.channel && body.channel !== app.providers.payment.name) throw badRequest(PAY_MSG.unsupportedChannel);
    const start = await startOnlinePayment(app.db, app.providers.payment, { orderId: body.orderId, memberId, returnPath: body.returnPath });
    return ok(start, PAY_MSG.payStarted);
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
      return { status: 400, message: PAY_MSG.sandboxBadLink, back: null };
    }
    if (isVipTradeNo(fields.orderNo)) {
      // A 688 year (certification module): its own record, the same page.
      const vip = await vip688Link(app.db, Number(fields.paymentId));
      if (!vip || vip.provider !== provider.name || vip.tradeNo !== fields.orderNo || vip.amountFen !== Number(fields.amountFen)) {
        return { status: 400, message: PAY_MSG.sandboxLinkMismatch, back: fields.returnUrl };
      }
      if (vip.status !== VIP_GRANT_STATUS.pending) {
        return { status: 409, message: vip.status === VIP_GRANT_STATUS.active ? PAY_MSG.sandboxPaid : PAY_MSG.sandboxExpired, back: fields.returnUrl };
      }
      return { fields };
    }
    if (isServiceTradeNo(fields.orderNo)) {
      // A service order (services module): its own payment record, the same page.
      const svc = await serviceTradeLink(app.db, Number(fields.paymentId));
      if (!svc || svc.provider !== provider.name || svc.tradeNo !== fields.orderNo || svc.amountFen !== Number(fields.amountFen)) {
        return { status: 400, message: PAY_MSG.sandboxLinkMismatch, back: fields.returnUrl };
      }
      if (svc.status !== SERVICE_PAYMENT_STATUS.pending) {
        return { status: 409, message: svc.status === SERVICE_PAYMENT_STATUS.paid ? PAY_MSG.sandboxPaid : PAY_MSG.sandboxExpired, back: fields.returnUrl };
      }
      if (svc.orderProblem) return { status: 409, message: svc.orderProblem, back: fields.returnUrl };
      return { fields };
    }
    const payment = await findLinkPayment(app.db, Number(fields.paymentId));
    if (!payment || payment.provider !== provider.name || payment.orderNo !== fields.orderNo || payment.amountFen !== Number(fields.amountFen)) {
      return { status: 400, message: PAY_MSG.sandboxLinkMismatch, back: fields.returnUrl };
    }
    if (payment.status !== PAYMENT_STATUS.pending) {
      const text = payment.status === PAYMENT_STATUS.succeeded ? PAY_MSG.sandboxPaid : PAY_MSG.sandboxExpired;
      return { status: 409, message: text, back: fields.returnUrl };
    }
    if (payment.orderStatus !== ORDER_STATUS.awaitingPayment) {
      return { status: 409, message: PAY_MSG.sandboxNoNeed(ORDER_STATUS_TEXT[payment.orderStatus as OrderStatus]), back: fields.returnUrl };
    }
    return { fields };
  }

  app.get(
    '/open/pay/sandbox',
    {
      attachValidation: true,
      schema: {
        description: '沙箱支付网关的收银台页面（签名的支付链接）',
        querystring: SandboxCheckoutFields,
        response: { 200: HtmlPage({ description: '收银台页面' }), '4xx': HtmlPage({ description: '无法支付页面（链接无效、已支付或已失效）' }) },
      },
    },
    async (request, reply) => {
      const checked = await checkLink(textFields(request.query));
      if (!('fields' in checked)) return html(reply, checked.status, sandboxErrorPage(checked.message, checked.back));
      return html(reply, 200, sandboxPayPage(checked.fields, `${SANDBOX_PAGE}/decide`));
    },
  );

  app.post(
    '/open/pay/sandbox/decide',
    {
      attachValidation: true,
      schema: {
        description: '沙箱支付网关：确认支付或取消支付，随后跳回订单页面',
        body: SandboxDecisionBody,
        response: {
          303: Type.Null({ description: '跳回订单页面（地址带 paid=1 或 paid=0）' }),
          '4xx': HtmlPage({ description: '无法支付页面' }),
          '5xx': HtmlPage({ description: '无法支付页面（支付通知处理失败）' }),
        },
      },
    },
    async (request, reply) => {
      const provider = sandbox();
      const body = textFields(request.body);
      const checked = await checkLink(body);
      if (!('fields' in checked)) return html(reply, checked.status, sandboxErrorPage(checked.message, checked.back));
      const f = checked.fields;
      const decision = { ...f, decision: body.decision };
      if (!Value.Check(SandboxDecisionBody, decision)) return html(reply, 400, sandboxErrorPage(PAY_MSG.sandboxChoose, f.returnUrl));
      const paid = decision.decision === 'paid';
      const notification = provider.notification(Number(f.paymentId), f.orderNo, Number(f.amountFen), paid ? 'paid' : 'failed');
      const res = await app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${provider.name}`, payload: notification });
      if (res.statusCode !== 200 || res.body !== 'success') {
        request.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
        const msg = envelopeMsg(res.body) ?? PAY_MSG.sandboxNotifyFailed;
        return html(reply, res.statusCode >= 400 ? res.statusCode : 500, sandboxErrorPage(msg, f.returnUrl));
      }
      return reply.redirect(returnWithOutcome(f.returnUrl, paid), 303);
    },
  );

  app.post(
    '/open/pay/notify/:provider',
    {
      attachValidation: true,
      schema: {
        description: '支付网关的异步通知（验签后入账）；成功时回答纯文本 success',
        params: NotifyParams,
        body: NotifyBody,
        response: { 200: { description: '纯文本 success', content: { 'text/plain': { schema: Type.Literal('success') } } } },
      },
    },
    async (request, reply) => {
      const provider = app.providers.payment;
      if (request.params.provider !== provider.name) throw notFound();
      const notification = provider.verifyNotification(textFields(request.body));
      if (!notification) {
        request.log.warn({ body: request.body }, 'payment notification with a bad signature refused');
        throw badRequest(PAY_MSG.notifyBadSign);
      }
      const result = isVipTradeNo(notification.orderNo)
        ? await applyVip688Notification(app.db, provider.name, notification, request.log)
        : isServiceTradeNo(notification.orderNo)
          ? await applyServicePaymentNotification(app.db, provider.name, notification, request.log)
          : await applyNotification(app.db, provider.name, notification, request.log);
      request.log.info({ ...result, providerRef: notification.providerRef }, 'payment notification applied');
      // What gateways expect on success: the plain word, so they stop retrying.
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
};

export default payRoutes;
