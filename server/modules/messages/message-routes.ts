// /api/member/message/*: page, readAll and unreadCount (member service); read/{id} (goods service,
// as spec 7 places it). Member token only.
import { MessagePageBody, MessageView, ReadAllBody, ReadAllResult, UnreadCount } from '../../../domain/messages/message-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { messagePage, readAllMessages, readMessage, unreadCount } from './message-service.ts';
import { MESSAGE_MSG } from './messages.ts';

export const memberMessageRoutes: Routes = async (app) => {
  app.post('/api/member/message/page', { schema: { description: '我的消息（未读在前，再按时间倒序）', body: MessagePageBody, response: Answers(PageOf(MessageView)) } }, async (request) =>
    ok(await messagePage(app.db, requireMember(request), request.body)),
  );

  app.post('/api/member/message/readAll', { schema: { description: '全部标为已读（可只标某一类）', body: ReadAllBody, response: Answers(ReadAllResult) } }, async (request) => {
    const changed = await readAllMessages(app.db, requireMember(request), request.body.kind);
    return ok({ changed }, MESSAGE_MSG.readAll(changed));
  });

  app.get('/api/member/message/unreadCount', { schema: { description: '未读消息数（合计与各类）', response: Answers(UnreadCount) } }, async (request) =>
    ok(await unreadCount(app.db, requireMember(request))),
  );
};

export const goodsMessageRoutes: Routes = async (app) => {
  app.get('/api/member/message/read/:id', { schema: { description: '标记一条消息为已读（可重复）', params: IdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await readMessage(app.db, requireMember(request), request.params.id);
    return ok(null, MESSAGE_MSG.readOne);
  });
};
