import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { appRoute } from './app';
import { requireArea } from './area-guard';
import type { RouterContext } from './context';
import { parseNumericId } from '../../domain/schemas/params';
import { pageTitle } from './page-title';
import type { ProviderScreen } from '../../machines/labellisationScreens.state';
import { parseDemandeListSearch } from '../screens/labellisation/demande-search';
import { parseCreateSearch } from '../screens/labellisation/create-search';
import { parseSubmissionSearch } from '../screens/labellisation/submission-search';
import { loadCatalogues } from '../i18n';

/** The provider's own screens: signed in under the provider right, else home, told why. */
const providerOnly = requireArea('provider', 'providerOnly');

/** A numeric route parameter, else home (spec section 5, as the other areas' ids). */
const numericParam = <K extends string>(key: K) => ({
  parse: (params: Record<K, string>) => {
    const id = parseNumericId(params[key]);
    if (id === null) throw redirect({ to: '/' });
    return { [key]: String(id) } as Record<K, string>;
  },
});

const screens = () => import('../screens/labellisation/screens');
const screen = (name: keyof Awaited<ReturnType<typeof screens>>) => lazyRouteComponent(screens, name);

// The loaders come with the area's first screen, not in the first page's bundle.
const loaders = () => import('./labellisation-loaders');
type LoaderArgs<P> = { context: RouterContext; params: P; preload?: boolean };
const loadProviderSummary = async (args: LoaderArgs<{ prestataireId: string }>) => (await loaders()).loadProviderSummary(args);
const gateProviderAction = (screen: ProviderScreen) => async (args: LoaderArgs<{ prestataireId: string }>) => (await loaders()).gateProviderAction(screen)(args);
const loadDemande = async (args: LoaderArgs<{ demandeId: string; prestataireId?: string; expertId?: string }>) => (await loaders()).loadDemande(args);
const loadExpertSummary = async (args: LoaderArgs<{ expertId: string }>) => (await loaders()).loadExpertSummary(args);
const gateExpertAction = (action: 'create' | 'submit') => async (args: LoaderArgs<{ expertId: string }>) => (await loaders()).gateExpertAction(action)(args);
const gateDrcResponse = async (args: LoaderArgs<{ demandeId: string }>) => (await loaders()).gateDrcResponse(args);
const gateCompletion = async (args: LoaderArgs<{ demandeId: string }>) => (await loaders()).gateCompletion(args);
const demandeTitle = (demande: { reference: string } | undefined) => pageTitle(demande ? 'labellisation:titles.demande' : 'labellisation:titles.dashboard', { reference: demande?.reference ?? '' });

/**
 * The labelling area (spec section 2): sign-in plus its guard. A provider works its requests; the centres and
 * the administration work theirs at the desk; anyone else goes home. The API checks the same rights.
 */
export const labellisationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'labellisation',
  beforeLoad: requireArea('labellisation', 'labellisationOnly'),
  loader: () => loadCatalogues('labellisation', 'dossiers', 'wizard'),
  component: Outlet,
});

export const labellisationIndexRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: '/',
  head: () => pageTitle('labellisation:titles.dashboard'),
  component: screen('DashboardScreen'),
});

/** The deciders' desk: the centres (7, 8) and the administration (1-3). */
export const labellisationDeskRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'bureau',
  beforeLoad: requireArea('labellisationDesk', 'deskOnly'),
  component: Outlet,
});

export const deskIndexRoute = createRoute({
  getParentRoute: () => labellisationDeskRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  head: () => pageTitle('labellisation:titles.desk'),
  component: screen('DeskScreen'),
});

export const deskDemandeRoute = createRoute({
  getParentRoute: () => labellisationDeskRoute,
  path: 'demande/$demandeId',
  params: numericParam('demandeId'),
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: screen('DemandeDetailScreen'),
});

/** The provider-access guard: signed in under the provider right, and the provider's summary call allowed. */
export const providerRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'prestataire/$prestataireId',
  params: numericParam('prestataireId'),
  beforeLoad: providerOnly,
  loader: loadProviderSummary,
  head: ({ loaderData }) => pageTitle(loaderData ? 'labellisation:titles.provider' : 'labellisation:titles.dashboard', { nom: loaderData?.organisation.nom ?? '' }),
  component: screen('ProviderLayout'),
});

export const providerSummaryRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: '/',
  component: screen('ProviderSummaryTab'),
});

export const providerDetailsRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'details',
  component: screen('ProviderDetailsTab'),
});

export const recognitionsRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'recognitions',
  component: Outlet,
});

export const recognitionsIndexRoute = createRoute({
  getParentRoute: () => recognitionsRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  component: screen('RecognitionsTab'),
});

export const recognitionRequestRoute = createRoute({
  getParentRoute: () => recognitionsRoute,
  path: 'request/$demandeId',
  params: numericParam('demandeId'),
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: screen('DemandeDetailScreen'),
});

export const createRecognitionRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'create-recognition-request',
  validateSearch: parseCreateSearch,
  loaderDeps: ({ search }) => search,
  loader: async (args) => (await loaders()).gateRecognitionCreation(args),
  head: () => pageTitle('labellisation:titles.create'),
  component: screen('CreateDemandeScreen'),
});

export const submissionRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'recognition-requests-submission',
  validateSearch: parseSubmissionSearch,
  loader: gateProviderAction('submitRecognition'),
  head: () => pageTitle('labellisation:titles.submission'),
  component: screen('SubmissionScreen'),
});

/** competences-validation (spec section 2): the provider's experts with their vouchers, and its competence validation requests. */
export const competencesValidationRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'competences-validation',
  component: Outlet,
});

export const competencesValidationIndexRoute = createRoute({
  getParentRoute: () => competencesValidationRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  component: screen('ProviderCompetencesTab'),
});

export const competenceValidationRequestRoute = createRoute({
  getParentRoute: () => competencesValidationRoute,
  path: 'request/$demandeId',
  params: numericParam('demandeId'),
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: screen('DemandeDetailScreen'),
});

export const createCompetenceRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'create-competence-request',
  loader: gateProviderAction('createCompetence'),
  head: () => pageTitle('labellisation:titles.createCompetence'),
  component: screen('ProviderCompetenceRequestScreen'),
});

export const competenceSubmissionRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'competence-requests-submission',
  validateSearch: parseSubmissionSearch,
  loader: gateProviderAction('submitCompetence'),
  head: () => pageTitle('labellisation:titles.competenceSubmission'),
  component: screen('ProviderCompetenceSubmissionScreen'),
});

/** expert/{expertId} (spec section 2): the expert's summary; its loader is the guard (the API answers 404 to whoever may not see them). */
export const expertRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'expert/$expertId',
  params: numericParam('expertId'),
  loader: loadExpertSummary,
  head: ({ loaderData }) => pageTitle(loaderData ? 'labellisation:titles.expert' : 'labellisation:titles.dashboard', { nom: loaderData ? `${loaderData.expert.prenom} ${loaderData.expert.nom}` : '' }),
  component: screen('ExpertLayout'),
});

export const expertSummaryRoute = createRoute({
  getParentRoute: () => expertRoute,
  path: '/',
  component: screen('ExpertSummaryTab'),
});

export const expertDetailsRoute = createRoute({
  getParentRoute: () => expertRoute,
  path: 'details',
  component: screen('ExpertDetailsTab'),
});

export const expertCompetencesRoute = createRoute({
  getParentRoute: () => expertRoute,
  path: 'competences',
  component: Outlet,
});

export const expertCompetencesIndexRoute = createRoute({
  getParentRoute: () => expertCompetencesRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  component: screen('ExpertCompetencesTab'),
});

export const expertRequestRoute = createRoute({
  getParentRoute: () => expertCompetencesRoute,
  path: 'request/$demandeId',
  params: numericParam('demandeId'),
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: screen('DemandeDetailScreen'),
});

export const expertCreateRoute = createRoute({
  getParentRoute: () => expertRoute,
  path: 'create-competence-request',
  loader: gateExpertAction('create'),
  head: () => pageTitle('labellisation:titles.createCompetence'),
  component: screen('ExpertCompetenceRequestScreen'),
});

export const expertSubmissionRoute = createRoute({
  getParentRoute: () => expertRoute,
  path: 'competence-requests-submission',
  validateSearch: parseSubmissionSearch,
  loader: gateExpertAction('submit'),
  head: () => pageTitle('labellisation:titles.competenceSubmission'),
  component: screen('ExpertSubmissionScreen'),
});

/** drc-response/{demandeId} (spec section 2): the provider's answer to the administration's request for more information. */
export const drcResponseRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'drc-response/$demandeId',
  params: numericParam('demandeId'),
  beforeLoad: providerOnly,
  loader: gateDrcResponse,
  head: ({ loaderData }) => pageTitle('labellisation:titles.drcResponse', { reference: loaderData?.reference ?? '' }),
  component: screen('DrcResponseScreen'),
});

/** complete-request/{demandeId} (spec section 2): the completion wizard, for A and R while the request is in introduction. */
export const completeRequestRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'complete-request/$demandeId',
  params: numericParam('demandeId'),
  beforeLoad: providerOnly,
  loader: gateCompletion,
  head: ({ loaderData }) => pageTitle('labellisation:titles.complete', { reference: loaderData?.reference ?? '' }),
  component: screen('CompleteRequestScreen'),
});

export const labellisationRouteTree = labellisationRoute.addChildren([
  labellisationIndexRoute,
  labellisationDeskRoute.addChildren([deskIndexRoute, deskDemandeRoute]),
  drcResponseRoute,
  completeRequestRoute,
  providerRoute.addChildren([
    providerSummaryRoute,
    providerDetailsRoute,
    recognitionsRoute.addChildren([recognitionsIndexRoute, recognitionRequestRoute]),
    createRecognitionRoute,
    submissionRoute,
    competencesValidationRoute.addChildren([competencesValidationIndexRoute, competenceValidationRequestRoute]),
    createCompetenceRoute,
    competenceSubmissionRoute,
  ]),
  expertRoute.addChildren([
    expertSummaryRoute,
    expertDetailsRoute,
    expertCompetencesRoute.addChildren([expertCompetencesIndexRoute, expertRequestRoute]),
    expertCreateRoute,
    expertSubmissionRoute,
  ]),
]);
