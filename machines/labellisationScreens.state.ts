import type { DemandeDetail } from '../domain/wire/labellisation';
import { initialTransition } from 'xstate';
import type { DossierCaller } from './access/dossierScope';
import { demandeActionVerdict } from './access/labellisationAccess';
import { completionVerdict } from './access/labellisationCompletion';
import type { LabellisationWizardOpening } from './access/labellisationWizardAccess';
import { competenceRequestMachine } from './competenceRequest.machine';
import { recognitionRequestMachine } from './recognitionRequest.machine';
import { requestSubmissionMachine } from './requestSubmission.machine';
import { takesTransition } from './transition-taken';

/**
 * The labelling screens' routes, asked from what the server sent (the request's status, its provider and the
 * contact who follows it) and the caller's right and contact types: the request's lifecycle
 * (labellisationRequest) restored at its status says whether the screen's event may happen now, the access
 * rule the server applies says whether this caller may send it; a wizard's own machine says whether it opens. The browser's routes and the server's tests
 * ask these same functions (test/server/route-guards-labellisation.test.ts).
 */

/** Open, refused for who the caller is (the server's 403), or not now (its 409: the request's status). */
export type ScreenVerdict = 'open' | 'notYou' | 'notNow';

const VERDICT = { allowed: 'open', forbidden: 'notYou', invalidState: 'notNow' } as const satisfies Record<string, ScreenVerdict>;

type SentDemande = Pick<DemandeDetail, 'organisation' | 'type' | 'statut' | 'contactAssigne'>;

/** What the rules read of a request, as GET /labellisation/demandes/{id} sent it. */
const demandeFacts = (demande: SentDemande) => ({
  organisationId: demande.organisation.id,
  type: demande.type,
  statut: demande.statut,
  contactAssigneId: demande.contactAssigne?.id ?? null,
  // No opinion is read by these screens: the provider's side gives none.
  // Stryker disable next-line BooleanLiteral: read only by the centres' giveOpinion, which neither screen asks.
  avisDonne: false,
});

/** drc-response/{demandeId}: the lifecycle, restored at the request's status, takes ANSWER_DRC from the contact who follows it. */
export const drcResponseVerdict = (caller: DossierCaller, demande: SentDemande): ScreenVerdict => VERDICT[demandeActionVerdict('answerDrc', caller, demandeFacts(demande))];

/** complete-request/{demandeId}: an Authority or Reference of the provider, while the restored lifecycle is still in introduction. */
export const completionScreenVerdict = (caller: DossierCaller, demande: SentDemande): ScreenVerdict => VERDICT[completionVerdict(caller, demandeFacts(demande))];

/**
 * The provider's wizards under prestataire/{prestataireId}: each wizard's machine takes its `OPEN` from the contacts the
 * matrix's row admits (machines/access/labellisationWizardAccess.ts), asked on the machine as the wizard starts.
 */
const PROVIDER_SCREENS = {
  createRecognition: (opening: LabellisationWizardOpening) => takesTransition(initialTransition(recognitionRequestMachine)[0], { type: 'OPEN', ...opening }),
  submitRecognition: (opening: LabellisationWizardOpening) => opensSubmission('recognition', opening),
  createCompetence: (opening: LabellisationWizardOpening) => opensCompetenceCreation(opening),
  submitCompetence: (opening: LabellisationWizardOpening) => opensSubmission('competence', opening),
} as const;

function opensSubmission(kind: 'recognition' | 'competence', opening: LabellisationWizardOpening): boolean {
  return takesTransition(initialTransition(requestSubmissionMachine)[0], { type: 'OPEN', kind, ...opening });
}

function opensCompetenceCreation(opening: LabellisationWizardOpening): boolean {
  return takesTransition(initialTransition(competenceRequestMachine)[0], { type: 'OPEN', ...opening });
}

export type ProviderScreen = keyof typeof PROVIDER_SCREENS;

/** Whether a provider's wizard opens for the caller. */
export const providerScreenOpens = (screen: ProviderScreen, caller: DossierCaller, organisationId: number) =>
  PROVIDER_SCREENS[screen]({ caller, organisationIds: [organisationId], expertId: null });

/** The expert's own wizards (expert/{expertId}): only the expert themself, for one of their providers that lets them. */
export function expertScreenOpens(action: 'create' | 'submit', caller: DossierCaller, expertId: number, providerIds: readonly number[]): boolean {
  const opening = { caller, organisationIds: providerIds, expertId };
  // Stryker disable next-line StringLiteral: the submission reads the recognition row for 'recognition' and the competence row for any other kind, an empty one too.
  return action === 'create' ? opensCompetenceCreation(opening) : opensSubmission('competence', opening);
}
