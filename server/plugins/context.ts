import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { TokenSigner } from '../auth/tokens';

/** What every route needs, decorated on the Fastify instance by app.ts. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  signer: TokenSigner;
}

/** The signed-in caller, resolved from the bearer token against a live session. */
export interface RequestAuth {
  contactId: number;
  sessionId: string;
  droitId: number;
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
