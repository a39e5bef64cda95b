// Every route of spec 2.1, each page in its own lazily loaded chunk. `name` is the route name the
// guard and the top-menu highlight read (machines/shell/route-guard.ts); `layout` picks the layout of
// spec 2.3.
import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import type { Parser } from 'wouter';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { loadLayoutHeader } from './layouts/layout-headers.ts';
import { loadablePage } from './page-loader.tsx';
import type { PageModule } from './page-loader.tsx';

export type LayoutKind = 'default' | 'order' | 'login';

export interface RouteDef {
  path: string;
  name: string;
  layout: LayoutKind;
  load: () => Promise<PageModule>;
  /** The page: rendered at once when its chunk is in, else the loading state until it is (page-loader.tsx). */
  Page: ComponentType;
}

/** The path-pattern parser the router uses (wouter's own default, regexparam), given to <Router>. */
export const ROUTE_PARSER: Parser = parsePattern;

function withReload(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () =>
    load().catch((error: unknown) => {
      // A chunk of an older deployment is gone: reload once per minute at most (spec 8).
      if (isChunkLoadError(error) && reloadForChunkError()) return new Promise<PageModule>(() => {});
      throw error;
    });
}

function route(path: string, name: string, loadPage: () => Promise<PageModule>, layout: LayoutKind = 'default'): RouteDef {
  // A page of the login or order layout comes with that layout's header (its own chunk).
  const withHeader = layout === 'default' ? loadPage : () => Promise.all([loadPage(), loadLayoutHeader(layout)]).then(([page]) => page);
  const { load, Page } = loadablePage(withReload(withHeader));
  return { path, name, layout, load, Page };
}

export const ROUTES: readonly RouteDef[] = [
  route('/', 'index', () => import('../features/catalogue/pages/home-page.tsx')),
  route('/home', 'home', () => import('../features/catalogue/pages/home-page.tsx')),
  route('/login', 'login', () => import('../features/account/pages/login-page.tsx'), 'login'),
  route('/registered', 'registered', () => import('../features/account/pages/registered-page.tsx'), 'login'),
  route('/retrieve', 'retrieve', () => import('../features/account/pages/retrieve-page.tsx'), 'login'),
  route('/setPassword', 'setPassword', () => import('../features/account/pages/set-password-page.tsx'), 'login'),
  route('/accountInformation', 'accountInformation', () => import('../features/account/pages/account-information-page.tsx')),
  route('/personalCenter', 'personalCenter', () => import('../features/account/pages/personal-center-page.tsx')),
  route('/securitySettings', 'securitySettings', () => import('../features/account/pages/security-settings-page.tsx')),
  route('/amendPhone', 'amendPhone', () => import('../features/account/pages/amend-phone-page.tsx')),
  route('/addressManagement', 'addressManagement', () => import('../features/member-books/pages/address-management-page.tsx')),
  route('/invoiceManagement', 'invoiceManagement', () => import('../features/member-books/pages/invoice-management-page.tsx')),
  route('/company', 'company', () => import('../features/company/pages/company-page.tsx')),
  route(
    '/enterpriseCertification',
    'enterpriseCertification',
    () => import('../features/certification/pages/enterprise-certification-page.tsx'),
  ),
  route('/messageNotification', 'messageNotification', () => import('../features/messages/pages/message-notification-page.tsx')),
  route('/collection', 'collection', () => import('../features/cart/pages/collection-page.tsx')),
  route('/company/lists', 'companyLists', () => import('../features/company/pages/company-lists-page.tsx')),
  route('/company/approvals', 'companyApprovals', () => import('../features/approvals/pages/approvals-page.tsx')),
  route('/company/rules', 'companyRules', () => import('../features/approvals/pages/company-rules-page.tsx')),
  route('/company/budgets', 'companyBudgets', () => import('../features/approvals/pages/company-budgets-page.tsx')),
  // The company's own purchasing system (issue 40): API clients, webhooks and their deliveries.
  route('/company/integration', 'companyIntegration', () => import('../features/integration/pages/company-integration-page.tsx')),
  // PunchOut (issue 40): a buyer's SRM opens the shop here with a one-use ticket.
  route('/punchout/start', 'punchout-start', () => import('../features/integration/pages/punchout-start-page.tsx')),
  route('/shoppingCart', 'shoppingCart', () => import('../features/cart/pages/shopping-cart-page.tsx')),
  route('/addOrder', 'addOrder', () => import('../features/checkout/pages/add-order-page.tsx'), 'order'),
  route('/addOrderVip', 'addOrderVip', () => import('../features/checkout/pages/add-order-vip-page.tsx'), 'order'),
  route('/submitFinish', 'submitFinish', () => import('../features/payments/pages/submit-finish-page.tsx'), 'order'),
  route('/confirmedOrder', 'confirmedOrder', () => import('../features/checkout/pages/confirmed-order-page.tsx')),
  route('/confirmedOrderDetail', 'confirmedOrderDetail', () => import('../features/checkout/pages/confirmed-order-detail-page.tsx')),
  route('/myOrder', 'myOrder', () => import('../features/orders/pages/my-order-page.tsx')),
  route('/serviceOrder', 'serviceOrder', () => import('../features/services/pages/service-order-page.tsx')),
  route('/afterSale', 'afterSale', () => import('../features/after-sales/pages/after-sale-page.tsx')),
  route('/enquiry', 'enquiry', () => import('../features/enquiry/pages/enquiry-page.tsx')),
  route('/enquiryDetail', 'enquiryDetail', () => import('../features/enquiry/pages/enquiry-detail-page.tsx')),
  route('/batchInquiry', 'batchInquiry', () => import('../features/enquiry/pages/batch-inquiry-page.tsx')),
  // Formal quotes (issue 39): my company's quotes and one quote.
  route('/quote', 'quote', () => import('../features/quotes/pages/quotes-page.tsx')),
  route('/quote/:id', 'quote-id', () => import('../features/quotes/pages/quote-detail-page.tsx')),
  route('/productList', 'productList', () => import('../features/catalogue/pages/product-list-page.tsx')),
  route('/special', 'special', () => import('../features/catalogue/pages/special-page.tsx')),
  route('/pointMall', 'pointMall', () => import('../features/points/pages/point-mall-page.tsx')),
  route('/pointRecord', 'pointRecord', () => import('../features/points/pages/point-record-page.tsx')),
  route(
    '/pointRedemptionRecord',
    'pointRedemptionRecord',
    () => import('../features/points/pages/point-redemption-record-page.tsx'),
  ),
  route('/distribution', 'distribution', () => import('../features/distribution/pages/distribution-page.tsx')),
  route('/cooperation', 'cooperation', () => import('../features/cooperation/pages/cooperation-page.tsx')),
  route('/cooperationForm', 'cooperationForm', () => import('../features/cooperation/pages/cooperation-form-page.tsx')),
  route('/supplier', 'supplier', () => import('../features/cooperation/pages/supplier-page.tsx')),
  route('/helpCenter', 'helpCenter', () => import('../features/content/pages/help-center-page.tsx')),
  route('/media/mediaList', 'media-mediaList', () => import('../features/content/pages/media-list-page.tsx')),
  route('/media/mediaDetail', 'media-mediaDetail', () => import('../features/content/pages/media-detail-page.tsx')),
  route(
    '/modelTransition/search',
    'modelTransition-search',
    () => import('../features/catalogue/pages/model-transition-search-page.tsx'),
  ),
  route(
    '/modelTransition/details',
    'modelTransition-details',
    () => import('../features/catalogue/pages/model-transition-details-page.tsx'),
  ),
  route('/serve/serveList', 'serve-serveList', () => import('../features/services/pages/serve-list-page.tsx')),
  route('/serve/serveDetail', 'serve-serveDetail', () => import('../features/services/pages/serve-detail-page.tsx')),
  route('/special/components/addCar', 'special-components-addCar', () => import('../features/catalogue/pages/add-car-page.tsx')),
  // Optional id parameter (spec 2.1).
  route('/afterSaleDetail/:id?', 'afterSaleDetail-id', () => import('../features/after-sales/pages/after-sale-detail-page.tsx')),
  route('/myOrderDetail/:id?', 'myOrderDetail-id', () => import('../features/orders/pages/my-order-detail-page.tsx')),
  route('/product/:id?', 'product-id', () => import('../features/catalogue/pages/product-page.tsx')),
  route(
    '/serviceOrderDetail/:id?',
    'serviceOrderDetail-id',
    () => import('../features/services/pages/service-order-detail-page.tsx'),
  ),
];

/** The route a path opens, or null (the 404 page). */
export function findRoute(parser: Parser, path: string): RouteDef | null {
  for (const def of ROUTES) {
    if (matchRoute(parser, def.path, path)[0]) return def;
  }
  return null;
}

/** Starts loading the chunk of the page the document opened with, before the first render. */
export function loadFirstPage(path: string): void {
  void findRoute(ROUTE_PARSER, path)?.load().catch(() => {});
}

/** Starts loading the chunk of the page at `href` (hover/focus on a link): pages appear at once. */
export function prefetchRoute(parser: Parser, href: string): void {
  const path = href.split(/[?#]/)[0] ?? href;
  const def = findRoute(parser, path);
  if (def) void def.load().catch(() => {});
}
