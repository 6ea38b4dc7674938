import { number, string } from 'superstruct';

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
