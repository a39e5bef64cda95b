// The company API clients the integration tests act through (issue 40): the demo company's
// (companyFixture: admin, buyer, approver, finance, a personal member, another company's admin),
// each client made directly in the table with fresh credentials, and its client-credentials token.
import { newCredentials } from '../../../server/modules/integration/api-client-secrets.ts';
import type { ApiScope } from '../../../domain/integration/api-scopes.ts';
import type { TestContext } from '../../support/api-harness.ts';

export const TOKEN_URL = '/gateway/system/oauth/token?grant_type=client_credentials';

export interface ClientCredentials {
  id: number;
  clientId: string;
  secret: string;
}

export const basicOf = (c: { clientId: string; secret: string }) => `Basic ${Buffer.from(`${c.clientId}:${c.secret}`).toString('base64')}`;

/** Makes an active client of `companyId` acting as the member with `mobile`. */
export async function makeClient(ctx: TestContext, o: { companyId: number; mobile: string; scopes: ApiScope[]; ipRanges?: string[]; name?: string }): Promise<ClientCredentials> {
  const db = ctx.handle.db;
  const member = await db.selectFrom('member').select('id').where('mobile', '=', o.mobile).executeTakeFirstOrThrow();
  const cred = newCredentials();
  const row = await db
    .insertInto('apiClient')
    .values({
      clientId: cred.clientId, secretHash: cred.secretHash, companyId: o.companyId, name: o.name ?? 'ERP 测试', memberId: member.id,
      scopes: JSON.stringify(o.scopes), ipRanges: JSON.stringify(o.ipRanges ?? []), createdBy: member.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), clientId: cred.clientId, secret: cred.secret };
}

/** The client's token (client-credentials grant), or the refusal's status and message. */
export async function clientToken(ctx: TestContext, c: { clientId: string; secret: string }, remoteAddress?: string) {
  const res = await ctx.app.inject({ method: 'POST', url: TOKEN_URL, headers: { authorization: basicOf(c) }, ...(remoteAddress ? { remoteAddress } : {}) });
  const body = res.json() as { success: boolean; msg: string; data: { access_token: string; scope: string; expires_in: number; refresh_token?: string } | null };
  return { status: res.statusCode, body };
}
