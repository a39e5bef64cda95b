// The cooperation feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, Json } from './columns.ts';

export interface CooperationInfoTable {
  id: Generated<number>;
  memberId: number | null;
  companyName: string;
  contact: string;
  mobile: string;
  mainProducts: string | null;
  brands: string | null;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
  // 0013-cooperation
  programme: Generated<number>;
  creditCode: string | null;
  email: string | null;
  categoryIds: Json<number[]>;
  brandNames: Json<string[]>;
  salesRange: number | null;
  licenceUrl: string | null;
  licenceType: string | null;
  authorisationUrl: string | null;
  authorisationType: string | null;
  reviewNote: string | null;
  reviewedBy: number | null;
  reviewedActor: string | null;
  reviewedAt: Date | null;
  updatedAt: DefaultTimestamp;
}
