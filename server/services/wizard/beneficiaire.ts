import { forbidden, invalidFields, requireNoProblems } from '../../../domain/errors';
import { TypeContact } from '../../../domain/contact-types';
import { beneficiaireIneligibility, uniteEtablissementProblem } from '../../../domain/eligibility';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { ConfigureBeneficiairePayload } from '../../../domain/schemas/wizard';
import { dossierCreationOrganisations, type CreationCaller } from '../../../machines/access/dossierCreation';
import { replaceDossierContacts, requireContactTypes } from './contacts';
import { loadOrganisationFacts } from './organisations';
import type { DossierPatch, StepContext } from './save-step';

/**
 * Step 2, POST /dossiers/{id}/configure-beneficiaire: the beneficiary, its establishment unit and its
 * Authority contact. A beneficiary may name only an organisation it files for (403 otherwise); a provider
 * any eligible beneficiary it found.
 */
export function applyBeneficiaire(payload: ConfigureBeneficiairePayload, caller: CreationCaller) {
  return async ({ tx, stored: { row }, wizard }: StepContext): Promise<DossierPatch> => {
    const organisationId = payload.beneficiaireOrganisationId;
    if (wizard === 'initiation' && !dossierCreationOrganisations(caller).includes(organisationId)) throw forbidden();
    const found = await loadOrganisationFacts(tx, organisationId);
    if (!found) throw invalidFields([{ field: 'beneficiaireOrganisationId', message: 'Organisation inconnue.' }]);
    requireNoProblems('beneficiaireOrganisationId', beneficiaireIneligibility(found.facts));
    const unit = uniteEtablissementProblem(found.facts, payload.uniteEtablissementId);
    requireNoProblems('uniteEtablissementId', unit ? [unit] : []);
    const autorite = { field: 'autoriteContactId', contactId: payload.autoriteContactId, typeContactId: TypeContact.AUTORITE };
    await requireContactTypes(tx, organisationId, [autorite]);
    await replaceDossierContacts(tx, row.id, TypeOrganisation.BENEFICIAIRE, [TypeContact.AUTORITE], [autorite]);
    return { beneficiaireId: organisationId, uniteEtablissementId: payload.uniteEtablissementId };
  };
}
