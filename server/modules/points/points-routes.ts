// The member's points calls (member service, spec 7), at the spec's paths: POST
// /pointsRecord/getPointsShopVo, /pointsRecord/sign, /pointsRecord/findPageShop,
// /pointsGoods/page/mall, /pointsOrder/create, /pointsOrder/findPageShop. The spec puts them
// outside /api/, yet they are a member's own data, so this plugin asks for the bearer token itself
// (401 without a live one). docs/api/points.md.
import { Type } from 'typebox';
import { MallPageBody, RecordPageBody, RedeemBody, RedemptionPageBody, ShopVoBody, SignBody } from '../../../domain/points/points-payloads.ts';
import { PointsGoodsCard, PointsRecordRow, PointsShopVo, RedeemResult, RedemptionRow, SignResult } from '../../../domain/points/points-views.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { bearerToken, findPrincipal, requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { POINTS_MSG } from './messages.ts';
import type { RulesNow } from './order-points.ts';
import { mallGoods, myRedemptions, pointsRecords, pointsShopVo, redeem, signIn } from './points-service.ts';

const pointsRoutes: Routes = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.principal) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(MSG.unauthorized);
    const principal = await findPrincipal(app, token);
    if (!principal) throw unauthorized(MSG.tokenInvalid);
    request.principal = principal;
  });

  const ctx = (): RulesNow => ({ rules: app.config.points, windowDays: app.config.afterSalesWindowDays, now: new Date() });
  const security = [{ bearer: [] }];

  app.post(
    '/pointsRecord/getPointsShopVo',
    { schema: { description: '我的积分：可用、冻结、即将过期，签到状态、连续天数与本月签到日历', security, body: Type.Optional(ShopVoBody), response: Answers(PointsShopVo) } },
    async (request) => ok(await pointsShopVo(app.db, requireMember(request), ctx(), request.body?.month)),
  );

  app.post(
    '/pointsRecord/sign',
    { schema: { description: '每日签到（按中国日期每天一次，连续签到按天数得分）', security, body: Type.Optional(SignBody), response: Answers(SignResult) } },
    async (request) => {
      const result = await signIn(app.db, requireMember(request), ctx());
      return ok(result, POINTS_MSG.signed(result.points, result.streak));
    },
  );

  app.post(
    '/pointsRecord/findPageShop',
    { schema: { description: '积分明细（倒序，可按获得/支出与来源筛选）', security, body: RecordPageBody, response: Answers(PageOf(PointsRecordRow)) } },
    async (request) => ok(await pointsRecords(app.db, requireMember(request), request.body, ctx())),
  );

  app.post(
    '/pointsGoods/page/mall',
    { schema: { description: '积分商城商品（可按积分范围、分类、只看兑换得起的筛选）', security, body: MallPageBody, response: Answers(PageOf(PointsGoodsCard)) } },
    async (request) => ok(await mallGoods(app.db, requireMember(request), request.body)),
  );

  app.post(
    '/pointsOrder/create',
    { schema: { description: '兑换积分商品：一次事务扣积分、占库存、生成兑换单（收货地址取自地址簿）', security, body: RedeemBody, response: Answers(RedeemResult) } },
    async (request) => {
      const result = await redeem(app.db, requireMember(request), request.body, ctx());
      return ok(result, POINTS_MSG.redeemed(result.points));
    },
  );

  app.post(
    '/pointsOrder/findPageShop',
    { schema: { description: '我的兑换记录（可按状态筛选），含物流信息', security, body: RedemptionPageBody, response: Answers(PageOf(RedemptionRow)) } },
    async (request) => ok(await myRedemptions(app.db, requireMember(request), request.body)),
  );
};

export default pointsRoutes;
