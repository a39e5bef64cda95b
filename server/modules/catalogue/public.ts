// What other modules may use of the catalogue module: the only file of it they import.
export { appliedCatalogueSeq, goodsServices } from './goods-services.ts';
export { outboxFigures } from './catalogue-change-repository.ts';
export type { GoodsServices } from './goods-services.ts';
// The bench's index measurement (bench/lib/index-footprint.ts) builds what a server builds.
export { catalogueCache } from './catalogue-cache.ts';
export { memoryEngine } from './search-engine.ts';
export { publishCatalogueChange } from './catalogue-changes.ts';
export { catalogueDetail, setPriceTiers, setShelf, setZones } from './staff-catalogue-service.ts';
export { addBrandAlias, brandAliasesOf, brandIdByText, removeBrandAlias } from './brand-alias-service.ts';
export { noResultSearches } from './hot-search-repository.ts';
export { goodsForPricing, goodsShelfStatus } from './goods-pricing-repository.ts';
export { categoryExists, categoryParents } from './category-parent-repository.ts';
export { touchGoods } from './staff-catalogue-repository.ts';
export { searchIndexFigures } from './catalogue-cache.ts';
