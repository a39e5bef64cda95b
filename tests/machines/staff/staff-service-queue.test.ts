// The 服务订单 queue's machine (machines/staff/staff-service-queue.ts): every shortest path walked
// with a fake fetch; what is sent matches the filters, tab and page; bad filters are refused
// before sending; a filter or a tab goes back to page 1.
import { describe, expect, it } from 'vitest';
import type { ServiceQueuePage, ServiceQueueQuery } from '../../../domain/services/staff-service-queue-payloads.ts';
import {
  NO_QUEUE_FILTERS, queueFilterError, queueQuery, serviceOrderQueueMachine, type ServiceQueueContext, type ServiceQueueEvent,
} from '../../../machines/staff/staff-service-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = (pages: number): ServiceQueuePage => ({ records: [], total: pages * 20, size: 20, current: 1, pages, counts: { total: pages * 20, counts: [] } });
const CALIBRATION = { ...NO_QUEUE_FILTERS, serviceType: 2 as const, from: '2026-11-01', to: '2026-11-24' };
const BACKWARDS = { ...NO_QUEUE_FILTERS, from: '2026-11-24', to: '2026-11-01' };

const EVENTS = [
  { type: 'FILTER', filters: CALIBRATION },
  { type: 'FILTER', filters: BACKWARDS },
  { type: 'CLEAR' },
  { type: 'TAB', status: 1 },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: page(3) },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as ServiceQueueEvent[];

interface Effects {
  queries: ServiceQueueQuery[];
}

function start(effects: Effects): Harness {
  return startMachine(serviceOrderQueueMachine, {
    input: {},
    provide: (fake) => ({ actors: { fetchPage: fake.promise<ServiceQueuePage, ServiceQueueQuery>('fetchPage', effects.queries) } }),
  });
}

const paths = shortestPaths(serviceOrderQueueMachine, { events: EVENTS, input: {} });

describePaths('service order queue, model-based', paths, {
  effects: (): Effects => ({ queries: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: ServiceQueueContext };
    const last = effects.queries.at(-1);
    for (const q of effects.queries) expect(q.from === undefined || q.to === undefined || q.from <= q.to).toBe(true);
    if (last && snap.value === 'loading') expect(last).toEqual(queueQuery(snap.context.filters, snap.context.status, snap.context.current));
    expect(snap.context.current).toBeGreaterThanOrEqual(1);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(serviceOrderQueueMachine, paths);
});

describe('service order queue rules', () => {
  it('checks the filters as the server does', () => {
    expect(queueFilterError(NO_QUEUE_FILTERS)).toBeNull();
    expect(queueFilterError(CALIBRATION)).toBeNull();
    expect(queueFilterError(BACKWARDS)).toBe('dateRange');
    expect(queueFilterError({ ...NO_QUEUE_FILTERS, to: '24/11/2026' })).toBe('dateFormat');
    expect(queueFilterError({ ...NO_QUEUE_FILTERS, serviceNo: 'FW-1' })).toBe('serviceNo');
  });

  it('sends only what is set', () => {
    expect(queueQuery(NO_QUEUE_FILTERS, null, 1)).toEqual({ current: 1, size: 20 });
    expect(queueQuery({ ...CALIBRATION, serviceNo: 'FW2611' }, 4, 2)).toEqual({ current: 2, size: 20, status: 4, serviceType: 2, serviceNo: 'FW2611', from: '2026-11-01', to: '2026-11-24' });
  });
});
