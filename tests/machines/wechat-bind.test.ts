import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wechatBindMachine } from '../../machines/wechat-bind.ts';
import type { WechatBindEvent, WechatBinding } from '../../machines/wechat-bind.ts';
import { reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Harness } from './actor-test-model.ts';
import { createAccountTestModel, fakeChild, pendingActor } from './account-harness.ts';
import type { PendingMap } from './account-harness.ts';

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
  const pending: PendingMap = new Map();
  const machine = wechatBindMachine.provide({
    actors: {
      wechatScan: fakeChild(pending, 'wechatScan') as never,
      fetchBinding: pendingActor<WechatBinding, void>(pending, 'binding'),
      bind: pendingActor<WechatBinding, { code: string }>(pending, 'bind', effects.binds),
      unbind: pendingActor<WechatBinding, void>(pending, 'unbind', { push: () => (effects.unbinds += 1) } as unknown as void[]),
    },
    actions: {
      changed: (_, params) => {
        effects.changed.push(params.bound);
      },
    },
  });
  const actor = createActor(machine).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as WechatBindEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

const model = createAccountTestModel(wechatBindMachine, { events: EVENTS });
const paths = model.getShortestPaths();

describe(`wechat bind, model-based: ${paths.length} shortest paths`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      let effects: Effects = { binds: [], unbinds: 0, changed: [] };
      await walkPath(
        path,
        () => {
          effects = { binds: [], unbinds: 0, changed: [] };
          return startBind(effects);
        },
        {},
        (_s, h, event) => {
          const snap = h.snapshot() as { value: string };
          if (snap.value === 'binding') expect(effects.binds.at(-1)).toEqual({ code: 'wx-code-0123456789' });
          // Unbinding happens only after the confirmation.
          if (snap.value === 'unbinding') expect(event.type).toBe('CONFIRM');
          if (event.type === 'xstate.done.actor.bind') expect(effects.changed.at(-1)).toBe(true);
          if (event.type === 'xstate.done.actor.unbind') expect(effects.changed.at(-1)).toBe(false);
        },
      );
    });
  }
});

describe('wechat bind rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(wechatBindMachine)) expect(reached, id).toContain(id);
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
