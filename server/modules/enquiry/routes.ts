// The enquiry module's routes (goods service): the member's enquiry calls and the staff quotes.
import type { Routes } from '../../http/schemas.ts';
import enquiryRoutes from './enquiry-routes.ts';
import staffQuoteBatchRoutes from './staff-quote-batch-routes.ts';
import staffQuoteRoutes from './staff-quote-routes.ts';

export const enquiryGoodsRoutes: Routes = async (app) => {
  await app.register(enquiryRoutes);
  await app.register(staffQuoteRoutes);
  await app.register(staffQuoteBatchRoutes);
};
