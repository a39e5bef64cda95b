// The name cells the catalogue cache reads (name text x category x brand, with its goods count):
// the shape both the cache and the search index use, in a file of its own so neither imports the other.
export interface Cell {
  text: string;
  categoryId: number;
  brandId: number;
  count: number;
}

export interface Cells {
  list: Cell[];
  /** Distinct name_cjk values. */
  texts: string[];
  total: number;
  byCategory: Map<number, number>;
  byBrand: Map<number, number>;
}
