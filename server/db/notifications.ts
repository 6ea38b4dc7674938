import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Change notices between the API processes sharing a database (caches drop what another process changed). */
export interface Notifications {
  /** Tells every process sharing the database, this one included, that something changed on `channel`. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` for each notice on `channel`, in the order handlers were added. An empty payload means
   * notices may have been missed (the listening connection was lost): drop everything cached.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

type Handlers = Map<string, Set<(payload: string) => void>>;

function dispatch(handlers: Handlers, channel: string, payload: string) {
  for (const handler of handlers.get(channel) ?? []) handler(payload);
}

function addHandler(handlers: Handlers, channel: string, handler: (payload: string) => void): boolean {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid notification channel ${channel}`);
  const existing = handlers.get(channel);
  if (existing) existing.add(handler);
  else handlers.set(channel, new Set([handler]));
  return !existing;
}

/**
 * PGlite lives in this process only: `notify` reaches the handlers directly. A NOTIFY that a transaction's own SQL
 * sends (a queued e-mail) reaches them too, through PGlite's LISTEN, once the transaction commits; `client` is
 * absent where no database listens (tests of the handlers alone).
 */
export function localNotifications(client?: Pick<PGlite, 'listen'>): Notifications {
  const handlers: Handlers = new Map();
  return {
    async notify(channel, payload) {
      dispatch(handlers, channel, payload);
    },
    async listen(channel, handler) {
      if (addHandler(handlers, channel, handler)) await client?.listen(channel, (payload) => dispatch(handlers, channel, payload));
    },
    async close() {
      handlers.clear();
    },
  };
}

const RECONNECT_MS = 1000;

/** PostgreSQL NOTIFY through the pool; LISTEN on one dedicated connection, opened again when it is lost. */
export function postgresNotifications(pool: pg.Pool, connectionString: string): Notifications {
  const handlers: Handlers = new Map();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const listener = new pg.Client({ connectionString });
    listener.on('notification', (message) => dispatch(handlers, message.channel, message.payload ?? ''));
    listener.on('error', (error) => {
      console.warn(`Connexion d'écoute PostgreSQL perdue : ${error.message}`);
      client = null;
      void listener.end().catch(() => {});
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await listener.connect();
    for (const channel of handlers.keys()) await listener.query(`LISTEN ${channel}`);
    return listener;
  }

  async function reconnect() {
    if (closed || client) return;
    client = connect();
    try {
      await client;
      // Whatever was notified while no one listened is unknown.
      for (const channel of handlers.keys()) dispatch(handlers, channel, '');
    } catch (error) {
      client = null;
      console.warn(`Écoute PostgreSQL impossible : ${(error as Error).message}`);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  return {
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handler) {
      const isNew = addHandler(handlers, channel, handler);
      if (!client) {
        client = connect();
        await client.catch((error) => {
          client = null;
          throw error;
        });
      } else if (isNew) {
        await (await client).query(`LISTEN ${channel}`);
      }
    },
    async close() {
      closed = true;
      const listener = await client?.catch(() => null);
      client = null;
      await listener?.end();
    },
  };
}
