// The content feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

export interface CmsCategoryTable {
  id: number;
  kind: 'help' | 'media' | 'agreement';
  name: string;
  sort: Generated<number>;
}

export interface CmsArticleTable {
  id: number;
  categoryId: number;
  title: string;
  label: string;
  summary: string | null;
  content: string;
  coverUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  publishedAt: DefaultTimestamp;
  // 0012-content-feedback
  helpfulCount: Generated<number>;
  unhelpfulCount: Generated<number>;
  /** The sanitised content without its tags: what help search matches. */
  bodyText: Generated<string>;
  updatedAt: DefaultTimestamp;
}

/** One "was this helpful" vote per article and voter (0012). */
export interface CmsArticleFeedbackTable {
  articleId: number;
  /** `m:<member id>` or `v:<digest of the visitor key>`. */
  voterKey: string;
  helpful: boolean;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CmsAdTable {
  id: number;
  code: string;
  displayPosition: Generated<number>;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  startAt: NullableTimestamp;
  endAt: NullableTimestamp;
}
