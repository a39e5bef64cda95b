// The staff module's routes (system service): the console's own calls. The check of every other
// staff route is installed by buildApp through public.ts (installStaffGuard).
import type { Routes } from '../../http/schemas.ts';
import consoleRoutes from './console-routes.ts';

export const staffSystemRoutes: Routes = async (app) => {
  await app.register(consoleRoutes);
};
