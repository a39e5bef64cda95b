// The largest row id a request may name: 2^31-1, PostgreSQL's `integer` (int4). Catalogue and
// content tables key by int4, and a larger number reached their queries as a database error (500);
// the bigserial tables are nowhere near 2^31 rows, so every id a client sends has this one bound
// (issue 35) and a larger one is refused by the schema with a Chinese message (400).
export const ID_MAX = 2_147_483_647;
