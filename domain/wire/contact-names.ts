import { boolean, nullable, number, string } from 'superstruct';

/**
 * The fields every answer about a contact opens with (spec section 3, Contact): whoami's user and the contact's
 * own record. One schema piece and one mapping from the stored names, so the two answers cannot drift apart.
 */
export const CONTACT_NAMES = {
  id: number(),
  Email: string(),
  NomUtilisateur: string(),
  Prenom: string(),
  Nom: string(),
};

export const contactNamesToWire = (c: { id: number; email: string; nomUtilisateur: string; prenom: string; nom: string }) => ({
  id: c.id,
  Email: c.email,
  NomUtilisateur: c.nomUtilisateur,
  Prenom: c.prenom,
  Nom: c.nom,
});

/** The profile fields both answers also carry: the address, the links, the e-mail switch and the photo. */
export const CONTACT_PROFILE = {
  AdresseId: nullable(number()),
  ProfilLinkedIn: nullable(string()),
  ReceptionEmail: boolean(),
  BeneficiaireId: nullable(number()),
  PhotoEmpreinteId: nullable(number()),
  wp_connector_disabled: boolean(),
};

export const contactProfileToWire = (c: {
  adresseId: number | null;
  profilLinkedIn: string | null;
  receptionEmail: boolean;
  beneficiaireId: number | null;
  photoEmpreinteId: number | null;
  wpConnectorDisabled: boolean;
}) => ({
  AdresseId: c.adresseId,
  ProfilLinkedIn: c.profilLinkedIn,
  ReceptionEmail: c.receptionEmail,
  BeneficiaireId: c.beneficiaireId,
  PhotoEmpreinteId: c.photoEmpreinteId,
  wp_connector_disabled: c.wpConnectorDisabled,
});
