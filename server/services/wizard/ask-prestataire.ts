import type { Db } from '../../db/client';
import { conflict, notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from '../dossiers/authorize';
import { findDossier } from '../dossiers/stored';
import { WIZARD_HISTORY_EVENTS } from '../../../domain/dossier-history-events';
import { recordWizardEvent } from './history';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { beneficiaryMessageNotice } from '../mail/templates';

/**
 * POST /dossiers/{id}/askPrestataire, from the initiation's recap or the dossier's remarks: the beneficiary
 * writes to the provider the dossier was sent to, as long as it is in introduction. The text goes to the
 * provider's Authorities by e-mail and into the dossier's history (its remarks); the dossier itself does
 * not change, so its version stays.
 */
export async function askPrestataire(
  db: Db,
  { dossierId, caller, askText, expectedVersion, at = new Date() }: { dossierId: number; caller: DossierCaller; askText: string; expectedVersion?: number; at?: Date },
) {
  await db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId);
    if (!stored) throw notFound();
    // Its rule is the only gate: written from the recap or from the dossier's remarks, until the provider submits.
    authorizeDossierAction('askPrestataire', stored, caller);
    const { row, access } = stored;
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict();
    await recordWizardEvent(tx, { dossierId, statut: access.statut, contactId: caller.contactId, event: WIZARD_HISTORY_EVENTS.askPrestataire, text: askText, at });
    await mailOrganisationAuthorities(tx, row.prestataireId!, { kind: 'DOSSIER', ...beneficiaryMessageNotice(row.reference, askText), at });
  });
}
