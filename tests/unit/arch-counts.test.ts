// The counters of `npm run arch` (scripts/arch-counts.ts): each catches a violation planted in a
// string (a cross-feature import in each layer, a write to another module's table by Kysely and by
// raw SQL, an unmarked read of another module's table, a query in a service file, knip's findings),
// lets the allowed cases pass, and the table map (server/db/table-owners.ts) agrees with
// server/db/schema.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  camelOf,
  crossFeatureImports,
  knipFindings,
  queriesOutsideRepositories,
  tableMapDrift,
  tableOwnersOfSchema,
  tableReferences,
  undocumentedExceptions,
  unmarkedReads,
} from '../../scripts/arch-counts.ts';
import { TABLE_OWNERS } from '../../server/db/table-owners.ts';

const file = (path: string, text: string) => ({ path, text });
const OWNERS = { member: 'account', goodsStock: 'stock', saleOrder: 'orders', siteSetting: 'platform' } as const;

describe('1. cross-feature imports', () => {
  it('counts a reach inside another feature in src/features and server/modules, not its public.ts', () => {
    const found = crossFeatureImports([
      file('src/features/cart/pages/cart-page.tsx', `import { a } from '../../account/api.ts';\nimport { b } from '../../account/public.ts';\nimport { c } from '../api.ts';`),
      file('server/modules/orders/sale-service.ts', `import type { T } from '../stock/stock-repository.ts';\nimport { x } from '../stock/public.ts';\nconst m = await import('../payments/pay-service.ts');`),
    ]);
    expect(found.map((f) => [f.file, f.line, f.what.split(':')[0]])).toEqual([
      ['src/features/cart/pages/cart-page.tsx', 1, '../../account/api.ts'],
      ['server/modules/orders/sale-service.ts', 1, '../stock/stock-repository.ts'],
      ['server/modules/orders/sale-service.ts', 3, '../payments/pay-service.ts'],
    ]);
  });

  it('lets machines/<f> import its own feature, machines/shared and any domain folder; domain/<f> only its own and shared', () => {
    const found = crossFeatureImports([
      file('machines/checkout/checkout.ts', `import { f } from '../account/account-form.ts';\nimport { g } from '../shared/page-load.ts';\nimport { h } from '../../domain/orders/int-enum.ts';\nimport { i } from '../../domain/checkout/rules.ts';\nimport { j } from '../../domain/shared/money.ts';`),
      file('domain/cart/cart.ts', `export { k } from '../catalogue/fields.ts';\nimport { l } from '../shared/money.ts';`),
    ]);
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['machines/checkout/checkout.ts:1', 'domain/cart/cart.ts:1']);
  });

  it('leaves files outside the feature folders and imports of packages alone', () => {
    expect(crossFeatureImports([file('src/ui/x.tsx', `import '../features/cart/api.ts';`), file('machines/cart/x.ts', `import { setup } from 'xstate';`)])).toEqual([]);
  });
});

describe('2. writes to tables of another module', () => {
  it('counts Kysely writes (aliases too) and raw SQL writes in snake_case, reads apart', () => {
    const counts = tableReferences(
      [
        file(
          'server/modules/distribution/distributor-service.ts',
          [
            `await trx.updateTable('member').set({ x: 1 }).execute();`,
            `await trx.insertInto('saleOrder as o').values(v).execute();`,
            `await trx.deleteFrom(['goodsStock']).execute();`,
            `await sql\`update goods_stock s set qty = qty - \${n} where goods_id = \${id}\`.execute(trx);`,
            `await sql\`INSERT INTO site_setting (k) VALUES (\${k})\`.execute(trx);`,
            `await sql\`delete from member where id = \${id}\`.execute(trx);`,
            `const rows = await db.selectFrom('member as m').innerJoin('saleOrder as o', 'o.memberId', 'm.id').selectAll().execute();`,
            `const n = await sql\`select count(*) from goods_stock join member on true\`.execute(db);`,
            `await db.updateTable(table).set({}).execute();`,
          ].join('\n'),
        ),
        file('server/modules/account/member-repository.ts', `await db.updateTable('member').set({}).execute();\nawait sql\`delete from member\`.execute(db);`),
      ],
      OWNERS,
    );
    expect(counts.foreignWrites.map((f) => `${f.line} ${f.what}`)).toEqual([
      "1 .updateTable('member'): member belongs to account",
      "2 .insertInto('saleOrder as o'): saleOrder belongs to orders",
      "3 .deleteFrom('goodsStock'): goodsStock belongs to stock",
      '4 sql`UPDATE goods_stock`: goodsStock belongs to stock',
      '5 sql`INSERT INTO site_setting`: siteSetting belongs to platform',
      '6 sql`DELETE FROM member`: member belongs to account',
    ]);
    expect(counts.foreignReads.map((f) => f.line)).toEqual([7, 7, 8, 8]);
    expect(counts.unresolved.map((f) => f.what)).toEqual(['.updateTable(table)']);
    expect(counts.references).toBe(12);
  });

  it('maps snake_case to the camelCase names of the CamelCasePlugin', () => {
    expect(camelOf('sale_order_line')).toBe('saleOrderLine');
    expect(camelOf('member')).toBe('member');
  });

  it('the table map matches server/db/schema.ts, and a drift is reported', () => {
    const declared = tableOwnersOfSchema(readFileSync('server/db/schema.ts', 'utf8'));
    expect(Object.keys(declared).length).toBeGreaterThan(70);
    expect(tableMapDrift(TABLE_OWNERS, declared)).toEqual([]);
    expect(tableMapDrift({ ...TABLE_OWNERS, member: 'distribution' }, declared)).toEqual(['member: table-owners.ts says distribution, schema.ts declares account']);
    const { member: _, ...withoutMember } = TABLE_OWNERS;
    expect(tableMapDrift(withoutMember, declared)).toEqual(['member: table-owners.ts says (missing), schema.ts declares account']);
  });
});

describe("2b. reads of another module's tables without their reason", () => {
  const reads = [
    `const m = await db.selectFrom('member').select('name').executeTakeFirst();`,
    `const n = await sql\`select sum(qty) from goods_stock s join sale_order o on true\`.execute(db);`,
  ];

  it('lists a foreign read whose file has no mark, by Kysely and raw SQL', () => {
    const found = unmarkedReads([file('server/modules/points/points-repository.ts', reads.join('\n'))], OWNERS);
    expect(found.map((f) => `${f.line} ${f.what.split(',')[0]}`)).toEqual([
      "1 .selectFrom('member'): member of account",
      '2 sql`FROM goods_stock`: goodsStock of stock',
      '2 sql`JOIN sale_order`: saleOrder of orders',
    ]);
  });

  it('a mark naming the table (snake_case or camelCase, one of a list) and its owner, with a reason, lets the read pass', () => {
    const marked = [
      `  // reads member of account: the buyer's name beside each row, in the one join`,
      reads[0],
      `  // reads goodsStock of stock and sale_order / cart_item of orders: stock imports points, so its public.ts would be an import cycle`,
      reads[1],
    ].join('\n');
    expect(unmarkedReads([file('server/modules/points/points-repository.ts', marked)], OWNERS)).toEqual([]);
    const list = `// reads goods_stock, member, sale_order of account: x\n${reads.join('\n')}`;
    expect(unmarkedReads([file('server/modules/points/points-repository.ts', list)], OWNERS).map((f) => f.what.split(',')[0])).toEqual([
      'sql`FROM goods_stock`: goodsStock of stock',
      'sql`JOIN sale_order`: saleOrder of orders',
    ]);
  });

  it('a mark with the wrong owner or no reason does not count', () => {
    for (const mark of ['// reads member of accounts: a reason', '// reads member of account:', '// reads member of account:   ', '// reads member of account a reason', '// reads member: a reason']) {
      const found = unmarkedReads([file('server/modules/points/points-repository.ts', `${mark}\n${reads[0]}`)], OWNERS);
      expect(found.map((f) => f.line), mark).toEqual([2]);
    }
  });

  it('never lists a read of an own table, a write, or a file outside server/modules', () => {
    expect(unmarkedReads([file('server/modules/account/member-repository.ts', `${reads[0]}\nawait sql\`select * from member\`.execute(db);`)], OWNERS)).toEqual([]);
    expect(unmarkedReads([file('server/modules/stock/stock-repository.ts', `await sql\`update goods_stock set qty = 0\`.execute(db);`)], OWNERS)).toEqual([]);
    expect(unmarkedReads([file('server/http/x.ts', reads.join('\n'))], OWNERS)).toEqual([]);
  });
});

describe('3. queries outside repositories', () => {
  const service = file(
    'server/modules/orders/order-cancel.ts',
    [
      `const row = await trx.selectFrom('saleOrder').selectAll().executeTakeFirst();`,
      `await sql\`select pg_advisory_xact_lock(1)\`.execute(trx);`,
      `const at = sql\`now()\`;`,
      `const q = sql<number>\`\n  SELECT 1\`;`,
      `const nothing = db.selectNoFrom((eb) => eb.val(1).as('x'));`,
    ].join('\n'),
  );
  const repository = file('server/modules/orders/sale-order-repository.ts', `export const one = (db) => db.selectFrom('saleOrder').selectAll().execute();`);

  it('counts query starts in a file that is not a repository, not fragments', () => {
    const counts = queriesOutsideRepositories([service, repository], []);
    expect(counts.outside.map((f) => `${f.line} ${f.what.slice(0, 14)}`)).toEqual(['1 .selectFrom()', '2 sql`select pg_', '4 sql`SELECT 1`', '6 .selectNoFrom(']);
    expect(counts).toMatchObject({ total: 5, inRepositories: 1, excepted: [] });
  });

  it('an exception moves a file apart, and must be named in docs/decisions.md', () => {
    const exceptions = [{ file: service.path, reason: 'test' }];
    expect(queriesOutsideRepositories([service, repository], exceptions).outside).toEqual([]);
    expect(undocumentedExceptions(exceptions, '## x\nserver/modules/orders/order-cancel.ts keeps its lock', [service])).toEqual([]);
    expect(undocumentedExceptions(exceptions, '## nothing', [service])).toEqual(['server/modules/orders/order-cancel.ts: not named in docs/decisions.md']);
    expect(undocumentedExceptions(exceptions, 'order-cancel.ts', [])).toEqual(['server/modules/orders/order-cancel.ts: no such file']);
  });
});

describe('4. knip findings', () => {
  it('counts every kind of finding of the JSON reporter', () => {
    const k = knipFindings({
      issues: [
        { file: 'src/ui/old.tsx', files: [{ name: 'src/ui/old.tsx' }], exports: [], types: [] },
        { file: 'package.json', dependencies: [{ name: 'left-pad' }], devDependencies: [] },
        { file: 'domain/x.ts', exports: [{ name: 'A' }, { name: 'B' }], types: [{ name: 'T' }], duplicates: [[{ name: 'C' }, { name: 'D' }]], enumMembers: { E: [{ name: 'z' }] } },
      ],
    });
    expect(k.byKind).toEqual({ files: 1, dependencies: 1, exports: 2, types: 1, duplicates: 1, enumMembers: 1 });
    expect(k.total).toBe(7);
    expect(k.list).toContain('duplicates: domain/x.ts C, D');
    expect(knipFindings({ issues: [{ file: 'a.ts', exports: [], types: [] }] }).total).toBe(0);
  });
});
