/*
 * The dossier history rows that are no machine's event, which the history tab names like the others.
 */

/** A dossier enters its first status when it is created, from scratch or as a copy. */
export const DOSSIER_CREATION_EVENTS = { created: 'CREATE_DOSSIER', duplicated: 'DUPLICATE_DOSSIER' } as const;

export type DossierCreationEvent = (typeof DOSSIER_CREATION_EVENTS)[keyof typeof DOSSIER_CREATION_EVENTS];

/** Moments of an introduction that change no status but belong in its history (the remarks show their texts). */
export const WIZARD_HISTORY_EVENTS = {
  sentToProvider: 'SEND_TO_PROVIDER',
  askPrestataire: 'ASK_PRESTATAIRE',
  // The dossier-edit screen's saves, while the administration waits for information (statuses 5 and 9).
  prestationEdited: 'EDIT_PRESTATION',
  financierEdited: 'EDIT_FINANCIER',
  specificitesEdited: 'EDIT_SPECIFICITES',
} as const;

export type WizardHistoryEvent = (typeof WIZARD_HISTORY_EVENTS)[keyof typeof WIZARD_HISTORY_EVENTS];
