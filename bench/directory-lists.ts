// The contact and beneficiary lists over the million-dossier bench database (some 140,000 organisations
// and as many contacts): POST /api/contacts and POST /api/organisations through the real app, one request
// at a time, for each sort, filter and page 1 / 500.
import type { FastifyInstance } from 'fastify';
import { CONTACT_SORT_FIELDS } from '../domain/contact-list';
import { ORGANISATION_SORT_FIELDS } from '../domain/organisation-list';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';
import type { GeneratedParties } from './dossier-generator';
import { sample } from './measure';

const REQUESTS = 20;

const sortsOf = (fields: readonly string[]) =>
  fields.flatMap((field) => (['asc', 'desc'] as const).map((direction) => ({ name: `sort ${field} ${direction}`, body: { sort: { field, direction } } })));

const LISTS = [
  {
    url: '/api/contacts',
    cases: (parties: GeneratedParties) => [
      ...sortsOf(CONTACT_SORT_FIELDS),
      { name: 'Belgian', body: { origine: 'belges' } },
      { name: 'text "dupont"', body: { recherche: 'dupont' } },
      { name: 'text "bench.ben"', body: { recherche: 'bench.ben' } },
      { name: 'organisation (beneficiary)', body: { organisationId: parties.smallBeneficiary } },
    ],
  },
  {
    url: '/api/organisations',
    cases: () => [
      ...sortsOf(ORGANISATION_SORT_FIELDS),
      { name: 'SMEs', body: { categorie: 'pme' } },
      { name: 'text "Verrerie"', body: { recherche: 'Verrerie' } },
      { name: 'text "0100"', body: { recherche: '0100' } },
    ],
  },
];

async function signIn(app: FastifyInstance, login: string) {
  const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password: DEMO_PASSWORD } });
  return `Bearer ${signedIn.json().result.access_token as string}`;
}

/** Who reads each list at that size: the manager sees every contact, a provider lists the beneficiaries. */
export async function benchDirectoryLists(app: FastifyInstance, parties: GeneratedParties) {
  const readers: Record<string, [string, string]> = {
    '/api/contacts': ['manager', await signIn(app, parties.logins.manager)],
    '/api/organisations': ['provider', await signIn(app, parties.logins.largeProvider)],
  };
  console.log(`\nPOST /api/contacts and /api/organisations over the bench database, ${REQUESTS} requests per row, one at a time\n`);
  console.log('| list | reader | filter or sort | page | p50 ms | p95 ms | total |\n|---|---|---|---|---|---|---|');
  for (const { url, cases } of LISTS) {
    const [reader, authorization] = readers[url]!;
    for (const { name, body } of cases(parties)) {
      for (const page of [1, 500]) {
        const request = () => app.inject({ method: 'POST', url, headers: { authorization }, payload: { ...body, page } });
        const answer = await request();
        if (answer.statusCode !== 200) throw new Error(`${url} ${name}: ${answer.statusCode} ${answer.body}`);
        const { p50, p95 } = await sample(REQUESTS, request);
        console.log(`| ${url} | ${reader} | ${name} | ${page} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${answer.json().result.total} |`);
      }
    }
  }
}
