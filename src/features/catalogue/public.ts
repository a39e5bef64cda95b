// What other features may use of the catalogue: the header's data (special zones, categories, hot
// keywords) and the search suggestions. The goods pieces other pages show are src/ui/goods/.
export { searchKeyword } from './api.ts';
export type { Category, SpecialZone } from './api.ts';
export { categories, headerZones, hotSearch } from './header-data.ts';
