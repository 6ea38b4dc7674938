import { describe, expect, it } from 'vitest';
import {
  compareEtapes,
  compareEtapesPrestation,
  ETAPE_PRESTATION_RANK,
  ETAPE_RANK,
  EtapeEncodage,
  ETAPES_ENCODAGE_ORDERED,
  EtapePrestation,
  EtapeWorkflow,
  isEtapeEncodageId,
  isEtapePrestationId,
  WIZARD_STEP_COUNTS,
} from '../../domain/encoding-steps';

describe('dossier encoding steps (spec section 3)', () => {
  it('pins the step ids', () => {
    expect(EtapeEncodage).toEqual({
      DossierAide: 1,
      DossierBeneficiaire: 2,
      DossierPrestataire: 3,
      DossierPrestation: 4,
      DossierSpecificite: 5,
      DossierValidation: 6,
      DossierUpload: 7,
      DossierConfirmation: 8,
      DossierFinanciere: 9,
    });
    expect(isEtapeEncodageId(9)).toBe(true);
    expect(isEtapeEncodageId(10)).toBe(false);
  });

  it('ranks them for screens: financière after prestation, before spécificité', () => {
    expect(ETAPE_RANK).toEqual({ 1: 1, 2: 2, 3: 3, 4: 4, 9: 5, 5: 6, 6: 7, 7: 8, 8: 9 });
    expect([...ETAPES_ENCODAGE_ORDERED]).toEqual([1, 2, 3, 4, 9, 5, 6, 7, 8]);
  });

  it('compares by rank, not by id', () => {
    const { DossierFinanciere, DossierSpecificite, DossierPrestation, DossierAide } = EtapeEncodage;
    expect(compareEtapes(DossierFinanciere, DossierSpecificite)).toBeLessThan(0);
    expect(compareEtapes(DossierFinanciere, DossierPrestation)).toBeGreaterThan(0);
    expect(compareEtapes(DossierAide, DossierAide)).toBe(0);
    expect(compareEtapes(EtapeEncodage.DossierConfirmation, DossierFinanciere)).toBeGreaterThan(0);
  });
});

describe('service-report and workflow steps (spec section 3)', () => {
  it('pins the service-report step ids (first reading, with Specificites = 100)', () => {
    expect(EtapePrestation).toEqual({
      PrestaDescription: 999,
      PrestaSpecificites: 100,
      PrestaRecapitulatif: 33,
      PrestaDocument: 34,
      PrestaConfirmation: 35,
      PrestaValidation: 36,
    });
    expect(isEtapePrestationId(100)).toBe(true);
    expect(isEtapePrestationId(37)).toBe(false);
  });

  it('orders the report steps as the wizard screens, validation before confirmation', () => {
    const ordered = Object.values(EtapePrestation).sort(compareEtapesPrestation);
    expect(ordered).toEqual([999, 100, 33, 34, 36, 35]);
    expect(ETAPE_PRESTATION_RANK[EtapePrestation.PrestaDescription]).toBe(1);
    expect(ETAPE_PRESTATION_RANK[EtapePrestation.PrestaConfirmation]).toBe(6);
  });

  it('pins the workflow steps', () => {
    expect(EtapeWorkflow).toEqual({ Assignation: 60, Traitement: 61, Signature: 62, AnalyseLitige: 63 });
  });
});

describe('wizard step counts (spec sections 2 and 9)', () => {
  it('pins every count, first readings for sign-up (6) and recognition creation (3)', () => {
    expect(WIZARD_STEP_COUNTS).toEqual({
      introduction: 10,
      initiation: 6,
      rapportPrestation: 6,
      recognitionCreation: 3,
      recognitionSubmission: 2,
      competenceCreation: 4,
      competenceSubmission: 2,
      completion: 5,
      drcResponse: 2,
      expertCompetenceCreation: 3,
      signup: 6,
      resetPassword: 4,
    });
  });
});
