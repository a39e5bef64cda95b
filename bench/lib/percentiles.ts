// Latency percentiles of a list of durations in milliseconds (nearest rank, two decimals).
export interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(times: readonly number[]): Percentiles {
  const t = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round((t[Math.min(t.length - 1, Math.floor(q * t.length))] ?? 0) * 100) / 100;
  return { n: t.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
