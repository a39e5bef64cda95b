import { describe, expect, it } from 'vitest';
import { isNotFoundError, pageLoadMachine } from '../../../machines/shared/page-load.ts';
import type { PageLoadEvent } from '../../../machines/shared/page-load.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const NOT_FOUND = Object.assign(new Error('商品不存在'), { status: 404 });
const DOWN = Object.assign(new Error('服务器错误'), { status: 500 });

const EVENTS = [
  { type: 'LOAD', key: '2' },
  { type: 'LOAD', key: '1' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: { id: 1 } },
  { type: 'xstate.error.actor.load', error: NOT_FOUND },
  { type: 'xstate.error.actor.load', error: DOWN },
] as unknown as PageLoadEvent[];

function startLoad(keys: string[]): Harness {
  return startMachine(pageLoadMachine, {
    input: { key: '1' },
    provide: (fake) => ({
      actors: {
        load: fake.promise<unknown, { key: string }>('load', (input) => keys.push(input.key)),
      },
    }),
  });
}

const paths = shortestPaths(pageLoadMachine, { events: EVENTS, input: { key: '1' } });

describePaths('page load, model-based', paths, {
  effects: (): string[] => [],
  start: startLoad,
  check: (keys, h) => {
    const snap = h.snapshot() as { value: string; context: { key: string } };
    if (snap.value === 'loading') expect(keys.at(-1)).toBe(snap.context.key);
  },
});

describe('page load rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(pageLoadMachine, paths);
  });

  it('the same key does not reload; a 404 is "not found", anything else a failure to retry', async () => {
    const keys: string[] = [];
    const h = startLoad(keys);
    h.send({ type: 'LOAD', key: '1' });
    expect(keys).toEqual(['1']);
    h.pending('load')!.reject(NOT_FOUND);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('notFound');
    h.send({ type: 'LOAD', key: '2' });
    h.pending('load')!.reject(DOWN);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('failed');
    h.send({ type: 'RETRY' });
    h.pending('load')!.resolve({ id: 2 });
    await flushMicrotasks();
    expect(h.snapshot()).toMatchObject({ value: 'ready', context: { key: '2', data: { id: 2 } } });
    expect(keys).toEqual(['1', '2', '2']);
    h.stop();
  });

  it('knows a 404 by its status', () => {
    expect(isNotFoundError(NOT_FOUND)).toBe(true);
    expect(isNotFoundError(DOWN)).toBe(false);
    expect(isNotFoundError('404')).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
