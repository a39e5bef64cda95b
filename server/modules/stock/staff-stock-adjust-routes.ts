// The staff stock correction (库存调整, goods service, 仓库 with stock.in): POST
// /api/staff/goods/stock/adjust sets one warehouse's count or adds/subtracts units, with a reason,
// once per request key; answers the goods as the console's catalogue detail shows it.
// `npm run catalogue -- stock` (scripts/catalogue.ts) calls the same service.
import { CatalogueDetail, StockBody } from '../../../domain/staff/catalogue-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { catalogueDetail } from '../catalogue/public.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';
import { STOCK_MSG } from './messages.ts';
import { adjustStock } from './stock-adjustment-service.ts';

const staffStockAdjustRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/goods/stock/adjust',
    {
      schema: {
        description: '库存调整（仓库）：把某仓库的库存设为某数，或增减若干，须填写原因；库存不能为负，也不能少于订单占用。同一请求编号重复提交只调整一次',
        body: StockBody,
        response: Answers(CatalogueDetail),
      },
    },
    async (request) => {
      const r = await adjustStock(app.db, staffActor(requireStaff(request)), request.body);
      return ok(await catalogueDetail(app.db, r.goodsId), r.repeated ? STOCK_MSG.adjustRepeated : STOCK_MSG.adjusted(r.qtyBefore, r.qtyAfter));
    },
  );
};

export default staffStockAdjustRoutes;
