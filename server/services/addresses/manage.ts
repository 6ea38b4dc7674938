import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, dossiers, organisations, xAdresses } from '../../db/schema/index';
import { DomainError, forbidden, notFound } from '../../../domain/errors';
import { SousTypeOrganisation, SourceAdresse, TypeAdresse } from '../../../domain/organisation-types';
import { REGISTER_FIELD_MESSAGE } from '../../../domain/schemas/organisations';
import type { AddressInput } from '../../../domain/schemas/address';
import { typedAddressColumns } from './typed';
import type { OrganisationRow } from '../organisations/detail';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the route knows of the caller: may it manage this organisation's addresses (MANAGE_ADDRESS, A only). */
export type AddressAuthority = (row: OrganisationRow) => boolean;

export const PORTEUR_AFFAIRE_REFUSED = "Une organisation « porteur d'affaire » ne peut pas avoir d'adresse ajoutée ou modifiée.";
export const REGISTER_ADDRESS_REFUSED = `Cette adresse vient de la Banque-Carrefour des Entreprises : ${REGISTER_FIELD_MESSAGE}.`;
export const INACTIVE_ADDRESS_REFUSED = "Cette adresse n'est plus active : elle ne peut plus être modifiée.";
export const LAST_REQUIRED_ADDRESS = "C'est la seule adresse de ce type de l'organisation, qui en doit garder une (siège social et unité d'établissement).";
export const ADDRESS_OF_A_DOSSIER = "Cette unité d'établissement est celle d'un dossier : elle ne peut pas être supprimée.";

const refused = (message: string) => new DomainError('conflict', 'AddressRefused', message);

/** A head office and an establishment unit are mandatory for an organisation (spec section 5): one of each stays. */
const REQUIRED_TYPES: readonly number[] = [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT];

/** The organisation locked for the change; 404 when unknown, 403 to anyone but its Authority, 409 for a 'porteur d'affaire'. */
async function lockedOrganisation(tx: Tx, organisationId: number, mayManage: AddressAuthority) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
  if (!row) throw notFound();
  if (!mayManage(row)) throw forbidden();
  if (row.sousTypeOrganisationId === SousTypeOrganisation.PORTEUR_AFFAIRE) throw refused(PORTEUR_AFFAIRE_REFUSED);
  return row;
}

/** The organisation's address {addressId}, with its link; 404 when it is not one of the organisation's. */
async function addressOf(tx: Tx, organisationId: number, addressId: number) {
  const [found] = await tx
    .select({ address: addresses, actif: xAdresses.actif })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(and(eq(xAdresses.organisationId, organisationId), eq(xAdresses.adresseId, addressId)));
  if (!found) throw notFound();
  return found;
}

/** POST /organisations/{orgId}/address/add: a manual address, active at once. */
export function addAddress(db: Db, organisationId: number, input: AddressInput, mayManage: AddressAuthority) {
  return db.transaction(async (tx) => {
    await lockedOrganisation(tx, organisationId, mayManage);
    const [created] = await tx.insert(addresses).values({ ...typedAddressColumns(input), source: SourceAdresse.MANUELLE }).returning({ id: addresses.id });
    await tx.insert(xAdresses).values({ organisationId, adresseId: created!.id, actif: true });
    return created!.id;
  });
}

/** POST /organisations/{orgId}/address/{id}/update: an active address the user wrote; the register's stay as they are. */
export function updateAddress(db: Db, organisationId: number, addressId: number, input: AddressInput, mayManage: AddressAuthority) {
  return db.transaction(async (tx) => {
    await lockedOrganisation(tx, organisationId, mayManage);
    const { address, actif } = await addressOf(tx, organisationId, addressId);
    if (address.source === SourceAdresse.BCE) throw refused(REGISTER_ADDRESS_REFUSED);
    if (!actif) throw refused(INACTIVE_ADDRESS_REFUSED);
    if (input.typeAdresse !== address.typeAdresse) await keepsRequiredAddress(tx, organisationId, address.id, address.typeAdresse);
    await tx.update(addresses).set(typedAddressColumns(input)).where(eq(addresses.id, addressId));
  });
}

/**
 * POST /organisations/{orgId}/address/{id}/delete (path chosen: the spec lists add and update only). The
 * address is deactivated, not erased: dossiers and history may name it. Refused for a register address, for
 * the last active head office or establishment unit, and for an establishment unit a dossier names.
 */
export function deleteAddress(db: Db, organisationId: number, addressId: number, mayManage: AddressAuthority) {
  return db.transaction(async (tx) => {
    await lockedOrganisation(tx, organisationId, mayManage);
    const { address, actif } = await addressOf(tx, organisationId, addressId);
    if (address.source === SourceAdresse.BCE) throw refused(REGISTER_ADDRESS_REFUSED);
    if (!actif) return;
    await keepsRequiredAddress(tx, organisationId, address.id, address.typeAdresse);
    const [named] = await tx.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.uniteEtablissementId, address.id)).limit(1);
    if (named) throw refused(ADDRESS_OF_A_DOSSIER);
    await tx.update(xAdresses).set({ actif: false }).where(and(eq(xAdresses.organisationId, organisationId), eq(xAdresses.adresseId, addressId)));
  });
}

/** Refuses to take away the organisation's last active address of a mandatory type. */
async function keepsRequiredAddress(tx: Tx, organisationId: number, addressId: number, typeAdresse: number) {
  if (!REQUIRED_TYPES.includes(typeAdresse)) return;
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(and(eq(xAdresses.organisationId, organisationId), eq(xAdresses.actif, true), eq(addresses.typeAdresse, typeAdresse), ne(addresses.id, addressId)));
  if (others!.n === 0) throw refused(LAST_REQUIRED_ADDRESS);
}
