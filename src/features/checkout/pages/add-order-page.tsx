// /addOrder?tmpId=: the checkout of a personal member's draft (components/checkout).
import { CheckoutView } from '../components/checkout-view.tsx';

export default function AddOrderPage() {
  return <CheckoutView page="personal" />;
}
