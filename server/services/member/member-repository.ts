// Reads of the member record.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface MemberInfo {
  id: number;
  username: string;
  nickname: string | null;
  avatarUrl: string | null;
  mobile: string | null;
  memberType: number;
  companyName: string | null;
  memberPriceEndTime: string | null;
  isDistributor: boolean;
  points: number;
  hasPassword: boolean;
  wxBound: boolean;
}

export async function findMemberInfo(db: Kysely<Database>, memberId: number): Promise<MemberInfo | null> {
  const row = await db
    .selectFrom('member')
    .select(['id', 'username', 'nickname', 'avatarUrl', 'mobile', 'memberType', 'companyName', 'memberPriceEndTime', 'isDistributor', 'points', 'passwordHash', 'wxOpenId'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  const { passwordHash, wxOpenId, ...info } = row;
  return {
    ...info,
    memberPriceEndTime: row.memberPriceEndTime ? row.memberPriceEndTime.toISOString() : null,
    hasPassword: passwordHash !== null,
    wxBound: wxOpenId !== null,
  };
}
