// The quotes module's routes (goods service, issue 39): the buyer's calls and the quote desk, and
// the expiry sweep beside the server.
import type { Routes } from '../../http/schemas.ts';
import { startQuoteSweeper } from './quote-expiry.ts';
import quoteRoutes from './quote-routes.ts';
import staffQuoteRoutes from './staff-quote-routes.ts';

export const quotesGoodsRoutes: Routes = async (app) => {
  await app.register(quoteRoutes);
  await app.register(staffQuoteRoutes);
  startQuoteSweeper(app);
};
