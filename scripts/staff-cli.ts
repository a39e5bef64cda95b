// What every staff command line shares (npm run orders | cooperation | content): the result
// shape the tests read, the usage error, argument helpers, the mapping of a failure to an exit
// code and a Chinese line, and the entry that opens the database, runs one command, records it in
// the staff audit log (runRecorded) and closes it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { formatChinaDateTime } from '../domain/shared/china-time.ts';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { AppError } from '../server/http/errors.ts';
import { recordCliAction } from '../server/modules/staff/public.ts';

export interface CliResult {
  code: number;
  out: string[];
}

/** A command used wrongly: exit code 2 with the help. */
export class UsageError extends Error {}

/** An ISO time as China wall-clock "YYYY-MM-DD hh:mm" (— for none). */
export const china = (iso: string | null) => formatChinaDateTime(iso) || '—';

export function need(value: string | undefined, what: string): string {
  if (!value || !value.trim()) throw new UsageError(`请提供${what}`);
  return value.trim();
}

export function int(value: string | undefined, what: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`${what}必须是正整数：${value}`);
  return n;
}

/** A refusal of the business rules is exit 1; misuse (also of parseArgs) is exit 2 with the help. */
export function cliFailure(err: unknown, help: string): CliResult {
  if (err instanceof AppError) return { code: 1, out: [`操作未完成：${err.message}`] };
  if (err instanceof UsageError) return { code: 2, out: [err.message, '', help] };
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) return { code: 2, out: [`参数错误：${err.message}`, '', help] };
  throw err;
}

/** The npm script a CLI module is run as (scripts/orders.ts -> orders). */
export function scriptName(moduleUrl: string): string {
  return path.basename(fileURLToPath(moduleUrl), '.ts');
}

/**
 * Runs one command and, when it succeeded and was not a reading command, writes it to the staff
 * audit log (actor 'cli', the operating-system user): every staff CLI is recorded here, in one place.
 */
export async function runRecorded(
  db: Kysely<Database>,
  script: string,
  argv: string[],
  run: (db: Kysely<Database>, argv: string[]) => Promise<CliResult>,
): Promise<CliResult> {
  const result = await run(db, argv);
  if (result.code === 0) await recordCliAction(db, script, argv, result.out);
  return result;
}

/**
 * When `moduleUrl` is the script node was started with: prints the help for no arguments or
 * --help, else runs the command on the configured database and prints its lines.
 */
export function runWhenMain(moduleUrl: string, help: string, failedLabel: string, run: (db: Kysely<Database>, argv: string[]) => Promise<CliResult>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const main = async () => {
    const argv = process.argv.slice(2);
    if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
      console.log(help);
      process.exitCode = argv.length === 0 ? 2 : 0;
      return;
    }
    const handle = await connect(loadConfig());
    try {
      await migrateToLatest(handle.db);
      const result = await runRecorded(handle.db, scriptName(moduleUrl), argv, run);
      const print = result.code === 0 ? console.log : console.error;
      for (const line of result.out) print(line);
      process.exitCode = result.code;
    } finally {
      await handle.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(`${failedLabel}：${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
