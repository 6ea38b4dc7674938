import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { ALL_STATUTS_DOSSIER, StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { StatutValidationLien } from '../../domain/link-validation';
import { dossierActions, type DossierForAccess } from '../../machines/access/dossierActions';
import { dossierEditScreen } from '../../machines/access/dossierEditAccess';
import type { DossierCaller } from '../../machines/access/dossierScope';

const PROVIDER = 10;
const BENEFICIARY = 20;

const dossier = (statut: DossierForAccess['statut']): DossierForAccess => ({
  statut,
  etapeEncodage: EtapeEncodage.DossierConfirmation,
  anciennePlateforme: false,
  beneficiaireId: BENEFICIARY,
  prestataireId: PROVIDER,
  rapportSoumis: false,
  contactIds: [1],
});

const caller = (droitId: number, organisationId: number, type: number): DossierCaller => ({
  contactId: 1,
  droitId,
  linkedOrganisations: [{ id: organisationId, type_contact_id: type, validation_status: StatutValidationLien.VALIDE }],
});

/** The guard as the route asks it: the dossier's state, with the `edit` action the server computes for the caller. */
const screenFor = (statut: DossierForAccess['statut'], who: DossierCaller) => dossierEditScreen({ ...dossier(statut), callerMayEdit: dossierActions(dossier(statut), who).edit });

describe('the dossier-edit guard', () => {
  const { AUTORITE, REFERENCE, EXPERT, INFORMATION } = TypeContact;
  const waiting = [StatutDossier.DOSSIER_DEMANDE_INFOS, StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS];

  it('opens the edit to an Authority or Reference of the provider, in statuses 5 and 9 only', () => {
    for (const statut of ALL_STATUTS_DOSSIER) {
      for (const type of [AUTORITE, REFERENCE]) {
        expect(screenFor(statut, caller(Droit.Prestataire, PROVIDER, type)), `statut ${statut}`).toBe(waiting.includes(statut as never) ? 'modification' : 'recapitulatif');
      }
    }
  });

  it("sends the provider's Expert and Information contacts, the beneficiary, a manager and an outsider to the recap", () => {
    for (const statut of waiting) {
      expect(screenFor(statut, caller(Droit.Prestataire, PROVIDER, EXPERT))).toBe('recapitulatif');
      expect(screenFor(statut, caller(Droit.Prestataire, PROVIDER, INFORMATION))).toBe('recapitulatif');
      expect(screenFor(statut, caller(Droit.Beneficiaire, BENEFICIARY, AUTORITE))).toBe('recapitulatif');
      expect(screenFor(statut, caller(Droit.Gestionnaire, 0, AUTORITE))).toBe('recapitulatif');
      expect(screenFor(statut, caller(Droit.Prestataire, 99, AUTORITE))).toBe('recapitulatif');
    }
  });

  it('asks the status machine: outside statuses 5 and 9 it stays closed whatever the caller may do', () => {
    for (const statut of ALL_STATUTS_DOSSIER) {
      expect(dossierEditScreen({ ...dossier(statut), callerMayEdit: true }), `statut ${statut}`).toBe(waiting.includes(statut as never) ? 'modification' : 'recapitulatif');
      expect(dossierEditScreen({ ...dossier(statut), callerMayEdit: false })).toBe('recapitulatif');
    }
  });
});
