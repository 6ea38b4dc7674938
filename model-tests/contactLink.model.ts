import { TypeContact, type TypeContactId } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import { StatutValidationLien, type EtatLienId } from '../domain/link-validation';
import type { DossierCaller } from '../machines/access/dossierScope';
import type { contactLinkMachine } from '../machines/contactLink.machine';
import type { ContactLinkDecision } from '../machines/contactLink.types';
import type { EventFixtures, MachineModel } from './model';

/** The organisation of the walked link, and another one. */
export const WALK_ORGANISATION = 10;
const OTHER_ORGANISATION = 11;

const callerWith = (organisationId: number, typeContactId: TypeContactId, validationStatus: EtatLienId): DossierCaller => ({
  contactId: 1,
  droitId: Droit.Prestataire,
  linkedOrganisations: [{ id: organisationId, type_contact_id: typeContactId, validation_status: validationStatus }],
});

/** The one caller who may decide, and those the guard must refuse (spec: an Authority of the organisation, validated). */
export const DECIDERS = {
  authority: callerWith(WALK_ORGANISATION, TypeContact.AUTORITE, StatutValidationLien.VALIDE),
  reference: callerWith(WALK_ORGANISATION, TypeContact.REFERENCE, StatutValidationLien.VALIDE),
  pendingAuthority: callerWith(WALK_ORGANISATION, TypeContact.AUTORITE, StatutValidationLien.EN_ATTENTE),
  otherOrganisationAuthority: callerWith(OTHER_ORGANISATION, TypeContact.AUTORITE, StatutValidationLien.VALIDE),
} as const;

const decisions: ContactLinkDecision[] = Object.values(DECIDERS).map((caller) => ({ caller, organisationId: WALK_ORGANISATION }));

export const contactLinkEvents = {
  REQUEST_LINK: [{ type: 'REQUEST_LINK' }],
  ADD_LINK: [{ type: 'ADD_LINK' }],
  DELETE_LINK: [{ type: 'DELETE_LINK' }],
  VALIDATE_LINK: decisions.map((decision) => ({ type: 'VALIDATE_LINK', ...decision }) as const),
  REFUSE_LINK: decisions.map((decision) => ({ type: 'REFUSE_LINK', ...decision }) as const),
  // The link's contact edits the organisation: as its Authority (taken once validated), as its Reference (never).
  EDIT_ORGANISATION: [TypeContact.AUTORITE, TypeContact.REFERENCE].map((typeContactId) => ({ type: 'EDIT_ORGANISATION', typeContactId }) as const),
} satisfies EventFixtures<typeof contactLinkMachine>;

export const contactLinkModel = {
  events: contactLinkEvents,
  inert: {},
} satisfies MachineModel;
