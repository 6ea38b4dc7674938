import { describe, expect, it } from 'vitest';
import { compareEtapes, EtapeEncodage, ETAPES_ENCODAGE_ORDERED, WIZARD_STEP_COUNTS } from '../../domain/encoding-steps';
import {
  CHEQUE_SETUP,
  etapeOfScreen,
  screenOfEtape,
  screenPath,
  STEP_SCREENS,
  stepScreens,
  WIZARD_ROUTES,
} from '../../domain/wizard-steps';

describe('dossier wizard screens (spec section 2)', () => {
  it('lists the introduction screens under /introduction-dossier, numbered 1 to 10', () => {
    expect(WIZARD_ROUTES.introduction).toBe('/introduction-dossier');
    expect(stepScreens('introduction')).toEqual([
      'cheque', 'beneficiaire', 'prestataire', 'competences', 'prestation',
      'financier', 'specificites', 'recapitulatif', 'documents', 'confirmation',
    ]);
    expect(STEP_SCREENS.introduction.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(STEP_SCREENS.introduction).toHaveLength(WIZARD_STEP_COUNTS.introduction);
  });

  it('lists the initiation screens under /initiation-dossier, numbered 1 to 6', () => {
    expect(WIZARD_ROUTES.initiation).toBe('/initiation-dossier');
    expect(stepScreens('initiation')).toEqual(['cheque', 'beneficiaire', 'prestataire', 'recapitulatif', 'documents', 'confirmation']);
    expect(STEP_SCREENS.initiation.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(STEP_SCREENS.initiation).toHaveLength(WIZARD_STEP_COUNTS.initiation);
  });

  it("puts the cheque setup at '' and every other screen at its own name", () => {
    expect(screenPath(CHEQUE_SETUP)).toBe('');
    expect(screenPath('financier')).toBe('financier');
  });

  it('ranks competences with prestation, past the provider step', () => {
    expect(etapeOfScreen('introduction', 'competences')).toBe(EtapeEncodage.DossierPrestation);
    expect(screenOfEtape('introduction', EtapeEncodage.DossierPrestation)).toBe('competences');
  });

  it("maps prestation, financière, spécificité and validation to a beneficiary's recap", () => {
    const { DossierPrestation, DossierFinanciere, DossierSpecificite, DossierValidation } = EtapeEncodage;
    for (const etape of [DossierPrestation, DossierFinanciere, DossierSpecificite, DossierValidation]) {
      expect(screenOfEtape('initiation', etape)).toBe('recapitulatif');
    }
  });

  it('resumes every saved step at a screen that does not rank past it', () => {
    for (const wizard of ['introduction', 'initiation'] as const) {
      for (const etape of ETAPES_ENCODAGE_ORDERED) {
        expect(compareEtapes(etapeOfScreen(wizard, screenOfEtape(wizard, etape)), etape)).toBeLessThanOrEqual(0);
      }
    }
  });
});
