import { CONTACT_ADDRESS_TYPE, EMPTY_CONTACT } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';

/**
 * The update form's values from the contact as read: every field of POST /contacts/{id}/update, blanks as ''
 * (what inputs hold; the schema turns them back into none), and the version read, so a stale save gets 409.
 */
export function contactFormValues(contact: ContactWire) {
  const adresse = contact.adresse;
  return {
    Prenom: contact.Prenom,
    Nom: contact.Nom,
    Email: contact.Email,
    Telephone: contact.Telephone ?? '',
    Nationalite: contact.Nationalite ?? EMPTY_CONTACT.Nationalite,
    NumeroIdentification: contact.NumeroIdentification ?? '',
    adresse: adresse
      ? { typeAdresse: String(CONTACT_ADDRESS_TYPE), nom: adresse.nom ?? '', rue: adresse.rue, numero: adresse.numero, boite: adresse.boite ?? '', codePostal: adresse.codePostal, localite: adresse.localite, pays: adresse.pays }
      : { ...EMPTY_CONTACT.adresse, typeAdresse: String(CONTACT_ADDRESS_TYPE) },
    NomUtilisateur: contact.NomUtilisateur,
    ReceptionEmail: contact.ReceptionEmail,
    version: String(contact.version),
  };
}

export type ContactFormValues = ReturnType<typeof contactFormValues>;
