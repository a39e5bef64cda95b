// What other features may use of the orders: reading one order, and the order-statistics panel of
// the personal centre.
export { fetchOrder } from './api.ts';
export { OrderStatsPanel } from './components/order-stats-panel.tsx';
