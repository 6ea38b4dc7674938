import { redirect } from '@tanstack/react-router';
import { isRefusal } from '../api/errors';
import { completionQuery } from '../api/labellisation/completion';
import { demandeDetailQuery } from '../api/labellisation/detail';
import { expertSummaryQuery } from '../api/labellisation/expert';
import { providerLabellisationQuery } from '../api/labellisation/provider';
import type { ProviderLabellisation } from '../../domain/wire/labellisation';
import type { ExpertSummary } from '../../domain/wire/competences';
import { demandeRoute } from '../screens/labellisation/demande-route';
import type { RouterContext } from './context';
import type { CreateSearch } from '../screens/labellisation/create-search';
import { recognitionRequestStep, restoreRecognitionRequest } from '../../machines/recognitionRequest.machine';

/**
 * The labelling area's loaders, fetched with the first screen of the area that needs them (src/routes/labellisation.tsx
 * imports it lazily): the first page carries only the routes' definitions.
 */

/** Refused or not found (403, 404) sends home; any other failure is the route's error screen, which offers to try again. */
async function orHome<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isRefusal(error)) throw redirect({ to: '/' });
    throw error;
  }
}

/** The provider-access guard's second half: the summary call must be allowed (the server checks the link and the contact type). */
export const loadProviderSummary = ({ context, params }: { context: RouterContext; params: { prestataireId: string } }) =>
  orHome(context.queryClient.ensureQueryData(providerLabellisationQuery(Number(params.prestataireId))));

/** The provider's wizards and the action of the matrix that gates each one (spec section 2). */
const PROVIDER_WIZARDS = {
  create: (actions) => actions.create, // CREATE_RECOGNITION_REQUEST
  submit: (actions) => actions.submit, // SUBMIT_RECOGNITION_REQUEST
  createCompetence: (actions) => actions.competences.create, // CREATE_EXPERT_COMPETENCE_VALIDATION
  submitCompetence: (actions) => actions.competences.submit, // SUBMIT_EXPERT_COMPETENCE_VALIDATION
} satisfies Record<string, (actions: ProviderLabellisation['actions']) => boolean>;
export type ProviderWizard = keyof typeof PROVIDER_WIZARDS;

/** A wizard gated by one of the summary's actions; without it, the provider's summary. */
export const gateProviderAction =
  (wizard: ProviderWizard) =>
  async (args: { context: RouterContext; params: { prestataireId: string } }) => {
    const summary = await loadProviderSummary(args);
    if (!PROVIDER_WIZARDS[wizard](summary.actions)) throw redirect({ to: '/labellisation/prestataire/$prestataireId', params: args.params });
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
export async function gateRecognitionCreation(args: { context: RouterContext; params: { prestataireId: string }; deps: CreateSearch }) {
  const summary = await gateProviderAction('create')(args);
  const { etape } = args.deps;
  const demande = etape === 'confirmation' ? await createdDemande(args.context, args.params.prestataireId, args.deps.demande) : undefined;
  if (etape !== undefined && recognitionRequestStep(restoreRecognitionRequest({ ...args.deps, demande }).value) !== etape) {
    throw redirect({ to: '/labellisation/prestataire/$prestataireId/create-recognition-request', params: args.params, search: { renouveler: args.deps.renouveler }, replace: true });
  }
  return summary;
}

/** expert/{expertId}: the expert themself, a provider's contacts where they are an Expert, the centres and the administration; home for anyone else. */
export const loadExpertSummary = ({ context, params }: { context: RouterContext; params: { expertId: string } }) =>
  orHome(context.queryClient.ensureQueryData(expertSummaryQuery(Number(params.expertId))));

/** The expert's own wizards (creation, submission): only the expert, and only for a provider that lets them; else their page. */
export const gateExpertAction =
  (action: keyof ExpertSummary['prestataires'][number]['actions']) =>
  async (args: { context: RouterContext; params: { expertId: string } }) => {
    const summary = await loadExpertSummary(args);
    if (!summary.soi || !summary.prestataires.some((p) => p.actions[action])) throw redirect({ to: '/labellisation/expert/$expertId', params: args.params });
    return summary;
  };

/** A request must load; under a provider's route it must also be that provider's, under an expert's that expert's. */
export async function loadDemande({ context, params }: { context: RouterContext; params: { demandeId: string; prestataireId?: string; expertId?: string } }) {
  const demande = await orHome(context.queryClient.ensureQueryData(demandeDetailQuery(Number(params.demandeId))));
  if (params.prestataireId !== undefined && String(demande.organisation.id) !== params.prestataireId) throw redirect({ to: '/' });
  if (params.expertId !== undefined && String(demande.expert?.id) !== params.expertId) throw redirect({ to: '/' });
  return demande;
}

/** drc-response/{demandeId}: only while the request offers the caller its answer; otherwise its page (or home). */
export async function gateDrcResponse(args: { context: RouterContext; params: { demandeId: string } }) {
  const demande = await loadDemande(args);
  if (!demande.actions.answerDrc) throw redirect(demandeRoute(demande));
  return demande;
}

/** complete-request/{demandeId}: only while the caller may complete the request (A, R, in introduction); otherwise its page (or home). */
export async function gateCompletion(args: { context: RouterContext; params: { demandeId: string } }) {
  const demande = await loadDemande(args);
  if (!demande.peutCompleter) throw redirect(demandeRoute(demande));
  return (await orHome(args.context.queryClient.ensureQueryData(completionQuery(Number(args.params.demandeId))))).demande;
}
