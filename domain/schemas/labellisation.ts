import { array, defaulted, define, enums, integer, object, optional, refine, type Infer } from 'superstruct';
import { AvisLabellisation, StatutDemandeLabellisation, TypeDemandeLabellisation, TypeRenouvellement } from '../labellisation';
import { ExportFormat } from './exports';
import { atVersion, Id, IdList, Text } from './form-values';

/** Payloads of the labellisation calls (README, Labellisation; the spec leaves their paths open). */

export const LABELLISATION_TEXT_MAX_LENGTH = 2000;
export const SUBMISSION_MAX_REQUESTS = 50;
export const DEMANDE_LIST_MAX_PER_PAGE = 100;

/** One of a vocabulary's ids, typed as such. */
const oneOf = <T extends Record<string, number>>(values: T, name: string, message: string) =>
  define<T[keyof T]>(name, (v) => (Object.values(values) as unknown[]).includes(v) || message);

/**
 * POST /labellisation/prestataires/{id}/demandes: a new request in introduction. A recognition and a thematic
 * access name their thematic, a system access none; a renewal names the label it renews and its kind.
 */
export const CreateDemandePayload = refine(
  object({
    type: oneOf(TypeDemandeLabellisation, 'type', 'Type de demande inconnu.'),
    thematiqueId: optional(Id),
    commentaire: Text(LABELLISATION_TEXT_MAX_LENGTH),
    labelId: optional(Id),
    typeRenouvellement: optional(oneOf(TypeRenouvellement, 'typeRenouvellement', 'Type de renouvellement inconnu.')),
  }),
  'thematique',
  (d) => {
    if (d.type === TypeDemandeLabellisation.ACCES_SYSTEME && d.thematiqueId !== undefined) return { path: ['thematiqueId'], message: "Un accès au dispositif ne porte sur aucune thématique." };
    if (d.type !== TypeDemandeLabellisation.ACCES_SYSTEME && d.thematiqueId === undefined) return { path: ['thematiqueId'], message: 'Choisissez la thématique.' };
    if ((d.labelId === undefined) !== (d.typeRenouvellement === undefined)) return { path: ['typeRenouvellement'], message: 'Un renouvellement nomme le label renouvelé et son type.' };
    return true;
  },
);
export type CreateDemandePayload = Infer<typeof CreateDemandePayload>;

/** A status change whose only data is the version read (validate, archive). */
export const DemandeVersionPayload = atVersion({});
export type DemandeVersionPayload = Infer<typeof DemandeVersionPayload>;

/** A status change with a required text: the cancellation's or refusal's justification, the DRC's question or answer. */
export const DemandeTextPayload = atVersion({ texte: Text(LABELLISATION_TEXT_MAX_LENGTH) });
export type DemandeTextPayload = Infer<typeof DemandeTextPayload>;

/** POST /labellisation/demandes/{id}/avis: a centre's opinion, with its reasons. */
export const AvisPayload = atVersion({
  avis: oneOf(AvisLabellisation, 'avis', 'Avis inconnu.'),
  commentaire: Text(LABELLISATION_TEXT_MAX_LENGTH),
});
export type AvisPayload = Infer<typeof AvisPayload>;

/** POST /labellisation/prestataires/{id}/soumissions (and its check): the requests submitted together. */
export const SubmissionPayload = object({
  demandeIds: refine(IdList('Une demande ne peut être choisie qu’une fois.'), 'demandeIds', (ids) => ids.length <= SUBMISSION_MAX_REQUESTS || `Au plus ${SUBMISSION_MAX_REQUESTS} demandes à la fois.`),
});
export type SubmissionPayload = Infer<typeof SubmissionPayload>;

/** Which requests a list shows: recognitions (types 1-3, a provider's default) or expert competence validations (type 4). */
export const FAMILLES_DEMANDE = ['reconnaissances', 'competences'] as const;
export type FamilleDemande = (typeof FAMILLES_DEMANDE)[number];

const demandeFilters = {
  statut: optional(array(oneOf(StatutDemandeLabellisation, 'statut', 'Statut inconnu.'))),
  famille: optional(define<FamilleDemande>('famille', (v) => (FAMILLES_DEMANDE as readonly unknown[]).includes(v) || 'Famille de demandes inconnue.')),
};

/** The exports of those lists: every request the filter selects, as CSV (the default) or XLSX. */
export const DemandeExportFilter = object({ ...demandeFilters, format: defaulted(ExportFormat, 'csv') });
export type DemandeExportFilter = Infer<typeof DemandeExportFilter>;

/** POST /labellisation/prestataires/{id}/demandes/list, /labellisation/bureau: the statuses, newest first, paged. */
export const DemandeListFilter = object({
  ...demandeFilters,
  sort: defaulted(enums(['desc', 'asc'] as const), 'desc'),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= DEMANDE_LIST_MAX_PER_PAGE) || `Entre 1 et ${DEMANDE_LIST_MAX_PER_PAGE} demandes par page.`),
    20,
  ),
});
export type DemandeListFilter = Infer<typeof DemandeListFilter>;
