// The catalogue's data the site header shows on every page (special zones, categories, hot
// keywords), each call one shared resource loaded once per page life; the home and list pages
// read the same ones.
import { createResource } from '../../lib/resource.ts';
import { fetchCategories, fetchHeaderZones, fetchHotSearch } from './api.ts';

export const headerZones = createResource(async () => (await fetchHeaderZones()).records);
export const categories = createResource(fetchCategories);
export const hotSearch = createResource(() => fetchHotSearch(8));
