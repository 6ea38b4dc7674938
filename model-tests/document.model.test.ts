import { describe, expect, it } from 'vitest';
import { ALL_STATUTS_DOCUMENT, StatutDocument } from '../domain/documents';
import { documentMachine as machine, type DocumentEvent } from '../machines/document.machine';
import { nextStatutDocument, restoreDocument, stateToStatutDocument, statutDocumentToState } from '../machines/document.state';
import { documentModel } from './document.model';
import { describeStep, uniqueSteps } from './steps';
import { walk } from './walk';

// The document statuses of spec section 3 on every step of every walked path.
const paths = walk(machine, documentModel);
const steps = uniqueSteps(paths);
const EVENTS: DocumentEvent[] = Object.values(documentModel.events).flat();

describe('document chart (spec section 3, Document statuses)', () => {
  it('has one state per document status, mapped both ways', () => {
    expect(Object.keys(machine.root.states).sort()).toEqual(ALL_STATUTS_DOCUMENT.map(statutDocumentToState).sort());
    for (const statut of ALL_STATUTS_DOCUMENT) expect(stateToStatutDocument(statutDocumentToState(statut))).toBe(statut);
  });

  it('gives the server, restoring a stored document and sending the event, what the walk gives', () => {
    for (const step of steps) {
      const next = nextStatutDocument(stateToStatutDocument(step.before.value), step.event as DocumentEvent);
      expect(next, describeStep(step)).toBe(step.transitions.length === 0 ? null : stateToStatutDocument(step.after.value));
    }
  });

  it('starts every upload waiting, and lets only a waiting document take the beneficiary’s decision or be set aside', () => {
    expect(machine.config.initial).toBe('waiting');
    for (const statut of ALL_STATUTS_DOCUMENT.filter((s) => s !== StatutDocument.EN_ATTENTE)) {
      for (const type of ['BENEFICIARY_VALIDATES', 'BENEFICIARY_REFUSES', 'REFUSE_AUTOMATICALLY'] as const) {
        expect(nextStatutDocument(statut, { type }), `${statut} ${type}`).toBeNull();
      }
    }
  });

  it('lets a manager verify or refuse any document but one refused automatically, which nothing moves again', () => {
    for (const statut of ALL_STATUTS_DOCUMENT.filter((s) => s !== StatutDocument.REFUSE_AUTOMATIQUEMENT)) {
      expect(nextStatutDocument(statut, { type: 'VERIFY_DOCUMENT' })).toBe(StatutDocument.VERIFIE_GESTIONNAIRE);
      expect(nextStatutDocument(statut, { type: 'REFUSE_DOCUMENT' })).toBe(StatutDocument.REFUSE_GESTIONNAIRE);
    }
    const setAside = restoreDocument(StatutDocument.REFUSE_AUTOMATIQUEMENT);
    expect(setAside.status).toBe('done');
    expect(EVENTS.filter((event) => setAside.can(event))).toEqual([]);
  });
});
