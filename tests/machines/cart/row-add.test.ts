// 加入购物车 on list rows (issue 12, item 6), model-based: every path of typing, adding, the
// server's answer and the session; plus the rules in directed tests.
import { describe, expect, it, vi } from 'vitest';
import { ADDED_SHOWN_MS, rowAddMachine } from '../../../machines/cart/row-add.ts';
import type { RowAddContext, RowAddEvent, RowAddInput, RowLine } from '../../../machines/cart/row-add.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const STOCK = Object.assign(new Error('商品暂时缺货'), { status: 409 });

const EVENTS = [
  { type: 'TYPE', text: '7' },
  { type: 'TYPE', text: '-5' },
  { type: 'TYPE', text: '' },
  { type: 'ADD' },
  { type: 'SESSION', loggedIn: true },
  { type: 'SESSION', loggedIn: false },
  { type: 'xstate.done.actor.addLine', output: null },
  { type: 'xstate.error.actor.addLine', error: STOCK },
] as unknown as RowAddEvent[];

interface Effects {
  adds: RowLine[];
  kept: RowLine[];
  logins: number;
}

const fresh = (): Effects => ({ adds: [], kept: [], logins: 0 });

function startRow(input: RowAddInput, effects: Effects): Harness {
  return startMachine(rowAddMachine, {
    input,
    timers: true,
    provide: (fake) => ({
      actors: { addLine: fake.promise<unknown, RowLine>('addLine', effects.adds) },
      actions: {
        keepForLogin: (_, params: RowLine) => void effects.kept.push(params),
        goToLogin: () => void (effects.logins += 1),
      },
    }),
  });
}

// Minimum 5, packs of 2: the least that can be ordered is 6.
const INPUTS: RowAddInput[] = [
  { goodsId: 9, rule: { min: 5, pack: 2 }, unit: '个', loggedIn: false },
  { goodsId: 9, rule: { min: 5, pack: 2 }, unit: '个', loggedIn: true },
];

useFakeTimers();

for (const input of INPUTS) {
  const paths = shortestPaths(rowAddMachine, { events: EVENTS, input });
  describePaths(`row add, model-based (${input.loggedIn ? 'member' : 'visitor'})`, paths, {
    effects: fresh,
    start: (effects) => startRow(input, effects),
    delays: { addedShown: ADDED_SHOWN_MS },
    check: (effects, h) => {
      const snap = h.snapshot() as { value: string; context: RowAddContext };
      // Nothing is ever sent or kept but whole packs from the minimum up.
      for (const line of [...effects.adds, ...effects.kept]) {
        expect(line.goodsId).toBe(9);
        expect(line.num).toBeGreaterThanOrEqual(6);
        expect(line.num % 2).toBe(0);
      }
      // A visitor's add never reaches the server: it is kept and the visitor sent to log in.
      expect(effects.kept.length).toBe(effects.logins);
      // A refused text stays as typed, with the reason.
      if (snap.context.typed === '-5') expect(snap.value === 'idle' || snap.value === 'added').toBe(true);
      if (snap.context.message?.kind === 'error') expect(snap.context.message.text).toBe('购买数量不能为负数');
      if (snap.value === 'adding') expect(effects.adds.at(-1)?.num).toBe(snap.context.num);
    },
  });
}

describe('row add rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(rowAddMachine, { events: EVENTS, input }));
    expectEveryStateReached(rowAddMachine, paths, ['rowAdd.checking']);
  });

  it('starts at the minimum in whole packs, rounds a typed 7 up to 8 with a note, refuses -5 as typed', async () => {
    const effects = fresh();
    const h = startRow(INPUTS[1]!, effects);
    expect((h.snapshot().context as RowAddContext).typed).toBe('6');
    h.send({ type: 'TYPE', text: '7' });
    h.send({ type: 'ADD' });
    expect(effects.adds).toEqual([{ goodsId: 9, num: 8 }]);
    expect((h.snapshot().context as RowAddContext).message).toEqual({ kind: 'note', text: '须按整包购买（每包 2个），已调整为 8' });
    h.pending('addLine')!.resolve(null);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('added');
    await vi.advanceTimersByTimeAsync(ADDED_SHOWN_MS);
    expect(h.snapshot().value).toBe('idle');
    h.send({ type: 'TYPE', text: '-5' });
    h.send({ type: 'ADD' });
    expect(effects.adds).toHaveLength(1);
    expect((h.snapshot().context as RowAddContext).typed).toBe('-5');
    h.stop();
  });

  it('a visitor\'s add is kept for after the login', () => {
    const effects = fresh();
    const h = startRow(INPUTS[0]!, effects);
    h.send({ type: 'TYPE', text: '12' });
    h.send({ type: 'ADD' });
    expect(effects).toMatchObject({ adds: [], kept: [{ goodsId: 9, num: 12 }], logins: 1 });
    h.stop();
  });
});
