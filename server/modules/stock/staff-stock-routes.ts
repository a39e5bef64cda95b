// The staff stock receipt (入库, goods service, staff token only; a member token gets 403):
// POST /api/staff/goods/stockIn. `npm run stock -- in` (scripts/stock.ts) calls the same service.
import { StockInBody } from '../../../domain/stock/stock-payloads.ts';
import { StockReceipt } from '../../../domain/stock/stock-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';
import { STOCK_MSG } from './messages.ts';
import { goodsFacts } from './stock-repository.ts';
import { receiveStock } from './stock-receipt-service.ts';

const staffStockRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/goods/stockIn',
    {
      schema: {
        description: '商品入库（后台）：增加某仓库的库存；商品重新可售时，通知所有订阅到货通知的会员。同一入库单号重复提交只入库一次',
        body: StockInBody,
        response: Answers(StockReceipt),
      },
    },
    async (request) => {
      const receipt = await receiveStock(app.db, staffActor(requireStaff(request)), request.body);
      const unit = (await goodsFacts(app.db, receipt.goodsId))?.unit ?? '';
      return ok(receipt, receipt.repeated ? STOCK_MSG.repeated(receipt.refNo) : STOCK_MSG.received(receipt.num, unit, receipt.notified));
    },
  );
};

export default staffStockRoutes;
