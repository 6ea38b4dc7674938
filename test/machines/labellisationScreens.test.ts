import { describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId } from '../../domain/labellisation';
import { completionScreenVerdict, drcResponseVerdict, expertScreenOpens, providerScreenOpens } from '../../machines/labellisationScreens.state';
import { ALL_LETTERS, CALLER_CONTACT_ID, contactCaller } from '../../model-tests/oracle/callers';

const PROVIDER = 100;
const OTHER = 200;
const { EN_INTRODUCTION, EN_EXAMEN, EN_DRC } = StatutDemandeLabellisation;

/** A request as GET /labellisation/demandes/{id} sends it, following contact given or none. */
const demande = (statut: StatutDemandeLabellisationId, contactAssigneId: number | null = null) => ({
  organisation: { id: PROVIDER, nom: 'Prestataire' },
  type: TypeDemandeLabellisation.RECONNAISSANCE,
  statut,
  contactAssigne: contactAssigneId === null ? null : { id: contactAssigneId, prenom: 'Claire', nom: 'Dubois' },
});
const provider = (letter: Parameters<typeof contactCaller>[2], organisationId = PROVIDER) => contactCaller(Droit.Prestataire, organisationId, letter);

/** Spec sections 2 and 6: the labelling screens open to whom the matrix admits, when the request's status allows. */
describe('the labelling screens', () => {
  it('open the DRC response to the contact who follows the request only, while the request waits for the answer', () => {
    expect(drcResponseVerdict(provider('E'), demande(EN_DRC, CALLER_CONTACT_ID))).toBe('open');
    expect(drcResponseVerdict(provider('A'), demande(EN_DRC, 99))).toBe('notYou');
    expect(drcResponseVerdict(provider('A'), demande(EN_DRC))).toBe('notYou');
    expect(drcResponseVerdict(provider('E'), demande(EN_EXAMEN, CALLER_CONTACT_ID))).toBe('notNow');
  });

  it('open the completion to A and R of the provider while the request is in introduction', () => {
    expect(ALL_LETTERS.filter((letter) => completionScreenVerdict(provider(letter), demande(EN_INTRODUCTION)) === 'open')).toEqual(['A', 'R']);
    expect(completionScreenVerdict(provider('E'), demande(EN_INTRODUCTION))).toBe('notYou');
    expect(completionScreenVerdict(provider('A', OTHER), demande(EN_INTRODUCTION))).toBe('notYou');
    expect(completionScreenVerdict(provider('A'), demande(EN_EXAMEN))).toBe('notNow');
  });

  it('open the provider’s wizards to the matrix’s rows: create a recognition A, R; a competence validation A, R, E; submit A only', () => {
    const opensTo = (screen: Parameters<typeof providerScreenOpens>[0]) => ALL_LETTERS.filter((letter) => providerScreenOpens(screen, provider(letter), PROVIDER));
    expect(opensTo('createRecognition')).toEqual(['A', 'R']);
    expect(opensTo('createCompetence')).toEqual(['A', 'R', 'E']);
    expect(opensTo('submitRecognition')).toEqual(['A']);
    expect(opensTo('submitCompetence')).toEqual(['A']);
    expect(providerScreenOpens('createRecognition', provider('A', OTHER), PROVIDER)).toBe(false);
  });

  it('open the expert’s own wizards to the expert themself, through one of their providers that admits it', () => {
    expect(expertScreenOpens('create', provider('E'), CALLER_CONTACT_ID, [OTHER, PROVIDER])).toBe(true);
    expect(expertScreenOpens('create', provider('E'), 99, [PROVIDER])).toBe(false);
    expect(expertScreenOpens('create', provider('E'), CALLER_CONTACT_ID, [OTHER])).toBe(false);
    // Submitting is the Authority's row: an expert who is their provider's Authority submits, an Expert does not.
    expect(expertScreenOpens('submit', provider('A'), CALLER_CONTACT_ID, [PROVIDER])).toBe(true);
    expect(expertScreenOpens('submit', provider('E'), CALLER_CONTACT_ID, [PROVIDER])).toBe(false);
  });
});
