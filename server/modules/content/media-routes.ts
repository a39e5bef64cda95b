// Media centre and help-centre calls of issue 13 item 1 (docs/api/content.md):
//   POST findMediaCenterList { current, size, categoryId? } -> PageOf(MediaCard), newest first
//   GET  mediaCategories -> the media categories with their article counts
//   GET  searchHelp?keyword= -> help articles whose title or text holds the keyword
//   POST feedback/{id} { helpful } -> the counts after the vote (one vote per member or visitor)
import { Type } from 'typebox';
import { FeedbackAnswer, HelpSearchHit, MediaCard, MediaCategory } from '../../../domain/content/content-answers.ts';
import { FeedbackBody, HelpSearchQuery, MediaListBody } from '../../../domain/content/content-payloads.ts';
import { ok, page } from '../../http/envelope.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { voteArticle, voterKeyOf } from './feedback-service.ts';
import { searchHelp } from './help-search.ts';
import { mediaCategories, mediaPage } from './media-repository.ts';
import { CONTENT_MSG } from './messages.ts';
import { readDb } from '../../db/replica-reads.ts';

const mediaRoutes: Routes = async (app) => {
  app.post(
    '/open/cms/cmsArticle/findMediaCenterList',
    { schema: { description: '媒体资讯列表（最新在前，可按分类筛选）', body: MediaListBody, response: Answers(PageOf(MediaCard)) } },
    async (request) => {
      const { current, size, categoryId } = request.body;
      const { records, total } = await mediaPage(await readDb(request), current, size, categoryId);
      return ok(page(records, total, current, size));
    },
  );

  app.get(
    '/open/cms/cmsArticle/mediaCategories',
    { schema: { description: '媒体资讯分类及文章数', response: Answers(Type.Array(MediaCategory)) } },
    async (request) => ok(await mediaCategories(await readDb(request))),
  );

  app.get(
    '/open/cms/cmsArticle/searchHelp',
    { schema: { description: '搜索帮助中心文章（标题与正文文字，不含 HTML 标签）', querystring: HelpSearchQuery, response: Answers(Type.Array(HelpSearchHit)) } },
    async (request) => ok(await searchHelp(await readDb(request), request.query.keyword)),
  );

  app.post(
    '/open/cms/cmsArticle/feedback/:id',
    {
      schema: {
        description: '这篇文章对您有帮助吗：会员（可选令牌）或访客（请求头 x-visitor-key）每篇一票，重复投票改为新的选择',
        params: IdParams,
        body: FeedbackBody,
        response: Answers(FeedbackAnswer),
      },
    },
    async (request) => {
      const voter = await voterKeyOf(app, request);
      return ok(await voteArticle(app.db, request.params.id, voter, request.body.helpful), CONTENT_MSG.feedbackThanks);
    },
  );
};

export default mediaRoutes;
