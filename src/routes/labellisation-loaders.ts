import { redirect } from '@tanstack/react-router';
import { isRefusal } from '../api/errors';
import { completionQuery } from '../api/labellisation/completion';
import { demandeDetailQuery } from '../api/labellisation/detail';
import { expertSummaryQuery } from '../api/labellisation/expert';
import { providerLabellisationQuery } from '../api/labellisation/provider';
import { demandeRoute } from '../screens/labellisation/demande-route';
import type { RouterContext } from './context';
import type { CreateSearch } from '../screens/labellisation/create-search';
import { recognitionRequestStep, restoreRecognitionRequest } from '../../machines/recognitionRequest.machine';
import { completionScreenVerdict, drcResponseVerdict, expertScreenOpens, providerScreenOpens, type ProviderScreen } from '../../machines/labellisationScreens.state';
import { refusedHome, sayWhyRefused, type LabellisationRefusal } from './refused-home';
import { callerOf } from '../session/caller';

/**
 * The labelling area's loaders, fetched with the first screen of the area that needs them (src/routes/labellisation.tsx
 * imports it lazily): the first page carries only the routes' definitions.
 */

type Args<P> = { context: RouterContext; params: P; preload?: boolean };

/** Refused or not found (403, 404) sends home, told why; any other failure is the route's error screen, which offers to try again. */
async function orHome<T>(load: Promise<T>, reason: LabellisationRefusal, preload: boolean | undefined): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isRefusal(error)) refusedHome(reason, { preload });
    throw error;
  }
}

/** The signed-in caller as the access rules read it (the area's guard has already asked for a right). */
function signedInCaller({ context, preload }: Args<unknown>) {
  const caller = callerOf(context.session);
  if (!caller) refusedHome('labellisationOnly', { preload });
  return caller;
}

/** The provider's summary: the server answers 403 or 404 to whoever may not read its labellisation (the rule is the server's). */
export const loadProviderSummary = ({ context, params, preload }: Args<{ prestataireId: string }>) =>
  orHome(context.queryClient.ensureQueryData(providerLabellisationQuery(Number(params.prestataireId))), 'labellisationProvider', preload);

/** Why each of the provider's wizards refuses a caller. */
const PROVIDER_REFUSALS = {
  createRecognition: 'createRecognition',
  submitRecognition: 'submitRecognition',
  createCompetence: 'createCompetence',
  submitCompetence: 'submitCompetence',
} as const satisfies Record<ProviderScreen, LabellisationRefusal>;

/** A provider's wizard: the summary read, then the screen's verdict (machines/labellisationScreens.state.ts); refused, the provider's file, told why. */
export const gateProviderAction = (screen: ProviderScreen) => async (args: Args<{ prestataireId: string }>) => {
  const summary = await loadProviderSummary(args);
  if (!providerScreenOpens(screen, signedInCaller(args), summary.organisation.id)) {
    sayWhyRefused(PROVIDER_REFUSALS[screen], args);
    throw redirect({ to: '/labellisation/prestataire/$prestataireId', params: args.params });
  }
  return summary;
};

/** The request a creation's address names, once created: only this provider's (its reference is what the confirmation shows). */
async function createdDemande(context: RouterContext, prestataireId: string, demandeId: number | undefined) {
  if (demandeId === undefined) return undefined;
  const demande = await context.queryClient.ensureQueryData(demandeDetailQuery(demandeId)).catch(() => null);
  return demande && String(demande.organisation.id) === prestataireId ? { id: demande.id, reference: demande.reference } : undefined;
}

/**
 * create-recognition-request: the wizard's guard, then its statechart restored from the address and asked
 * whether the step asked for opens (the validation needs a choice the machine accepts, the confirmation a
 * request of this provider); otherwise the first step, the renewal kept.
 */
export async function gateRecognitionCreation(args: Args<{ prestataireId: string }> & { deps: CreateSearch }) {
  const summary = await gateProviderAction('createRecognition')(args);
  const { etape } = args.deps;
  const demande = etape === 'confirmation' ? await createdDemande(args.context, args.params.prestataireId, args.deps.demande) : undefined;
  if (etape !== undefined && recognitionRequestStep(restoreRecognitionRequest({ ...args.deps, demande }).value) !== etape) {
    throw redirect({ to: '/labellisation/prestataire/$prestataireId/create-recognition-request', params: args.params, search: { renouveler: args.deps.renouveler }, replace: true });
  }
  return summary;
}

/** expert/{expertId}: the server answers 404 to whoever may not see the expert (the rule is the server's). */
export const loadExpertSummary = ({ context, params, preload }: Args<{ expertId: string }>) =>
  orHome(context.queryClient.ensureQueryData(expertSummaryQuery(Number(params.expertId))), 'expert', preload);

/** The expert's own wizards (creation, submission): the screen's verdict on the providers the server names; refused, the expert's page, told why. */
export const gateExpertAction = (action: 'create' | 'submit') => async (args: Args<{ expertId: string }>) => {
  const summary = await loadExpertSummary(args);
  const providerIds = summary.prestataires.map((p) => p.id);
  if (!expertScreenOpens(action, signedInCaller(args), summary.expert.id, providerIds)) {
    sayWhyRefused('expertOwnRequests', args);
    throw redirect({ to: '/labellisation/expert/$expertId', params: args.params });
  }
  return summary;
};

/** A request must load (the server's 403 or 404 sends home, told why); under a provider's address it must be that provider's, under an expert's that expert's. */
export async function loadDemande(args: Args<{ demandeId: string; prestataireId?: string; expertId?: string }>) {
  const { context, params, preload } = args;
  const demande = await orHome(context.queryClient.ensureQueryData(demandeDetailQuery(Number(params.demandeId))), 'demande', preload);
  const elsewhere = (params.prestataireId !== undefined && String(demande.organisation.id) !== params.prestataireId) || (params.expertId !== undefined && String(demande.expert?.id) !== params.expertId);
  if (elsewhere) refusedHome('demande', { preload });
  return demande;
}

/** drc-response/{demandeId}: open when the screen's verdict is; otherwise the request's page, told why. */
export async function gateDrcResponse(args: Args<{ demandeId: string }>) {
  const demande = await loadDemande(args);
  const verdict = drcResponseVerdict(signedInCaller(args), demande);
  if (verdict !== 'open') {
    sayWhyRefused(verdict === 'notNow' ? 'drcNotAwaited' : 'drcAnswerer', args);
    throw redirect(demandeRoute(demande));
  }
  return demande;
}

/** complete-request/{demandeId}: open when the screen's verdict is (A, R, in introduction); otherwise the request's page, told why. */
export async function gateCompletion(args: Args<{ demandeId: string }>) {
  const demande = await loadDemande(args);
  const verdict = completionScreenVerdict(signedInCaller(args), demande);
  if (verdict !== 'open') {
    sayWhyRefused(verdict === 'notNow' ? 'completionClosed' : 'completeDemande', args);
    throw redirect(demandeRoute(demande));
  }
  return (await orHome(args.context.queryClient.ensureQueryData(completionQuery(Number(args.params.demandeId))), 'demande', args.preload)).demande;
}
