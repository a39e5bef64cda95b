// The account feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface MemberTable {
  id: Generated<number>;
  username: string;
  mobile: string | null;
  passwordHash: string | null;
  memberType: Generated<number>;
  companyName: string | null;
  nickname: string | null;
  avatarUrl: string | null;
  isDistributor: Generated<boolean>;
  memberPriceEndTime: NullableTimestamp;
  status: Generated<number>;
  failedLoginCount: Generated<number>;
  lockedUntil: NullableTimestamp;
  wxOpenId: string | null;
  points: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0021 (distribution): a distributor's invitation code; who invited this member, and when. */
  inviteCode: string | null;
  referrerId: number | null;
  referredAt: NullableTimestamp;
}

export interface OauthTokenTable {
  id: Generated<number>;
  accessHash: string;
  refreshHash: string;
  clientId: string;
  memberId: number | null;
  staffId: number | null;
  expiresAt: Timestamp;
  refreshExpiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  createdIp: string | null;
  createdAt: DefaultTimestamp;
  /** The company API client the token was issued to (client-credentials grant, issue 40), else null. */
  apiClientId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The scopes granted to a client's token (domain/integration/api-scopes.ts); null for a person's token. */
  scopes: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface CaptchaTable {
  captchaKey: string;
  answerHash: string;
  /** Written only outside production, for the dev endpoint that browser journeys use. */
  devAnswer: string | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  content: string;
  provider: string;
  providerRef: string | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface AccountTicketTable {
  ticketHash: string;
  purpose: string;
  memberId: number | null;
  payload: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface WechatScanTable {
  state: string;
  code: string | null;
  openId: string | null;
  nickname: string | null;
  status: Generated<number>;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
}

/** A notice a member chose not to see again (the open member calls). */
export interface NoticeDismissalTable {
  memberId: number;
  noticeId: string;
  createdAt: DefaultTimestamp;
}

/**
 * The company names the certification form suggests: seeded (approved) entries and the ones members
 * save (pending, suggested to the member who saved it, until staff approve a certification that uses
 * it). Written only by the account module (the approval through account/public.ts).
 */
export interface CompanyRegistryTable {
  id: Generated<number>;
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  regAddress: string | null;
  source: Generated<string>;
  createdAt: DefaultTimestamp;
  /** The member who saved it from the certification form; null for seeded (and old anonymous) entries. */
  ownerMemberId: number | null;
  /** 'pending': suggested to its owner only; 'approved': to everyone (seeded, or used by an approved certification). */
  approval: Generated<'pending' | 'approved'>;
  approvedAt: Date | null;
}
