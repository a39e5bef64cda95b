// The messages module's routes: the list, read-all and counts under the member service, and
// read/{id} under the goods service (spec 7).
import type { Routes } from '../../http/schemas.ts';
import { goodsMessageRoutes, memberMessageRoutes } from './message-routes.ts';

export const messagesMemberRoutes: Routes = async (app) => {
  await app.register(memberMessageRoutes);
};

export const messagesGoodsRoutes: Routes = async (app) => {
  await app.register(goodsMessageRoutes);
};
