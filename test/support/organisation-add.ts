import { TypeContact } from '../../domain/contact-types';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation, TypePme } from '../../domain/organisation-types';

/** Bodies of POST /organisations/add for the tests: valid as they are, each test changing one part. */

const address = (typeAdresse: number, rue: string, numero: string, codePostal: string, localite: string) => ({ typeAdresse, nom: '', rue, numero, boite: '', codePostal, localite, pays: 'BE' });

export const contactsAR = (prefix: string) => [
  { typeContactId: TypeContact.AUTORITE, Email: `${prefix}.autorite@exemple.be`, Prenom: 'Anne', Nom: 'Autorité', fonction: 'Gérante', Telephone: '0471 23 45 67' },
  { typeContactId: TypeContact.REFERENCE, Email: `${prefix}.reference@exemple.be`, Prenom: 'Rémi', Nom: 'Référence', fonction: '', Telephone: '' },
];

/** Boulangerie Lemaire SRL, which the demo register knows and the platform does not, with its register addresses. */
export function entrepriseBody(numeroBce = '0442.796.189', prefix = 'lemaire') {
  return {
    typeId: TypeOrganisation.BENEFICIAIRE,
    sousTypeId: SousTypeOrganisation.ENTREPRISE,
    organisation: { numeroBce, typePme: TypePme.STANDARD, pmeChiffreAffaire: 850000, pmeNombreEmploye: 6.5, pmeDateCreation: '2015-01-12' },
    contacts: contactsAR(prefix),
    adresses: [address(TypeAdresse.SIEGE_SOCIAL, 'Grand-Place', '3', '7500', 'Tournai'), address(TypeAdresse.UNITE_ETABLISSEMENT, 'Rue Royale', '45', '7500', 'Tournai')],
    documents: [],
  };
}

export function etrangereBody(numeroIdentification = 'FR12345678901', prefix = 'etrangere') {
  return {
    ...entrepriseBody(undefined, prefix),
    sousTypeId: SousTypeOrganisation.ENTREPRISE_ETRANGERE,
    organisation: { numeroIdentification, nomLong: 'Société Lilloise SAS', typePme: TypePme.STANDARD, pmeChiffreAffaire: 120000, pmeNombreEmploye: 2, pmeDateCreation: '2010-05-01' },
    adresses: [address(TypeAdresse.SIEGE_SOCIAL, 'Rue Nationale', '10', '59000', 'Lille'), address(TypeAdresse.UNITE_ETABLISSEMENT, 'Rue de Mons', '4', '7000', 'Mons')].map((a, i) => (i === 0 ? { ...a, pays: 'FR' } : a)),
  };
}

/** A valid national register number of someone born on that day (YYMMDD) in the 1900s, with that sequence number. */
export function nationalRegisterNumber(yymmdd: string, sequence: number): string {
  const base = `${yymmdd}${String(sequence).padStart(3, '0')}`;
  return `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
}

export function porteurProjetBody(numeroRegistreNational: string, prefix = 'porteur') {
  const [autorite] = contactsAR(prefix);
  const domicile = { rue: 'Rue des Écoles', numero: '5', codePostal: '1348', localite: 'Louvain-la-Neuve' };
  return {
    typeId: TypeOrganisation.BENEFICIAIRE,
    sousTypeId: SousTypeOrganisation.PORTEUR_PROJET,
    organisation: { numeroRegistreNational, nomLong: 'Paul Porteur' },
    contacts: [autorite!, { ...autorite!, typeContactId: TypeContact.REFERENCE }],
    adresses: [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT].map((type) => address(type, domicile.rue, domicile.numero, domicile.codePostal, domicile.localite)),
  };
}
