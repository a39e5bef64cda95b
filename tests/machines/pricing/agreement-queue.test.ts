// The 协议价 queue's machine (machines/pricing/agreement-queue.ts): every covering path walked with a
// fake fetch; what is sent is the filter and page the context holds; a new filter goes to page 1.
import { describe, expect, it } from 'vitest';
import type { AgreementListBody } from '../../../domain/pricing/agreement-payloads.ts';
import type { AgreementRow } from '../../../domain/pricing/agreement-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { agreementQueueMachine, queueBody, type QueueContext, type QueueEvent } from '../../../machines/pricing/agreement-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = (pages: number): Page<AgreementRow> => ({ records: [], total: pages * 20, size: 20, current: 1, pages });

const EVENTS = [
  { type: 'FILTER', filter: { status: 'pending', keyword: null } },
  { type: 'FILTER', filter: { status: null, keyword: ' 精工 ' } },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: page(3) },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as QueueEvent[];

function start(bodies: AgreementListBody[]): Harness {
  return startMachine(agreementQueueMachine, { input: { status: null }, provide: (fake) => ({ actors: { fetchPage: fake.promise<Page<AgreementRow>, AgreementListBody>('fetchPage', bodies) } }) });
}

const paths = shortestPaths(agreementQueueMachine, { events: EVENTS, input: { status: null } });

describePaths('agreement queue, model-based', paths, {
  effects: (): AgreementListBody[] => [],
  start,
  check: (bodies, h) => {
    const snap = h.snapshot() as { value: string; context: QueueContext };
    const last = bodies.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual(queueBody(snap.context.filter, snap.context.current));
  },
});

it('the covering paths reach every state node', () => {
  expectEveryStateReached(agreementQueueMachine, paths);
});

describe('agreement queue rules', () => {
  it('sends the filters only when set, the keyword trimmed', () => {
    expect(queueBody({ status: null, keyword: '  ' }, 1)).toEqual({ current: 1, size: 20 });
    expect(queueBody({ status: 'expired', keyword: ' 精工 ' }, 2)).toEqual({ current: 2, size: 20, status: 'expired', keyword: '精工' });
  });
});
