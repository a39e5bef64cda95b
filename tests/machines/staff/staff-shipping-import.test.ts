// The batch import's steps (machines/staff/staff-shipping-import.ts): choose → preview → confirm →
// result, every shortest path walked with fake preview and confirm; a wrong file is never sent,
// confirm sends only the rows that can ship and only when there are some.
import { describe, expect, it } from 'vitest';
import type { ShipBatchPreview, ShipBatchResult, ShipBatchRow } from '../../../domain/orders/staff-shipping-payloads.ts';
import {
  rowsToConfirm, shipFileError, shippingImportMachine, type PickedShipSheet, type ShippingImportEvent,
} from '../../../machines/staff/staff-shipping-import.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const GOOD: PickedShipSheet = { name: '发货.xlsx', size: 8_000 };
const preview = (ok: number): ShipBatchPreview => ({
  rows: [
    ...Array.from({ length: ok }, (_, i) => ({ rowNo: i + 2, orderNo: `DD${i}`, carrier: '顺丰速运', trackingNo: `SF00000${i}`, orderId: i + 1, outcome: 'ok' as const, message: null })),
    { rowNo: 9, orderNo: 'DD404', carrier: '顺丰速运', trackingNo: 'SF404404', orderId: null, outcome: 'error', message: '订单 DD404 不存在' },
  ],
  ok, already: 0, errors: 1,
});
const result: ShipBatchResult = { rows: [], shipped: 2, already: 0, failed: 0 };

const EVENTS = [
  { type: 'PICK', file: GOOD },
  { type: 'PICK', file: { name: '发货.csv', size: 10 } },
  { type: 'CONFIRM' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.preview', output: preview(2) },
  { type: 'xstate.done.actor.preview', output: preview(0) },
  { type: 'xstate.error.actor.preview', error: { message: '表格须包含“订单号”“物流公司”“运单号”三列（第一行为表头）' } },
  { type: 'xstate.done.actor.confirm', output: result },
  { type: 'xstate.error.actor.confirm', error: { message: '网络错误' } },
] as unknown as ShippingImportEvent[];

interface Effects {
  previews: PickedShipSheet[];
  confirms: ShipBatchRow[][];
}

function start(effects: Effects): Harness {
  return startMachine(shippingImportMachine, {
    provide: (fake) => ({ actors: { preview: fake.promise('preview', effects.previews), confirm: fake.promise('confirm', effects.confirms) } }),
  });
}

const paths = shortestPaths(shippingImportMachine, { events: EVENTS });

describePaths('shipping import, model-based', paths, {
  effects: (): Effects => ({ previews: [], confirms: [] }),
  start,
  check: (effects) => {
    for (const f of effects.previews) expect(shipFileError(f)).toBeNull();
    for (const rows of effects.confirms) expect(rows).toEqual(rowsToConfirm(preview(2)));
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(shippingImportMachine, paths);
});

describe('shipping import rules', () => {
  it('takes only a non-empty .xlsx of at most 2 MB', () => {
    expect(shipFileError(GOOD)).toBeNull();
    expect(shipFileError({ name: 'a.xls', size: 10 })).toBe('wrongType');
    expect(shipFileError({ name: 'a.xlsx', size: 0 })).toBe('empty');
    expect(shipFileError({ name: 'a.XLSX', size: 3 * 1024 * 1024 })).toBe('tooLarge');
    expect(rowsToConfirm(preview(2)).map((r) => r.orderNo)).toEqual(['DD0', 'DD1']);
  });
});
