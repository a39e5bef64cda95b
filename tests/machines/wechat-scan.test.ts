import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { POLL_MS, wechatScanMachine } from '../../machines/wechat-scan.ts';
import type { ScanResult, WechatQr, WechatScanEvent } from '../../machines/wechat-scan.ts';
import { reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Harness } from './actor-test-model.ts';
import { createAccountTestModel, pendingActor } from './account-harness.ts';
import type { PendingMap } from './account-harness.ts';

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

function startScan(effects: Effects): Harness & { output: () => unknown } {
  const pending: PendingMap = new Map();
  const machine = wechatScanMachine.provide({
    actors: {
      fetchQr: pendingActor<WechatQr, void>(pending, 'qr', { push: () => (effects.qrs += 1) } as unknown as void[]),
      checkScan: pendingActor<ScanResult, { state: string }>(pending, 'scan', effects.polls),
    },
  });
  const actor = createActor(machine).start();
  return {
    snapshot: () => actor.getSnapshot(),
    output: () => actor.getSnapshot().output,
    send: (event) => actor.send(event as WechatScanEvent),
    pending: (id) => pending.get(id),
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    stop: () => actor.stop(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const model = createAccountTestModel(wechatScanMachine, { events: EVENTS });
const paths = model.getShortestPaths();

describe(`wechat scan, model-based: ${paths.length} shortest paths`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      let effects: Effects = { qrs: 0, polls: [] };
      let harness: ReturnType<typeof startScan> | null = null;
      await walkPath(
        path,
        () => {
          effects = { qrs: 0, polls: [] };
          harness = startScan(effects);
          return harness;
        },
        { pollDelay: POLL_MS, qrExpiry: QR.expiresIn * 1000 },
        (_s, h) => {
          const snap = h.snapshot() as { value: unknown; context: { qr: WechatQr | null } };
          const value = JSON.stringify(snap.value);
          // Polls ask about the QR on screen.
          if (value === '{"showing":"checking"}') expect(effects.polls.at(-1)).toEqual({ state: QR.state });
          if (value.startsWith('{"showing"')) expect(snap.context.qr).toEqual(QR);
          if (value === '"confirmed"') expect(harness!.output()).toEqual({ code: 'wx-code-0123456789' });
        },
      );
    });
  }
});

describe('wechat scan rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(wechatScanMachine)) expect(reached, id).toContain(id);
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
