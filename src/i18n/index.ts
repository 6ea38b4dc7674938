import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './fr/common.json';
import auth from './fr/auth.json';
import errors from './fr/errors.json';
import layout from './fr/layout.json';
import dossiers from './fr/dossiers.json';
import wizard from './fr/wizard.json';

/** French is the default and, for now, the only language (spec section 1). */
export const resources = { fr: { common, auth, errors, layout, dossiers, wizard } } as const;

void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  defaultNS: 'common',
  ns: Object.keys(resources.fr),
  resources,
  interpolation: { escapeValue: false },
});

export default i18n;
