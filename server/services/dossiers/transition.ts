import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { dossierHistory, dossiers } from '../../db/schema/index';
import { conflict, invalidTransition, notFound } from '../../../domain/errors';
import { nextDossierStatus } from '../../../machines/dossierStatus.state';
import type { DossierStatusEvent } from '../../../machines/dossierStatus.types';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { deadlineDays, type LegalDelays } from '../calendar/legal-deadlines';
import { performEffects } from './effects';
import type { DossierRow, StoredDossier } from '../../db/rows';
import { findDossier } from './stored';
import { dossierStatusChanged } from '../webhooks/events';

/** A condition of an action besides the caller's right and the machine, checked on the dossier as read in the transaction. */
export type TransitionCheck = (context: { tx: Db; stored: StoredDossier; caller: DossierCaller; config: ServerConfig }) => Promise<void>;

/**
 * What a status change reads of the settings: the legal delays its deadlines run on, and the platform's address,
 * which the links its e-mails carry point to (the satisfaction survey's). The server's configuration is one.
 */
export type TransitionSettings = LegalDelays & { platform: Pick<ServerConfig['platform'], 'url'> };

export interface DossierEventInput {
  dossierId: number;
  event: DossierStatusEvent;
  /** Who sent it; null for the platform itself (the automatic rejection). */
  contactId: number | null;
  /** The justification, askText or answer that came with it, kept in the history. */
  text?: string | null;
  /** The version the caller read; a stale one is refused even if the event would still apply. */
  expectedVersion?: number;
  at?: Date;
  /** The legal delays (entering a state where a deadline runs starts it) and the platform's address. */
  settings: TransitionSettings;
  /** Checks the caller's right, and any precondition of the action, on the dossier as read inside the transaction. */
  authorize?: (dossier: StoredDossier, tx: Db) => void | Promise<void>;
}

/**
 * Applies a status event through the machine: restores the dossier's state, refuses what the machine
 * does not accept (409 InvalidTransition), performs the machine's effects, starts the deadline of the
 * state entered (or clears the one that ran), writes the history row,
 * and updates only the version it read, so that of two concurrent changes one fails (409 Conflict).
 */
export async function applyDossierEvent(db: Db, input: DossierEventInput): Promise<DossierRow> {
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const stored = await findDossier(tx, input.dossierId);
    if (!stored) throw notFound();
    await input.authorize?.(stored, tx);
    const { row } = stored;
    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) throw conflict();
    const step = nextDossierStatus(stored.access, input.event);
    if (!step) throw invalidTransition();
    const patch = await performEffects(step.effects, { tx, dossier: row, at, contactId: input.contactId, text: input.text ?? null, publicUrl: input.settings.platform.url });
    const deadline = await deadlineDays(tx, step.deadline, at, input.settings);
    const [updated] = await tx
      .update(dossiers)
      .set({ ...patch, ...deadline, statutDossierId: step.statut, updatedAt: at, version: row.version + 1 })
      .where(and(eq(dossiers.id, row.id), eq(dossiers.version, row.version)))
      .returning();
    if (!updated) throw conflict();
    await tx.insert(dossierHistory).values({
      dossierId: row.id,
      contactId: input.contactId,
      at,
      fromStatut: stored.access.statut,
      toStatut: step.statut,
      event: input.event.type,
      justification: input.text ?? null,
    });
    await dossierStatusChanged(tx, { dossierId: row.id, reference: row.reference, event: input.event.type, fromStatut: row.statutDossierId, toStatut: step.statut, at });
    return updated;
  });
}
