import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, contacts, outbox } from '../../server/db/schema/index';
import { TypeAdresse } from '../../domain/organisation-types';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { demoParties } from '../support/dossiers';
import { useIdentityTestApp } from '../support/identity-test-app';
import { account, mailedToken, NEW_PEOPLE, provenIdentity, signupCallback } from '../support/signup';
import { createTestApp } from '../support/test-app';

/** /validate-account: an account an organisation's Authority made (no password) is completed and validated by its person. */
const setup = useIdentityTestApp();
const inject = (options: InjectOptions) => setup.t.app.inject(options);
let counter = 0;

/** demo.presta adds a Belgian contact to its provider organisation; the answer is the contact's e-mail. */
async function contactAddedByAuthority(numeroIdentification = ''): Promise<{ email: string; id: number }> {
  const { authorization } = await setup.t.login('demo.presta', Droit.Prestataire);
  const { prestataire } = await demoParties(setup.t);
  const login = `ajoute.${++counter}`;
  const payload = {
    Prenom: 'Hugo',
    Nom: 'Martin',
    Email: `${login}@exemple.be`,
    Telephone: '',
    Nationalite: 'BE',
    NumeroIdentification: numeroIdentification,
    adresse: { typeAdresse: TypeAdresse.SIEGE_SOCIAL, nom: '', rue: 'Rue Haute', numero: '3', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' },
    NomUtilisateur: login,
    ReceptionEmail: true,
    organisation: { organisationId: prestataire, typeContactId: TypeContact.REFERENCE },
  };
  const response = await inject({ method: 'POST', url: '/api/contacts/add', headers: { authorization }, payload });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { email: payload.Email, id: response.json().result.id };
}

const validate = (token: string, payload: object) => inject({ method: 'POST', url: `/api/auth/validate-account/${token}`, payload });

describe('the validation link of an account made by an Authority', () => {
  it('is e-mailed when the Authority adds the contact, to /validate-account with a token', async () => {
    const { email, id } = await contactAddedByAuthority();
    const [mail] = await setup.t.database.db.select().from(outbox).where(eq(outbox.contactId, id));
    expect(mail).toMatchObject({ recipient: email, subject: 'Validez votre compte sur la plateforme' });
    expect(mail!.body).toMatch(/http:\/\/plateforme\.test\/app\/validate-account\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.body).toContain('valable 7 jours');
  });

  it('takes the person through the identity provider back to /validate-account’s personal data', async () => {
    const { email } = await contactAddedByAuthority();
    const token = await mailedToken(setup.t.database.db, email);
    const location = await signupCallback(setup.t.app, NEW_PEOPLE[0], `state=validate&token=${token}`);
    expect(location.pathname).toBe('/app/validate-account/donnees-personnelles');
  });

  it('completes and validates the account, once: it then signs in with the chosen user name and password', async () => {
    const { email, id } = await contactAddedByAuthority();
    const token = await mailedToken(setup.t.database.db, email);
    const personalDataId = await provenIdentity(setup.t.app, NEW_PEOPLE[1], `state=validate&token=${token}`);
    const response = await validate(token, { account: { ...account('hugo', { Prenom: 'Hugo', Nom: 'Martin' }), personalDataId } });
    expect(response.json().result).toEqual({ validated: true });
    const [contact] = await setup.t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(contact).toMatchObject({ compteValide: true, nomUtilisateur: 'claire.hugo', email: 'claire.hugo@exemple.be', numeroIdentification: NEW_PEOPLE[1], typeAuthentification: 'eid' });
    const login = await inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'claire.hugo', password: 'Lambert-2026' } });
    expect(login.statusCode).toBe(200);
    const again = await validate(token, { account: { ...account('hugo2'), personalDataId } });
    expect(again.json()).toMatchObject({ code: 'token_not_valid', message: "Ce lien n'est pas valide ou a expiré." });
  });

  it('refuses without the account, with an identity proven for another link, or with rules broken; the link stays good', async () => {
    const { email } = await contactAddedByAuthority();
    const token = await mailedToken(setup.t.database.db, email);
    const other = await mailedToken(setup.t.database.db, (await contactAddedByAuthority()).email);
    const foreign = await provenIdentity(setup.t.app, NEW_PEOPLE[2], `state=validate&token=${other}`);
    const own = await provenIdentity(setup.t.app, NEW_PEOPLE[2], `state=validate&token=${token}`);
    expect((await validate(token, {})).json().fields).toEqual([{ field: 'account', message: 'Ce champ est obligatoire.' }]);
    expect((await validate(token, { account: { ...account('x'), personalDataId: foreign } })).json().fields).toEqual([
      { field: 'personalDataId', message: "L'identité électronique ne correspond pas au numéro de registre national de ce compte." },
    ]);
    const taken = await validate(token, { account: { ...account('x', { NomUtilisateur: 'demo.benef' }), personalDataId: own } });
    expect(taken.json().fields).toEqual([{ field: 'NomUtilisateur', message: "Ce nom d'utilisateur est déjà utilisé par un autre contact." }]);
    const short = await validate(token, { account: { ...account('x', { password: 'abc', passwordConfirmation: 'abc' }), personalDataId: own } });
    expect(short.json().fields).toContainEqual({ field: 'account.password', message: 'Le mot de passe doit contenir au moins 8 caractères.' });
    expect((await validate(token, { account: { ...account('y'), personalDataId: own } })).statusCode).toBe(200);
  });

  it('refuses an identity other than the number the Authority recorded', async () => {
    const { email } = await contactAddedByAuthority('93010112361');
    const token = await mailedToken(setup.t.database.db, email);
    const location = await signupCallback(setup.t.app, NEW_PEOPLE[3], `state=validate&token=${token}`);
    const response = await validate(token, { account: { ...account('z'), personalDataId: location.searchParams.get('id')! } });
    expect(response.json().fields).toEqual([{ field: 'personalDataId', message: "L'identité électronique ne correspond pas au numéro de registre national de ce compte." }]);
  });

  it('refuses an expired link, at the foreword already', async () => {
    const { email } = await contactAddedByAuthority();
    const token = await mailedToken(setup.t.database.db, email);
    await setup.t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await inject({ url: `/api/auth/gestia-signup-url?state=validate&token=${token}` })).json().code).toBe('token_not_valid');
    expect((await validate(token, {})).json().code).toBe('token_not_valid');
  });
});

describe('throttling', () => {
  it('counts refused sign-ups and validations from an address like failed sign-ins, then answers 429', async () => {
    const t = await createTestApp({ MAX_LOGIN_FAILURES_PER_ADDRESS: '3' });
    try {
      const remoteAddress = '10.9.9.9';
      const bad = 'b'.repeat(43);
      expect((await t.app.inject({ method: 'POST', url: `/api/auth/validate-account/${bad}`, payload: {}, remoteAddress })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/create-account', payload: { ...account('t'), personalDataId: bad }, remoteAddress })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: `/api/auth/validate-account/${bad}`, payload: {}, remoteAddress })).statusCode).toBe(400);
      const refused = await t.app.inject({ method: 'POST', url: `/api/auth/validate-account/${bad}`, payload: {}, remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/create-account', payload: { ...account('t'), personalDataId: bad }, remoteAddress })).statusCode).toBe(429);
      // Another address is not concerned.
      expect((await t.app.inject({ method: 'POST', url: `/api/auth/validate-account/${bad}`, payload: {}, remoteAddress: '10.9.9.10' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
