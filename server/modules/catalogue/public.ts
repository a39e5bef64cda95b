// What other modules may use of the catalogue module: the only file of it they import.
export { goodsServices } from './goods-services.ts';
export type { GoodsServices } from './goods-services.ts';
export { publishCatalogueChange, subscribeCatalogueChanges } from './catalogue-changes.ts';
export { catalogueDetail, setPriceTiers, setShelf, setZones } from './staff-catalogue-service.ts';
export { searchGoods } from './staff-catalogue-repository.ts';
export { addBrandAlias, brandAliasesOf, brandIdByText, listBrandAliases, removeBrandAlias } from './brand-alias-service.ts';
export type { CatalogueChange, ChangeKind } from './catalogue-changes.ts';
export { noResultSearches, type NoResultSearch } from './hot-search-repository.ts';
export { goodsForPricing, goodsShelfStatus } from './goods-pricing-repository.ts';
export { categoryExists, categoryParents } from './category-parent-repository.ts';
export { touchGoods } from './staff-catalogue-repository.ts';
