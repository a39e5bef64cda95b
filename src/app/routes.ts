// Every route of spec 2.1, each page in its own lazily loaded chunk. `name` is the route name the
// guard and the top-menu highlight read (machines/route-guard.ts); `layout` picks the layout of
// spec 2.3.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoute } from 'wouter';
import type { Parser } from 'wouter';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

export type LayoutKind = 'default' | 'order' | 'login';

type PageModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  name: string;
  layout: LayoutKind;
  load: () => Promise<PageModule>;
  Page: LazyExoticComponent<ComponentType>;
}

function withReload(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () =>
    load().catch((error: unknown) => {
      // A chunk of an older deployment is gone: reload once per minute at most (spec 8).
      if (isChunkLoadError(error) && reloadForChunkError()) return new Promise<PageModule>(() => {});
      throw error;
    });
}

function route(path: string, name: string, load: () => Promise<PageModule>, layout: LayoutKind = 'default'): RouteDef {
  const guarded = withReload(load);
  return { path, name, layout, load: guarded, Page: lazy(guarded) };
}

export const ROUTES: readonly RouteDef[] = [
  route('/', 'index', () => import('../pages/home/home-page.tsx')),
  route('/home', 'home', () => import('../pages/home/home-page.tsx')),
  route('/login', 'login', () => import('../pages/account/login-page.tsx'), 'login'),
  route('/registered', 'registered', () => import('../pages/account/registered-page.tsx'), 'login'),
  route('/retrieve', 'retrieve', () => import('../pages/account/retrieve-page.tsx'), 'login'),
  route('/setPassword', 'setPassword', () => import('../pages/account/set-password-page.tsx'), 'login'),
  route('/accountInformation', 'accountInformation', () => import('../pages/member/account-information-page.tsx')),
  route('/personalCenter', 'personalCenter', () => import('../pages/member/personal-center-page.tsx')),
  route('/securitySettings', 'securitySettings', () => import('../pages/member/security-settings-page.tsx')),
  route('/amendPhone', 'amendPhone', () => import('../pages/member/amend-phone-page.tsx')),
  route('/addressManagement', 'addressManagement', () => import('../pages/member/address-management-page.tsx')),
  route('/invoiceManagement', 'invoiceManagement', () => import('../pages/member/invoice-management-page.tsx')),
  route(
    '/enterpriseCertification',
    'enterpriseCertification',
    () => import('../pages/member/enterprise-certification-page.tsx'),
  ),
  route('/messageNotification', 'messageNotification', () => import('../pages/member/message-notification-page.tsx')),
  route('/collection', 'collection', () => import('../pages/member/collection-page.tsx')),
  route('/shoppingCart', 'shoppingCart', () => import('../pages/cart/shopping-cart-page.tsx')),
  route('/addOrder', 'addOrder', () => import('../pages/order/add-order-page.tsx'), 'order'),
  route('/addOrderVip', 'addOrderVip', () => import('../pages/order/add-order-vip-page.tsx'), 'order'),
  route('/submitFinish', 'submitFinish', () => import('../pages/order/submit-finish-page.tsx'), 'order'),
  route('/confirmedOrder', 'confirmedOrder', () => import('../pages/order/confirmed-order-page.tsx')),
  route('/confirmedOrderDetail', 'confirmedOrderDetail', () => import('../pages/order/confirmed-order-detail-page.tsx')),
  route('/myOrder', 'myOrder', () => import('../pages/order/my-order-page.tsx')),
  route('/serviceOrder', 'serviceOrder', () => import('../pages/order/service-order-page.tsx')),
  route('/afterSale', 'afterSale', () => import('../pages/order/after-sale-page.tsx')),
  route('/enquiry', 'enquiry', () => import('../pages/enquiry/enquiry-page.tsx')),
  route('/enquiryDetail', 'enquiryDetail', () => import('../pages/enquiry/enquiry-detail-page.tsx')),
  route('/batchInquiry', 'batchInquiry', () => import('../pages/enquiry/batch-inquiry-page.tsx')),
  route('/productList', 'productList', () => import('../pages/goods/product-list-page.tsx')),
  route('/special', 'special', () => import('../pages/goods/special-page.tsx')),
  route('/pointMall', 'pointMall', () => import('../pages/points/point-mall-page.tsx')),
  route('/pointRecord', 'pointRecord', () => import('../pages/points/point-record-page.tsx')),
  route(
    '/pointRedemptionRecord',
    'pointRedemptionRecord',
    () => import('../pages/points/point-redemption-record-page.tsx'),
  ),
  route('/distribution', 'distribution', () => import('../pages/distribution/distribution-page.tsx')),
  route('/cooperation', 'cooperation', () => import('../pages/cooperation/cooperation-page.tsx')),
  route('/cooperationForm', 'cooperationForm', () => import('../pages/cooperation/cooperation-form-page.tsx')),
  route('/supplier', 'supplier', () => import('../pages/cooperation/supplier-page.tsx')),
  route('/helpCenter', 'helpCenter', () => import('../pages/content/help-center-page.tsx')),
  route('/media/mediaList', 'media-mediaList', () => import('../pages/content/media-list-page.tsx')),
  route('/media/mediaDetail', 'media-mediaDetail', () => import('../pages/content/media-detail-page.tsx')),
  route(
    '/modelTransition/search',
    'modelTransition-search',
    () => import('../pages/model-transition/model-transition-search-page.tsx'),
  ),
  route(
    '/modelTransition/details',
    'modelTransition-details',
    () => import('../pages/model-transition/model-transition-details-page.tsx'),
  ),
  route('/serve/serveList', 'serve-serveList', () => import('../pages/serve/serve-list-page.tsx')),
  route('/serve/serveDetail', 'serve-serveDetail', () => import('../pages/serve/serve-detail-page.tsx')),
  route('/special/components/addCar', 'special-components-addCar', () => import('../pages/goods/add-car-page.tsx')),
  // Optional id parameter (spec 2.1).
  route('/afterSaleDetail/:id?', 'afterSaleDetail-id', () => import('../pages/order/after-sale-detail-page.tsx')),
  route('/myOrderDetail/:id?', 'myOrderDetail-id', () => import('../pages/order/my-order-detail-page.tsx')),
  route('/product/:id?', 'product-id', () => import('../pages/goods/product-page.tsx')),
  route(
    '/serviceOrderDetail/:id?',
    'serviceOrderDetail-id',
    () => import('../pages/order/service-order-detail-page.tsx'),
  ),
];

/** The route a path opens, or null (the 404 page). */
export function findRoute(parser: Parser, path: string): RouteDef | null {
  for (const def of ROUTES) {
    if (matchRoute(parser, def.path, path)[0]) return def;
  }
  return null;
}

/** Starts loading the chunk of the page at `href` (hover/focus on a link): pages appear at once. */
export function prefetchRoute(parser: Parser, href: string): void {
  const path = href.split(/[?#]/)[0] ?? href;
  const def = findRoute(parser, path);
  if (def) void def.load().catch(() => {});
}
