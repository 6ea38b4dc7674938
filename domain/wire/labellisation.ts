import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { AvisLabellisation, DecisionLabellisation, StatutDemandeLabellisation, StatutLabellisation, TypeDemandeLabellisation, TypeRenouvellement } from '../labellisation';
import { flags, Instant, NamedRecord } from './shapes';

/*
 * The labelling area's answers (README, Labellisation): the server builds them and the screens read them, from
 * these schemas. A day (a label's grant or expiry) is `YYYY-MM-DD`; an instant is ISO 8601 in UTC.
 */

const TypeDemande = enums(Object.values(TypeDemandeLabellisation));
const StatutDemande = enums(Object.values(StatutDemandeLabellisation));
/** A person named in a request: its expert, its assigned contact, an author. */
const Person = object({ id: number(), prenom: string(), nom: string() });

/** GET /labellisation/thematiques: a thematic a recognition or a thematic access names. */
export const ThematiqueItem = object({
  id: number(),
  code: string(),
  libelle: string(),
  contexteRestreint: boolean(),
});
export type ThematiqueItem = Infer<typeof ThematiqueItem>;

/** A provider's label as its screens show it. */
export const LabelItem = object({
  id: number(),
  organisationId: number(),
  type: TypeDemande,
  typeLibelle: string(),
  thematique: nullable(object({ id: number(), libelle: string() })),
  statut: enums(Object.values(StatutLabellisation)),
  statutLibelle: string(),
  accordeLe: string(),
  expireLe: string(),
  /** From when a renewal may be submitted (LABEL_RENEWAL_WINDOW_DAYS before its expiry). */
  renouvelableDes: string(),
});
export type LabelItem = Infer<typeof LabelItem>;

/** POST /labellisation/labels/{id}/suspend and …/reinstate: the label's new status and version. */
export const LabelMove = object({ id: number(), statut: enums(Object.values(StatutLabellisation)), version: number() });
export type LabelMove = Infer<typeof LabelMove>;

/** What the caller may do with a request now: the same rules the server applies. */
export const DemandeActions = flags(['cancel', 'answerDrc', 'giveOpinion', 'openDrc', 'validate', 'refuse', 'closeWithoutFollowUp', 'archive']);
export type DemandeActions = Infer<typeof DemandeActions>;

/** A request in a list; the answer of an expert competence validation's creation (201). */
export const DemandeItem = object({
  id: number(),
  reference: string(),
  organisation: NamedRecord,
  type: TypeDemande,
  typeLibelle: string(),
  thematique: nullable(object({ id: number(), libelle: string(), contexteRestreint: boolean() })),
  statut: StatutDemande,
  statutLibelle: string(),
  decision: nullable(enums(Object.values(DecisionLabellisation))),
  decisionLibelle: nullable(string()),
  renouvellement: nullable(object({ type: enums(Object.values(TypeRenouvellement)), libelle: string(), labelId: number() })),
  soumiseLe: nullable(Instant),
  traiteeLe: nullable(Instant),
  createdAt: Instant,
  version: number(),
  /** What it still lacks before it may be submitted (domain/labellisation-completion.ts); none once it left its introduction. */
  manquants: array(string()),
  /** An expert competence validation's expert (null for the other types). */
  expert: nullable(Person),
  /** The competences it asks for (empty for the other types). */
  competences: array(object({ id: number(), code: string(), libelle: string() })),
});
export type DemandeItem = Infer<typeof DemandeItem>;

export const DemandeHistoryItem = object({
  id: number(),
  at: Instant,
  auteur: nullable(Person),
  fromStatut: nullable(StatutDemande),
  toStatut: StatutDemande,
  event: string(),
  evenement: string(),
  texte: nullable(string()),
});
export type DemandeHistoryItem = Infer<typeof DemandeHistoryItem>;

export const AvisItem = object({
  id: number(),
  centre: string(),
  auteur: object({ prenom: string(), nom: string() }),
  avis: enums(Object.values(AvisLabellisation)),
  avisLibelle: string(),
  commentaire: string(),
  at: Instant,
});
export type AvisItem = Infer<typeof AvisItem>;

/** A document of a request: of its completion, or of an answer to a DRC (the answer of its upload, 201). */
export const DemandeDocumentItem = object({
  id: number(),
  nom: string(),
  typeDocumentId: number(),
  typeCode: string(),
  typeLibelle: string(),
  mime: string(),
  taille: number(),
  createdAt: Instant,
  /** The caller may remove it now (its completion, or the DRC answer it goes with, is not sent yet). */
  supprimable: boolean(),
  url: string(),
});
export type DemandeDocumentItem = Infer<typeof DemandeDocumentItem>;

/** GET /labellisation/demandes/{id}, and the answer of every move and completion step: the request as it now stands. */
export const DemandeDetail = object({
  ...DemandeItem.schema,
  commentaire: nullable(string()),
  references: nullable(string()),
  contactAssigne: nullable(Person),
  documents: array(DemandeDocumentItem),
  /** The caller may open the completion wizard now. */
  peutCompleter: boolean(),
  historique: array(DemandeHistoryItem),
  avis: array(AvisItem),
  actions: DemandeActions,
});
export type DemandeDetail = Infer<typeof DemandeDetail>;

/** A page of requests: a provider's, an expert's, or a desk's. */
export const DemandePage = object({
  items: array(DemandeItem),
  total: number(),
  page: number(),
  perPage: number(),
});
export type DemandePage = Infer<typeof DemandePage>;

/** The provider summary of /labellisation/prestataire/{id}: its labels and what the caller may do there. */
export const ProviderLabellisation = object({
  organisation: NamedRecord,
  labels: array(LabelItem),
  enCours: number(),
  actions: object({
    ...flags(['list', 'view', 'create', 'submit']).schema,
    /** Its expert competence validations: list them, create one, submit them. */
    competences: flags(['list', 'create', 'submit']),
  }),
});
export type ProviderLabellisation = Infer<typeof ProviderLabellisation>;

/** The labelling dashboard: each provider of the caller's, or the requests waiting for a decider. */
export const LabellisationDashboard = object({
  prestataires: array(object({ ...ProviderLabellisation.schema, demandesEnCours: array(DemandeItem) })),
  /** For a centre or the administration: how many requests wait for them. */
  enAttente: nullable(number()),
});
export type LabellisationDashboard = Infer<typeof LabellisationDashboard>;

/** The answer of the submission check: why the selection may not be submitted (none when it may). */
export const SubmissionCheck = object({ problemes: array(string()) });
export type SubmissionCheck = Infer<typeof SubmissionCheck>;

/** The answer of a submission: the group it made and the requests it sent. */
export const SubmittedGroup = object({ groupeId: number(), demandeIds: array(number()) });
export type SubmittedGroup = Infer<typeof SubmittedGroup>;

/** GET /labellisation/demandes/{id}/completion: the request, who may follow it, and the documents its completion takes. */
export const CompletionView = object({
  demande: DemandeDetail,
  contactsAssignables: array(object({ ...Person.schema, typeContactLibelle: string() })),
  typesDocument: array(object({ id: number(), code: string(), libelle: string(), obligatoire: boolean() })),
});
export type CompletionView = Infer<typeof CompletionView>;
