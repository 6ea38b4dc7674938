import { TypeContact, TYPE_CONTACT_LABELS, type TypeContactId } from './contact-types';
import { SousTypeOrganisation, TypeOrganisation } from './organisation-types';
import { isValidBce } from './validators/bce';
import { normaliseForeignIdentification } from './validators/identity-document';
import { isValidNationalRegisterNumber } from './validators/national-register';

/**
 * Whether an organisation may be the beneficiary or the provider of a dossier (GET
 * /organisations/is-beneficiaire-eligible and /is-prestataire-eligible), from the rules of spec section 5.
 * Each function lists every reason it may not, in French; none means eligible.
 */

/**
 * "An Authority contact is mandatory. Reference and Information contacts are mandatory for a provider":
 * the contacts each side assigns to the dossier, which its organisation must therefore have.
 */
export const DOSSIER_CONTACT_TYPES = {
  beneficiaire: [TypeContact.AUTORITE],
  prestataire: [TypeContact.AUTORITE, TypeContact.REFERENCE, TypeContact.INFORMATION],
} as const satisfies Record<string, readonly TypeContactId[]>;

/** What the rules read of an organisation; the server gathers it. */
export interface OrganisationFacts {
  typeOrganisationId: number;
  sousTypeOrganisationId: number | null;
  actif: boolean;
  etranger: boolean;
  numeroBce: string | null;
  numeroIdentification: string | null;
  numeroRegistreNational: string | null;
  codesNace: readonly string[];
  /** Its active establishment units. */
  unitesEtablissementIds: readonly number[];
  /** The types of its validated, active contact links. */
  contactTypes: readonly number[];
}

/**
 * "Company number is mandatory, with a foreign-company option": a company has a valid Belgian company
 * number, a foreign one its own identification number instead; a project holder is a person, known by a
 * valid national register number.
 */
function identificationProblem(o: OrganisationFacts): string | null {
  if (o.sousTypeOrganisationId === SousTypeOrganisation.PORTEUR_PROJET) {
    return isValidNationalRegisterNumber(o.numeroRegistreNational) ? null : 'Le porteur de projet doit avoir un numéro de registre national valide.';
  }
  if (o.etranger || o.sousTypeOrganisationId === SousTypeOrganisation.ENTREPRISE_ETRANGERE) {
    return normaliseForeignIdentification(o.numeroIdentification) ? null : "L'entreprise étrangère doit avoir un numéro d'identification.";
  }
  return isValidBce(o.numeroBce) ? null : "Le numéro d'entreprise (BCE) de l'organisation est manquant ou invalide.";
}

function commonProblems(o: OrganisationFacts, contactTypes: readonly TypeContactId[]): string[] {
  const problems: string[] = [];
  if (!o.actif) problems.push("L'organisation est désactivée.");
  const identification = identificationProblem(o);
  if (identification) problems.push(identification);
  // "At least one NACE code is required."
  if (o.codesNace.length === 0) problems.push("L'organisation doit avoir au moins un code NACE.");
  for (const type of contactTypes) {
    if (!o.contactTypes.includes(type)) problems.push(`L'organisation n'a aucun contact ${TYPE_CONTACT_LABELS[type]} validé.`);
  }
  return problems;
}

/**
 * The beneficiary, and with `uniteEtablissementId` the establishment unit the dossier names ("an
 * establishment unit is mandatory").
 */
export function beneficiaireIneligibility(o: OrganisationFacts, uniteEtablissementId?: number): string[] {
  if (o.typeOrganisationId !== TypeOrganisation.BENEFICIAIRE) return ["Cette organisation n'est pas un bénéficiaire."];
  const problems = commonProblems(o, DOSSIER_CONTACT_TYPES.beneficiaire);
  if (o.unitesEtablissementIds.length === 0) problems.push("L'organisation n'a aucune unité d'établissement active.");
  else if (uniteEtablissementId !== undefined) {
    const unit = uniteEtablissementProblem(o, uniteEtablissementId);
    if (unit) problems.push(unit);
  }
  return problems;
}

/** The establishment unit a dossier names must be one of the beneficiary's active ones. */
export function uniteEtablissementProblem(o: OrganisationFacts, uniteEtablissementId: number): string | null {
  return o.unitesEtablissementIds.includes(uniteEtablissementId) ? null : "Cette adresse n'est pas une unité d'établissement active de l'organisation.";
}

/** The provider: its contacts, and at least one expert holding a competence ("an expert contact is required"). */
export function prestataireIneligibility(o: OrganisationFacts, expertsWithCompetences: number): string[] {
  if (o.typeOrganisationId !== TypeOrganisation.PRESTATAIRE) return ["Cette organisation n'est pas un prestataire."];
  const problems = commonProblems(o, DOSSIER_CONTACT_TYPES.prestataire);
  if (expertsWithCompetences === 0) problems.push("Le prestataire n'a aucun expert disposant d'une compétence.");
  return problems;
}
