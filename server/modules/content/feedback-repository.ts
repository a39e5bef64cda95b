// The queries of "这篇文章对您有帮助吗？" (feedback-service.ts holds the rules and the transaction):
// the live article's counts with its row locked, a voter's vote, the vote written, and the counts
// written back on the article.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The live article's vote counts, its row locked for update; undefined when it is not live. */
export async function lockLiveArticleCounts(trx: Transaction<Database>, articleId: number) {
  return trx
    .selectFrom('cmsArticle')
    .select(['id', 'helpfulCount', 'unhelpfulCount'])
    .where('id', '=', articleId)
    .where('status', '=', 1)
    .forUpdate()
    .executeTakeFirst();
}

/** The voter's vote on the article, or undefined. */
export async function findVote(db: Db, articleId: number, voterKey: string) {
  return db.selectFrom('cmsArticleFeedback').select('helpful').where('articleId', '=', articleId).where('voterKey', '=', voterKey).executeTakeFirst();
}

export async function updateVote(trx: Transaction<Database>, articleId: number, voterKey: string, helpful: boolean, at: Date): Promise<void> {
  await trx.updateTable('cmsArticleFeedback').set({ helpful, updatedAt: at }).where('articleId', '=', articleId).where('voterKey', '=', voterKey).execute();
}

export async function insertVote(trx: Transaction<Database>, articleId: number, voterKey: string, helpful: boolean): Promise<void> {
  await trx.insertInto('cmsArticleFeedback').values({ articleId, voterKey, helpful }).execute();
}

export async function setArticleVoteCounts(trx: Transaction<Database>, articleId: number, helpfulCount: number, unhelpfulCount: number): Promise<void> {
  await trx.updateTable('cmsArticle').set({ helpfulCount, unhelpfulCount }).where('id', '=', articleId).execute();
}
