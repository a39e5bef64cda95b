// The member's arrival notices (到货通知, goods service, member token): subscribe to goods that
// have no sellable stock, cancel, read the state for one goods, and list them all.
import { ArrivalNoticeBody, ArrivalNoticeQuery } from '../../../domain/stock/stock-payloads.ts';
import { ArrivalNoticeRow, ArrivalNoticeState } from '../../../domain/stock/stock-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { cancelNotice, listNotices, noticeState, subscribe } from './arrival-notice-service.ts';
import { STOCK_MSG } from './messages.ts';

const arrivalNoticeRoutes: Routes = async (app) => {
  app.post(
    '/api/goods/arrivalNotice/subscribe',
    { schema: { description: '订阅到货通知（仅限暂无现货的商品；重复订阅不重复记录），到货入库后会员收到站内消息', body: ArrivalNoticeBody, response: Answers(ArrivalNoticeState) } },
    async (request) => {
      const { state, already } = await subscribe(app.db, requireMember(request), request.body.goodsId);
      return ok(state, already ? STOCK_MSG.alreadySubscribed : STOCK_MSG.subscribed);
    },
  );

  app.post(
    '/api/goods/arrivalNotice/cancel',
    { schema: { description: '取消到货通知（未订阅时同样成功）', body: ArrivalNoticeBody, response: Answers(ArrivalNoticeState) } },
    async (request) => ok(await cancelNotice(app.db, requireMember(request), request.body.goodsId), STOCK_MSG.cancelled),
  );

  app.get(
    '/api/goods/arrivalNotice/status/:id',
    { schema: { description: '当前会员是否在等待该商品到货', params: IdParams, response: Answers(ArrivalNoticeState) } },
    async (request) => ok(await noticeState(app.db, requireMember(request), request.params.id)),
  );

  app.get(
    '/api/goods/arrivalNotice/list',
    { schema: { description: '我的到货通知（等待中的在前，其后为已通知的）', querystring: ArrivalNoticeQuery, response: Answers(PageOf(ArrivalNoticeRow)) } },
    async (request) => ok(await listNotices(app.db, requireMember(request), request.query)),
  );
};

export default arrivalNoticeRoutes;
