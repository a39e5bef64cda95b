// The PostgreSQL lane of CI (.ci/run): the test files that run a second time on a real
// PostgreSQL (and Redis when the machine has one) after `npm test` has run everything on
// embedded PGlite. `npx tsx tests/postgres-lane.ts` prints them, one a line.
//
// The rule: a file is here when PGlite could pass it while PostgreSQL fails it, i.e. it touches
// what differs between the two engines:
//   race       requests racing each other for a row lock (SELECT ... FOR UPDATE), an advisory
//              lock, a unique constraint or a ledger: PGlite has one connection and runs them
//              one after another, PostgreSQL's pool runs them at once;
//   processes  two app instances (or two handles) on one database, LISTEN/NOTIFY, the search
//              index kept in step across processes;
//   sql        raw sql`` templates or engine-specific SQL whose results the `pg` driver types
//              differently from PGlite (bigint and numeric as text, trigram and text search,
//              collation), migrations and the seed;
//   redis      the limit stores backed by Redis (REDIS_URL);
//   routes     every route once (the fuzz suite): each service's sql`` templates and
//              FOR UPDATE reads run at least once on PostgreSQL even where no file above
//              reaches them.
// Files that do not open a database (most of tests/unit, tests/machines) or force PGlite
// (DATABASE_URL='') are never here: they would run the same code twice. A new file that races
// requests, runs two processes or writes raw SQL belongs here; the lane test
// (tests/unit/postgres-lane.test.ts) checks that every listed file exists.
import { fileURLToPath } from 'node:url';

export type LaneReason = 'race' | 'processes' | 'sql' | 'redis' | 'routes';

export const POSTGRES_LANE: ReadonlyArray<{ file: string; why: LaneReason; note: string }> = [
  // race
  { file: 'tests/api/catalogue/index-start-changes.test.ts', why: 'processes', note: 'a change heard while the first index build is under way is applied onto the built index (issue 41 review)' },
  { file: 'tests/api/catalogue/catalogue-outbox.test.ts', why: 'race', note: 'publishers at once under the advisory lock number each event once; a listener whose LISTEN backend is terminated catches up by sequence number' },
  { file: 'tests/api/integration/webhook-delivery.test.ts', why: 'race', note: 'two webhook senders claiming due deliveries at once (FOR UPDATE SKIP LOCKED): each delivered once' },
  { file: 'tests/api/integration/webhooks.test.ts', why: 'sql', note: 'jsonb containment of the subscribed events, the deliveries page joins' },
  { file: 'tests/api/company/company-members.test.ts', why: 'race', note: 'two admins demoting each other at once (the company row lock keeps an active admin)' },
  { file: 'tests/api/checkout/order-concurrency.test.ts', why: 'race', note: 'concurrent submits against stock (FOR UPDATE on goods)' },
  { file: 'tests/api/orders/stock-reservation.test.ts', why: 'race', note: 'reservations and releases racing for stock rows' },
  { file: 'tests/api/orders/order-completion.test.ts', why: 'race', note: 'two sweeps and the buyer confirming at once' },
  { file: 'tests/api/after-sales/refunds.test.ts', why: 'race', note: 'two refund requests for one line at once (refund-moves FOR UPDATE)' },
  { file: 'tests/api/after-sales/refund-money.test.ts', why: 'race', note: 'refund payouts racing (refund-money FOR UPDATE)' },
  { file: 'tests/api/points/points.test.ts', why: 'race', note: 'point ledger under concurrent sign-ins and redemptions; raw sql' },
  { file: 'tests/api/payments/payments.test.ts', why: 'race', note: 'one notification delivered five times at once (payment FOR UPDATE)' },
  { file: 'tests/api/services/service-transfer.test.ts', why: 'race', note: 'credit limit under concurrent orders (credit ledger FOR UPDATE)' },
  { file: 'tests/api/company/shared-books.test.ts', why: 'race', note: 'two members of a company putting orders on its one credit limit at once (the certified account\'s credit row FOR UPDATE)' },
  { file: 'tests/api/services/attachment-sweep.test.ts', why: 'race', note: 'two sweeps at once delete each file once' },
  { file: 'tests/api/integration/integration-orders.test.ts', why: 'race', note: 'twin ERP orders with one Idempotency-Key at once make one order (the claim row, the (member, client_key) unique)' },
  { file: 'tests/api/integration/integration-prices.test.ts', why: 'sql', note: 'raw sql: the model keys joined to goods by unnest' },
  { file: 'tests/api/integration/punchout-oci.test.ts', why: 'race', note: 'two exchanges of one PunchOut ticket at once give one token, two returns of one session return once (conditional updates); bigint session ids' },
  { file: 'tests/api/quotes/quotes.test.ts', why: 'race', note: 'two accepts of one quote make one draft, two desks sending one quote at once, two expiry sweeps at once (quote FOR UPDATE); raw sql (dates as text, the scope and keyword conditions)' },
  { file: 'tests/api/integration/api-clients.test.ts', why: 'race', note: 'two rotations of one client at once (one secret wins), two revocations at once (one audit row); the per-client limit on Redis' },
  { file: 'tests/api/approvals/order-approvals.test.ts', why: 'race', note: 'two approvers deciding one level at once, two sweeps of a lapsed hold, two buyers on the last of a hard budget (budget and order FOR UPDATE, unique decision)' },
  { file: 'tests/api/approvals/budgets.test.ts', why: 'sql', note: 'the budget spend sum (raw sql: numeric as text on pg) and the China-time periods' },
  { file: 'tests/api/pricing/contract-prices.test.ts', why: 'sql', note: 'the agreement terms query (date columns against the China day, a left join on item kind) and the category path (recursive sql)' },
  { file: 'tests/api/pricing/agreements.test.ts', why: 'race', note: 'two submits of one agreement at once (agreement FOR UPDATE and its version), the agreement id drawn with nextval, dates read as valid_from::text' },
  { file: 'tests/api/orders/po-number.test.ts', why: 'sql', note: 'PO number prefix search (ilike with escaped wildcards) and the new order columns' },
  { file: 'tests/api/cart/cart.test.ts', why: 'race', note: 'concurrent adds of one goods end in one line (unique constraint)' },
  { file: 'tests/api/company/requisition-lists.test.ts', why: 'race', note: 'two colleagues saving one list name at once (owner row FOR NO KEY UPDATE); the list added to the cart under the cart lock' },
  { file: 'tests/api/cooperation/cooperation.test.ts', why: 'race', note: 'two applications at once, exactly one accepted' },
  { file: 'tests/api/stock/arrival-notices.test.ts', why: 'race', note: 'parallel subscriptions and stock-ins (stock FOR UPDATE)' },
  { file: 'tests/api/content/media-help.test.ts', why: 'race', note: 'concurrent votes all count' },
  { file: 'tests/api/catalogue/hot-search.test.ts', why: 'race', note: 'bursts of searches against the per-searcher cap' },
  { file: 'tests/api/security/uploads.test.ts', why: 'race', note: 'upload quota under twelve puts at once (upload-store FOR UPDATE)' },
  { file: 'tests/api/account/login-policy.test.ts', why: 'race', note: 'guesses racing the owner; the limit stores on Redis when present' },
  { file: 'tests/api/staff/audit-chain.test.ts', why: 'race', note: 'two handles appending to the hash chain at once (advisory lock), raw sql' },
  // processes
  { file: 'tests/api/integration/erp-sync.test.ts', why: 'processes', note: 'examples/erp-sync.ts against a listening server whose webhook sender job delivers order.created to the example\'s receiver' },
  { file: 'tests/api/staff/catalogue-cross-process.test.ts', why: 'processes', note: 'two server processes, edits reach the other within 1 s (skipped on PGlite)' },
  { file: 'tests/api/shell/workers.test.ts', why: 'processes', note: 'WORKERS=2: a cluster primary and two workers on one port; a worker killed and restarted, SIGTERM with a request in flight (skipped on PGlite, where WORKERS=2 is refused)' },
  { file: 'tests/api/catalogue/search-index-processes.test.ts', why: 'processes', note: 'two server processes keep one search index (skipped on PGlite)' },
  { file: 'tests/api/catalogue/search-index.test.ts', why: 'processes', note: 'index changes through the outbox (publisher, listener by sequence number); raw sql' },
  { file: 'tests/api/catalogue/suggest-index.test.ts', why: 'processes', note: 'the suggestion index kept in step with writes' },
  { file: 'tests/api/shell/replica-reads.test.ts', why: 'processes', note: 'reads from replicas (issue 41): a second database standing in for a healthy or lagging replica, read-your-writes (through Redis across two apps), a refusing replica, and the real streaming replica of POSTGRES_LANE_REPLICA_URL (skipped on PGlite)' },
  // sql
  { file: 'tests/api/integration/client-token.test.ts', why: 'sql', note: 'the token lookup joins api_client and reads the jsonb scopes and address ranges (pg driver types)' },
  { file: 'tests/api/integration/cxml-order.test.ts', why: 'sql', note: 'cXML OrderRequest through the idempotency claim (bigint ids, the claim\'s conflict clause)' },
  { file: 'tests/api/integration/punchout-cxml.test.ts', why: 'sql', note: 'the cXML setup session and the PunchOutOrderMessage at the cart\'s prices (bigint ids, numeric)' },
  { file: 'tests/api/catalogue/goods-search.test.ts', why: 'sql', note: 'search ranking against the SQL oracle (trigram, collation)' },
  { file: 'tests/api/catalogue/exact-text-first.test.ts', why: 'sql', note: 'text matching order on both engines' },
  { file: 'tests/api/catalogue/brand-alias.test.ts', why: 'sql', note: 'aliases in search and enquiry, both engines (brand-alias FOR UPDATE)' },
  { file: 'tests/api/staff/catalogue.test.ts', why: 'sql', note: 'tiers and shelf state through staff-catalogue-repository (FOR UPDATE, raw sql)' },
  { file: 'tests/api/enquiry/model-decimal.test.ts', why: 'sql', note: 'numeric columns typed by the pg driver' },
  { file: 'tests/api/enquiry/choice-brand.test.ts', why: 'sql', note: 'enquiry choices by brand on both engines' },
  { file: 'tests/api/enquiry/own-tiers.test.ts', why: 'sql', note: 'raw sql in the test' },
  { file: 'tests/api/staff/enquiry-quote-batch.test.ts', why: 'sql', note: 'quote batches (quote-batch-service FOR UPDATE)' },
  { file: 'tests/api/security/multipart-text.test.ts', why: 'sql', note: 'NUL and odd text refused before PostgreSQL sees it; raw sql' },
  { file: 'tests/api/shell/migrations.test.ts', why: 'sql', note: 'every migration on a real server' },
  { file: 'tests/api/shell/migration-0028.test.ts', why: 'sql', note: 'a data migration, engine-aware' },
  { file: 'tests/api/shell/media-prefix.test.ts', why: 'sql', note: 'a migration rewriting stored paths' },
  { file: 'tests/api/shell/gateway.test.ts', why: 'sql', note: 'readiness reports the engine in use' },
  { file: 'tests/api/shell/metrics.test.ts', why: 'sql', note: 'the pool figures of /metrics (pg.Pool only) and the webhook backlog query (count filter, extract epoch)' },
  { file: 'tests/api/shell/request-comment.test.ts', why: 'sql', note: 'request ids as SQL comments seen by the server: current_query() and pg_stat_activity during a pg_sleep' },
  { file: 'tests/unit/seed.test.ts', why: 'sql', note: 'the seed through raw sql' },
  { file: 'tests/unit/seed-media.test.ts', why: 'sql', note: 'the media seed' },
  { file: 'tests/api/certification/vip688.test.ts', why: 'sql', note: 'VIP purchase (vip688-service FOR UPDATE)' },
  { file: 'tests/api/certification/certification.test.ts', why: 'sql', note: 'certification repository (FOR UPDATE, raw sql)' },
  { file: 'tests/api/distribution/distribution.test.ts', why: 'sql', note: 'commission sync and distributor service (FOR UPDATE, raw sql)' },
  { file: 'tests/api/staff/staff-accounts.test.ts', why: 'sql', note: 'staff account service (FOR UPDATE)' },
  { file: 'tests/api/account/accounts-register.test.ts', why: 'sql', note: 'SMS codes and member opening (FOR UPDATE)' },
  { file: 'tests/api/services/service-payments.test.ts', why: 'sql', note: 'service payment (FOR UPDATE)' },
  { file: 'tests/api/messages/messages.test.ts', why: 'sql', note: 'message counts (raw sql)' },
  { file: 'tests/api/company/record-scope.test.ts', why: 'sql', note: 'who sees what in a company: the scope conditions are raw sql (record-scope.ts)' },
  // redis
  { file: 'tests/unit/limits.test.ts', why: 'redis', note: 'RedisLimitStore (runs when REDIS_URL is set)' },
  // routes
  { file: 'tests/fuzz/all-routes.test.ts', why: 'routes', note: 'every route of the OpenAPI document once on PostgreSQL' },
];

export const POSTGRES_LANE_FILES: readonly string[] = POSTGRES_LANE.map((entry) => entry.file);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(POSTGRES_LANE_FILES.join('\n'));
}
