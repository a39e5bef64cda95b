// The sandbox gateway: a local payment page (served by the common service) where the buyer
// chooses 支付成功 or 支付失败, then a notification signed with HMAC-SHA256 over the sorted
// fields, posted to our notify URL exactly as a real gateway would. No money moves; its
// transaction ids start with "SANDBOX". A refund is accepted at once and answered by a signed
// refund notification (kind=refund, ids starting with "SANDBOXRF").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentNotification, PaymentProvider, PaymentStart, RefundNotification, RefundStart } from './payment-provider.ts';

export const SANDBOX_PAGE = '/gateway/common/open/pay/sandbox';

export function signFields(fields: Record<string, string>, secret: string): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  checkoutUrl(start: PaymentStart): string {
    const fields: Record<string, string> = {
      paymentId: String(start.paymentId),
      orderNo: start.orderNo,
      amountFen: String(start.amountFen),
      subject: start.subject,
      returnUrl: start.returnUrl,
    };
    const query = new URLSearchParams({ ...fields, sign: signFields(fields, this.secret) });
    return `${SANDBOX_PAGE}?${query.toString()}`;
  }

  /** What the sandbox page posts back when the buyer decides (signed like a gateway's notify). */
  notification(paymentId: number, orderNo: string, amountFen: number, status: 'paid' | 'failed'): Record<string, string> {
    const fields: Record<string, string> = {
      paymentId: String(paymentId),
      orderNo,
      amountFen: String(amountFen),
      status,
      providerRef: `SANDBOX${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
    };
    return { ...fields, sign: signFields(fields, this.secret) };
  }

  /** Checks a checkout link's signature (the sandbox page refuses tampered amounts). */
  verifyCheckout(fields: Record<string, string>): boolean {
    return this.#matches(fields);
  }

  verifyNotification(body: Record<string, string>): PaymentNotification | null {
    if (body.kind !== undefined || !this.#matches(body)) return null;
    const paymentId = Number(body.paymentId);
    const amountFen = Number(body.amountFen);
    if (!Number.isSafeInteger(paymentId) || !Number.isSafeInteger(amountFen)) return null;
    if (body.status !== 'paid' && body.status !== 'failed') return null;
    if (!body.orderNo || !body.providerRef) return null;
    return { paymentId, orderNo: body.orderNo, amountFen, providerRef: body.providerRef, status: body.status };
  }

  async requestRefund(start: RefundStart): Promise<Record<string, string>> {
    const fields: Record<string, string> = {
      kind: 'refund',
      refundPaymentId: String(start.refundPaymentId),
      orderNo: start.orderNo,
      amountFen: String(start.amountFen),
      paymentRef: start.paymentRef,
      providerRef: `SANDBOXRF${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
    };
    return { ...fields, sign: signFields(fields, this.secret) };
  }

  verifyRefundNotification(body: Record<string, string>): RefundNotification | null {
    if (body.kind !== 'refund' || !this.#matches(body)) return null;
    const refundPaymentId = Number(body.refundPaymentId);
    const amountFen = Number(body.amountFen);
    if (!Number.isSafeInteger(refundPaymentId) || !Number.isSafeInteger(amountFen) || amountFen <= 0) return null;
    if (!body.orderNo || !body.providerRef) return null;
    return { refundPaymentId, orderNo: body.orderNo, amountFen, providerRef: body.providerRef };
  }

  #matches(fields: Record<string, string>): boolean {
    const given = Buffer.from(fields.sign ?? '', 'hex');
    const expected = Buffer.from(signFields(fields, this.secret), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
