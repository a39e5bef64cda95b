// Which step of the order progress the current page is at, when the route alone cannot tell:
// /submitFinish is 支付 (3) until the order is paid or needs no payment now, then 完成 (4). The
// page sets it once it knows the order; the order-progress header reads it.
import { useSyncExternalStore } from 'react';

export type ProgressStep = 1 | 2 | 3 | 4;

let finishStep: ProgressStep | null = null;
const listeners = new Set<() => void>();

export function setFinishStep(step: ProgressStep | null): void {
  if (finishStep === step) return;
  finishStep = step;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFinishStep(): ProgressStep | null {
  return useSyncExternalStore(subscribe, () => finishStep, () => null);
}

/** The step of a route of the order layout: the checkout pages are at 确认订单信息 (about to 提交订单). */
export function orderStep(path: string, search: string, finish: ProgressStep | null): ProgressStep {
  if (path !== '/submitFinish') return 1;
  if (finish !== null) return finish;
  return new URLSearchParams(search).get('paid') === '1' ? 4 : 3;
}
