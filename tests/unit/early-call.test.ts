import { describe, expect, it, vi } from 'vitest';
import { earlyCall } from '../../src/lib/early-call.ts';

describe('earlyCall', () => {
  it('starts the first call at once and hands it to the first caller asking the same, once', async () => {
    const call = vi.fn((input: { page: number }) => Promise.resolve(`answer ${input.page}#${call.mock.calls.length}`));
    const fetchPage = earlyCall({ page: 1 }, call);
    expect(call).toHaveBeenCalledTimes(1);
    await expect(fetchPage({ page: 1 })).resolves.toBe('answer 1#1');
    expect(call).toHaveBeenCalledTimes(1);
    // Taken once: the same request again is a new call.
    await expect(fetchPage({ page: 1 })).resolves.toBe('answer 1#2');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('sends its own call for another request, and the early answer is then dropped', async () => {
    const call = vi.fn((input: { page: number }) => Promise.resolve(`answer ${input.page}`));
    const fetchPage = earlyCall({ page: 1 }, call);
    await expect(fetchPage({ page: 2 })).resolves.toBe('answer 2');
    await expect(fetchPage({ page: 1 })).resolves.toBe('answer 1');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('does not hand over an answer older than ten seconds', async () => {
    let clock = 0;
    const call = vi.fn(() => Promise.resolve(clock));
    const fetchPage = earlyCall('q', call, () => clock);
    clock = 10_000;
    await expect(fetchPage('q')).resolves.toBe(10_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('passes an early failure to the caller that takes it, and reports nothing when none does', async () => {
    const failing = earlyCall('q', () => Promise.reject(new Error('网络异常')));
    await expect(failing('q')).rejects.toThrow('网络异常');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    earlyCall('q', () => Promise.reject(new Error('没人要')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
