import { redirect } from '@tanstack/react-router';
import i18n from '../i18n';
import { notifyError } from '../layout/notify';

/** Why a route sends home: the right the session acts under, or what the server refused to show. */
export type HomeRefusal =
  | 'providerOnly'
  | 'chequeReadersOnly'
  | 'managerOnly'
  | 'partiesOnly'
  | 'labellisationOnly'
  | 'deskOnly'
  | 'createBeneficiary'
  | 'organisationAction'
  | 'dossier'
  | 'organisation'
  | 'contact'
  | LabellisationRefusal;

/** Why a labelling screen does not open (src/routes/labellisation-loaders.ts). */
export type LabellisationRefusal =
  | 'demande'
  | 'labellisationProvider'
  | 'expert'
  | 'drcAnswerer'
  | 'drcNotAwaited'
  | 'completeDemande'
  | 'completionClosed'
  | 'createRecognition'
  | 'submitRecognition'
  | 'createCompetence'
  | 'submitCompetence'
  | 'expertOwnRequests';

/**
 * A route refused for lack of rights goes home with a toast that says why, never silently (issue 28). A preload (a
 * link hovered) only learns the answer: nobody asked to go there yet, so nothing is said. The reasons' texts are
 * fetched when one is needed, not carried by the first page.
 */
export function refusedHome(reason: HomeRefusal, { preload = false }: { preload?: boolean } = {}): never {
  sayWhyRefused(reason, { preload });
  throw redirect({ to: '/' });
}

/** The toast of a refusal, for a route that sends to a page the user may still read rather than home. */
export function sayWhyRefused(reason: HomeRefusal, { preload = false }: { preload?: boolean } = {}): void {
  if (!preload) void i18n.loadNamespaces('refusals').then(() => notifyError(i18n.t(`refusals:${reason}`)));
}
