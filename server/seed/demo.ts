import type { DemoSettings } from './demo-files';
import type { Db } from '../db/client';
import { readSetting, writeSetting } from '../services/platform/settings';
import { seedOrganisations } from './demo-organisations';
import { DEMO_PASSWORD, seedContacts } from './demo-contacts';
import { seedDossiers } from './demo-dossiers';
import { seedExpertCompetences } from './demo-experts';
import { seedLabellisation } from './demo-labellisation';
import { seedCompanyRegister } from './demo-register';
import { seedReferenceData } from './reference';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo data of the configured platform (PLATFORM_ID: its organisations, competences and dossiers on its
 * vouchers; the same people on either) on the first start only: everything in one transaction, marked done in the same
 * transaction, so an interrupted first start leaves nothing half-seeded and a second start seeds nothing.
 */
export async function seedDemoOnce(db: Db, config: DemoSettings) {
  const created = await db.transaction(async (tx) => {
    if (await readSetting(tx, SEEDED_KEY)) return false;
    await seedReferenceData(tx);
    await seedCompanyRegister(tx);
    const organisations = await seedOrganisations(tx, config.platform.id);
    const contactsByLogin = await seedContacts(tx, organisations);
    await seedDossiers(tx, config, organisations, contactsByLogin);
    await seedExpertCompetences(tx, contactsByLogin['demo.expert']!, organisations.prestataire.id, config.platform.id);
    await seedLabellisation(tx, config, config.platform.id, { prestataire: organisations.prestataire.id, cabinetExpert: organisations.cabinetExpert.id }, contactsByLogin);
    await writeSetting(tx, SEEDED_KEY, new Date().toISOString());
    return true;
  });
  return {
    created,
    password: DEMO_PASSWORD,
    logins: ['demo.presta', 'demo.reference', 'demo.expert', 'demo.information', 'demo.benef', 'demo.gestionnaire', 'demo.centre.reference', 'demo.centre.avis', 'demo.emetteur'],
  };
}
