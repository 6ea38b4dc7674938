// Also on PostgreSQL: two senders running at once never send a message twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import nodemailer from 'nodemailer';
import { eq, inArray } from 'drizzle-orm';
import { contacts, outbox } from '../../server/db/schema/index';
import { deliverDueMail, RETRY_DELAYS_MINUTES, type MailDelivery } from '../../server/services/mail/sender';
import { enqueueMails } from '../../server/services/mail/enqueue';
import { createTestApp, type TestApp } from '../support/test-app';
import { startMailServer, type TestMailServer } from '../support/smtp-server';

let t: TestApp;
let mail: TestMailServer;
let delivery: MailDelivery;
beforeAll(async () => {
  t = await createTestApp();
  mail = await startMailServer();
  delivery = { transport: nodemailer.createTransport(mail.url), from: 'Chèques entreprises <no-reply@cheques.example>' };
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(async () => {
  // Each test sends only its own messages.
  await t.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'queued'));
  mail.received.length = 0;
});

const queue = async (subject: string, at = new Date()) =>
  (await t.database.db.insert(outbox).values({ recipient: 'julie.renard@example.be', subject, body: `Bonjour,\n\n${subject}.`, createdAt: at, nextAttemptAt: at }).returning())[0]!;
const stored = async (id: number) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

describe('the outbox sender', () => {
  it('delivers a queued message through the mail server and marks it sent', async () => {
    const message = await queue('Un lien attend votre validation');
    expect(await deliverDueMail(t.database.db, delivery)).toBe(1);
    const received = await mail.waitForMail((m) => m.subject === 'Un lien attend votre validation');
    expect(received.to).toMatchObject({ text: 'julie.renard@example.be' });
    expect(received.from?.value[0]).toMatchObject({ name: 'Chèques entreprises', address: 'no-reply@cheques.example' });
    expect(received.text?.trim()).toBe('Bonjour,\n\nUn lien attend votre validation.');
    expect(await stored(message.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    // Sent once: a second round finds nothing due.
    expect(await deliverDueMail(t.database.db, delivery)).toBe(0);
    expect(mail.received).toHaveLength(1);
  });

  it("keeps a refused message, with the server's answer, and sends it at the next attempt", async () => {
    const now = new Date();
    const message = await queue('Rapport à valider', now);
    mail.refuseNext(1);
    expect(await deliverDueMail(t.database.db, delivery, now)).toBe(0);
    const refused = await stored(message.id);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused.error).toMatch(/451/);
    expect(refused.nextAttemptAt.getTime()).toBe(minutes(now, RETRY_DELAYS_MINUTES[0]).getTime());
    // Not before its time.
    expect(await deliverDueMail(t.database.db, delivery, minutes(now, 0.5))).toBe(0);
    expect(await deliverDueMail(t.database.db, delivery, minutes(now, RETRY_DELAYS_MINUTES[0]))).toBe(1);
    expect(await stored(message.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('loses nothing while the mail server is down, and gives up only after the last retry', async () => {
    let now = new Date();
    const message = await queue('Demande d’informations', now);
    const down: MailDelivery = { transport: nodemailer.createTransport('smtp://127.0.0.1:9'), from: delivery.from };
    for (const delay of RETRY_DELAYS_MINUTES) {
      await deliverDueMail(t.database.db, down, now);
      expect((await stored(message.id)).status).toBe('queued');
      now = minutes(now, delay);
    }
    await deliverDueMail(t.database.db, down, now);
    const failed = await stored(message.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MINUTES.length + 1 });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('makes a message due on the clock that queued it, the one the sender reads, whatever its date', async () => {
    // The sender wakes as soon as the queuing commits and compares with its own clock: the due date comes from that
    // clock, not from the database's (set a minute apart here), nor from the message's date (an hour earlier here).
    const [contact] = await t.database.db.select({ id: contacts.id }).from(contacts).limit(1);
    const queuedAt = Date.now() - 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: queuedAt });
    try {
      const createdAt = new Date(queuedAt - 3_600_000);
      await t.database.db.transaction((tx) => enqueueMails(tx, 'COMPTE', [{ recipient: 'julie.renard@example.be', contactId: contact!.id, organisationId: null, subject: 'Mis en file à l’instant', body: 'Bonjour.', createdAt }]));
      const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Mis en file à l’instant'));
      expect(queued!.nextAttemptAt.getTime()).toBe(queuedAt);
      expect(await deliverDueMail(t.database.db, delivery)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(mail.received.map((m) => m.subject)).toEqual(['Mis en file à l’instant']);
  });

  it('never sends a message twice when two senders run at once', async () => {
    const messages = await Promise.all(['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'].map((n) => queue(`Message ${n}`)));
    const [first, second] = await Promise.all([deliverDueMail(t.database.db, delivery), deliverDueMail(t.database.db, delivery)]);
    expect(first + second).toBe(5);
    expect(mail.received.map((m) => m.subject).sort()).toEqual(['Message Cinq', 'Message Deux', 'Message Quatre', 'Message Trois', 'Message Un']);
    const rows = await t.database.db.select().from(outbox).where(inArray(outbox.id, messages.map((m) => m.id)));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('is started by the API with SMTP_URL, and sends at once what was queued before the start', async () => {
    const message = await queue('En attente avant le démarrage');
    const restarted = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Plateforme <no-reply@cheques.example>' }, { sharing: t.database });
    try {
      await mail.waitForMail((m) => m.subject === 'En attente avant le démarrage');
      await expect.poll(async () => (await stored(message.id)).status).toBe('sent');
    } finally {
      await restarted.close();
    }
  });
});
