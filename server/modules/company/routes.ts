// The company module's plugins: its member-service calls (gateway/member.ts) and its staff calls.
// The member calls are given the cart (CartPort): company may not import cart, which imports it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CartPort } from './cart-port.ts';
import companyRoutes from './company-routes.ts';
import staffCompanyRoutes from './staff-company-routes.ts';
import requisitionListRoutes from './requisition-list-routes.ts';

export type { CartPort } from './cart-port.ts';

export const companyMemberRoutes: FastifyPluginAsyncTypebox<{ cart: CartPort }> = async (app, opts) => {
  await app.register(companyRoutes);
  await app.register(staffCompanyRoutes);
  await app.register(requisitionListRoutes, { cart: opts.cart });
};
