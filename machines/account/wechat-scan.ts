// A WeChat QR waiting for its scan: the login page's 微信扫码 tab and the 绑定微信 dialog of
// the security settings invoke it. It loads a QR (GET /system/open/wechat/qrcode), asks
// every POLL_MS whether it was scanned (GET /system/open/wechat/scanResult?state=), and ends
// with the WeChat code once the scan is confirmed. A QR lives `expiresIn` seconds; after
// that (or when the server says expired/used) the visitor asks for a new one.
import { assign, fromPromise, setup } from 'xstate';

export const POLL_MS = 2000;

export interface WechatQr {
  /** 32 hex characters naming this QR on the server. */
  state: string;
  /** data: URL of the QR image. */
  qrImage: string;
  expiresIn: number;
  /** 'local': a simulated WeChat (development and tests); 'wechat': the real one. */
  provider: string;
}

export interface ScanResult {
  status: 'waiting' | 'confirmed' | 'used' | 'expired';
  code?: string;
}

export interface WechatScanContext {
  qr: WechatQr | null;
  /** The code of the confirmed scan. */
  code: string | null;
}

export interface WechatScanOutput {
  code: string;
}

export type WechatScanEvent = { type: 'REFRESH' };

export const wechatScanMachine = setup({
  types: {
    context: {} as WechatScanContext,
    events: {} as WechatScanEvent,
    output: {} as WechatScanOutput,
  },
  actors: {
    fetchQr: fromPromise<WechatQr, void>(() => Promise.reject(new Error('fetchQr is provided by the app'))),
    checkScan: fromPromise<ScanResult, { state: string }>(() => Promise.reject(new Error('checkScan is provided by the app'))),
  },
  delays: {
    pollDelay: POLL_MS,
    qrExpiry: ({ context }) => Math.max(1, context.qr?.expiresIn ?? 300) * 1000,
  },
  actions: {
    setQr: assign({ qr: (_, params: { qr: WechatQr }) => params.qr }),
    dropQr: assign({ qr: null }),
    setCode: assign({ code: (_, params: { result: ScanResult }) => params.result.code ?? null }),
  },
  guards: {
    confirmed: (_, params: { result: ScanResult }) => params.result.status === 'confirmed' && !!params.result.code,
    gone: (_, params: { result: ScanResult }) => params.result.status === 'expired' || params.result.status === 'used',
  },
}).createMachine({
  id: 'wechatScan',
  context: { qr: null, code: null },
  initial: 'loading',
  output: ({ context }) => ({ code: context.code ?? '' }),
  states: {
    loading: {
      invoke: {
        id: 'qr',
        src: 'fetchQr',
        onDone: { target: 'showing', actions: { type: 'setQr', params: ({ event }) => ({ qr: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { REFRESH: { target: 'loading' } },
    },
    showing: {
      initial: 'waiting',
      after: { qrExpiry: { target: 'expired' } },
      on: { REFRESH: { target: 'loading', actions: 'dropQr' } },
      states: {
        waiting: {
          after: { pollDelay: { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'scan',
            src: 'checkScan',
            input: ({ context }) => ({ state: context.qr?.state ?? '' }),
            onDone: [
              {
                guard: { type: 'confirmed', params: ({ event }) => ({ result: event.output }) },
                target: '#wechatScan.confirmed',
                actions: { type: 'setCode', params: ({ event }) => ({ result: event.output }) },
              },
              { guard: { type: 'gone', params: ({ event }) => ({ result: event.output }) }, target: '#wechatScan.expired' },
              { target: 'waiting' },
            ],
            // A lost poll is asked again at the next tick.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    expired: {
      on: { REFRESH: { target: 'loading', actions: 'dropQr' } },
    },
    confirmed: { type: 'final' },
  },
});

export type WechatScanMachine = typeof wechatScanMachine;
