// The member-books module's routes: the GB/T 2260 area tree (system), addresses and invoice
// titles (member), and the reverse geocoder of the address form (common).
import type { Routes } from '../../http/schemas.ts';
import addressRoutes from './address-routes.ts';
import areaRoutes from './area-routes.ts';
import invoiceRoutes from './invoice-routes.ts';
import mapRoutes from './map-routes.ts';

export const booksSystemRoutes: Routes = async (app) => {
  await app.register(areaRoutes);
};

export const booksMemberRoutes: Routes = async (app) => {
  await app.register(addressRoutes);
  await app.register(invoiceRoutes);
};

export const booksCommonRoutes: Routes = async (app) => {
  await app.register(mapRoutes);
};
