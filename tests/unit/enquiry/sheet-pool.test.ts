// The pool of sheet workers (server/modules/enquiry/sheet-pool.ts, sheet-worker.mjs): a real
// worker module; the real inflated size counted (a zip that lies about it is refused); one owner's
// files never hold up another owner's; a file past its time limit ends its worker, which is replaced.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GridFailure, SheetPool } from '../../../server/modules/enquiry/sheet-pool.ts';

const bomb = readFileSync(new URL('../../api/enquiry/fixtures/lying-bomb.xlsx', import.meta.url));
const sheet = readFileSync(new URL('../../api/enquiry/fixtures/layout-b1-order-no.xlsx', import.meta.url));
const MB = 1024 * 1024;

describe('SheetPool', () => {
  it('reads a sheet, and refuses a zip whose real inflated size passes the limit though it declares 1 KB', async () => {
    const pool = new SheetPool(2, 30_000);
    const ok = await pool.run({ kind: 'xlsx', bytes: sheet, rowCap: 100, maxUncompressed: 100 * MB }, 'a');
    expect(ok.rows![0]).toEqual(['订货号/型号', '品牌', '需求数量（个）', '备注']);
    expect(await pool.run({ kind: 'xlsx', bytes: bomb, rowCap: 100, maxUncompressed: 20 * MB }, 'a')).toMatchObject({ error: 'zipBomb' });
  });

  it('another owner\'s file is read while one owner\'s bombs wait their turn', async () => {
    const pool = new SheetPool(2, 30_000);
    const done: string[] = [];
    const bombs = Array.from({ length: 6 }, (_, i) => pool.run({ kind: 'xlsx', bytes: bomb, rowCap: 100, maxUncompressed: 100 * MB }, 'a').then(() => done.push(`a${i}`)));
    const small = pool.run({ kind: 'csv', bytes: Buffer.from('型号,数量\r\nX1,1\r\n'), rowCap: 100, maxUncompressed: MB }, 'b').then((a) => {
      done.push('b');
      return a;
    });
    expect((await small).rows).toEqual([['型号', '数量'], ['X1', '1']]);
    await Promise.all(bombs);
    // b started on the worker a may not take, so it did not wait behind a's six bombs (read one
    // after another on a's one worker). Starting b's worker can take a bomb or two on a loaded
    // machine (CI runs Vitest beside Playwright), so b is only held to finish in the first half.
    expect(done.indexOf('b')).toBeLessThanOrEqual(3);
  });

  it('a file past its time limit is refused, and the next file is read by a new worker', async () => {
    const pool = new SheetPool(1, 30_000);
    await expect(pool.run({ kind: 'xlsx', bytes: bomb, rowCap: 100, maxUncompressed: 1024 * MB, timeoutMs: 1 }, 'a')).rejects.toEqual(new GridFailure('timeout'));
    expect((await pool.run({ kind: 'csv', bytes: Buffer.from('a,b\r\n'), rowCap: 10, maxUncompressed: MB }, 'a')).rows).toEqual([['a', 'b']]);
  });
});
