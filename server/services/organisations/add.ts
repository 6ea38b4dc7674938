import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { addresses, organisations, xAdresses } from '../../db/schema/index';
import { forbidden } from '../../../domain/errors';
import { SourceAdresse, TypeOrganisation } from '../../../domain/organisation-types';
import type { AddressInput } from '../../../domain/schemas/address';
import type { OrganisationAddPayload } from '../../../domain/schemas/organisation-add';
import type { RegisterAddress, RegisterCompany } from '../../../domain/wire/wizard';
import { mayCreateBeneficiaire } from '../../../machines/access/beneficiaireCreation';
import type { CreationCaller } from '../../../machines/access/dossierCreation';
import { linkContacts } from './add-contacts';
import { refuseExisting, resolveIdentity } from './add-identity';

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function isRegisterAddress(address: AddressInput, registre: RegisterCompany | null): boolean {
  const known: RegisterAddress[] = registre ? [registre.siegeSocial, ...registre.unitesEtablissement] : [];
  return known.some((r) => (['rue', 'numero', 'boite', 'codePostal', 'localite', 'pays'] as const).every((key) => same(address[key] || null, r[key])));
}

/**
 * POST /organisations/add: a provider's Authority or Reference (spec section 6, "create beneficiary")
 * adds a beneficiary organisation, all or nothing in one transaction: the organisation, its addresses
 * (those the company register gives are marked so and stay read-only, spec section 5) and its Authority
 * and Reference contacts. The schema already refused missing contacts or addresses and bad check digits.
 */
export async function addOrganisation(db: Db, config: ServerConfig, caller: CreationCaller, payload: OrganisationAddPayload): Promise<{ id: number }> {
  if (!mayCreateBeneficiaire(caller, payload.prestataireId)) throw forbidden();
  // The register answers before the transaction: a slow external register must not hold it open.
  const identity = await resolveIdentity(db, config, payload);
  const { organisation } = payload;
  return db.transaction(async (tx) => {
    await refuseExisting(tx, config.platform.id, identity.identifier);
    const [created] = await tx
      .insert(organisations)
      .values({
        typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
        sousTypeOrganisationId: payload.sousTypeId,
        [identity.identifier.field]: identity.identifier.value,
        nomLong: identity.nomLong,
        formeJuridique: identity.formeJuridique,
        codesNace: identity.codesNace,
        etranger: identity.etranger,
        typePme: organisation.typePme ?? null,
        pmeDateCreation: organisation.pmeDateCreation ?? null,
        pmeChiffreAffaire: organisation.pmeChiffreAffaire === undefined ? null : String(organisation.pmeChiffreAffaire),
        pmeNombreEmploye: organisation.pmeNombreEmploye === undefined ? null : String(organisation.pmeNombreEmploye),
        plateformeId: config.platform.id,
      })
      .returning({ id: organisations.id });
    const organisationId = created!.id;
    for (const address of payload.adresses) {
      const source = isRegisterAddress(address, identity.registre) ? SourceAdresse.BCE : SourceAdresse.MANUELLE;
      const [row] = await tx
        .insert(addresses)
        .values({ ...address, nom: address.nom || null, boite: address.boite || null, source })
        .returning({ id: addresses.id });
      await tx.insert(xAdresses).values({ organisationId, adresseId: row!.id });
    }
    await linkContacts(tx, organisationId, payload.contacts);
    return { id: organisationId };
  });
}
