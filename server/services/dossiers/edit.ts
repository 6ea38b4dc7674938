import type { Db } from '../../db/client';
import { notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { WIZARD_HISTORY_EVENTS } from '../../../domain/dossier-history-events';
import { recordWizardEvent } from '../wizard/history';
import type { StepContext } from '../wizard/save-step';
import { authorizeDossierAction } from './authorize';
import { findDossier } from './stored';
import { requireVersion, updateDossierAtVersion, type DossierPatch } from './versioned-update';

/** The parts of the dossier the edit screen saves, each written in the history under its own event. */
export const EDITED_PARTS = {
  prestation: WIZARD_HISTORY_EVENTS.prestationEdited,
  financier: WIZARD_HISTORY_EVENTS.financierEdited,
  specificites: WIZARD_HISTORY_EVENTS.specificitesEdited,
} as const;

export type EditedPart = keyof typeof EDITED_PARTS;

export interface DossierEditInput {
  dossierId: number;
  part: EditedPart;
  caller: DossierCaller;
  expectedVersion?: number;
  /** The introduction screen's own rules and writes (services/wizard/*), the same as when it was first saved. */
  apply: (context: StepContext) => Promise<DossierPatch>;
  at?: Date;
}

/**
 * Saves a part of the dossier's information again while the administration waits for information (statuses
 * 5 and 9, spec sections 2 and 5), in one transaction: the dossier exists (404), the caller may edit it
 * (403: Authority or Reference of the provider; 409 in any other status), the version is the one the form
 * was filled from (409), then the introduction screen's rules, and a history row naming the part (no text,
 * so the remarks stay the exchanged words). The saved step and the status do not move.
 */
export async function saveDossierEdit(db: Db, { dossierId, part, caller, expectedVersion, apply, at = new Date() }: DossierEditInput): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId);
    if (!stored) throw notFound();
    authorizeDossierAction('edit', stored, caller);
    requireVersion(stored.row, expectedVersion);
    // The provider's information is the introduction's: its screens' rules read it as such.
    const patch = await apply({ tx, stored, wizard: 'introduction', at });
    await updateDossierAtVersion(tx, stored.row, patch, at);
    await recordWizardEvent(tx, { dossierId, statut: stored.access.statut, contactId: caller.contactId, event: EDITED_PARTS[part], at });
  });
}
