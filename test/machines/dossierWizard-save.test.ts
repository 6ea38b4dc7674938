import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { WizardDossier } from '../../machines/access/wizardAccess';
import { savedStepDecision } from '../../machines/dossierWizard.save';

const { DossierAide, DossierBeneficiaire, DossierPrestataire, DossierPrestation, DossierValidation } = EtapeEncodage;

const dossier = (etapeEncodage: WizardDossier['etapeEncodage'], statut: WizardDossier['statut'] = StatutDossier.DOSSIER_INTRODUCTION): WizardDossier => ({
  statut,
  etapeEncodage,
  hasCompetences: true,
  providerContactTypes: [TypeContact.AUTORITE],
});

describe('the saved step, as the wizard machine decides it (issue 27)', () => {
  it('moves the step forward to the one the saved screen reaches, never back', () => {
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierAide), droitId: Droit.Prestataire, userContactTypes: [TypeContact.AUTORITE], screen: 'cheque' })).toBe(DossierBeneficiaire);
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierValidation), droitId: Droit.Prestataire, userContactTypes: [TypeContact.AUTORITE], screen: 'cheque' })).toBe(DossierValidation);
    expect(savedStepDecision({ wizard: 'initiation', dossier: dossier(DossierPrestataire), droitId: Droit.Beneficiaire, userContactTypes: [TypeContact.AUTORITE], screen: 'prestataire' })).toBe(DossierPrestation);
  });

  it('decides nothing where the machine does not open the screen: ahead of the saved step, the wrong right, a dossier out of introduction, an Information contact', () => {
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierAide), droitId: Droit.Prestataire, userContactTypes: [TypeContact.INFORMATION], screen: 'cheque' })).toBeNull();
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierAide), droitId: Droit.Prestataire, userContactTypes: [TypeContact.AUTORITE], screen: 'prestation' })).toBeNull();
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierAide), droitId: Droit.Beneficiaire, userContactTypes: [TypeContact.AUTORITE], screen: 'cheque' })).toBeNull();
    expect(savedStepDecision({ wizard: 'initiation', dossier: dossier(DossierPrestation), droitId: Droit.Beneficiaire, userContactTypes: [TypeContact.AUTORITE], screen: 'prestataire' })).toBeNull();
    expect(savedStepDecision({ wizard: 'introduction', dossier: dossier(DossierAide, StatutDossier.DOSSIER_EXAMEN), droitId: Droit.Prestataire, userContactTypes: [TypeContact.AUTORITE], screen: 'cheque' })).toBeNull();
  });
});
