import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../server/db/schema/index';
import type { Db } from '../../server/db/client';
import { visitProvider } from './identity-provider';

/** Numbers the demo data do not hold: people who sign up. */
export const NEW_PEOPLE = ['78051204507', '85073003328', '92110512387', '71020301245'] as const;

/** Goes through the identity provider as the person with this number and answers where the callback sends the browser. */
export async function signupCallback(app: FastifyInstance, nrn: string, query: string) {
  const start = await app.inject({ url: `/api/auth/gestia-signup-url?${query}` });
  if (start.statusCode !== 200) throw new Error(`gestia-signup-url: ${start.statusCode} ${start.body}`);
  const callback = await visitProvider(app, start.json().result, { nrn });
  const back = await app.inject({ url: `${callback.pathname}${callback.search}` });
  return new URL(back.headers.location as string);
}

/** The id of the personal data the provider proved for this number. */
export async function provenIdentity(app: FastifyInstance, nrn: string, query = 'state=create') {
  const location = await signupCallback(app, nrn, query);
  const id = location.searchParams.get('id');
  if (!id) throw new Error(`no personal data: ${location}`);
  return id;
}

/** The account fields of step 3, valid. */
export const account = (n: string, changes: Record<string, string> = {}) => ({
  Prenom: 'Claire',
  Nom: 'Lambert',
  NomUtilisateur: `claire.${n}`,
  Email: `claire.${n}@exemple.be`,
  EmailConfirmation: `claire.${n}@exemple.be`,
  password: 'Lambert-2026',
  passwordConfirmation: 'Lambert-2026',
  ...changes,
});

/** The token of the last account link e-mailed to this address, read out of the outbox. */
export async function mailedToken(db: Db, recipient: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no account link mailed to ${recipient}`);
  return token;
}
