// What other features may use of payments: the bank-transfer and credit-terms panels of an order,
// the file part of a receipt form (the service orders' transfer panel), and starting an online payment.
export { startPayment } from './api.ts';
export { CreditPanel } from './components/credit-panel.tsx';
export { ReceiptFilePicker } from './components/receipt-file-picker.tsx';
export { TransferPanel } from './components/transfer-panel.tsx';
