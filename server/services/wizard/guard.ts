import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierCompetences, dossierContacts } from '../../db/schema/index';
import { forbidden, invalidTransition, notFound } from '../../../domain/errors';
import { isTypeContactId } from '../../../domain/contact-types';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { wizardAccess, wizardOfDroit, type WizardDossier } from '../../../machines/access/wizardAccess';
import type { StoredDossier } from '../../db/rows';

/** What the wizard guard reads of a stored dossier: its status and step, whether it has competences, its provider contacts. */
async function loadWizardDossier(db: Db, { row, access }: StoredDossier): Promise<WizardDossier> {
  const [competences] = await db.select({ n: count() }).from(dossierCompetences).where(eq(dossierCompetences.dossierId, row.id));
  const providerContacts = await db
    .selectDistinct({ type: dossierContacts.typeContactId })
    .from(dossierContacts)
    .where(and(eq(dossierContacts.dossierId, row.id), eq(dossierContacts.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  return {
    statut: access.statut,
    etapeEncodage: access.etapeEncodage,
    hasCompetences: (competences?.n ?? 0) > 0,
    providerContactTypes: providerContacts.map((c) => c.type).filter(isTypeContactId),
  };
}

/** The screen each wizard saves through a call; a call absent from the caller's wizard is not the caller's to make. */
export interface WizardScreens {
  introduction?: StepScreen<'introduction'>;
  initiation?: StepScreen<'initiation'>;
}

/** The caller's wizard and the screen the call saves in it; 403 when the caller's wizard has no such screen. */
export function callerWizardScreen(caller: DossierCaller, screens: WizardScreens): { wizard: WizardKind; screen: StepScreen<WizardKind> } {
  const wizard = wizardOfDroit(caller.droitId);
  const screen = wizard && screens[wizard];
  if (!wizard || !screen) throw forbidden();
  return { wizard, screen };
}

/**
 * The wizard guard of spec section 4, asked by the server before it acts (DESIGN.md: "servers call them
 * before acting"): the call saves a screen, and the caller must be allowed on that screen right now. The
 * caller's right picks the wizard (provider: introduction, beneficiary: initiation); a screen the guard
 * would redirect away from is an action the dossier's state does not allow (409 InvalidTransition), a
 * dossier the guard would not find is not found (404).
 */
export async function requireWizardScreen(
  db: Db,
  stored: StoredDossier,
  caller: DossierCaller,
  screens: WizardScreens,
): Promise<{ wizard: WizardKind; screen: StepScreen<WizardKind>; dossier: WizardDossier }> {
  const { wizard, screen } = callerWizardScreen(caller, screens);
  const dossier = await loadWizardDossier(db, stored);
  const access = wizardAccess({
    wizard,
    dossier,
    droitId: caller.droitId,
    targetScreen: screen,
    dossierIdParam: String(stored.row.id),
  });
  if ('notFound' in access) throw notFound();
  if ('redirect' in access) throw invalidTransition();
  return { wizard, screen, dossier };
}
