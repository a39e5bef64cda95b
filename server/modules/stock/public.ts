// What other modules and the staff CLI may use of the stock module: the only file of it they import.
export { receiveStock } from './stock-receipt-service.ts';
export { adjustStock } from './stock-adjustment-service.ts';
export { goodsIdByCode, pendingFor } from './stock-repository.ts';
export { addReserved, lockGoodsStock, sellableByGoods, subtractReserved } from './stock-reservation-repository.ts';
