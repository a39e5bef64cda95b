// The lint guardrails fire: one-way imports (src -> machines -> domain, server -> domain), no
// import cycles, feature and module boundaries (src/features, server/modules, machines, domain), and
// Chinese text only in text/messages files.
// Each rule is shown a bad example that it reports and a good one that it lets pass.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// no-cycle walks the real import graph from each probe; only its own tests need that.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function messages(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = (result?.messages ?? []).filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'));
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restricted = (filePath: string, code: string) => messages('no-restricted-imports', filePath, code);

describe('import direction', () => {
  it('keeps machines free of React, cookies and the app', async () => {
    expect(await restricted('machines/probe.ts', "import React from 'react';\nexport const r = React;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import Cookies from 'js-cookie';\nexport const a = Cookies;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import { x } from '../src/lib/client.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import { modelKey } from '../domain/model-key.ts';\nexport const k = modelKey;\n")).toHaveLength(0);
  });

  it('keeps the server away from the SPA and the machines', async () => {
    expect(await restricted('server/probe.ts', "import { x } from '../src/app/app.tsx';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restricted('server/probe.ts', "import { m } from '../machines/account/session.ts';\nexport const n = m;\n")).toHaveLength(1);
    expect(await restricted('server/probe.ts', "import { MSG } from '../domain/shared/messages.ts';\nexport const n = MSG;\n")).toHaveLength(0);
  });

  it('keeps domain pure and the SPA off the server code', async () => {
    expect(await restricted('domain/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toHaveLength(1);
    expect(await restricted('domain/probe.ts', "import { a } from '../server/app.ts';\nexport const b = a;\n")).toHaveLength(1);
    expect(await restricted('src/probe.ts', "import { a } from '../server/app.ts';\nexport const b = a;\n")).toHaveLength(1);
  });
});

describe('no import cycles', () => {
  // no-cycle follows imports on disk, so the probe modules are real files (in .scratch/, which
  // `eslint .` and git ignore); the linted text stands in for a.ts.
  const dir = path.join('.scratch', `lint-cycle-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
  writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
  writeFileSync(path.join(dir, 'c.ts'), 'export const c = 1;\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const unignored = new ESLint({ ignore: false });
  async function cycles(code: string): Promise<number> {
    const [result] = await unignored.lintText(code, { filePath: path.join(dir, 'a.ts') });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').length;
  }

  it('reports a module that imports one which imports it back (.ts-extension imports resolve)', async () => {
    expect(await cycles("import { b } from './b.ts';\nexport const a = () => b;\n")).toBe(1);
  });

  it('lets a one-way import pass', async () => {
    expect(await cycles("import { c } from './c.ts';\nexport const a = () => c;\n")).toBe(0);
  });
});

describe('SPA feature boundaries', () => {
  const spa = (filePath: string, code: string) => messages('arch/spa-boundaries', filePath, code);
  const use = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

  it("lets a feature import ui, lib, itself, machines, domain and another feature's public.ts", async () => {
    const file = 'src/features/cart/pages/cart-page.tsx';
    for (const spec of ['../../../ui/page-states.tsx', '../../../lib/client.ts', '../api.ts', '../components/cart-table.tsx', '../../../../machines/cart/cart.ts', '../../../../domain/cart/cart.ts', '../../catalogue/public.ts', '@chakra-ui/react']) {
      expect(await spa(file, use(spec)), spec).toEqual([]);
    }
  });

  it("reports a feature reaching into another feature's internals or into src/app", async () => {
    const file = 'src/features/cart/components/cart-table.tsx';
    expect(await spa(file, use('../../catalogue/components/goods-image.tsx'))).toHaveLength(1);
    expect(await spa(file, use('../../checkout/api.ts'))).toHaveLength(1);
    expect(await spa(file, use('../../../app/routes.ts'))).toHaveLength(1);
  });

  it('keeps ui and lib free of features and the app', async () => {
    expect(await spa('src/ui/links.tsx', use('../features/catalogue/public.ts'))).toHaveLength(1);
    expect(await spa('src/lib/session.ts', use('../app/routes.ts'))).toHaveLength(1);
    expect(await spa('src/ui/links.tsx', use('../lib/prefetch.ts'))).toEqual([]);
  });

  it('lets only src/app import pages', async () => {
    expect(await spa('src/app/routes.ts', "export const p = () => import('../features/cart/pages/cart-page.tsx');\n")).toEqual([]);
    expect(await spa('src/features/orders/components/x.tsx', use('../../cart/pages/cart-page.tsx'))).toHaveLength(1);
    expect(await spa('src/ui/x.tsx', "export const p = () => import('../features/cart/pages/cart-page.tsx');\n")).toHaveLength(1);
  });
});

describe('server module boundaries', () => {
  const server = (filePath: string, code: string) => messages('arch/server-boundaries', filePath, code);
  const use = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

  it("lets a module reach another only through its public.ts, and its own files freely", async () => {
    const file = 'server/modules/payments/payment-service.ts';
    expect(await server(file, use('../orders/public.ts'))).toEqual([]);
    expect(await server(file, use('./messages.ts'))).toEqual([]);
    expect(await server(file, use('../orders/stock-reservation.ts'))).toHaveLength(1);
    expect(await server(file, use('../orders/routes.ts'))).toHaveLength(1);
  });

  it('lets gateways and other server code use only routes.ts or public.ts', async () => {
    expect(await server('server/gateway/goods.ts', use('../modules/cart/routes.ts'))).toEqual([]);
    expect(await server('server/gateway/goods.ts', use('../modules/catalogue/public.ts'))).toEqual([]);
    expect(await server('server/gateway/goods.ts', use('../modules/cart/cart-repository.ts'))).toHaveLength(1);
    expect(await server('scripts/orders.ts', use('../server/modules/orders/order-sweeper.ts'))).toHaveLength(1);
    expect(await server('bench/cases/search.ts', use('../../server/modules/catalogue/search-outcome.ts'))).toHaveLength(1);
    expect(await server('server/db/seed/seed.ts', use('../../modules/orders/public.ts'))).toEqual([]);
  });

  it('leaves tests free to reach module internals', async () => {
    expect(await server('tests/unit/probe.test.ts', use('../../server/modules/orders/order-sweeper.ts'))).toEqual([]);
  });
});

describe('machine and domain feature boundaries', () => {
  const layer = (filePath: string, code: string) => messages('arch/layer-boundaries', filePath, code);
  const use = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

  it("reports a machine importing another feature's machine, and shared/ importing a feature", async () => {
    expect(await layer('machines/cart/cart.ts', use('../catalogue/product-purchase.ts'))).toHaveLength(1);
    expect(await layer('machines/staff/staff-session.ts', use('../account/account-form.ts'))).toHaveLength(1);
    expect(await layer('machines/orders/probe.ts', "export const p = () => import('../checkout/checkout.ts');\n")).toHaveLength(1);
    expect(await layer('machines/shared/page-load.ts', use('../catalogue/product-list.ts'))).toHaveLength(1);
  });

  it('lets a machine import its own feature, machines/shared and any of domain/', async () => {
    for (const spec of ['./cart-rules.ts', '../shared/quantity.ts', '../../domain/catalogue/goods-detail.ts', '../../domain/shared/money.ts', 'xstate']) {
      expect(await layer('machines/cart/cart.ts', use(spec)), spec).toEqual([]);
    }
  });

  it("reports a domain feature importing another feature's domain, and domain/shared importing a feature", async () => {
    expect(await layer('domain/cart/cart.ts', use('../catalogue/fields.ts'))).toHaveLength(1);
    expect(await layer('domain/services/service-status.ts', use('../orders/int-enum.ts'))).toHaveLength(1);
    expect(await layer('domain/shared/goods-card.ts', use('../catalogue/goods-detail.ts'))).toHaveLength(1);
    // after-sales reads only the order's statuses (DOMAIN_READS), not the rest of orders
    expect(await layer('domain/after-sales/refund-views.ts', use('../orders/orders.ts'))).toHaveLength(1);
  });

  it("lets a domain feature import itself and domain/shared, and the declared reads through", async () => {
    expect(await layer('domain/cart/cart.ts', use('./cart-limits.ts'))).toEqual([]);
    expect(await layer('domain/cart/cart.ts', use('../shared/fields.ts'))).toEqual([]);
    expect(await layer('domain/after-sales/refund-views.ts', use('../orders/order-status.ts'))).toEqual([]);
    expect(await layer('domain/dictionaries/dictionaries.ts', use('../services/service-status.ts'))).toEqual([]);
  });

  it('leaves src, server and tests to their own rules', async () => {
    expect(await layer('src/features/cart/actors.ts', use('../../../machines/catalogue/product-purchase.ts'))).toEqual([]);
    expect(await layer('tests/machines/cart/probe.test.ts', use('../../../machines/catalogue/product-purchase.ts'))).toEqual([]);
  });
});

describe('no SQL in route files', () => {
  const routes = (filePath: string, code: string) => messages('arch/no-sql-in-routes', filePath, code);

  it('reports a kysely import, a query builder call and a sql template in a route file', async () => {
    const file = 'server/modules/cart/cart-routes.ts';
    expect(await routes(file, "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n")).toHaveLength(2);
    expect(await routes(file, "export const q = (db: any) => db.selectFrom('goods').selectAll().execute();\n")).toHaveLength(1);
    expect(await routes(file, 'export const q = (db: any) => db.transaction().execute(async () => 1);\n')).toHaveLength(1);
    expect(await routes('server/modules/cart/routes.ts', "export const q = (db: any) => db.updateTable('cart').set({}).execute();\n")).toHaveLength(1);
  });

  it('lets route files call services, and lets services and repositories query', async () => {
    expect(await routes('server/modules/cart/cart-routes.ts', "import type { Kysely } from 'kysely';\nexport const q = (s: any) => s.listCart(1);\nexport type K = Kysely<any>;\n")).toEqual([]);
    expect(await routes('server/modules/cart/cart-repository.ts', "export const q = (db: any) => db.selectFrom('goods').selectAll().execute();\n")).toEqual([]);
  });
});

describe('Chinese text only in text and messages files', () => {
  const cjk = (filePath: string, code: string) => messages('arch/chinese-text', filePath, code);

  it('reports Chinese string literals, template text and JSX text in production code', async () => {
    expect(await cjk('server/modules/orders/order-cancel.ts', "export const m = '订单不存在';\n")).toHaveLength(1);
    expect(await cjk('server/http/probe.ts', 'export const m = (id: string) => `请求 ${id} 失败`;\n')).toHaveLength(1);
    expect(await cjk('machines/orders/probe.ts', "export const m = { error: '网络错误' };\n")).toHaveLength(1);
    expect(await cjk('src/features/cart/components/probe.tsx', 'export const P = () => <p>购物车</p>;\n')).toHaveLength(1);
    expect(await cjk('src/features/cart/components/probe.tsx', 'export const P = () => <p aria-label="关闭">x</p>;\n')).toHaveLength(1);
  });

  it('lets text.ts, messages.ts, domain, seed, migrations, media, OpenAPI descriptions and non-production code through', async () => {
    const literal = "export const m = '订单不存在';\n";
    for (const file of ['src/features/cart/text.ts', 'src/ui/text.ts', 'server/modules/orders/messages.ts', 'server/http/messages.ts', 'server/security/messages.ts', 'domain/orders/messages.ts', 'server/db/seed/goods.ts', 'server/db/migrations/0006-search.ts', 'server/media/banner.ts', 'tests/api/orders/probe.test.ts', 'visual/orders.spec.ts', 'bench/cases/probe.ts', 'scripts/probe.ts']) {
      expect(await cjk(file, literal), file).toEqual([]);
    }
    expect(await cjk('server/modules/orders/schemas.ts', "export const S = { type: 'string', description: '订单编号' };\n")).toEqual([]);
    expect(await cjk('server/modules/orders/order-cancel.ts', "export const m = 'Order not found';\n")).toEqual([]);
  });
});
