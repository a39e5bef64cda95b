// The certification module's routes (member service): the member's application and status, the
// staff review, the 688 year, and the VIP reminder that runs beside them.
import type { Routes } from '../../http/schemas.ts';
import certificationRoutes from './certification-routes.ts';
import staffCertificationRoutes from './staff-certification-routes.ts';
import staffCertificationQueueRoutes from './staff-certification-queue-routes.ts';
import vip688Routes from './vip688-routes.ts';
import { startVipReminder } from './vip-service.ts';

export const certificationMemberRoutes: Routes = async (app) => {
  await app.register(certificationRoutes);
  await app.register(staffCertificationRoutes);
  await app.register(staffCertificationQueueRoutes);
  await app.register(vip688Routes);
  startVipReminder(app);
};
