// machines/integration/punchout-return.ts: 返回采购系统, model-based (the form is submitted only
// with what the server answered, and the session is forgotten exactly when it cannot come back or
// has gone back) and by example.
import { describe, expect, it } from 'vitest';
import { punchoutReturnMachine, type PunchoutForm, type PunchoutReturnContext, type PunchoutReturnEvent } from '../../../machines/integration/punchout-return.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const apiError = (message: string, status: number) => Object.assign(new Error(message), { code: status, status, data: null });

const OCI: PunchoutForm = {
  protocol: 'oci',
  returnUrl: 'https://srm.example.com/hook',
  target: '_top',
  fields: [{ name: 'NEW_ITEM-DESCRIPTION[1]', value: 'SKF 6205-2RSH 深沟球轴承' }],
  lineCount: 1,
  totalFen: 7200,
};

const EVENTS = [
  { type: 'RETURN' },
  { type: 'xstate.done.actor.returnCart', output: OCI },
  { type: 'xstate.error.actor.returnCart', error: apiError('购物车中没有可以带回采购系统的已勾选商品', 400) },
  { type: 'xstate.error.actor.returnCart', error: apiError('购物车已返回采购系统，本次 PunchOut 已结束，请从采购系统重新进入', 409) },
] as unknown as PunchoutReturnEvent[];

interface Effects {
  inputs: { sessionId: number }[];
  submitted: PunchoutForm[];
  forgotten: number;
}

const start = (effects: Effects) =>
  startMachine(punchoutReturnMachine, {
    input: { sessionId: 7 },
    provide: (fake) => ({
      actors: { returnCart: fake.promise('returnCart', effects.inputs) },
      actions: {
        submitForm: (_: unknown, params: { form: PunchoutForm }) => void effects.submitted.push(params.form),
        forgetSession: () => void (effects.forgotten += 1),
      },
    }),
  });

const paths = shortestPaths(punchoutReturnMachine, { events: EVENTS, input: { sessionId: 7 } });

describePaths('punchout return, model-based', paths, {
  effects: (): Effects => ({ inputs: [], submitted: [], forgotten: 0 }),
  start: (effects) => start(effects),
  check: (effects, h) => {
    const { value, context } = h.snapshot() as { value: string; context: PunchoutReturnContext };
    for (const input of effects.inputs) expect(input).toEqual({ sessionId: 7 });
    if (value === 'submitted') {
      expect(effects.submitted).toEqual([context.form]);
      expect(effects.forgotten).toBe(1);
    } else expect(effects.submitted).toHaveLength(0);
    if (value === 'ended') expect(effects.forgotten).toBe(1);
    if (value === 'idle' || value === 'returning') expect(effects.forgotten).toBe(0);
  },
});

describe('punchout return rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(punchoutReturnMachine, paths));

  it('a refusal that can be fixed (nothing ticked) keeps the session and may be tried again; then it submits', async () => {
    const effects: Effects = { inputs: [], submitted: [], forgotten: 0 };
    const h = start(effects);
    h.send({ type: 'RETURN' });
    h.pending('returnCart')!.reject(apiError('购物车中没有可以带回采购系统的已勾选商品', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('idle');
    expect((h.snapshot().context as PunchoutReturnContext).error).toBe('购物车中没有可以带回采购系统的已勾选商品');
    h.send({ type: 'RETURN' });
    expect((h.snapshot().context as PunchoutReturnContext).error).toBeNull();
    h.pending('returnCart')!.resolve(OCI);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('submitted');
    expect(effects.submitted).toEqual([OCI]);
    expect(effects.forgotten).toBe(1);
    h.stop();
  });

  it('a session the server no longer knows (404) is forgotten with its sentence', async () => {
    const effects: Effects = { inputs: [], submitted: [], forgotten: 0 };
    const h = start(effects);
    h.send({ type: 'RETURN' });
    h.pending('returnCart')!.reject(apiError('PunchOut 会话不存在或不属于当前登录', 404));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ended');
    expect(effects.forgotten).toBe(1);
    expect(effects.submitted).toHaveLength(0);
    h.stop();
  });
});
