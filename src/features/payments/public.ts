// What other features may use of payments: the bank-transfer and credit-terms panels of an order,
// and starting an online payment.
export { startPayment } from './api.ts';
export { CreditPanel } from './components/credit-panel.tsx';
export { TransferPanel } from './components/transfer-panel.tsx';
