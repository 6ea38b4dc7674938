import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startDevMailbox, type DevMailbox } from '../../server/services/mail/dev-mailbox';
import type { DevMailboxMessage } from '../../domain/wire/dev-mailbox';
import { createTestApp, type TestApp } from '../support/test-app';

let mailbox: DevMailbox;
let withMailbox: TestApp;
let without: TestApp;
beforeAll(async () => {
  mailbox = await startDevMailbox();
  // Rounds an hour apart: a message seen within seconds was sent because its queuing woke the sender.
  withMailbox = await createTestApp({ MAIL_ROUND_SECONDS: '3600' }, { devMailbox: mailbox });
  // What main.ts builds with SMTP_URL set or in production: no mailbox at all.
  without = await createTestApp();
});
afterAll(async () => {
  await withMailbox?.close();
  await without?.close();
  await mailbox?.close();
});

async function mailboxHolding(subject: string): Promise<DevMailboxMessage> {
  for (let waited = 0; waited < 5000; waited += 100) {
    const response = await withMailbox.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const found = (response.json().result as DevMailboxMessage[]).find((message) => message.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the mailbox never received « ${subject} »`);
}

describe('the development mailbox', () => {
  it('runs on the embedded default only: never with SMTP_URL, never in production', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.be:587' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  });

  it('receives what the platform sends over SMTP, at once, and lists it to anyone, signed in or not', async () => {
    const reset = await withMailbox.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'demo.benef@demo.example' } });
    expect(reset.json()).toEqual({ result: true });
    const message = await mailboxHolding('Réinitialisation de votre mot de passe');
    expect(message).toMatchObject({ to: 'demo.benef@demo.example', from: withMailbox.config.mailFrom });
    expect(message.text).toMatch(/\/app\/reset-password\/validation\?token=/);
    const constants = (await withMailbox.app.inject({ url: '/api/constants/get' })).json().result;
    expect(constants['dev.mailbox']).toBe('/dev/boite-mail');
  });

  it('does not exist without it: 404, and the constants do not point to it', async () => {
    const response = await without.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(without.app.routeTable.some((entry) => entry.url.includes('/dev/mailbox'))).toBe(false);
    const constants = (await without.app.inject({ url: '/api/constants/get' })).json().result;
    expect(constants).not.toHaveProperty('dev.mailbox');
  });
});
