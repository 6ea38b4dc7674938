import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { contacts, sessions } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import type { TokenSigner } from '../../auth/tokens';
import { identityContactColumns, type Identity, type IdentityContact } from '../../db/identity';
import { heldDroitsColumn } from './identity';
import type { IssuedToken } from '../../../domain/wire/auth';

export type { IssuedToken };

type SessionRow = typeof sessions.$inferSelect;

export async function openSession(db: Db, config: ServerConfig, contactId: number, droitId: number): Promise<SessionRow> {
  const refreshUntil = new Date(Date.now() + config.sessionSeconds * 1000);
  const [row] = await db.insert(sessions).values({ contactId, droitId, refreshUntil }).returning();
  return row!;
}

/** The caller behind a live session: the session, its contact and every right the contact holds. */
export interface LiveCaller {
  sessionId: string;
  droitId: number;
  contact: IdentityContact;
  droits: number[];
}

const liveCallerQuery = preparedStatement((db) =>
  db
    .select({ sessionId: sessions.id, droitId: sessions.droitId, contact: identityContactColumns, droits: heldDroitsColumn })
    .from(sessions)
    .innerJoin(contacts, eq(contacts.id, sessions.contactId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.refreshUntil, sql`now()`)))
    .prepare('live_caller'),
);

/**
 * Every request's one query: the session still usable (not revoked by logout, not past its refresh
 * deadline) with its caller. Read on every call, so a logout stops the token at once on every API process.
 */
export async function liveCaller(db: Db, sessionId: string): Promise<LiveCaller | null> {
  const [row] = await liveCallerQuery(db).execute({ sessionId });
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function setSessionDroit(db: Db, sessionId: string, droitId: number): Promise<void> {
  await db.update(sessions).set({ droitId }).where(eq(sessions.id, sessionId));
}

/** Signs an access token for the session, carrying the linked organisations of the identity. */
export async function issueToken(
  signer: TokenSigner,
  config: ServerConfig,
  session: Pick<SessionRow, 'id' | 'droitId'>,
  identity: Identity,
): Promise<IssuedToken> {
  const expiresAt = new Date(Date.now() + config.accessTokenSeconds * 1000);
  const access_token = await signer.sign(
    {
      sub: String(identity.contact.id),
      sid: session.id,
      droit_id: session.droitId,
      claims: identity.droits.map((d) => `droit:${d}`),
      linked_organisations: identity.linkedOrganisations.map((l) => ({
        id: l.id,
        type_organisation_id: l.type_organisation_id,
        type_contact_id: l.type_contact_id,
      })),
    },
    expiresAt,
  );
  return {
    access_token,
    token_type: 'Bearer',
    expires_in: config.accessTokenSeconds,
    expires_at: expiresAt.toISOString(),
    droit_id: session.droitId,
  };
}
