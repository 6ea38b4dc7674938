import { restoreDossierStatus, type DossierStatusFacts } from '../dossierStatus.state';

/** The screen a visit of /dossiers/{id}/modification sees: the edit itself, or the dossier's recap. */
export type DossierEditScreen = 'modification' | 'recapitulatif';

/** What the guard reads of the dossier the server sent: its state, and whether the server's `edit` rule admits the caller. */
export interface DossierEditFacts extends DossierStatusFacts {
  /** The `edit` action the server sends with the dossier: an Authority or Reference contact of its provider (section 6). */
  callerMayEdit: boolean;
}

/**
 * The dossier-edit guard (spec section 2), asked of the dossier's status machine restored from what the server
 * sent: the edit opens while the machine takes EDIT_DOSSIER (statuses 5 and 9) to a caller the server's `edit`
 * rule admits, which asks the same machine again on every edit call; anyone else goes to the recap.
 */
export function dossierEditScreen({ callerMayEdit, ...facts }: DossierEditFacts): DossierEditScreen {
  return callerMayEdit && restoreDossierStatus(facts).can({ type: 'EDIT_DOSSIER' }) ? 'modification' : 'recapitulatif';
}
