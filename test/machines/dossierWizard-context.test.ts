import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { sideOrganisationOf, storedDossierContactTypes, wizardContactTypes } from '../../machines/dossierWizard.context';
import { NEW_WIZARD_DOSSIER } from '../../machines/dossierWizard.state';

/**
 * Who fills a dossier's wizard (spec section 6, "create or complete a dossier": A, R, E of the caller's side): the
 * provider's organisation in the introduction, the beneficiary's in the initiation; only validated links count.
 */
const PROVIDER = 10;
const BENEFICIARY = 20;
const link = (id: number, type_organisation_id: number, type_contact_id: number, validation_status: number = StatutValidationLien.VALIDE) => ({ id, type_organisation_id, type_contact_id, validation_status });
const caller = {
  contactId: 1,
  droitId: 2,
  linkedOrganisations: [
    link(PROVIDER, TypeOrganisation.PRESTATAIRE, TypeContact.REFERENCE),
    link(PROVIDER, TypeOrganisation.PRESTATAIRE, TypeContact.REFERENCE),
    link(PROVIDER, TypeOrganisation.PRESTATAIRE, 99),
    link(BENEFICIARY, TypeOrganisation.BENEFICIAIRE, TypeContact.AUTORITE),
    link(BENEFICIARY, TypeOrganisation.BENEFICIAIRE, TypeContact.EXPERT, StatutValidationLien.VALIDE + 1),
  ],
};
const dossier = { prestataireId: PROVIDER, beneficiaireId: BENEFICIARY };

describe('the dossier wizards’ caller', () => {
  it('acts for the provider in the introduction and for the beneficiary in the initiation', () => {
    expect(sideOrganisationOf('introduction', dossier)).toBe(PROVIDER);
    expect(sideOrganisationOf('initiation', dossier)).toBe(BENEFICIARY);
  });

  it('holds, in a stored dossier, its validated contact types of its side’s organisation, each once, known types only', () => {
    expect(storedDossierContactTypes('introduction', caller, dossier)).toEqual([TypeContact.REFERENCE]);
    expect(storedDossierContactTypes('initiation', caller, dossier)).toEqual([TypeContact.AUTORITE]);
    expect(storedDossierContactTypes('initiation', caller, { ...dossier, beneficiaireId: null })).toEqual([]);
  });

  it('holds, before the dossier exists, its types in the organisations of its side’s kind, known types only', () => {
    expect(wizardContactTypes('introduction', caller)).toEqual([TypeContact.REFERENCE]);
    expect(wizardContactTypes('initiation', caller)).toEqual([TypeContact.AUTORITE]);
  });

  it('creates a dossier in introduction at its first step, with no competence and no provider contact yet', () => {
    expect(NEW_WIZARD_DOSSIER).toEqual({ statut: StatutDossier.DOSSIER_INTRODUCTION, etapeEncodage: EtapeEncodage.DossierAide, hasCompetences: false, providerContactTypes: [] });
  });
});
