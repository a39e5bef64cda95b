// The payment provider of a production server without a gateway: it refuses every payment (503
// with a Chinese message, so nothing is written) and believes no notification.
import { AppError } from '../../http/errors.ts';
import type { PaymentNotification, PaymentProvider, PaymentStart } from './payment-provider.ts';
import { PAYMENT_PROVIDER_MSG } from './messages.ts';

export class DisabledPaymentProvider implements PaymentProvider {
  readonly name = 'disabled';

  checkoutUrl(_start: PaymentStart): string {
    throw new AppError(503, PAYMENT_PROVIDER_MSG.onlinePaymentDisabled);
  }

  verifyNotification(_body: Record<string, string>): PaymentNotification | null {
    return null;
  }
}
