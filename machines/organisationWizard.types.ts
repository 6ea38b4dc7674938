import type { AddressInput } from '../domain/schemas/address';
import type { ContactAjoute, PmeInput } from '../domain/schemas/organisation-add';
import type { SousTypeOrganisation } from '../domain/organisation-types';
import type { RegisterCompany } from '../domain/wire/wizard';
import type { CreationCaller } from './access/dossierCreation';

/** The steps of adding a beneficiary organisation, in order (the step indicator's). */
export const ORGANISATION_WIZARD_STEPS = ['identite', 'pme', 'contacts', 'adresses', 'recapitulatif'] as const;
export type OrganisationWizardStep = (typeof ORGANISATION_WIZARD_STEPS)[number];

/**
 * Who the organisation is: a Belgian company as the company register gave it (looked up by its number),
 * or a foreign company by its own identification number and name (the foreign-company option).
 */
export type IdentiteOrganisation =
  | { sousTypeId: typeof SousTypeOrganisation.ENTREPRISE; numeroBce: string; registre: RegisterCompany }
  | { sousTypeId: typeof SousTypeOrganisation.ENTREPRISE_ETRANGERE; numeroIdentification: string; nomLong: string };

/** What the steps saved so far; each is null until its step is done. */
export interface OrganisationWizardContext {
  identite: IdentiteOrganisation | null;
  pme: PmeInput | null;
  contacts: ContactAjoute[] | null;
  adresses: AddressInput[] | null;
  /** The organisation the server created. */
  organisationId: number | null;
  /** The French message of the server's last refusal, shown on the step it sent the user back to. */
  refusal: string | null;
}

export type OrganisationWizardEvent =
  /** The app opens the wizard for the signed-in user: its right and its links, as the server sent them. */
  | { type: 'OPEN'; creator: CreationCaller }
  | { type: 'IDENTITE_SAVED'; identite: IdentiteOrganisation }
  | { type: 'PME_SAVED'; pme: PmeInput }
  | { type: 'CONTACTS_SAVED'; contacts: ContactAjoute[] }
  | { type: 'ADRESSES_SAVED'; adresses: AddressInput[] }
  | { type: 'PREVIOUS' }
  /** The step indicator asks for a step. */
  | { type: 'GO_TO'; step: OrganisationWizardStep }
  /** The recap's "Créer l'organisation": the host posts the payload. */
  | { type: 'SUBMIT' }
  /** The server created it (POST /organisations/add answered its id). */
  | { type: 'CREATED'; organisationId: number }
  /** The server refused it on a field of that step (e.g. "organisation exists" on the identity), or failed (step null). */
  | { type: 'REFUSED'; step: OrganisationWizardStep | null; message: string };
