import { Droit, isChequeReaderDroitId, isDossierManagerDroitId, isLabellisationDeskDroitId, isSwappableDroitId } from './droits';

/** The sidebar menu of spec section 2 (Layout and menu), in display order. */
export const MENU_ENTRIES = [
  { key: 'home', to: '/', providerOnly: false },
  { key: 'dossiersCheques', to: '/dossiers', providerOnly: false, partiesOnly: true },
  { key: 'gestion', to: '/gestion', providerOnly: false, managersOnly: true },
  { key: 'labellisationDesk', to: '/labellisation/bureau', providerOnly: false, deskOnly: true },
  { key: 'dossiersLabel', to: '/labellisation', providerOnly: true },
  { key: 'beneficiaires', to: '/beneficiaire', providerOnly: true },
  { key: 'cheques', to: '/cheques', providerOnly: false, chequeReadersOnly: true },
  { key: 'contact', to: '/contact', providerOnly: false },
] as const;

export type MenuEntry = (typeof MENU_ENTRIES)[number];

/**
 * Everyone gets Home, Dossiers cheques and Contact; a provider-logged user also the provider-only pages.
 * The dossiers section is only for those logged in as provider or beneficiary (spec section 2), so a
 * manager is not offered an entry that would send them straight back home; a manager gets the desk's
 * queue instead. The centres and the administration get the labellisation requests waiting for them; an issuer
 * the vouchers it issued (CHEQUE_READER_DROITS).
 */
export function menuEntriesFor(droitId: number | null): MenuEntry[] {
  return MENU_ENTRIES.filter(
    (entry) =>
      (!entry.providerOnly || droitId === Droit.Prestataire) &&
      (!('partiesOnly' in entry) || isSwappableDroitId(droitId)) &&
      (!('managersOnly' in entry) || isDossierManagerDroitId(droitId)) &&
      (!('deskOnly' in entry) || isLabellisationDeskDroitId(droitId)) &&
      (!('chequeReadersOnly' in entry) || isChequeReaderDroitId(droitId)),
  );
}
