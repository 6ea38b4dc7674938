import { Droit } from '../../domain/droits';
import type { TestApp } from './test-app';

/**
 * The demo people of the labellisation tests, signed in: the demo provider's Authority, Reference, Expert and
 * Information contacts, the two centres, the administration and a beneficiary (an outsider to the provider).
 */
export async function labellisationCallers(t: TestApp) {
  const as = async (login: string, droitId?: number) => (await t.login(login, droitId)).authorization;
  return {
    A: await as('demo.presta', Droit.Prestataire),
    R: await as('demo.reference'),
    E: await as('demo.expert'),
    I: await as('demo.information'),
    centreReference: await as('demo.centre.reference'),
    centreAvis: await as('demo.centre.avis'),
    gestion: await as('demo.gestionnaire'),
    benef: await as('demo.benef'),
  };
}

export type LabellisationCallers = Awaited<ReturnType<typeof labellisationCallers>>;
