// /api/cart/*: list, count, save, save/batch, update, select, delete/{id}, delete/batch, delete/all.
// Member calls (a staff token is refused); every answer is the whole fresh CartView.
import { CartSaveBatchBody, CartSaveBody, CartSelectBody, CartUpdateBody, IdsBody } from '../../../domain/cart/cart-payloads.ts';
import type { CartSkipped } from '../../../domain/cart/cart.ts';
import { NoBody } from '../../../domain/shared/fields.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { IdParams, type Routes } from '../../http/schemas.ts';
import { addToCart, clearCart, countCartLines, deleteLines, readCart, selectLines, updateLine, withCartLock } from './cart-repository.ts';
import { CART_MSG } from './messages.ts';
import { CartAnswer, CartBatchAnswer, CartCountAnswer } from './schemas.ts';

const cartRoutes: Routes = async (app) => {
  app.get('/api/cart/list', { schema: { response: CartAnswer } }, async (request) => ok(await readCart(app.db, requireMember(request))));

  app.get('/api/cart/count', { schema: { response: CartCountAnswer } }, async (request) => ok({ lines: await countCartLines(app.db, requireMember(request)) }));

  app.post('/api/cart/save', { schema: { body: CartSaveBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { body } = request;
    await withCartLock(app.db, memberId, async (trx) => {
      const refusal = await addToCart(trx, memberId, body);
      if (refusal) throw refusal;
    });
    return ok(await readCart(app.db, memberId), CART_MSG.added);
  });

  // One transaction: items that cannot be added are skipped and reported, the rest are added.
  app.post('/api/cart/save/batch', { schema: { body: CartSaveBatchBody, response: CartBatchAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { items } = request.body;
    const skipped = await withCartLock(app.db, memberId, async (trx) => {
      const out: CartSkipped[] = [];
      for (const item of items) {
        const refusal = await addToCart(trx, memberId, item);
        if (refusal) out.push({ goodsId: item.goodsId, msg: refusal.message });
      }
      return out;
    });
    const msg = skipped.length === 0 ? CART_MSG.added : CART_MSG.partlyAdded(items.length - skipped.length, skipped.length);
    return ok({ cart: await readCart(app.db, memberId), skipped }, msg);
  });

  app.post('/api/cart/update', { schema: { body: CartUpdateBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { body } = request;
    if (body.num === undefined && body.selected === undefined) throw badRequest(CART_MSG.nothingToUpdate);
    const found = await withCartLock(app.db, memberId, (trx) => updateLine(trx, memberId, body));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.updated);
  });

  app.post('/api/cart/select', { schema: { body: CartSelectBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { body } = request;
    const found = await withCartLock(app.db, memberId, (trx) => selectLines(trx, memberId, body.ids, body.selected));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.updated);
  });

  app.post('/api/cart/delete/batch', { schema: { body: IdsBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { ids } = request.body;
    const found = await withCartLock(app.db, memberId, (trx) => deleteLines(trx, memberId, ids));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.removed);
  });

  app.post('/api/cart/delete/all', { schema: { body: NoBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    await withCartLock(app.db, memberId, (trx) => clearCart(trx, memberId));
    return ok(await readCart(app.db, memberId), CART_MSG.cleared);
  });

  app.post('/api/cart/delete/:id', { schema: { params: IdParams, body: NoBody, response: CartAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const { id } = request.params;
    const found = await withCartLock(app.db, memberId, (trx) => deleteLines(trx, memberId, [id]));
    if (!found) throw notFound(CART_MSG.lineMissing);
    return ok(await readCart(app.db, memberId), CART_MSG.removed);
  });
};

export default cartRoutes;
