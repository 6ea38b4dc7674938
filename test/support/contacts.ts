import { contactDroits, contacts, organisations, xContacts } from '../../server/db/schema/index';
import { demoPasswordHash } from '../../server/seed/demo-contacts';
import { TypeContact, type TypeContactId } from '../../domain/contact-types';
import type { DroitId } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import type { TypeOrganisationId } from '../../domain/organisation-types';
import { Plateforme } from '../../domain/platforms';
import type { TestApp } from './test-app';

/** An organisation of the platform, with nothing else. */
export async function createOrganisation(t: TestApp, nomLong: string, typeOrganisationId: TypeOrganisationId) {
  const [organisation] = await t.database.db.insert(organisations).values({ typeOrganisationId, nomLong, plateformeId: Plateforme.CE.id }).returning();
  return organisation!.id;
}

/** A contact `login` (password DEMO_PASSWORD) holding `droits`, with a validated link of each given type. */
export async function createContact(
  t: TestApp,
  login: string,
  droits: readonly DroitId[],
  links: ReadonlyArray<{ organisationId: number; typeOrganisationId: TypeOrganisationId; typeContactId: TypeContactId }> = [],
) {
  const db = t.database.db;
  const [contact] = await db
    .insert(contacts)
    .values({ email: `${login}@demo.example`, nomUtilisateur: login, prenom: 'Test', nom: login, compteValide: true, passwordHash: await demoPasswordHash() })
    .returning();
  if (droits.length) await db.insert(contactDroits).values(droits.map((droitId) => ({ contactId: contact!.id, droitId })));
  if (links.length) await db.insert(xContacts).values(links.map((link) => ({ contactId: contact!.id, ...link, validationStatus: StatutValidationLien.VALIDE })));
  return contact!.id;
}

export const CONTACT_TYPES = { A: TypeContact.AUTORITE, R: TypeContact.REFERENCE, E: TypeContact.EXPERT, I: TypeContact.INFORMATION } as const;
export type ContactTypeLetter = keyof typeof CONTACT_TYPES;

/** An organisation with one contact of each type A, R, E, I (logins `<prefix>.a` ...), all holding `droit`. */
export async function createOrganisationWithContacts(t: TestApp, prefix: string, typeOrganisationId: TypeOrganisationId, droit: DroitId) {
  const organisationId = await createOrganisation(t, `Organisation ${prefix}`, typeOrganisationId);
  const logins = {} as Record<ContactTypeLetter, string>;
  for (const [letter, typeContactId] of Object.entries(CONTACT_TYPES) as Array<[ContactTypeLetter, TypeContactId]>) {
    logins[letter] = `${prefix}.${letter.toLowerCase()}`;
    await createContact(t, logins[letter], [droit], [{ organisationId, typeOrganisationId, typeContactId }]);
  }
  return { organisationId, logins };
}
