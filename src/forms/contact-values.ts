import { EMPTY_CONTACT } from '../../domain/schemas/contacts';
import type { ContactWire } from '../../domain/wire/contacts';

/**
 * A contact as read, in its form's terms (the staff's edit and the contact's own profile): blanks as '' (what inputs
 * hold; the schema turns them back into none), no address as the empty one, and the version read, so a stale save gets 409.
 */
export function contactInputValues(contact: ContactWire) {
  const a = contact.adresse;
  return {
    Prenom: contact.Prenom,
    Nom: contact.Nom,
    Email: contact.Email,
    Telephone: contact.Telephone ?? '',
    Nationalite: contact.Nationalite ?? EMPTY_CONTACT.Nationalite,
    NumeroIdentification: contact.NumeroIdentification ?? '',
    adresse: a
      ? { typeAdresse: a.typeAdresse, nom: a.nom ?? '', rue: a.rue, numero: a.numero, boite: a.boite ?? '', codePostal: a.codePostal, localite: a.localite, pays: a.pays }
      : { ...EMPTY_CONTACT.adresse },
    NomUtilisateur: contact.NomUtilisateur,
    ReceptionEmail: contact.ReceptionEmail,
    version: contact.version,
  };
}
