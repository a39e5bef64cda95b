// The shell's shared data, one resource per call (the catalogue's header data is
// catalogue/header-data.ts).
import { createResource } from '../../lib/resource.ts';
import { fetchHelpCenterList, fetchKfInfo, fetchSiteSettings } from './api.ts';

export const siteSettings = createResource(fetchSiteSettings);
export const helpCenterList = createResource(fetchHelpCenterList);
export const kfInfo = createResource(fetchKfInfo);
