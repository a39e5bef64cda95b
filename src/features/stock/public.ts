// What other features may use of the stock feature: the 到货通知 / 询价 actions that replace the
// buying controls on goods without sellable stock (domain/stock/buy-rule.ts says when).
export { OutOfStockActions } from './components/out-of-stock-actions.tsx';
export { OutOfStockPanel } from './components/out-of-stock-panel.tsx';
