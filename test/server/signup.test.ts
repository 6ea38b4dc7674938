import type { InjectOptions } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, contactDroits, contacts, outbox } from '../../server/db/schema/index';
import { ACCOUNT_NOT_VALIDATED_MESSAGE } from '../../server/services/auth/login';
import { Droit } from '../../domain/droits';
import { useIdentityTestApp } from '../support/identity-test-app';
import { visitProvider } from '../support/identity-provider';
import { account, mailedToken, NEW_PEOPLE, provenIdentity, signupCallback } from '../support/signup';

const setup = useIdentityTestApp();
const inject = (options: InjectOptions) => setup.t.app.inject(options);
const create = (payload: object, remoteAddress = '10.1.0.1') => inject({ method: 'POST', url: '/api/auth/create-account', payload, remoteAddress });
const contactCount = async () => (await setup.t.database.db.select({ n: count() }).from(contacts))[0]!.n;
const fieldsOf = (response: { json(): { fields?: Array<{ field: string; message: string }> } }) => response.json().fields;

describe('GET /auth/gestia-signup-url and the callback', () => {
  it('sends the person to the identity provider with a random state, back to the server', async () => {
    const first = new URL((await inject({ url: '/api/auth/gestia-signup-url?state=create' })).json().result);
    const second = new URL((await inject({ url: '/api/auth/gestia-signup-url?state=create' })).json().result);
    expect(first.searchParams.get('redirect_uri')).toBe('http://plateforme.test/api/auth/gestia-signup-callback');
    expect(first.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    // OpenID Connect's code flow with PKCE and a nonce, against the embedded provider's issuer.
    expect(first.origin + first.pathname).toBe('http://plateforme.test/idp/auth');
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.searchParams.get('scope')).toBe('openid profile email national_register_number');
  });

  it('keeps the names and e-mail the provider gives', async () => {
    const start = await inject({ url: '/api/auth/gestia-signup-url?state=create' });
    const callback = await visitProvider(setup.t.app, start.json().result, { nrn: '55012312358', prenom: 'Anne', nom: 'Collard' });
    const location = new URL((await inject({ url: `${callback.pathname}${callback.search}` })).headers.location as string);
    const response = await inject({ url: `/api/auth/get-gestia-personal-data/${location.searchParams.get('id')}` });
    expect(response.json().result).toMatchObject({ NumeroRegistreNational: '55012312358', Prenom: 'Anne', Nom: 'Collard' });
  });

  it('keeps the proven identity under an unguessable id the personal-data screen reads', async () => {
    const location = await signupCallback(setup.t.app, NEW_PEOPLE[0], 'state=create');
    expect(location.pathname).toBe('/app/signup/donnees-personnelles');
    const response = await inject({ url: `/api/auth/get-gestia-personal-data/${location.searchParams.get('id')}` });
    expect(response.json().result).toEqual({ signupType: 'create', NumeroRegistreNational: NEW_PEOPLE[0], Prenom: null, Nom: null, Email: null });
    expect((await inject({ url: `/api/auth/get-gestia-personal-data/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('refuses a national register number already used, a forged code and a state it never gave', async () => {
    const used = await signupCallback(setup.t.app, '90020112305', 'state=create');
    expect(used.pathname).toBe('/app/signup/authentification');
    expect(used.searchParams.get('erreur')).toBe('nrn_used');
    const start = new URL((await inject({ url: '/api/auth/gestia-signup-url?state=create' })).json().result);
    const forged = await inject({ url: `/api/auth/gestia-signup-callback?code=forged&state=${start.searchParams.get('state')}` });
    expect(new URL(forged.headers.location as string).searchParams.get('erreur')).toBe('gestia_invalid_code');
    const callback = await visitProvider(setup.t.app, (await inject({ url: '/api/auth/gestia-signup-url?state=create' })).json().result, { nrn: NEW_PEOPLE[0] });
    callback.searchParams.set('state', 'y'.repeat(43));
    const unknown = await inject({ url: `${callback.pathname}${callback.search}` });
    expect(new URL(unknown.headers.location as string).searchParams.get('erreur')).toBe('gestia_invalid_state');
  });

  it('tells a person who cancelled at the provider to identify again', async () => {
    const callback = await visitProvider(setup.t.app, (await inject({ url: '/api/auth/gestia-signup-url?state=create' })).json().result, 'abort');
    const location = new URL((await inject({ url: `${callback.pathname}${callback.search}` })).headers.location as string);
    expect(location.pathname).toBe('/app/signup/authentification');
    expect(location.searchParams.get('erreur')).toBe('gestia_refused');
  });

  it('refuses a validate sign-up without a live token (the foreword’s token-not-valid flag)', async () => {
    const response = await inject({ url: `/api/auth/gestia-signup-url?state=validate&token=${'z'.repeat(43)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'token_not_valid', message: "Ce lien n'est pas valide ou a expiré." });
  });
});

describe('POST /auth/create-account', () => {
  it('refuses what spec section 5 refuses, on the field, and creates nothing', async () => {
    const personalDataId = await provenIdentity(setup.t.app, NEW_PEOPLE[1]);
    const before = await contactCount();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ password: 'court-7', passwordConfirmation: 'court-7' }, 'password', 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ passwordConfirmation: 'Autre-2026' }, 'passwordConfirmation', 'Les deux mots de passe ne correspondent pas.'],
      [{ EmailConfirmation: 'autre@exemple.be' }, 'EmailConfirmation', 'Les deux adresses e-mail ne correspondent pas.'],
      [{ Email: 'DEMO.PRESTA@demo.example', EmailConfirmation: 'demo.presta@demo.example' }, 'Email', 'Cette adresse e-mail est déjà utilisée par un autre contact.'],
      [{ NomUtilisateur: 'Demo.Presta' }, 'NomUtilisateur', "Ce nom d'utilisateur est déjà utilisé par un autre contact."],
    ];
    for (const [changes, field, message] of cases) {
      const response = await create({ ...account('refus', changes), personalDataId });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContainEqual({ field, message });
    }
    expect(await contactCount()).toBe(before);
  });

  it('refuses a national register number taken meanwhile, an identity already used or never proven, and a second sign-up link to one address', async () => {
    const first = await provenIdentity(setup.t.app, NEW_PEOPLE[2]);
    const second = await provenIdentity(setup.t.app, NEW_PEOPLE[2]);
    expect((await create({ ...account('premier'), personalDataId: first })).statusCode).toBe(200);
    const taken = await create({ ...account('second'), personalDataId: second });
    expect(fieldsOf(taken)).toEqual([{ field: 'NumeroIdentification', message: 'Ce numéro de registre national est déjà utilisé par un autre contact.' }]);
    const reused = await create({ ...account('encore'), personalDataId: first });
    expect(fieldsOf(reused)).toEqual([{ field: 'personalDataId', message: 'Votre identification a expiré. Merci de vous identifier à nouveau.' }]);
    expect((await create({ ...account('jamais'), personalDataId: 'n'.repeat(43) })).statusCode).toBe(400);
    // Issue 29: an address is sent one sign-up link at most, whoever proves who they are and however it is written.
    const other = await provenIdentity(setup.t.app, NEW_PEOPLE[1]);
    const sameAddress = await create({ ...account('autre', { Email: 'Claire.Premier@exemple.be', EmailConfirmation: 'Claire.Premier@exemple.be' }), personalDataId: other });
    expect(fieldsOf(sameAddress)).toEqual([{ field: 'Email', message: 'Cette adresse e-mail est déjà utilisée par un autre contact.' }]);
    const mails = await setup.t.database.db.select().from(outbox).where(sql`lower(${outbox.recipient}) = 'claire.premier@exemple.be'`);
    expect(mails).toHaveLength(1);
  });

  it('creates the account unvalidated, e-mails its link, and lets it sign in only once the link is confirmed', async () => {
    const personalDataId = await provenIdentity(setup.t.app, NEW_PEOPLE[3]);
    const response = await create({ ...account('ok'), personalDataId });
    expect(response.json().result).toEqual({ Email: 'claire.ok@exemple.be' });
    const [contact] = await setup.t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'claire.ok'));
    expect(contact).toMatchObject({ compteValide: false, numeroIdentification: NEW_PEOPLE[3], nationalite: 'BE', prenom: 'Claire' });
    expect(await setup.t.database.db.select().from(contactDroits).where(eq(contactDroits.contactId, contact!.id))).toEqual([{ contactId: contact!.id, droitId: Droit.Beneficiaire }]);
    const login = () => inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'claire.ok', password: 'Lambert-2026' } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_NOT_VALIDATED_MESSAGE);

    const [mail] = await setup.t.database.db.select().from(outbox).where(eq(outbox.contactId, contact!.id));
    expect(mail!.subject).toBe('Confirmez la création de votre compte');
    expect(mail!.body).toContain('http://plateforme.test/app/signup/confirmation?token=');
    const token = await mailedToken(setup.t.database.db, 'claire.ok@exemple.be');
    // Only the token's hash is kept.
    expect(JSON.stringify(await setup.t.database.db.select().from(accountTokens))).not.toContain(token);

    const confirmed = await inject({ method: 'POST', url: `/api/auth/validate-account/${token}`, payload: {} });
    expect(confirmed.json().result).toEqual({ validated: true });
    expect((await login()).statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: `/api/auth/validate-account/${token}`, payload: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_not_valid');
  });

  it('refuses an expired link, and leaves the account unvalidated', async () => {
    const personalDataId = await provenIdentity(setup.t.app, '66112233382');
    await create({ ...account('tard'), personalDataId });
    const token = await mailedToken(setup.t.database.db, 'claire.tard@exemple.be');
    await setup.t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await inject({ method: 'POST', url: `/api/auth/validate-account/${token}`, payload: {} });
    expect(response.json()).toMatchObject({ code: 'token_not_valid', message: "Ce lien n'est pas valide ou a expiré." });
    const [contact] = await setup.t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'claire.tard'));
    expect(contact!.compteValide).toBe(false);
  });
});
