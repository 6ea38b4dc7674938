import { EMPTY_CONTACT } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import type { ContactFormValues } from './ContactForm';

/** An empty contact form: Belgian, mails on. */
export const emptyContactForm = (): ContactFormValues => ({ ...EMPTY_CONTACT, adresse: { ...EMPTY_CONTACT.adresse } });

/** The edit form filled from the contact as read (with its address), at the version read. */
export function contactFormValues(contact: ContactWire): ContactFormValues {
  const empty = emptyContactForm();
  const a = contact.adresse;
  return {
    Prenom: contact.Prenom,
    Nom: contact.Nom,
    Email: contact.Email,
    Telephone: contact.Telephone ?? '',
    Nationalite: contact.Nationalite ?? empty.Nationalite,
    NumeroIdentification: contact.NumeroIdentification ?? '',
    adresse: a
      ? { typeAdresse: a.typeAdresse, nom: a.nom ?? '', rue: a.rue, numero: a.numero, boite: a.boite ?? '', codePostal: a.codePostal, localite: a.localite, pays: a.pays }
      : empty.adresse,
    NomUtilisateur: contact.NomUtilisateur,
    ReceptionEmail: contact.ReceptionEmail,
    version: contact.version,
    newPassword: '',
  };
}
