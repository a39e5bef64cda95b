// Brand aliases in the staff console's catalogue (商品管理 › 品牌别名, goods service, staff token
// only): every brand with its aliases (any staff member), and adding or removing an alias
// (运营's catalogue.edit; the permission and the audit entry come from domain/staff/staff-routes.ts
// through the staff guard). `npm run catalogue -- alias` calls the same services.
import { Type } from 'typebox';
import { AliasBody, BrandAliases } from '../../../domain/catalogue/brand-alias-payloads.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { addBrandAlias, listBrandAliases, removeBrandAlias } from './brand-alias-service.ts';
import { GOODS_MSG } from './messages.ts';

const BASE = '/api/staff/goods/catalogue/brand';

const brandAliasRoutes: Routes = async (app) => {
  app.get(
    `${BASE}/list`,
    { schema: { description: '品牌别名：全部品牌及其别名（后台）', response: Answers(Type.Array(BrandAliases)) } },
    async () => ok(await listBrandAliases(app.db)),
  );

  app.post(
    `${BASE}/alias/add`,
    { schema: { description: '为品牌添加别名（运营）：别名在全部品牌中唯一，不能是某个品牌的名称；搜索与批量询价在所有进程即时生效', body: AliasBody, response: Answers(BrandAliases) } },
    async (request) => ok(await addBrandAlias(app.db, request.body), GOODS_MSG.aliasSaved),
  );

  app.post(
    `${BASE}/alias/remove`,
    { schema: { description: '删除品牌的别名（运营）；品牌没有该别名时不作改动', body: AliasBody, response: Answers(BrandAliases) } },
    async (request) => ok(await removeBrandAlias(app.db, request.body), GOODS_MSG.aliasRemoved),
  );
};

export default brandAliasRoutes;
