import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterCompany } from '../../domain/wire/wizard';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { get } from '../support/wizard';

const COMPANY: RegisterCompany = {
  numeroBce: '0891234515',
  denomination: 'DigiWal SRL (registre externe)',
  formeJuridique: 'SRL',
  codesNace: ['62.010'],
  dateCreation: '2019-06-03',
  actif: true,
  siegeSocial: { rue: 'Avenue Prince de Liège', numero: '91', boite: null, codePostal: '5100', localite: 'Namur', pays: 'BE' },
  unitesEtablissement: [],
};

/** A stand-in for an external company register: one company, one failing number, one garbled answer. */
function fakeRegister(): Promise<Server> {
  const server = createServer((request, response) => {
    const bce = request.url?.split('/').pop();
    if (bce === COMPANY.numeroBce) return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(COMPANY));
    if (bce === '0442796189') return response.writeHead(500).end('panne');
    if (bce === '0654321022') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"denomination": 42}');
    return response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let register: Server;
let t: TestApp;
let unreachable: TestApp;
let benef: string;
beforeAll(async () => {
  register = await fakeRegister();
  ({ t, benef } = await demoApp({ benef: ['demo.benef'] }, { BCE_REGISTER_URL: `http://127.0.0.1:${(register.address() as AddressInfo).port}/entreprises/` }));
  // Nothing listens on the discard port of the loopback.
  unreachable = await createTestApp({ BCE_REGISTER_URL: 'http://127.0.0.1:9/entreprises' });
});
afterAll(async () => {
  await t.close();
  await unreachable.close();
  await new Promise((resolve) => register.close(resolve));
});

const REGISTER_ERROR = {
  code: 'CompanyRegisterError',
  message: "Les données de la Banque-Carrefour des Entreprises n'ont pas pu être récupérées. Veuillez réessayer plus tard.",
};

describe('an external company register', () => {
  it('answers the company it knows and 404 for the others', async () => {
    const found = await get(t, benef, '/api/services/bce-lookup/0891.234.515');
    expect(found.statusCode).toBe(200);
    expect(found.json().result).toEqual(COMPANY);
    expect((await get(t, benef, '/api/services/bce-lookup/0501234533')).statusCode).toBe(404);
  });

  it('gives the company-register error, not a crash, when the register fails or answers nonsense', async () => {
    for (const bce of ['0442796189', '0654321022']) {
      const response = await get(t, benef, `/api/services/bce-lookup/${bce}`);
      expect(response.statusCode, bce).toBe(502);
      expect(response.json()).toEqual(REGISTER_ERROR);
    }
    const search = await get(t, benef, '/api/organisations/searchBCE?bce=0442796189&roleCode=beneficiaire');
    expect(search.statusCode).toBe(502);
    const down = await get(unreachable, (await unreachable.login('demo.benef')).authorization, '/api/services/bce-lookup/0891234515');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual(REGISTER_ERROR);
  });
});
