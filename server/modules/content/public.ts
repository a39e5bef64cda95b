// What other modules may use of the content module: the only file of it they import.
export { readSetting, readSiteSettings } from './site-settings.ts';
