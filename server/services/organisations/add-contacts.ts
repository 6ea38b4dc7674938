import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactDroits, contacts, xContacts } from '../../db/schema/index';
import { DomainError, invalidFields } from '../../../domain/errors';
import { withUniqueFields } from '../contacts/unique-fields';
import { Droit } from '../../../domain/droits';
import { ADDED_LINK } from '../../../machines/contactLink.state';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { ContactAjoute } from '../../../domain/schemas/organisation-add';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The contact of that e-mail, or a new one with the form's names. A new contact's login is its e-mail; it
 * has no password yet (it signs in once its account is validated, spec section 4 "Account").
 */
async function contactOf(tx: Transaction, contact: ContactAjoute, index: number): Promise<number> {
  const email = contact.Email.toLowerCase();
  const [existing] = await tx.select({ id: contacts.id }).from(contacts).where(sql`lower(${contacts.email}) = ${email}`).limit(1);
  if (existing) return existing.id;
  const [loginTaken] = await tx.select({ id: contacts.id }).from(contacts).where(sql`lower(${contacts.nomUtilisateur}) = ${email}`).limit(1);
  if (loginTaken) throw invalidFields([{ field: `contacts.${index}.Email`, message: "Cette adresse e-mail est déjà utilisée comme nom d'utilisateur par un autre contact." }]);
  const values = { email, nomUtilisateur: email, prenom: contact.Prenom, nom: contact.Nom, telephone: contact.Telephone || null };
  try {
    // The unique indexes decide even when another call creates the same e-mail meanwhile.
    const [created] = await withUniqueFields(null, () => tx.insert(contacts).values(values).returning({ id: contacts.id }));
    return created!.id;
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fields) throw error;
    throw invalidFields(error.fields.map(({ field, message }) => ({ field: `contacts.${index}.${field}`, message })));
  }
}

/**
 * Links each contact to the new organisation with its type (Authority, Reference), validated: the
 * provider who adds the organisation vouches for them, and no Authority exists yet to validate them.
 * Each gets the beneficiary right, so that it can act for the organisation (spec section 6, rights).
 */
export async function linkContacts(tx: Transaction, organisationId: number, list: readonly ContactAjoute[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, contact] of list.entries()) {
    const contactId = await contactOf(tx, contact, index);
    await tx
      .insert(xContacts)
      .values({
        contactId,
        organisationId,
        typeContactId: contact.typeContactId,
        typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
        ...ADDED_LINK,
        fonction: contact.fonction || null,
        telephone: contact.Telephone || null,
        email: contact.Email.toLowerCase(),
      })
      .onConflictDoNothing();
    await tx.insert(contactDroits).values({ contactId, droitId: Droit.Beneficiaire }).onConflictDoNothing();
    ids.push(contactId);
  }
  return ids;
}
