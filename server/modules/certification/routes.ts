// The certification module's routes (member service): the member's application and status, the
// staff review, and the VIP reminder that runs beside them.
import type { Routes } from '../../http/schemas.ts';
import certificationRoutes from './certification-routes.ts';
import staffCertificationRoutes from './staff-certification-routes.ts';
import { startVipReminder } from './vip-service.ts';

export const certificationMemberRoutes: Routes = async (app) => {
  await app.register(certificationRoutes);
  await app.register(staffCertificationRoutes);
  startVipReminder(app);
};
