// What buildApp adds to Fastify's own types: the database, the configuration and the caller.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { CaptchaProvider } from '../providers/captcha/captcha-provider.ts';
import type { SmsProvider } from '../providers/sms/sms-provider.ts';
import type { UploadStore } from '../providers/storage/upload-store.ts';
import type { WechatProvider } from '../providers/wechat/wechat-provider.ts';
import type { LimitStore } from '../security/limits.ts';
import type { PaymentProvider } from '../providers/payment/payment-provider.ts';

/** The outside services the app talks to, each behind an interface with a local implementation. */
export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  captcha: CaptchaProvider;
  uploads: UploadStore;
  payment: PaymentProvider;
}

/** A company API client's token (issue 40): the client, its company and the scopes the token was granted. */
export interface ClientPrincipal {
  apiClientId: number;
  companyId: number;
  scopes: string[];
  /** The public client id (`abk_…`) and name, for the company audit row of each call. */
  clientId: string;
  name: string;
  /** The client's allowed caller address ranges now (read with the token; empty allows any). */
  ipRanges: string[];
}

export type Principal =
  | { kind: 'member'; memberId: number; tokenId: number; /** Set when the token is a company API client's (issue 40). */ client?: ClientPrincipal }
  | { kind: 'staff'; staffId: number; tokenId: number; /** staff_user.role (domain/staff/staff-roles.ts), read with the token. */ role: string };

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    providers: Providers;
    limits: LimitStore;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifySchema {
    /**
     * The parts of a multipart route (server/http/multipart.ts FormDoc): shown in the OpenAPI
     * document as its multipart/form-data request body; not validated by Fastify (the reader does).
     */
    form?: unknown;
  }
}
