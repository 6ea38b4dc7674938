import type { AvisLabellisationId, DecisionLabellisationId, StatutDemandeLabellisationId, StatutLabellisationId, TypeDemandeLabellisationId, TypeRenouvellementId } from '../labellisation';

export interface ThematiqueItem {
  id: number;
  code: string;
  libelle: string;
  contexteRestreint: boolean;
}

/** A provider's label as its screens show it. */
export interface LabelItem {
  id: number;
  organisationId: number;
  type: TypeDemandeLabellisationId;
  typeLibelle: string;
  thematique: { id: number; libelle: string } | null;
  statut: StatutLabellisationId;
  statutLibelle: string;
  accordeLe: string;
  expireLe: string;
  /** From when a renewal may be submitted (LABEL_RENEWAL_WINDOW_DAYS before its expiry). */
  renouvelableDes: string;
}

/** What the caller may do with a request now: the same rules the server applies. */
export interface DemandeActions {
  cancel: boolean;
  answerDrc: boolean;
  giveOpinion: boolean;
  openDrc: boolean;
  validate: boolean;
  refuse: boolean;
  closeWithoutFollowUp: boolean;
  archive: boolean;
}

export interface DemandeItem {
  id: number;
  reference: string;
  organisation: { id: number; nom: string };
  type: TypeDemandeLabellisationId;
  typeLibelle: string;
  thematique: { id: number; libelle: string; contexteRestreint: boolean } | null;
  statut: StatutDemandeLabellisationId;
  statutLibelle: string;
  decision: DecisionLabellisationId | null;
  decisionLibelle: string | null;
  renouvellement: { type: TypeRenouvellementId; libelle: string; labelId: number } | null;
  soumiseLe: string | null;
  traiteeLe: string | null;
  createdAt: string;
  version: number;
  /** What it still lacks before it may be submitted (domain/labellisation-completion.ts); none once it left its introduction. */
  manquants: string[];
  /** An expert competence validation's expert (null for the other types). */
  expert: { id: number; prenom: string; nom: string } | null;
  /** The competences it asks for (empty for the other types). */
  competences: Array<{ id: number; code: string; libelle: string }>;
}

export interface DemandeHistoryItem {
  id: number;
  at: string;
  auteur: { id: number; prenom: string; nom: string } | null;
  fromStatut: StatutDemandeLabellisationId | null;
  toStatut: StatutDemandeLabellisationId;
  event: string;
  evenement: string;
  texte: string | null;
}

export interface AvisItem {
  id: number;
  centre: string;
  auteur: { prenom: string; nom: string };
  avis: AvisLabellisationId;
  avisLibelle: string;
  commentaire: string;
  at: string;
}

/** A document of a request: of its completion, or of an answer to a DRC. */
export interface DemandeDocumentItem {
  id: number;
  nom: string;
  typeDocumentId: number;
  typeCode: string;
  typeLibelle: string;
  mime: string;
  taille: number;
  createdAt: string;
  /** The caller may remove it now (its completion, or the DRC answer it goes with, is not sent yet). */
  supprimable: boolean;
  url: string;
}

export interface DemandeDetail extends DemandeItem {
  commentaire: string | null;
  references: string | null;
  contactAssigne: { id: number; prenom: string; nom: string } | null;
  documents: DemandeDocumentItem[];
  /** The caller may open the completion wizard now. */
  peutCompleter: boolean;
  historique: DemandeHistoryItem[];
  avis: AvisItem[];
  actions: DemandeActions;
}

export interface DemandePage {
  items: DemandeItem[];
  total: number;
  page: number;
  perPage: number;
}

/** The provider summary of /labellisation/prestataire/{id}: its labels and what the caller may do there. */
export interface ProviderLabellisation {
  organisation: { id: number; nom: string };
  labels: LabelItem[];
  enCours: number;
  actions: {
    list: boolean;
    view: boolean;
    create: boolean;
    submit: boolean;
    /** Its expert competence validations: list them, create one, submit them. */
    competences: { list: boolean; create: boolean; submit: boolean };
  };
}

/** The labelling dashboard: each provider of the caller's, or the requests waiting for a decider. */
export interface LabellisationDashboard {
  prestataires: Array<ProviderLabellisation & { demandesEnCours: DemandeItem[] }>;
  /** For a centre or the administration: how many requests wait for them. */
  enAttente: number | null;
}

/** The answer of the submission check: why the selection may not be submitted (none when it may). */
export interface SubmissionCheck {
  problemes: string[];
}

/** GET /labellisation/demandes/{id}/completion: the request, who may follow it, and the documents its completion takes. */
export interface CompletionView {
  demande: DemandeDetail;
  contactsAssignables: Array<{ id: number; prenom: string; nom: string; typeContactLibelle: string }>;
  typesDocument: Array<{ id: number; code: string; libelle: string; obligatoire: boolean }>;
}
