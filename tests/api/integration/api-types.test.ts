// The typed client's schema (issue 40): examples/api/schema.d.ts is what `npm run api:types`
// writes from the current OpenAPI document, so the client cannot drift from the API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypes, SCHEMA_FILE } from '../../../scripts/api-types.ts';

describe('examples/api/schema.d.ts', () => {
  it('is current (run `npm run api:types` after changing an integration route)', async () => {
    const current = await apiTypes();
    expect(readFileSync(SCHEMA_FILE, 'utf8') === current, 'examples/api/schema.d.ts is stale: run npm run api:types').toBe(true);
    expect(current).toContain('"/gateway/order/api/integration/orders"');
  }, 120_000);
});
