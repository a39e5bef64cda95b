// The services module's routes (common service): the catalogue, the member's service orders and
// the staff steps, the downloads of certificates and attachments, and the sweep of booking
// attachments never attached to an order.
import type { Routes } from '../../http/schemas.ts';
import { startAttachmentSweeper } from './attachment-sweep.ts';
import serviceFileRoutes from './service-file-routes.ts';
import serviceRoutes from './service-routes.ts';
import staffServiceRoutes from './staff-service-routes.ts';
import staffServiceReceiptsRoutes from './staff-service-receipts-routes.ts';
import staffServiceQueueRoutes from './staff-service-queue-routes.ts';

export const servicesCommonRoutes: Routes = async (app) => {
  await app.register(serviceRoutes);
  await app.register(serviceFileRoutes);
  await app.register(staffServiceRoutes);
  await app.register(staffServiceReceiptsRoutes);
  await app.register(staffServiceQueueRoutes);
  startAttachmentSweeper(app);
};
