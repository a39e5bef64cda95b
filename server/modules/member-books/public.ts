// What other modules may use of the member-books module: the only file of it they import.
export { childrenOf, provinces } from './area-tree.ts';
export { addressForOrder, invoiceForOrder } from './order-books.ts';
