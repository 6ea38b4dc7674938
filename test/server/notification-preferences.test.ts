import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { and, eq } from 'drizzle-orm';
import { contacts, outbox } from '../../server/db/schema/index';
import { deliverDueMail } from '../../server/services/mail/sender';
import { StatutDossier as S } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { startMailServer, type TestMailServer } from '../support/smtp-server';

let t: TestApp;
let p: DemoParties;
let mail: TestMailServer;
const as = { presta: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  mail = await startMailServer();
  as.presta = (await t.login('demo.presta')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const mailsTo = (contactId: number, subject: string) =>
  t.database.db.select().from(outbox).where(and(eq(outbox.contactId, contactId), eq(outbox.subject, subject)));

describe('notification preferences', () => {
  it("keeps a kind of e-mail its recipient turned off in the history, marked held, and never sends it", async () => {
    const saved = await post(t, as.gestion, `/api/contacts/${p.gestionnaire}/notification-preferences`, { desactivees: ['DOSSIER'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.NotificationsDesactivees).toEqual(['DOSSIER']);

    const dossier = await insertDossier(t, { statut: S.DOSSIER_DEMANDE_INFOS, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], gestionnaireId: p.gestionnaire });
    const answered = (await post(t, as.presta, `/api/dossiers/${dossier.id}/submit-drc`, { answer: 'Voici le planning.' })).json().result;
    const [held] = await mailsTo(p.gestionnaire, `Dossier ${answered.reference} : informations complétées`);
    expect(held).toMatchObject({ kind: 'DOSSIER', status: 'held' });
    await deliverDueMail(t.database.db, { transport: nodemailer.createTransport(mail.url), from: 'no-reply@cheques.example' });
    expect((await mailsTo(p.gestionnaire, held!.subject))[0]).toMatchObject({ status: 'held', attempts: 0 });
    expect(mail.received.some((m) => m.subject === held!.subject)).toBe(false);

    // Turned back on, the next one is sent as usual.
    await post(t, as.gestion, `/api/contacts/${p.gestionnaire}/notification-preferences`, { desactivees: [] });
    const again = await insertDossier(t, { statut: S.DOSSIER_DEMANDE_INFOS, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], gestionnaireId: p.gestionnaire });
    const reference = (await post(t, as.presta, `/api/dossiers/${again.id}/submit-drc`, { answer: 'Voici le planning.' })).json().result.reference;
    expect((await mailsTo(p.gestionnaire, `Dossier ${reference} : informations complétées`))[0]).toMatchObject({ kind: 'DOSSIER', status: 'queued' });
  });

  it('always sends the account’s own messages, even with every e-mail turned off', async () => {
    await t.database.db.update(contacts).set({ receptionEmail: false }).where(eq(contacts.id, p.reference));
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'demo.reference@demo.example' } });
    expect(reset.statusCode).toBe(200);
    await t.app.afterAnswers.settled();
    const [message] = await mailsTo(p.reference, 'Réinitialisation de votre mot de passe');
    expect(message).toMatchObject({ kind: 'MOT_DE_PASSE', status: 'queued' });
  });

  it("refuses to set another contact's preferences, a kind that cannot be turned off, and a kind twice", async () => {
    expect((await post(t, as.gestion, `/api/contacts/${p.presta}/notification-preferences`, { desactivees: ['LIEN'] })).statusCode).toBe(403);
    expect((await post(t, as.presta, `/api/contacts/${p.presta}/notification-preferences`, { desactivees: ['MOT_DE_PASSE'] })).statusCode).toBe(400);
    const twice = await post(t, as.presta, `/api/contacts/${p.presta}/notification-preferences`, { desactivees: ['LIEN', 'LIEN'] });
    expect(twice.json().fields).toEqual([{ field: 'desactivees', message: 'Chaque type ne peut être donné qu’une fois.' }]);
    const [row] = await t.database.db.select({ desactivees: contacts.notificationsDesactivees }).from(contacts).where(eq(contacts.id, p.presta));
    expect(row!.desactivees).toEqual([]);
  });
});
