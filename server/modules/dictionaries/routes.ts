// The dictionaries module's routes (system service): the label/value lists of domain/dictionaries.
import type { Routes } from '../../http/schemas.ts';
import dictRoutes from './dict-routes.ts';

export const dictionariesSystemRoutes: Routes = async (app) => {
  await app.register(dictRoutes);
};
