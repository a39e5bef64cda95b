// Rules of the shell outside the machines: the loading bar's timing, the chunk-reload guard and
// the error page's lines.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishLoading, isLoadingVisible, LOADING_BAR, startLoading, subscribeLoading } from '../../../src/lib/loading-store.ts';
import { RELOAD_GUARD_MS, isChunkLoadError, shouldReload } from '../../../src/lib/chunk-reload.ts';
import { errorLines } from '../../../src/features/shell/error-text.ts';

describe('loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the constants of spec 9', () => {
    expect(LOADING_BAR).toEqual({ durationMs: 5000, throttleMs: 200, height: '2px' });
  });

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    startLoading();
    vi.advanceTimersByTime(199);
    finishLoading();
    vi.advanceTimersByTime(1000);
    expect(isLoadingVisible()).toBe(false);
  });

  it('shows after 200 ms of work and hides when the last call settles', () => {
    const changes: boolean[] = [];
    const stop = subscribeLoading(() => changes.push(isLoadingVisible()));
    startLoading();
    startLoading();
    vi.advanceTimersByTime(200);
    expect(isLoadingVisible()).toBe(true);
    finishLoading();
    expect(isLoadingVisible()).toBe(true);
    finishLoading();
    expect(isLoadingVisible()).toBe(false);
    expect(changes).toEqual([true, false]);
    stop();
  });
});

describe('chunk reload guard', () => {
  it('reloads at most once per 60000 ms', () => {
    expect(RELOAD_GUARD_MS).toBe(60000);
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 1000 + 59999)).toBe(false);
    expect(shouldReload(1000, 1000 + 60000)).toBe(true);
  });

  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('error page lines (spec 2.8)', () => {
  it('404, 601, other codes, and the server-busy line for the server\'s own failures (500-600, issue 34)', () => {
    expect(errorLines(404)).toEqual(['页面不存在！']);
    expect(errorLines(403, '无权访问')).toEqual(['无权访问']);
    expect(errorLines(499, 'x')).toEqual(['x']);
    expect(errorLines(502, '网关错误')).toEqual(['网关错误', '服务器开小差了~请稍后重试']);
    expect(errorLines(601)).toEqual(['该用户不是分销员']);
    expect(errorLines(500, '服务器错误')).toEqual(['服务器错误', '服务器开小差了~请稍后重试']);
    expect(errorLines(600, 'x')).toEqual(['x', '服务器开小差了~请稍后重试']);
    expect(errorLines(700, '未知错误')).toEqual(['未知错误']);
  });
});
