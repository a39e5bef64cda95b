// main.ts stops gracefully: on SIGTERM it closes the server and the database and exits 0, and
// the embedded data dir opens cleanly again afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.ts';

describe('graceful shutdown', () => {
  it('exits 0 on SIGTERM and leaves the data dir reusable', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aibeike-shutdown-'));
    const port = 3600 + Math.floor(Math.random() * 200);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_SKUS: '0', STATIC_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const url = `http://127.0.0.1:${port}`;
    // A cold PGlite start with every migration can take tens of seconds on a busy 2-core machine.
    // Each probe gives up after 2 s, so one that hangs does not spend the budget; the last
    // probe's answer or error goes into the failure message.
    let ready = false;
    let last = 'no probe yet';
    const deadline = Date.now() + 120_000;
    while (!ready && child.exitCode === null && Date.now() < deadline) {
      ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        async (r) => ((last = `HTTP ${r.status} ${await r.text()}`), r.ok),
        (err: unknown) => ((last = String((err as { cause?: unknown })?.cause ?? err)), false),
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready, `last probe: ${last}; exit code ${child.exitCode}\n${output}`).toBe(true);
    expect((await fetch(`${url}/gateway/goods/open/goods/category/list`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('收到 SIGTERM，正在停止');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    const handle = await connect({ databaseUrl: null, dataDir });
    const migrations = await handle.db.selectFrom('kysely_migration' as never).selectAll().execute();
    expect(migrations.length).toBeGreaterThanOrEqual(5);
    await handle.close();
  }, 180_000);
});
