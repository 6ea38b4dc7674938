import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema/index';
import { StatutDossier as S } from '../../domain/dossier-status';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
const as = { gestion: '', presta: '' };
beforeAll(async () => {
  ({ t, p } = await demoApp());
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  as.presta = (await t.login('demo.presta')).authorization;
});
afterAll(() => t.close());

const mailsOf = async (contactId: number, reference: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.contactId, contactId))).filter((m) => m.subject.startsWith(`Dossier ${reference} :`));

describe('the e-mails a status change sends to whoever must act next', () => {
  it("tells the provider's contacts assigned to the dossier that the administration asks for information, in its words", async () => {
    for (const statut of [S.DOSSIER_EXAMEN, S.DOSSIER_PRESTATION_EXAMEN]) {
      const dossier = await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], gestionnaireId: p.gestionnaire });
      const asked = await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/ask-information`, { askText: 'Merci de joindre le devis signé.' });
      expect(asked.statusCode, asked.body).toBe(200);
      const [mail, ...others] = await mailsOf(p.presta, dossier.reference);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ subject: `Dossier ${dossier.reference} : informations complémentaires demandées`, kind: 'DOSSIER', status: 'queued' });
      expect(mail!.body).toContain('Merci de joindre le devis signé.');
      // Nobody else: not the provider's contacts the dossier does not name.
      expect(await mailsOf(p.reference, dossier.reference)).toEqual([]);
    }
  });

  it("tells the beneficiary's Authorities that a service report waits for their decision", async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], rapport: 'documents' });
    const submitted = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/submit-to-beneficiary`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [mail] = await mailsOf(p.benef, dossier.reference);
    expect(mail).toMatchObject({ subject: `Dossier ${dossier.reference} : rapport de prestation à valider`, kind: 'DOSSIER' });
  });
});
