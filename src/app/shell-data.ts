// The shell's shared data, one resource per call.
import { createResource } from './resource.ts';
import { fetchHelpCenterList, fetchKfInfo, fetchSiteSettings } from '../api/common.ts';
import { fetchCategories, fetchHeaderZones, fetchHotSearch } from '../api/goods.ts';

export const siteSettings = createResource(fetchSiteSettings);
export const helpCenterList = createResource(fetchHelpCenterList);
export const headerZones = createResource(async () => (await fetchHeaderZones()).records);
export const categories = createResource(fetchCategories);
export const hotSearch = createResource(() => fetchHotSearch(8));
export const kfInfo = createResource(fetchKfInfo);
