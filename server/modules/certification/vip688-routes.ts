// The 688 year (member service, docs/api/certification.md): POST /api/member/vip688/buy starts a
// purchase and answers the gateway page; GET /api/member/vip688/list is the member's VIP records
// (the receipt of every purchase). The gateway's notification reaches applyVip688Notification
// through the payments module's notify route (routed by the VP trade number).
import { Type } from 'typebox';
import { Vip688BuyBody, Vip688Start, VipGrantRow } from '../../../domain/certification/vip-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { CERT_MSG } from './messages.ts';
import { startVip688, vipGrantsOf } from './vip688-service.ts';

const vip688Routes: Routes = async (app) => {
  app.post(
    '/api/member/vip688/buy',
    { schema: { description: '购买 688 年度 VIP（企业会员）：返回支付页面地址；支付成功后 VIP 延长 365 天', body: Vip688BuyBody, response: Answers(Vip688Start) } },
    async (request) => {
      const memberId = requireMember(request);
      return ok(await startVip688(app.db, app.providers.payment, { memberId, offerOn: app.config.vip688Offer }), CERT_MSG.vip688Started);
    },
  );

  app.get(
    '/api/member/vip688/list',
    { schema: { description: '我的 VIP 记录（认证赠送的试用与每一次 688 年度 VIP 购买）', response: Answers(Type.Array(VipGrantRow)) } },
    async (request) => ok(await vipGrantsOf(app.db, requireMember(request))),
  );
};

export default vip688Routes;
