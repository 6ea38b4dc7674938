import type { Db } from '../../db/client';
import { forbidden, invalidFields, requireNoProblems } from '../../../domain/errors';
import { TypeContact } from '../../../domain/contact-types';
import { prestataireIneligibility } from '../../../domain/eligibility';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { ConfigurePrestatairePartiallyPayload, ConfigurePrestatairePayload } from '../../../domain/schemas/wizard';
import { dossierCreationOrganisations, type CreationCaller } from '../../../machines/access/dossierCreation';
import { clearProviderStaffing, replaceDossierContacts, requireContactTypes } from './contacts';
import { expertsWithCompetences, loadExperts } from './experts';
import { WIZARD_HISTORY_EVENTS } from '../../../domain/dossier-history-events';
import { recordWizardEvent } from './history';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { providerChosenNotice } from '../mail/templates';
import { loadOrganisationFacts } from './organisations';
import type { DossierPatch, StepContext } from './save-step';

const FIELD = 'prestataireOrganisationId';

/** Why the provider may not take the dossier (domain/eligibility.ts), for GET /is-prestataire-eligible and the steps. */
export async function prestataireProblems(db: Db, organisationId: number): Promise<string[] | null> {
  const found = await loadOrganisationFacts(db, organisationId);
  if (!found) return null;
  return prestataireIneligibility(found.facts, expertsWithCompetences(await loadExperts(db, organisationId)));
}

async function requireEligibleProvider(tx: Db, organisationId: number) {
  const problems = await prestataireProblems(tx, organisationId);
  if (problems === null) throw invalidFields([{ field: FIELD, message: 'Organisation inconnue.' }]);
  requireNoProblems(FIELD, problems);
}

/**
 * Step 3 of the introduction, POST /dossiers/{id}/configure-prestataire: one of the caller's provider
 * organisations (403 otherwise) and its Authority, Reference and Information contacts. The experts are
 * chosen with the competences; a change of provider drops the previous one's.
 */
export function applyPrestataire(payload: ConfigurePrestatairePayload, caller: CreationCaller) {
  return async ({ tx, stored: { row } }: StepContext): Promise<DossierPatch> => {
    const organisationId = payload.prestataireOrganisationId;
    if (!dossierCreationOrganisations(caller).includes(organisationId)) throw forbidden();
    await requireEligibleProvider(tx, organisationId);
    const assigned = [
      { field: 'autoriteContactId', contactId: payload.autoriteContactId, typeContactId: TypeContact.AUTORITE },
      { field: 'referenceContactId', contactId: payload.referenceContactId, typeContactId: TypeContact.REFERENCE },
      { field: 'informationContactId', contactId: payload.informationContactId, typeContactId: TypeContact.INFORMATION },
    ] as const;
    await requireContactTypes(tx, organisationId, assigned);
    if (row.prestataireId !== organisationId) await clearProviderStaffing(tx, row.id);
    const types = assigned.map((a) => a.typeContactId);
    await replaceDossierContacts(tx, row.id, TypeOrganisation.PRESTATAIRE, types, assigned);
    return { prestataireId: organisationId };
  };
}

/**
 * Step 3 of the initiation, POST /dossiers/{id}/configure-prestataire-partially: the beneficiary names an
 * eligible provider, which sends it the dossier (the saved step moves to prestation): history row and an
 * e-mail to the provider's Authorities, who complete the rest in their introduction wizard.
 */
export function applyPrestatairePartially(payload: ConfigurePrestatairePartiallyPayload, caller: CreationCaller) {
  return async ({ tx, stored: { row, access }, at }: StepContext): Promise<DossierPatch> => {
    const organisationId = payload.prestataireOrganisationId;
    await requireEligibleProvider(tx, organisationId);
    if (row.prestataireId !== organisationId) await clearProviderStaffing(tx, row.id);
    await recordWizardEvent(tx, { dossierId: row.id, statut: access.statut, contactId: caller.contactId, event: WIZARD_HISTORY_EVENTS.sentToProvider, at });
    await mailOrganisationAuthorities(tx, organisationId, { kind: 'DOSSIER', ...providerChosenNotice(row.reference), at });
    return { prestataireId: organisationId };
  };
}
