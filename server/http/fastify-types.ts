// What buildApp adds to Fastify's own types: the database, the configuration and the caller.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

export type Principal =
  | { kind: 'member'; memberId: number; tokenId: number }
  | { kind: 'staff'; staffId: number; tokenId: number };

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
