import type { AddressInput } from '../../../domain/schemas/address';

/** The columns of an address as a validated form gives them (a contact's or an organisation's); blank optional fields are stored as null. */
export function typedAddressColumns(input: AddressInput) {
  return {
    typeAdresse: input.typeAdresse,
    nom: input.nom || null,
    rue: input.rue,
    numero: input.numero,
    boite: input.boite || null,
    codePostal: input.codePostal,
    localite: input.localite,
    pays: input.pays,
  };
}
