import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { competenceRequestMachine, competenceRequestStep, type CompetenceRequestEvent } from '../../machines/competenceRequest.machine';
import { SELECTIONS } from '../../model-tests/competenceRequest.model';

/**
 * create-competence-request (spec section 2): from a provider, expert (1), competences (2), validation (3),
 * confirmation (4); from the expert's own page, competences (1), validation (2), confirmation (3).
 */
function wizardAfter(...events: CompetenceRequestEvent[]) {
  const actor = createActor(competenceRequestMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}
const EXPERT: CompetenceRequestEvent = { type: 'EXPERT_CHOSEN', expertId: 3 };
const CHOSEN: CompetenceRequestEvent = { type: 'COMPETENCES_CHOSEN', competences: SELECTIONS.two };

describe('the competence request wizard', () => {
  it('starts with no competence chosen and no presentation written', () => {
    expect(wizardAfter().context).toMatchObject({ competenceIds: [], commentaire: '' });
  });

  it('goes back from the validation to the competences, and from there to the expert on a provider’s side', () => {
    expect(wizardAfter(EXPERT, CHOSEN, { type: 'PREVIOUS' }).value).toBe('competences');
    expect(wizardAfter(EXPERT, CHOSEN, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }).value).toBe('expert');
  });

  it('keeps the presentation without its surrounding blanks', () => {
    const submitted = wizardAfter(EXPERT, CHOSEN, { type: 'SUBMIT', commentaire: '  Dix ans de conseil.  ' });
    expect(submitted.value).toBe('creating');
    expect(submitted.context.commentaire).toBe('Dix ans de conseil.');
  });

  it('shows each step under its own name, the creation under the validation and the created request under the confirmation', () => {
    expect(competenceRequestStep('expert')).toBe('expert');
    expect(competenceRequestStep('competences')).toBe('competences');
    expect(competenceRequestStep('validation')).toBe('validation');
    expect(competenceRequestStep('creating')).toBe('validation');
    expect(competenceRequestStep('created')).toBe('confirmation');
  });
});
