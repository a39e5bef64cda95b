// Names in the GB/T 2260 source data that the area tree treats specially.

/** The placeholder city-level row of municipalities' districts (dropped from the tree). */
export const PLACEHOLDER_DISTRICT_GROUP = '市辖区';
