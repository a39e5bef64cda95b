// The integration module's routes (issue 40): the integration API under the goods and order
// services, and the cXML OrderRequest outside /gateway (mounted by the app).
export { integrationGoodsRoutes, integrationOrderRoutes } from './integration-routes.ts';
export { default as cxmlOrderRoutes } from './cxml-order-routes.ts';
