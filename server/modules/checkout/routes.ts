// The checkout module's routes (order service): checkout drafts and their submission.
import type { Routes } from '../../http/schemas.ts';
import draftRoutes from './draft-routes.ts';

export const checkoutOrderRoutes: Routes = async (app) => {
  await app.register(draftRoutes);
};
