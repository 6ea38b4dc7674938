import { memberOf } from './member-of';
/**
 * Role ids ("droits") of spec section 3. A contact signs in under one of them; the id travels
 * on the wire as `droitId` / `droit_id`, so the numbers are the spec's and must never change.
 */
export const Droit = {
  AdministrateurGeneral: 1,
  Administrateur: 2,
  Gestionnaire: 3,
  Prestataire: 4,
  Beneficiaire: 5,
  Emetteur: 6,
  CentreReference: 7,
  CentreAvis: 8,
} as const;

export type DroitId = (typeof Droit)[keyof typeof Droit];

export const ALL_DROITS: readonly DroitId[] = Object.values(Droit);

/**
 * The two rights a contact acts under in the dossier screens and swaps between
 * (spec sections 1 and 6: POST /auth/swap-droit/{droitId}).
 */
export const SWAPPABLE_DROITS = [Droit.Prestataire, Droit.Beneficiaire] as const;

export type SwappableDroitId = (typeof SWAPPABLE_DROITS)[number];

/**
 * The rights that manage dossiers: they see every dossier and take the administration's decisions of the
 * status lifecycle (spec sections 1 and 4). The spec names the manager; administrators may do what a
 * manager does.
 */
export const DOSSIER_MANAGER_DROITS: readonly DroitId[] = [Droit.AdministrateurGeneral, Droit.Administrateur, Droit.Gestionnaire];

export const isDroitId = memberOf<DroitId>(ALL_DROITS);

export const isSwappableDroitId = memberOf<SwappableDroitId>(SWAPPABLE_DROITS);

/** A right of DOSSIER_MANAGER_DROITS: what the server's `manager` route policy admits. */
export const isDossierManagerDroitId = memberOf<DroitId>(DOSSIER_MANAGER_DROITS);

/** The rights that have dossiers: the parties see their own, the administration every one; the centres' and the issuer's home is elsewhere. */
export const hasDossiersDroitId = (droitId: number | null) => isSwappableDroitId(droitId) || isDossierManagerDroitId(droitId);

/**
 * The rights that work labellisation requests at a desk (/labellisation/bureau): the reference and advice
 * centres give their opinions, the administration (the rights that manage dossiers) decides.
 */
export const LABELLISATION_DESK_DROITS: readonly DroitId[] = [...DOSSIER_MANAGER_DROITS, Droit.CentreReference, Droit.CentreAvis];

export const isLabellisationDeskDroitId = memberOf<DroitId>(LABELLISATION_DESK_DROITS);

/**
 * The rights that read the voucher list (/cheques). A provider reads the vouchers of its own organisations (spec
 * section 6, provider only); an issuer (droit 6, which the spec names without screens) reads every voucher of the
 * platform, read-only: what is engaged, for whom, how much is public money, what is settled (docs/cheques.md).
 */
export const CHEQUE_READER_DROITS: readonly DroitId[] = [Droit.Prestataire, Droit.Emetteur];

export const isChequeReaderDroitId = memberOf<DroitId>(CHEQUE_READER_DROITS);

export const DROIT_LABELS: Record<DroitId, string> = {
  [Droit.AdministrateurGeneral]: 'Administrateur général',
  [Droit.Administrateur]: 'Administrateur',
  [Droit.Gestionnaire]: 'Gestionnaire',
  [Droit.Prestataire]: 'Prestataire',
  [Droit.Beneficiaire]: 'Bénéficiaire',
  [Droit.Emetteur]: 'Émetteur',
  [Droit.CentreReference]: 'Centre de référence',
  [Droit.CentreAvis]: "Centre d'avis",
};

/**
 * The spec exports the number 272 as a constant next to the role ids without saying what it
 * means ("its meaning is not shown"). Kept under a neutral name so nothing reads a meaning into it.
 */
export const CONSTANT_272 = 272;
