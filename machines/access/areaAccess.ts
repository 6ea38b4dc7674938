import { Droit, isChequeReaderDroitId, isDossierManagerDroitId, isLabellisationDeskDroitId, isSwappableDroitId } from '../../domain/droits';

/**
 * The app's areas a right opens (spec section 2, the screens' guards; section 6, the role rows). The session
 * machine's `OPEN_AREA` asks it; each area's route asks the session machine; the API checks the same rights on
 * every call of the area.
 */
export const AREAS = {
  /** /dossiers: the parties' own dossiers, a provider's or a beneficiary's (the managers read theirs at /gestion). */
  dossiers: (droitId: number) => isSwappableDroitId(droitId),
  /** /gestion: the managers' desk (the rights of the API's `manager` policy). */
  gestion: (droitId: number) => isDossierManagerDroitId(droitId),
  /**
   * The provider's own screens, "provider only" (section 6): its beneficiaries (/beneficiaire), its labellisation
   * screens and the profile's labellisations tab.
   */
  provider: (droitId: number) => droitId === Droit.Prestataire,
  /** /cheques: a provider's vouchers, and every voucher of the platform for an issuer (droit 6), read-only. */
  cheques: (droitId: number) => isChequeReaderDroitId(droitId),
  /** /labellisation: a provider works its requests; the centres and the administration work theirs at the desk. */
  labellisation: (droitId: number) => droitId === Droit.Prestataire || isLabellisationDeskDroitId(droitId),
  /** /labellisation/bureau: the centres (7, 8) and the administration (1-3). */
  labellisationDesk: (droitId: number) => isLabellisationDeskDroitId(droitId),
} as const satisfies Record<string, (droitId: number) => boolean>;

export type Area = keyof typeof AREAS;

/** Whether a session acting under `droitId` may open `area`; nobody signed in opens none. */
export function mayOpenArea(droitId: number | null, area: Area): boolean {
  return droitId !== null && AREAS[area](droitId);
}
