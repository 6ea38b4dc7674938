import type { Db } from '../../db/client';
import { PERMISSIONS, type ActionName } from '../../../domain/permissions';
import { SOUS_TYPE_ORGANISATION_LABELS, TYPE_PME_LABELS, isSousTypeOrganisationId, isTypePmeId } from '../../../domain/organisation-types';
import { registerFieldsOf } from '../../../domain/schemas/organisations';
import type { OrganisationDetail } from '../../../domain/wire/organisations';
import type { OrganisationWith } from '../../../domain/wire/organisation-with';
import type { CreationCaller } from '../../../machines/access/dossierCreation';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { loadAddress, loadOrganisationAddresses, loadOrganisationLinks, type OrganisationRow } from './detail';

const ACTIONS = Object.keys(PERMISSIONS) as ActionName[];

/** The organisation with the relations asked for, and what the caller may do in it (the screens show only that). */
export async function organisationDetail(db: Db, row: OrganisationRow, caller: CreationCaller, relations: readonly OrganisationWith[]): Promise<OrganisationDetail> {
  const wants = (relation: OrganisationWith) => relations.includes(relation);
  const sousType = row.sousTypeOrganisationId;
  const typePme = row.typePme;
  return {
    id: row.id,
    TypeOrganisationId: row.typeOrganisationId,
    SousTypeOrganisationId: sousType,
    NumeroBce: row.numeroBce,
    NumeroIdentification: row.numeroIdentification,
    NumeroRegistreNational: row.numeroRegistreNational,
    NomLong: row.nomLong,
    NomCourt: row.nomCourt,
    FormeJuridique: row.formeJuridique,
    CodesNace: row.codesNace,
    TypePme: typePme,
    PmeDateCreation: row.pmeDateCreation,
    PmeChiffreAffaire: row.pmeChiffreAffaire,
    PmeNombreEmploye: row.pmeNombreEmploye,
    FinaliteProjet: row.finaliteProjet,
    Remarques: row.remarques,
    Etranger: row.etranger,
    IBAN: row.iban,
    TitulaireIBAN: row.titulaireIban,
    PaysIBAN: row.paysIban,
    DescriptionIBAN: row.descriptionIban,
    DenominationCommercialeLongue: row.denominationCommercialeLongue,
    SiteWeb: row.siteWeb,
    ProfilLinkedIn: row.profilLinkedIn,
    MailContact: row.mailContact,
    ContactsCommerciaux: row.contactsCommerciaux,
    AdresseCommerciale: await loadAddress(db, row.adresseCommercialeId),
    actif: row.actif,
    version: row.version,
    ...(wants('sous_type') && { sous_type: sousType !== null && isSousTypeOrganisationId(sousType) ? { id: sousType, label: SOUS_TYPE_ORGANISATION_LABELS[sousType] } : null }),
    ...(wants('type_pme') && { type_pme: typePme !== null && isTypePmeId(typePme) ? { id: typePme, label: TYPE_PME_LABELS[typePme] } : null }),
    ...(wants('nace') && { nace: row.codesNace }),
    ...(wants('forme_juridique') && { forme_juridique: row.formeJuridique }),
    ...(wants('x_contacts') && { x_contacts: await loadOrganisationLinks(db, row.id) }),
    ...(wants('x_adresses') && { x_adresses: await loadOrganisationAddresses(db, row.id) }),
    actions: ACTIONS.filter((action) => mayActInOrganisation(caller, row.id, action)),
    registerFields: registerFieldsOf({ numeroBce: row.numeroBce, etranger: row.etranger }),
  };
}
