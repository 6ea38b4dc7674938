import { redirect } from '@tanstack/react-router';
import { isRefusal } from '../api/errors';
import { completionQuery } from '../api/labellisation/completion';
import { demandeDetailQuery } from '../api/labellisation/detail';
import { providerLabellisationQuery } from '../api/labellisation/provider';
import type { RouterContext } from './context';

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

/**
 * A wizard gated by one of the summary's actions (spec section 2: CREATE_RECOGNITION_REQUEST,
 * SUBMIT_RECOGNITION_REQUEST); without it, the provider's summary.
 */
export const gateProviderAction =
  (action: 'create' | 'submit') =>
  async (args: { context: RouterContext; params: { prestataireId: string } }) => {
    const summary = await loadProviderSummary(args);
    if (!summary.actions[action]) throw redirect({ to: '/labellisation/prestataire/$prestataireId', params: args.params });
    return summary;
  };

/** A request must load; under a provider's route it must also be that provider's. */
export async function loadDemande({ context, params }: { context: RouterContext; params: { demandeId: string; prestataireId?: string } }) {
  const demande = await orHome(context.queryClient.ensureQueryData(demandeDetailQuery(Number(params.demandeId))));
  if (params.prestataireId !== undefined && String(demande.organisation.id) !== params.prestataireId) throw redirect({ to: '/' });
  return demande;
}

/** drc-response/{demandeId}: only while the request offers the caller its answer; otherwise its page (or home). */
export async function gateDrcResponse(args: { context: RouterContext; params: { demandeId: string } }) {
  const demande = await loadDemande(args);
  if (!demande.actions.answerDrc) {
    throw redirect({ to: '/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId', params: { prestataireId: String(demande.organisation.id), demandeId: args.params.demandeId } });
  }
  return demande;
}

/** complete-request/{demandeId}: only while the caller may complete the request (A, R, in introduction); otherwise its page (or home). */
export async function gateCompletion(args: { context: RouterContext; params: { demandeId: string } }) {
  const demande = await loadDemande(args);
  if (!demande.peutCompleter) {
    throw redirect({ to: '/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId', params: { prestataireId: String(demande.organisation.id), demandeId: args.params.demandeId } });
  }
  return (await orHome(args.context.queryClient.ensureQueryData(completionQuery(Number(args.params.demandeId))))).demande;
}
