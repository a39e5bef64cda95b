// The staff console's catalogue (商品管理, goods service, staff token only): search goods, read one,
// and the 运营 edits of quantity tiers, shelf status and zone membership (catalogue.edit; the
// permission of each route is in domain/staff/staff-routes.ts, checked by the staff guard, which
// also writes the audit row). `npm run catalogue` (scripts/catalogue.ts) calls the same services.
// The stock corrections (仓库) are the stock module's (server/modules/stock/staff-stock-adjust-routes.ts).
import { CatalogueDetail, CatalogueListBody, CatalogueRow, PriceBody, ShelfBody, ZoneBody } from '../../../domain/staff/catalogue-payloads.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { GOODS_MSG } from './messages.ts';
import { searchGoods } from './staff-catalogue-repository.ts';
import { catalogueDetail, setPriceTiers, setShelf, setZones } from './staff-catalogue-service.ts';

const BASE = '/api/staff/goods/catalogue';

const staffCatalogueRoutes: Routes = async (app) => {
  app.post(
    `${BASE}/list`,
    { schema: { description: '商品管理：按名称、型号、商品编码、品牌、分类与上下架状态查找商品（后台）', body: CatalogueListBody, response: Answers(PageOf(CatalogueRow)) } },
    async (request) => ok(await searchGoods(app.db, request.body)),
  );

  app.get(
    `${BASE}/get/:id`,
    { schema: { description: '商品管理：一个商品的阶梯价、各仓库存、上下架状态、专区与最近的库存调整（后台）', params: IdParams, response: Answers(CatalogueDetail) } },
    async (request) => ok(await catalogueDetail(app.db, request.params.id)),
  );

  app.post(
    `${BASE}/price`,
    { schema: { description: '修改阶梯价（运营）：第一档为商品价格，起购数量递增、价格为正；所有进程即时生效', body: PriceBody, response: Answers(CatalogueDetail) } },
    async (request) => ok(await setPriceTiers(app.db, request.body), GOODS_MSG.priceSaved),
  );

  app.post(
    `${BASE}/shelf`,
    { schema: { description: '商品上架或下架（运营）；所有进程即时生效', body: ShelfBody, response: Answers(CatalogueDetail) } },
    async (request) => ok(await setShelf(app.db, request.body), GOODS_MSG.shelved(request.body.onShelf)),
  );

  app.post(
    `${BASE}/zone`,
    { schema: { description: '设置商品所在的专区（运营）：传入全部专区编号，未列出的专区移出', body: ZoneBody, response: Answers(CatalogueDetail) } },
    async (request) => ok(await setZones(app.db, request.body), GOODS_MSG.zonesSaved),
  );
};

export default staffCatalogueRoutes;
