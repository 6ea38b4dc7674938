import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './fr/common.json';
import auth from './fr/auth.json';
import errors from './fr/errors.json';
import layout from './fr/layout.json';

/** French is the default and, for now, the only language (spec section 1). What the first page (login) needs: */
const firstPageResources = { fr: { common, auth, errors, layout } } as const;

type Catalogues = Record<string, () => Promise<{ default: ResourceKey }>>;

/** The signed-in screens' catalogues, each fetched by the routes whose screens read it: the login page never loads them. */
const SIGNED_IN_CATALOGUES = {
  dossiers: () => import('./fr/dossiers.json'),
  wizard: () => import('./fr/wizard.json'),
  organisations: () => import('./fr/organisations.json'),
  profile: () => import('./fr/profile.json'),
  contacts: () => import('./fr/contacts.json'),
  organisationWizard: () => import('./fr/organisationWizard.json'),
  addresses: () => import('./fr/addresses.json'),
  contactLinks: () => import('./fr/contactLinks.json'),
  emails: () => import('./fr/emails.json'),
  report: () => import('./fr/report.json'),
  cheques: () => import('./fr/cheques.json'),
  statecharts: () => import('./fr/statecharts.json'),
  labellisation: () => import('./fr/labellisation.json'),
  webhooks: () => import('./fr/webhooks.json'),
  // Why a route sent the user home (src/routes/refused-home.ts), fetched when one does.
  refusals: () => import('./fr/refusals.json'),
} satisfies Catalogues;

/** Public screens' catalogues beyond the login page's (sign-up, account validation, password reset, survey), fetched by their routes. */
const PUBLIC_CATALOGUES = {
  signup: () => import('./fr/signup.json'),
  resetPassword: () => import('./fr/resetPassword.json'),
  survey: () => import('./fr/survey.json'),
  devMailbox: () => import('./fr/devMailbox.json'),
  accessibility: () => import('./fr/accessibility.json'),
} satisfies Catalogues;

const LAZY_CATALOGUES: Catalogues = { ...SIGNED_IN_CATALOGUES, ...PUBLIC_CATALOGUES };

const signedInCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (_language, namespace, callback) => {
    const load = LAZY_CATALOGUES[namespace];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(initReactI18next)
  .use(signedInCatalogues)
  .init({
    lng: 'fr',
    fallbackLng: 'fr',
    defaultNS: 'common',
    ns: Object.keys(firstPageResources.fr),
    resources: firstPageResources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // A key with no French text would be shown raw: said in the console, where the browser journeys fail on it.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.error(`Traduction manquante : ${namespace}:${key}`),
  });

export type SignedInCatalogue = keyof typeof SIGNED_IN_CATALOGUES;

/**
 * Resolves once the catalogues a signed-in route's screens read are there: the route's loader waits for it, beside
 * its chunk and first data (test/build/route-catalogues.test.ts checks each route names all its screens read).
 */
export function loadCatalogues(...namespaces: SignedInCatalogue[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** Every signed-in catalogue at once, for the component tests, which render screens without their routes. */
export function loadSignedInCatalogues(): Promise<void> {
  return i18n.loadNamespaces(Object.keys(SIGNED_IN_CATALOGUES));
}

/** Resolves once a public screen's catalogue is there (its route waits for it). */
export function loadPublicCatalogue(namespace: keyof typeof PUBLIC_CATALOGUES & string): Promise<void> {
  return i18n.loadNamespaces(namespace);
}

export default i18n;
