// The application machine (machines/distribution/distributor-apply.ts): every shortest path with
// a fake apply actor; only complete forms are sent, trimmed; problems appear once the member tried.
import { expect, it } from 'vitest';
import { distributorApplyProblems, type DistributorApplyDraft } from '../../../domain/distribution/distribution-payloads.ts';
import { distributorApplyMachine, type ApplyEvent } from '../../../machines/distribution/distributor-apply.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const EVENTS = [
  { type: 'EDIT', patch: { realName: ' 李明 ' } },
  { type: 'EDIT', patch: { channel: '苏州工业园区机加工厂' } },
  { type: 'EDIT', patch: { channel: '短' } },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.apply', output: { id: 3 } },
  { type: 'xstate.error.actor.apply', error: { message: '您的分销员申请正在审核中，请耐心等待' } },
] as unknown as ApplyEvent[];

const paths = shortestPaths(distributorApplyMachine, { events: EVENTS, stopWhenDone: true });

describePaths('distributor application, model-based', paths, {
  effects: (): DistributorApplyDraft[] => [],
  start: (sent) => startMachine(distributorApplyMachine, { provide: (fake) => ({ actors: { apply: fake.promise<{ id: number }, DistributorApplyDraft>('apply', sent) } }) }),
  check: (sent) => {
    for (const d of sent) {
      expect(distributorApplyProblems(d)).toEqual({});
      expect(d.realName).toBe(d.realName.trim());
    }
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(distributorApplyMachine, paths);
});

it('names each problem in Chinese', () => {
  expect(distributorApplyProblems({ realName: '李', channel: '店' })).toEqual({
    realName: '请填写 2-20 个字的真实姓名',
    channel: '请用 4-200 个字说明推广渠道（客户群体、行业、地区）',
  });
});
