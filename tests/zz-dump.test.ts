import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './support/api-harness.ts';
it('dump', async () => {
  const ctx = await createTestApp({ seedSkus: 0 });
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/api/json' });
  writeFileSync('/tmp/oa/doc.json', res.body);
  await ctx.close();
});
