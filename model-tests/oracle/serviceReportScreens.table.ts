/**
 * The service-report guard of spec section 4, written by hand as data: which screen opens to whom at which
 * saved step, and where a refused visit goes. Step ids are spec section 3's: PrestaDescription=999,
 * PrestaSpecificites=100, PrestaRecapitulatif=33, PrestaDocument=34, PrestaConfirmation=35, PrestaValidation=36.
 */
export type ReportVisitor = 'provider' | 'beneficiary' | 'providerOfSameOrganisation';

export interface ReportScreenRule {
  screen: string;
  /** Who it opens to (besides the status, DOSSIER_PRESTATION_CONFIRME, that every screen needs). */
  opensTo: readonly ReportVisitor[];
  /** The saved steps at which it opens. */
  atSteps: readonly number[];
  spec: string;
  reading?: string;
}

const DATA_STEPS = [999, 100, 33];
const DOCUMENT_STEPS = [34, 36, 35];

/** In screen order (section 2: description 1, specificites 2, recapitulatif 3, documents 4, validation 5, confirmation 6). */
export const reportScreenRules: readonly ReportScreenRule[] = [
  {
    screen: 'description',
    opensTo: ['provider', 'providerOfSameOrganisation'],
    atSteps: DATA_STEPS,
    spec: 'Access needs a signed-in provider and status DOSSIER_PRESTATION_CONFIRME. Description, specificites and recapitulatif are reachable while the saved step is Description, Specificites or Recapitulatif.',
  },
  { screen: 'specificites', opensTo: ['provider', 'providerOfSameOrganisation'], atSteps: DATA_STEPS, spec: 'As description.' },
  { screen: 'recapitulatif', opensTo: ['provider', 'providerOfSameOrganisation'], atSteps: [33], spec: 'The recap screen itself is reachable only at the Recap step.' },
  {
    screen: 'documents',
    opensTo: ['provider', 'providerOfSameOrganisation'],
    atSteps: DOCUMENT_STEPS,
    spec: 'Documents, validation and confirmation are reachable while the saved step is Document, Validation or Confirmation.',
  },
  {
    screen: 'validation',
    opensTo: ['beneficiary', 'providerOfSameOrganisation'],
    atSteps: [36, 35],
    spec: 'Validation is also open to the beneficiary. It is open to a provider only when provider and beneficiary of the dossier are the same organisation. It is reachable only at the Validation or Confirmation step.',
    reading: '"Also open to the beneficiary" read with the next sentence: a provider of another organisation never opens it.',
  },
  { screen: 'confirmation', opensTo: ['provider', 'providerOfSameOrganisation'], atSteps: [35], spec: 'Confirmation is reachable only at the Confirmation step.' },
];

/** "If access is denied: if the status is not DOSSIER_PRESTATION_CONFIRME, the user goes to the dossier recap." */
export const REPORT_STATUS = 6;
export const DENIED_OTHER_STATUS = 'dossier';
/**
 * "Otherwise the user goes to the furthest accessible report step": the last screen, in screen order, that
 * opens to the visitor. Reading (the spec does not say): when none opens (a beneficiary before the report is
 * submitted, a manager), the dossier recap.
 */
export const DENIED_NOTHING_OPEN = 'dossier';
