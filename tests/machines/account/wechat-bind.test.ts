import { describe, expect, it } from 'vitest';
import { wechatBindMachine } from '../../../machines/account/wechat-bind.ts';
import type { WechatBindEvent, WechatBinding } from '../../../machines/account/wechat-bind.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const EVENTS = [
  { type: 'BIND' },
  { type: 'UNBIND' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.binding', output: { bound: false } },
  { type: 'xstate.done.actor.binding', output: { bound: true } },
  { type: 'xstate.error.actor.binding', error: new Error('网络异常') },
  { type: 'xstate.done.actor.wechatScan', output: { code: 'wx-code-0123456789' } },
  { type: 'xstate.done.actor.bind', output: { bound: true } },
  { type: 'xstate.error.actor.bind', error: { message: '该微信已绑定其他爱备客账号', code: 409, status: 409 } },
  { type: 'xstate.done.actor.unbind', output: { bound: false } },
  { type: 'xstate.error.actor.unbind', error: { message: '请先设置登录密码，再解除微信绑定', code: 400, status: 400 } },
] as unknown as WechatBindEvent[];

interface Effects {
  binds: Array<{ code: string }>;
  unbinds: number;
  changed: boolean[];
}

function startBind(effects: Effects): Harness {
  return startMachine(wechatBindMachine, {
    provide: (fake) => ({
      actors: {
        wechatScan: fake.child('wechatScan'),
        fetchBinding: fake.promise<WechatBinding, void>('binding'),
        bind: fake.promise<WechatBinding, { code: string }>('bind', effects.binds),
        unbind: fake.promise<WechatBinding, void>('unbind', () => void (effects.unbinds += 1)),
      },
      actions: {
        changed: (_, params) => {
          effects.changed.push(params.bound);
        },
      },
    }),
  });
}

const paths = shortestPaths(wechatBindMachine, { events: EVENTS, stopWhenDone: true });

describePaths('wechat bind, model-based', paths, {
  effects: (): Effects => ({ binds: [], unbinds: 0, changed: [] }),
  start: startBind,
  check: (effects, h, event) => {
    const snap = h.snapshot() as { value: string };
    if (snap.value === 'binding') expect(effects.binds.at(-1)).toEqual({ code: 'wx-code-0123456789' });
    // Unbinding happens only after the confirmation.
    if (snap.value === 'unbinding') expect(event.type).toBe('CONFIRM');
    if (event.type === 'xstate.done.actor.bind') expect(effects.changed.at(-1)).toBe(true);
    if (event.type === 'xstate.done.actor.unbind') expect(effects.changed.at(-1)).toBe(false);
  },
});

describe('wechat bind rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(wechatBindMachine, paths);
  });

  it('keeps the binding and shows why when unbinding is refused', async () => {
    const effects: Effects = { binds: [], unbinds: 0, changed: [] };
    const h = startBind(effects);
    h.pending('binding')!.resolve({ bound: true });
    await new Promise((r) => setTimeout(r, 0));
    h.send({ type: 'UNBIND' });
    expect(effects.unbinds).toBe(0);
    h.send({ type: 'CONFIRM' });
    expect(effects.unbinds).toBe(1);
    h.pending('unbind')!.reject({ message: '请先设置登录密码，再解除微信绑定', code: 400, status: 400 });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().value).toBe('bound');
    expect(h.snapshot().context).toEqual({ formError: '请先设置登录密码，再解除微信绑定' });
    expect(effects.changed).toEqual([]);
    h.stop();
  });
});
