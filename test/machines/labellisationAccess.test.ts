import { describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { TypeDemandeLabellisation } from '../../domain/labellisation';
import { mayViewDemande, mayViewExpert } from '../../machines/access/labellisationAccess';
import { ALL_LETTERS, CALLER_CONTACT_ID, contactCaller } from '../../model-tests/oracle/callers';

const PROVIDER_ORG = 100;
const OTHER_ORG = 200;
const request = (soumiseLe: string | null) => ({ organisationId: PROVIDER_ORG, contactAssigneId: null, type: TypeDemandeLabellisation.RECONNAISSANCE, expertId: null, soumiseLe });

/** Spec section 6: who reads a labellisation request. */
describe('mayViewDemande', () => {
  it('lets the centres read a request once submitted, not a draft, which is the provider’s own', () => {
    const centre = contactCaller(Droit.CentreAvis, OTHER_ORG, 'A');
    expect([mayViewDemande(centre, request('2026-01-05')), mayViewDemande(centre, request(null))]).toEqual([true, false]);
  });

  it('lets the administration read a draft too', () => {
    expect(mayViewDemande(contactCaller(Droit.Gestionnaire, OTHER_ORG, 'A'), request(null))).toBe(true);
  });

  it("lets the provider's Authority read its own request, not another organisation's contact", () => {
    expect(mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, 'A'), request(null))).toBe(true);
    expect(mayViewDemande(contactCaller(Droit.Prestataire, OTHER_ORG, 'A'), request(null))).toBe(false);
  });

  it('lets A, R, I of the provider read a recognition request’s details, an Expert only when named to answer its DRC', () => {
    expect(ALL_LETTERS.filter((letter) => mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), request('2026-01-05')))).toEqual(['A', 'R', 'I']);
    const named = { ...request('2026-01-05'), contactAssigneId: CALLER_CONTACT_ID };
    expect(mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, 'E'), named)).toBe(true);
    // The same contact under the beneficiary right is not the provider's.
    expect(mayViewDemande(contactCaller(Droit.Beneficiaire, PROVIDER_ORG, 'A'), request('2026-01-05'))).toBe(false);
  });

  it('lets A, R, I of the provider and the expert it is about read a competence validation request', () => {
    const validation = (expertId: number | null) => ({ ...request('2026-01-05'), type: TypeDemandeLabellisation.VALIDATION_COMPETENCE, expertId });
    expect(ALL_LETTERS.filter((letter) => mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), validation(null)))).toEqual(['A', 'R', 'I']);
    expect(mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, 'E'), validation(CALLER_CONTACT_ID))).toBe(true);
    expect(mayViewDemande(contactCaller(Droit.Prestataire, PROVIDER_ORG, 'E'), validation(99))).toBe(false);
    expect(mayViewDemande(contactCaller(Droit.Prestataire, OTHER_ORG, 'A'), validation(99))).toBe(false);
  });
});

/** Who sees an expert's summary: the expert, the centres, the administration; anyone else is answered as if it did not exist. */
describe('mayViewExpert', () => {
  it('answers the expert, a centre and the administration, not an unrelated provider contact', () => {
    const unrelated = contactCaller(Droit.Prestataire, OTHER_ORG, 'A');
    expect([
      mayViewExpert(unrelated, CALLER_CONTACT_ID, []),
      mayViewExpert(contactCaller(Droit.CentreReference, OTHER_ORG, 'A'), 99, []),
      mayViewExpert(contactCaller(Droit.Gestionnaire, OTHER_ORG, 'A'), 99, []),
      mayViewExpert(unrelated, 99, [PROVIDER_ORG]),
    ]).toEqual([true, true, true, false]);
  });

  it('answers the contacts of a provider the expert works for (A, R, E, I see its experts), under the provider right only', () => {
    expect(ALL_LETTERS.filter((letter) => mayViewExpert(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), 99, [OTHER_ORG, PROVIDER_ORG]))).toEqual(['A', 'R', 'E', 'I']);
    expect(mayViewExpert(contactCaller(Droit.Beneficiaire, PROVIDER_ORG, 'A'), 99, [PROVIDER_ORG])).toBe(false);
    expect(mayViewExpert(contactCaller(Droit.Beneficiaire, OTHER_ORG, 'A'), CALLER_CONTACT_ID, [])).toBe(false);
  });
});
