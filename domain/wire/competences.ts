import type { StatutChequeExpertId } from '../labellisation';

/** One expert voucher: a competence an organisation asked for one of its experts, its status (32-37) and dates. */
export interface ExpertCompetenceItem {
  competence: { id: number; code: string; libelle: string; thematique: { id: number; libelle: string } | null };
  statut: StatutChequeExpertId;
  statutLibelle: string;
  organisation: { id: number; nom: string } | null;
  accordeLe: string | null;
  expireLe: string | null;
  updatedAt: string;
  demandeId: number | null;
  version: number;
}

/** An Expert contact of a provider with every voucher asked for them (the expert voucher recap). */
export interface ExpertItem {
  id: number;
  prenom: string;
  nom: string;
  email: string;
  competences: ExpertCompetenceItem[];
}

/** A competence of the platform as a provider may ask for it. */
export interface CompetenceOption {
  id: number;
  code: string;
  libelle: string;
  thematique: { id: number; libelle: string } | null;
  /** The provider holds a valid recognition on its thematic. */
  couverte: boolean;
  raison: string | null;
}

/** expert/{expertId}: the expert, the providers they are an Expert of (and what the caller may do there), their vouchers. */
export interface ExpertSummary {
  expert: { id: number; prenom: string; nom: string; email: string };
  prestataires: Array<{ id: number; nom: string; actions: { create: boolean; submit: boolean } }>;
  competences: ExpertCompetenceItem[];
  /** The caller is this expert. */
  soi: boolean;
}
