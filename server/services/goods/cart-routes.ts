// /api/cart/*: list, save, save/batch, update, select, delete/{id}, delete/batch, delete/all.
// Member calls (a staff token is refused); every answer is the whole fresh CartView.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CartSaveBatchBody, CartSaveBody, CartSelectBody, CartUpdateBody, IdsBody } from '../../../domain/schemas/cart-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { addToCart, CART_MSG, clearCart, deleteLines, readCart, selectLines, updateLine, withCartLock } from './cart-repository.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export default async function cartRoutes(app: FastifyInstance) {
  app.get('/api/cart/list', async (request) => ok(await readCart(app.db, requireMember(request))));

  app.post('/api/cart/save', { schema: { body: CartSaveBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as CartSaveBody;
    await withCartLock(app.db, memberId, async (trx) => {
      const refusal = await addToCart(trx, memberId, body);
      if (refusal) throw refusal;
    });
    return ok(await readCart(app.db, memberId), CART_MSG.added);
  });

  // One transaction: items that cannot be added are skipped and reported, the rest are added.
  app.post('/api/cart/save/batch', { schema: { body: CartSaveBatchBody } }, async (request) => {
    const memberId = requireMember(request);
    const { items } = request.body as CartSaveBatchBody;
    const skipped = await withCartLock(app.db, memberId, async (trx) => {
      const out: { goodsId: number; msg: string }[] = [];
      for (const item of items) {
        const refusal = await addToCart(trx, memberId, item);
        if (refusal) out.push({ goodsId: item.goodsId, msg: refusal.message });
      }
      return out;
    });
    const added = items.length - skipped.length;
    const msg = skipped.length === 0 ? CART_MSG.added : `已加入 ${added} 种商品，${skipped.length} 种未能加入`;
    return ok({ cart: await readCart(app.db, memberId), skipped }, msg);
  });

  app.post('/api/cart/update', { schema: { body: CartUpdateBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as CartUpdateBody;
    if (body.num === undefined && body.selected === undefined) throw badRequest(CART_MSG.nothingToUpdate);
    const found = await withCartLock(app.db, memberId, (trx) => updateLine(trx, memberId, body));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.updated);
  });

  app.post('/api/cart/select', { schema: { body: CartSelectBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as CartSelectBody;
    const found = await withCartLock(app.db, memberId, (trx) => selectLines(trx, memberId, body.ids, body.selected));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.updated);
  });

  app.post('/api/cart/delete/batch', { schema: { body: IdsBody } }, async (request) => {
    const memberId = requireMember(request);
    const { ids } = request.body as IdsBody;
    const found = await withCartLock(app.db, memberId, (trx) => deleteLines(trx, memberId, ids));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.removed);
  });

  app.post('/api/cart/delete/all', async (request) => {
    const memberId = requireMember(request);
    await withCartLock(app.db, memberId, (trx) => clearCart(trx, memberId));
    return ok(await readCart(app.db, memberId), CART_MSG.cleared);
  });

  app.post('/api/cart/delete/:id', { schema: { params: IdParams } }, async (request) => {
    const memberId = requireMember(request);
    const { id } = request.params as { id: number };
    const found = await withCartLock(app.db, memberId, (trx) => deleteLines(trx, memberId, [id]));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.removed);
  });
}
