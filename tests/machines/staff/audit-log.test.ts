// The audit log page's machine (machines/staff/audit-log.ts): every shortest path walked with a
// fake fetch, and its rules: what is sent matches the filters, sort and page; a backwards date
// range is refused before sending; filters and sorts go back to page 1.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { AuditListBody, AuditRow } from '../../../domain/staff/staff-payloads.ts';
import {
  auditLogMachine, auditQuery, DEFAULT_SORTING, filterErrorOf, NO_FILTERS, type AuditLogContext, type AuditLogEvent,
} from '../../../machines/staff/audit-log.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = (pages: number): Page<AuditRow> => ({ records: [], total: pages * 20, size: 20, current: 1, pages });
const BY_FINANCE = { ...NO_FILTERS, role: 'finance' as const, from: '2026-11-01', to: '2026-11-24' };
const BACKWARDS = { ...NO_FILTERS, from: '2026-11-24', to: '2026-11-01' };

const EVENTS = [
  { type: 'FILTER', filters: BY_FINANCE },
  { type: 'FILTER', filters: BACKWARDS },
  { type: 'CLEAR' },
  { type: 'SORT', sorting: { sort: 'action', desc: false } },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: page(3) },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as AuditLogEvent[];

interface Effects {
  queries: AuditListBody[];
}

function start(effects: Effects): Harness {
  return startMachine(auditLogMachine, {
    provide: (fake) => ({ actors: { fetchPage: fake.promise<Page<AuditRow>, AuditListBody>('fetchPage', effects.queries) } }),
  });
}

const paths = shortestPaths(auditLogMachine, { events: EVENTS });

describePaths('audit log, model-based', paths, {
  effects: (): Effects => ({ queries: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: AuditLogContext };
    const last = effects.queries.at(-1);
    // Never a backwards range sent; what was sent last is what the context holds.
    for (const q of effects.queries) expect(q.from === undefined || q.to === undefined || q.from <= q.to).toBe(true);
    if (last && snap.value === 'loading') expect(last).toEqual(auditQuery(snap.context.filters, snap.context.sorting, snap.context.current));
    expect(snap.context.current).toBeGreaterThanOrEqual(1);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(auditLogMachine, paths);
});

describe('audit log rules', () => {
  it('checks the filters as the server does', () => {
    expect(filterErrorOf(NO_FILTERS)).toBeNull();
    expect(filterErrorOf(BY_FINANCE)).toBeNull();
    expect(filterErrorOf(BACKWARDS)).toBe('dateRange');
    expect(filterErrorOf({ ...NO_FILTERS, from: '2026/11/01' })).toBe('dateFormat');
    expect(filterErrorOf({ ...NO_FILTERS, targetId: '订单' })).toBe('targetId');
  });

  it('sends only the filters that are set', () => {
    expect(auditQuery(NO_FILTERS, DEFAULT_SORTING, 1)).toEqual({ current: 1, size: 20, sort: 'createdAt', desc: true });
    expect(auditQuery({ ...NO_FILTERS, action: '订单发货', targetKind: 'order', targetId: '12', staffId: 4 }, { sort: 'action', desc: false }, 3)).toEqual({
      current: 3, size: 20, sort: 'action', desc: false, action: '订单发货', targetKind: 'order', targetId: '12', staffId: 4,
    });
    expect(auditQuery({ ...NO_FILTERS, outcome: 'refused' }, DEFAULT_SORTING, 1)).toEqual({ current: 1, size: 20, sort: 'createdAt', desc: true, outcome: 'refused' });
  });
});

describe('changed fields of an audit row', () => {
  it('names the top-level fields that differ, or null without two objects', async () => {
    const { changedFields } = await import('../../../machines/staff/audit-log.ts');
    expect(changedFields({ status: 2, carrier: null, id: 1 }, { status: 3, carrier: '顺丰速运', id: 1 })).toEqual(['status', 'carrier']);
    expect(changedFields({ a: [1] }, { a: [1] })).toEqual([]);
    expect(changedFields(null, { a: 1 })).toBeNull();
  });
});
