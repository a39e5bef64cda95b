// The payment provider of a production server without a gateway: it refuses every payment (503
// with a Chinese message, so nothing is written), every online refund, and believes no notification.
import { AppError } from '../../http/errors.ts';
import type { PaymentNotification, PaymentProvider, PaymentStart, RefundNotification, RefundStart } from './payment-provider.ts';
import { PAYMENT_PROVIDER_MSG } from './messages.ts';

export class DisabledPaymentProvider implements PaymentProvider {
  readonly name = 'disabled';

  checkoutUrl(_start: PaymentStart): string {
    throw new AppError(503, PAYMENT_PROVIDER_MSG.onlinePaymentDisabled);
  }

  verifyNotification(_body: Record<string, string>): PaymentNotification | null {
    return null;
  }

  requestRefund(_start: RefundStart): Promise<Record<string, string> | null> {
    return Promise.reject(new AppError(503, PAYMENT_PROVIDER_MSG.onlineRefundDisabled));
  }

  verifyRefundNotification(_body: Record<string, string>): RefundNotification | null {
    return null;
  }
}
