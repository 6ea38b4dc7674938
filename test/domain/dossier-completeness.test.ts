import { describe, expect, it } from 'vitest';
import { TypeContact as C } from '../../domain/contact-types';
import { missingForValidation, type CompletenessFacts } from '../../domain/dossier-completeness';

/** What an introduction lacks before the provider validates it: one item per gap, on the screen that fills it. */
const complete: CompletenessFacts = {
  typeAideId: 1,
  beneficiaireId: 3,
  uniteEtablissementId: 12,
  beneficiaireProblems: [],
  beneficiaireContactTypes: [C.AUTORITE],
  prestataireId: 1,
  prestataireProblems: [],
  prestataireContactTypes: [C.AUTORITE, C.REFERENCE, C.INFORMATION],
  competencePercentages: [60, 40],
  expertProblems: [],
  prestation: { titre: 'Audit', objectifGeneral: 'Réduire', valeurAjoutee: 'Gain', dateDebutEstimee: '2026-03-01', dateFinEstimee: '2026-06-01', planning: 'Trois phases', nombreJours: 0 },
  montantTotal: 10000,
  montantCheque: 10000,
  montantProblems: [],
};

const gaps = (facts: Partial<CompletenessFacts>) => missingForValidation({ ...complete, ...facts }).map(({ screen, field, message }) => [screen, field, message]);

describe('missingForValidation', () => {
  it('lists nothing for a complete introduction (a voucher equal to the total, zero days included)', () => {
    expect(missingForValidation(complete)).toEqual([]);
  });

  it('asks for the voucher, the beneficiary and its establishment unit', () => {
    expect(gaps({ typeAideId: null })).toEqual([['cheque', 'typeAideId', expect.stringMatching(/chèque/)]]);
    expect(gaps({ beneficiaireId: null, uniteEtablissementId: null, beneficiaireContactTypes: [] })).toEqual([
      ['beneficiaire', 'beneficiaireOrganisationId', expect.stringMatching(/bénéficiaire/)],
    ]);
    expect(gaps({ uniteEtablissementId: null })).toEqual([['beneficiaire', 'uniteEtablissementId', expect.stringMatching(/unité d'établissement/)]]);
  });

  it('passes on why a chosen organisation is not eligible, on its screen', () => {
    expect(gaps({ beneficiaireProblems: ['Inactive.'], prestataireProblems: ['Non labellisé.'] })).toEqual([
      ['beneficiaire', 'beneficiaireOrganisationId', 'Inactive.'],
      ['prestataire', 'prestataireOrganisationId', 'Non labellisé.'],
    ]);
  });

  it('asks for the Authority of the beneficiary and the A, R, I contacts of the provider (spec section 5)', () => {
    expect(gaps({ beneficiaireContactTypes: [C.REFERENCE] })).toEqual([['beneficiaire', 'autoriteContactId', expect.stringMatching(/contact .+ est manquant/)]]);
    expect(gaps({ prestataireContactTypes: [C.REFERENCE, C.EXPERT] }).map(([, field]) => field)).toEqual(['autoriteContactId', 'informationContactId']);
    expect(gaps({ prestataireId: null, prestataireContactTypes: [] })).toEqual([['prestataire', 'prestataireOrganisationId', expect.stringMatching(/prestataire/)]]);
  });

  it('needs competences summing to 100 %, and the experts to cover them', () => {
    expect(gaps({ competencePercentages: [] })).toEqual([['competences', 'competences', expect.stringMatching(/compétence/)]]);
    expect(gaps({ competencePercentages: [60, 30] })).toEqual([['competences', 'competences', expect.stringContaining('90 %')]]);
    expect(gaps({ competencePercentages: [60, 50] })).toEqual([['competences', 'competences', expect.stringContaining('110 %')]]);
    expect(gaps({ expertProblems: ['Choisissez au moins un expert.'] })).toEqual([['competences', 'expertContactIds', 'Choisissez au moins un expert.']]);
  });

  it('names each field of the service left empty', () => {
    const prestation = { ...complete.prestation, titre: '', planning: null };
    expect(gaps({ prestation })).toEqual([
      ['prestation', 'titre', expect.stringMatching(/titre/)],
      ['prestation', 'planning', expect.stringMatching(/planning/)],
    ]);
    const each = Object.keys(complete.prestation).map((field) => gaps({ prestation: { ...complete.prestation, [field]: null } }));
    expect(each.map((items) => items.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(new Set(each.map((items) => items[0]?.[2])).size).toBe(7);
  });

  it('needs both amounts, a voucher not above the total, and passes on the voucher limits', () => {
    expect(gaps({ montantTotal: null, montantCheque: null })).toEqual([
      ['financier', 'montantTotal', expect.stringMatching(/montant total/)],
      ['financier', 'montantCheque', expect.stringMatching(/montant du chèque/)],
    ]);
    expect(gaps({ montantTotal: null })).toEqual([['financier', 'montantTotal', expect.stringMatching(/montant total/)]]);
    expect(gaps({ montantCheque: 10000.01 })).toEqual([['financier', 'montantCheque', expect.stringMatching(/dépasser/)]]);
    expect(gaps({ montantProblems: ['Plafond annuel dépassé.'] })).toEqual([['financier', 'montantCheque', 'Plafond annuel dépassé.']]);
  });
});
