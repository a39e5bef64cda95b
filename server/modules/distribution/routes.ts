// The distribution module's routes: the reports (order service), the member's distributor calls
// and the back office's (member service), and the commission sweeper beside them.
import type { Routes } from '../../http/schemas.ts';
import { startCommissionSweeper } from './commission-sweeper.ts';
import distributorRoutes from './distributor-routes.ts';
import profitRoutes from './profit-routes.ts';
import staffDistributorRoutes from './staff-distributor-routes.ts';

export const distributionOrderRoutes: Routes = async (app) => {
  await app.register(profitRoutes);
  startCommissionSweeper(app);
};

export const distributionMemberRoutes: Routes = async (app) => {
  await app.register(distributorRoutes);
  await app.register(staffDistributorRoutes);
};
