// Also on PostgreSQL: one reset link used by two requests at once.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';
import { contacts, outbox, passwordResetTokens } from '../../server/db/schema/index';
import { hashResetToken } from '../../server/services/auth/reset-password-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.9.9.9', PUBLIC_URL: 'https://cheques.example' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let addressCount = 0;
/** Each test from an address of its own, so that the throttle's test alone fills a bucket. */
const newAddress = () => `203.0.113.${++addressCount}`;

/** A call, once the work it left for after its answer is done (a reset's link and e-mail are made after the answer). */
async function post(url: string, payload: unknown, remoteAddress = newAddress()) {
  const response = await t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, remoteAddress });
  await t.app.afterAnswers.settled();
  return response;
}

const mailsTo = (recipient: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);

/** Requests a reset and reads the token out of the link of the queued e-mail. */
async function requestToken(email: string): Promise<string> {
  expect((await post('reset-password', { email })).json()).toEqual({ result: true });
  const mails = await mailsTo(email);
  const link = /https:\/\/cheques\.example\/app\/reset-password\/validation\?token=([\w-]+)/.exec(mails.at(-1)!.body);
  expect(link).not.toBeNull();
  return link![1]!;
}

const signIn = (login: string, password: string) => post('login/password', { login, password });
const fieldMessage = (response: { json: () => { fields?: Array<{ field: string; message: string }> } }, field: string) =>
  response.json().fields?.find((f) => f.field === field)?.message;

describe('the request', () => {
  it('queues an e-mail with a one-hour link, and stores only the hash of its token', async () => {
    const token = await requestToken('demo.expert@demo.example');
    const mail = (await mailsTo('demo.expert@demo.example')).at(-1);
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe');
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token))).toEqual([]);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const before = await t.database.db.select().from(outbox);
    const unknown = await post('reset-password', { email: 'personne@nulle-part.example' });
    const known = await post('reset-password', { email: 'demo.information@demo.example' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('personne@nulle-part.example')).toEqual([]);
    expect((await t.database.db.select().from(outbox)).length).toBe(before.length + 1);
  });

  it('sends one address at most MAX_RESET_MAILS_PER_RECIPIENT links an hour, however many addresses ask, with the same answer', async () => {
    const email = 'demo.gestionnaire@demo.example';
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 6; i++) expect((await post('reset-password', { email })).json()).toEqual({ result: true });
    expect(await mailsTo(email)).toHaveLength(before + 3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect((await post('reset-password', { email })).json()).toEqual({ result: true });
    expect(await mailsTo(email)).toHaveLength(before + 4);
  });

  it('refuses a missing or invalid e-mail on its field', async () => {
    expect(fieldMessage(await post('reset-password', { email: '' }), 'email')).toBe('Ce champ est obligatoire.');
    expect(fieldMessage(await post('reset-password', {}), 'email')).toBeTruthy();
    expect(fieldMessage(await post('reset-password', { email: 'pas-une-adresse' }), 'email')).toBe('Adresse e-mail invalide.');
  });

  it('retires the earlier link when a new one is asked', async () => {
    const first = await requestToken('demo.reference@demo.example');
    const second = await requestToken('demo.reference@demo.example');
    expect(fieldMessage(await post('check-token', { token: first }), 'token')).toMatch(/n'est pas valide/);
    expect((await post('check-token', { token: second })).json()).toEqual({ result: true });
  });
});

describe('the link', () => {
  it('is refused when missing or unknown', async () => {
    expect(fieldMessage(await post('check-token', { token: '' }), 'token')).toBe('Ce champ est obligatoire.');
    const unknown = await post('check-token', { token: 'inconnu' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessage(unknown, 'token')).toMatch(/n'est pas valide/);
  });

  it('expires after one hour', async () => {
    const token = await requestToken('demo.benef@demo.example');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    expect((await post('check-token', { token })).json()).toEqual({ result: true });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect(fieldMessage(await post('check-token', { token }), 'token')).toMatch(/a expiré/);
    const change = await post('reset-password/change-password', { token, password: 'Nouveau-2026' });
    expect(fieldMessage(change, 'token')).toMatch(/a expiré/);
    vi.useRealTimers();
    expect((await signIn('demo.benef', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('of an account not validated says so, and changes nothing', async () => {
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'demo.gestionnaire'));
    const token = await requestToken(contact!.email);
    await t.database.db.update(contacts).set({ compteValide: false }).where(eq(contacts.id, contact!.id));
    try {
      const check = await post('check-token', { token });
      expect(check.statusCode).toBe(403);
      expect(check.json().message).toMatch(/pas activé ou n'a pas encore été validé/);
      expect((await post('reset-password/change-password', { token, password: 'Nouveau-2026' })).statusCode).toBe(403);
      const [after] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact!.id));
      expect(after!.passwordHash).toBe(contact!.passwordHash);
    } finally {
      await t.database.db.update(contacts).set({ compteValide: true }).where(eq(contacts.id, contact!.id));
    }
  });
});

describe('the new password', () => {
  it('must have 8 to 30 characters', async () => {
    const token = await requestToken('demo.presta@demo.example');
    expect(fieldMessage(await post('reset-password/change-password', { token, password: '' }), 'password')).toBe('Ce champ est obligatoire.');
    for (const password of ['court12', 'x'.repeat(31)]) {
      expect(fieldMessage(await post('reset-password/change-password', { token, password }), 'password')).toBe(
        'Le mot de passe doit contenir entre 8 et 30 caractères.',
      );
    }
    // Refusals spent nothing: the link still serves.
    expect((await post('check-token', { token })).json()).toEqual({ result: true });
  });

  it('replaces the old one once, and ends every session of the account', async () => {
    const session = await t.login('demo.presta');
    const token = await requestToken('demo.presta@demo.example');
    const changed = await post('reset-password/change-password', { token, password: 'x'.repeat(30) });
    expect(changed.json()).toEqual({ result: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: session.authorization } })).statusCode).toBe(498);
    expect((await signIn('demo.presta', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('demo.presta', 'x'.repeat(30))).statusCode).toBe(200);

    const reused = await post('reset-password/change-password', { token, password: DEMO_PASSWORD });
    expect(fieldMessage(reused, 'token')).toMatch(/n'est pas valide ou a déjà été utilisé/);
    expect(fieldMessage(await post('check-token', { token }), 'token')).toMatch(/déjà été utilisé/);
    expect((await signIn('demo.presta', 'x'.repeat(30))).statusCode).toBe(200);
  });

  it('is set by only one of two requests sent at once with the same link', async () => {
    const token = await requestToken('demo.information@demo.example');
    const answers = await Promise.all(['Premier-2026', 'Second-2026'].map((password) => post('reset-password/change-password', { token, password })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('the throttle', () => {
  it('limits the requests of one address like sign-in attempts, and counts wrong links', async () => {
    const address = '198.51.100.77';
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await post('reset-password', { email: `inconnu${i}@nulle-part.example` }, address)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    const link = await post('check-token', { token: 'inconnu' }, address);
    expect(link.statusCode).toBe(429);
    expect(link.json().code).toBe('TooManyAttempts');
  });
});
