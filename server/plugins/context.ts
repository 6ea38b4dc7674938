import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { TokenSigner } from '../auth/tokens';
import type { SettingsCache } from '../services/platform/settings-cache';
import type { IdentityContact } from '../services/auth/identity';

/** What every route needs, decorated on the Fastify instance by app.ts. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  signer: TokenSigner;
  settings: SettingsCache;
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

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set for signed-in callers; routes marked `config: { public: true }` may run without it. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Answers even under maintenance (the platform constants). */
    duringMaintenance?: boolean;
  }
}
