import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { TokenSigner } from '../auth/tokens';
import type { DeviceTokens } from '../auth/device-tokens';
import type { RelyingParty } from '../services/auth/relying-party';
import type { SettingsCache } from '../services/platform/settings-cache';
import type { IdentityContact } from '../db/identity';
import type { RoutePolicy } from '../http/policy';
import type { AnySchema, MULTIPART, RouteAccess, RouteAnswer } from '../http/route';
import type { DevMailbox } from '../services/mail/dev-mailbox';

/** What every route needs, decorated on the Fastify instance by app.ts. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  signer: TokenSigner;
  /** Signs and checks the browsers' device tokens (docs/security.md, Sign-in throttling). */
  devices: DeviceTokens;
  settings: SettingsCache;
  /** The platform as a client of its identity service (README, Sign-in with the identity service); null without one. */
  identityService: RelyingParty | null;
  /** The development mailbox the e-mails go to when no SMTP_URL is set (README, Development mailbox); null otherwise. */
  devMailbox: DevMailbox | null;
}

/** The signed-in caller, resolved from the bearer token against a live session. */
export interface RequestAuth {
  contactId: number;
  sessionId: string;
  droitId: number;
  /** The contact and every right it holds, read with the session in one query. */
  contact: IdentityContact;
  droits: number[];
}

/** A route of the API as it was declared: what a test or a fuzzer needs to call it. */
export interface RouteTableEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
  body?: AnySchema | typeof MULTIPART;
  query?: AnySchema;
  params?: AnySchema;
  duringMaintenance?: boolean;
  result?: AnySchema;
  created?: boolean;
  meta?: AnySchema;
  answer?: RouteAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every API route with its declaration, in registration order. */
    routeTable: RouteTableEntry[];
  }
  interface FastifyRequest {
    /** Set for signed-in callers; only routes whose policy is public run without it. */
    auth: RequestAuth | null;
  }
  /** A route's declaration (server/http/route.ts). */
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    body?: AnySchema | typeof MULTIPART;
    query?: AnySchema;
    params?: AnySchema;
    access?: RouteAccess;
    duringMaintenance?: boolean;
    result?: AnySchema;
    created?: boolean;
    meta?: AnySchema;
    answer?: RouteAnswer;
  }
}
