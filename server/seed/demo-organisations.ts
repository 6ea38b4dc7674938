import type { Db } from '../db/client';
import { addresses, organisations, xAdresses } from '../db/schema/index';
import { PLATEFORME_NAMES, plateformeById, type PlateformeId } from '../../domain/platforms';
import { SousTypeOrganisation, SourceAdresse, TypeAdresse, TypeOrganisation, TypePme } from '../../domain/organisation-types';

type NewOrganisation = typeof organisations.$inferInsert;

async function organisation(db: Db, plateformeId: PlateformeId, values: Omit<NewOrganisation, 'plateformeId'>, localite: string, codePostal: string) {
  const [org] = await db
    .insert(organisations)
    .values({ plateformeId, ...values })
    .returning();
  // Every organisation gets a head office and an establishment unit (spec section 5).
  for (const typeAdresse of [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT]) {
    const [adresse] = await db
      .insert(addresses)
      .values({ typeAdresse, rue: 'Rue de la Station', numero: String(10 + typeAdresse), codePostal, localite, source: SourceAdresse.BCE })
      .returning();
    await db.insert(xAdresses).values({ organisationId: org!.id, adresseId: adresse!.id });
  }
  return org!;
}

/** The demo organisations of the platform: one provider, a manager, a beneficiary of each kind, and the expert's own practice. */
export async function seedOrganisations(db: Db, plateformeId: PlateformeId) {
  const prestataire = await organisation(
    db,
    plateformeId,
    {
      typeOrganisationId: TypeOrganisation.PRESTATAIRE,
      numeroBce: '0456789034',
      nomLong: 'Conseil & Transition SRL',
      nomCourt: 'Conseil & Transition',
      formeJuridique: 'SRL',
      codesNace: ['70.220'],
      iban: 'BE68539007547034',
      titulaireIban: 'Conseil & Transition SRL',
      paysIban: 'BE',
      denominationCommercialeLongue: 'Conseil & Transition — accompagnement des PME',
      siteWeb: 'https://conseil-transition.example',
      mailContact: 'contact@conseil-transition.example',
    },
    'Namur',
    '5000',
  );
  const gestionnaire = await organisation(
    db,
    plateformeId,
    { typeOrganisationId: TypeOrganisation.GESTIONNAIRE, numeroBce: '0316381039', nomLong: `Service public des ${PLATEFORME_NAMES[plateformeById(plateformeId)!.code].toLowerCase()}` },
    'Namur',
    '5100',
  );
  const beneficiary = (sousType: number, nomLong: string, extra: Partial<NewOrganisation>, localite: string, codePostal: string) =>
    organisation(db, plateformeId, { typeOrganisationId: TypeOrganisation.BENEFICIAIRE, sousTypeOrganisationId: sousType, nomLong, ...extra }, localite, codePostal);
  const entreprise = await beneficiary(
    SousTypeOrganisation.ENTREPRISE,
    'Menuiserie Dupont SRL',
    { numeroBce: '0123456749', formeJuridique: 'SRL', codesNace: ['16.230'], typePme: TypePme.STANDARD, pmeNombreEmploye: '12', pmeChiffreAffaire: '1450000' },
    'Liège',
    '4000',
  );
  const porteurProjet = await beneficiary(
    SousTypeOrganisation.PORTEUR_PROJET,
    'Sophie Lambert (porteuse de projet)',
    { numeroRegistreNational: '85073003328', codesNace: ['56.101'] },
    'Mons',
    '7000',
  );
  const etrangere = await beneficiary(
    SousTypeOrganisation.ENTREPRISE_ETRANGERE,
    'Lumière Industrie SAS',
    { etranger: true, numeroIdentification: 'FR40303265045', codesNace: ['27.400'], typePme: TypePme.STANDARD },
    'Lille',
    '59000',
  );
  const pouvoirPublic = await beneficiary(
    SousTypeOrganisation.POUVOIR_PUBLIC,
    'Commune de Gembloux',
    { numeroBce: '0207374419', codesNace: ['84.110'] },
    'Gembloux',
    '5030',
  );
  const grandeEntreprise = await beneficiary(
    SousTypeOrganisation.GRANDE_ENTREPRISE,
    'Verrerie Wallonne SA',
    { numeroBce: '0400378485', formeJuridique: 'SA', codesNace: ['23.110'], typePme: TypePme.GRANDE_ENTREPRISE, pmeNombreEmploye: '640' },
    'Charleroi',
    '6000',
  );
  // The demo expert's independent practice: they are its Authority and its expert, so they submit their own competences.
  const cabinetExpert = await organisation(
    db,
    plateformeId,
    {
      typeOrganisationId: TypeOrganisation.PRESTATAIRE,
      numeroBce: '0745123415',
      nomLong: 'Lefèvre Expertise SRL',
      nomCourt: 'Lefèvre Expertise',
      formeJuridique: 'SRL',
      codesNace: ['70.220'],
      mailContact: 'contact@lefevre-expertise.example',
    },
    'Wavre',
    '1300',
  );
  return { prestataire, gestionnaire, entreprise, porteurProjet, etrangere, pouvoirPublic, grandeEntreprise, cabinetExpert };
}

export type DemoOrganisations = Awaited<ReturnType<typeof seedOrganisations>>;
