import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { StatutChequeExpert } from '../labellisation';
import { flags, Instant, NamedRecord } from './shapes';

/* The expert competences of the labelling area (README, Labellisation: expert competences). */

/** A competence with the thematic it belongs to (null: none, so it cannot be asked for). */
export const CompetenceRef = object({
  id: number(),
  code: string(),
  libelle: string(),
  thematique: nullable(object({ id: number(), libelle: string() })),
});
export type CompetenceRef = Infer<typeof CompetenceRef>;

/** An expert's competence as the labelling side validated it: its "expert voucher" (spec section 3, 32-37). */
export const ExpertCompetenceItem = object({
  competence: CompetenceRef,
  statut: enums(Object.values(StatutChequeExpert)),
  statutLibelle: string(),
  /** The provider that asked for it. */
  organisation: nullable(NamedRecord),
  accordeLe: nullable(string()),
  /** Its last eligible day. */
  expireLe: nullable(string()),
  updatedAt: Instant,
  /** The request that last changed it. */
  demandeId: nullable(number()),
  version: number(),
});
export type ExpertCompetenceItem = Infer<typeof ExpertCompetenceItem>;

/** An expert of a provider with the vouchers that provider asked for them: the expert voucher recap. */
export const ExpertItem = object({
  id: number(),
  prenom: string(),
  nom: string(),
  email: string(),
  competences: array(ExpertCompetenceItem),
});
export type ExpertItem = Infer<typeof ExpertItem>;

/** A competence a provider may ask to have validated for its experts. */
export const CompetenceOption = object({
  ...CompetenceRef.schema,
  /** The provider holds a valid recognition on its thematic. */
  couverte: boolean(),
  /** Why it may not be asked for, in French (null when couverte). */
  raison: nullable(string()),
});
export type CompetenceOption = Infer<typeof CompetenceOption>;

/** The expert summary of /labellisation/expert/{expertId}. */
export const ExpertSummary = object({
  expert: object({ id: number(), prenom: string(), nom: string(), email: string() }),
  /** The providers the contact is an expert of, and what the caller may do there on their behalf. */
  prestataires: array(object({ ...NamedRecord.schema, actions: flags(['create', 'submit']) })),
  competences: array(ExpertCompetenceItem),
  /** The caller is this expert. */
  soi: boolean(),
});
export type ExpertSummary = Infer<typeof ExpertSummary>;
