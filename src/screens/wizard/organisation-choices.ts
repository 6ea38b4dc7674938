import type { TypeContactId } from '../../../domain/contact-types';
import type { TypeOrganisationId } from '../../../domain/organisation-types';
import type { AddressChoice, ContactChoice } from '../../../domain/wire/wizard';
import type { SelectOption } from '../../forms/SelectField';
import type { DossierDetail } from '../../api/dossiers/types';

/** "Rue Haute 12 bte 3, 4000 Liège", as the selects and the recap show an address. */
export function addressLabel(address: Omit<AddressChoice, 'id' | 'nom'> & { nom?: string | null }): string {
  const street = [address.rue, address.numero, address.boite && `bte ${address.boite}`].filter(Boolean).join(' ');
  return [address.nom, street, `${address.codePostal} ${address.localite}`].filter(Boolean).join(', ');
}

/** The contacts of one type as select options ("Prénom Nom"). */
export function contactOptions(contacts: readonly ContactChoice[], type: TypeContactId): SelectOption[] {
  return contacts.filter((c) => c.TypeContactId === type).map((c) => ({ value: c.id, label: `${c.Prenom} ${c.Nom}` }));
}

/** The contact the dossier already has for that side and type, as a form value ('' when none). */
export function dossierContactId(dossier: DossierDetail, organisationType: TypeOrganisationId, type: TypeContactId): string {
  const found = dossier.x_contacts.find((c) => c.TypeOrganisationId === organisationType && c.TypeContactId === type);
  return found ? String(found.ContactId) : '';
}

/** A form value for an optional id. */
export const idValue = (id: number | null | undefined) => (id == null ? '' : String(id));
