import type { LinkedOrganisation } from '../../domain/wire/auth';
import { contacts } from './schema/index';

/** The contact's own fields that whoami shows; never its password hash. */
export const identityContactColumns = {
  id: contacts.id,
  email: contacts.email,
  nomUtilisateur: contacts.nomUtilisateur,
  prenom: contacts.prenom,
  nom: contacts.nom,
  adresseId: contacts.adresseId,
  profilLinkedIn: contacts.profilLinkedIn,
  receptionEmail: contacts.receptionEmail,
  beneficiaireId: contacts.beneficiaireId,
  photoEmpreinteId: contacts.photoEmpreinteId,
  wpConnectorDisabled: contacts.wpConnectorDisabled,
  porteurProjetActif: contacts.porteurProjetActif,
};

export type IdentityContact = Pick<typeof contacts.$inferSelect, keyof typeof identityContactColumns>;

/** A signed-in contact: its own fields, every right it holds, and its links as they now are. */
export interface Identity {
  contact: IdentityContact;
  droits: number[];
  linkedOrganisations: LinkedOrganisation[];
}
