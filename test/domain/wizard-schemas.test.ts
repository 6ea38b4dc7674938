import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SousTypeOrganisation } from '../../domain/organisation-types';
import { Amount, Day, DAY_IMPOSSIBLE, DAY_INVALID, Days, Id, NullableId, OptionalDay, REQUIRED } from '../../domain/schemas/form-values';
import { AvailableBeneficiairesQuery, AvailableExpertsQuery, SearchBceQuery } from '../../domain/schemas/organisation-search';
import {
  AddDossierPayload,
  ConfigureBeneficiairePayload,
  ConfigureCompetencesPayload,
  ConfigureFinancierPayload,
  ConfigurePrestationPayload,
  ConfigureSpecificitesPayload,
  UploadDocumentFields,
} from '../../domain/schemas/wizard';

/** What the form resolver does (`coerce: true`): the coerced value, or each failing field with its message. */
function check<T, S>(struct: Struct<T, S>, value: unknown): { value?: T; errors?: Record<string, string> } {
  const [error, coerced] = validate(value, struct, { coerce: true });
  if (!error) return { value: coerced };
  return { errors: Object.fromEntries(error.failures().map((f) => [f.path.join('.'), f.message])) };
}

const prestation = {
  titre: '  Plan numérique ',
  objectifGeneral: 'Numériser.',
  valeurAjoutee: 'Gagner du temps.',
  dateDebutEstimee: '2030-01-01',
  dateFinEstimee: '2030-03-01',
  planning: 'Deux phases.',
  nombreJours: '4,5',
};

describe('form values: what inputs give, coerced, with French messages', () => {
  it('reads ids from selects and bodies, blank as missing', () => {
    expect(check(Id, '12').value).toBe(12);
    expect(check(Id, 12).value).toBe(12);
    expect(check(Id, '').errors).toEqual({ '': REQUIRED });
    for (const bad of ['x', 0, -3, 1.5, '2147483648']) expect(check(Id, bad).errors).toEqual({ '': 'Identifiant invalide.' });
    expect(check(NullableId, '').value).toBeNull();
  });

  it('reads a day typed jj/mm/aaaa into ISO, tells an impossible day from a malformed one, and takes ISO from bodies', () => {
    expect(check(Day, '01/05/2026').value).toBe('2026-05-01');
    expect(check(Day, ' 1/5/2026 ').value).toBe('2026-05-01');
    expect(check(Day, '01.05.2026').value).toBe('2026-05-01');
    expect(check(Day, '01052026').value).toBe('2026-05-01');
    expect(check(Day, '2026-05-01').value).toBe('2026-05-01');
    expect(check(Day, '29/02/2028').value).toBe('2028-02-29');
    for (const impossible of ['31/02/2026', '29/02/2027', '00/05/2026', '12/13/2026', '2026-02-30']) expect(check(Day, impossible).errors?.['']).toBe(DAY_IMPOSSIBLE);
    for (const malformed of ['05/2026', '1/5/26', 'demain', '2026/05/01', '01/05/2026 10:00', 20260501]) expect(check(Day, malformed).errors?.['']).toBe(DAY_INVALID);
    expect(check(Day, '').errors?.['']).toBe(REQUIRED);
    expect(check(OptionalDay, '').value).toBeUndefined();
    expect(check(OptionalDay, '23/11/2026').value).toBe('2026-11-23');
  });

  it('reads amounts as users type them: spaces between thousands, a decimal comma, cents at most', () => {
    expect(check(Amount, '1 250,50').value).toBe(1250.5);
    expect(check(Amount, '1\u202f250').value).toBe(1250);
    expect(check(Amount, 99.99).value).toBe(99.99);
    for (const bad of ['12,345', 0, -5, 'douze', 20_000_000]) expect(check(Amount, bad).errors?.['']).toMatch(/^Montant invalide/);
  });

  it('never lets superstruct’s English messages through for a field of a form', () => {
    const { errors } = check(ConfigureBeneficiairePayload, { beneficiaireOrganisationId: true, uniteEtablissementId: null, autoriteContactId: {} });
    expect(Object.keys(errors!)).toEqual(['beneficiaireOrganisationId', 'uniteEtablissementId', 'autoriteContactId']);
    for (const message of Object.values(errors!)) expect(message).not.toMatch(/^Expected/);
  });
});

describe('the step payloads', () => {
  it('creates a dossier with a voucher and, optionally, the organisation', () => {
    expect(check(AddDossierPayload, { typeAideId: '3' }).value).toEqual({ typeAideId: 3 });
    expect(check(AddDossierPayload, {}).errors).toEqual({ typeAideId: REQUIRED });
  });

  it('keeps competences whose percentages make 100, each once, with at least one expert', () => {
    const ok = check(ConfigureCompetencesPayload, { competences: [{ competenceId: '1', pourcentage: '70' }, { competenceId: 2, pourcentage: 30 }], expertContactIds: ['9'] });
    expect(ok.value).toEqual({ competences: [{ competenceId: 1, pourcentage: 70 }, { competenceId: 2, pourcentage: 30 }], expertContactIds: [9] });
    expect(check(ConfigureCompetencesPayload, { competences: [{ competenceId: 1, pourcentage: 70 }], expertContactIds: [9] }).errors).toEqual({
      competences: 'La somme des pourcentages doit être égale à 100 % (actuellement 70 %).',
    });
    expect(check(ConfigureCompetencesPayload, { competences: [{ competenceId: 1, pourcentage: 50 }, { competenceId: 1, pourcentage: 50 }], expertContactIds: [9, 9] }).errors).toEqual({
      competences: 'Chaque compétence ne peut être choisie qu’une fois.',
      expertContactIds: 'Chaque expert ne peut être choisi qu’une fois.',
    });
    expect(check(ConfigureCompetencesPayload, { competences: [], expertContactIds: [] }).errors).toEqual({
      competences: 'Choisissez au moins une compétence.',
      expertContactIds: 'Choisissez au moins un expert.',
    });
  });

  it('trims the performance texts, reads half days and refuses an end before the start', () => {
    const { value } = check(ConfigurePrestationPayload, prestation);
    expect(value).toMatchObject({ titre: 'Plan numérique', nombreJours: 4.5, sousTraitants: [] });
    expect(check(ConfigurePrestationPayload, { ...prestation, dateFinEstimee: '2029-12-31' }).errors).toEqual({
      dateFinEstimee: 'La fin estimée ne peut pas précéder le début estimé.',
    });
    expect(check(ConfigurePrestationPayload, { ...prestation, titre: 'x'.repeat(201), nombreJours: '1,25' }).errors).toEqual({
      titre: 'Ce texte ne peut pas dépasser 200 caractères.',
      nombreJours: 'Nombre de jours invalide : par demi-journées, de 0,5 à 999 (par exemple 12,5).',
    });
    // Half days, as the step's hint says (both from DAYS_STEP): 12,5 is a number of days, 12,3 is not.
    expect(check(Days, '12,5').value).toBe(12.5);
    for (const bad of ['12,3', '0,2', '0', '999,5']) expect(check(Days, bad).errors?.['']).toMatch(/^Nombre de jours invalide : par demi-journées/);
    const withSubcontractors = check(ConfigurePrestationPayload, { ...prestation, sousTraitants: [{ organisationId: '4', nom: 'DigiWal' }, { nom: 'Studio Graphique' }] });
    expect(withSubcontractors.value?.sousTraitants).toEqual([{ organisationId: 4, nom: 'DigiWal' }, { nom: 'Studio Graphique' }]);
  });

  it('keeps the voucher within the total', () => {
    expect(check(ConfigureFinancierPayload, { montantTotal: '10 000', montantCheque: '5000' }).value).toEqual({ montantTotal: 10000, montantCheque: 5000 });
    expect(check(ConfigureFinancierPayload, { montantTotal: 1000, montantCheque: 1000.01 }).errors).toEqual({
      montantCheque: 'Le montant du chèque ne peut pas dépasser le montant total de la prestation.',
    });
  });

  it('gives a prerequisite dossier with its justifications, and NACE codes as the register writes them', () => {
    expect(check(ConfigureSpecificitesPayload, {}).value).toEqual({ dossierPrealableId: null, justificatifDocumentIds: [], codesNaceSupplementaires: [] });
    expect(check(ConfigureSpecificitesPayload, { dossierPrealableId: '', codesNaceSupplementaires: ['62.010', '70'] }).value).toMatchObject({ dossierPrealableId: null });
    expect(check(ConfigureSpecificitesPayload, { dossierPrealableId: 4 }).errors).toEqual({
      justificatifDocumentIds: 'Choisissez au moins un document justificatif du dossier préalable.',
    });
    expect(check(ConfigureSpecificitesPayload, { justificatifDocumentIds: [3] }).errors).toEqual({
      justificatifDocumentIds: 'Des justificatifs ne se donnent qu’avec un dossier préalable.',
    });
    expect(check(ConfigureSpecificitesPayload, { codesNaceSupplementaires: ['62.0100'] }).errors).toEqual({ 'codesNaceSupplementaires.0': 'Code NACE invalide (par exemple 62.010).' });
    expect(check(ConfigureSpecificitesPayload, { codesNaceSupplementaires: ['62.01', '62.01'] }).errors).toEqual({
      codesNaceSupplementaires: 'Chaque code NACE ne peut être donné qu’une fois.',
    });
  });

  it('reads the upload’s text fields, both required', () => {
    expect(check(UploadDocumentFields, { nom: ' Offre ', typeDocumentId: '2' }).value).toEqual({ nom: 'Offre', typeDocumentId: 2 });
    expect(check(UploadDocumentFields, { nom: '' }).errors).toEqual({ nom: REQUIRED, typeDocumentId: REQUIRED });
  });
});

describe('the look-up queries', () => {
  const search = (sousType: number, typeRecherche: string, recherche: string) =>
    check(AvailableBeneficiairesQuery, { sousTypeOrganisationId: String(sousType), typeRecherche, recherche });

  it('searches each kind of beneficiary by its own identifier, check digits included', () => {
    expect(search(SousTypeOrganisation.ENTREPRISE, 'bce', '0123.456.749').value).toMatchObject({ sousTypeOrganisationId: 1, recherche: '0123.456.749' });
    expect(search(SousTypeOrganisation.ENTREPRISE, 'bce', '0123.456.748').errors?.recherche).toMatch(/^Numéro d'entreprise invalide/);
    expect(search(SousTypeOrganisation.PORTEUR_PROJET, 'registreNational', '85.07.30-033.28').value).toBeDefined();
    expect(search(SousTypeOrganisation.PORTEUR_PROJET, 'registreNational', '85.07.30-033.29').errors?.recherche).toMatch(/^Numéro de registre national invalide/);
    expect(search(SousTypeOrganisation.PORTEUR_PROJET, 'documentIdentite', '592-1234567-89').value).toBeDefined();
    expect(search(SousTypeOrganisation.ENTREPRISE_ETRANGERE, 'identification', 'FR 40 303 265 045').value).toBeDefined();
    expect(search(SousTypeOrganisation.ENTREPRISE, 'registreNational', '85073003328').errors).toEqual({
      typeRecherche: 'Ce critère ne permet pas de rechercher ce type de bénéficiaire.',
    });
    expect(check(AvailableBeneficiairesQuery, { sousTypeOrganisationId: '9' }).errors).toEqual({ sousTypeOrganisationId: 'Type de bénéficiaire inconnu.' });
    expect(check(AvailableBeneficiairesQuery, { sousTypeOrganisationId: '1' }).value).toEqual({ sousTypeOrganisationId: 1, recherche: '' });
  });

  it('asks searchBCE for a valid company number, or a foreign identification number with the foreign option', () => {
    expect(check(SearchBceQuery, { bce: '0442796189', roleCode: 'beneficiaire' }).value).toEqual({ bce: '0442796189', roleCode: 'beneficiaire', foreigner: false, restrictPlatform: false });
    expect(check(SearchBceQuery, { bce: 'FR40303265045', roleCode: 'beneficiaire', foreigner: '1' }).value?.foreigner).toBe(true);
    expect(check(SearchBceQuery, { bce: 'FR40303265045', roleCode: 'beneficiaire' }).errors?.bce).toMatch(/^Numéro d'entreprise invalide/);
    expect(check(SearchBceQuery, { bce: '0442796189', roleCode: 'gestionnaire' }).errors).toHaveProperty('roleCode');
  });

  it('reads the competences of the experts query as comma-separated ids', () => {
    expect(check(AvailableExpertsQuery, { competences: '3,1' }).value).toEqual({ competences: [3, 1] });
    expect(check(AvailableExpertsQuery, {}).value).toEqual({ competences: [] });
    expect(check(AvailableExpertsQuery, { competences: '' }).value).toEqual({ competences: [] });
    expect(check(AvailableExpertsQuery, { competences: '1,x' }).errors).toEqual({ 'competences.1': 'Identifiant invalide.' });
  });
});
