// The member service (/gateway/member): the member record, registration, recovery and security
// (account), addresses and invoice titles (member-books), company accounts (company), which is given
// the cart its requisition lists read and fill (company may not import cart: cart imports company).
import type { FastifyInstance } from 'fastify';
import { accountMemberRoutes } from '../modules/account/routes.ts';
import { approvalsMemberRoutes } from '../modules/approvals/routes.ts';
import { addToCart, cartGoodsLines, SELF_VENDOR_ID, withCartLock } from '../modules/cart/public.ts';
import { booksMemberRoutes } from '../modules/member-books/routes.ts';
import { certificationMemberRoutes } from '../modules/certification/routes.ts';
import { companyMemberRoutes, type CartPort } from '../modules/company/routes.ts';
import { distributionMemberRoutes } from '../modules/distribution/routes.ts';
import { integrationMemberRoutes } from '../modules/integration/routes.ts';
import { messagesMemberRoutes } from '../modules/messages/routes.ts';
import { pointsMemberRoutes } from '../modules/points/routes.ts';

/** The cart as the requisition lists see it: its lines, and a batch add under the cart's lock in one transaction. */
const cart: CartPort = {
  cartLinesOf: async (db, memberId) => (await cartGoodsLines(db, memberId)).map((l) => ({ goodsId: l.goodsId, quantity: l.num })),
  addToCart: (db, memberId, lines) =>
    withCartLock(db, memberId, async (trx) => {
      const refused: { goodsId: number; reason: string }[] = [];
      for (const line of lines) {
        const refusal = await addToCart(trx, memberId, { goodsId: line.goodsId, num: line.quantity, vendorId: SELF_VENDOR_ID });
        if (refusal) refused.push({ goodsId: line.goodsId, reason: refusal.message });
      }
      return refused;
    }),
};

export default async function memberService(app: FastifyInstance) {
  await app.register(accountMemberRoutes);
  await app.register(booksMemberRoutes);
  await app.register(messagesMemberRoutes);
  await app.register(certificationMemberRoutes);
  await app.register(distributionMemberRoutes);
  await app.register(pointsMemberRoutes);
  await app.register(companyMemberRoutes, { cart });
  await app.register(approvalsMemberRoutes);
  // The company's API clients and webhooks (issue 40).
  await app.register(integrationMemberRoutes);
}
