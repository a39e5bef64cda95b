// The pages of spec 2.1 (shared/spec/storefront-spec.md), each with the baselines that show it
// (by file name) and the audited paths that are it (by URL). Baselines are matched by name
// because a screenshot does not record its URL; audits carry theirs.
export interface SpecPage {
  route: string;
  baselines: RegExp;
  audits: RegExp;
}

const at = (route: string, baselines: RegExp, audits?: RegExp): SpecPage => ({
  route,
  baselines,
  audits: audits ?? new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#]|$)`),
});

export const SPEC_PAGES: SpecPage[] = [
  at('/', /^(home|catalogue-home)\.png$/, /^\/(?:[?#]|$)/),
  // /home redirects to / (visual/shell.spec.ts proves it), so the audits of / are the audits of /home.
  at('/home', /^(home|catalogue-home)\.png$/, /^\/(?:home)?(?:[?#]|$)/),
  at('/login', /^(login|accounts-login-.*)\.png$/),
  at('/registered', /^accounts-registered\.png$/),
  at('/retrieve', /^accounts-retrieve\.png$/),
  at('/setPassword', /^accounts-set-password\.png$/),
  at('/accountInformation', /^accounts-account-information\.png$/),
  at('/personalCenter', /^accounts-personal-center\.png$/),
  at('/securitySettings', /^accounts-security-settings\.png$/),
  at('/amendPhone', /^accounts-amend-phone\.png$/),
  at('/addressManagement', /^address(es)?-.*\.png$/),
  at('/invoiceManagement', /^invoices?-.*\.png$/),
  at('/enterpriseCertification', /^certification-.*\.png$/),
  at('/messageNotification', /^messages-.*\.png$/),
  at('/collection', /^favourites-.*\.png$/),
  at('/shoppingCart', /^cart-.*\.png$/),
  at('/addOrder', /^(checkout-add-order|add-order)\.png$/),
  at('/addOrderVip', /^checkout-add-order-vip\.png$/),
  at('/submitFinish', /^checkout-submit-finish.*\.png$/),
  at('/confirmedOrder', /^checkout-confirmed-order\.png$/),
  at('/confirmedOrderDetail', /^checkout-confirmed-order-detail\.png$/),
  at('/myOrder', /^orders-my-order.*\.png$/),
  at('/serviceOrder', /^services-orders\.png$/),
  at('/afterSale', /^after-sales-(list|form)\.png$/),
  at('/enquiry', /^enquiry-list\.png$/),
  at('/enquiryDetail', /^enquiry-report.*\.png$/),
  at('/batchInquiry', /^enquiry-batch-inquiry.*\.png$/),
  at('/productList', /^catalogue-product-list\.png$/),
  at('/special', /^catalogue-special\.png$/),
  at('/pointMall', /^points-(mall|redeem).*\.png$/),
  at('/pointRecord', /^points-record\.png$/),
  at('/pointRedemptionRecord', /^points-redemptions\.png$/),
  at('/distribution', /^distribution-(report|not-distributor)\.png$/),
  at('/cooperation', /^cooperation-centre\.png$/),
  at('/cooperationForm', /^cooperation-form\.png$/),
  at('/supplier', /^cooperation-supplier.*\.png$/),
  at('/helpCenter', /^help-center\.png$/),
  at('/media/mediaList', /^media-list\.png$/),
  at('/media/mediaDetail', /^media-detail\.png$/),
  at('/modelTransition/search', /^catalogue-transition-search\.png$/),
  at('/modelTransition/details', /^catalogue-transition-details\.png$/),
  at('/serve/serveList', /^services-list\.png$/),
  at('/serve/serveDetail', /^services-(detail|booking)-.*\.png$/),
  at('/special/components/addCar', /^quick-add-pad\.png$/),
  at('/afterSaleDetail/{id}', /^after-sales-detail-.*\.png$/, /^\/afterSaleDetail\/\d+/),
  at('/myOrderDetail/{id}', /^orders-detail-.*\.png$/, /^\/myOrderDetail\/\d+/),
  at('/product/{id}', /^(catalogue-product|stock-product-.*)\.png$/, /^\/product\/\d+/),
  at('/serviceOrderDetail/{id}', /^services-order-.*\.png$/, /^\/serviceOrderDetail\/\d+/),
  at('404', /^not-found\.png$/, /^\/(this-page-does-not-exist|no-such|does-not-exist|not-found|404)/),
];
