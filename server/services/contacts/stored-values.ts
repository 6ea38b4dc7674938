import { SourceAdresse } from '../../../domain/organisation-types';
import { storedIdentification, type ContactInput } from '../../../domain/schemas/contacts';
import type { AddressInput } from '../../../domain/schemas/address';
import { typedAddressColumns } from '../addresses/typed';

/** The contact's own columns as a validated form gives them; blank optional fields are stored as null. */
export function contactColumns(input: ContactInput) {
  return {
    prenom: input.Prenom,
    nom: input.Nom,
    email: input.Email,
    nomUtilisateur: input.NomUtilisateur,
    telephone: input.Telephone || null,
    nationalite: input.Nationalite,
    numeroIdentification: storedIdentification(input.Nationalite, input.NumeroIdentification),
    receptionEmail: input.ReceptionEmail,
  };
}

/** An address typed by a user: its source is manual, never the company register. */
export function addressColumns(address: AddressInput) {
  return { ...typedAddressColumns(address), source: SourceAdresse.MANUELLE };
}
