// The demo company's PunchOut client (issue 40, item 4): a company API client for a buyer's SRM to
// open the shop with (OCI USERNAME/PASSWORD, or the cXML Sender credential), acting as the company's
// buyer 陈刚 (13800000004), scope catalogue:read only. Its secret is a DEMO secret, public in this
// repository and in docs/api/integration.md (part 4): a real deployment revokes this client or
// rotates its secret (the company admin's /company/integration). The fake SRM of
// visual/punchout.spec.ts uses it.
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const DEMO_PUNCHOUT_CLIENT = {
  clientId: 'abk_0000000000de0001',
  secret: 'demo-punchout-secret-not-for-production',
  name: '演示 SRM（PunchOut）',
  memberMobile: '13800000004',
  scopes: ['catalogue:read'],
} as const;

export async function seedPunchoutClient(db: Db, companyId: number, createdBy: number): Promise<void> {
  const member = await db.selectFrom('member').select('id').where('mobile', '=', DEMO_PUNCHOUT_CLIENT.memberMobile).executeTakeFirst();
  if (!member) return;
  await db
    .insertInto('apiClient')
    .values({
      clientId: DEMO_PUNCHOUT_CLIENT.clientId,
      secretHash: createHash('sha256').update(DEMO_PUNCHOUT_CLIENT.secret).digest('hex'),
      companyId,
      name: DEMO_PUNCHOUT_CLIENT.name,
      memberId: member.id,
      scopes: JSON.stringify(DEMO_PUNCHOUT_CLIENT.scopes),
      ipRanges: JSON.stringify([]),
      createdBy,
    })
    .execute();
}
