import type { Area } from '../../machines/access/areaAccess';

/**
 * Every guarded route of the app (a `beforeLoad` or a `loader` in src/routes/), and how test/server/route-guards.test.ts
 * checks that it opens exactly when the server accepts the screen's first write. The test reads the router's
 * route list: a guarded route without an entry here, or an entry whose route is gone, fails it.
 */
export type RouteGuardEntry =
  /** Restores its machine and asks it; the test sends the screen's first write for every demo login and right. */
  | { kind: 'machine'; machine: string; firstWrite: string }
  /** Asks the same restored machine as a checked route (machines/dossierWizard.state.ts); its own first write is not sent yet. */
  | { kind: 'sameMachine'; machine: string; checkedWith: string }
  /** The session's or an account wizard's machine: signed in or not, the step of a public wizard. */
  | { kind: 'session' }
  /** A reserved area's screen: the session machine's OPEN_AREA (src/routes/area-guard.ts); the test sends its first call. */
  | { kind: 'area'; area: Area; firstCall: string }
  /** Its loader asks nothing of its own: the server's answer to its read is the guard (403/404: home, told why), inside its `area` if any. */
  | { kind: 'serverRead'; area?: Area; firstCall: string }
  /** Only sends to a child route; it opens no screen and writes nothing. */
  | { kind: 'navigation' }
  /** Open to anyone, signed in or not; its `beforeLoad` only loads its texts (the development mailbox). */
  | { kind: 'public' }
  /** Its loader only starts its screen's first reads, refusing nobody: its parent's guard (the session) is the one. */
  | { kind: 'prefetch' }
  /** Its loader only fetches its screens' text catalogues (src/i18n), refusing nobody: its parent's or children's guards are the ones. */
  | { kind: 'texts' };


const SESSION = [
  '/public',
  '/public/signup',
  '/public/signup/',
  '/public/signup/authentification',
  '/public/signup/donnees-personnelles',
  '/public/signup/validation',
  '/public/signup/confirmation',
  '/public/signup/confirme',
  '/public/validate-account',
  '/public/validate-account/',
  '/public/validate-account/authentification',
  '/public/validate-account/donnees-personnelles',
  '/public/validate-account/confirmation',
  '/public/validate-account/confirme',
  '/public/reset-password',
  '/public/reset-password/',
  '/public/reset-password/new-password',
  '/public/reset-password/confirmation',
  '/survey/$token',
  '/app',
];

const NAVIGATION = [
  // Resumes at the saved step's screen, or the furthest one open (the report's `ecrans`); that screen's route then asks.
  '/app/rapportPrestation/$dossierId/',
  '/app/dossiers/$dossierId/',
  '/app/gestion/dossiers/$dossierId/',
  '/app/beneficiaire/$orgaId/',
  '/app/prestataire/$orgaId/',
  '/app/profile/',
];

/** The two dossier wizards' setup and voucher screens: their first writes are sent for every caller. */
const CHECKED: Record<string, RouteGuardEntry> = {
  '/app/introduction-dossier/': { kind: 'machine', machine: 'introductionWizard', firstWrite: 'POST /dossiers/add' },
  '/app/initiation-dossier/': { kind: 'machine', machine: 'initiationWizard', firstWrite: 'POST /dossiers/add' },
  '/app/introduction-dossier/$dossierId/cheque': { kind: 'machine', machine: 'introductionWizard', firstWrite: 'POST /dossiers/{id}/update-type-aide' },
  '/app/initiation-dossier/$dossierId/cheque': { kind: 'machine', machine: 'initiationWizard', firstWrite: 'POST /dossiers/{id}/update-type-aide' },
};

/** The wizards' other addresses ask the same verdict; each screen's save needs its own payload, not written yet. */
const WIZARD_SCREENS = [
  ...['', '/', '/beneficiaire', '/prestataire', '/competences', '/prestation', '/financier', '/specificites', '/recapitulatif', '/documents', '/confirmation'].map((screen) => `/app/introduction-dossier/$dossierId${screen}`),
  ...['', '/', '/beneficiaire', '/prestataire', '/recapitulatif', '/documents', '/confirmation'].map((screen) => `/app/initiation-dossier/$dossierId${screen}`),
];

/** The labelling area (test/server/route-guards-labellisation.test.ts): its writing screens ask machines/labellisationScreens.state.ts. */
const LABELLISATION: Record<string, RouteGuardEntry> = {
  '/app/labellisation': { kind: 'area', area: 'labellisation', firstCall: 'GET /labellisation/dashboard' },
  '/app/labellisation/bureau': { kind: 'area', area: 'labellisationDesk', firstCall: 'POST /labellisation/bureau' },
  '/app/labellisation/drc-response/$demandeId': { kind: 'machine', machine: 'labellisationRequest', firstWrite: 'POST /labellisation/demandes/{id}/drc-answer' },
  '/app/labellisation/complete-request/$demandeId': { kind: 'machine', machine: 'labellisationRequest', firstWrite: 'POST /labellisation/demandes/{id}/completion/contact' },
  '/app/labellisation/prestataire/$prestataireId/create-recognition-request': { kind: 'machine', machine: 'recognitionRequest', firstWrite: 'POST /labellisation/prestataires/{id}/demandes' },
  '/app/labellisation/prestataire/$prestataireId/recognition-requests-submission': { kind: 'machine', machine: 'requestSubmission', firstWrite: 'POST /labellisation/prestataires/{id}/soumissions/verification' },
  '/app/labellisation/prestataire/$prestataireId/create-competence-request': { kind: 'machine', machine: 'competenceRequest', firstWrite: 'POST /labellisation/prestataires/{id}/demandes-competences' },
  '/app/labellisation/prestataire/$prestataireId/competence-requests-submission': { kind: 'machine', machine: 'requestSubmission', firstWrite: 'POST /labellisation/prestataires/{id}/soumissions-competences/verification' },
  '/app/labellisation/expert/$expertId/create-competence-request': { kind: 'machine', machine: 'competenceRequest', firstWrite: 'POST /labellisation/experts/{id}/demandes' },
  '/app/labellisation/expert/$expertId/competence-requests-submission': { kind: 'machine', machine: 'requestSubmission', firstWrite: 'POST /labellisation/experts/{id}/soumissions/verification' },
  '/app/labellisation/prestataire/$prestataireId': { kind: 'serverRead', firstCall: 'GET /labellisation/prestataires/{id}' },
  '/app/labellisation/expert/$expertId': { kind: 'serverRead', firstCall: 'GET /labellisation/experts/{id}' },
  '/app/labellisation/bureau/demande/$demandeId': { kind: 'serverRead', firstCall: 'GET /labellisation/demandes/{id}' },
  '/app/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId': { kind: 'serverRead', firstCall: 'GET /labellisation/demandes/{id}' },
  '/app/labellisation/prestataire/$prestataireId/competences-validation/request/$demandeId': { kind: 'serverRead', firstCall: 'GET /labellisation/demandes/{id}' },
  '/app/labellisation/expert/$expertId/competences/request/$demandeId': { kind: 'serverRead', firstCall: 'GET /labellisation/demandes/{id}' },
};

/**
 * The organisations', contacts' and profile's routes, checked by test/server/route-guards-organisation.test.ts: an
 * organisation, a contact or one's profile only read is guarded by the server's read; the editing screens ask the
 * contact-link chart, the creation screens the organisation wizard's.
 */
const ORGANISATION_READ = 'GET /organisations/{id}';
const ORGANISATIONS: Record<string, RouteGuardEntry> = {
  '/app/beneficiaire/': { kind: 'area', area: 'provider', firstCall: 'POST /organisations' },
  '/app/beneficiaire/$orgaId': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/beneficiaire/$orgaId/recapitulatif': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/beneficiaire/$orgaId/contacts': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/beneficiaire/$orgaId/adresses': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/beneficiaire/$orgaId/dossiers': { kind: 'serverRead', firstCall: 'POST /dossiers' },
  '/app/beneficiaire/$orgaId/modification': { kind: 'machine', machine: 'contactLink', firstWrite: 'POST /organisations/{id}/update' },
  '/app/prestataire/$orgaId': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/prestataire/$orgaId/recapitulatif': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/prestataire/$orgaId/commercial': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/prestataire/$orgaId/commercial/modification': { kind: 'machine', machine: 'contactLink', firstWrite: 'POST /organisations/{id}/info-commerciales/update' },
  '/app/prestataire/$orgaId/contacts': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/prestataire/$orgaId/adresses': { kind: 'serverRead', firstCall: ORGANISATION_READ },
  '/app/prestataire/$orgaId/dossiers': { kind: 'serverRead', firstCall: 'POST /dossiers' },
  '/app/prestataire/$orgaId/modification': { kind: 'machine', machine: 'contactLink', firstWrite: 'POST /organisations/{id}/update' },
  '/app/profile/infos': { kind: 'serverRead', firstCall: 'GET /contacts/{own id}' },
  '/app/profile/roles': { kind: 'serverRead', firstCall: 'GET /auth/whoami' },
  '/app/profile/organisations': { kind: 'serverRead', firstCall: 'GET /auth/whoami' },
  '/app/profile/labellisations': { kind: 'area', area: 'provider', firstCall: 'GET /labellisation/dashboard' },
  '/app/contact/$contactId': { kind: 'serverRead', firstCall: 'GET /contacts/{id}' },
  '/app/beneficiaire/add': { kind: 'machine', machine: 'organisationWizard', firstWrite: 'POST /organisations/add' },
  '/app/beneficiaire/porteurProjetAdd': { kind: 'machine', machine: 'organisationWizard', firstWrite: 'POST /organisations/add' },
};

/**
 * The dossier side (issue 27, item 2): its areas, the dossier's reads, the DRC answer, the dossier edit and the service
 * report's screens; checked by test/server/route-guards-dossier.test.ts.
 */
const DOSSIER_SIDE: Record<string, RouteGuardEntry> = {
  '/app/dossiers': { kind: 'area', area: 'dossiers', firstCall: 'POST /dossiers' },
  '/app/gestion': { kind: 'area', area: 'gestion', firstCall: 'GET /gestion/gestionnaires' },
  '/app/gestion/enquetes': { kind: 'area', area: 'gestion', firstCall: 'POST /gestion/surveys' },
  '/app/cheques': { kind: 'area', area: 'cheques', firstCall: 'POST /cheques' },
  '/app/dossiers/$dossierId': { kind: 'serverRead', area: 'dossiers', firstCall: 'GET /dossiers/{id}' },
  '/app/gestion/dossiers/$dossierId': { kind: 'serverRead', area: 'gestion', firstCall: 'GET /dossiers/{id}' },
  '/app/drc/$dossierId/reponse': { kind: 'machine', machine: 'drcAnswer', firstWrite: 'POST /dossiers/{id}/submit-drc' },
  '/app/dossiers/$dossierId/modification': { kind: 'machine', machine: 'dossierStatus', firstWrite: 'POST /dossiers/{id}/edit/prestation' },
  '/app/drc/$dossierId/confirmation': { kind: 'sameMachine', machine: 'drcAnswer', checkedWith: '/app/drc/$dossierId/reponse' },
  '/app/rapportPrestation/$dossierId/description': { kind: 'machine', machine: 'serviceReport', firstWrite: 'POST /dossiers/{id}/report/description' },
  '/app/rapportPrestation/$dossierId/specificites': { kind: 'machine', machine: 'serviceReport', firstWrite: 'POST /dossiers/{id}/report/specificites' },
  '/app/rapportPrestation/$dossierId/recapitulatif': { kind: 'machine', machine: 'serviceReport', firstWrite: 'POST /dossiers/{id}/report/confirm-recap' },
  '/app/rapportPrestation/$dossierId/documents': { kind: 'machine', machine: 'serviceReport', firstWrite: 'POST /dossiers/{id}/report/invoice' },
  '/app/rapportPrestation/$dossierId/validation': { kind: 'machine', machine: 'serviceReport', firstWrite: 'POST /dossiers/{id}/report/refuse' },
  // The provider's page while the beneficiary decides: it writes nothing of its own (its documents are the documents screen's).
  '/app/rapportPrestation/$dossierId/confirmation': { kind: 'sameMachine', machine: 'serviceReport', checkedWith: '/app/rapportPrestation/$dossierId/documents' },
};

/** Areas whose own route only loads the texts of its screens: no `beforeLoad` (test/server/route-guards.test.ts checks it). */
const TEXTS_ONLY = [
  '/app/drc/$dossierId',
  '/app/rapportPrestation/$dossierId',
  '/app/emails',
  '/app/introduction-dossier',
  '/app/initiation-dossier',
  '/app/beneficiaire',
  '/app/prestataire',
  '/app/profile',
  '/app/contact',
  '/app/statecharts',
  '/app/statecharts/$machine',
];

const each = (ids: readonly string[], entry: (id: string) => RouteGuardEntry) => Object.fromEntries(ids.map((id) => [id, entry(id)]));

export const ROUTE_GUARDS: Record<string, RouteGuardEntry> = {
  ...each(SESSION, () => ({ kind: 'session' })),
  ...each(NAVIGATION, () => ({ kind: 'navigation' })),
  '/dev/boite-mail': { kind: 'public' },
  '/accessibilite': { kind: 'public' },
  '/app/': { kind: 'prefetch' },
  ...each(TEXTS_ONLY, () => ({ kind: 'texts' })),
  ...CHECKED,
  ...LABELLISATION,
  ...ORGANISATIONS,
  ...DOSSIER_SIDE,
  ...each(WIZARD_SCREENS, (id) => ({
    kind: 'sameMachine',
    machine: id.startsWith('/app/introduction') ? 'introductionWizard' : 'initiationWizard',
    checkedWith: id.startsWith('/app/introduction') ? '/app/introduction-dossier/$dossierId/cheque' : '/app/initiation-dossier/$dossierId/cheque',
  })),
};
