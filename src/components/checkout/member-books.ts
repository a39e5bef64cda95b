// The checkout's reads of the member's address book and invoice titles (member service), from the
// member pages' API modules.
import type { CheckoutAddress, CheckoutInvoice } from '../../../machines/checkout.ts';
import { listAddresses } from '../../api/addresses.ts';
import { listInvoices } from '../../api/invoices.ts';

export function listCheckoutAddresses(): Promise<CheckoutAddress[]> {
  return listAddresses();
}

export function listCheckoutInvoices(): Promise<CheckoutInvoice[]> {
  return listInvoices();
}
