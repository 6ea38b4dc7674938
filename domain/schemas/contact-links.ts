import { define, dynamic, integer, object, optional, refine, trimmed, type Infer, type Struct } from 'superstruct';
import { isTypeContactId, type TypeContactId } from '../contact-types';
import { isDecisionLienId, type DecisionLienId } from '../link-validation';
import { TypeOrganisation } from '../organisation-types';
import { isValidEmail } from '../validators/email';
import { Version } from './form-values';
import { OptionalEmail, OptionalPhone, OptionalText } from './organisations';
import { BceNumber } from './organisation-search';
import { MAX_RECORD_ID } from './params';
import { SafeString } from './safe-string';

/** The reason that may come with a decision on a link, kept in its history. */
export const LINK_REASON_MAX_LENGTH = 2000;

const Statut = define<DecisionLienId>('Statut', (v) => isDecisionLienId(v) || 'Le statut doit être 1 (validé) ou 2 (refusé).');

const LinkReason = refine(trimmed(SafeString), 'reason', (v) =>
  v.length <= LINK_REASON_MAX_LENGTH || `Ce texte ne peut pas dépasser ${LINK_REASON_MAX_LENGTH} caractères.`,
);

/**
 * POST /organisations/{orgId}/contact/{id}/validate (spec section 7): the status to set, why, and the link's `version`
 * as the Authority read it. The version is required, unlike the dossier calls' (optional there): a refused link
 * may still be validated, so two Authorities deciding at once would both win and the contact would get two
 * contradictory e-mails (issue 29). Only a decision on the link as it was read is applied; a stale one answers 409.
 * The spec shows `Statut` alone; the platform's screen is this call's only client, and it sends what it read.
 */
export const ValidateLinkPayload = object({ Statut, reason: optional(LinkReason), version: Version });
export type ValidateLinkPayload = Infer<typeof ValidateLinkPayload>;

// ---- The calls that create, edit and delete links (spec section 7) ----

const TypeContactField = define<TypeContactId>('TypeContact', (v) => isTypeContactId(v) || 'Type de contact invalide.');
const RecordId = refine(integer(), 'id', (v) => (v >= 1 && v <= MAX_RECORD_ID) || 'Identifiant invalide.');

/** What a link says of its contact for that organisation: function, phone and e-mail (each optional). */
const linkDetails = {
  fonction: optional(OptionalText(200)),
  telephone: optional(OptionalPhone),
  email: optional(OptionalEmail),
};

/** An Authority links a contact to its organisation (also how a link is duplicated to another organisation). */
export const AddLinkPayload = object({ organisationId: RecordId, contactId: RecordId, typeContactId: TypeContactField, ...linkDetails });
export type AddLinkPayload = Infer<typeof AddLinkPayload>;

const TypeOrganisationDemandee = define<typeof TypeOrganisation.PRESTATAIRE | typeof TypeOrganisation.BENEFICIAIRE>(
  'TypeOrganisation',
  (v) => v === TypeOrganisation.PRESTATAIRE || v === TypeOrganisation.BENEFICIAIRE || 'Choisissez un prestataire ou un bénéficiaire.',
);

/** A contact asks for itself to be linked to a provider or a beneficiary, named by its company number (spec section 2, Profile). */
export const RequestLinkPayload = object({
  bce: BceNumber,
  typeOrganisationId: TypeOrganisationDemandee,
  /** The type the contact says it holds there; Information when it says none. */
  typeContactId: optional(TypeContactField),
});
export type RequestLinkPayload = Infer<typeof RequestLinkPayload>;

/** POST /organisations/addLinkOrgaContact: one of the two forms above, told by its `bce` (so each refusal names its own field). */
export const AddLinkOrgaContactPayload = dynamic<AddLinkPayload | RequestLinkPayload>((value) =>
  (typeof value === 'object' && value !== null && 'bce' in value ? RequestLinkPayload : AddLinkPayload) as unknown as Struct<AddLinkPayload | RequestLinkPayload>,
);

/** POST /organisations/{orgId}/contact/{id}/update */
export const UpdateLinkPayload = object(linkDetails);
export type UpdateLinkPayload = Infer<typeof UpdateLinkPayload>;

/** POST /contacts/{contactId}/type/{typeId}/organisation/{orgId}/delete: the reason is kept in the link's history. */
export const DeleteLinkPayload = object({
  reason: refine(LinkReason, 'reason', (v) => v.length > 0 || 'Ce champ est obligatoire.'),
});
export type DeleteLinkPayload = Infer<typeof DeleteLinkPayload>;

/** POST /contacts/searchByEmail: the contact an Authority wants to link to `organisationId`. */
export const SearchByEmailPayload = object({
  email: refine(trimmed(SafeString), 'email', (v) => isValidEmail(v) || 'Adresse e-mail invalide.'),
  organisationId: RecordId,
});
export type SearchByEmailPayload = Infer<typeof SearchByEmailPayload>;
