// /addOrderVip?tmpId=: the checkout of an enterprise's draft: VIP prices while the member's
// memberPriceEndTime is in the future (priced by the server), credit terms, invoice required.
import { CheckoutView } from '../components/checkout-view.tsx';

export default function AddOrderVipPage() {
  return <CheckoutView page="enterprise" />;
}
