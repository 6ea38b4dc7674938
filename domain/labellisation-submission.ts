import { formatDate } from './format';
import { TypeDemandeLabellisation, type TypeDemandeLabellisationId } from './labellisation';
import { renewableFrom } from './label-validity';

/** What the submission rules read of each selected request. */
export interface SubmittedRequest {
  reference: string;
  type: TypeDemandeLabellisationId;
  /** The recognition's thematic belongs to the restricted context: no system access is needed. */
  contexteRestreint: boolean;
  /** The request holds everything its completion asks for (domain/labellisation-completion.ts). */
  complete: boolean;
  /** For a renewal, the last day of the label it renews (ISO day). */
  renewalOf: { expiry: string } | null;
  /** For an expert competence validation, why some of its competences may no longer be asked for (competence-recognition.ts). */
  competencesNonCouvertes?: readonly string[];
}

/** What the rules read of the provider and of the day. */
export interface SubmissionFacts {
  requests: readonly SubmittedRequest[];
  /** The provider already holds a valid system-access label. */
  systemAccessGranted: boolean;
  /** Today in Brussels (ISO day). */
  today: string;
  /** A renewal may be submitted only this many days before the label's expiry (LABEL_RENEWAL_WINDOW_DAYS). */
  renewalWindowDays: number;
}

/**
 * Why a selection of requests may not be submitted together (spec sections 4 and 9), one French sentence
 * per broken rule; none when it may. Expert competence validations are submitted in groups of their own, each
 * competence still on a thematic the provider holds a valid recognition on. The submission machine's guard and the server's 400 both read it.
 */
export function submissionProblems({ requests, systemAccessGranted, today, renewalWindowDays }: SubmissionFacts): string[] {
  if (requests.length === 0) return ['Sélectionnez au moins une demande à soumettre.'];
  const problems: string[] = [];
  for (const request of requests.filter((r) => !r.complete)) problems.push(`La demande ${request.reference} n'est pas complète.`);
  const withSystemAccess = systemAccessGranted || requests.some((r) => r.type === TypeDemandeLabellisation.ACCES_SYSTEME);
  for (const request of requests.filter((r) => r.type === TypeDemandeLabellisation.RECONNAISSANCE && !r.contexteRestreint && !r.renewalOf)) {
    if (!withSystemAccess) {
      problems.push(`La reconnaissance ${request.reference} demande un accès au dispositif : soumettez une demande d'accès au dispositif avec elle, ou attendez que l'accès soit accordé.`);
    }
  }
  for (const request of requests) for (const reason of request.competencesNonCouvertes ?? []) problems.push(`${request.reference} : ${reason}`);
  const competenceValidations = requests.filter((r) => r.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE).length;
  if (competenceValidations > 0 && competenceValidations < requests.length) {
    problems.push('Les validations de compétences se soumettent entre elles, sans demande de reconnaissance ni d’accès.');
  }
  if (requests.every((r) => r.type === TypeDemandeLabellisation.ACCES_THEMATIQUE)) {
    problems.push("Une demande d'accès thématique ne peut pas être soumise seule : soumettez-la avec la reconnaissance à laquelle elle se rapporte.");
  }
  for (const request of requests) {
    if (!request.renewalOf) continue;
    const opens = renewableFrom(request.renewalOf.expiry, renewalWindowDays);
    if (today < opens) problems.push(`Le renouvellement ${request.reference} ne peut être soumis qu'à partir du ${formatDate(opens)}, ${renewalWindowDays} jours avant l'expiration du label.`);
    if (today > request.renewalOf.expiry) problems.push(`Le label que renouvelle ${request.reference} a expiré : introduisez une nouvelle demande.`);
  }
  return problems;
}
