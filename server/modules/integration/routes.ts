// The integration module's routes (issue 40), as the gateway and the app register them.
export { punchoutGoodsRoutes, punchoutRoutes, punchoutSystemRoutes } from './punchout-routes.ts';
