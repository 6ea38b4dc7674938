import { array, defaulted, object, optional, refine, type Infer } from 'superstruct';
import { isValidNaceCode } from '../validators/nace';
import { Amount, atVersion, Days, Id, IdList, Day, NullableId, Percentage, Text } from './form-values';

/**
 * Payloads of the dossier wizards' calls (spec section 7), one per screen that saves. The same struct
 * validates the screen's form (react-hook-form with the superstruct resolver and `coerce: true`: strings
 * from inputs become numbers) and the server's request body. Fields are flat where the form has one
 * input per value; their names are the spec's where it gives one (prestataireOrganisationId).
 * Every call that changes a dossier accepts the `version` the form was filled from.
 *
 * The rules that need stored data (an organisation's contacts, the experts' competences, the maximum per
 * dossier, the consumption limits) are checked by the server and answered with the same field names.
 */

/** Texts of one line (a title, a name) and of a paragraph (an objective, a planning). */
export const LINE_MAX_LENGTH = 200;
export const PARAGRAPH_MAX_LENGTH = 4000;

/** POST /dossiers/add: the voucher chosen at setup; the organisation the caller files for, when it has several. */
export const AddDossierPayload = object({
  typeAideId: Id,
  organisationId: optional(Id),
});
export type AddDossierPayload = Infer<typeof AddDossierPayload>;

/** POST /dossiers/{id}/update-type-aide: step 1, the voucher. */
export const UpdateTypeAidePayload = atVersion({
  typeAideId: Id,
});
export type UpdateTypeAidePayload = Infer<typeof UpdateTypeAidePayload>;

/**
 * POST /dossiers/{id}/configure-beneficiaire: step 2. "An establishment unit is mandatory" and "an
 * Authority contact is mandatory" (spec section 5): the beneficiary's Authority who answers for the dossier.
 */
export const ConfigureBeneficiairePayload = atVersion({
  beneficiaireOrganisationId: Id,
  uniteEtablissementId: Id,
  autoriteContactId: Id,
});
export type ConfigureBeneficiairePayload = Infer<typeof ConfigureBeneficiairePayload>;

/**
 * POST /dossiers/{id}/configure-prestataire: step 3 of the introduction. "Reference and Information
 * contacts are mandatory for a provider", besides its Authority (spec section 5).
 */
export const ConfigurePrestatairePayload = atVersion({
  prestataireOrganisationId: Id,
  autoriteContactId: Id,
  referenceContactId: Id,
  informationContactId: Id,
});
export type ConfigurePrestatairePayload = Infer<typeof ConfigurePrestatairePayload>;

/** POST /dossiers/{id}/configure-prestataire-partially: step 3 of the initiation; the provider completes the rest. */
export const ConfigurePrestatairePartiallyPayload = atVersion({
  prestataireOrganisationId: Id,
});
export type ConfigurePrestatairePartiallyPayload = Infer<typeof ConfigurePrestatairePartiallyPayload>;

export const CompetenceShare = object({ competenceId: Id, pourcentage: Percentage });
export type CompetenceShare = Infer<typeof CompetenceShare>;

/** The usage percentages of a dossier's competences share the whole performance. */
export const COMPETENCES_TOTAL_PERCENT = 100;

const CompetenceShares = refine(array(CompetenceShare), 'competenceShares', (shares) => {
  if (shares.length === 0) return 'Choisissez au moins une compétence.';
  if (new Set(shares.map((s) => s.competenceId)).size !== shares.length) return 'Chaque compétence ne peut être choisie qu’une fois.';
  const total = shares.reduce((sum, s) => sum + s.pourcentage, 0);
  return total === COMPETENCES_TOTAL_PERCENT || `La somme des pourcentages doit être égale à 100 % (actuellement ${total} %).`;
});

/** POST /dossiers/{id}/configure-competences: step 4, the competences with their share and the experts. */
export const ConfigureCompetencesPayload = atVersion({
  competences: CompetenceShares,
  // "An expert contact is required" (spec section 5).
  expertContactIds: refine(IdList('Chaque expert ne peut être choisi qu’une fois.'), 'experts', (ids) => ids.length > 0 || 'Choisissez au moins un expert.'),
});
export type ConfigureCompetencesPayload = Infer<typeof ConfigureCompetencesPayload>;

export const SOUS_TRAITANTS_MAX = 10;

export const SousTraitant = object({ organisationId: optional(Id), nom: Text(LINE_MAX_LENGTH) });
export type SousTraitant = Infer<typeof SousTraitant>;

/** POST /dossiers/{id}/configure-prestation: step 5, the performance. */
export const ConfigurePrestationPayload = refine(
  atVersion({
    titre: Text(LINE_MAX_LENGTH),
    objectifGeneral: Text(PARAGRAPH_MAX_LENGTH),
    valeurAjoutee: Text(PARAGRAPH_MAX_LENGTH),
    dateDebutEstimee: Day,
    dateFinEstimee: Day,
    planning: Text(PARAGRAPH_MAX_LENGTH),
    nombreJours: Days,
    sousTraitants: defaulted(
      refine(array(SousTraitant), 'sousTraitants', (list) => list.length <= SOUS_TRAITANTS_MAX || `Au plus ${SOUS_TRAITANTS_MAX} sous-traitants.`),
      [],
    ),
  }),
  'periode',
  // ISO days compare as text.
  (p) => p.dateFinEstimee >= p.dateDebutEstimee || { path: ['dateFinEstimee'], message: 'La fin estimée ne peut pas précéder le début estimé.' },
);
export type ConfigurePrestationPayload = Infer<typeof ConfigurePrestationPayload>;

/**
 * POST /dossiers/{id}/configure-financier: step 6. The user decides the total and the voucher; the
 * beneficiary share, the public intervention and the rate follow from the voucher type (domain/financing.ts).
 */
export const ConfigureFinancierPayload = refine(
  atVersion({
    montantTotal: Amount,
    montantCheque: Amount,
  }),
  'chequeWithinTotal',
  // "Voucher amount: at most the total performance amount" (spec section 5); the other limits need stored data.
  (f) => f.montantCheque <= f.montantTotal || { path: ['montantCheque'], message: 'Le montant du chèque ne peut pas dépasser le montant total de la prestation.' },
);
export type ConfigureFinancierPayload = Infer<typeof ConfigureFinancierPayload>;

export const CODES_NACE_SUPPLEMENTAIRES_MAX = 10;

const NaceCodes = refine(
  array(refine(Text(10), 'nace', (code) => isValidNaceCode(code) || 'Code NACE invalide (par exemple 62.010).')),
  'naceCodes',
  (codes) => {
    if (codes.length > CODES_NACE_SUPPLEMENTAIRES_MAX) return `Au plus ${CODES_NACE_SUPPLEMENTAIRES_MAX} codes NACE supplémentaires.`;
    return new Set(codes).size === codes.length || 'Chaque code NACE ne peut être donné qu’une fois.';
  },
);

/**
 * POST /dossiers/{id}/configure-specificites: step 7. A prerequisite dossier comes with the documents of
 * that dossier that justify it; without one, none.
 */
export const ConfigureSpecificitesPayload = refine(
  atVersion({
    dossierPrealableId: defaulted(NullableId, null),
    justificatifDocumentIds: defaulted(IdList('Chaque document ne peut être choisi qu’une fois.'), []),
    codesNaceSupplementaires: defaulted(NaceCodes, []),
  }),
  'justificatifs',
  (s) => {
    if (s.dossierPrealableId !== null && s.justificatifDocumentIds.length === 0) {
      return { path: ['justificatifDocumentIds'], message: 'Choisissez au moins un document justificatif du dossier préalable.' };
    }
    return s.dossierPrealableId !== null || s.justificatifDocumentIds.length === 0 || { path: ['justificatifDocumentIds'], message: 'Des justificatifs ne se donnent qu’avec un dossier préalable.' };
  },
);
export type ConfigureSpecificitesPayload = Infer<typeof ConfigureSpecificitesPayload>;

/** The text fields of a document upload (multipart/form-data): "name and document type are required". */
export const UploadDocumentFields = object({
  nom: Text(LINE_MAX_LENGTH),
  typeDocumentId: Id,
});
export type UploadDocumentFields = Infer<typeof UploadDocumentFields>;

/** The text field of a document sent with an answer to a request for information: its name (one type only). */
export const DrcDocumentFields = object({ nom: Text(LINE_MAX_LENGTH) });
export type DrcDocumentFields = Infer<typeof DrcDocumentFields>;
