// The 微信 row of the security settings: whether WeChat is bound (getWxOpenBind), binding it
// through a QR dialog (the wechatScan child; the scan's code -> bindWxOpen?code=), and
// unbinding it after a confirmation (removeWxOpenBind; refused without a login password).
// The app provides `fetchBinding`, `bind`, `unbind`, `changed` and the child's actors.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/service-failure.ts';
import { wechatScanMachine } from './wechat-scan.ts';
import { doneOutput } from '../shared/actor-events.ts';

export interface WechatBinding {
  bound: boolean;
}

export interface WechatBindContext {
  /** The server's refusal of the last bind or unbind. */
  formError: string | null;
}

export type WechatBindEvent =
  | { type: 'BIND' }
  | { type: 'UNBIND' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const wechatBindMachine = setup({
  types: {
    context: {} as WechatBindContext,
    events: {} as WechatBindEvent,
    children: {} as { wechatScan: 'wechatScan' },
  },
  actors: {
    wechatScan: wechatScanMachine,
    fetchBinding: fromPromise<WechatBinding, void>(() => Promise.reject(new Error('fetchBinding is provided by the app'))),
    bind: fromPromise<WechatBinding, { code: string }>(() => Promise.reject(new Error('bind is provided by the app'))),
    unbind: fromPromise<WechatBinding, void>(() => Promise.reject(new Error('unbind is provided by the app'))),
  },
  actions: {
    /** The binding changed: the app reads member info again. */
    changed: (_, _params: { bound: boolean }) => {},
    refuse: assign({ formError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    clearError: assign({ formError: null }),
  },
  guards: {
    isBound: (_, params: { binding: WechatBinding }) => params.binding.bound,
  },
}).createMachine({
  id: 'wechatBind',
  context: { formError: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'binding',
        src: 'fetchBinding',
        onDone: [
          { guard: { type: 'isBound', params: ({ event }) => ({ binding: event.output }) }, target: 'bound' },
          { target: 'unbound' },
        ],
        onError: { target: 'unknown' },
      },
    },
    unknown: {
      on: { RETRY: { target: 'checking' } },
    },
    unbound: {
      on: { BIND: { target: 'scanning', actions: 'clearError' } },
    },
    scanning: {
      invoke: { id: 'wechatScan', src: 'wechatScan', onDone: { target: 'binding' } },
      on: { CANCEL: { target: 'unbound' } },
    },
    binding: {
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ event }) => ({ code: doneOutput<{ code?: string } | undefined>(event)?.code ?? '' }),
        onDone: { target: 'bound', actions: { type: 'changed', params: { bound: true } } },
        onError: { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'scanning', actions: 'clearError' }, CANCEL: { target: 'unbound', actions: 'clearError' } },
    },
    bound: {
      on: { UNBIND: { target: 'confirming', actions: 'clearError' } },
    },
    confirming: {
      on: { CONFIRM: { target: 'unbinding' }, CANCEL: { target: 'bound' } },
    },
    unbinding: {
      invoke: {
        id: 'unbind',
        src: 'unbind',
        onDone: { target: 'unbound', actions: { type: 'changed', params: { bound: false } } },
        onError: { target: 'bound', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
