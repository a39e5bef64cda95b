import { describe, expect, it, vi } from 'vitest';
import { POLL_MS, wechatScanMachine } from '../../../machines/account/wechat-scan.ts';
import type { ScanResult, WechatQr, WechatScanEvent } from '../../../machines/account/wechat-scan.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const QR: WechatQr = { state: '0123456789abcdef0123456789abcdef', qrImage: 'data:image/svg+xml;base64,AA==', expiresIn: 300, provider: 'local' };

const EVENTS = [
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.qr', output: QR },
  { type: 'xstate.error.actor.qr', error: new Error('网络异常') },
  { type: 'xstate.done.actor.scan', output: { status: 'waiting' } },
  { type: 'xstate.done.actor.scan', output: { status: 'confirmed', code: 'wx-code-0123456789' } },
  { type: 'xstate.done.actor.scan', output: { status: 'expired' } },
  { type: 'xstate.error.actor.scan', error: new Error('网络异常') },
] as unknown as WechatScanEvent[];

interface Effects {
  qrs: number;
  polls: Array<{ state: string }>;
}

function startScan(effects: Effects) {
  return startMachine(wechatScanMachine, {
    timers: true,
    provide: (fake) => ({
      actors: {
        fetchQr: fake.promise<WechatQr, void>('qr', () => void (effects.qrs += 1)),
        checkScan: fake.promise<ScanResult, { state: string }>('scan', effects.polls),
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(wechatScanMachine, { events: EVENTS, stopWhenDone: true });

describePaths('wechat scan, model-based', paths, {
  effects: (): Effects => ({ qrs: 0, polls: [] }),
  start: startScan,
  delays: { pollDelay: POLL_MS, qrExpiry: QR.expiresIn * 1000 },
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: { qr: WechatQr | null } };
    const value = JSON.stringify(snap.value);
    // Polls ask about the QR on screen.
    if (value === '{"showing":"checking"}') expect(effects.polls.at(-1)).toEqual({ state: QR.state });
    if (value.startsWith('{"showing"')) expect(snap.context.qr).toEqual(QR);
    if (value === '"confirmed"') expect(h.state().output).toEqual({ code: 'wx-code-0123456789' });
  },
});

describe('wechat scan rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(wechatScanMachine, paths);
  });

  it('polls every 2 s until the scan, and a QR expires after its lifetime', async () => {
    const effects: Effects = { qrs: 0, polls: [] };
    const h = startScan(effects);
    h.pending('qr')!.resolve({ ...QR, expiresIn: 10 });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 1; i <= 4; i++) {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      expect(effects.polls).toHaveLength(i);
      h.pending('scan')!.resolve({ status: 'waiting' });
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.snapshot().value).toBe('expired');
    h.send({ type: 'REFRESH' });
    expect(effects.qrs).toBe(2);
    h.stop();
  });
});
