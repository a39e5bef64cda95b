// What other features may use of after-sales: the 申请售后 entry of an order (/myOrder cards and
// /myOrderDetail/{id}), shown only when the server's preview says the order still allows a request.
export { AfterSaleEntry } from './components/after-sale-entry.tsx';
