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
  /** A reserved area: the session machine's OPEN_AREA (src/routes/area-guard.ts); the test sends the area's first call for every caller. */
  | { kind: 'area'; area: Area; firstCall: string }
  /** Inside `area`, a screen whose only guard is the server's answer to its read: 403 or 404 sends home, told why. */
  | { kind: 'serverRead'; area: Area; firstCall: string }
  /** Only sends to a child route; it opens no screen and writes nothing. */
  | { kind: 'navigation' }
  /** Not yet restored from a machine: left to the integrator, with the helper who moves it. */
  | { kind: 'pending'; owner: 'browser-flows' | 'route-guards'; why: string };

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
  '/app/introduction-dossier/$dossierId',
  '/app/introduction-dossier/$dossierId/',
  '/app/introduction-dossier/$dossierId/beneficiaire',
  '/app/introduction-dossier/$dossierId/prestataire',
  '/app/introduction-dossier/$dossierId/competences',
  '/app/introduction-dossier/$dossierId/prestation',
  '/app/introduction-dossier/$dossierId/financier',
  '/app/introduction-dossier/$dossierId/specificites',
  '/app/introduction-dossier/$dossierId/recapitulatif',
  '/app/introduction-dossier/$dossierId/documents',
  '/app/introduction-dossier/$dossierId/confirmation',
  '/app/initiation-dossier/$dossierId',
  '/app/initiation-dossier/$dossierId/',
  '/app/initiation-dossier/$dossierId/beneficiaire',
  '/app/initiation-dossier/$dossierId/prestataire',
  '/app/initiation-dossier/$dossierId/recapitulatif',
  '/app/initiation-dossier/$dossierId/documents',
  '/app/initiation-dossier/$dossierId/confirmation',
];

/** The recognition wizards move onto their machines in the browser-flows branch. */
const BROWSER_FLOWS = [
  '/app/labellisation/prestataire/$prestataireId/create-recognition-request',
  '/app/labellisation/prestataire/$prestataireId/recognition-requests-submission',
];

/** Still a rule read from the session or an access function: to restore from its machine (issue 27, item 2). */
const NOT_YET = [
  '/app/beneficiaire/',
  '/app/beneficiaire/$orgaId',
  '/app/beneficiaire/$orgaId/recapitulatif',
  '/app/beneficiaire/$orgaId/contacts',
  '/app/beneficiaire/$orgaId/adresses',
  '/app/beneficiaire/$orgaId/dossiers',
  '/app/beneficiaire/$orgaId/modification',
  '/app/prestataire/$orgaId',
  '/app/prestataire/$orgaId/recapitulatif',
  '/app/prestataire/$orgaId/commercial',
  '/app/prestataire/$orgaId/commercial/modification',
  '/app/prestataire/$orgaId/contacts',
  '/app/prestataire/$orgaId/adresses',
  '/app/prestataire/$orgaId/dossiers',
  '/app/prestataire/$orgaId/modification',
  '/app/profile/infos',
  '/app/profile/roles',
  '/app/profile/organisations',
  '/app/profile/labellisations',
  '/app/contact/$contactId',
  '/app/beneficiaire/add',
  '/app/beneficiaire/porteurProjetAdd',
  '/app/labellisation',
  '/app/labellisation/bureau',
  '/app/labellisation/bureau/demande/$demandeId',
  '/app/labellisation/drc-response/$demandeId',
  '/app/labellisation/complete-request/$demandeId',
  '/app/labellisation/prestataire/$prestataireId',
  '/app/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId',
  '/app/labellisation/prestataire/$prestataireId/competences-validation/request/$demandeId',
  '/app/labellisation/prestataire/$prestataireId/create-competence-request',
  '/app/labellisation/prestataire/$prestataireId/competence-requests-submission',
  '/app/labellisation/expert/$expertId',
  '/app/labellisation/expert/$expertId/competences/request/$demandeId',
  '/app/labellisation/expert/$expertId/create-competence-request',
  '/app/labellisation/expert/$expertId/competence-requests-submission',
];

/**
 * The dossier side (issue 27, item 2): its areas, the dossier's reads, the DRC answer, the dossier edit and the service
 * report's screens; checked by test/server/route-guards-dossier.test.ts.
 */
const DOSSIER_SIDE: Record<string, RouteGuardEntry> = {
  '/app/dossiers': { kind: 'area', area: 'dossiers', firstCall: 'POST /dossiers' },
  '/app/gestion': { kind: 'area', area: 'gestion', firstCall: 'GET /gestion/gestionnaires' },
  '/app/gestion/enquetes': { kind: 'area', area: 'gestion', firstCall: 'POST /gestion/surveys' },
  '/app/cheques': { kind: 'area', area: 'provider', firstCall: 'POST /cheques' },
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

const each = (ids: readonly string[], entry: (id: string) => RouteGuardEntry) => Object.fromEntries(ids.map((id) => [id, entry(id)]));

export const ROUTE_GUARDS: Record<string, RouteGuardEntry> = {
  ...each(SESSION, () => ({ kind: 'session' })),
  ...each(NAVIGATION, () => ({ kind: 'navigation' })),
  ...CHECKED,
  ...DOSSIER_SIDE,
  ...each(WIZARD_SCREENS, (id) => ({
    kind: 'sameMachine',
    machine: id.startsWith('/app/introduction') ? 'introductionWizard' : 'initiationWizard',
    checkedWith: id.startsWith('/app/introduction') ? '/app/introduction-dossier/$dossierId/cheque' : '/app/initiation-dossier/$dossierId/cheque',
  })),
  ...each(BROWSER_FLOWS, () => ({ kind: 'pending', owner: 'browser-flows', why: 'moved onto its machine in the browser-flows branch' })),
  ...each(NOT_YET, () => ({ kind: 'pending', owner: 'route-guards', why: 'still asks a session rule or an access function, not a restored machine' })),
};
