// The points module's routes (member service): the member's points calls at the spec's paths, the
// staff redemption steps, and the sweeper that releases order points and writes off expired ones.
import type { Routes } from '../../http/schemas.ts';
import pointsRoutes from './points-routes.ts';
import { startPointsSweeper } from './points-sweeper.ts';
import staffPointsRoutes from './staff-points-routes.ts';
import staffRedemptionCountsRoutes from './staff-redemption-counts-routes.ts';

export const pointsMemberRoutes: Routes = async (app) => {
  await app.register(pointsRoutes);
  await app.register(staffPointsRoutes);
  await app.register(staffRedemptionCountsRoutes);
  startPointsSweeper(app);
};
