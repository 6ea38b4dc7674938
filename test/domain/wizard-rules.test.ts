import { describe, expect, it } from 'vitest';
import { TypeContact as C } from '../../domain/contact-types';
import { missingForValidation, type CompletenessFacts } from '../../domain/dossier-completeness';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { beneficiaireIneligibility, prestataireIneligibility, type OrganisationFacts } from '../../domain/eligibility';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { expertCoverageProblems } from '../../domain/expert-coverage';
import { financialBreakdown, isEngagedStatut, maxPerDossier, voucherLimitProblems } from '../../domain/financing';
import { SousTypeOrganisation, TypeOrganisation } from '../../domain/organisation-types';
import { etapeAfterSaving } from '../../domain/wizard-steps';
import { dossierCreationOrganisations } from '../../machines/access/dossierCreation';
import { wizardOfDroit } from '../../machines/access/wizardAccess';

const company: OrganisationFacts = {
  typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
  sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE,
  actif: true,
  etranger: false,
  numeroBce: '0123456749',
  numeroIdentification: null,
  numeroRegistreNational: null,
  codesNace: ['16.230'],
  unitesEtablissementIds: [12],
  contactTypes: [C.AUTORITE],
};

describe('financing: the derived amounts and the voucher limits', () => {
  it('splits the voucher between public money (the rate) and the beneficiary share, to the cent', () => {
    expect(financialBreakdown(12000, 6000, 75)).toEqual({ montantTotal: 12000, montantCheque: 6000, taux: 75, interventionPublique: 4500, quotePartBeneficiaire: 1500 });
    expect(financialBreakdown(100, 33.33, 50)).toMatchObject({ interventionPublique: 16.67, quotePartBeneficiaire: 16.66 });
  });

  it('lets a voucher type lower the platform maximum, never raise it', () => {
    expect(maxPerDossier(15000, 30000)).toBe(15000);
    expect(maxPerDossier(50000, 30000)).toBe(30000);
    expect(maxPerDossier(null, 30000)).toBe(30000);
  });

  it('names every limit the voucher exceeds: per dossier, this year, over three years', () => {
    const limits = { maxParDossier: 10000, plafondAnnuel: 20000, plafondTroisAns: 50000 };
    expect(voucherLimitProblems(10000, limits, { annee: 10000, troisAns: 40000 })).toEqual([]);
    const problems = voucherLimitProblems(10000.01, limits, { annee: 15000, troisAns: 45000 });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/maximum par dossier/);
    expect(problems[1]).toMatch(/cette année/);
    expect(problems[2]).toMatch(/sur 3 ans/);
  });

  it('counts as consumed the vouchers of submitted dossiers that were neither refused nor cancelled', () => {
    expect(isEngagedStatut(StatutDossier.DOSSIER_EXAMEN)).toBe(true);
    expect(isEngagedStatut(StatutDossier.DOSSIER_SOLDE)).toBe(true);
    for (const statut of [StatutDossier.DOSSIER_INTRODUCTION, StatutDossier.DOSSIER_IRRECEVABLE, StatutDossier.DOSSIER_OBSOLETE, StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE]) {
      expect(isEngagedStatut(statut)).toBe(false);
    }
  });
});

describe('eligibility of the parties (spec section 5)', () => {
  it('accepts a beneficiary with its company number, a NACE code, an establishment unit and an Authority', () => {
    expect(beneficiaireIneligibility(company, 12)).toEqual([]);
  });

  it('lists every reason a beneficiary is not eligible', () => {
    const problems = beneficiaireIneligibility({ ...company, actif: false, numeroBce: '0123456748', codesNace: [], unitesEtablissementIds: [], contactTypes: [C.REFERENCE] });
    expect(problems).toEqual([
      "L'organisation est désactivée.",
      "Le numéro d'entreprise (BCE) de l'organisation est manquant ou invalide.",
      "L'organisation doit avoir au moins un code NACE.",
      "L'organisation n'a aucun contact Autorité validé.",
      "L'organisation n'a aucune unité d'établissement active.",
    ]);
    expect(beneficiaireIneligibility(company, 13)).toEqual(["Cette adresse n'est pas une unité d'établissement active de l'organisation."]);
    expect(beneficiaireIneligibility({ ...company, typeOrganisationId: TypeOrganisation.PRESTATAIRE })).toEqual(["Cette organisation n'est pas un bénéficiaire."]);
  });

  it('identifies a foreign company by its own number and a project holder by a valid national register number', () => {
    const foreign = { ...company, sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, numeroBce: null, numeroIdentification: 'FR40303265045' };
    expect(beneficiaireIneligibility(foreign)).toEqual([]);
    expect(beneficiaireIneligibility({ ...foreign, numeroIdentification: null })).toEqual(["L'entreprise étrangère doit avoir un numéro d'identification."]);
    const holder = { ...company, sousTypeOrganisationId: SousTypeOrganisation.PORTEUR_PROJET, numeroBce: null, numeroRegistreNational: '85073003328' };
    expect(beneficiaireIneligibility(holder)).toEqual([]);
    expect(beneficiaireIneligibility({ ...holder, numeroRegistreNational: '85073003329' })).toEqual(['Le porteur de projet doit avoir un numéro de registre national valide.']);
  });

  it('asks a provider for its Authority, Reference and Information contacts and an expert with a competence', () => {
    const provider = { ...company, typeOrganisationId: TypeOrganisation.PRESTATAIRE, contactTypes: [C.AUTORITE, C.REFERENCE, C.INFORMATION, C.EXPERT] };
    expect(prestataireIneligibility(provider, 1)).toEqual([]);
    expect(prestataireIneligibility(company, 1)).toEqual(["Cette organisation n'est pas un prestataire."]);
    expect(prestataireIneligibility({ ...provider, contactTypes: [C.AUTORITE] }, 0)).toEqual([
      "L'organisation n'a aucun contact Référence validé.",
      "L'organisation n'a aucun contact Information validé.",
      "Le prestataire n'a aucun expert disposant d'une compétence.",
    ]);
  });
});

describe('the experts hold all chosen competences', () => {
  const strat = { id: 1, libelle: 'Stratégie' };
  const rh = { id: 2, libelle: 'Ressources humaines' };
  it('needs every competence held by a chosen expert, and every expert to bring one', () => {
    expect(expertCoverageProblems([strat, rh], [{ nom: 'Hugo', competenceIds: [1] }, { nom: 'Léa', competenceIds: [2, 3] }])).toEqual([]);
    expect(expertCoverageProblems([strat, rh], [{ nom: 'Hugo', competenceIds: [1] }, { nom: 'Marc', competenceIds: [4] }])).toEqual([
      'Aucun expert choisi ne détient la compétence « Ressources humaines ».',
      'Marc ne détient aucune des compétences choisies.',
    ]);
    expect(expertCoverageProblems([strat], [])).toEqual(['Choisissez au moins un expert.']);
  });
});

describe('completeness before validation', () => {
  const empty: CompletenessFacts = {
    typeAideId: null,
    beneficiaireId: null,
    uniteEtablissementId: null,
    beneficiaireProblems: [],
    beneficiaireContactTypes: [],
    prestataireId: null,
    prestataireProblems: [],
    prestataireContactTypes: [],
    competencePercentages: [],
    expertProblems: ['Choisissez au moins un expert.'],
    prestation: { titre: null, objectifGeneral: null, valeurAjoutee: null, dateDebutEstimee: null, dateFinEstimee: null, planning: null, nombreJours: null },
    montantTotal: null,
    montantCheque: null,
    montantProblems: [],
  };

  it('names the screen and field of everything missing, in the order of the wizard', () => {
    const screens = [...new Set(missingForValidation(empty).map((m) => m.screen))];
    expect(screens).toEqual(['cheque', 'beneficiaire', 'prestataire', 'competences', 'prestation', 'financier']);
    const partial = missingForValidation({ ...empty, beneficiaireId: 3, uniteEtablissementId: 12, beneficiaireContactTypes: [], prestataireId: 1, prestataireContactTypes: [C.AUTORITE] });
    expect(partial.filter((m) => m.screen === 'beneficiaire' || m.screen === 'prestataire').map((m) => m.field)).toEqual([
      'autoriteContactId',
      'referenceContactId',
      'informationContactId',
    ]);
  });
});

describe('the saved step moves forward only', () => {
  it('reaches the next screen’s step, keeps a further one, and sends an initiation to the provider', () => {
    expect(etapeAfterSaving('introduction', 'cheque', E.DossierAide)).toBe(E.DossierBeneficiaire);
    expect(etapeAfterSaving('introduction', 'beneficiaire', E.DossierFinanciere)).toBe(E.DossierFinanciere);
    expect(etapeAfterSaving('introduction', 'financier', E.DossierFinanciere)).toBe(E.DossierSpecificite);
    expect(etapeAfterSaving('introduction', 'specificites', E.DossierSpecificite)).toBe(E.DossierValidation);
    expect(etapeAfterSaving('initiation', 'prestataire', E.DossierPrestataire)).toBe(E.DossierPrestation);
  });
});

describe('who creates dossiers for which organisations', () => {
  const links = [
    { id: 1, type_organisation_id: TypeOrganisation.PRESTATAIRE, type_contact_id: C.AUTORITE, validation_status: 1 },
    { id: 2, type_organisation_id: TypeOrganisation.PRESTATAIRE, type_contact_id: C.INFORMATION, validation_status: 1 },
    { id: 3, type_organisation_id: TypeOrganisation.PRESTATAIRE, type_contact_id: C.EXPERT, validation_status: 0 },
    { id: 7, type_organisation_id: TypeOrganisation.BENEFICIAIRE, type_contact_id: C.REFERENCE, validation_status: 1 },
  ];
  it('takes the validated A, R, E links of the side the session acts for', () => {
    expect(dossierCreationOrganisations({ contactId: 1, droitId: Droit.Prestataire, linkedOrganisations: links })).toEqual([1]);
    expect(dossierCreationOrganisations({ contactId: 1, droitId: Droit.Beneficiaire, linkedOrganisations: links })).toEqual([7]);
    expect(dossierCreationOrganisations({ contactId: 1, droitId: Droit.Gestionnaire, linkedOrganisations: links })).toEqual([]);
    expect([wizardOfDroit(Droit.Prestataire), wizardOfDroit(Droit.Beneficiaire), wizardOfDroit(Droit.Gestionnaire)]).toEqual(['introduction', 'initiation', null]);
  });
});
