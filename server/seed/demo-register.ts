import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import { importRegister } from '../services/register/import/index';
import { registreEntreprises } from '../db/schema/index';
import type { RegisterAddress } from '../../domain/wire/wizard';

const address = (rue: string, numero: string, codePostal: string, localite: string): RegisterAddress => ({
  rue,
  numero,
  boite: null,
  codePostal,
  localite,
  pays: 'BE',
});

const unit = (numeroUnite: string, nom: string | null, at: RegisterAddress) => ({ numeroUnite, nom, ...at });

/**
 * Sample companies of the embedded company register: the demo organisations as the register knows them
 * (their addresses are those the demo seeds), and a few companies the platform does not know yet, so that
 * a search by company number finds them in the register.
 */
const COMPANIES: Array<typeof registreEntreprises.$inferInsert> = [
  { numeroBce: '0456789034', denomination: 'Conseil & Transition SRL', formeJuridique: 'SRL', codesNace: ['70.220'], dateCreation: '2011-03-14', siegeSocial: address('Rue de la Station', '11', '5000', 'Namur'), unitesEtablissement: [unit('2.211.456.789', 'Conseil & Transition', address('Rue de la Station', '12', '5000', 'Namur'))] },
  { numeroBce: '0123456749', denomination: 'Menuiserie Dupont SRL', formeJuridique: 'SRL', codesNace: ['16.230', '43.320'], dateCreation: '1998-09-01', siegeSocial: address('Rue de la Station', '11', '4000', 'Liège'), unitesEtablissement: [unit('2.123.456.749', 'Atelier', address('Rue de la Station', '12', '4000', 'Liège'))] },
  { numeroBce: '0207374419', denomination: 'Commune de Gembloux', formeJuridique: 'Administration communale', codesNace: ['84.110'], dateCreation: null, siegeSocial: address('Rue de la Station', '11', '5030', 'Gembloux'), unitesEtablissement: [unit('2.207.374.419', 'Hôtel de ville', address('Rue de la Station', '12', '5030', 'Gembloux'))] },
  { numeroBce: '0400378485', denomination: 'Verrerie Wallonne SA', formeJuridique: 'SA', codesNace: ['23.110'], dateCreation: '1962-05-22', siegeSocial: address('Rue de la Station', '11', '6000', 'Charleroi'), unitesEtablissement: [unit('2.400.378.485', 'Site de production', address('Rue de la Station', '12', '6000', 'Charleroi'))] },
  { numeroBce: '0442796189', denomination: 'Boulangerie Lemaire SRL', formeJuridique: 'SRL', codesNace: ['10.711', '47.240'], dateCreation: '2015-01-12', siegeSocial: address('Grand-Place', '3', '7500', 'Tournai'), unitesEtablissement: [unit('2.442.796.189', 'Fournil', address('Rue Royale', '45', '7500', 'Tournai')), unit('2.442.796.190', 'Boutique de Mouscron', address('Rue de Tournai', '8', '7700', 'Mouscron'))] },
  { numeroBce: '0891234515', denomination: 'DigiWal SRL', formeJuridique: 'SRL', codesNace: ['62.010', '62.020'], dateCreation: '2019-06-03', siegeSocial: address('Avenue Prince de Liège', '91', '5100', 'Namur'), unitesEtablissement: [unit('2.891.234.515', null, address('Avenue Prince de Liège', '91', '5100', 'Namur'))] },
  { numeroBce: '0654321022', denomination: 'Brasserie des Fagnes SA', formeJuridique: 'SA', codesNace: ['11.050'], dateCreation: '2008-04-18', siegeSocial: address('Route de Mariembourg', '2', '5660', 'Couvin'), unitesEtablissement: [unit('2.654.321.022', 'Brasserie', address('Route de Mariembourg', '2', '5660', 'Couvin'))] },
  { numeroBce: '0777888926', denomination: 'Ancienne Imprimerie Collard SC', formeJuridique: 'SC', codesNace: ['18.120'], dateCreation: '1979-11-30', actif: false, siegeSocial: address('Rue des Carmes', '17', '4000', 'Liège'), unitesEtablissement: [] },
];

/**
 * A sample of the register's open-data extract, in its own format (server/seed/register-sample, copied
 * beside the compiled server): some thirty more companies, loaded by the import `npm run register:import` runs.
 */
const REGISTER_SAMPLE = fileURLToPath(new URL('./register-sample', import.meta.url));

export async function seedCompanyRegister(db: Db) {
  await db.insert(registreEntreprises).values(COMPANIES);
  await importRegister(db, REGISTER_SAMPLE);
}
