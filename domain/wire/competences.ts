import type { StatutChequeExpertId } from '../labellisation';

/* The expert competences of the labelling area (README, Labellisation: expert competences). */

/** A competence with the thematic it belongs to (null: none, so it cannot be asked for). */
export interface CompetenceRef {
  id: number;
  code: string;
  libelle: string;
  thematique: { id: number; libelle: string } | null;
}

/** An expert's competence as the labelling side validated it: its "expert voucher" (spec section 3, 32-37). */
export interface ExpertCompetenceItem {
  competence: CompetenceRef;
  statut: StatutChequeExpertId;
  statutLibelle: string;
  /** The provider that asked for it. */
  organisation: { id: number; nom: string } | null;
  accordeLe: string | null;
  /** Its last eligible day. */
  expireLe: string | null;
  updatedAt: string;
  /** The request that last changed it. */
  demandeId: number | null;
  version: number;
}

/** An expert of a provider with the vouchers that provider asked for them: the expert voucher recap. */
export interface ExpertItem {
  id: number;
  prenom: string;
  nom: string;
  email: string;
  competences: ExpertCompetenceItem[];
}

/** A competence a provider may ask to have validated for its experts. */
export interface CompetenceOption extends CompetenceRef {
  /** The provider holds a valid recognition on its thematic. */
  couverte: boolean;
  /** Why it may not be asked for, in French (null when couverte). */
  raison: string | null;
}

/** The expert summary of /labellisation/expert/{expertId}. */
export interface ExpertSummary {
  expert: { id: number; prenom: string; nom: string; email: string };
  /** The providers the contact is an expert of, and what the caller may do there on their behalf. */
  prestataires: Array<{ id: number; nom: string; actions: { create: boolean; submit: boolean } }>;
  competences: ExpertCompetenceItem[];
  /** The caller is this expert. */
  soi: boolean;
}
