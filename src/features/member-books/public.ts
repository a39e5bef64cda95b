// What other features may use of the member's books: the address and invoice-title dialogs and the
// two lists (the checkout offers them).
export { listAddresses, listInvoices } from './api.ts';
export { AddressFormDialog } from './components/address-form-dialog.tsx';
export { InvoiceFormDialog } from './components/invoice-form-dialog.tsx';
