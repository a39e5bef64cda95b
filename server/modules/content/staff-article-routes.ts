// POST /api/staff/cms/article/save (staff token only): create or edit a help, media or agreement
// article; the HTML is sanitised by the one allow-list. `npm run content -- publish` calls the
// same service (scripts/content.ts).
import { SavedArticle } from '../../../domain/content/content-answers.ts';
import { SaveArticleBody } from '../../../domain/content/content-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { saveArticle } from './article-save-service.ts';
import { CONTENT_MSG } from './messages.ts';

const staffArticleRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/cms/article/save',
    { schema: { description: '保存文章（不填 id 为新建）；正文 HTML 按白名单净化', body: SaveArticleBody, response: Answers(SavedArticle) } },
    async (request) => {
      requireStaff(request);
      const saved = await saveArticle(app.db, request.body);
      return ok(saved, saved.created ? CONTENT_MSG.articleCreated : CONTENT_MSG.articleSaved);
    },
  );
};

export default staffArticleRoutes;
