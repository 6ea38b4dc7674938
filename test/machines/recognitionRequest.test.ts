import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TypeDemandeLabellisation as T } from '../../domain/labellisation';
import { recognitionRequestMachine, recognitionRequestStep, restoreRecognitionRequest, type RecognitionRequestEvent } from '../../machines/recognitionRequest.machine';

/**
 * create-recognition-request (spec section 2): thematic (1), validation (2), confirmation (3); the request is created
 * by the validation, and a refused field sends the provider back to the step that holds it.
 */
function wizardAfter(...events: RecognitionRequestEvent[]) {
  const actor = createActor(recognitionRequestMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}
const CHOSEN: RecognitionRequestEvent = { type: 'CHOOSE', typeId: T.RECONNAISSANCE, thematiqueId: 3 };
const SUBMITTED = [CHOSEN, { type: 'SUBMIT' }] as const;
const DEMANDE = { id: 41, reference: 'LAB-2026-000041' };

describe('the recognition request wizard', () => {
  it('starts at the thematic with nothing chosen, created or refused', () => {
    const start = wizardAfter();
    expect(start.value).toBe('thematic');
    expect(start.context).toEqual({ choice: null, demande: null, refusal: null });
  });

  it('goes from the thematic to the validation, and back', () => {
    expect(wizardAfter(CHOSEN).value).toBe('validation');
    expect(wizardAfter(CHOSEN, { type: 'PREVIOUS' }).value).toBe('thematic');
  });

  it('keeps no thematic for a system access', () => {
    expect(wizardAfter({ type: 'CHOOSE', typeId: T.ACCES_SYSTEME, thematiqueId: 5 }).context.choice).toEqual({ typeId: T.ACCES_SYSTEME, thematiqueId: null });
    expect(wizardAfter({ type: 'CHOOSE', typeId: T.ACCES_THEMATIQUE, thematiqueId: 5 }).context.choice).toEqual({ typeId: T.ACCES_THEMATIQUE, thematiqueId: 5 });
  });

  it('shows the created request’s reference at the confirmation', () => {
    const created = wizardAfter(...SUBMITTED, { type: 'CREATED', demandeId: DEMANDE.id, reference: DEMANDE.reference });
    expect(created.value).toBe('confirmation');
    expect(created.context.demande).toEqual(DEMANDE);
  });

  it('sends a refused type or thematic back to the thematic, anything else to the validation, with the reason', () => {
    const onThematic = wizardAfter(...SUBMITTED, { type: 'REFUSED', step: 'thematic', message: 'Thématique inconnue.' });
    expect(onThematic.value).toBe('thematic');
    expect(onThematic.context.refusal).toBe('Thématique inconnue.');
    const onValidation = wizardAfter(...SUBMITTED, { type: 'REFUSED', step: 'validation', message: 'Commentaire trop long.' });
    expect(onValidation.value).toBe('validation');
    expect(onValidation.context.refusal).toBe('Commentaire trop long.');
  });

  it('starts another request from nothing after the confirmation', () => {
    const another = wizardAfter(...SUBMITTED, { type: 'CREATED', demandeId: DEMANDE.id, reference: DEMANDE.reference }, { type: 'ANOTHER' });
    expect(another.value).toBe('thematic');
    expect(another.context).toEqual({ choice: null, demande: null, refusal: null });
  });

  it('shows the validation’s address while the request is being created', () => {
    expect(recognitionRequestStep('creating')).toBe('validation');
    expect(recognitionRequestStep('thematic')).toBe('thematic');
    expect(recognitionRequestStep('confirmation')).toBe('confirmation');
  });

  it('restores only the step an address asks for, with what that step needs', () => {
    expect(restoreRecognitionRequest({ etape: 'confirmation', type: T.RECONNAISSANCE, thematique: 3 }).value).toBe('thematic');
    expect(restoreRecognitionRequest({ etape: 'validation', type: T.RECONNAISSANCE, thematique: 3, demande: DEMANDE }).value).toBe('validation');
    expect(restoreRecognitionRequest({ etape: 'validation', thematique: 3 }).value).toBe('thematic');
  });
});
