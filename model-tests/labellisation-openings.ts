import { TypeContact } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import { StatutValidationLien } from '../domain/link-validation';
import type { LabellisationWizardOpening } from '../machines/access/labellisationWizardAccess';

const PROVIDER = 20;
const contact = (contactId: number, typeContact: number) => ({
  contactId,
  droitId: Droit.Prestataire,
  linkedOrganisations: [{ id: PROVIDER, type_contact_id: typeContact, validation_status: StatutValidationLien.VALIDE }],
});

/** The labelling wizards' `OPEN` fixtures: from the label file an Authority and an Information contact, and an expert on their own page. */
export const OPENINGS: LabellisationWizardOpening[] = [
  { caller: contact(1, TypeContact.AUTORITE), organisationIds: [PROVIDER], expertId: null },
  { caller: contact(2, TypeContact.INFORMATION), organisationIds: [PROVIDER], expertId: null },
  { caller: contact(3, TypeContact.EXPERT), organisationIds: [PROVIDER], expertId: 3 },
];
