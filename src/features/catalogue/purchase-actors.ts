// The product page's purchase machine (machines/catalogue/product-purchase.ts) wired to the app:
// the real cart, buy-now, favourite calls; a press made before logging in is kept for this tab
// (buy-intent.ts) and the visitor is sent to /login?redirect=<this page>; 已加入购物车 is told by
// a toast; buy now opens the draft's checkout page.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { productPurchaseMachine } from '../../../machines/catalogue/product-purchase.ts';
import type { CartLine, QuickBuyDraft, QuickBuyRequest } from '../../../machines/catalogue/product-purchase.ts';
import { loginHref } from '../../../machines/shell/route-guard.ts';
import { showInfo } from '../../lib/toaster.ts';
import { saveToCart } from '../cart/public.ts';
import { quickBuy } from '../checkout/public.ts';
import { deleteFavourite, saveFavourite } from './api.ts';
import { forgetBuyIntent, keepBuyIntent } from './buy-intent.ts';
import { cat } from './text.ts';

export const purchaseLogic = productPurchaseMachine.provide({
  actors: {
    saveCart: fromPromise<unknown, CartLine>(({ input }) => saveToCart(input)),
    quickBuy: fromPromise<QuickBuyDraft, QuickBuyRequest>(({ input }) => quickBuy(input.enterprise, { goodsId: input.goodsId, num: input.num })),
    saveFavourite: fromPromise<unknown, { goodsId: number }>(({ input }) => saveFavourite(input.goodsId)),
    deleteFavourite: fromPromise<unknown, { goodsId: number }>(({ input }) => deleteFavourite(input.goodsId)),
  },
  actions: {
    rememberIntent: ({ context }, intent) => keepBuyIntent(context.goodsId, intent),
    forgetIntent: () => forgetBuyIntent(),
    goToLogin: () => navigate(loginHref(`${window.location.pathname}${window.location.search}`)),
    notifyAdded: () => showInfo(cat.product.added),
    goToCheckout: (_, params) => navigate(params.href),
  },
});
