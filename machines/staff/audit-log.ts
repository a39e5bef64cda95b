// The 操作日志 page (issue 22): the audit log as a server-paged list with filters (staff, role,
// action, target, China date range, and since issue 35 the outcome: 成功 or 被拒绝), a sort (a column and its direction, the table's header
// clicks) and paging. Every change of filter or sort goes back to page 1 and loads again; a date
// range that runs backwards is refused before anything is sent. The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { AuditActorRole, AuditListBody, AuditOutcome, AuditRow, AuditSort } from '../../domain/staff/staff-payloads.ts';
import type { TargetKind } from '../../domain/staff/staff-routes.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface AuditFilters {
  staffId: number | null;
  role: AuditActorRole | null;
  action: string | null;
  targetKind: TargetKind | null;
  targetId: string | null;
  from: string | null;
  to: string | null;
  /** 成功 or 被拒绝 (a staff call answered 403); null: both. */
  outcome: AuditOutcome | null;
}

export const NO_FILTERS: AuditFilters = { staffId: null, role: null, action: null, targetKind: null, targetId: null, from: null, to: null, outcome: null };

export interface AuditSorting {
  sort: AuditSort;
  desc: boolean;
}

export const DEFAULT_SORTING: AuditSorting = { sort: 'createdAt', desc: true };
export const AUDIT_PAGE_SIZE = 20;

export type FilterError = 'dateRange' | 'dateFormat' | 'targetId';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why filters cannot be sent, or null. */
export function filterErrorOf(f: AuditFilters): FilterError | null {
  if ((f.from !== null && !DATE.test(f.from)) || (f.to !== null && !DATE.test(f.to))) return 'dateFormat';
  if (f.from !== null && f.to !== null && f.from > f.to) return 'dateRange';
  if (f.targetId !== null && !/^[A-Za-z0-9_.@-]{1,40}$/.test(f.targetId)) return 'targetId';
  return null;
}

/** The body of POST /api/staff/audit/list: only the filters that are set. */
export function auditQuery(filters: AuditFilters, sorting: AuditSorting, current: number, size = AUDIT_PAGE_SIZE): AuditListBody {
  const q: AuditListBody = { current, size, sort: sorting.sort, desc: sorting.desc };
  if (filters.staffId !== null) q.staffId = filters.staffId;
  if (filters.role !== null) q.role = filters.role;
  if (filters.action !== null) q.action = filters.action;
  if (filters.targetKind !== null) q.targetKind = filters.targetKind;
  if (filters.targetId !== null) q.targetId = filters.targetId;
  if (filters.from !== null) q.from = filters.from;
  if (filters.to !== null) q.to = filters.to;
  if (filters.outcome !== null) q.outcome = filters.outcome;
  return q;
}

/** The top-level fields whose value differs between a row's before and after (both objects), else null. */
export function changedFields(before: unknown, after: unknown): string[] | null {
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) return null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

export interface AuditLogContext {
  filters: AuditFilters;
  sorting: AuditSorting;
  current: number;
  page: Page<AuditRow> | null;
  filterError: FilterError | null;
  loadError: string | null;
}

export type AuditLogEvent =
  | { type: 'FILTER'; filters: AuditFilters }
  | { type: 'CLEAR' }
  | { type: 'SORT'; sorting: AuditSorting }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' };

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actors: {
    fetchPage: fromPromise<Page<AuditRow>, AuditListBody>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setFilters: assign({ filters: (_, params: { filters: AuditFilters }) => params.filters, current: 1, filterError: null }),
    clearFilters: assign({ filters: NO_FILTERS, current: 1, filterError: null }),
    refuseFilters: assign({ filterError: (_, params: { error: FilterError }) => params.error }),
    setSorting: assign({ sorting: (_, params: { sorting: AuditSorting }) => params.sorting, current: 1 }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: Page<AuditRow> }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ event }) => event.type === 'FILTER' && filterErrorOf(event.filters) !== null,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'auditLog',
  context: { filters: NO_FILTERS, sorting: DEFAULT_SORTING, current: 1, page: null, filterError: null, loadError: null },
  initial: 'loading',
  on: {
    FILTER: [
      { guard: 'badFilters', actions: { type: 'refuseFilters', params: ({ event }) => ({ error: filterErrorOf(event.filters) as FilterError }) } },
      { target: '.loading', reenter: true, actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    ],
    CLEAR: { target: '.loading', reenter: true, actions: 'clearFilters' },
    SORT: { target: '.loading', reenter: true, actions: { type: 'setSorting', params: ({ event }) => ({ sorting: event.sorting }) } },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => auditQuery(context.filters, context.sorting, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
