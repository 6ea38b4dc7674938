import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactDroits, contacts, organisations } from '../../db/schema/index';
import { forbidden, invalidTransition } from '../../../domain/errors';
import { Droit } from '../../../domain/droits';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActOnOwnProfile } from '../../../machines/access/ownProfileActions';
import { createPorteurOrganisation, refuseExistingPorteur, linkAsAuthority, requireNationalRegisterNumber } from './porteur-organisation';

const NEVER_HELD = "Vous n'avez pas encore le rôle de porteur de projet : ajoutez-le d'abord (« Devenir porteur de projet »).";

/** The caller's own contact row, locked: two toggles of one contact take turns. 403 for anyone else's. */
async function lockOwnContact(tx: Db, caller: DossierCaller, contactId: number) {
  if (!mayActOnOwnProfile(caller, contactId, 'TOGGLE_PROJECT_HOLDER')) throw forbidden();
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
  if (!contact) throw forbidden();
  return contact;
}

/** Sets the role's state and its organisation's: a disabled project holder cannot be a dossier's beneficiary. */
async function applyPorteurActif(tx: Db, contact: typeof contacts.$inferSelect, organisationId: number, actif: boolean) {
  await tx.update(organisations).set({ actif }).where(eq(organisations.id, organisationId));
  if (contact.porteurProjetActif === actif && contact.beneficiaireId === organisationId) return;
  await tx
    .update(contacts)
    .set({ porteurProjetActif: actif, beneficiaireId: organisationId, version: contact.version + 1 })
    .where(eq(contacts.id, contact.id));
}

/**
 * GET /contacts/{id}/porteur/enable and /disable (spec sections 6 and 7: the project-holder role, enabled or
 * disabled by the user, for itself only). The role is the contact's own project-holder beneficiary organisation
 * (`BeneficiaireId`); disabling it also deactivates that organisation, enabling reactivates it. Idempotent:
 * calling it twice leaves the same state. Enabling a role never held is refused (409): addPorteur gives it.
 */
export async function setPorteurActif(db: Db, caller: DossierCaller, contactId: number, actif: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const contact = await lockOwnContact(tx, caller, contactId);
    if (contact.beneficiaireId === null) {
      if (actif) throw invalidTransition(NEVER_HELD);
      return;
    }
    await applyPorteurActif(tx, contact, contact.beneficiaireId, actif);
  });
}

/**
 * GET /contacts/{id}/addPorteur. The spec does not show what it does beyond enabling; our choice, what a user
 * expects from "become a project holder": a contact who never held the role gets its project-holder beneficiary
 * organisation (the beneficiary kind a person is, known by its national register number, named after it, with
 * the contact's own address as head office and establishment unit when it has one), a validated Authority link
 * to it, the beneficiary right (to file dossiers for it) and the role enabled. A project holder of the same national
 * register number already on the platform is refused rather than duplicated or taken over. A contact who
 * already holds the role has it enabled again, so the call is idempotent.
 */
export async function addPorteur(db: Db, caller: DossierCaller, contactId: number, plateformeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const contact = await lockOwnContact(tx, caller, contactId);
    if (contact.beneficiaireId !== null) {
      await applyPorteurActif(tx, contact, contact.beneficiaireId, true);
      return;
    }
    const numeroRegistreNational = requireNationalRegisterNumber(contact.numeroIdentification);
    await refuseExistingPorteur(tx, numeroRegistreNational, plateformeId);
    const organisationId = await createPorteurOrganisation(tx, contact, numeroRegistreNational, plateformeId);
    await linkAsAuthority(tx, contact, organisationId);
    await tx.insert(contactDroits).values({ contactId, droitId: Droit.Beneficiaire }).onConflictDoNothing();
    await applyPorteurActif(tx, contact, organisationId, true);
  });
}

