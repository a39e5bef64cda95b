// The small answer cache of the suggestions and the miss hints (server/modules/catalogue/expiring-map.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringMap } from '../../server/modules/catalogue/expiring-map.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ExpiringMap', () => {
  it('keeps an entry for its time and no longer', () => {
    vi.useFakeTimers();
    const map = new ExpiringMap<string, number>(1_000, 10);
    map.set('a', 1);
    vi.advanceTimersByTime(1_000);
    expect(map.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('past its bound drops the oldest set entry; setting again makes an entry young', () => {
    const map = new ExpiringMap<string, number>(60_000, 2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
    expect(map.size).toBe(2);
  });

  it('deleteIf forgets only the value it names; clear forgets all', () => {
    const map = new ExpiringMap<string, object>(60_000, 10);
    const first = {};
    const second = {};
    map.set('k', first);
    map.set('k', second);
    map.deleteIf('k', first);
    expect(map.get('k')).toBe(second);
    map.deleteIf('k', second);
    expect(map.get('k')).toBeUndefined();
    map.set('x', first);
    map.clear();
    expect(map.size).toBe(0);
  });
});
