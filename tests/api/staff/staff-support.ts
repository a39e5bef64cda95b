// Shared by the staff console's API tests: the demo staff of every role (seeded, password
// Staff2026; the admin's is Admin2026) and a token per role.
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { DEMO, login, type TestContext } from '../../support/api-harness.ts';

export const ROLE_ACCOUNTS: Record<StaffRole, { username: string; password: string }> = {
  admin: { username: DEMO.staff, password: DEMO.staffPassword },
  service: { username: 'kefu', password: 'Staff2026' },
  finance: { username: 'caiwu', password: 'Staff2026' },
  warehouse: { username: 'cangku', password: 'Staff2026' },
  operations: { username: 'yunying', password: 'Staff2026' },
};

/** A token for every role, logged in through the staff grant (user_type 1). */
export async function roleTokens(ctx: TestContext): Promise<Record<StaffRole, string>> {
  const out = {} as Record<StaffRole, string>;
  for (const [role, who] of Object.entries(ROLE_ACCOUNTS) as [StaffRole, { username: string; password: string }][]) {
    out[role] = await login(ctx, who.username, who.password, '1');
  }
  return out;
}

/** Every operation of the OpenAPI document under /api/staff/, with its path as registered (`{id}` as `:id`). */
export async function staffOperations(ctx: TestContext): Promise<{ method: string; url: string; openApiPath: string }[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/api/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const out: { method: string; url: string; openApiPath: string }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!/^\/gateway\/[a-z]+\/api\/staff\//.test(path)) continue;
    for (const method of Object.keys(ops)) {
      if (method === 'head') continue;
      out.push({ method: method.toUpperCase(), url: path.replace(/\{([^}]+)\}/g, ':$1'), openApiPath: path });
    }
  }
  return out;
}
