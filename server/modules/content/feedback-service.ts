// "这篇文章对您有帮助吗？" (POST feedback/{id} { helpful }): one vote per article and voter, a
// member (`m:<id>`, from an optional member token) or an anonymous visitor (`v:` and a digest of
// the key the SPA keeps in the x-visitor-key header). A re-vote changes the vote; the same vote
// again changes nothing (retries are safe). The counts on the article move in the same
// transaction, with the article row locked so concurrent votes count right (the queries are
// feedback-repository.ts's).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FeedbackAnswer } from '../../../domain/content/content-answers.ts';
import { VISITOR_KEY_HEADER, VISITOR_KEY_PATTERN } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { bearerToken, findPrincipal } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findVote, insertVote, lockLiveArticleCounts, setArticleVoteCounts, updateVote } from './feedback-repository.ts';
import { CONTENT_MSG } from './messages.ts';

/** Who votes: the member of a live member token, else the visitor key; 400 when neither. */
export async function voterKeyOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const token = bearerToken(request);
  if (token) {
    const principal = await findPrincipal(app, token);
    if (principal?.kind === 'member') return `m:${principal.memberId}`;
  }
  const raw = request.headers[VISITOR_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !VISITOR_KEY_PATTERN.test(key)) throw badRequest(CONTENT_MSG.visitorKeyMissing);
  return `v:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
}

export async function voteArticle(db: Kysely<Database>, articleId: number, voterKey: string, helpful: boolean): Promise<FeedbackAnswer> {
  return db.transaction().execute(async (trx) => {
    const article = await lockLiveArticleCounts(trx, articleId);
    if (!article) throw notFound(CONTENT_MSG.articleNotFound);
    const before = await findVote(trx, articleId, voterKey);
    let { helpfulCount, unhelpfulCount } = article;
    if (before?.helpful === helpful) return { helpful: helpfulCount, unhelpful: unhelpfulCount, myVote: helpful };
    if (before) {
      await updateVote(trx, articleId, voterKey, helpful, new Date());
      if (before.helpful) helpfulCount -= 1;
      else unhelpfulCount -= 1;
    } else {
      await insertVote(trx, articleId, voterKey, helpful);
    }
    if (helpful) helpfulCount += 1;
    else unhelpfulCount += 1;
    await setArticleVoteCounts(trx, articleId, helpfulCount, unhelpfulCount);
    return { helpful: helpfulCount, unhelpful: unhelpfulCount, myVote: helpful };
  });
}
