import type { Db } from '../../db/client';
import { invalidTransition, notFound } from '../../../domain/errors';
import type { WizardKind } from '../../../domain/wizard-steps';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { storedDossierContactTypes } from '../../../machines/dossierWizard.context';
import { savedStepDecision } from '../../../machines/dossierWizard.save';
import { authorizeDossierAction } from '../dossiers/authorize';
import type { StoredDossier } from '../../db/rows';
import { findDossier } from '../dossiers/stored';
import { requireVersion, updateDossierAtVersion, type DossierPatch } from '../dossiers/versioned-update';
import { callerWizardScreen, requireWizardScreen, type WizardScreens } from './guard';

export type { DossierPatch };

export interface StepContext {
  tx: Db;
  stored: StoredDossier;
  wizard: WizardKind;
  at: Date;
}

export interface SaveStepInput {
  dossierId: number;
  caller: DossierCaller;
  screens: WizardScreens;
  expectedVersion?: number;
  /**
   * The screen's own rules on stored data (400 ValidationError with the payload's field names) and its
   * writes besides the dossier's row; returns the columns of the dossier to change.
   */
  apply: (context: StepContext) => Promise<DossierPatch>;
  at?: Date;
}

/**
 * Saves one wizard screen in one transaction: the caller's wizard has the screen (403), the dossier as read
 * there must exist (404), the caller may
 * complete it (403, matrix row "create or complete a dossier"), the wizard guard opens the screen (409),
 * the version is the one the form was filled from (409 Conflict); then the screen's rules and writes, the
 * saved step the wizard machine decides (machines/dossierWizard.save.ts), and the version bumped, only on the
 * version read.
 */
export async function saveWizardStep(db: Db, { dossierId, caller, screens, expectedVersion, apply, at = new Date() }: SaveStepInput): Promise<void> {
  // A call of the other side's wizard is not the caller's to make, whatever the dossier.
  callerWizardScreen(caller, screens);
  await db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId);
    if (!stored) throw notFound();
    authorizeDossierAction('complete', stored, caller);
    const { wizard, screen, dossier } = await requireWizardScreen(tx, stored, caller, screens);
    requireVersion(stored.row, expectedVersion);
    // The saved step is the wizard machine's decision, written over anything the screen's patch says.
    const userContactTypes = storedDossierContactTypes(wizard, caller, stored.row);
    const etapeEncodage = savedStepDecision({ wizard, dossier, droitId: caller.droitId, userContactTypes, screen });
    if (etapeEncodage === null) throw invalidTransition();
    const patch = await apply({ tx, stored, wizard, at });
    await updateDossierAtVersion(tx, stored.row, { ...patch, etapeEncodage }, at);
  });
}
