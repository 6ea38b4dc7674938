import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { contacts } from '../../db/schema/index';
import { addresses, organisations, xAdresses, xContacts } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { TypeContact } from '../../../domain/contact-types';
import { ADDED_LINK } from '../../../machines/contactLink.state';
import { SourceAdresse, SousTypeOrganisation, TypeAdresse, TypeOrganisation } from '../../../domain/organisation-types';
import { isValidNationalRegisterNumber, normaliseNationalRegisterNumber } from '../../../domain/validators/national-register';

type Contact = typeof contacts.$inferSelect;

/** A project holder is a person known by a valid national register number (spec sections 3 and 5): the contact's own. */
export function requireNationalRegisterNumber(numeroIdentification: string | null): string {
  if (!isValidNationalRegisterNumber(numeroIdentification)) {
    throw invalidFields([
      {
        field: 'numeroIdentification',
        message: 'Un numéro de registre national valide est nécessaire pour devenir porteur de projet : il identifie le porteur. Faites-le ajouter à votre profil par le helpdesk.',
      },
    ]);
  }
  return normaliseNationalRegisterNumber(numeroIdentification)!;
}

/**
 * "Organisation exists" (spec section 8): a project holder of that national register number is already on the
 * platform (added by a provider, say). The contact is not made its Authority on its own word: the register
 * number on a contact proves less than the Authority's validation, so the helpdesk links them.
 */
export async function refuseExistingPorteur(tx: Db, numeroRegistreNational: string, plateformeId: number): Promise<void> {
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.sousTypeOrganisationId, SousTypeOrganisation.PORTEUR_PROJET),
        eq(organisations.numeroRegistreNational, numeroRegistreNational),
        eq(organisations.plateformeId, plateformeId),
      ),
    )
    .limit(1);
  if (row) {
    throw invalidFields([
      { field: 'numeroIdentification', message: 'Un porteur de projet avec votre numéro de registre national existe déjà sur la plateforme. Contactez le helpdesk pour y être lié.' },
    ]);
  }
}

/**
 * A new project-holder beneficiary named after the contact. Its head office and establishment unit (spec
 * section 5) are copies of the contact's own address when it has one; otherwise its Authority adds them in the
 * beneficiary area, as for any organisation missing an address.
 */
export async function createPorteurOrganisation(tx: Db, contact: Contact, numeroRegistreNational: string, plateformeId: number): Promise<number> {
  const [organisation] = await tx
    .insert(organisations)
    .values({
      typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
      sousTypeOrganisationId: SousTypeOrganisation.PORTEUR_PROJET,
      numeroRegistreNational,
      nomLong: `${contact.prenom} ${contact.nom}`,
      plateformeId,
    })
    .returning({ id: organisations.id });
  const organisationId = organisation!.id;
  if (contact.adresseId !== null) {
    const [own] = await tx.select().from(addresses).where(eq(addresses.id, contact.adresseId));
    if (own) {
      const { id: _id, ...fields } = own;
      for (const typeAdresse of [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT]) {
        const [copy] = await tx.insert(addresses).values({ ...fields, typeAdresse, source: SourceAdresse.MANUELLE }).returning({ id: addresses.id });
        await tx.insert(xAdresses).values({ organisationId, adresseId: copy!.id });
      }
    }
  }
  return organisationId;
}

/**
 * The person is the project holder, so it is its new organisation's Authority, validated at once: there is no
 * one else to validate it.
 */
export async function linkAsAuthority(tx: Db, contact: Contact, organisationId: number): Promise<void> {
  await tx
    .insert(xContacts)
    .values({
      contactId: contact.id,
      organisationId,
      typeContactId: TypeContact.AUTORITE,
      typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
      ...ADDED_LINK,
      email: contact.email,
    });
}
