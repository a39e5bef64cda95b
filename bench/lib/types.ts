// The contract between bench/run.ts and each case: what a case is given and what it reports.

export interface BenchContext {
  serverEnv: Record<string, string>;
  databaseUrl: string | null;
  seconds: number;
}

export interface BenchReport {
  name: string;
  figures: Record<string, number | string>;
  table: Record<string, string | number>[];
}
