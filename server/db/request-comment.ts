// Request ids to the database (issue 41 item 3): every statement run while serving a request
// carries `/* request_id=<uuid> */`, so a slow query seen in pg_stat_activity or the slow-query log
// (log_min_duration_statement) is traced to its request, whose id is the answer's x-request-id and
// every log line's reqId.
// - installRequestScope (a Fastify onRequest hook, installed before the bearer hook so its token
//   lookup is tagged too) runs the rest of the request in an AsyncLocalStorage scope
//   (`als.run(id, done)`). A POST's body arrives in the socket's later events; on Node 20 with
//   Fastify 5 the scope still reaches the handler (no AsyncResource re-entry at preValidation, as
//   @fastify/request-context does, is needed): tests/api/shell/request-comment.test.ts proves it
//   over a real keep-alive socket with the body split across packets, so an upgrade that
//   changes it fails there.
// - requestCommentPlugin (a Kysely plugin in connect.ts's plugins) adds the comment where the SQL
//   allows one at the top level: right after `select` (`select /* request_id=… */ …`), in front
//   of a raw sql`` statement, and at the end of an insert, update, delete or merge (their nodes
//   have no front modifiers; pg_stat_activity shows the first track_activity_query_size bytes,
//   1024 by default, so a very long write's comment may be cut there, never in the log).
// Only a UUID is ever written into SQL (Fastify's genReqId is randomUUID; anything else is not
// commented), so the comment can neither close itself nor carry text. pg_stat_statements ignores
// comments when it groups statements, so the ids add no entries there.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const scope = new AsyncLocalStorage<string>();

/** The comment for the current request, or null outside one (or with an id that is not a UUID). */
function comment(): string | null {
  const id = scope.getStore();
  return id !== undefined && UUID.test(id) ? `/* request_id=${id} */` : null;
}

function commented(node: RootOperationNode, text: string): RootOperationNode {
  switch (node.kind) {
    case 'SelectQueryNode':
      return { ...node, frontModifiers: [{ kind: 'SelectModifierNode', rawModifier: sql.raw(text).toOperationNode() }, ...(node.frontModifiers ?? [])] };
    case 'InsertQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
    case 'MergeQueryNode':
      return { ...node, endModifiers: [...(node.endModifiers ?? []), sql.raw(text).toOperationNode()] };
    case 'RawNode': {
      const [head = '', ...rest] = node.sqlFragments;
      return { ...node, sqlFragments: [`${text} ${head}`, ...rest] };
    }
    default:
      // DDL (migrations) never runs inside a request; left as it is.
      return node;
  }
}

/** The Kysely plugin: the current request's id as a comment on every statement (see the head of this file). */
export const requestCommentPlugin: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const text = comment();
    return text ? commented(args.node, text) : args.node;
  },
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  },
};

/** Routes that need no request id in SQL: /healthz never queries; /metrics's few collect-time queries are the scrape's, not a request's to trace. */
const NO_DATABASE = new Set(['/healthz', '/metrics']);

/** Runs each request (its hooks, body parsing and handler) in the scope of its id. Install before any hook that queries. */
export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (NO_DATABASE.has(request.routeOptions.url ?? '')) return done();
    scope.run(request.id, done);
  });
}
